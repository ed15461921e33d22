import type { Buffer } from "node:buffer";
import {
  type BrotliCompress,
  brotliCompressSync,
  constants,
  createBrotliCompress,
  createGzip,
  type Gzip,
  gzipSync,
} from "node:zlib";

/**
 * The codings of what Express answers (pages, feeds, sitemaps, JSON, scripts and styles), and the
 * compressors; the finishing step (server/finish.ts) decides which body gets which.
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
 * - Brotli when the client takes it, else gzip, else the body as it is.
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

/** A compressing stream, for a body too large to hold. */
export function compressStream(coding: Coding): BrotliCompress | Gzip {
  return coding === "br"
    ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
    : createGzip({ level: GZIP_LEVEL });
}
