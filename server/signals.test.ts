import { describe, expect, it } from "vitest";
import { routeIdOf } from "./route-id";
import { metricsReaders } from "./signals";

describe("the request log's route ids", () => {
  it.each([
    ["/", "routes/site/home"],
    ["/de/", "routes/site/home"],
    ["/product/SPC121", "routes/site/product"],
    ["/ja/product/SPC121", "routes/site/product"],
    ["/admin/products/12", "routes/admin/product-edit"],
    ["/admin/no-such-screen", "routes/admin/not-found"],
    ["/no/such/page", "routes/site/not-found"],
    ["/assets/entry.client-AbC123.js", "assets"],
    ["/media/products/spc121-800.webp", "routes/resources/media"],
    ["/favicon.ico", "static"],
    ["/sitemap.xml", "routes/resources/sitemap"],
    ["/metrics", "metrics"],
    // React Router's data requests are their page's
    ["/login/verify.data", "routes/auth/verify"],
    ["/admin/products.data", "routes/admin/products"],
    ["/de/news.data", "routes/site/news"],
    ["/_root.data", "routes/site/home"],
    ["/ja/_root.data", "routes/site/home"],
    ["/de.data", "routes/site/home"],
  ])("%s is %s", (path, id) => {
    expect(routeIdOf(path)).toBe(id);
  });
});

describe("who may read /metrics", () => {
  it("is loopback, and the addresses and ranges in METRICS_ALLOW", () => {
    const may = metricsReaders(["10.1.0.0/16", "192.0.2.10", "fd00::/8"]);
    expect(["127.0.0.1", "::1", "::ffff:127.0.0.1", "10.1.200.3", "192.0.2.10", "fd00::5"].every(may)).toBe(true);
    expect(["10.2.0.1", "192.0.2.11", "203.0.113.5", "2001:db8::1", ""].some(may)).toBe(false);
  });
});
