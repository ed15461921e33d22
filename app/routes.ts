import type { RouteConfig, RouteConfigEntry } from "@react-router/dev/routes";
import { type RouteNode, routeTree } from "./lib/route-map";

/** React Router's config from the site map (lib/route-map.ts), where each route's other facts are declared. */
const entry = ({ id, file, path, index, children }: RouteNode): RouteConfigEntry => ({
  id,
  file,
  ...(path !== undefined && { path }),
  ...(index && { index }),
  ...(children && { children: children.map(entry) }),
});

export default routeTree.map(entry) satisfies RouteConfig;
