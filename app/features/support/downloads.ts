/** The download centre's filters: pure logic shared by the page and its tests. */
import { formatsFor } from "~/lib/format";
import type { Gender } from "~/lib/i18n/gender";
import { type Locale, localeNames, locales } from "~/lib/i18n/locales";
import { lineWordsOf } from "~/lib/search/line-words";
import { variantsOf } from "~/lib/search/synonyms";

/** The download types' names in English (each page's language names them in `text.server.ts`). */
export const downloadTypeLabels = {
  "owners-manual": "Owner's manual",
  "data-list": "Data list",
  "quick-start": "Quick start",
  firmware: "Firmware",
  video: "Product video",
} as const;
export type DownloadType = keyof typeof downloadTypeLabels;

export type DownloadRow = {
  key: string;
  title: string;
  productId: string;
  productTitle: string;
  /** The product's grammatical gender (German sentences that name it agree with it); neuter when absent. */
  gender?: Gender;
  categoryId: string;
  type: DownloadType;
  href: string;
  format: "PDF" | "ZIP" | "MP4";
  size: string;
  /** The day, as ISO (2026-03-01); `dateText` is how a German or Japanese page writes it. */
  date: string;
  dateText?: string;
  /** What else to know of it: a document's revision ("rev B"), a firmware's version and checksum. */
  detail: string;
  /** A document's language (each page names it in its own words); firmware and videos have none. */
  language?: Locale;
  /** What the details are written from in other languages (`download-details.ts`). */
  bytes?: number | null;
  revision?: string;
  captions?: string;
  seconds?: number;
  /** A firmware's version ("2.0.0") and the start of its checksum, written as each language writes them. */
  version?: string;
  checksum?: string;
};

/**
 * One line of the download centre: a download with every language it comes in (a document in
 * English, German and Japanese is one entry of three files), or a single file.
 */
export type DownloadEntry = {
  key: string;
  title: string;
  productId: string;
  productTitle: string;
  type: DownloadType;
  date: string;
  dateText?: string;
  /** What the files share ("rev B"; a single file's whole detail). */
  detail: string;
  files: DownloadRow[];
};

/** A file as the download centre's list shows it: its link, size and language (its entry says the rest). */
export type ListedFile = Pick<DownloadRow, "href" | "format" | "size" | "language">;
/** An entry as the download centre's list shows it, with its title in the page's language. */
export type ListedEntry = Omit<DownloadEntry, "files"> & { files: ListedFile[] };

/** What the list shows of an entry: each file's product, type, date and title are its entry's. */
export function listedEntry({ files, ...entry }: DownloadEntry, title: string): ListedEntry {
  return {
    ...entry,
    title,
    files: files.map(({ href, format, size, language }) =>
      language ? { href, format, size, language } : { href, format, size },
    ),
  };
}

export type DownloadFilters = { line: string; product: string; type: string; q: string };

const isType = (t: string): t is DownloadType => t in downloadTypeLabels;

/** How an unknown filter value is reported, `{value}` its first 40 characters (English; pages pass their language's). */
export const unknownFilterLabels = {
  line: "product line “{value}”",
  product: "product “{value}”",
  type: "type “{value}”",
};
export type UnknownFilterLabels = Record<keyof typeof unknownFilterLabels, string>;

/** Reads the filters from the URL; unknown values are dropped (reported), never an error. */
export function parseFilters(
  search: URLSearchParams,
  lines: string[],
  products: string[],
  unknown: UnknownFilterLabels = unknownFilterLabels,
) {
  const raw = {
    line: search.get("line") ?? "",
    product: search.get("product") ?? "",
    type: search.get("type") ?? "",
    q: (search.get("q") ?? "").trim().slice(0, 100),
  };
  const ignored: string[] = [];
  // a function, so that a "$&" in the value stays as it is
  const report = (template: string, value: string) => template.replace("{value}", () => value.slice(0, 40));
  const filters: DownloadFilters = { line: "", product: "", type: "", q: raw.q };
  if (raw.line && lines.includes(raw.line)) filters.line = raw.line;
  else if (raw.line) ignored.push(report(unknown.line, raw.line));
  if (raw.product && products.includes(raw.product)) filters.product = raw.product;
  else if (raw.product) ignored.push(report(unknown.product, raw.product));
  if (raw.type && isType(raw.type)) filters.type = raw.type;
  else if (raw.type) ignored.push(report(unknown.type, raw.type));
  return { filters, ignored };
}

/**
 * The rows that match the filters. The text filter reads the type's English name and, when the page
 * is in another language, that language's (`typeLabels`) too, and the product line's words in
 * every language (lib/search/line-words.ts); each typed word matches in any of its spellings.
 */
export function filterDownloads(
  rows: DownloadRow[],
  f: DownloadFilters,
  typeLabels: Readonly<Record<DownloadType, string>> = downloadTypeLabels,
): DownloadRow[] {
  const words = f.q.toLowerCase().split(/\s+/).filter(Boolean);
  return rows.filter((row) => {
    if (f.line && row.categoryId !== f.line) return false;
    if (f.product && row.productId !== f.product) return false;
    if (f.type && row.type !== f.type) return false;
    if (!words.length) return true;
    const english = downloadTypeLabels[row.type];
    const type = typeLabels[row.type] === english ? english : `${english} ${typeLabels[row.type]}`;
    const language = row.language ? ` ${row.language} ${localeNames[row.language]}` : "";
    const line = lineWordsOf(row.categoryId).join(" ");
    const text =
      `${row.title} ${row.productTitle} ${row.productId} ${type} ${row.detail}${language} ${line}`.toLowerCase();
    // a word or any of its spellings and synonyms (Drumcomputer: the drums line's files; ミディ: MIDI)
    return words.every((w) => variantsOf(w).some((v) => text.includes(v)));
  });
}

/**
 * The rows as entries: a product's document in several languages is one entry, its files in the
 * site's language order with the page's language first; every other row is an entry of its own.
 * The order of the entries is the order of their first rows.
 */
export function groupDownloads(rows: DownloadRow[], first: Locale = "en"): DownloadEntry[] {
  const entries: DownloadEntry[] = [];
  const byDocument = new Map<string, DownloadEntry>();
  for (const row of rows) {
    const id = row.language ? `${row.productId}\u0000${row.type}\u0000${row.detail}\u0000${row.title}` : null;
    const found = id ? byDocument.get(id) : undefined;
    if (found && !found.files.some((f) => f.language === row.language)) {
      found.files.push(row);
      continue;
    }
    const entry: DownloadEntry = {
      key: row.key,
      title: row.title,
      productId: row.productId,
      productTitle: row.productTitle,
      type: row.type,
      date: row.date,
      ...(row.dateText ? { dateText: row.dateText } : {}),
      detail: row.detail,
      files: [row],
    };
    entries.push(entry);
    if (id && !found) byDocument.set(id, entry);
  }
  const rank = (row: DownloadRow) => (row.language === first ? -1 : locales.indexOf(row.language ?? "en"));
  for (const entry of entries) entry.files.sort((a, b) => rank(a) - rank(b));
  return entries;
}

export function hasFilters(f: DownloadFilters): boolean {
  return Boolean(f.line || f.product || f.type || f.q);
}

/**
 * An entry's title in the page's language („CP203-Bedienungsanleitung“, 「SP-C121ファームウェア（Ver.1.1.0）」:
 * Japanese sets no space beside Latin text, docs/l10n/ja.md; a release as `format.release` writes it); the rows carry the English one
 * ("CP203 owner's manual", "SP-C121 firmware 1.1.0").
 */
export function entryTitle(
  entry: Pick<DownloadEntry, "type" | "title" | "productTitle">,
  words: { types: Record<DownloadType, string>; productFirmware: string },
  locale: Locale,
): string {
  if (locale === "en") return entry.title;
  const format = formatsFor(locale);
  if (entry.type === "firmware") {
    const version = entry.title.split(" ").at(-1) ?? "";
    return format.release(words.productFirmware.replace("{product}", entry.productTitle), version);
  }
  return format.named(entry.productTitle, words.types[entry.type]);
}
