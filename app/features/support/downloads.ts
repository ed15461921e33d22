/** The download centre's filters: pure logic shared by the page and its tests. */

/** The download types' names in English (each page's language names them in `text.server.ts`). */
export const downloadTypeLabels = {
  "owners-manual": "Owner's manual",
  "data-list": "Data list",
  "quick-start": "Quick start",
  firmware: "Software/firmware",
  video: "Video instruction",
} as const;
export type DownloadType = keyof typeof downloadTypeLabels;

export type DownloadRow = {
  key: string;
  title: string;
  productId: string;
  productTitle: string;
  categoryId: string;
  type: DownloadType;
  href: string;
  format: "PDF" | "ZIP" | "MP4";
  size: string;
  date: string;
  detail: string;
};

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
 * is in another language, that language's (`typeLabels`) too.
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
    const english = downloadTypeLabels[row.type];
    const type = typeLabels[row.type] === english ? english : `${english} ${typeLabels[row.type]}`;
    const text = `${row.title} ${row.productTitle} ${row.productId} ${type} ${row.detail}`.toLowerCase();
    return words.every((w) => text.includes(w));
  });
}

export function hasFilters(f: DownloadFilters): boolean {
  return Boolean(f.line || f.product || f.type || f.q);
}
