/**
 * Names for the content a page shows, sent as Surrogate-Key / Cache-Tag so a CDN can purge exactly
 * the pages an editor's change touches. Every page in the site layout shows the navigation
 * (product lines and products in the products panel), so it carries `nav`; the page's own content
 * is named from its route and parameters. An editor's change maps to the same names: a product
 * edit purges `product:{id}` and `nav`, a published article `news` (the lists) and its own tag.
 */
type Match = { route: { id: string }; params: Record<string, string | undefined> };

const BY_ROUTE: Record<string, (params: Match["params"]) => string[]> = {
  "routes/site/home": () => ["home", "products", "news"],
  "routes/site/category": (p) => [`line:${p.id}`, "products"],
  "routes/site/product": (p) => [`product:${p.id}`],
  "routes/site/product-detail": (p) => [`product:${p.id}`, "documents"],
  "routes/site/compare": () => ["products"],
  "routes/site/news": () => ["news"],
  "routes/site/news-article": (p) => [`news:${p.id}`],
  "routes/site/news-update": (p) => [`update:${p.id}`],
  "routes/site/support": () => ["documents", "software"],
  "routes/site/support-manuals": () => ["documents"],
  "routes/site/support-manual": (p) => [`product:${p.id}`, "documents"],
  "routes/site/support-software": () => ["software"],
  "routes/site/support-firmware": (p) => [`product:${p.id}`, "software"],
  "routes/site/support-videos": () => ["documents"],
  "routes/site/dealers": () => ["dealers"],
};

const SAFE = /[^A-Za-z0-9:_.-]/g;

export function pageTags(matches: readonly Match[]): string[] {
  const tags = new Set<string>();
  for (const { route, params } of matches) {
    if (route.id === "routes/site/layout") tags.add("nav");
    for (const tag of BY_ROUTE[route.id]?.(params) ?? []) tags.add(tag.replace(SAFE, "").slice(0, 80));
  }
  if (tags.size === 0) return [];
  return ["site", ...tags];
}
