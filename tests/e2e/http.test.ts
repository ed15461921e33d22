import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from "node:zlib";
import { describe, expect, inject, it } from "vitest";
import { codedTag } from "../../app/.server/coded-tag";
import { startServer } from "./server";

const base = inject("baseURL");
const get = (path: string, init?: RequestInit) => fetch(`${base}${path}`, { redirect: "manual", ...init });

const pages = [
  "/",
  "/category/DigitalPianos",
  "/category/Keyboards",
  "/category/Drums",
  "/product/SPC121",
  "/product/MK37",
  "/product/detail/AKX10S",
  "/news",
  "/news?t=u",
  "/support",
  "/aboutus/companyoverview",
  "/aboutus/team",
  "/aboutus/technology",
  "/aboutus/notevapark",
  "/contactus",
  "/dealer/distributor",
  "/search?q=piano",
  "/login",
];

describe("pages over HTTP", () => {
  it.each(pages)("%s answers 200 with HTML", async (path) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(await response.text()).toContain("<title>");
  });

  it.each(pages.filter((p) => p !== "/" && p !== "/login"))(
    "%s renders its breadcrumb trail on the server",
    async (path) => {
      const html = await (await get(path)).text();
      expect(html).toContain('aria-label="Breadcrumb"');
    },
  );

  it("answers HEAD without a body", async () => {
    const response = await get("/", { method: "HEAD" });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("");
  });

  it("unknown API paths answer JSON 404", async () => {
    const response = await get("/api/nothing-here");
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: "Not found" });
  });

  it("health and readiness answer", async () => {
    expect((await get("/healthz")).status).toBe(200);
    expect(await (await get("/readyz")).json()).toEqual({ status: "ready", database: "pglite" });
  });
});

describe("every picture on the pages loads", () => {
  it("each srcset and src URL answers 200 with an image type", async () => {
    const urls = new Set<string>();
    for (const path of pages) {
      const html = await (await get(path)).text();
      for (const match of html.matchAll(/(?:src|srcSet|srcset)="([^"]+)"/g)) {
        for (const candidate of (match[1] ?? "").split(",")) {
          const url = candidate.trim().split(" ")[0] ?? "";
          if (url.startsWith("/media/") || url.startsWith("/favicon")) urls.add(url);
        }
      }
    }
    expect(urls.size).toBeGreaterThan(50);
    for (const url of urls) {
      const response = await get(url);
      expect(response.status, url).toBe(200);
      expect(response.headers.get("content-type"), url).toMatch(/^image\/(avif|webp|svg\+xml)/);
      await response.arrayBuffer();
    }
  });
});

describe("headers and caching", () => {
  it("pages carry a strict CSP naming their inline scripts' hashes, the same for every visitor", async () => {
    const [a, b] = await Promise.all([get("/"), get("/")]);
    const csp = a.headers.get("content-security-policy") ?? "";
    expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
    expect(csp).not.toContain("unsafe-inline");
    expect(csp).not.toContain("nonce");
    expect(csp).toContain("frame-ancestors 'none'");
    // one policy, the page's own: not the site's default beside it
    expect(csp.split("default-src")).toHaveLength(2);
    expect(b.headers.get("content-security-policy")).toBe(csp);
    // every inline script the page runs is named by its hash
    const html = await a.text();
    expect(html).not.toContain("nonce=");
    const inline = [
      ...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g),
    ];
    expect(inline.length).toBeGreaterThan(0);
    for (const [, body] of inline) {
      expect(csp).toContain(
        `'sha256-${createHash("sha256")
          .update(body ?? "")
          .digest("base64")}'`,
      );
    }
    expect(a.headers.get("x-content-type-options")).toBe("nosniff");
    expect(a.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(a.headers.get("cross-origin-opener-policy")).toBe("same-origin");
    expect(a.headers.get("permissions-policy")).toContain("camera=()");
    expect(a.headers.get("x-powered-by")).toBeNull();
    // HSTS is for production only (SITE_ENV=test here)
    expect(a.headers.get("strict-transport-security")).toBeNull();
  });

  it("hashed assets are cached for a year, immutable, and compressed", async () => {
    const html = await (await get("/")).text();
    const asset = /href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1];
    expect(asset).toBeDefined();
    const response = await get(asset ?? "", { headers: { "Accept-Encoding": "gzip" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("content-encoding")).toBe("gzip");
  });

  it("caches firmware archives as immutable (the name carries the version) and other files for a day", async () => {
    const firmware = await get("/downloads/firmware/noteva-akx10s-firmware-v1.3.0.zip");
    expect(firmware.status).toBe(200);
    expect(firmware.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const html = await (await get("/support/manuals")).text();
    const pdf = /href="(\/docs\/[^"]+\.pdf)"/.exec(html)?.[1];
    expect(pdf).toBeDefined();
    expect((await get(pdf ?? "")).headers.get("cache-control")).toBe("public, max-age=86400");
  });

  it("sends the home page's scripts and styles as the build's brotli copies, at brotli's best", async () => {
    const html = await (await get("/")).text();
    const assets = [...html.matchAll(/"(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1] ?? "");
    expect(assets.length).toBeGreaterThan(3);
    for (const asset of new Set(assets)) {
      const plain = Buffer.from(await (await get(asset, { headers: { "Accept-Encoding": "identity" } })).arrayBuffer());
      if (plain.length < 1024) continue;
      const br = await get(asset, { headers: { "Accept-Encoding": "br, gzip" } });
      expect(br.headers.get("content-encoding"), asset).toBe("br");
      expect(br.headers.get("vary"), asset).toBe("Accept-Encoding");
      // quality 11, made once at build time, not the quick setting used per request
      const best = brotliCompressSync(plain, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: plain.length,
        },
      });
      expect(Number(br.headers.get("content-length")), asset).toBe(best.length);
      expect(Buffer.from(await br.arrayBuffer()).equals(plain), asset).toBe(true);
    }
  });

  it("a missing asset is a plain 404, not a page", async () => {
    const response = await get("/assets/nope-123.js");
    expect(response.status).toBe(404);
  });
});

describe("route data from one build", () => {
  /** The build a page names (React Router's manifest, /assets/manifest-{version}.js). */
  const buildOf = async (path: string) =>
    /\/assets\/manifest-([0-9a-f]+)\.js/.exec(await (await get(path)).text())?.[1] ?? "(no manifest named)";

  it("a route data request naming the server's build is answered with data that names it", async () => {
    const build = await buildOf("/news");
    const answer = await get("/news.data?_routes=root", { headers: { "X-Noteva-Build": build } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("x-noteva-build")).toBe(build);
    expect(answer.headers.get("x-remix-response")).toBe("yes");
  });

  it.each([
    ["/news.data?_routes=root", undefined, "/news"],
    ["/de/news.data?page=2&_routes=root", "an-earlier-build", "/de/news?page=2"],
    ["/ja/_.data", "", "/ja/"],
  ])("%s from another build (%s) is told to load %s as a document", async (request, build, page) => {
    const answer = await get(request, build === undefined ? {} : { headers: { "X-Noteva-Build": build } });
    expect(answer.status).toBe(204);
    expect(answer.headers.get("x-remix-redirect")).toBe(page);
    expect(answer.headers.get("x-remix-reload-document")).toBe("true");
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect(answer.headers.get("x-noteva-build")).toBe(await buildOf("/"));
  });
});

describe("hostile requests get a 4xx, never a 5xx", () => {
  it("refuses a body over 1 MB with 413", async () => {
    const response = await get("/login", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "x=".padEnd(2 * 1024 * 1024, "a"),
    });
    expect(response.status).toBe(413);
  });

  it("refuses a streamed body without a length with 411", async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(
        `${base}/login`,
        { method: "POST", headers: { "Transfer-Encoding": "chunked" } },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on("error", reject);
      req.write("email=a");
      req.end();
    });
    expect(status).toBe(411);
  });

  it.each([
    ["/%E0%A4%A", "GET"],
    ["/%00", "GET"],
    ["/category/%3Cscript%3E", "GET"],
    ["/product/detail/..%2F..%2Fetc%2Fpasswd", "GET"],
    ["/media/../package.json", "GET"],
    ["/search?q=%FF%FE", "GET"],
    [`/search?q=${"a".repeat(5000)}`, "GET"],
    ["/", "PUT"],
    ["/", "DELETE"],
    ["/category/Keyboards", "POST"],
  ])("%s %s", async (path, method) => {
    const response = await get(path, { method });
    expect(response.status).toBeLessThan(500);
    if (path.includes("package.json")) expect(await response.text()).not.toContain('"dependencies"');
  });

  it("refuses oversized headers", async () => {
    const status = await new Promise<number>((resolve) => {
      const req = httpRequest(`${base}/`, { headers: { "X-Big": "a".repeat(20_000) } }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on("error", () => resolve(431));
      req.end();
    });
    expect(status).toBe(431);
  });

  it("a form post with the wrong content type is a clean answer", async () => {
    const response = await get("/login", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "{}",
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
  });
});

describe("start-up configuration", () => {
  it.each([
    [{ PORT: "abc" }, 'Configuration error: PORT must be a whole number between 1 and 65535 (got "abc")'],
    [{ SITE_ENV: "production" }, "Configuration error: SESSION_SECRET is required when SITE_ENV=production"],
    [
      { DATABASE_URL: "http://nope" },
      'Configuration error: DATABASE_URL must be a postgres:// or postgresql:// URL (got "http://nope")',
    ],
  ])("%j stops the server with one clear line", (env, line) => {
    const result = spawnSync(process.execPath, ["server/main.ts"], {
      env: { ...process.env, DATA_DIR: "/tmp/noteva-config-test", SITE_ENV: "test", ...env },
      encoding: "utf8",
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe(line);
    expect(result.stdout.trim()).toBe("");
  });

  it("a second server on the same embedded database is refused, naming the first", async () => {
    const first = await startServer();
    try {
      const result = spawnSync(process.execPath, ["server/main.ts"], {
        env: { ...process.env, DATA_DIR: first.dataDir, SITE_ENV: "test", PORT: "3999" },
        encoding: "utf8",
        timeout: 30_000,
      });
      expect(result.status).toBe(1);
      expect(result.stderr.trim()).toMatch(
        /^Configuration error: DATA_DIR \S+ is in use by process \d+; the embedded database serves one instance \(set DATABASE_URL to run several\)$/,
      );
      expect((await fetch(`${first.url}/readyz`)).status).toBe(200);
    } finally {
      await first.stop();
    }
    // a fresh server's first start (seed, index) is 15 s idle and over 50 s beside CI's other suites
  }, 150_000);
});

describe("one module graph", () => {
  it("the production server loads the app and its own middleware from the server bundle only", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "noteva-modules-"));
    const log = path.join(dir, "modules.txt");
    const server = await startServer({ NODE_OPTIONS: "--import ./tests/e2e/module-log.ts", MODULE_LOG: log });
    try {
      // a page, a page in another language and a cached page: whatever they load lazily is loaded
      for (const page of ["/", "/de/support", "/", "/news?page=1"])
        expect((await fetch(server.url + page)).status).toBe(200);
    } finally {
      await server.stop();
    }
    const root = pathToFileURL(process.cwd()).href;
    const own = readFileSync(log, "utf8")
      .split("\n")
      .filter((url) => url.startsWith(`${root}/`) && !url.startsWith(`${root}/node_modules/`))
      .map((url) => url.slice(root.length + 1));
    rmSync(dir, { recursive: true, force: true });
    expect(own).toContain("build/server/index.js");
    // the entry and the bundle, each once: no module of app/ or server/ beside them
    expect(own.filter((file) => !file.startsWith("build/server/"))).toEqual(["server/main.ts"]);
    expect(new Set(own).size).toBe(own.length);
  }, 150_000);
});

describe("the public origin", () => {
  const withHost = (path: string, headers: Record<string, string>) =>
    new Promise<{ status: number; body: string; location?: string }>((resolve, reject) => {
      const req = httpRequest(`${base}${path}`, { headers: { "Accept-Encoding": "identity", ...headers } }, (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (c) => (body += c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body, location: res.headers.location }));
      });
      req.on("error", reject);
      req.end();
    });

  it.each([
    "/aboutus/technology",
    "/product/detail/MK49",
    "/category/Drums",
    "/news/feed.xml",
    "/news/updates.xml",
    "/sitemap.xml",
    "/robots.txt",
    "/does-not-exist",
  ])("%s never reflects a hostile Host or X-Forwarded-Host, nor keeps it for the next visitor", async (path) => {
    const hostile: Record<string, string>[] = [
      { Host: "evil.example" },
      { Host: "evil.example:8080", "X-Forwarded-Host": "evil.example", "X-Forwarded-Proto": "https" },
      { "X-Forwarded-Host": "evil.example" },
    ];
    for (const headers of hostile) {
      const answer = await withHost(path, headers);
      expect(answer.status).toBeLessThan(500);
      expect([path, answer.body.includes("evil.example")]).toEqual([path, false]);
      expect(answer.location ?? "").not.toContain("evil.example");
    }
    const next = await withHost(path, {});
    expect(next.body).not.toContain("evil.example");
    if (path.endsWith(".xml") || path.endsWith(".txt")) expect(next.body).toContain(base);
  });
});

describe("the page cache", () => {
  const raw = (path: string, headers: Record<string, string> = {}, method = "GET") =>
    new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
      (resolve, reject) => {
        const req = httpRequest(`${base}${path}`, { method, headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("end", () =>
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
          );
        });
        req.on("error", reject);
        req.end();
      },
    );

  it("serves a visitor's repeat request from the cache: the same bytes, headers and ETag", async () => {
    const path = "/news?page=1&t=u";
    const first = await raw(path, { "Accept-Encoding": "identity" });
    const second = await raw(path, { "Accept-Encoding": "identity" });
    expect(first.status).toBe(200);
    expect(second.headers["x-page-cache"]).toBe("hit");
    expect(second.body.equals(first.body)).toBe(true);
    expect(second.headers.etag).toBe(first.headers.etag);
    // HEAD tells the length the page has
    const head = await raw(path, { "Accept-Encoding": "identity" }, "HEAD");
    expect(head.headers["x-page-cache"]).toBe("hit");
    expect(Number(head.headers["content-length"])).toBe(second.body.length);
    for (const name of [
      "content-type",
      "content-security-policy",
      "cache-control",
      "x-content-type-options",
      "referrer-policy",
      "permissions-policy",
      "cross-origin-opener-policy",
      "x-frame-options",
    ]) {
      expect([name, second.headers[name]]).toEqual([name, first.headers[name]]);
    }
  });

  it("answers a browser that has the page with 304, and compressed copies with their own validators", async () => {
    const path = "/support";
    const page = await raw(path, { "Accept-Encoding": "identity" });
    const etag = String(page.headers.etag);
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{32}"$/);
    const cached = await raw(path, { "If-None-Match": etag });
    expect([cached.status, cached.body.length]).toEqual([304, 0]);
    expect(cached.headers.etag).toBe(etag);
    // the brotli and gzip copies are made in the background after the first hit
    await new Promise((r) => setTimeout(r, 300));
    for (const [encoding, decode] of [
      ["br", brotliDecompressSync],
      ["gzip", gunzipSync],
    ] as const) {
      const packed = await raw(path, { "Accept-Encoding": encoding });
      expect([encoding, packed.headers["content-encoding"], packed.headers["x-page-cache"]]).toEqual([
        encoding,
        encoding,
        "hit",
      ]);
      expect(decode(packed.body).equals(page.body)).toBe(true);
      expect(packed.headers.etag).not.toBe(etag);
      expect(packed.headers.vary).toContain("Accept-Encoding");
      expect(
        (await raw(path, { "Accept-Encoding": encoding, "If-None-Match": String(packed.headers.etag) })).status,
      ).toBe(304);
    }
  });

  it("answers from the cache at once, as it is, while its compressed copies are still being made", async () => {
    const path = "/aboutus/technology";
    const first = await raw(path, { "Accept-Encoding": "identity" });
    // straight after: the brotli copy is not made yet, the page is served anyway (not rendered again)
    const next = await raw(path, { "Accept-Encoding": "br" });
    expect(next.headers["x-page-cache"]).toBe("hit");
    const coding = next.headers["content-encoding"];
    const body = coding === "br" ? brotliDecompressSync(next.body) : next.body;
    expect([coding === undefined || coding === "br", body.equals(first.body)]).toEqual([true, true]);
    expect(next.headers.vary).toContain("Accept-Encoding");
  });

  it("keeps each copy's own validator whichever coding the visitor who filled the cache asked for", async () => {
    const path = "/support/software";
    const rendered = await raw(path, { "Accept-Encoding": "br" });
    expect([rendered.headers["x-page-cache"], rendered.headers["content-encoding"]]).toEqual(["miss", "br"]);
    const tag = String(rendered.headers.etag).replace(/-br"$/, '"');
    expect(tag).toMatch(/^"[A-Za-z0-9_-]{32}"$/);
    await new Promise((r) => setTimeout(r, 300));
    const plain = await raw(path, { "Accept-Encoding": "identity" });
    expect([plain.headers["x-page-cache"], plain.headers.etag]).toEqual(["hit", tag]);
    expect(plain.body.equals(brotliDecompressSync(rendered.body))).toBe(true);
    const gzipped = await raw(path, { "Accept-Encoding": "gzip" });
    expect([gzipped.headers["x-page-cache"], gzipped.headers.etag]).toEqual(["hit", codedTag(tag, "gzip")]);
    expect(gunzipSync(gzipped.body).equals(plain.body)).toBe(true);
    const brotli = await raw(path, { "Accept-Encoding": "br" });
    expect([brotli.headers["x-page-cache"], brotli.headers.etag]).toEqual(["hit", rendered.headers.etag]);
  });

  it("gives visitors from ads and newsletters the page everyone else gets, from the cache", async () => {
    const clean = await raw("/product/MK61", { "Accept-Encoding": "identity" });
    const campaign = [
      "/product/MK61?utm_source=newsletter&utm_medium=email&gclid=abc1",
      "/product/MK61?gclid=abc2",
      "/product/MK61?fbclid=IwAR0x&utm_campaign=spring",
      "/product/MK61?msclkid=1&_ga=2.1&mc_cid=3&igshid=4",
      "/product/MK61?random-cache-buster=1",
    ];
    for (const path of campaign) {
      const visit = await raw(path, { "Accept-Encoding": "identity" });
      expect([path, visit.headers["x-page-cache"]]).toEqual([path, "hit"]);
      expect(visit.body.equals(clean.body)).toBe(true);
    }
    expect(clean.body.toString()).toContain(`<link rel="canonical" href="${base}/product/MK61"/>`);
    // the order of the parameters a page reads does not matter either
    const a = await raw("/news?t=u&page=1", { "Accept-Encoding": "identity" });
    const b = await raw("/news?page=1&t=u&utm_source=x", { "Accept-Encoding": "identity" });
    expect(b.headers["x-page-cache"]).toBe("hit");
    expect(b.body.equals(a.body)).toBe(true);
  });

  it("keeps a signed-in visitor's page out of every shared cache", async () => {
    const staff = await get("/support", { headers: { Cookie: "noteva_session=anything" } });
    expect(staff.headers.get("cache-control")).toBe("private, no-store");
    const visitor = await get("/support");
    expect(visitor.headers.get("cache-control")).toBe(
      "public, max-age=0, s-maxage=1, stale-while-revalidate=30, stale-if-error=86400",
    );
    // no cache tags (docs/decisions/021): nothing purges by them
    expect([visitor.headers.get("surrogate-key"), visitor.headers.get("cache-tag")]).toEqual([null, null]);
  });

  it("never keeps forms with per-visitor tokens, answers with cookies, or staff pages", async () => {
    for (const path of ["/contactus", "/login", "/search?q=piano"]) {
      await (await get(path)).text();
      const again = await get(path);
      expect([path, again.headers.get("x-page-cache")]).not.toEqual([path, "hit"]);
      await again.text();
    }
    await (await get("/support")).text();
    const staff = await get("/support", { headers: { Cookie: "noteva_session=anything" } });
    expect(staff.headers.get("x-page-cache")).toBeNull();
  });
});
