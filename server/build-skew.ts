/**
 * The server's side of the build check (app/lib/build-skew.ts, decision 030): a route data request
 * from a tab of another build, or of a release before the check (it names none), is answered with
 * React Router's "load this page as a document" (a 204 with X-Remix-Redirect and
 * X-Remix-Reload-Document), so that tab's modules never read this build's data. Submissions are
 * carried out as before (a form's fields are kept compatible between releases, and a tab must not
 * lose what was typed); the reload comes with the data read after them. Every route data answer
 * names this build.
 */
import type { RequestHandler } from "express";
import { BUILD_HEADER, pageOfDataRequest } from "~/lib/build-skew";

export function sameBuildData(build: string): RequestHandler {
  return (req, res, next) => {
    if (!req.path.endsWith(".data")) return next();
    res.setHeader(BUILD_HEADER, build);
    if ((req.method !== "GET" && req.method !== "HEAD") || req.get(BUILD_HEADER) === build) return next();
    res.setHeader("Cache-Control", "no-store");
    res.setHeader("X-Remix-Redirect", pageOfDataRequest(req.originalUrl));
    res.setHeader("X-Remix-Status", "302");
    res.setHeader("X-Remix-Reload-Document", "true");
    res.status(204).end();
  };
}
