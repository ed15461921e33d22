/**
 * The server build's entry (vite.config.ts): everything here is bundled together with the React
 * Router build, so the contexts set below are the same objects the loaders read. It exports all
 * that server/main.ts takes from the app, which loads nothing else of it.
 */

import * as build from "virtual:react-router/server-build";
import { createRequestHandler } from "@react-router/express";
import express from "express";
import { RouterContextProvider } from "react-router";
import { hasSessionCookie } from "~/.server/auth/cookie";
import { type AppRuntime, clientContext, requestContext, runtimeContext } from "~/.server/context";
import { defaultLocale, type Locale, localeOfPath, locales } from "~/lib/i18n/locales";
import { isLocalizedRoute } from "~/lib/route-map";
import { traceOf } from "./signals";

/** The build's id: the release an instance runs (its metrics and log name it). */
export const releaseId: string = build.assets.version;

export { databaseSeemsDown } from "~/.server/availability.server";
export { backupOffline, restoreOffline } from "~/.server/backup/offline.server";
export { lastBackupAt, startBackupSchedule } from "~/.server/backup/schedule.server";
export { contentSecurityPolicy } from "~/.server/content-security-policy";
export { contentVersion } from "~/.server/content-version.server";
export { openDatabase } from "~/.server/db/client";
export { parseEnv } from "~/.server/env";
export { enterPhase, setMediaBeingPrepared } from "~/.server/lifecycle";
export { flushLog, log } from "~/.server/log";
export { outboxSnapshot, startMailSender } from "~/.server/mail/sender.server";
export { measureFrom, releaseInfo } from "~/.server/metrics";
export { boot, filesChanged } from "~/boot.server";
export { startRetentionSweep } from "~/features/contact/retention.server";
export { startFirmwareNewsSweep } from "~/features/firmware-news/subscriptions.server";
export { ResetRefused, resetFactorsByHost } from "~/features/staff/factors.server";
export { normalizeQuery } from "~/lib/page-url";
export { addressOf, assetsPath, uploadAddresses } from "~/lib/route-map";
export { sameBuildData } from "./build-skew";
export { startControl } from "./control";
export { controlCommands } from "./control-commands";
export { finishing } from "./finish";
export { isPageRequest, pageCache } from "./page-cache";
export { precompressed } from "./precompressed";
export { TracedRequest } from "./request";
export { bodyLimit, finalErrorHandler, sameOriginMutations, securityHeaders, wellFormedRequests } from "./security";
export {
  answerWithId,
  metricsAnswer,
  metricsReaders,
  recordRequest,
  traceRequest,
  trustProxies,
} from "./signals";

export function createAppHandler(runtime: AppRuntime): express.Router {
  const router = express.Router();
  // what the request is (requestContext) is worked out here once: the language is the handler's
  const loadContext = (locale: Locale) => (req: express.Request) => {
    const context = new RouterContextProvider();
    context.set(runtimeContext, runtime);
    context.set(clientContext, { address: req.ip ?? "", userAgent: req.get("user-agent") ?? "" });
    context.set(requestContext, {
      locale,
      sessionCookie: hasSessionCookie(req.headers.cookie),
      trace: traceOf(req),
    });
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

function buildFor(locale: Locale): typeof build {
  if (locale === defaultLocale) return build;
  const keep = <T>(routes: Record<string, T>) =>
    Object.fromEntries(Object.entries(routes).filter(([id]) => isLocalizedRoute(id))) as Record<string, T>;
  return {
    ...build,
    basename: `/${locale}`,
    routes: keep(build.routes),
    assets: { ...build.assets, routes: keep(build.assets.routes) },
  };
}
