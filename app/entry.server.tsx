import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { type EntryContext, type HandleErrorFunction, type RouterContextProvider, ServerRouter } from "react-router";
import { requestContext, runtimeContext } from "./.server/context";
import { finishDocument } from "./.server/html-document";
import { log } from "./.server/log";
import { renderDuration } from "./.server/metrics";
import { mayShare } from "./lib/route-map";

export const streamTimeout = 5_000;

/**
 * Renders the whole document before answering: a page is tens of kilobytes and its data is loaded
 * before rendering starts, so streaming bought little, while the complete bytes let the answer name
 * the hash of each inline script in its CSP, carry a strong ETag and be the same for every visitor,
 * which is what lets the page cache, nginx and a CDN keep it.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const production = loadContext.get(runtimeContext).env.SITE_ENV === "production";
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const started = performance.now();
  return new Promise<Response>((resolve, reject) => {
    let failed = false;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      onAllReady() {
        if (failed) return;
        const chunks: Buffer[] = [];
        pipe(
          new Writable({
            write(chunk: Buffer, _encoding, callback) {
              chunks.push(chunk);
              callback();
            },
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              renderDuration.observe((performance.now() - started) / 1000);
              const { status, headers, body } = finishDocument(Buffer.concat(chunks), {
                status: responseStatusCode,
                headers: responseHeaders,
                request,
                sessionCookie: loadContext.get(requestContext).sessionCookie,
                production,
                shared: mayShare(routerContext.staticHandlerContext.matches.at(-1)?.route.id ?? ""),
                csp: !import.meta.env.DEV,
              });
              resolve(new Response(body, { status, headers }));
              callback();
            },
          }),
        );
      },
      onShellError(error: unknown) {
        failed = true;
        clearTimeout(timeoutId);
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        log.error({ err: error, reqId: request.headers.get("x-request-id") }, "render failed");
      },
    });
  });
}

/** A loader's or action's error, with the request's id (server/signals.ts); not a visitor leaving. */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  log.error({ err: error, reqId: request.headers.get("x-request-id") }, "request failed");
};
