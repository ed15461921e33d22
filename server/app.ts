/**
 * The server build's entry (vite.config.ts): everything here is bundled together with the React
 * Router build, so the contexts set below are the same objects the loaders read.
 */
import { createRequestHandler } from "@react-router/express";
import express from "express";
import { RouterContextProvider } from "react-router";
import * as build from "virtual:react-router/server-build";
import { type AppRuntime, clientContext, nonceContext, runtimeContext } from "~/.server/context";

export { boot } from "~/.server/boot";
export { contentVersion } from "~/.server/content-version.server";

export function createAppHandler(runtime: AppRuntime): express.Router {
  const router = express.Router();
  router.use(
    createRequestHandler({
      // the build itself, not a function returning it: React Router derives its routes once
      build,
      getLoadContext(req, res) {
        const context = new RouterContextProvider();
        context.set(runtimeContext, runtime);
        context.set(nonceContext, String(res.locals.cspNonce ?? ""));
        context.set(clientContext, { address: req.ip ?? "", userAgent: req.get("user-agent") ?? "" });
        return context;
      },
    }),
  );
  return router;
}
