/** The download centre's filters: pure logic shared by the page and its tests. */
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

/** Reads the filters from the URL; unknown values are dropped (reported), never an error. */
export function parseFilters(search: URLSearchParams, lines: string[], products: string[]) {
  const raw = {
    line: search.get("line") ?? "",
    product: search.get("product") ?? "",
    type: search.get("type") ?? "",
    q: (search.get("q") ?? "").trim().slice(0, 100),
  };
  const ignored: string[] = [];
  const filters: DownloadFilters = { line: "", product: "", type: "", q: raw.q };
  if (raw.line && lines.includes(raw.line)) filters.line = raw.line;
  else if (raw.line) ignored.push(`product line “${raw.line.slice(0, 40)}”`);
  if (raw.product && products.includes(raw.product)) filters.product = raw.product;
  else if (raw.product) ignored.push(`product “${raw.product.slice(0, 40)}”`);
  if (raw.type && isType(raw.type)) filters.type = raw.type;
  else if (raw.type) ignored.push(`type “${raw.type.slice(0, 40)}”`);
  return { filters, ignored };
}

export function filterDownloads(rows: DownloadRow[], f: DownloadFilters): DownloadRow[] {
  const words = f.q.toLowerCase().split(/\s+/).filter(Boolean);
  return rows.filter((row) => {
    if (f.line && row.categoryId !== f.line) return false;
    if (f.product && row.productId !== f.product) return false;
    if (f.type && row.type !== f.type) return false;
    const text =
      `${row.title} ${row.productTitle} ${row.productId} ${downloadTypeLabels[row.type]} ${row.detail}`.toLowerCase();
    return words.every((w) => text.includes(w));
  });
}

export function hasFilters(f: DownloadFilters): boolean {
  return Boolean(f.line || f.product || f.type || f.q);
}
