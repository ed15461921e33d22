/**
 * A tab and the server it asks must run one build. A tab opened before a deploy keeps its route
 * modules; the data it then asks for comes from the new release, whose shape may have changed (a
 * field renamed, a string where an object was). So each route data request (`.data`) names the
 * tab's build, and each answer names the server's: when they differ, the page is loaded as a
 * document from the server's build instead. The server checks what the tab sends (a tab of an
 * earlier release sends nothing), the tab checks what the server answers (for a rollback to a
 * release before this check). Decision 030.
 */

/** The request and answer header that names a build (React Router's manifest version). */
export const BUILD_HEADER = "X-Noteva-Build";

/**
 * The page a route data request is for: "/de/news.data?page=2&_routes=root" → "/de/news?page=2"
 * ("/_.data" is "/"). React Router's own parameter is dropped; the address stays on this site.
 */
export function pageOfDataRequest(address: string): string {
  const url = new URL(address, "http://site.invalid");
  url.searchParams.delete("_routes");
  const path = url.pathname.replace(/\/_\.data$/, "/").replace(/\.data$/, "");
  return `${path.replace(/^\/{2,}/, "/") || "/"}${url.search}`;
}

/** The build this tab runs (React Router's manifest, written into the document). */
export function currentBuild(): string {
  const manifest = (window as unknown as { __reactRouterManifest?: { version?: string } }).__reactRouterManifest;
  return manifest?.version ?? "dev";
}

const inputUrl = (input: RequestInfo | URL) => (input instanceof Request ? input.url : String(input));

/**
 * Names the tab's build on its route data requests, and loads the page as a document when the
 * app answers from another build. An answer that is not the app's (a proxy's 502) goes on to
 * React Router's error screen as before. Call once before hydrating.
 */
export function installBuildCheck() {
  const build = currentBuild();
  const nativeFetch = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    const url = new URL(inputUrl(input), window.location.href);
    if (url.origin !== window.location.origin || !url.pathname.endsWith(".data")) return nativeFetch(input, init);
    const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
    headers.set(BUILD_HEADER, build);
    const response = await nativeFetch(input, { ...init, headers });
    const method = (init?.method ?? (input instanceof Request ? input.method : "GET")).toUpperCase();
    // the app's answers carry X-Remix-Response; the server's own "load the document" answer
    // (a 204 with X-Remix-Redirect) does not, and React Router follows it
    const fromApp = response.headers.has("X-Remix-Response");
    if (method !== "GET" || !fromApp || response.headers.get(BUILD_HEADER) === build) return response;
    const page = pageOfDataRequest(url.pathname + url.search);
    if (page === window.location.pathname + window.location.search) window.location.replace(page);
    else window.location.assign(page);
    // the document replaces this page: the navigation never finishes on this build's modules
    return new Promise<Response>(() => {});
  };
}
