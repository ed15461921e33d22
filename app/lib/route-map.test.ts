import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  fixedPageAddresses,
  isLocalizedRoute,
  mappedRoutes,
  neverCachedPrefixes,
  notLookedUpPrefixes,
  PAGE_PARAMS,
  postBodyOwners,
  prefixPattern,
  publicPages,
  retriedPosts,
  routeTree,
  uploadAddresses,
} from "./route-map";

const app = path.join(import.meta.dirname, "..");
const siteLayout = routeTree.find((r) => r.id === "routes/site/layout");
/** In the site layout, but no page of the site: firmware news's form answer and the links in its mails. */
const notPages = [
  "routes/site/firmware-news",
  "routes/site/firmware-news-confirm",
  "routes/site/firmware-news-unsubscribe",
];

describe("the route map", () => {
  it("names one file that exists for every route, and each id once", () => {
    const ids = mappedRoutes.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { id, file } of mappedRoutes) expect(existsSync(path.join(app, file)), `${id}: app/${file}`).toBe(true);
  });

  it("marks every page of the site layout public, so the sitemap lists it", () => {
    const inLayout = (siteLayout?.children ?? []).filter((r) => !notPages.includes(r.id));
    expect(inLayout.length).toBeGreaterThan(20);
    // page() declares a public page: a route added to the site layout otherwise is not one
    for (const route of inLayout) expect([route.id, route.public]).toEqual([route.id, true]);
    expect(publicPages.map((r) => r.id)).toEqual(inLayout.map((r) => r.id));
  });

  it("keeps the caches out of what is no page, in the tree's terms", () => {
    const sorted = (list: readonly string[]) => [...list].sort();
    expect(sorted(neverCachedPrefixes)).toEqual(
      sorted([
        "admin",
        "login",
        "logout",
        "api",
        "contactus",
        "firmware-news",
        "files",
        "media",
        "docs",
        "assets",
        "search/suggest",
        "healthz",
        "readyz",
        "__manifest",
      ]),
    );
    // nginx also passes the search page on (it says no-store) without a look-up or the lock
    expect(sorted(notLookedUpPrefixes)).toEqual(
      sorted([...neverCachedPrefixes.filter((p) => p !== "search/suggest"), "search"]),
    );
    const never = new RegExp(prefixPattern(neverCachedPrefixes));
    for (const yes of ["/admin", "/admin/inbox/3", "/login/invite/x", "/search/suggest", "/__manifest", "/api.json"])
      expect(never.test(yes), yes).toBe(true);
    for (const no of ["/", "/search", "/news", "/administrator", "/support/manuals", "/category/Drums"])
      expect(never.test(no), no).toBe(false);
  });

  it("gives the server and nginx the facts they act on", () => {
    expect(PAGE_PARAMS).toEqual({
      "/news": ["page", "t"],
      "/search": ["page", "q", "type"],
      "/support": ["line", "page", "product", "q", "type"],
      "/dealer/distributor": ["country", "line", "near", "page", "q", "type"],
      "/support/manuals": ["page"],
      "/support/software": ["page"],
      "/compare": ["diff", "p"],
      "/category/*": ["group", "page", "range"],
    });
    expect(postBodyOwners).toEqual(["/contactus"]);
    expect(retriedPosts).toEqual([{ address: "/contactus", localized: true }]);
    expect(uploadAddresses).toEqual(["/admin/documents"]);
    const localized = mappedRoutes.filter((r) => isLocalizedRoute(r.id)).map((r) => r.id);
    expect(localized.filter((id) => !id.startsWith("routes/site/"))).toEqual([
      "feed-news",
      "feed-updates",
      "routes/resources/search-suggest",
    ]);
    expect(localized.filter((id) => id.startsWith("routes/site/"))).toHaveLength(
      publicPages.length + 1 + notPages.length,
    );
    expect(isLocalizedRoute("root")).toBe(true);
    expect(isLocalizedRoute("routes/admin/layout")).toBe(false);
  });

  it("lists every public page without a parameter in the sitemap, but the search", () => {
    expect(fixedPageAddresses).toContain("/news?t=u");
    // the warranty and repair page, under support
    expect(fixedPageAddresses).toContain("/support/warranty");
    // the disposal and take-back page (Entsorgung und Rücknahme), with the legal pages
    expect(fixedPageAddresses).toContain("/legal/disposal");
    const listed = new Set(fixedPageAddresses.map((a) => a.split("?")[0]));
    for (const page of publicPages) {
      if (!page.address || /[:*]/.test(page.address)) continue;
      expect(listed.has(page.address), page.address).toBe(page.id !== "routes/site/search");
    }
  });
});
