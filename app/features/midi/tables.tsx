/**
 * The tables of /support/check/midi: semantic tables with a caption, column heads (scope="col")
 * and a row head (scope="row") in each row, all in the page's language: the rows are the protocol
 * tables' English (app/lib/midi/protocol-tables*.ts), each cell in the page's language by
 * ./cells.ts; the captions and column heads are the page's words (./text.*.ts).
 */
import { type ReactNode, useId } from "react";
import { Phrases } from "~/components/ui/phrases";
import { formatsFor } from "~/lib/format";
import { fill } from "~/lib/i18n/frame";
import type { Locale } from "~/lib/i18n/locales";
import { cellIn } from "~/lib/midi/cells";
import type { Grid, MessageTable } from "~/lib/midi/protocol-tables";
import { hex } from "~/lib/midi/protocol-tables";
import type { MidiText } from "./text.server";

/** A cell in the page's language; a cell with no translation yet stays English, marked so. */
function Cell({ text, locale }: { text: string; locale: Locale }) {
  const said = cellIn(text, locale);
  return said === null ? <span lang="en">{text}</span> : said;
}

/** Headings are anchors (the contents, message ids): scrolled to, they clear the sticky header. */
export const h2 = "mt-12 scroll-mt-36 text-2xl font-bold tracking-tight";
export const h3 = "mt-8 scroll-mt-36 text-xl font-bold";
const tableClass = "mt-3 w-full border-collapse text-left text-sm";
const cell = "border-b border-line px-3 py-2 align-top";
const captionClass = "mb-2 text-left text-base font-semibold";

export function Table({
  caption,
  head,
  columns = head,
  rows,
  locale = "en",
}: {
  caption: ReactNode;
  head: readonly string[];
  /** A key per column, unique within the table (the English heads); the displayed heads by default. */
  columns?: readonly string[];
  rows: readonly (readonly string[])[];
  /** The page's language: the cells are said in it (./cells.ts). */
  locale?: Locale;
}) {
  // bytes and codes as row heads stay on one line in monospace; sentences wrap, and so does a
  // long hex string (a public key) within its cell
  const codes = rows.every((row) => (row[0] ?? "").length <= 16);
  const rowHead = codes ? "whitespace-nowrap font-mono font-normal" : "font-normal";
  const captionId = useId();
  // a table wider than a phone scrolls sideways: its box takes the keyboard's focus to scroll too
  // (WCAG 2.1.1; axe's scrollable-region-focusable), named by the caption
  return (
    // biome-ignore lint/a11y/useSemanticElements: a scrolling box around a table, not a group of form fields
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls must be reachable by keyboard to scroll
    <div role="group" aria-labelledby={captionId} tabIndex={0} className="overflow-x-auto focus-visible:outline-2">
      <table className={tableClass}>
        <caption id={captionId} className={captionClass}>
          {caption}
        </caption>
        <thead>
          <tr>
            {head.map((h, i) => (
              <th key={columns[i]} scope="col" className={`${cell} font-semibold`}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.join("|")}>
              <th scope="row" className={`${cell} ${rowHead}`}>
                <Cell text={row[0] ?? ""} locale={locale} />
              </th>
              {row.slice(1).map((value, i) => (
                <td key={columns[i + 1]} className={`${cell} ${/\S{25}/.test(value) ? "break-all" : "break-words"}`}>
                  <Cell text={value} locale={locale} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

type TableWords = MidiText["tables"][keyof MidiText["tables"]];

/** The words of a normative table, by its id (every table has them: the page's test checks). */
function wordsOf(text: MidiText, grid: Grid): TableWords {
  const words = (text.tables as Record<string, TableWords | undefined>)[grid.id];
  if (!words) throw new Error(`no caption for the table "${grid.id}"`);
  return words;
}

export function GridTable({
  grid,
  text,
  values,
  locale,
}: {
  grid: Grid;
  text: MidiText;
  values: Record<string, string | number>;
  locale: Locale;
}) {
  const words = wordsOf(text, grid);
  return (
    <Table
      caption={fill(words.caption, values)}
      head={words.head}
      columns={grid.head}
      rows={grid.rows}
      locale={locale}
    />
  );
}

export function ByteTable({
  message,
  text,
  locale,
  phrased = {},
}: {
  message: MessageTable;
  text: MidiText;
  locale: Locale;
  /** Headings segmented into phrases on a Japanese page (the words → the words segmented). */
  phrased?: Readonly<Record<string, string>>;
}) {
  const from = message.from === "host" ? text.table.fromHost : text.table.fromInstrument;
  // a message's name is a name (UPDATE BEGIN) or the MIDI standard's, which every language has
  const name = cellIn(message.name, locale) ?? message.name;
  const format = formatsFor(locale);
  return (
    <section aria-labelledby={message.id} className="mt-8">
      <h3 id={message.id} className={h3}>
        <Phrases
          text={
            message.command === undefined
              ? (phrased[name] ?? name)
              : format.aside(phrased[name] ?? name, hex(message.command))
          }
        />
      </h3>
      <p className="mt-2 text-ink-soft">
        <Cell text={message.summary} locale={locale} />
      </p>
      <Table
        caption={format.labelled(name, from)}
        head={[text.table.bytes, text.table.meaning]}
        rows={message.rows}
        locale={locale}
      />
    </section>
  );
}
