/** Page numbers in URLs: absent means 1; anything but a whole number from 1 is invalid (null). */
export function parsePage(raw: string | null): number | null {
  if (raw === null || raw === "") return 1;
  if (!/^\d{1,6}$/.test(raw)) return null;
  const page = Number(raw);
  return page >= 1 ? page : null;
}

export function pageCount(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/** The page links to show: first, last, the current one and its neighbours, with gaps as null. */
export function pageWindow(current: number, pages: number): (number | null)[] {
  const wanted = new Set([1, pages, current - 1, current, current + 1].filter((p) => p >= 1 && p <= pages));
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  for (const [i, page] of sorted.entries()) {
    const prev = sorted[i - 1];
    if (prev !== undefined && page - prev > 1) out.push(null);
    out.push(page);
  }
  return out;
}

/** One page of a list, from the URL's raw page number; null when that page is not there. */
export function pageOf<T>(items: readonly T[], rawPage: string | null, perPage: number) {
  const page = parsePage(rawPage);
  const pages = pageCount(items.length, perPage);
  if (page === null || page > pages) return null;
  return { items: items.slice((page - 1) * perPage, page * perPage), page, pages };
}
