import { spawnSync } from "node:child_process";
import { request as httpRequest } from "node:http";
import { describe, expect, inject, it } from "vitest";
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
  it("pages carry a strict CSP with a fresh nonce and the other security headers", async () => {
    const [a, b] = await Promise.all([get("/"), get("/")]);
    const csp = a.headers.get("content-security-policy") ?? "";
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
    expect(csp).not.toContain("unsafe-inline");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toBe(b.headers.get("content-security-policy"));
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(await a.text()).toContain(`nonce="${nonce}"`);
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

  it("a missing asset is a plain 404, not a page", async () => {
    const response = await get("/assets/nope-123.js");
    expect(response.status).toBe(404);
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
  });
});

describe("the page cache", () => {
  const nonceOf = (csp: string | null) => /'nonce-([^']+)'/.exec(csp ?? "")?.[1];

  it("serves a visitor's repeat request from the cache, with its own nonce in the header and the page", async () => {
    const path = `/news?cache-check=${Date.now()}`;
    const first = await get(path);
    await first.text();
    const second = await get(path);
    const html = await second.text();
    expect([first.headers.get("x-page-cache"), second.headers.get("x-page-cache")]).toEqual(["miss", "hit"]);
    const nonce = nonceOf(second.headers.get("content-security-policy"));
    expect(nonce).toBeTruthy();
    expect(nonce).not.toBe(nonceOf(first.headers.get("content-security-policy")));
    const inPage = [...html.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]);
    expect(inPage.length).toBeGreaterThan(0);
    expect(new Set(inPage)).toEqual(new Set([nonce]));
  });

  it("answers a hit for a client that wants no compression (nginx in front) with the same headers and a new nonce", async () => {
    const path = `/support?fast-check=${Date.now()}`;
    const plain = () =>
      new Promise<{ headers: Record<string, string | string[] | undefined>; body: string }>((resolve, reject) => {
        const req = httpRequest(`${base}${path}`, { headers: { "Accept-Encoding": "identity" } }, (res) => {
          let body = "";
          res.setEncoding("utf8");
          res.on("data", (c) => (body += c));
          res.on("end", () => resolve({ headers: res.headers, body }));
        });
        req.on("error", reject);
        req.end();
      });
    const first = await plain();
    const second = await plain();
    expect([first.headers["x-page-cache"], second.headers["x-page-cache"]]).toEqual(["miss", "hit"]);
    // HEAD tells the length the page has
    const head = await fetch(`${base}${path}`, { method: "HEAD", headers: { "Accept-Encoding": "identity" } });
    expect(head.headers.get("x-page-cache")).toBe("hit");
    expect(Number(head.headers.get("content-length"))).toBe(Buffer.byteLength(second.body));
    const nonce = nonceOf(String(second.headers["content-security-policy"]));
    expect(nonce).not.toBe(nonceOf(String(first.headers["content-security-policy"])));
    expect(new Set([...second.body.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]))).toEqual(new Set([nonce]));
    expect(second.body.replaceAll(String(nonce), "N")).toBe(
      first.body.replaceAll(String(nonceOf(String(first.headers["content-security-policy"]))), "N"),
    );
    for (const name of [
      "content-type",
      "x-content-type-options",
      "referrer-policy",
      "permissions-policy",
      "cross-origin-opener-policy",
      "x-frame-options",
    ]) {
      expect([name, second.headers[name]]).toEqual([name, first.headers[name]]);
    }
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
