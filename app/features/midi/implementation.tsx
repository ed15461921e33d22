/**
 * The MIDI implementation as a page: identity, the firmware-update messages, states, reasons,
 * packing, checksum and the image header. The byte tables come from app/lib/midi/protocol-tables.ts
 * (the data list PDFs set the same rows) and stay English in every language, marked so.
 */
import type { ReactNode } from "react";
import { fill } from "~/lib/i18n/frame";
import type { Locale } from "~/lib/i18n/locales";
import {
  type ByteRow,
  codeHex,
  examples,
  hex,
  identityTables,
  imageHeaderRows,
  linkRows,
  type MessageTable,
  reasonRows,
  stateRows,
  updateTables,
} from "~/lib/midi/protocol-tables";
// biome-ignore lint/style/noRestrictedImports: a type only, erased from the browser's code; the words come as props
import type { MidiText } from "./text.server";

/** A model the page lists with its codes. */
export type MidiModel = { id: string; title: string; family: number; member: number };

type Words = { text: MidiText; locale: Locale };

const h2 = "mt-12 text-2xl font-bold tracking-tight";
const h3 = "mt-8 text-xl font-bold";
const tableClass = "mt-3 w-full border-collapse text-left text-sm";
const cell = "border-b border-line px-3 py-2 align-top";
const captionClass = "mb-2 text-left text-base font-semibold";

function Table({
  caption,
  head,
  rows,
  english,
}: {
  caption: ReactNode;
  head: readonly string[];
  rows: readonly (readonly string[])[];
  english?: boolean;
}) {
  return (
    <div className="overflow-x-auto">
      <table className={tableClass}>
        <caption className={captionClass}>{caption}</caption>
        <thead>
          <tr>
            {head.map((h) => (
              <th key={h} scope="col" className={`${cell} font-semibold`}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody lang={english ? "en" : undefined}>
          {rows.map((row) => (
            <tr key={row.join("|")}>
              <th scope="row" className={`${cell} whitespace-nowrap font-mono font-normal`}>
                {row[0]}
              </th>
              {row.slice(1).map((value) => (
                <td key={value} className={cell}>
                  {value}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ByteTable({ message, text, locale }: { message: MessageTable } & Words) {
  const english = locale !== "en";
  const from = message.from === "host" ? text.table.fromHost : text.table.fromInstrument;
  return (
    <section aria-labelledby={message.id} className="mt-8">
      <h3 id={message.id} className={h3} lang={english ? "en" : undefined}>
        {message.command === undefined ? message.name : `${message.name} (${hex(message.command)})`}
      </h3>
      <p className="mt-2 text-ink-soft" lang={english ? "en" : undefined}>
        {message.summary}
      </p>
      <Table
        caption={
          <>
            <span lang={english ? "en" : undefined}>{message.name}</span>: {from}
          </>
        }
        head={[text.table.bytes, text.table.meaning]}
        rows={message.rows}
        english={english}
      />
    </section>
  );
}

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

const rowsOf = (rows: readonly ByteRow[]) => rows as readonly (readonly string[])[];

export function MidiImplementation({ models, text, locale }: { models: readonly MidiModel[] } & Words) {
  const english = locale !== "en";
  return (
    <div className="mx-auto max-w-4xl px-5 py-12">
      <h1 className="text-4xl font-bold tracking-tight">{text.title}</h1>
      <p className="mt-3 text-lg text-ink-soft">{text.intro}</p>
      <p className="mt-3">{text.conventions}</p>

      <h2 className={h2}>{text.manufacturer.heading}</h2>
      <p className="mt-3">{text.manufacturer.text}</p>

      <h2 className={h2}>{text.identity.heading}</h2>
      <p className="mt-3">{text.identity.text}</p>
      {identityTables().map((message) => (
        <ByteTable key={message.id} message={message} text={text} locale={locale} />
      ))}
      <h3 className={h3}>{text.identity.codesHeading}</h3>
      <Codes models={models} text={text} />

      <h2 className={h2}>{text.update.heading}</h2>
      <p className="mt-3">{text.update.text}</p>
      <h3 className={h3}>{text.update.stepsHeading}</h3>
      <ol className="mt-3 list-decimal space-y-2 pl-6">
        {text.update.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <h3 className={h3}>{text.update.messagesHeading}</h3>
      {updateTables().map((message) => (
        <ByteTable key={message.id} message={message} text={text} locale={locale} />
      ))}
      <Table
        caption={text.update.statesCaption}
        head={[text.table.value, text.table.meaning]}
        rows={rowsOf(stateRows)}
        english={english}
      />
      <Table
        caption={text.update.linksCaption}
        head={[text.table.value, text.table.meaning]}
        rows={rowsOf(linkRows)}
        english={english}
      />
      <Table
        caption={text.update.reasonsCaption}
        head={[text.table.value, text.table.meaning]}
        rows={rowsOf(reasonRows)}
        english={english}
      />

      <h2 className={h2}>{text.packing.heading}</h2>
      <p className="mt-3">{text.packing.text}</p>
      <p className="mt-3">{fill(text.packing.example, { raw: examples.raw, packed: examples.packed })}</p>

      <h2 className={h2}>{text.checksum.heading}</h2>
      <p className="mt-3">{text.checksum.text}</p>
      <p className="mt-3 break-words">
        {fill(text.checksum.example, {
          message: examples.dataMessage,
          summed: examples.summed,
          checksum: examples.checksum,
        })}
      </p>

      <h2 className={h2}>{text.image.heading}</h2>
      <p className="mt-3">{text.image.text}</p>
      <Table
        caption={text.image.caption}
        head={[text.image.columns.offset, text.image.columns.length, text.image.columns.meaning]}
        rows={imageHeaderRows}
        english={english}
      />
    </div>
  );
}
