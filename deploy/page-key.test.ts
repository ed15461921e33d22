import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { prefixedLocales } from "~/lib/i18n/locales";
import { normalizeQuery, pageParams, TRACKING_PARAMS, TRACKING_PREFIXES } from "~/lib/page-url";
import { PAGE_PARAMS } from "~/lib/route-map";
import { nginxRouteFiles } from "../scripts/lib/nginx-routes.ts";

/** deploy/page-key.js is plain JavaScript for nginx (njs); Node runs it as it is. */
type PageKey = {
  PAGE_PARAMS: Record<string, string[]>;
  PREFIXED_LOCALES: string[];
  pageParams(path: string): string[];
  pageQuery(path: string, query: string): string;
  keyOf(requestUri: string): string;
  cacheKey(r: { variables: Record<string, string> }): string;
  freshUntil(cacheControl: string | undefined, nowSeconds: number): string;
};
const file = "./page-key.js";
const pageKey = ((await import(file)) as { default: PageKey }).default;

const appQuery = (path: string, query: string) => normalizeQuery(query, { page: path });

describe("nginx's page cache key (deploy/page-key.js)", () => {
  it("keeps exactly the query parameters each of the app's pages reads", () => {
    expect(pageKey.PAGE_PARAMS).toEqual(PAGE_PARAMS);
    expect(pageKey.PREFIXED_LOCALES).toEqual(prefixedLocales);
    for (const path of [
      "/",
      "/de",
      "/ja/news",
      "/de/category/Drums",
      "/dex/news",
      "/fr/search",
      "/news/",
      "/constructor",
      "/search",
      "/product/SPC121",
      "/category/Drums",
      "/category/a/b",
    ]) {
      expect(pageKey.pageParams(path), path).toEqual(pageParams(path));
    }
  });

  it("drops every tracking parameter and family the app drops", () => {
    const tracking = [...TRACKING_PARAMS, ...TRACKING_PREFIXES.map((prefix) => `${prefix}campaign`)];
    for (const name of tracking) {
      expect(pageKey.pageQuery("/search", `${name}=1`), name).toBe("");
      expect(pageKey.keyOf(`/news?${name}=1&t=u`), name).toBe("/news?t=u");
    }
  });

  // URLs the app renders as one page must share one key, and URLs it renders differently must not
  const urls = [
    "",
    "?",
    "?utm_source=x&gclid=1",
    "?gclid=2",
    "?fbclid=a&utm_medium=b&_ga=1.2&mc_cid=3&hsa_acc=4&pk_campaign=5",
    "?random=1&debug=true",
    "?page=2&t=u",
    "?t=u&page=2",
    "?t=u&page=2&utm_campaign=spring",
    "?page=3&t=u",
    "?t=u",
    "?p=SPC121&p=CP203",
    "?p=CP203&p=SPC121",
    "?p=CP203&utm_id=1&p=SPC121",
    "?q=digital+piano",
    "?q=digital%20piano",
    "?q=digital%2Bpiano",
    "?q=",
    "?q",
    "?%71=x",
    "?q=x",
    "?q=%C3%A9",
    "?q=é",
    "?Q=x",
    "?q=x&&",
    "?line=a&near=b&country=c&diff=1&product=2&type=3",
    "?type=3&product=2&diff=1&country=c&near=b&line=a",
  ];

  it("groups URLs exactly as normalizeQuery(…, { page }) does, page by page", () => {
    for (const path of ["/news", "/search", "/compare", "/dealer/distributor", "/support", "/", "/product/SPC121"]) {
      for (const a of urls) {
        for (const b of urls) {
          const sameForApp = appQuery(path, a) === appQuery(path, b);
          const sameForNginx = pageKey.keyOf(`${path}${a}`) === pageKey.keyOf(`${path}${b}`);
          expect(sameForNginx, `${path}: ${a} and ${b}`).toBe(sameForApp);
        }
      }
    }
  });

  it("gives the issue's examples one key each", () => {
    expect(pageKey.keyOf("/?utm_source=x&gclid=1")).toBe("/");
    expect(pageKey.keyOf("/?q=anything&page=9")).toBe("/");
    expect(pageKey.keyOf("/?gclid=2")).toBe("/");
    expect(pageKey.keyOf("/news?page=2&t=u")).toBe(pageKey.keyOf("/news?t=u&page=2"));
    expect(pageKey.keyOf("/news?page=2&t=u")).not.toBe(pageKey.keyOf("/news?page=3&t=u"));
  });

  it("keeps the path as sent and gives a query that does not decode an entry of its own", () => {
    expect(pageKey.keyOf("/product/AKX10S")).toBe("/product/AKX10S");
    expect(pageKey.keyOf("/search?q=%zz")).toBe("raw /search?q=%zz");
    expect(pageKey.keyOf("/search?q=%zz")).not.toBe(pageKey.keyOf("/search"));
  });

  it("ends a page's freshness with the second it was rendered in when s-maxage is 1", () => {
    const contract = "public, max-age=0, s-maxage=1, stale-while-revalidate=30, stale-if-error=86400";
    expect(pageKey.freshUntil(contract, 1_800_000_000.999)).toBe("@1800000000");
    expect(pageKey.freshUntil("public, s-maxage=60", 1_800_000_000.2)).toBe("@1800000059");
    for (const other of ["private, no-store", "no-store", "public, max-age=600", "", undefined, "s-maxage=0"]) {
      expect(pageKey.freshUntil(other, 1_800_000_000), String(other)).toBe("");
    }
  });

  it("keys a request by host and page, as nginx does itself for a URL without a query", () => {
    const key = (request_uri: string) => pageKey.cacheKey({ variables: { host: "www.noteva.example", request_uri } });
    expect(key("/news")).toBe("www.noteva.example /news");
    expect(key("/news?utm_source=x")).toBe(key("/news"));
    expect(key("/news?t=u&page=2")).toBe("www.noteva.example /news?page=2&t=u");
  });

  it("takes what it knows of the routes from files the build generated from their declarations", () => {
    for (const [name, text] of Object.entries(nginxRouteFiles())) {
      const file = path.join(import.meta.dirname, "generated", name);
      expect(text, `deploy/generated/${name} is stale: run npm run build`).toBe(readFileSync(file, "utf8"));
      expect(text).toMatch(/^(#|\/\/) generated by npm run build .*do not edit\n/);
    }
    const conf = readFileSync(path.join(import.meta.dirname, "nginx.conf"), "utf8");
    expect(conf).toContain("include {{DEPLOY}}/generated/never-cached.conf;");
    expect(conf).toContain("include {{DEPLOY}}/generated/retried-posts.conf;");
    expect(readFileSync(path.join(import.meta.dirname, "page-key.js"), "utf8")).toContain(
      'import routes from "./generated/routes.js";',
    );
  });

  it("is what deploy/nginx.conf uses for the key", () => {
    const conf = readFileSync(path.join(import.meta.dirname, "nginx.conf"), "utf8");
    expect(conf).toMatch(/js_import page_key from page-key\.js;/);
    expect(conf).toMatch(/js_set \$page_query_key page_key\.cacheKey;/);
    // without a query, nginx makes the same key itself: host, a space, the path
    expect(conf).toMatch(/map \$is_args \$page_cache_key \{\s*"" "\$host \$request_uri";\s*default \$page_query_key;/);
    expect(conf).toMatch(/proxy_cache_key \$page_cache_key;/);
    expect(conf).toMatch(/add_header X-Accel-Expires \$page_fresh_until;/);
  });
});
