/**
 * Names for the content a page shows, sent as Surrogate-Key / Cache-Tag so a CDN can purge exactly
 * the pages an editor's change touches. Each route declares its own with it (lib/route-map.ts):
 * the site layout names the navigation (`nav`: product lines and products in the products panel),
 * a page its own content from its parameters. An editor's change maps to the same names: a product
 * edit purges `product:{id}` and `nav`, a published article `news` (the lists) and its own tag.
 */
import { routeTags } from "~/lib/route-map";

type Match = { route: { id: string }; params: Record<string, string | undefined> };

const SAFE = /[^A-Za-z0-9:_.-]/g;

export function pageTags(matches: readonly Match[]): string[] {
  const tags = new Set<string>();
  for (const { route, params } of matches) {
    for (const tag of routeTags(route.id, params)) tags.add(tag.replace(SAFE, "").slice(0, 80));
  }
  if (tags.size === 0) return [];
  return ["site", ...tags];
}
