/**
 * The site's routes, each with what is known about it outside React Router: the query parameters
 * a page reads, whether caches may look it up, whether it is mirrored per language, and what its
 * POSTs may carry. app/routes.ts builds React Router's config
 * from this tree; the server, the sitemap, the tests and the build's nginx files
 * (scripts/lib/nginx-routes.ts) read the views below. Plain TypeScript with relative imports, so
 * Node loads it as it is, without Vite.
 */
import { siteConfig } from "./site-config.ts";

/**
 * How the page caches (the app's, nginx's) treat a route. Unmarked routes outside the site layout
 * are looked up by address alone: anything with a file extension (feeds, the sitemap) never is,
 * and an answer is kept only when it is a public HTML page.
 */
type Caching =
  /** A public page, kept by both caches, keyed by the parameters it declares. */
  | "page"
  /** A public page that says no-store: nginx passes it on without a look-up or the lock. */
  | "no-store"
  /** Not a page: no cache looks it up, and its query is passed on whole (tracking parameters aside). */
  | "never";

type Facts = {
  caching?: Caching;
  /** The query parameters it reads (a test runs each public page's loaders to hold this true). */
  params?: readonly string[];
  /** Served under every language's prefix too (the site layout's pages are, with all below it). */
  localized?: boolean;
  /** Its action answers a POST that is not a form itself, with its page (the form guard lets it pass). */
  ownsPostBody?: boolean;
  /** Its POST carries an idempotency key: nginx may send it to a second instance when the first dies. */
  retryPost?: boolean;
  /** Takes file uploads: the larger body limit. */
  upload?: boolean;
  /** A page of the public site (set by page()): the sitemap lists it. */
  public?: true;
  /** The queries under which a page without parameters in its path is listed in the sitemap. */
  listed?: readonly string[];
  /** false: the optional analytics script never loads on it (the root's loader leaves it out). */
  analytics?: false;
};

export type RouteNode = Facts & {
  /** React Router's id: the file without its extension unless named. */
  id: string;
  file: string;
  /** The whole path from the site's root, as React Router matches it (no leading slash). */
  path?: string;
  index?: true;
  children?: RouteNode[];
};

const idOf = (file: string) => file.replace(/\.tsx?$/, "");
const route = (path: string, file: string, facts: Facts & { id?: string } = {}): RouteNode => ({
  id: idOf(file),
  file,
  path,
  ...facts,
});
const page = (path: string, file: string, facts: Facts & { id?: string } = {}) =>
  route(path, file, { ...facts, public: true });
const layout = (file: string, facts: Facts, children: RouteNode[]): RouteNode => ({
  id: idOf(file),
  file,
  ...facts,
  children,
});

const never = { caching: "never" } as const;

/** The site map. Every route but the sign-in, the admin and the resources shares the site layout. */
export const routeTree: readonly RouteNode[] = [
  route("login", "routes/auth/login.tsx", never),
  route("login/invite/:token", "routes/auth/invite.tsx", never),
  route("login/verify", "routes/auth/verify.tsx", never),
  route("login/forgot", "routes/auth/forgot.tsx", never),
  route("login/reset/:token", "routes/auth/reset.tsx", never),
  route("logout", "routes/auth/logout.ts", never),
  layout("routes/admin/layout.tsx", never, [
    { id: "routes/admin/dashboard", file: "routes/admin/dashboard.tsx", path: "admin", index: true },
    route("admin/inbox", "routes/admin/inbox.tsx"),
    route("admin/inbox/export.csv", "routes/admin/inbox-export.ts"),
    route("admin/inbox/:id", "routes/admin/inbox-message.tsx"),
    route("admin/mail", "routes/admin/mail.tsx"),
    route("admin/mail/settings", "routes/admin/mail-settings.tsx"),
    route("admin/mail/:id", "routes/admin/mail-message.tsx"),
    route("admin/mail/:id/html", "routes/admin/mail-html.ts"),
    route("admin/mail/:id/message.eml", "routes/admin/mail-source.ts"),
    route("admin/firmware-news", "routes/admin/firmware-news.tsx"),
    route("admin/articles", "routes/admin/articles.tsx"),
    route("admin/articles/new", "routes/admin/article-edit.tsx", { id: "admin-article-new" }),
    route("admin/articles/:id", "routes/admin/article-edit.tsx"),
    route("admin/products", "routes/admin/products.tsx"),
    route("admin/products/new", "routes/admin/product-edit.tsx", { id: "admin-product-new" }),
    route("admin/products/:id", "routes/admin/product-edit.tsx"),
    route("admin/categories", "routes/admin/categories.tsx"),
    route("admin/categories/:id", "routes/admin/category-edit.tsx"),
    route("admin/groups/new", "routes/admin/group-edit.tsx", { id: "admin-group-new" }),
    route("admin/groups/:id", "routes/admin/group-edit.tsx"),
    route("admin/documents", "routes/admin/documents.tsx", { upload: true }),
    route("admin/dealers", "routes/admin/dealers.tsx"),
    route("admin/dealers/new", "routes/admin/dealer-edit.tsx", { id: "admin-dealer-new" }),
    route("admin/dealers/:id", "routes/admin/dealer-edit.tsx"),
    route("admin/legal", "routes/admin/legal-pages.tsx"),
    route("admin/legal/:id", "routes/admin/legal-page-edit.tsx"),
    route("admin/users", "routes/admin/users.tsx"),
    route("admin/translations", "routes/admin/translations.tsx"),
    route("admin/translations/edit", "routes/admin/translation-edit.tsx"),
    route("admin/audit", "routes/admin/audit.tsx"),
    route("admin/history/:entity/:id", "routes/admin/history.tsx"),
    route("admin/account", "routes/admin/account.tsx"),
    route("admin/account/security", "routes/admin/security.tsx"),
    route("admin/account/confirm", "routes/admin/confirm.tsx"),
    route("admin/presence", "routes/admin/presence.ts"),
    route("admin/*", "routes/admin/not-found.tsx"),
  ]),
  route("healthz", "routes/resources/healthz.ts", never),
  route("readyz", "routes/resources/readyz.ts", never),
  route("robots.txt", "routes/resources/robots.ts"),
  route("sitemap.xml", "routes/resources/sitemap.ts"),
  route("sitemap/:file", "routes/resources/sitemap-part.ts"),
  route("news/feed.xml", "routes/resources/feed.ts", { id: "feed-news", localized: true }),
  route("news/updates.xml", "routes/resources/feed.ts", { id: "feed-updates", localized: true }),
  route("search/suggest", "routes/resources/search-suggest.ts", { ...never, localized: true, params: ["q"] }),
  route("files/:sha/:name", "routes/resources/file.ts", never),
  route("media/:kind/:file", "routes/resources/media.ts", never),
  route("docs/:file", "routes/resources/document-pending.ts", never),
  route("api/base-info", "routes/resources/api-base-info.ts", never),
  route("api/*", "routes/resources/api-not-found.ts", never),
  layout("routes/site/layout.tsx", { caching: "page", localized: true }, [
    { id: "routes/site/home", file: "routes/site/home.tsx", index: true, public: true },
    page("category/:id", "routes/site/category.tsx", { params: ["group", "page", "range"] }),
    page("product/:id", "routes/site/product.tsx"),
    page("product/detail/:id", "routes/site/product-detail.tsx"),
    page("news", "routes/site/news.tsx", { params: ["page", "t"], listed: ["", "?t=u"] }),
    page("news/:id", "routes/site/news-article.tsx"),
    page("news/update/:id", "routes/site/news-update.tsx"),
    page("support", "routes/site/support.tsx", { params: ["line", "page", "product", "q", "type"] }),
    page("support/manuals", "routes/site/support-manuals.tsx", { params: ["page"] }),
    page("support/manuals/:id", "routes/site/support-manual.tsx"),
    page("support/software", "routes/site/support-software.tsx", { params: ["page"] }),
    page("support/firmware/:id", "routes/site/support-firmware.tsx"),
    // nothing about the connected instrument may leave the browser: no analytics there
    page("support/check", "routes/site/support-check.tsx", { analytics: false }),
    page("support/videos", "routes/site/support-videos.tsx"),
    page("support/check/midi", "routes/site/support-check-midi.tsx"),
    // the warranty and repair terms: a page of the legal pages' route module, edited as they are
    page("support/warranty", "routes/site/legal.tsx", { id: "routes/site/legal-warranty" }),
    page("aboutus/companyoverview", "routes/site/about-company.tsx"),
    page("aboutus/team", "routes/site/about-team.tsx"),
    page("aboutus/technology", "routes/site/about-technology.tsx"),
    page(`aboutus/${siteConfig.shortName}park`, "routes/site/about-park.tsx"),
    // the company profile and the pages a brand must have by law: one route module, a page each
    page("aboutus/profile", "routes/site/legal.tsx", { id: "routes/site/legal-profile" }),
    // the form carries a per-visitor token; a POST that is not a form is answered with the form
    page("contactus", "routes/site/contact.tsx", {
      ...never,
      params: ["dealer", "product", "sent", "topic"],
      ownsPostBody: true,
      retryPost: true,
    }),
    // firmware news by e-mail: the form's own page (its answer without JavaScript), and the links its mails hold
    // (no public pages: nothing for the sitemap or a search engine)
    route("firmware-news", "routes/site/firmware-news.tsx", { ...never, params: ["product"] }),
    route("firmware-news/confirm/:token", "routes/site/firmware-news-confirm.tsx", never),
    route("firmware-news/unsubscribe/:token", "routes/site/firmware-news-unsubscribe.tsx", never),
    page("dealer/distributor", "routes/site/dealers.tsx", { params: ["country", "line", "near", "page", "q", "type"] }),
    // after the dealers: the sitemap lists fixed pages in this order
    page("compare", "routes/site/compare.tsx", { params: ["diff", "p"] }),
    page("legal/imprint", "routes/site/legal.tsx", { id: "routes/site/legal-imprint" }),
    page("legal/privacy", "routes/site/legal.tsx", { id: "routes/site/legal-privacy" }),
    page("legal/terms", "routes/site/legal.tsx", { id: "routes/site/legal-terms" }),
    page("legal/disposal", "routes/site/legal.tsx", { id: "routes/site/legal-disposal" }),
    page("search", "routes/site/search.tsx", { caching: "no-store", params: ["page", "q", "type"], listed: [] }),
    page("*", "routes/site/not-found.tsx"),
  ]),
];

/** A route with its whole address ("/category/:id"; none for a layout) and what it inherits. */
type MappedRoute = RouteNode & { address: string | null; caching: Caching | undefined; localized: boolean };

function flatten(nodes: readonly RouteNode[], above: { caching?: Caching; localized: boolean }): MappedRoute[] {
  return nodes.flatMap((node) => {
    const caching = node.caching ?? above.caching;
    const localized = node.localized ?? above.localized;
    const address = node.path !== undefined ? `/${node.path}` : node.index ? "/" : null;
    return [{ ...node, address, caching, localized }, ...flatten(node.children ?? [], { caching, localized })];
  });
}

/** Every route, depth first in the tree's order. */
export const mappedRoutes: readonly MappedRoute[] = flatten(routeTree, { localized: false });
const byId = new Map(mappedRoutes.map((r) => [r.id, r]));

/** The address of a route without parameters ("routes/resources/healthz" → "/healthz"). */
export function addressOf(id: string): string {
  const address = byId.get(id)?.address;
  if (!address) throw new Error(`No route ${id} with an address`);
  return address;
}

/** The public site's pages, each once. */
export const publicPages = mappedRoutes.filter((r) => r.public);

/**
 * Whether shared caches may keep what a route renders: never the sign-in pages, the admin or a page
 * that says no-store (their HTML is sent `private, no-store` unless the route sets its own).
 */
export const mayShare = (id: string) => {
  const caching = byId.get(id)?.caching;
  return caching !== "never" && caching !== "no-store";
};

/** Served under every language's prefix: the root, the site layout with all its pages, and the localized resources. */
export const isLocalizedRoute = (id: string) => id === "root" || byId.get(id)?.localized === true;

/**
 * The query parameters of each page a cache keeps, by address; a page whose address ends in a
 * parameter is keyed as a kind ("/category/*"). Every other page reads none.
 */
export const PAGE_PARAMS: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  mappedRoutes
    .filter((r) => (r.caching === "page" || r.caching === "no-store") && r.params?.length && r.address)
    .map((r) => [(r.address ?? "").replace(/\/:[^/]+$/, "/*"), r.params ?? []]),
);

/** Where the build's hashed files are served, beside the routes (Vite's assetsDir). */
export const assetsPath = "/assets";

/**
 * Paths the server answers beside the routes, which no cache looks up: the build's hashed files
 * and React Router's route discovery (its manifestPath).
 */
const SERVED_BESIDE_ROUTES = [assetsPath.slice(1), "__manifest"] as const;

/** The fixed part of an address: up to its first parameter ("/files/:sha/:name" → "files"). */
function fixedPart(address: string): string {
  const fixed: string[] = [];
  for (const segment of address.split("/").slice(1)) {
    if (segment.startsWith(":") || segment.includes("*")) break;
    fixed.push(segment);
  }
  if (fixed.length === 0) throw new Error(`${address} has no fixed part to match it by`);
  return fixed.join("/");
}

/** The shortest fixed parts that cover the routes (no "login/invite" beside "login"), in the tree's order. */
function prefixesOf(routes: readonly MappedRoute[], beside: readonly string[]): string[] {
  const all = [...routes.flatMap((r) => (r.address ? [fixedPart(r.address)] : [])), ...beside];
  return [...new Set(all)].filter((p) => !all.some((by) => p.startsWith(`${by}/`)));
}

/** What neither page cache looks up, as path prefixes without their slash ("admin", "search/suggest"). */
export const neverCachedPrefixes = prefixesOf(
  mappedRoutes.filter((r) => r.caching === "never"),
  SERVED_BESIDE_ROUTES,
);

/** What nginx passes on without a look-up: the above and the pages that say no-store. */
export const notLookedUpPrefixes = prefixesOf(
  mappedRoutes.filter((r) => r.caching === "never" || r.caching === "no-store"),
  SERVED_BESIDE_ROUTES,
);

/** A regular expression's source for "one of these prefixes, then a slash, a dot or the end". */
export const prefixPattern = (prefixes: readonly string[]) =>
  `^/(${prefixes.map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")})(/|$|\\.)`;

const addresses = (facts: (r: MappedRoute) => boolean | undefined) =>
  mappedRoutes.filter((r) => facts(r) && r.address).map((r) => r.address ?? "");

/** Pages that never load the optional analytics script (unprefixed addresses). */
export const noAnalyticsAddresses = addresses((r) => r.analytics === false);
/** Pages whose action answers a POST that is not a form itself (unprefixed addresses). */
export const postBodyOwners = addresses((r) => r.ownsPostBody);
/** Routes that take file uploads. */
export const uploadAddresses = addresses((r) => r.upload);
/** Routes whose POSTs nginx may send again, with whether they live under each language's prefix too. */
export const retriedPosts = mappedRoutes
  .filter((r) => r.retryPost && r.address)
  .map((r) => ({ address: r.address ?? "", localized: r.localized }));

/** The public pages without a parameter in their address, with each query they are listed under, in the tree's order. */
export const fixedPageAddresses = publicPages
  .filter((r) => r.address && !/[:*]/.test(r.address))
  .flatMap((r) => (r.listed ?? [""]).map((query) => `${r.address}${query}`));
