import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import { lazy, Suspense, useEffect, useState } from "react";
import { Links, Meta, Outlet, Scripts, useLocation, useRouteLoaderData } from "react-router";
import { adminFrameFor } from "~/.server/admin/locale.server";
import { databaseGate } from "~/.server/availability.server";
import { localeOf, runtimeContext } from "~/.server/context";
import {
  chunkMessage,
  ErrorScreen,
  errorMessage,
  errorWordsOf,
  rememberErrorWords,
} from "~/components/ui/error-screen";
import { toChunkLoadError } from "~/lib/chunk-errors";
import { handleChunkError, useChunkFailure } from "~/lib/chunk-failure";
import { useLocale } from "~/lib/i18n/frame";
import { frames, pageFrames } from "~/lib/i18n/frame.server";
import { defaultLocale, prefixedLocales, unprefixedPath } from "~/lib/i18n/locales";
import { noAnalyticsAddresses } from "~/lib/route-map";
import { siteConfig } from "~/lib/site-config";
import { putBackTyped } from "~/lib/typed-before-hydration";
import type { Route } from "./+types/root";

import appCss from "./app.css?url";

/** Asked only where analytics is configured: its code is fetched then, and never on other sites. */
const ConsentBanner = lazy(() => import("~/components/layout/consent-banner"));

export const middleware: Route.MiddlewareFunction[] = [databaseGate];

export const links: Route.LinksFunction = () => [
  { rel: "preload", href: interLatin, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "stylesheet", href: appCss },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export function loader({ request, context }: Route.LoaderArgs) {
  const { env } = context.get(runtimeContext);
  const locale = localeOf(context);
  return {
    locale,
    /** On admin and sign-in pages: the editor's language and the admin frame's words. */
    admin: adminFrameFor(request, context),
    /** The frame's words in the page's language only. */
    frame: pageFrames[locale],
    /** On an English page, the words to offer each other language with (LanguageSuggestion). */
    offers: locale === defaultLocale ? Object.fromEntries(prefixedLocales.map((l) => [l, frames[l].language])) : null,
    siteEnv: env.SITE_ENV,
    // not on a page that says so (the instrument checker): a page opened there starts without it
    analyticsUrl: noAnalyticsAddresses.includes(unprefixedPath(new URL(request.url).pathname.replace(/\.data$/, "")))
      ? null
      : (env.ANALYTICS_SCRIPT_URL ?? null),
    /** Whether the site has an analytics script at all: the footer then offers "Privacy settings". */
    analyticsConfigured: Boolean(env.ANALYTICS_SCRIPT_URL),
    // the configured public origin, never the request's Host (a shared cache would keep it)
    origin: env.SITE_URL,
  };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const pageLocale = useLocale();
  const admin = useRouteLoaderData<typeof loader>("root")?.admin;
  return (
    <html lang={admin?.locale ?? pageLocale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={siteConfig.colors.ink} />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-white antialiased">
        {children}
        <Scripts />
      </body>
    </html>
  );
}

/** Scrolls to the top on every route change (to the anchor when the URL has one). */
function useScrollToTop() {
  const { pathname, search, hash } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname and search are the trigger
  useEffect(() => {
    if (hash) {
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
      return;
    }
    window.scrollTo(0, 0);
  }, [pathname, search, hash]);
}

/**
 * Whether to ask the analytics question. Where an analytics script is configured, its code
 * (lib/consent.ts) is fetched once the page is interactive and appends the script only after a
 * yes; elsewhere nothing of it loads.
 */
function useAnalytics(url: string | null | undefined, configured: boolean): boolean {
  const [ask, setAsk] = useState(false);
  useEffect(() => {
    if (!configured) return;
    let stop: (() => void) | undefined;
    let gone = false;
    void import("~/lib/consent").then(({ startAnalytics }) => {
      if (!gone) stop = startAnalytics(url, setAsk);
    });
    return () => {
      gone = true;
      stop?.();
    };
  }, [url, configured]);
  return ask;
}

export default function App({ loaderData }: Route.ComponentProps) {
  const chunkFailure = useChunkFailure();
  // Marks the document as interactive (used by tests and by CSS that needs JavaScript).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
    putBackTyped();
  }, []);
  useScrollToTop();
  const askConsent = useAnalytics(loaderData.analyticsUrl, loaderData.analyticsConfigured) && !loaderData.admin;
  // the error screen's words, should a later failure lose the root's data (browser only)
  useEffect(() => rememberErrorWords(loaderData.frame.error), [loaderData.frame.error]);
  if (chunkFailure) {
    return (
      <main>
        <ErrorScreen
          message={chunkMessage(chunkFailure, loaderData.locale, loaderData.frame.error)}
          locale={loaderData.locale}
          words={loaderData.frame.error}
        />
      </main>
    );
  }
  return (
    <>
      <Outlet />
      {askConsent ? (
        <Suspense fallback={null}>
          <ConsentBanner words={loaderData.frame.consent} />
        </Suspense>
      ) : null}
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const root = useRouteLoaderData<typeof loader>("root");
  // the language from the address (the router's basename): the root's data may never have come
  const locale = useLocale();
  const words = errorWordsOf(root?.frame, error);
  const chunkError = toChunkLoadError(error);
  useEffect(() => {
    if (chunkError) handleChunkError(chunkError);
  }, [chunkError]);
  const detail = root?.siteEnv === "local" && error instanceof Error ? error.stack : undefined;
  return (
    <main>
      <ErrorScreen
        message={chunkError ? chunkMessage(chunkError, locale, words) : errorMessage(error, locale, words)}
        detail={detail}
        locale={locale}
        words={words}
      />
    </main>
  );
}
