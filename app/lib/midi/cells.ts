/**
 * The normative tables' cells in the page's language. The tables are made once, in English, from
 * the protocol's constants (app/lib/midi/protocol-tables*.ts; the data list PDFs set them too); a
 * German or Japanese page looks each cell up by its English here, as translations keep their
 * English source. A cell of bytes, codes and message names (F0, v1 v2 v3 v4, STATUS REQUEST) is the
 * same in every language. The test (cells.test.ts) checks every cell of every table has its
 * translation and keeps every byte and number, so a changed table cannot slip through in English.
 */
import { formatsFor } from "../format.ts";
import type { Locale } from "../i18n/locales.ts";
import type { CellWords } from "./cell-words.ts";
import { cellsDe } from "./cells.de.ts";
import { cellsJa } from "./cells.ja.ts";

const cellWords: Record<Exclude<Locale, "en">, CellWords> = { de: cellsDe, ja: cellsJa };

/** The byte tables' placeholders and field names (f1, d1 … dn, dd, cc, ss, rd …): not words. */
const PLACEHOLDER = /^(?:[a-z]\d+|[a-z]n|dd|cc|ss|ll|pw|bb|pp|rs|rd|rr|ww)$/;

/**
 * Whether a cell is words, not bytes and names: a word with a lower-case letter that is not a
 * placeholder ("of", "Any", "hex"), in a cell that is not a hex string (a key).
 */
export function isWords(cell: string): boolean {
  if (/^[0-9a-f]{16,}$/.test(cell)) return false;
  return (cell.match(/[A-Za-z]{2,}/g) ?? []).some((word) => /[a-z]/.test(word) && !PLACEHOLDER.test(word));
}

/** A cell in the language: its translation, or the cell itself when it is bytes and names; null when missing. */
export function cellIn(cell: string, locale: Locale): string | null {
  if (locale === "en") return cell;
  const words = cellWords[locale];
  const exact = words.exact[cell];
  if (exact !== undefined) return exact;
  // a range of bytes as the language writes it, by the one formatter (00–64, 「00～64」): on the page and in the PDFs
  if (!isWords(cell))
    return formatsFor(locale).ranges(
      (words.bare ?? []).reduce((said, [pattern, by]) => said.replace(pattern, by), cell),
    );
  for (const [pattern, replacement] of words.patterns)
    if (pattern.test(cell)) return cell.replace(pattern, replacement);
  return null;
}
