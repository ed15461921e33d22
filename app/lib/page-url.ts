/**
 * One address per page: the parts of a URL that can change what a public page shows, and nothing
 * else. Campaign and click identifiers (utm_*, gclid, fbclid, …) are for the analytics that read
 * the browser's address bar; they never reach a page, its canonical URL or a cache key, and
 * parameters no public page reads are dropped too, so random query strings cannot multiply the
 * cache. The nginx configuration (deploy/) keys its cache by the same rules; a test holds the two
 * lists together.
 */
import { unprefixedPath } from "./i18n/locales.ts";

/**
 * The query parameters each public page reads (search, filters, paging, compare); every other
 * public page reads none. A loader that starts reading a new one must be added here.
 */
export const PAGE_PARAMS: Readonly<Record<string, readonly string[]>> = {
  "/news": ["page", "t"],
  "/search": ["page", "q", "type"],
  "/support": ["line", "page", "product", "q", "type"],
  "/dealer/distributor": ["country", "line", "near", "page", "q", "type"],
  "/support/manuals": ["page"],
  "/support/software": ["page"],
  "/compare": ["diff", "p"],
  "/category/*": ["group", "page", "range"],
};

/** Click identifiers and campaign parameters that marketing tools add to links. */
export const TRACKING_PARAMS = [
  "gclid",
  "gclsrc",
  "gbraid",
  "wbraid",
  "dclid",
  "gad_source",
  "srsltid",
  "fbclid",
  "msclkid",
  "yclid",
  "twclid",
  "ttclid",
  "li_fat_id",
  "epik",
  "rdt_cid",
  "sccid",
  "igshid",
  "mc_cid",
  "mc_eid",
  "_ga",
  "_gl",
  "_hsenc",
  "_hsmi",
  "__hsfp",
  "__hssc",
  "__hstc",
  "mkt_tok",
  "s_kwcid",
  "ef_id",
  "irclickid",
  "vero_id",
  "oly_anon_id",
  "oly_enc_id",
  "wickedid",
] as const;

/** Whole families of campaign parameters (Google, Matomo, HubSpot ads). */
export const TRACKING_PREFIXES = ["utm_", "pk_", "mtm_", "matomo_", "hsa_"] as const;

const tracking = new Set<string>(TRACKING_PARAMS);
const NONE: readonly string[] = [];

/** What a public page at `path` reads, in any language (a trailing slash names the same page). */
export function pageParams(path: string): readonly string[] {
  const bare = unprefixedPath(path);
  const page = bare.length > 1 && bare.endsWith("/") ? bare.slice(0, -1) : bare;
  if (Object.hasOwn(PAGE_PARAMS, page)) return PAGE_PARAMS[page] ?? NONE;
  // a page of a kind ("/category/Drums" is a "/category/*")
  const kind = page.replace(/\/[^/]+$/, "/*");
  return kind !== page && Object.hasOwn(PAGE_PARAMS, kind) ? (PAGE_PARAMS[kind] ?? NONE) : NONE;
}

export function isTrackingParam(name: string): boolean {
  const lower = name.toLowerCase();
  return tracking.has(lower) || TRACKING_PREFIXES.some((prefix) => lower.startsWith(prefix));
}

/**
 * The query string a request should be answered for (with its "?", or ""): tracking parameters
 * removed, and for a public page (`page`, its path) every parameter that page does not read
 * removed too; what is left is sorted by name (a parameter's repeated values keep their order), so
 * the order a link happened to use never makes a second page.
 */
export function normalizeQuery(search: string, { page }: { page: string | null }): string {
  if (search === "" || search === "?") return "";
  const reads = page === null ? null : pageParams(page);
  const kept: [string, string][] = [];
  for (const [name, value] of new URLSearchParams(search)) {
    if (reads ? reads.includes(name) : !isTrackingParam(name)) kept.push([name, value]);
  }
  if (kept.length === 0) return "";
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `?${new URLSearchParams(kept).toString()}`;
}
