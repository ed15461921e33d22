/**
 * The MIDI implementation as a page: the device-ID rule, identity, pairing, every firmware-update
 * message, states and transitions, checks, transfer, timing, the end of an update, power loss, the
 * rules, the signed header, keys, packing and CRC-32. The tables come from
 * app/lib/midi/protocol-tables*.ts (the data list PDFs set the same rows), each cell said in the
 * page's language (./cells.ts); the numbers in the prose come from the protocol's constants.
 */
import type { ReactNode } from "react";
import { Phrases } from "~/components/ui/phrases";
import { fill } from "~/lib/i18n/frame";
import type { Locale } from "~/lib/i18n/locales";
import { cellIn } from "~/lib/midi/cells";
import { type SectionKey, sections } from "~/lib/midi/implementation-sections";
import { codeHex, type Grid, identityTables, updateTables } from "~/lib/midi/protocol-tables";
import { protocolValues } from "~/lib/midi/protocol-values";
import { ByteTable, GridTable, h2, h3, Table } from "./tables";
import type { MidiText } from "./text.server";

/**
 * Every heading the page shows, in the page's language: the loader segments them into phrases on a
 * Japanese page (decision 023) and hands them over as `phrased` (the words → the words segmented).
 */
export function headingsOf(text: MidiText, locale: Locale): string[] {
  return [
    text.title,
    text.contents,
    ...sections.map(({ key }) => text[key].heading),
    text.identity.codesHeading,
    text.update.stepsHeading,
    ...[...identityTables(), ...updateTables()].map((m) => cellIn(m.name, locale) ?? m.name),
  ];
}

/** A model the page lists with its codes. */
export type MidiModel = { id: string; title: string; family: number; member: number };

function Codes({ models, text }: { models: readonly MidiModel[]; text: MidiText }) {
  const t = text.identity;
  if (!models.length) return <p className="mt-3">{t.codesNone}</p>;
  const reply = (m: MidiModel) =>
    identityTables(m)[1]
      ?.rows.slice(0, 8)
      .map((r) => r[0])
      .join(" ") ?? "";
  return (
    <Table
      caption={t.codesCaption}
      head={[t.columns.model, t.columns.family, t.columns.member, t.columns.reply]}
      rows={models.map((m) => [m.title, codeHex(m.family), codeHex(m.member), `${reply(m)} v1 v2 v3 v4 F7`])}
    />
  );
}

export function MidiImplementation({
  models,
  text,
  locale,
  phrased = {},
}: {
  models: readonly MidiModel[];
  text: MidiText;
  locale: Locale;
  /** The headings segmented into phrases (`headingsOf`), on a Japanese page. */
  phrased?: Readonly<Record<string, string>>;
}) {
  /** A heading's words, kept to their phrases on a Japanese page. */
  const heading = (words: string) => <Phrases text={phrased[words] ?? words} />;
  const values = protocolValues(locale);
  const say = (template: string) => fill(template, values);
  const grid = (g: Grid) => <GridTable key={g.id} grid={g} text={text} values={values} locale={locale} />;
  /** What a section shows after its text and before its tables. */
  const before: Partial<Record<SectionKey, ReactNode>> = {
    identity: (
      <>
        {identityTables().map((message) => (
          <ByteTable key={message.id} message={message} text={text} locale={locale} phrased={phrased} />
        ))}
        <h3 className={h3}>{heading(text.identity.codesHeading)}</h3>
        <Codes models={models} text={text} />
      </>
    ),
    update: (
      <>
        <h3 className={h3}>{heading(text.update.stepsHeading)}</h3>
        <ol className="mt-3 list-decimal space-y-2 pl-6">
          {text.update.steps.map((step) => (
            <li key={step}>{say(step)}</li>
          ))}
        </ol>
      </>
    ),
    packing: <p className="mt-3">{say(text.packing.example)}</p>,
    crc: <p className="mt-3 break-words">{say(text.crc.example)}</p>,
  };
  /** What a section shows after its tables. */
  const after: Partial<Record<SectionKey, ReactNode>> = {
    messages: updateTables().map((message) => (
      <ByteTable key={message.id} message={message} text={text} locale={locale} phrased={phrased} />
    )),
  };
  return (
    <div className="mx-auto max-w-4xl px-5 py-12">
      <h1 className="text-4xl font-bold tracking-tight">{heading(text.title)}</h1>
      <p className="mt-3 text-lg text-ink-soft">{say(text.intro)}</p>
      <p className="mt-3">{text.conventions}</p>

      <nav aria-labelledby="midi-contents" className="mt-8">
        <h2 id="midi-contents" className="text-lg font-semibold">
          {heading(text.contents)}
        </h2>
        <ol className="mt-2 list-decimal columns-1 gap-8 pl-6 sm:columns-2">
          {sections.map(({ key, id }) => (
            <li key={id}>
              <a href={`#${id}`} className="underline underline-offset-2">
                {text[key].heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      {sections.map(({ key, id, grids }) => (
        <section key={id} aria-labelledby={id}>
          <h2 id={id} className={h2}>
            {heading(text[key].heading)}
          </h2>
          <p className="mt-3">{say(text[key].text)}</p>
          {before[key]}
          {grids.map(grid)}
          {after[key]}
        </section>
      ))}
    </div>
  );
}
