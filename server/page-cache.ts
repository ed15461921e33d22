import { randomFillSync } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { NextFunction, Request, Response } from "express";

/**
 * A per-instance cache of rendered public pages (HTML), for visitors without a session.
 *
 * - A page is kept for the content version it was rendered at (taken when its request began) and
 *   served only while that is still the version: every admin change moves it on, on every instance
 *   (LISTEN/NOTIFY), and while the version is unknown nothing is cached or served from the cache.
 * - A page is kept at most `ttlMs`, so what changes with time alone (a scheduled article) shows
 *   within that.
 * - The page is kept in pieces split where the per-request CSP nonce was; a hit joins them with
 *   this request's nonce.
 * - Only a 200 HTML answer without Set-Cookie and without `no-store`/`private` is kept; forms with
 *   per-visitor tokens, the admin, sign-in and the APIs are never cached.
 * - `fastHit` answers a hit for a client that wants the page uncompressed (nginx in front, which
 *   compresses itself) straight from the HTTP server, with every header the page had and a new
 *   nonce, before Express; a browser asking for gzip or brotli gets the hit through Express, where
 *   the compression middleware runs.
 */
export type PageCacheOptions = {
  version: () => number | null;
  ttlMs?: number;
  maxBytes?: number;
};

/** The page in pieces, split where the nonce goes, so a hit only joins bytes. */
type Entry = {
  version: number;
  expires: number;
  status: number;
  headers: [string, string][];
  parts: Buffer[];
  size: number;
  /** Every header the page was sent with (but its length, date and encoding) as a flat name, value list. */
  flat: string[];
  csp: string[];
  /** The length of the nonce the page was rendered with (the pieces' total is the page less those). */
  nonceLength: number;
};

const NEVER = /^\/(admin|login|logout|api|contactus|files|media|assets|search\/suggest|healthz|readyz)(\/|$|\.)/;
const SESSION_COOKIE = /(^|;\s*)(__Host-)?noteva_session=/;
const KEPT_HEADERS = new Set(["content-type", "cache-control", "link", "x-robots-tag", "content-language", "vary"]);
const NOT_REPLAYED = new Set([
  "content-length",
  "date",
  "content-encoding",
  "transfer-encoding",
  "connection",
  "keep-alive",
  "x-page-cache",
  "content-security-policy",
  "set-cookie",
]);
const COMPRESSED = /\b(gzip|br|deflate|zstd)\b/;

/** 16 random bytes in base64 for each hit, taken from a pool filled 256 nonces at a time. */
const pool = Buffer.alloc(16 * 256);
let poolAt = pool.length;
function nextNonce() {
  if (poolAt === pool.length) {
    randomFillSync(pool);
    poolAt = 0;
  }
  poolAt += 16;
  return pool.toString("base64", poolAt - 16, poolAt);
}

/** A cacheable page request: GET or HEAD of a page path (no file extension) without a session. */
function pageRequest(method: string | undefined, path: string, cookie: string | undefined) {
  return (
    (method === "GET" || method === "HEAD") &&
    !NEVER.test(path) &&
    !/\.[a-z0-9]+$/i.test(path) &&
    !SESSION_COOKIE.test(cookie ?? "")
  );
}

function join(parts: Buffer[], nonce: string) {
  const nonceBytes = Buffer.from(nonce);
  const body: Buffer[] = [];
  for (const [i, part] of parts.entries()) {
    if (i > 0) body.push(nonceBytes);
    body.push(part);
  }
  return Buffer.concat(body);
}

export function pageCache({ version, ttlMs = 30_000, maxBytes = 64 * 1024 * 1024 }: PageCacheOptions) {
  const entries = new Map<string, Entry>();
  let bytes = 0;
  const drop = (key: string) => {
    const old = entries.get(key);
    if (old) bytes -= old.size;
    entries.delete(key);
  };

  const fresh = (key: string) => {
    const current = version();
    const hit = current === null ? undefined : entries.get(key);
    if (!hit || hit.version !== current || hit.expires <= Date.now()) return null;
    // least recently used goes first: a hit moves to the end
    entries.delete(key);
    entries.set(key, hit);
    return hit;
  };

  /** Answers a hit for a client that wants no compression, before Express; false otherwise. */
  const fastHit = (req: IncomingMessage, res: ServerResponse): boolean => {
    if (COMPRESSED.test(String(req.headers["accept-encoding"] ?? ""))) return false;
    const url = req.url ?? "/";
    const path = url.split("?", 1)[0] ?? "/";
    if (!pageRequest(req.method, path, req.headers.cookie)) return false;
    const hit = fresh(url);
    if (!hit) return false;
    const nonce = nextNonce();
    // the headers as one flat list (no per-header checks: they were checked when the page was
    // rendered), the pieces as they are (one writev), no copy into a new buffer
    const nonceBytes = Buffer.from(nonce, "latin1");
    const length = hit.size + (hit.parts.length - 1) * (nonceBytes.length - hit.nonceLength);
    res.writeHead(hit.status, [
      ...hit.flat,
      "Content-Security-Policy",
      hit.csp.join(nonce),
      "X-Page-Cache",
      "hit",
      "Content-Length",
      String(length),
    ]);
    if (req.method === "HEAD") {
      res.end();
      return true;
    }
    res.cork();
    for (const [i, part] of hit.parts.entries()) {
      if (i > 0) res.write(nonceBytes);
      res.write(part);
    }
    res.end();
    process.nextTick(() => res.uncork());
    return true;
  };

  const middleware = (req: Request, res: Response, next: NextFunction) => {
    // pages have no file extension: files, feeds and .data requests are never looked up here
    if (!pageRequest(req.method, req.path, req.headers.cookie)) return next();
    const current = version();
    if (current === null) return next();
    const key = req.originalUrl;
    const nonce = String(res.locals.cspNonce ?? "");
    const hit = fresh(key);
    if (hit) {
      res.status(hit.status);
      for (const [name, value] of hit.headers) res.setHeader(name, value);
      res.setHeader("X-Page-Cache", "hit");
      if (req.method === "HEAD") return void res.end();
      return void res.end(join(hit.parts, nonce));
    }
    if (entries.has(key)) drop(key);
    if (req.method !== "GET" || !nonce) return next();

    const chunks: Buffer[] = [];
    let size = 0;
    let tooBig = false;
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    const keep = (chunk: unknown, encoding?: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === "function" || tooBig) return;
      const buffer =
        typeof chunk === "string"
          ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8")
          : Buffer.from(chunk as Uint8Array);
      size += buffer.length;
      if (size > 4 * 1024 * 1024) tooBig = true;
      else chunks.push(buffer);
    };
    res.setHeader("X-Page-Cache", "miss");
    (res as { write: unknown }).write = (chunk: unknown, encoding?: unknown, callback?: unknown) => {
      keep(chunk, encoding);
      return write(chunk, encoding, callback);
    };
    (res as { end: unknown }).end = (chunk?: unknown, encoding?: unknown, callback?: unknown) => {
      keep(chunk, encoding);
      const result = end(chunk, encoding, callback);
      const type = String(res.getHeader("content-type") ?? "");
      const cacheControl = String(res.getHeader("cache-control") ?? "");
      if (
        !tooBig &&
        res.statusCode === 200 &&
        type.startsWith("text/html") &&
        res.getHeader("set-cookie") === undefined &&
        !/no-store|private/.test(cacheControl)
      ) {
        const page = Buffer.concat(chunks);
        const parts: Buffer[] = [];
        const marker = Buffer.from(nonce);
        let from = 0;
        for (let at = page.indexOf(marker); at !== -1; at = page.indexOf(marker, from)) {
          parts.push(page.subarray(from, at));
          from = at + marker.length;
        }
        parts.push(page.subarray(from));
        const headers: [string, string][] = [];
        const flat: string[] = [];
        for (const name of res.getHeaderNames()) {
          const value = res.getHeader(name);
          if (KEPT_HEADERS.has(name)) headers.push([name, String(value)]);
          if (!NOT_REPLAYED.has(name) && value !== undefined)
            for (const one of Array.isArray(value) ? value : [String(value)]) flat.push(name, one);
        }
        const csp = String(res.getHeader("content-security-policy") ?? "").split(nonce);
        drop(key);
        entries.set(key, {
          version: current,
          expires: Date.now() + ttlMs,
          status: 200,
          headers,
          parts,
          size: page.length,
          flat,
          csp,
          nonceLength: marker.length,
        });
        bytes += page.length;
        for (const [oldest] of entries) {
          if (bytes <= maxBytes) break;
          drop(oldest);
        }
      }
      return result;
    };
    next();
  };
  return { middleware, fastHit };
}
