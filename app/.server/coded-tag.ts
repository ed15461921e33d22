/** Shared by the render (html-document.ts) and the server around it (server/finish.ts, server/page-cache.ts). */

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

/**
 * The tag an If-None-Match header names for this page, in any of its codings (weak comparison, as
 * RFC 9110 asks for this header), or null: a client that was sent the brotli copy revalidates with
 * that copy's tag.
 */
export function revalidatedTag(ifNoneMatch: string | null | undefined, etag: string): string | null {
  if (!ifNoneMatch) return null;
  const tags = [etag, codedTag(etag, "br"), codedTag(etag, "gzip")];
  for (const part of ifNoneMatch.split(",")) {
    const tag = part.trim().replace(/^W\//, "");
    if (tags.includes(tag)) return tag;
  }
  return null;
}
