import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { mayShare } from "~/lib/route-map";
import { hasSessionCookie } from "./auth/cookie";
import {
  finishDocument,
  inlineHashes,
  notModified,
  PRIVATE_PAGE,
  PUBLIC_PAGE,
  stripModulePreloads,
} from "./html-document";

const hash = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
const page = Buffer.from(
  [
    '<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/x.js"/>',
    '<script type="application/ld+json">{"@type":"Product"}</script>',
    "<style>.a{color:red}</style></head><body><p>Grüße</p>",
    "<script>window.__ctx = {a:1};</script>",
    '<script type="module" async="">import("/assets/x.js")</script>',
    '<script src="/assets/y.js"></script></body></html>',
  ].join(""),
);

const finish = (cookie?: string, ifNoneMatch?: string) =>
  finishDocument(page, {
    status: 200,
    headers: new Headers(),
    request: new Request("http://localhost/", {
      headers: { ...(cookie ? { cookie } : {}), ...(ifNoneMatch ? { "if-none-match": ifNoneMatch } : {}) },
    }),
    sessionCookie: hasSessionCookie(cookie),
    production: false,
  });

describe("stripModulePreloads", () => {
  it("removes modulepreload links and keeps everything else", () => {
    const html = Buffer.from(
      '<p>é</p><link rel="modulepreload" href="/a.js"/><p>b</p><link rel="modulepreload" href="/c.js">',
    );
    expect(stripModulePreloads(html).toString()).toBe("<p>é</p><p>b</p>");
  });
});

describe("inlineHashes", () => {
  it("names every inline script the browser runs and every inline style, but not data blocks or external scripts", () => {
    expect(inlineHashes(page)).toEqual({
      scripts: [hash("window.__ctx = {a:1};"), hash('import("/assets/x.js")')],
      styles: [hash(".a{color:red}")],
    });
  });
});

describe("finishDocument", () => {
  it("gives every anonymous visitor the same bytes, CSP and strong ETag, shareable for a second", async () => {
    const a = finish();
    const b = finish();
    expect(Buffer.from(a.body ?? new Uint8Array()).equals(Buffer.from(b.body ?? new Uint8Array()))).toBe(true);
    expect(a.headers.get("etag")).toMatch(/^"[A-Za-z0-9_-]{32}"$/);
    expect(a.headers.get("etag")).toBe(b.headers.get("etag"));
    const csp = a.headers.get("content-security-policy") ?? "";
    expect(csp).toContain(`script-src 'self' ${hash("window.__ctx = {a:1};")} ${hash('import("/assets/x.js")')}`);
    expect(csp).not.toContain("unsafe-inline");
    expect(csp).not.toContain("nonce");
    expect(a.headers.get("cache-control")).toBe(PUBLIC_PAGE);
    // no cache tags (docs/decisions/021): nothing purges by them
    expect([a.headers.get("surrogate-key"), a.headers.get("cache-tag")]).toEqual([null, null]);
    expect(a.headers.get("content-length")).toBe(String(a.body?.length));
    expect(new TextDecoder().decode(a.body ?? new Uint8Array())).not.toContain("modulepreload");
  });

  it("answers 304 when the browser has the page", () => {
    const etag = finish().headers.get("etag") ?? "";
    const again = finish(undefined, `W/"other", ${etag}`);
    expect(again.status).toBe(304);
    expect(again.body).toBeNull();
    expect(again.headers.get("etag")).toBe(etag);
  });

  it("keeps a signed-in visitor's page out of every cache", () => {
    const staff = finish("theme=dark; noteva_session=abc");
    expect(staff.headers.get("cache-control")).toBe(PRIVATE_PAGE);
  });

  it("keeps the sign-in pages out of every cache, as their routes say", () => {
    const finished = (id: string) =>
      finishDocument(page, {
        status: 200,
        headers: new Headers(),
        request: new Request("http://localhost/login"),
        sessionCookie: false,
        production: true,
        shared: mayShare(id),
      }).headers.get("cache-control");
    for (const id of ["routes/auth/login", "routes/auth/verify", "routes/auth/invite"]) {
      expect(finished(id), id).toBe(PRIVATE_PAGE);
    }
    expect(finished("routes/site/home")).toBe(PUBLIC_PAGE);
  });

  it("leaves a page's own Cache-Control alone", () => {
    const own = finishDocument(page, {
      status: 200,
      headers: new Headers({ "Cache-Control": "no-store" }),
      request: new Request("http://localhost/search?q=x"),
      sessionCookie: false,
      production: true,
    });
    expect(own.headers.get("cache-control")).toBe("no-store");
    expect(own.headers.get("content-security-policy")).toContain("upgrade-insecure-requests");
  });
});

describe("notModified", () => {
  it("compares weakly, as If-None-Match asks", () => {
    expect(notModified('W/"abc"', '"abc"')).toBe(true);
    expect(notModified("*", '"abc"')).toBe(true);
    expect(notModified('"abd"', '"abc"')).toBe(false);
    expect(notModified(null, '"abc"')).toBe(false);
  });
});
