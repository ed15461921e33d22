/**
 * The tables of /support/check/midi: semantic tables with a caption, column heads (scope="col")
 * and a row head (scope="row") in each row. The rows are the protocol tables' English
 * (app/lib/midi/protocol-tables*.ts), marked lang="en" on the German and Japanese pages; the
 * captions and column heads are the page's language.
 */
import { type ReactNode, useId } from "react";
import { fill } from "~/lib/i18n/frame";
import type { Grid, MessageTable } from "~/lib/midi/protocol-tables";
import { hex } from "~/lib/midi/protocol-tables";
import type { MidiText } from "./text.server";

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
  english,
}: {
  caption: ReactNode;
  head: readonly string[];
  /** A key per column, unique within the table (the English heads); the displayed heads by default. */
  columns?: readonly string[];
  rows: readonly (readonly string[])[];
  english?: boolean;
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
        <tbody lang={english ? "en" : undefined}>
          {rows.map((row) => (
            <tr key={row.join("|")}>
              <th scope="row" className={`${cell} ${rowHead}`}>
                {row[0]}
              </th>
              {row.slice(1).map((value, i) => (
                <td key={columns[i + 1]} className={`${cell} ${/\S{25}/.test(value) ? "break-all" : "break-words"}`}>
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
  english,
}: {
  grid: Grid;
  text: MidiText;
  values: Record<string, string | number>;
  english: boolean;
}) {
  const words = wordsOf(text, grid);
  return (
    <Table
      caption={fill(words.caption, values)}
      head={words.head}
      columns={grid.head}
      rows={grid.rows}
      english={english}
    />
  );
}

export function ByteTable({ message, text, english }: { message: MessageTable; text: MidiText; english: boolean }) {
  const lang = english ? "en" : undefined;
  const from = message.from === "host" ? text.table.fromHost : text.table.fromInstrument;
  return (
    <section aria-labelledby={message.id} className="mt-8">
      <h3 id={message.id} className={h3} lang={lang}>
        {message.command === undefined ? message.name : `${message.name} (${hex(message.command)})`}
      </h3>
      <p className="mt-2 text-ink-soft" lang={lang}>
        {message.summary}
      </p>
      <Table
        caption={
          <>
            <span lang={lang}>{message.name}</span>: {from}
          </>
        }
        head={[text.table.bytes, text.table.meaning]}
        rows={message.rows}
        english={english}
      />
    </section>
  );
}
