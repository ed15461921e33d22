/**
 * A download's details in the page's language: a document's revision, a video's captions and
 * length, the file's size and date. The rows are made once in English (`queries.server.ts`) with
 * the facts these are written from; a German or Japanese page rewrites them here. English pages
 * keep the rows as they are ("rev B", "EN captions · 0:15", "1.2 MB", "2026-03-01").
 */
import type { Formats } from "~/lib/format";
import { type Locale, languageNameIn } from "~/lib/i18n/locales";
import { formatsKeptIn } from "~/lib/line-breaks";
import type { DownloadRow } from "./downloads";

/** The words `download-text.server.ts` gives for a language. */
export type DownloadWords = { revision: string; captions: string; duration: string };

const put = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

/** A running time in a language's words: „Dauer: 0:15“, 「再生時間：0:15」. */
export function durationIn(seconds: number, words: Pick<DownloadWords, "duration">): string {
  const s = seconds % 60;
  return put(words.duration, {
    minutes: String(Math.floor(seconds / 60)),
    seconds: String(s).padStart(2, "0"),
    s: String(s),
  });
}

/** Languages named in the page's, the page's own first: „Deutsch, Englisch, Japanisch“, 「日本語、英語、ドイツ語」. */
export function languagesIn(codes: readonly string[], locale: Locale, format: Formats): string {
  const ordered = [...codes].sort((a, b) => Number(b.toLowerCase() === locale) - Number(a.toLowerCase() === locale));
  return format.list(ordered.map((code) => languageNameIn(code, locale)));
}

function detailIn(row: DownloadRow, locale: Locale, words: DownloadWords, format: Formats): string {
  // a document's language is named apart, in the page's words (its row's `language`)
  if (row.revision && row.language) return put(words.revision, { revision: row.revision });
  if (row.captions && row.seconds !== undefined) {
    // "Deutsch, Englisch, Japanisch", 「日本語、英語、ドイツ語」: each language named in the page's, the page's own first
    const language = languagesIn(row.captions.split(/[\s,]+/).filter(Boolean), locale, format);
    const captions = put(words.captions, { code: row.captions, language });
    return format.facts([captions, durationIn(row.seconds, words)]);
  }
  // 「Ver.2.0.0・SHA-256 …」: the version as the language prints it, the facts in its separator
  if (row.version) return format.facts([format.version(row.version), row.checksum ?? ""]);
  return row.detail;
}

/** A row as a page in `locale` shows it; an English page's rows are returned as they are. */
export function rowIn(row: DownloadRow, locale: Locale, words: DownloadWords, formats?: Formats): DownloadRow {
  if (locale === "en") return row;
  const format = formats ?? formatsKeptIn(locale);
  return {
    ...row,
    detail: detailIn(row, locale, words, format),
    size: row.bytes === undefined ? row.size : format.bytes(row.bytes),
    dateText: format.date(`${row.date}T00:00:00Z`),
  };
}
