import type { IncomingMessage, ServerResponse } from "node:http";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Request, Response } from "express";
import { hasSessionCookie } from "../app/.server/auth/cookie.ts";
import { codedTag, revalidatedTag } from "../app/.server/coded-tag.ts";
import { unprefixedPath } from "../app/lib/i18n/locales.ts";
import { neverCachedPrefixes, prefixPattern } from "../app/lib/route-map.ts";
import { acceptsCoding } from "./compression.ts";
import type { TracedRequest } from "./request.ts";
import { traceOf } from "./signals.ts";

/**
 * A per-instance cache of rendered public pages (HTML), for visitors without a session.
 *
 * - A page is kept for the content version it was rendered at (taken when its request began) and
 *   served only while that is still the version: every admin change moves it on, on every instance
 *   (LISTEN/NOTIFY), and while the version is unknown nothing is cached or served from the cache.
 * - A page is kept at most `ttlMs`, so what changes with time alone (a scheduled article) shows
 *   within that.
 * - Pages are byte-identical for every anonymous visitor (CSP by hashes, no nonce), so a hit sends
 *   the kept bytes as they are, with the headers the page was rendered with, straight from the HTTP
 *   server before Express: uncompressed, or the brotli or gzip copy made once in the background.
 *   A browser that has the page (If-None-Match) gets 304.
 * - Only a 200 HTML answer without Set-Cookie whose Cache-Control is public is kept; forms with
 *   per-visitor tokens, the admin, sign-in and the APIs are never kept.
 * - The key is the request's URL after server/main.ts normalised it (app/lib/page-url.ts), so
 *   tracking parameters and parameter order never make a second entry.
 */
export type PageCacheOptions = {
  version: () => number | null;
  ttlMs?: number;
  maxBytes?: number;
};

/** A copy of a kept page, with the headers of its 200 and its 304 made once, as flat lists. */
type Variant = { body: Buffer; etag: string; encoding: "br" | "gzip" | null; ok: string[]; notModified: string[] };
type Entry = {
  version: number;
  expires: number;
  /** Every header the page was sent with but its length, date, encoding and ETag, as a flat name, value list. */
  flat: string[];
  identity: Variant;
  br?: Variant;
  gzip?: Variant;
  size: number;
};

// what the routes declare is no page (app/lib/route-map.ts), and React Router's lazy route
// discovery (/__manifest?p=…&version=…) is not a page either
const NEVER = new RegExp(prefixPattern(neverCachedPrefixes));
const NOT_REPLAYED = new Set([
  "content-length",
  "date",
  "content-encoding",
  "transfer-encoding",
  "connection",
  "keep-alive",
  "x-page-cache",
  "x-request-id",
  "set-cookie",
  "etag",
  "vary",
]);

/** A cacheable page request: GET or HEAD of a page path (no file extension) without a session. */
function pageRequest(method: string | undefined, path: string, cookie: string | undefined) {
  return (
    (method === "GET" || method === "HEAD") &&
    // in every language: /de/search/suggest and /de/__manifest are no pages either
    !NEVER.test(unprefixedPath(path)) &&
    !/\.[a-z0-9]+$/i.test(path) &&
    !hasSessionCookie(cookie)
  );
}

const decided = new WeakMap<IncomingMessage, boolean>();

/**
 * `pageRequest` for one request, decided once: the URL's normaliser (server/main.ts), the fast hit
 * and the middleware each ask, and the method, the path and the cookie stay what they were. The
 * server's requests keep it in their own field (server/request.ts); others (tests) in a WeakMap.
 */
export function isPageRequest(req: IncomingMessage): boolean {
  const own = req as Partial<TracedRequest>;
  let page = "isPage" in own ? own.isPage : decided.get(req);
  if (page === undefined) {
    page = pageRequest(req.method, (req.url ?? "/").split("?", 1)[0] ?? "/", req.headers.cookie);
    if ("isPage" in own) own.isPage = page;
    else decided.set(req, page);
  }
  return page;
}

/** A page shared caches may keep (200, HTML, public, no cookie, a validator): its ETag and headers to replay. */
function keepable(res: Response, etag = res.getHeader("etag")): { etag: string; flat: string[] } | null {
  const type = String(res.getHeader("content-type") ?? "");
  const cacheControl = String(res.getHeader("cache-control") ?? "");
  if (
    res.statusCode !== 200 ||
    !type.startsWith("text/html") ||
    typeof etag !== "string" ||
    res.getHeader("set-cookie") !== undefined ||
    !/\bpublic\b/.test(cacheControl) ||
    /no-store|private/.test(cacheControl)
  )
    return null;
  const flat: string[] = [];
  for (const name of res.getHeaderNames()) {
    const value = res.getHeader(name);
    if (NOT_REPLAYED.has(name) || value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [String(value)]) flat.push(name, one);
  }
  return { etag, flat };
}

function variantOf(flat: string[], body: Buffer, etag: string, encoding: Variant["encoding"]): Variant {
  const notModified = [...flat, "ETag", etag, "Vary", "Accept-Encoding", "X-Page-Cache", "hit"];
  const ok = encoding ? [...notModified, "Content-Encoding", encoding] : [...notModified];
  ok.push("Content-Length", String(body.length));
  return { body, etag, encoding, ok, notModified };
}

export type PageCache = ReturnType<typeof pageCache>;

export function pageCache({ version, ttlMs = 30_000, maxBytes = 64 * 1024 * 1024 }: PageCacheOptions) {
  const entries = new Map<string, Entry>();
  let bytes = 0;
  const drop = (key: string) => {
    const old = entries.get(key);
    if (old) bytes -= old.size;
    entries.delete(key);
  };
  const trim = () => {
    for (const [oldest] of entries) {
      if (bytes <= maxBytes) break;
      drop(oldest);
    }
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

  /** Answers a hit straight from the HTTP server, before Express; false when there is none. */
  const fastHit = (req: IncomingMessage, res: ServerResponse): boolean => {
    const url = req.url ?? "/";
    if (!isPageRequest(req)) return false;
    const hit = fresh(url);
    if (!hit) return false;
    const acceptEncoding = req.headers["accept-encoding"];
    // a client that wants a compressed copy still being made gets the page as it is: rendering it
    // again (as this did) dropped the kept page, so a crowd asking at once kept the cache empty
    let variant: Variant = hit.identity;
    if (hit.br && acceptsCoding(acceptEncoding, "br")) variant = hit.br;
    else if (hit.gzip && acceptsCoding(acceptEncoding, "gzip")) variant = hit.gzip;
    const notModified = revalidatedTag(req.headers["if-none-match"], hit.identity.etag);
    // the headers as one flat list, checked when the page was rendered, and the request's own id
    // (server/signals.ts): no second set of headers to merge
    const headers = notModified ? variant.notModified.slice() : variant.ok.slice();
    const trace = traceOf(req);
    if (trace) {
      headers.push("X-Request-Id", trace.id);
      trace.cache = "hit";
    }
    res.writeHead(notModified ? 304 : 200, headers);
    res.end(notModified || req.method === "HEAD" ? undefined : variant.body);
    return true;
  };

  /** Compressed copies, made once per kept page off the request path. */
  const compress = (key: string, entry: Entry) => {
    const body = entry.identity.body;
    brotliCompress(
      body,
      { params: { [constants.BROTLI_PARAM_QUALITY]: 6, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } },
      (error, br) => {
        if (error || entries.get(key) !== entry) return;
        entry.br = variantOf(entry.flat, br, codedTag(entry.identity.etag, "br"), "br");
        entry.size += br.length;
        bytes += br.length;
        trim();
      },
    );
    gzip(body, { level: 6 }, (error, gz) => {
      if (error || entries.get(key) !== entry) return;
      entry.gzip = variantOf(entry.flat, gz, codedTag(entry.identity.etag, "gzip"), "gzip");
      entry.size += gz.length;
      bytes += gz.length;
      trim();
    });
  };

  /**
   * At a request's start: whether the cache may keep its page (a page request without a session,
   * while the content version is known), and then the version it renders at. Its old entry goes.
   */
  const start = (req: Request, res: Response): number | null => {
    // pages have no file extension: files, feeds and .data requests are never looked up here
    if (req.method !== "GET" || !isPageRequest(req)) return null;
    const current = version();
    if (current === null) return null;
    drop(req.url);
    res.setHeader("X-Page-Cache", "miss");
    return current;
  };

  /**
   * Keeps a finished page, uncompressed (server/finish.ts), if its headers let shared caches keep
   * it; `etag` is the page's own when the response already carries a compressed copy's.
   */
  const keep = (key: string, current: number, res: Response, body: Buffer, etag?: string) => {
    const kept = keepable(res, etag);
    if (!kept) return;
    const entry: Entry = {
      version: current,
      expires: Date.now() + ttlMs,
      flat: kept.flat,
      identity: variantOf(kept.flat, body, kept.etag, null),
      size: body.length,
    };
    drop(key);
    entries.set(key, entry);
    bytes += body.length;
    trim();
    compress(key, entry);
  };

  return { fastHit, start, keep };
}
