import { createHash } from "node:crypto";
import { contentSecurityPolicy } from "./content-security-policy";

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const INLINE_STYLE = /<style\b[^>]*>([\s\S]*?)<\/style>/gi;
const TYPE = /\btype\s*=\s*["']?([^"'\s>]+)/i;
/** Script types a browser runs (CSP applies to them); data blocks such as JSON-LD are not run. */
const RUNNABLE = new Set(["module", "text/javascript", "application/javascript"]);

/**
 * Removes React Router's `<link rel="modulepreload">` tags. The inline module script still
 * imports every route module, so the browser loads them all; without the hints, 120 KB of
 * framework JavaScript no longer competes with the style sheet and the largest picture before the
 * first paint (docs/decisions/001).
 */
export function stripModulePreloads(html: string): string {
  return html.replace(MODULE_PRELOAD, "");
}

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

/** The CSP source expressions ('sha256-…') of every inline script the browser runs and every inline style. */
export function inlineHashes(html: string): { scripts: string[]; styles: string[] } {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const [, attributes = "", body = ""] of html.matchAll(INLINE_SCRIPT)) {
    const type = TYPE.exec(attributes)?.[1]?.toLowerCase();
    if (!/\bsrc\s*=/i.test(attributes) && (!type || RUNNABLE.has(type))) scripts.add(sha256(body));
  }
  for (const [, body = ""] of html.matchAll(INLINE_STYLE)) styles.add(sha256(body));
  return { scripts: [...scripts], styles: [...styles] };
}

/** A strong validator: the same bytes always give the same tag. */
export function entityTag(body: Uint8Array): string {
  return `"${createHash("sha256").update(body).digest("base64url").slice(0, 32)}"`;
}

/** If-None-Match (weak comparison, as RFC 9110 asks for this header) against the page's tag. */
export function notModified(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  return ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}

/**
 * How long caches may keep a page. A page the same for every anonymous visitor may be kept by
 * shared caches (nginx, a CDN) for a second and served stale while one request refreshes it, so an
 * editor's change shows within about a second everywhere; browsers revalidate every time (ETag,
 * 304). A visitor with a session, or a page with per-visitor tokens, is never stored.
 */
export const PUBLIC_PAGE = "public, max-age=0, s-maxage=1, stale-while-revalidate=30, stale-if-error=86400";
export const PRIVATE_PAGE = "private, no-store";

const SESSION_COOKIE = /(^|;\s*)(__Host-)?noteva_session=/;

export function hasSessionCookie(cookie: string | null): boolean {
  return SESSION_COOKIE.test(cookie ?? "");
}

export type FinishedDocument = { status: number; headers: Headers; body: Uint8Array<ArrayBuffer> | null };

/**
 * Turns a rendered HTML document into the answer: module preloads removed, a CSP naming the hash
 * of each inline script (so the page is byte-identical for every visitor and needs no nonce), a
 * strong ETag (304 when the browser has it), and the cache policy.
 */
export function finishDocument(
  html: string,
  {
    status,
    headers,
    request,
    production,
    tags,
    csp = true,
  }: {
    status: number;
    headers: Headers;
    request: Request;
    production: boolean;
    tags: string[];
    /** false in development, where Vite's dev server adds inline scripts and styles of its own */
    csp?: boolean;
  },
): FinishedDocument {
  const page = stripModulePreloads(html);
  const body = new TextEncoder().encode(page);
  const { scripts, styles } = inlineHashes(page);
  headers.set("Content-Type", "text/html; charset=utf-8");
  if (csp) headers.set("Content-Security-Policy", contentSecurityPolicy({ production, scripts, styles }));
  if (!headers.has("Cache-Control")) {
    const shareable = !hasSessionCookie(request.headers.get("cookie")) && status < 500;
    headers.set("Cache-Control", shareable ? PUBLIC_PAGE : PRIVATE_PAGE);
  }
  if (tags.length && !/no-store|private/.test(headers.get("Cache-Control") ?? "")) {
    // Fastly and others read Surrogate-Key, Cloudflare Cache-Tag (comma-separated)
    headers.set("Surrogate-Key", tags.join(" "));
    headers.set("Cache-Tag", tags.join(","));
  }
  const etag = entityTag(body);
  headers.set("ETag", etag);
  if (status === 200 && notModified(request.headers.get("if-none-match"), etag)) {
    headers.delete("Content-Type");
    return { status: 304, headers, body: null };
  }
  headers.set("Content-Length", String(body.length));
  return { status, headers, body };
}
