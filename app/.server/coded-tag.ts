/**
 * Shared by the render (html-document.ts) and the server around it (server/compression.ts,
 * server/page-cache.ts), which Node loads without a bundler: this module imports nothing.
 */

/** The content codings a page is sent in besides its own bytes, each with its ETag suffix. */
const CODING_SUFFIXES = { br: "br", gzip: "gz" } as const;

/**
 * The ETag of a compressed copy: `"tag"` becomes `"tag-br"` or `"tag-gz"`. A compressed body is
 * another representation and needs its own strong validator (RFC 9110); weak tags stay as they are.
 */
export function codedTag(etag: string, coding: keyof typeof CODING_SUFFIXES): string {
  if (!/^"[^"]*"$/.test(etag)) return etag;
  return `${etag.slice(0, -1)}-${CODING_SUFFIXES[coding]}"`;
}
