/**
 * The server build's entry (vite.config.ts): everything here is bundled together with the React
 * Router build, so the contexts set below are the same objects the loaders read.
 */

import * as build from "virtual:react-router/server-build";
import { createRequestHandler } from "@react-router/express";
import express from "express";
import { RouterContextProvider } from "react-router";
import { hasSessionCookie } from "~/.server/auth/cookie";
import { type AppRuntime, clientContext, requestContext, runtimeContext } from "~/.server/context";
import { defaultLocale, type Locale, localeOfPath, locales } from "~/lib/i18n/locales";
import { replaceMethod } from "./replace-method";

export { contentVersion } from "~/.server/content-version.server";
export { boot } from "~/boot.server";

export function createAppHandler(runtime: AppRuntime): express.Router {
  const router = express.Router();
  // A page names its own CSP (the hashes of its inline scripts); the adapter appends headers, so
  // that one replaces the site's default instead of adding a second policy.
  router.use((_req, res, next) => {
    const append = res.append.bind(res);
    replaceMethod(res, "append", (field: string, value?: string | string[]) =>
      field.toLowerCase() === "content-security-policy" ? res.setHeader(field, value ?? "") : append(field, value),
    );
    next();
  });
  // what the request is (requestContext) is worked out here once: the language is the handler's
  const loadContext = (locale: Locale) => (req: express.Request) => {
    const context = new RouterContextProvider();
    context.set(runtimeContext, runtime);
    context.set(clientContext, { address: req.ip ?? "", userAgent: req.get("user-agent") ?? "" });
    context.set(requestContext, { locale, sessionCookie: hasSessionCookie(req.headers.cookie) });
    return context;
  };
  // One handler per language, each deriving its routes once: English at the spec's addresses, the
  // others the same public site under their prefix (React Router's basename prefixes every link,
  // form and redirect), without the sign-in, the admin and the resources, which stay English only.
  const handlers = new Map(
    locales.map((locale) => [
      locale,
      createRequestHandler({ build: buildFor(locale), getLoadContext: loadContext(locale) }),
    ]),
  );
  router.use((req, res, next) => handlers.get(localeOfPath(req.path))?.(req, res, next));
  return router;
}

const LOCALIZED_RESOURCES = new Set(["feed-news", "feed-updates", "routes/resources/search-suggest"]);
const localized = (id: string) => id === "root" || id.startsWith("routes/site/") || LOCALIZED_RESOURCES.has(id);

function buildFor(locale: Locale): typeof build {
  if (locale === defaultLocale) return build;
  const keep = <T>(routes: Record<string, T>) =>
    Object.fromEntries(Object.entries(routes).filter(([id]) => localized(id))) as Record<string, T>;
  return {
    ...build,
    basename: `/${locale}`,
    routes: keep(build.routes),
    assets: { ...build.assets, routes: keep(build.assets.routes) },
  };
}
