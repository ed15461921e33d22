import { createHash } from "node:crypto";
import { revalidatedTag } from "./coded-tag";
import { contentSecurityPolicy } from "./content-security-policy";

const MODULE_PRELOAD = Buffer.from('<link rel="modulepreload"');
const SCRIPT = Buffer.from("<script");
const SCRIPT_END = Buffer.from("</script>");
const STYLE = Buffer.from("<style");
const STYLE_END = Buffer.from("</style>");
const GT = 0x3e;
const TYPE = /\btype\s*=\s*["']?([^"'\s>]+)/i;
/** Script types a browser runs (CSP applies to them); data blocks such as JSON-LD are not run. */
const RUNNABLE = new Set(["module", "text/javascript", "application/javascript"]);

/**
 * Removes React Router's `<link rel="modulepreload">` tags. The inline module script still
 * imports every route module, so the browser loads them all; without the hints, 120 KB of
 * framework JavaScript no longer competes with the style sheet and the largest picture before the
 * first paint (docs/decisions/001). Works on the bytes React wrote: no decoding, no re-encoding.
 */
export function stripModulePreloads(html: Buffer): Buffer {
  const kept: Buffer[] = [];
  let from = 0;
  for (let at = html.indexOf(MODULE_PRELOAD); at !== -1; at = html.indexOf(MODULE_PRELOAD, from)) {
    const end = html.indexOf(GT, at);
    if (end === -1) break;
    kept.push(html.subarray(from, at));
    from = end + 1;
  }
  if (from === 0) return html;
  kept.push(html.subarray(from));
  return Buffer.concat(kept);
}

const sha256 = (bytes: Buffer) => `'sha256-${createHash("sha256").update(bytes).digest("base64")}'`;

/** Each element `<tag …>content</tag>` of the page: its attributes' text and its content's bytes. */
function* elements(html: Buffer, open: Buffer, close: Buffer) {
  for (let at = html.indexOf(open); at !== -1; at = html.indexOf(open, at + 1)) {
    const next = html[at + open.length];
    if (next !== GT && next !== 0x20 && next !== 0x09 && next !== 0x0a) continue; // <scripts>, <styled>…
    const tagEnd = html.indexOf(GT, at);
    const end = tagEnd === -1 ? -1 : html.indexOf(close, tagEnd);
    if (end === -1) return;
    yield { attributes: html.toString("latin1", at + open.length, tagEnd), content: html.subarray(tagEnd + 1, end) };
    at = end;
  }
}

/** The CSP source expressions ('sha256-…') of every inline script the browser runs and every inline style. */
export function inlineHashes(html: Buffer): { scripts: string[]; styles: string[] } {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const { attributes, content } of elements(html, SCRIPT, SCRIPT_END)) {
    const type = TYPE.exec(attributes)?.[1]?.toLowerCase();
    if (!/\bsrc\s*=/i.test(attributes) && (!type || RUNNABLE.has(type))) scripts.add(sha256(content));
  }
  for (const { content } of elements(html, STYLE, STYLE_END)) styles.add(sha256(content));
  return { scripts: [...scripts], styles: [...styles] };
}

/** A strong validator: the same bytes always give the same tag. */
export function entityTag(body: Uint8Array): string {
  return `"${createHash("sha256").update(body).digest("base64url").slice(0, 32)}"`;
}

/** If-None-Match against the page's tag, in any coding (`revalidatedTag`), or `*`. */
export function notModified(ifNoneMatch: string | null, etag: string): boolean {
  return ifNoneMatch?.trim() === "*" || revalidatedTag(ifNoneMatch, etag) !== null;
}

/**
 * How long caches may keep a page. A page the same for every anonymous visitor may be kept by
 * shared caches (nginx, a CDN) for a second and served stale while one request refreshes it, so an
 * editor's change shows within about a second everywhere; browsers revalidate every time (ETag,
 * 304). A visitor with a session, a page with per-visitor tokens, and a route that caches may not
 * keep (the sign-in pages: lib/route-map.ts) are never stored.
 */
export const PUBLIC_PAGE = "public, max-age=0, s-maxage=1, stale-while-revalidate=30, stale-if-error=86400";
export const PRIVATE_PAGE = "private, no-store";

export type FinishedDocument = { status: number; headers: Headers; body: Uint8Array<ArrayBuffer> | null };

/**
 * Turns a rendered HTML document into the answer: module preloads removed, a CSP naming the hash
 * of each inline script (so the page is byte-identical for every visitor and needs no nonce), a
 * strong ETag (304 when the browser has it), and the cache policy.
 */
export function finishDocument(
  html: Buffer,
  {
    status,
    headers,
    request,
    sessionCookie,
    production,
    shared = true,
    csp = true,
  }: {
    status: number;
    headers: Headers;
    request: Request;
    /** whether the request carries a session cookie (`requestContext`): its page is private */
    sessionCookie: boolean;
    production: boolean;
    /** false when the page's route says no cache may keep it (`mayShare`) */
    shared?: boolean;
    /** false in development, where Vite's dev server adds inline scripts and styles of its own */
    csp?: boolean;
  },
): FinishedDocument {
  const body = stripModulePreloads(html);
  const { scripts, styles } = inlineHashes(body);
  headers.set("Content-Type", "text/html; charset=utf-8");
  if (csp) headers.set("Content-Security-Policy", contentSecurityPolicy({ production, scripts, styles }));
  if (!headers.has("Cache-Control")) {
    const shareable = shared && !sessionCookie && status < 500;
    headers.set("Cache-Control", shareable ? PUBLIC_PAGE : PRIVATE_PAGE);
  }
  const etag = entityTag(body);
  headers.set("ETag", etag);
  if (status === 200 && notModified(request.headers.get("if-none-match"), etag)) {
    headers.delete("Content-Type");
    return { status: 304, headers, body: null };
  }
  headers.set("Content-Length", String(body.length));
  return { status, headers, body: body as Uint8Array<ArrayBuffer> };
}
