/**
 * nginx's cache key and freshness for pages, in njs (nginx's JavaScript: Debian 12's
 * libnginx-mod-http-js, njs 0.7, so plain ES2015 without Map, Set or URLSearchParams). Node runs
 * the same file in the unit test (deploy/page-key.test.ts), which holds it to app/lib/page-url.ts.
 */

/** The query parameters each public page reads: app/lib/page-url.ts PAGE_PARAMS (a test keeps them equal). */
const PAGE_PARAMS = {
  "/news": ["page", "t"],
  "/search": ["page", "q", "type"],
  "/support": ["line", "page", "product", "q", "type"],
  "/dealer/distributor": ["country", "line", "near", "page", "q", "type"],
  "/support/manuals": ["page"],
  "/support/software": ["page"],
  "/compare": ["diff", "p"],
  "/category/*": ["group", "page", "range"],
};
const NONE = [];

/** The languages with an address prefix: app/lib/i18n/locales.ts prefixedLocales (a test keeps them equal). */
const PREFIXED_LOCALES = ["de", "ja"];

/**
 * The address without its language prefix, as unprefixedPath() in the app ("/de/news" → "/news";
 * leading slashes collapse to one).
 */
function unprefixed(path) {
  let bare = path;
  for (let i = 0; i < PREFIXED_LOCALES.length; i++) {
    const prefix = "/" + PREFIXED_LOCALES[i];
    if (path === prefix) bare = "/";
    else if (path.indexOf(prefix + "/") === 0) bare = path.slice(prefix.length);
  }
  return bare.replace(/^\/{2,}/, "/");
}

/** What the page at `path` reads, as pageParams() in the app (a trailing slash names the same page). */
function pageParams(path) {
  const bare = unprefixed(path);
  const page = bare.length > 1 && bare.charAt(bare.length - 1) === "/" ? bare.slice(0, -1) : bare;
  // biome-ignore lint/suspicious/noPrototypeBuiltins: njs 0.7 has no Object.hasOwn (ES2022)
  if (Object.prototype.hasOwnProperty.call(PAGE_PARAMS, page)) return PAGE_PARAMS[page];
  // a page of a kind ("/category/Drums" is a "/category/*")
  const kind = page.replace(/\/[^/]+$/, "/*");
  // biome-ignore lint/suspicious/noPrototypeBuiltins: njs 0.7 has no Object.hasOwn (ES2022)
  return kind !== page && Object.prototype.hasOwnProperty.call(PAGE_PARAMS, kind) ? PAGE_PARAMS[kind] : NONE;
}

/** application/x-www-form-urlencoded decoding, as URLSearchParams does it; throws on a malformed escape. */
function decode(text) {
  return decodeURIComponent(text.replace(/\+/g, " "));
}

/**
 * The query string (without "?") the page at `path` is rendered for, as normalizeQuery(…, { page })
 * in the app: only the parameters that page reads, sorted by name, a name's values in their order.
 * Every other parameter (utm_*, gclid, …, or anything random) is dropped, so it can neither make
 * a second copy of a page nor reach the app through the cache. The encoding differs from the
 * app's (encodeURIComponent here): a key only has to group the same URLs together.
 */
function pageQuery(path, query) {
  const reads = pageParams(path);
  const kept = [];
  const parts = query.split("&");
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i];
    if (part === "") continue;
    const at = part.indexOf("=");
    const name = decode(at === -1 ? part : part.slice(0, at));
    if (reads.indexOf(name) === -1) continue;
    kept.push([name, at === -1 ? "" : decode(part.slice(at + 1)), i]);
  }
  // by name, then by position: the same order as the app's stable sort on any engine
  kept.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[2] - b[2]));
  return kept.map((pair) => `${encodeURIComponent(pair[0])}=${encodeURIComponent(pair[1])}`).join("&");
}

/**
 * The key of a request's page: its path as sent and its page query. A query that does not decode
 * (a stray "%") keeps the whole request line as its key: such a URL gets a cache entry of its own
 * rather than sharing one it might not match.
 */
function keyOf(requestUri) {
  const at = requestUri.indexOf("?");
  if (at === -1) return requestUri;
  try {
    const query = pageQuery(requestUri.slice(0, at), requestUri.slice(at + 1));
    return query === "" ? requestUri.slice(0, at) : `${requestUri.slice(0, at)}?${query}`;
  } catch (_malformed) {
    return `raw ${requestUri}`;
  }
}

/** js_set $page_cache_key: host and page (one site may answer for several names). */
function cacheKey(r) {
  return `${r.variables.host} ${keyOf(r.variables.request_uri)}`;
}

/**
 * The X-Accel-Expires the fill server adds to a page the app lets shared caches keep
 * (`s-maxage=N`, not private): "@" and the last whole second it may be served as fresh. nginx
 * counts cache lifetimes in whole seconds from the start of the current one, so `s-maxage=1`
 * alone would keep a page up to 2 s; ending it with second now + N - 1 keeps it at most N s.
 */
function freshUntil(cacheControl, nowSeconds) {
  if (!cacheControl || /(^|[\s,])(private|no-store|no-cache)([\s,=]|$)/i.test(cacheControl)) return "";
  const match = /(^|[\s,])s-maxage=(\d+)/i.exec(cacheControl);
  const seconds = match ? Number(match[2]) : 0;
  if (!(seconds >= 1)) return "";
  return `@${Math.floor(nowSeconds) + seconds - 1}`;
}

/** js_set $page_fresh_until: read once the app's answer is in (add_header evaluates it then). */
function pageFreshUntil(r) {
  return freshUntil(r.variables.upstream_http_cache_control, Number(r.variables.msec));
}

export default { PAGE_PARAMS, PREFIXED_LOCALES, pageParams, pageQuery, keyOf, cacheKey, freshUntil, pageFreshUntil };
