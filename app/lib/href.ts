/**
 * The site's addresses: one builder per page or file anything links to, `href.product(id)`,
 * `href.category(id, { group, page })`, `href.support({ line, q })`; the admin's and the sign-in
 * pages' are in lib/admin/href.ts. Import a module of builders as a namespace
 * (`import * as href from "~/lib/href"`): a bundle keeps only the builders it calls.
 *
 * Each builder writes its route's address as the route map declares it (lib/route-map.ts), and
 * href.test.ts holds every builder to its route there (address, parameters, the query's order)
 * and every route one can link to to a builder. The map itself stays out of the browser: with its
 * facts it is 2 KB gzipped, for these few strings. Each `:param` is encoded. Query parameters come
 * in one order per page, the order its links have always had; empty ones are left out, and so is
 * a list's first page (its own address).
 *
 * The chunk every page loads carries lib/href-shared.ts, the builders the layout and the home page
 * use, without queries; this module adds the queries and the other pages' builders and stays out
 * of that chunk (vite.config.ts). Code bound for it (app/lib, app/components, the site layout and
 * the home page) imports lib/href-shared.ts; the rest imports this module.
 *
 * The addresses are English's: a link inside the app gets its language's prefix from React
 * Router's basename; one that leaves the app (the sitemap, a feed, an e-mail) is put in a
 * language with `href.localized(locale, …)`.
 *
 * Plain TypeScript with relative imports: the server and the scripts load it as it is.
 */
import { part } from "./href-shared.ts";
import { type Locale, localizedPath } from "./i18n/locales.ts";

export * from "./href-shared.ts";

/**
 * The path with the named options as its query, in the order named. Empty values (undefined, null,
 * false, "") are left out, and so is page 1 given as a number: a list's first page is its own
 * address. A list of values is the parameter repeated.
 */
export function withQuery<O extends object>(path: string, options: O, ...names: (keyof O & string)[]): string {
  const query = new URLSearchParams();
  for (const name of names) {
    const value: unknown = options[name];
    if (Array.isArray(value)) for (const each of value) query.append(name, each);
    else if (value && !(name === "page" && value === 1)) query.set(name, String(value));
  }
  const text = `${query}`;
  return text ? `${path}?${text}` : path;
}

/** The address in a language: English's as it is, another's under its prefix ("de", "/news" → "/de/news"). */
export const localized = (locale: Locale, address: string) => localizedPath(address, locale);

/** A product line; `group` or `range` (and `page`) for one of its paged lists (features/catalogue/range.ts). */
export const category = (id: string, o: { group?: string | null; page?: number; range?: string } = {}) =>
  withQuery(`/category/${part(id)}`, o, "group", "page", "range");
export const compare = (productIds: readonly string[] = []) => withQuery("/compare", { p: productIds }, "p");

/** The news list, or the updates' (`?t=u`). */
export const news = (o: { updates?: boolean; page?: number } = {}) =>
  withQuery("/news", { t: o.updates && "u", page: o.page }, "t", "page");
export const newsFeed = () => "/news/feed.xml";
export const updatesFeed = () => "/news/updates.xml";

/** The download centre, with its filters. */
export const support = (
  o: { line?: string | null; product?: string | null; type?: string | null; q?: string | null; page?: number } = {},
) => withQuery("/support", o, "line", "product", "type", "q", "page");
export const supportManuals = (o: { page?: number } = {}) => withQuery("/support/manuals", o, "page");
export const supportManual = (productId: string) => `/support/manuals/${part(productId)}`;
export const supportSoftware = (o: { page?: number } = {}) => withQuery("/support/software", o, "page");
export const supportFirmware = (productId: string) => `/support/firmware/${part(productId)}`;
export const supportCheck = () => "/support/check";
export const supportCheckMidi = () => "/support/check/midi";
export const supportVideos = () => "/support/videos";

/** Firmware news by e-mail: the form for a model (and its answer without JavaScript), the links in its mails. */
export const firmwareNews = (o: { product?: string } = {}) => withQuery("/firmware-news", o, "product");
export const firmwareNewsConfirm = (token: string) => `/firmware-news/confirm/${part(token)}`;
export const firmwareNewsUnsubscribe = (token: string) => `/firmware-news/unsubscribe/${part(token)}`;

/** The contact form, about a topic (a store's, a product's), or after sending (`sent`: its reference). */
export const contact = (o: { topic?: string; dealer?: string; product?: string; sent?: string } = {}) =>
  withQuery("/contactus", o, "topic", "dealer", "product", "sent");

/** Find a store, with its filters and sort (`near`: "lat,lng"). */
export const dealers = (
  o: {
    country?: string | null;
    type?: string | null;
    line?: string | null;
    q?: string | null;
    near?: string | null;
    page?: number;
  } = {},
) => withQuery("/dealer/distributor", o, "country", "type", "line", "q", "near", "page");

/** The results page for a query, of one kind or all. */
export const search = (o: { q?: string; type?: string | null; page?: number } = {}) =>
  withQuery("/search", o, "q", "type", "page");
export const searchSuggest = () => "/search/suggest";

/** A file an editor uploaded, by its SHA-256 and name. */
export const file = (sha: string, name: string) => `/files/${part(sha)}/${part(name)}`;
/** Whether an address is an uploaded file's (served from the database). */
export const isUploadedFile = (url: string) => url.startsWith("/files/");
/** A PDF the build makes ("noteva-spc121-owners-manual-en-revB.pdf"). */
export const document = (name: string) => `/docs/${part(name)}`;
/** Whether an address is a document's: a file, opened as one, never a page of the app. */
export const isDocument = (url: string) => url.startsWith("/docs/");

export const sitemap = () => "/sitemap.xml";
/** One of the sitemap's files ("news.xml"). */
export const sitemapPart = (name: string) => `/sitemap/${part(name)}`;
