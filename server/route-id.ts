import { matchRoutes, type RouteObject } from "react-router";
import { unprefixedPath } from "../app/lib/i18n/locales.ts";
import { assetsPath, type RouteNode, routeTree } from "../app/lib/route-map.ts";

const tree = (node: RouteNode): RouteObject =>
  ({
    id: node.id,
    path: node.path,
    index: node.index,
    children: node.children?.map(tree),
  }) as RouteObject;
const routes = routeTree.map(tree);

/** The page a single-fetch data request is for ("/de/news.data" → "/de/news", "/_root.data" → "/"). */
function pageOfData(pathname: string): string {
  if (!pathname.endsWith(".data")) return pathname;
  return pathname.slice(0, -".data".length).replace(/\/_root$/, "/") || "/";
}

/** Addresses seen lately and their route ids: a hit costs one look-up, not a match. */
const known = new Map<string, string>();
const KNOWN_LIMIT = 2_000;

/**
 * The route a path reaches, as React Router matches it (its id in lib/route-map.ts), for the
 * request log and the metrics' labels: a fixed set, whatever addresses visitors send. Build assets
 * are "assets", other files "static", the metrics (server/signals.ts) "metrics"; a path no route
 * takes is "unmatched". React Router's data request for a page (`/news.data`, `/_root.data` for
 * the home page) is the page's: its route's loaders and actions answer it.
 */
export function routeIdOf(pathname: string): string {
  const cached = known.get(pathname);
  if (cached) return cached;
  let id: string;
  if (pathname.startsWith(`${assetsPath}/`)) id = "assets";
  else if (pathname === "/metrics") id = "metrics";
  else {
    const page = pageOfData(pathname);
    const matches = matchRoutes(routes, unprefixedPath(page));
    const leaf = matches?.at(-1)?.route.id;
    const isFile = /\.[a-z0-9]+$/i.test(page);
    id = leaf && !(isFile && leaf.endsWith("not-found")) ? leaf : isFile ? "static" : "unmatched";
  }
  if (known.size >= KNOWN_LIMIT) known.clear();
  known.set(pathname, id);
  return id;
}
