import { Buffer } from "node:buffer";
import {
  type BrotliCompress,
  brotliCompressSync,
  constants,
  createBrotliCompress,
  createGzip,
  type Gzip,
  gzipSync,
} from "node:zlib";
import compressible from "compressible";
import type { NextFunction, Request, Response } from "express";
import { codedTag, revalidatedTag } from "../app/.server/coded-tag.ts";
import { replaceMethod } from "./replace-method.ts";

/**
 * Compression of what Express answers (pages, feeds, sitemaps, JSON, scripts and styles).
 *
 * - A body that is complete when the response ends, which is every page (React Router's adapter
 *   writes a rendered document as one chunk, flushes it and ends), is compressed in one call on
 *   the main thread and sent with its length in one write. Compressing it as a stream took three
 *   trips through libuv's thread pool (the chunk, the adapter's flush, the end), each answered
 *   when that thread next got the core: on one core, the download centre's p95 was 15–19 ms that
 *   way and 8–10 ms this way (docs/bench.md). A page of 100 KB takes about a millisecond at brotli
 *   quality 4.
 * - A body that grows past `WHOLE_BODY_LIMIT` before it ends is compressed as a stream from there
 *   on, so a large file never blocks the server or sits in memory.
 * - Brotli when the client takes it, else gzip, else the body as it is. Not compressed: HEAD, 204,
 *   206 and 304 answers, types that gain nothing (images, PDFs, fonts), event streams, bodies under
 *   1 KB, bodies already encoded, and `Cache-Control: no-transform`. `Vary: Accept-Encoding` on every
 *   compressible type, compressed or not.
 * - A strong ETag gets the coding as a suffix: a compressed copy is another representation and
 *   needs its own validator, the same one the page cache's copies carry (`codedTag`), and a page
 *   answers 304 to any of them, naming the one the client asked with.
 */
export const WHOLE_BODY_LIMIT = 512 * 1024;
/** Below this a compressed copy saves less than its headers cost. */
export const THRESHOLD = 1024;
const BROTLI_QUALITY = 4;
const GZIP_LEVEL = 6;

export type Coding = "br" | "gzip";

/**
 * Whether a client's Accept-Encoding takes `coding`: named with q > 0, or, when not named, through
 * `*` with q > 0. A coding named outright wins over `*` wherever each stands (RFC 9110, 12.5.3).
 */
export function acceptsCoding(header: string | undefined, coding: string): boolean {
  if (!header) return false;
  let wildcard: boolean | null = null;
  for (const part of header.split(",")) {
    const [name = "", ...params] = part.split(";").map((p) => p.trim().toLowerCase());
    if (name !== coding && name !== "*") continue;
    const q = params.find((p) => p.startsWith("q="));
    const accepted = q === undefined || Number(q.slice(2)) > 0;
    if (name === coding) return accepted;
    wildcard = accepted;
  }
  return wildcard ?? false;
}

/** The coding to send a client: brotli, else gzip, else none. */
export function preferredCoding(header: string | undefined): Coding | null {
  if (acceptsCoding(header, "br")) return "br";
  if (acceptsCoding(header, "gzip")) return "gzip";
  return null;
}

/** The body compressed in one call. */
export function compressWhole(body: Uint8Array, coding: Coding): Buffer {
  return coding === "br"
    ? brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
        },
      })
    : gzipSync(body, { level: GZIP_LEVEL });
}

const toBuffer = (chunk: unknown, encoding?: unknown): Buffer =>
  typeof chunk === "string"
    ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8")
    : Buffer.isBuffer(chunk)
      ? chunk
      : Buffer.from(chunk as Uint8Array);

const headerText = (value: number | string | string[] | undefined) =>
  Array.isArray(value) ? value.join(", ") : value === undefined ? "" : String(value);

/**
 * A 304 names the copy the client revalidated: a browser or cache that holds the brotli copy asks
 * with `"tag-br"`, and the answer confirms `"tag-br"`, not the uncompressed page's `"tag"`.
 */
function confirmCodedTag(req: Request, res: Response): void {
  const etag = res.getHeader("ETag");
  if (res.statusCode !== 304 || typeof etag !== "string" || res.headersSent) return;
  const named = revalidatedTag(req.headers["if-none-match"], etag);
  if (named && named !== etag) res.setHeader("ETag", named);
}

/** Whether this response's body may be compressed at all (decided once, when the body starts). */
function compressibleResponse(req: Request, res: Response): boolean {
  if (req.method === "HEAD" || res.headersSent) return false;
  const status = res.statusCode;
  if (status < 200 || status === 204 || status === 206 || status === 304) return false;
  const type = headerText(res.getHeader("Content-Type")).split(";", 1)[0]?.trim() ?? "";
  // an event stream is sent as it comes: its events must not wait for the end
  if (!type || type === "text/event-stream" || !compressible(type)) return false;
  res.vary("Accept-Encoding");
  const encoding = headerText(res.getHeader("Content-Encoding")).trim().toLowerCase();
  if (encoding && encoding !== "identity") return false;
  return !/\bno-transform\b/i.test(headerText(res.getHeader("Cache-Control")));
}

type Callback = (error?: Error | null) => void;
type Write = (chunk: unknown, encoding?: unknown, callback?: unknown) => boolean;
type End = (chunk?: unknown, encoding?: unknown, callback?: unknown) => Response;

/** The middleware; register it before anything that writes a body. */
export function compression() {
  return (req: Request, res: Response, next: NextFunction) => {
    const write = res.write.bind(res) as Write;
    const end = res.end.bind(res) as End;
    // undecided until the body starts; then "plain" (as it comes), "whole" (kept until the end)
    // or "stream" (through a compressing stream)
    let mode: "undecided" | "plain" | "whole" | "stream" = "undecided";
    let coding: Coding | null = null;
    let kept: Buffer[] = [];
    let keptBytes = 0;
    let stream: BrotliCompress | Gzip | null = null;

    const decide = () => {
      if (mode !== "undecided") return;
      confirmCodedTag(req, res);
      coding = compressibleResponse(req, res) ? preferredCoding(req.headers["accept-encoding"]) : null;
      mode = coding ? "whole" : "plain";
    };

    const codedHeaders = (length: number | null) => {
      res.setHeader("Content-Encoding", coding as Coding);
      if (length === null) res.removeHeader("Content-Length");
      else res.setHeader("Content-Length", String(length));
      const etag = res.getHeader("ETag");
      if (typeof etag === "string") res.setHeader("ETag", codedTag(etag, coding as Coding));
    };

    /** From here on the body goes through a compressing stream (it outgrew `WHOLE_BODY_LIMIT`). */
    const startStream = () => {
      mode = "stream";
      codedHeaders(null);
      const zipper =
        coding === "br"
          ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
          : createGzip({ level: GZIP_LEVEL });
      stream = zipper;
      zipper.on("data", (chunk: Buffer) => {
        if (!write(chunk)) zipper.pause();
      });
      zipper.on("end", () => end());
      zipper.on("drain", () => res.emit("drain"));
      zipper.on("error", (error) => res.destroy(error));
      res.on("drain", () => zipper.resume());
      res.on("close", () => {
        if (!res.writableFinished) zipper.destroy();
      });
      for (const chunk of kept) zipper.write(chunk);
      kept = [];
    };

    replaceMethod(res as { write: unknown }, "write", ((chunk: unknown, encoding?: unknown, callback?: unknown) => {
      decide();
      const done = (typeof encoding === "function" ? encoding : callback) as Callback | undefined;
      if (mode === "plain") return write(chunk, encoding, callback);
      if (mode === "stream") return (stream as BrotliCompress).write(toBuffer(chunk, encoding), done);
      const buffer = toBuffer(chunk, encoding);
      kept.push(buffer);
      keptBytes += buffer.length;
      if (keptBytes > WHOLE_BODY_LIMIT) startStream();
      if (done) process.nextTick(done);
      return true;
    }) as Write);

    // React Router's adapter flushes after every chunk: only a stream has anything to flush
    replaceMethod(res as unknown as { flush: unknown }, "flush", () => {
      if (mode === "stream") (stream as BrotliCompress).flush();
    });

    replaceMethod(res as { end: unknown }, "end", ((chunk?: unknown, encoding?: unknown, callback?: unknown) => {
      const done = (typeof chunk === "function" ? chunk : typeof encoding === "function" ? encoding : callback) as
        | Callback
        | undefined;
      const last = typeof chunk === "function" || chunk === undefined || chunk === null ? null : chunk;
      const lastEncoding = typeof encoding === "function" ? undefined : encoding;
      decide();
      if (mode === "plain") return end(chunk, encoding, callback);
      if (mode === "stream") {
        const zipper = stream as BrotliCompress;
        if (done) res.once("finish", done);
        if (last !== null) zipper.end(toBuffer(last, lastEncoding));
        else zipper.end();
        return res;
      }
      const body = last === null ? Buffer.concat(kept) : Buffer.concat([...kept, toBuffer(last, lastEncoding)]);
      kept = [];
      if (body.length > WHOLE_BODY_LIMIT) {
        startStream();
        return (res.end as End)(body, undefined, done);
      }
      if (body.length < THRESHOLD) {
        mode = "plain";
        if (!res.hasHeader("Content-Length")) res.setHeader("Content-Length", String(body.length));
        return end(body, undefined, done);
      }
      const packed = compressWhole(body, coding as Coding);
      codedHeaders(packed.length);
      return end(packed, undefined, done);
    }) as End);

    next();
  };
}
