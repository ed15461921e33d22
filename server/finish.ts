import { Buffer } from "node:buffer";
import type { BrotliCompress, Gzip } from "node:zlib";
import compressible from "compressible";
import type { NextFunction, Request, Response } from "express";
import { codedTag, revalidatedTag } from "../app/.server/coded-tag.ts";
import {
  type Coding,
  compressStream,
  compressWhole,
  preferredCoding,
  THRESHOLD,
  WHOLE_BODY_LIMIT,
} from "./compression.ts";
import type { PageCache } from "./page-cache.ts";

/**
 * The one finishing step of every answer Express sends: the page cache, ETags, compression and the
 * last headers, decided in one place and in this order (docs/architecture.md, "A request"):
 *
 * 1. When the body starts (the first write, the end, or an event stream's flushed headers): one
 *    Content-Security-Policy, the page's own (React Router's adapter appends a page's headers to
 *    the site's, so a page's policy would be a second one beside the default); for a 304, the tag
 *    the client revalidated with; and the coding (server/compression.ts). Not compressed: HEAD,
 *    204, 206 and 304 answers, types that gain nothing (images, PDFs, fonts), event streams (their
 *    events must not wait for the end), bodies already encoded and `Cache-Control: no-transform`;
 *    `Vary: Accept-Encoding` on every compressible type, compressed or not. A body that is not
 *    compressed passes through as it comes.
 * 2. When the body is complete: the page cache keeps the uncompressed page with its headers
 *    (server/page-cache.ts); then the body is compressed in one call, unless it is under 1 KB,
 *    and sent with its length and its coding's ETag (`codedTag`: a compressed copy is another
 *    representation, and the page cache's copies carry the same tags). A body that outgrows
 *    `WHOLE_BODY_LIMIT` goes through a compressing stream from there on.
 * 3. Just before the headers go out: every 503 (the database gate while PostgreSQL is
 *    unreachable) says when to come back.
 */
export function finishing({ pages = null }: { pages?: PageCache | null } = {}) {
  return (req: Request, res: Response, next: NextFunction) => {
    const finished = res as unknown as Methods & { [STATE]: Finishing };
    finished[STATE] = new Finishing(req, res, pages);
    // the same functions for every response, each keeping its state in the response's Finishing
    finished.write = write;
    finished.end = end;
    finished.flushHeaders = flushHeaders;
    // React Router's adapter flushes after every chunk: only a compressing stream has anything to flush
    finished.flush = flush;
    next();
  };
}

/** The page cache keeps no page larger than this. */
const CACHE_LIMIT = 4 * 1024 * 1024;

const STATE = Symbol("finishing");
type Finished = Response & { [STATE]: Finishing };
type Methods = { write: typeof write; end: typeof end; flushHeaders: typeof flushHeaders; flush: typeof flush };
type Callback = (error?: Error | null) => void;
type Write = (this: Response, chunk: unknown, encoding?: unknown, callback?: unknown) => boolean;
type End = (this: Response, chunk?: unknown, encoding?: unknown, callback?: unknown) => Response;

function write(this: Finished, chunk: unknown, encoding?: unknown, callback?: unknown): boolean {
  return this[STATE].write(chunk, encoding, callback);
}
function end(this: Finished, chunk?: unknown, encoding?: unknown, callback?: unknown): Response {
  return this[STATE].end(chunk, encoding, callback);
}
function flushHeaders(this: Finished): void {
  this[STATE].flushHeaders();
}
function flush(this: Finished): void {
  this[STATE].stream?.flush();
}

class Finishing {
  private readonly req: Request;
  private readonly res: Response;
  private readonly pages: PageCache | null;
  /** The response's own methods. */
  private readonly send: Write;
  private readonly close: End;
  private readonly flushOwn: () => void;
  /** undecided until the body starts; then "plain" (as it comes), "whole" (kept until the end) or "stream" */
  private mode: "undecided" | "plain" | "whole" | "stream" = "undecided";
  private coding: Coding | null = null;
  /** The uncompressed body so far: all of it while it may be compressed whole, else for the page cache only. */
  private chunks: Buffer[] = [];
  private size = 0;
  /** The page cache's key and the content version the page renders at, while it may keep the page. */
  private readonly cacheKey: string;
  private cacheVersion: number | null;
  /** The page's own ETag, once the response carries its compressed copy's. */
  private etag: string | undefined;
  stream: BrotliCompress | Gzip | null = null;

  constructor(req: Request, res: Response, pages: PageCache | null) {
    this.req = req;
    this.res = res;
    this.pages = pages;
    this.send = res.write as Write;
    this.close = res.end as End;
    this.flushOwn = res.flushHeaders;
    this.cacheKey = req.url;
    this.cacheVersion = pages ? pages.start(req, res) : null;
  }

  write(chunk: unknown, encoding?: unknown, callback?: unknown): boolean {
    this.begin();
    if (this.mode === "plain") {
      if (this.cacheVersion !== null && isBody(chunk)) this.keep(toBuffer(chunk, encoding));
      return this.send.call(this.res, chunk, encoding, callback);
    }
    const done = (typeof encoding === "function" ? encoding : callback) as Callback | undefined;
    const buffer = toBuffer(chunk, encoding);
    if (this.mode === "stream") {
      if (this.cacheVersion !== null) this.keep(buffer);
      return (this.stream as BrotliCompress).write(buffer, done);
    }
    this.keep(buffer);
    if (this.size > WHOLE_BODY_LIMIT) this.startStream();
    if (done) process.nextTick(done);
    return true;
  }

  end(chunk?: unknown, encoding?: unknown, callback?: unknown): Response {
    const res = this.res;
    this.begin();
    if (this.mode === "plain") {
      if (this.cacheVersion !== null) {
        if (isBody(chunk)) this.keep(toBuffer(chunk, typeof encoding === "function" ? undefined : encoding));
        this.keepPage();
      }
      return this.close.call(res, chunk, encoding, callback);
    }
    const done = (typeof chunk === "function" ? chunk : typeof encoding === "function" ? encoding : callback) as
      | Callback
      | undefined;
    const last = isBody(chunk) ? toBuffer(chunk, typeof encoding === "function" ? undefined : encoding) : null;
    if (this.mode === "stream") {
      const zipper = this.stream as BrotliCompress;
      if (last && this.cacheVersion !== null) this.keep(last);
      this.keepPage();
      if (done) res.once("finish", done);
      if (last) zipper.end(last);
      else zipper.end();
      return res;
    }
    if (last) this.keep(last);
    const body = Buffer.concat(this.chunks);
    this.chunks = [];
    this.keepPage(body);
    // whatever ends it again passes through
    this.mode = "plain";
    if (body.length > WHOLE_BODY_LIMIT) {
      this.startStream();
      if (done) res.once("finish", done);
      (this.stream as BrotliCompress).end(body);
      return res;
    }
    if (body.length < THRESHOLD) {
      if (!res.hasHeader("Content-Length")) res.setHeader("Content-Length", String(body.length));
      this.lastHeaders();
      return this.close.call(res, body, undefined, done);
    }
    const packed = compressWhole(body, this.coding as Coding);
    this.codedHeaders(packed.length);
    this.lastHeaders();
    return this.close.call(res, packed, undefined, done);
  }

  /** An event stream sends its headers before any event: they go out as they are. */
  flushHeaders(): void {
    if (this.mode === "undecided") {
      this.mode = "plain";
      if (!this.res.headersSent) {
        onePolicy(this.res);
        this.lastHeaders();
      }
    }
    this.flushOwn.call(this.res);
  }

  /** Step 1, once, when the body starts. */
  private begin(): void {
    if (this.mode !== "undecided") return;
    const { req, res } = this;
    if (res.headersSent) {
      this.mode = "plain";
      return;
    }
    onePolicy(res);
    confirmCodedTag(req, res);
    this.coding = compressibleResponse(req, res) ? preferredCoding(req.headers["accept-encoding"]) : null;
    this.mode = this.coding ? "whole" : "plain";
    if (this.mode === "plain") this.lastHeaders();
  }

  /** A piece of the uncompressed body; past CACHE_LIMIT the page cache no longer waits for the page. */
  private keep(buffer: Buffer): void {
    this.size += buffer.length;
    if (this.cacheVersion !== null && this.size > CACHE_LIMIT) {
      this.cacheVersion = null;
      if (this.mode !== "whole") {
        this.chunks = [];
        return;
      }
    }
    this.chunks.push(buffer);
  }

  /** Step 2's first half: the page cache keeps the finished page, as it is before compression. */
  private keepPage(body?: Buffer): void {
    if (this.cacheVersion === null || !this.pages) return;
    this.pages.keep(this.cacheKey, this.cacheVersion, this.res, body ?? Buffer.concat(this.chunks), this.etag);
    this.cacheVersion = null;
  }

  /** The coding's headers and ETag for a compressed body (its length, or none for a stream). */
  private codedHeaders(length: number | null): void {
    const res = this.res;
    const coding = this.coding as Coding;
    res.setHeader("Content-Encoding", coding);
    if (length === null) res.removeHeader("Content-Length");
    else res.setHeader("Content-Length", String(length));
    const etag = res.getHeader("ETag");
    if (typeof etag === "string") {
      this.etag = etag;
      res.setHeader("ETag", codedTag(etag, coding));
    }
  }

  /** Step 3: the headers set just before they go out. */
  private lastHeaders(): void {
    const res = this.res;
    if (res.statusCode === 503 && !res.hasHeader("retry-after")) res.setHeader("Retry-After", "30");
  }

  /** From here on the body goes through a compressing stream (it outgrew `WHOLE_BODY_LIMIT`). */
  private startStream(): void {
    const res = this.res;
    const send = this.send;
    const close = this.close;
    this.mode = "stream";
    this.codedHeaders(null);
    this.lastHeaders();
    const zipper = compressStream(this.coding as Coding);
    this.stream = zipper;
    zipper.on("data", (chunk: Buffer) => {
      if (!send.call(res, chunk)) zipper.pause();
    });
    zipper.on("end", () => close.call(res));
    zipper.on("drain", () => res.emit("drain"));
    zipper.on("error", (error) => res.destroy(error));
    res.on("drain", () => zipper.resume());
    res.on("close", () => {
      if (!res.writableFinished) zipper.destroy();
    });
    for (const chunk of this.chunks) zipper.write(chunk);
    if (this.cacheVersion === null) this.chunks = [];
  }
}

const isBody = (chunk: unknown) => chunk !== undefined && chunk !== null && typeof chunk !== "function";

const toBuffer = (chunk: unknown, encoding?: unknown): Buffer =>
  typeof chunk === "string"
    ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8")
    : Buffer.isBuffer(chunk)
      ? chunk
      : Buffer.from(chunk as Uint8Array);

const headerText = (value: number | string | string[] | undefined) =>
  Array.isArray(value) ? value.join(", ") : value === undefined ? "" : String(value);

/**
 * The page's own policy replaces the site's default: the adapter appended it (Express keeps both),
 * and the default was set first. Set under the name the adapter gave it, as it goes out.
 */
function onePolicy(res: Response): void {
  const policy = res.getHeader("content-security-policy");
  if (Array.isArray(policy) && policy.length > 1) res.setHeader("content-security-policy", policy.at(-1) as string);
}

/**
 * A 304 names the copy the client revalidated: a browser or cache that holds the brotli copy asks
 * with `"tag-br"`, and the answer confirms `"tag-br"`, not the uncompressed page's `"tag"`.
 */
function confirmCodedTag(req: Request, res: Response): void {
  const etag = res.getHeader("ETag");
  if (res.statusCode !== 304 || typeof etag !== "string") return;
  const named = revalidatedTag(req.headers["if-none-match"], etag);
  if (named && named !== etag) res.setHeader("ETag", named);
}

/** Whether this response's body may be compressed at all. */
function compressibleResponse(req: Request, res: Response): boolean {
  if (req.method === "HEAD") return false;
  const status = res.statusCode;
  if (status < 200 || status === 204 || status === 206 || status === 304) return false;
  const type = headerText(res.getHeader("Content-Type")).split(";", 1)[0]?.trim() ?? "";
  if (!type || type === "text/event-stream" || !compressible(type)) return false;
  res.vary("Accept-Encoding");
  const encoding = headerText(res.getHeader("Content-Encoding")).trim().toLowerCase();
  if (encoding && encoding !== "identity") return false;
  return !/\bno-transform\b/i.test(headerText(res.getHeader("Cache-Control")));
}
