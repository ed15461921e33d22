import { Outlet, useLocation, useMatches, useNavigation } from "react-router";
import { localeOf, runtimeContext } from "~/.server/context";
import { Footer } from "~/components/layout/footer";
import { Header } from "~/components/layout/header";
import { LanguageSuggestion } from "~/components/layout/language-suggestion";
import { ThreeDots } from "~/components/ui/three-dots";
import { navIn } from "~/features/catalogue/localized.server";
import type { Crumb } from "~/lib/breadcrumbs";
import { type FrameMessages, useFrame } from "~/lib/i18n/frame";
import { supportEmail } from "~/lib/site-config";
import type { Route } from "./+types/layout";

/** A route's trail, from its data and the frame's words in the page's language. */
export type CrumbHandle = { breadcrumbs: (data: never, m: FrameMessages) => Crumb[] };

export async function loader({ context }: Route.LoaderArgs) {
  const { env, database } = context.get(runtimeContext);
  return { categories: await navIn(database.db, localeOf(context)), supportEmail: supportEmail(env.SITE_ENV) };
}

/** The trail of the deepest route that declares one; a route change replaces (clears) it. */
function useCrumbs(): Crumb[] {
  const matches = useMatches();
  const m = useFrame();
  for (let i = matches.length - 1; i >= 0; i--) {
    const match = matches[i];
    const handle = match?.handle as Partial<CrumbHandle> | undefined;
    // A trail that needs no data is the same on server and client; one that needs data waits for it
    // (a route without a loader has no data, and server and client disagree on null vs undefined).
    if (handle?.breadcrumbs && (handle.breadcrumbs.length === 0 || match?.loaderData != null)) {
      return handle.breadcrumbs(match?.loaderData as never, m);
    }
  }
  return [];
}

export default function SiteLayout({ loaderData }: Route.ComponentProps) {
  const crumbs = useCrumbs();
  const navigation = useNavigation();
  const location = useLocation();
  const m = useFrame();
  // A new page is loading (not just new filters on the same page): show the three dots at once.
  const loadingPage = navigation.state === "loading" && navigation.location?.pathname !== location.pathname;
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded bg-ink px-4 py-2 text-white focus:not-sr-only focus:fixed focus:left-3 focus:top-3"
      >
        {m.skipToContent}
      </a>
      <LanguageSuggestion />
      <Header categories={loaderData.categories} crumbs={crumbs} />
      <main id="main" tabIndex={-1} className="outline-none">
        {loadingPage ? <ThreeDots label={m.loadingPage} /> : <Outlet />}
      </main>
      <Footer productLines={loaderData.categories} supportEmail={loaderData.supportEmail} />
    </>
  );
}
