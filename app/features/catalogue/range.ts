/**
 * A product line's range as lists that stay short whatever the catalogue's size: the line's page
 * shows each group's first GROUP_LIMIT current models; the rest, and the discontinued models, are
 * on paged lists of the same page (?group=…, ?range=discontinued, &page=N), plain links all.
 */
import * as href from "~/lib/href";
export const GROUP_LIMIT = 12;
export const RANGE_PER_PAGE = 24;

export type RangeKind = "current" | "discontinued";
export type RangeView = { range: RangeKind; group: string | null; page: number };

/**
 * The list a line page's query asks for; null for the line page itself, "invalid" for a query
 * that names no list (a visitor gets a 404, not the line page under another address).
 */
export function rangeView(search: URLSearchParams, parsePage: (raw: string | null) => number | null) {
  const range = search.get("range");
  const group = search.get("group");
  const rawPage = search.get("page");
  if (range === null && group === null && rawPage === null) return null;
  const page = parsePage(rawPage);
  if (page === null) return "invalid" as const;
  if (range !== null && range !== "current" && range !== "discontinued") return "invalid" as const;
  if (group !== null && (group === "" || range === "discontinued")) return "invalid" as const;
  return { range: range ?? "current", group, page } satisfies RangeView;
}

/** The address of a list of a line's range. */
export function rangeHref(categoryId: string, view: Partial<RangeView>): string {
  return href.category(categoryId, { group: view.group, page: view.page, range: view.group ? undefined : view.range });
}
