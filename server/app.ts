/**
 * The server build's entry (vite.config.ts): everything here is bundled together with the React
 * Router build, so the contexts set below are the same objects the loaders read.
 */

import * as build from "virtual:react-router/server-build";
import { createRequestHandler } from "@react-router/express";
import express from "express";
import { RouterContextProvider } from "react-router";
import { type AppRuntime, clientContext, runtimeContext } from "~/.server/context";

export { contentVersion } from "~/.server/content-version.server";
export { boot } from "~/boot.server";

export function createAppHandler(runtime: AppRuntime): express.Router {
  const router = express.Router();
  // A page names its own CSP (the hashes of its inline scripts); the adapter appends headers, so
  // that one replaces the site's default instead of adding a second policy.
  router.use((_req, res, next) => {
    const append = res.append.bind(res);
    res.append = (field: string, value?: string | string[]) =>
      field.toLowerCase() === "content-security-policy" ? res.setHeader(field, value ?? "") : append(field, value);
    next();
  });
  router.use(
    createRequestHandler({
      // the build itself, not a function returning it: React Router derives its routes once
      build,
      getLoadContext(req) {
        const context = new RouterContextProvider();
        context.set(runtimeContext, runtime);
        context.set(clientContext, { address: req.ip ?? "", userAgent: req.get("user-agent") ?? "" });
        return context;
      },
    }),
  );
  return router;
}
