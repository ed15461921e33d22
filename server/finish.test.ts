import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { acceptsCoding, preferredCoding, WHOLE_BODY_LIMIT } from "./compression";
import { finishing } from "./finish";
import { pageCache } from "./page-cache";
import { rawRequest } from "./test-request";

// a page-like body: repetitive markup, well over the 1 KB threshold
const PAGE = `<!DOCTYPE html><html><body>${'<p class="text-sm">Digital piano SP-C121</p>'.repeat(400)}</body></html>`;
const LARGE = Buffer.from("0123456789abcdef".repeat((WHOLE_BODY_LIMIT * 3) / 16));

let server: Server;
let eventSeen: () => void = () => {};
let base: string;

beforeAll(async () => {
  const app = express();
  app.use(finishing());
  app.get("/page", (_req, res) => {
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.setHeader("ETag", '"abc"');
    // as React Router's adapter writes a document: one chunk, a flush, then the end
    res.write(PAGE);
    (res as unknown as { flush?: () => void }).flush?.();
    res.end();
  });
  app.get("/weak", (_req, res) => {
    res.setHeader("ETag", 'W/"weak"');
    res.type("html").send(PAGE);
  });
  app.get("/small", (_req, res) => res.type("html").send("<p>hello</p>"));
  app.get("/image", (_req, res) => res.type("png").send(Buffer.alloc(4096, 7)));
  app.get("/no-transform", (_req, res) => {
    res.setHeader("Cache-Control", "public, no-transform");
    res.type("html").send(PAGE);
  });
  app.get("/encoded", (_req, res) => {
    res.setHeader("Content-Encoding", "gzip");
    res.type("html").send(Buffer.from(PAGE));
  });
  app.get("/large", async (_req, res) => {
    res.type("text/plain");
    // in chunks, as a file would be streamed, each acknowledged by its callback
    for (let at = 0; at < LARGE.length; at += 64 * 1024) {
      await new Promise<void>((done) => res.write(LARGE.subarray(at, at + 64 * 1024), () => done()));
    }
    res.end();
  });
  app.get("/not-modified", (_req, res) => res.status(304).end());
  // as the app answers a page: 304 for its own tag or a compressed copy's
  app.get("/revalidated", (req, res) => {
    res.setHeader("ETag", '"abc"');
    const asked = req.headers["if-none-match"] ?? "";
    if (['"abc"', '"abc-br"', '"abc-gz"'].some((tag) => asked.includes(tag))) res.status(304).end();
    else res.type("html").send(PAGE);
  });
  app.get("/events", (_req, res) => {
    res.setHeader("Content-Type", "text/event-stream");
    res.write(`data: ${"first event ".repeat(200)}\n\n`);
    // the second comes only once the first has reached the client
    eventSeen = () => res.end(`data: second\n\n`);
  });
  server = app.listen(0);
  await new Promise<void>((ready) => server.once("listening", () => ready()));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((done) => server.close(() => done())));

const get = (path: string, headers: Record<string, string> = {}, method = "GET") =>
  rawRequest(`${base}${path}`, headers, method);

describe("compression", () => {
  it("sends a page as brotli in one piece, with its length, a coded ETag and Vary", async () => {
    const answer = await get("/page", { "Accept-Encoding": "gzip, deflate, br" });
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(answer.headers["content-length"]).toBe(String(answer.body.length));
    expect(answer.headers["transfer-encoding"]).toBeUndefined();
    expect(answer.headers.vary).toContain("Accept-Encoding");
    expect(answer.headers.etag).toBe('"abc-br"');
    expect(brotliDecompressSync(answer.body).toString()).toBe(PAGE);
    expect(answer.body.length).toBeLessThan(PAGE.length / 10);
  });

  it("sends gzip to a client without brotli, and the page as it is to one that takes neither", async () => {
    const gzipped = await get("/page", { "Accept-Encoding": "gzip" });
    expect([gzipped.headers["content-encoding"], gzipped.headers.etag]).toEqual(["gzip", '"abc-gz"']);
    expect(gunzipSync(gzipped.body).toString()).toBe(PAGE);

    for (const acceptEncoding of [undefined, "identity", "br;q=0, gzip;q=0", "deflate"]) {
      const plain = await get("/page", acceptEncoding ? { "Accept-Encoding": acceptEncoding } : {});
      expect([acceptEncoding, plain.headers["content-encoding"], plain.headers.etag]).toEqual([
        acceptEncoding,
        undefined,
        '"abc"',
      ]);
      expect(plain.body.toString()).toBe(PAGE);
      // the same URL has compressed copies: a shared cache must key on the coding
      expect(plain.headers.vary).toContain("Accept-Encoding");
    }
  });

  it("leaves a weak ETag as it is", async () => {
    const answer = await get("/weak", { "Accept-Encoding": "br" });
    expect([answer.headers["content-encoding"], answer.headers.etag]).toEqual(["br", 'W/"weak"']);
  });

  it("does not compress small bodies, images, HEAD, no-transform or an already encoded body", async () => {
    const small = await get("/small", { "Accept-Encoding": "br" });
    expect([small.headers["content-encoding"], small.body.toString()]).toEqual([undefined, "<p>hello</p>"]);
    expect(small.headers["content-length"]).toBe("12");

    const image = await get("/image", { "Accept-Encoding": "br" });
    expect([image.headers["content-encoding"], image.body.length]).toEqual([undefined, 4096]);

    const head = await get("/page", { "Accept-Encoding": "br" }, "HEAD");
    expect([head.status, head.headers["content-encoding"], head.body.length]).toEqual([200, undefined, 0]);

    const kept = await get("/no-transform", { "Accept-Encoding": "br" });
    expect([kept.headers["content-encoding"], kept.body.toString()]).toEqual([undefined, PAGE]);

    const encoded = await get("/encoded", { "Accept-Encoding": "br" });
    expect([encoded.headers["content-encoding"], encoded.body.toString()]).toEqual(["gzip", PAGE]);

    const notModified = await get("/not-modified", { "Accept-Encoding": "br" });
    expect([notModified.status, notModified.headers["content-encoding"]]).toEqual([304, undefined]);
  });

  it("streams a body that outgrows the whole-body limit, every write acknowledged", async () => {
    for (const [coding, decode] of [
      ["br", brotliDecompressSync],
      ["gzip", gunzipSync],
    ] as const) {
      const answer = await get("/large", { "Accept-Encoding": coding });
      expect([answer.status, answer.headers["content-encoding"]]).toEqual([200, coding]);
      expect(answer.headers["content-length"]).toBeUndefined();
      expect(answer.headers["transfer-encoding"]).toBe("chunked");
      expect(decode(answer.body).equals(LARGE)).toBe(true);
    }
  });
  it("answers a revalidation with the tag of the copy the client has", async () => {
    for (const [asked, coding, confirmed] of [
      ['"abc-br"', "br", '"abc-br"'],
      ['W/"abc-gz"', "gzip", '"abc-gz"'],
      ['"other", "abc-br"', "gzip, br", '"abc-br"'],
      ['"abc"', "br", '"abc"'],
    ]) {
      const answer = await get("/revalidated", {
        "Accept-Encoding": coding as string,
        "If-None-Match": asked as string,
      });
      expect([asked, answer.status, answer.headers.etag, answer.headers["content-encoding"]]).toEqual([
        asked,
        304,
        confirmed,
        undefined,
      ]);
    }
  });

  it("sends an event stream's events as they come, uncompressed", async () => {
    const answer = await new Promise<{ encoding?: string; body: string }>((resolve, reject) => {
      const req = request(`${base}/events`, { headers: { "Accept-Encoding": "br, gzip" } }, (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (text: string) => {
          body += text;
          if (body.endsWith("\n\n") && !body.includes("second")) eventSeen();
        });
        res.on("end", () => resolve({ encoding: res.headers["content-encoding"], body }));
      });
      req.on("error", reject);
      req.end();
    });
    expect(answer.encoding).toBeUndefined();
    expect(answer.body).toMatch(/^data: first event .*\n\ndata: second\n\n$/s);
  });
});

describe("Accept-Encoding", () => {
  it("takes a coding named or through *, unless its q is 0", () => {
    expect(acceptsCoding("gzip, br", "br")).toBe(true);
    expect(acceptsCoding("GZIP;q=0.5", "gzip")).toBe(true);
    expect(acceptsCoding("br;q=0", "br")).toBe(false);
    expect(acceptsCoding("*", "br")).toBe(true);
    expect(acceptsCoding("*;q=0", "gzip")).toBe(false);
    expect(acceptsCoding("deflate", "gzip")).toBe(false);
    expect(acceptsCoding(undefined, "gzip")).toBe(false);
    // a coding named outright wins over *, before or after it
    expect(acceptsCoding("*, br;q=0", "br")).toBe(false);
    expect(acceptsCoding("br;q=0, *", "br")).toBe(false);
    expect(acceptsCoding("*;q=0, gzip", "gzip")).toBe(true);
    expect(preferredCoding("*, br;q=0")).toBe("gzip");
  });

  it("prefers brotli, then gzip", () => {
    expect(preferredCoding("gzip, deflate, br")).toBe("br");
    expect(preferredCoding("gzip, br;q=0")).toBe("gzip");
    expect(preferredCoding("deflate")).toBeNull();
  });
});

describe("the finishing step with the page cache", () => {
  let cached: Server;
  let at: string;
  const BIG = `<!DOCTYPE html><html><body>${"<p>A long list of downloads</p>".repeat((WHOLE_BODY_LIMIT * 2) / 30)}</body></html>`;
  const DEFAULT_POLICY = "default-src 'self';script-src 'self'";
  const PAGE_POLICY = "default-src 'self';script-src 'self' 'sha256-abc'";

  beforeAll(async () => {
    const pages = pageCache({ version: () => 1 });
    const app = express();
    app.use((_req, res, next) => {
      res.setHeader("Content-Security-Policy", DEFAULT_POLICY);
      next();
    });
    app.use(finishing({ pages }));
    // as React Router's adapter answers a page: its headers appended to the site's, one chunk, a flush, the end
    const page = (body: string) => (_req: express.Request, res: express.Response) => {
      res.status(200);
      res.append("content-type", "text/html; charset=utf-8");
      res.append("content-security-policy", PAGE_POLICY);
      res.append("cache-control", "public, max-age=0, s-maxage=1");
      res.append("etag", '"page"');
      res.write(body);
      (res as unknown as { flush?: () => void }).flush?.();
      res.end();
    };
    app.get("/page", page(PAGE));
    app.get("/big", page(BIG));
    // as the adapter answers an event stream: its headers flushed before the first event
    app.get("/presence", (_req, res) => {
      res.append("content-type", "text/event-stream");
      res.append("content-security-policy", PAGE_POLICY);
      res.flushHeaders();
      res.write(`data: ${"editors ".repeat(200)}\n\n`);
      res.end();
    });
    app.get("/unavailable", (_req, res) => res.status(503).type("html").send(PAGE));
    app.get("/unavailable-small", (_req, res) => res.status(503).type("text").send("back soon"));
    app.get("/unavailable-own", (_req, res) => res.status(503).set("Retry-After", "5").type("text").send("back soon"));
    cached = createServer((req, res) => {
      if (!pages.fastHit(req, res)) app(req, res);
    }).listen(0);
    await new Promise<void>((ready) => cached.once("listening", () => ready()));
    at = `http://127.0.0.1:${(cached.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise<void>((done) => cached.close(() => done())));

  it("sends a page's own policy in place of the site's default, rendered and from the cache", async () => {
    const rendered = await rawRequest(`${at}/page`, { "Accept-Encoding": "br" });
    expect([rendered.headers["x-page-cache"], rendered.headers["content-security-policy"]]).toEqual([
      "miss",
      PAGE_POLICY,
    ]);
    const hit = await rawRequest(`${at}/page`);
    expect([hit.headers["x-page-cache"], hit.headers["content-security-policy"]]).toEqual(["hit", PAGE_POLICY]);
  });

  it("keeps the uncompressed page with its own tag, though its first visitor was sent brotli", async () => {
    const rendered = await rawRequest(`${at}/page?first=br`, { "Accept-Encoding": "br" });
    expect([rendered.headers["content-encoding"], rendered.headers.etag]).toEqual(["br", '"page-br"']);
    const plain = await rawRequest(`${at}/page?first=br`);
    expect([plain.headers["x-page-cache"], plain.headers.etag, plain.body.toString()]).toEqual(["hit", '"page"', PAGE]);
    expect(brotliDecompressSync(rendered.body).toString()).toBe(PAGE);
  });

  it("streams a page that outgrows the whole-body limit, and keeps it uncompressed with its own tag", async () => {
    const rendered = await rawRequest(`${at}/big`, { "Accept-Encoding": "gzip" });
    expect([
      rendered.headers["content-encoding"],
      rendered.headers["transfer-encoding"],
      rendered.headers.etag,
    ]).toEqual(["gzip", "chunked", '"page-gz"']);
    expect(gunzipSync(rendered.body).toString()).toBe(BIG);
    const plain = await rawRequest(`${at}/big`);
    expect([plain.headers["x-page-cache"], plain.headers.etag, plain.headers["content-length"]]).toEqual([
      "hit",
      '"page"',
      String(Buffer.byteLength(BIG)),
    ]);
    expect(plain.body.toString()).toBe(BIG);
  });

  it("flushes an event stream's headers with one policy, and sends its events as they are", async () => {
    const answer = await rawRequest(`${at}/presence`, { "Accept-Encoding": "br" });
    expect([answer.headers["content-security-policy"], answer.headers["content-encoding"]]).toEqual([
      PAGE_POLICY,
      undefined,
    ]);
    expect(answer.body.toString()).toMatch(/^data: editors /);
  });

  it("tells every 503 when to come back, compressed or not, unless it says so itself", async () => {
    const page = await rawRequest(`${at}/unavailable`, { "Accept-Encoding": "br" });
    expect([page.status, page.headers["content-encoding"], page.headers["retry-after"]]).toEqual([503, "br", "30"]);
    const small = await rawRequest(`${at}/unavailable-small`, { "Accept-Encoding": "br" });
    expect([small.status, small.headers["content-encoding"], small.headers["retry-after"]]).toEqual([
      503,
      undefined,
      "30",
    ]);
    const own = await rawRequest(`${at}/unavailable-own`);
    expect([own.status, own.headers["retry-after"]]).toEqual([503, "5"]);
    // and only 503s
    expect((await rawRequest(`${at}/page?other`)).headers["retry-after"]).toBeUndefined();
  });
});
