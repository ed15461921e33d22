import { useEffect } from "react";
import { Form, isRouteErrorResponse, Link, NavLink, Outlet, redirect } from "react-router";
import { sessionFromRequest, staffOf } from "~/.server/auth/request.server";
import { requestContext, runtimeContext, staffContext } from "~/.server/context";
import { Logo } from "~/components/layout/logo";
import { RouteErrorBoundary } from "~/components/ui/route-error";
import { unreadCount } from "~/features/contact/inbox.server";
import { mustEnrol } from "~/features/staff/factors.server";
import { rememberEditor, sessionEnded } from "~/features/staff/kept-drafts.server";
import * as adminHref from "~/lib/admin/href";
import { useAdminFrame, useAdminRootIfSent } from "~/lib/admin/i18n";
import * as href from "~/lib/href";
import { can } from "~/lib/permissions";
import { userStore } from "~/lib/user-info";
import type { Route } from "./+types/layout";

/**
 * Every admin route, page or file, passes here first: no session, no admin. The session is read
 * here once per request; loaders and actions take it from the context with `staffOf`. A form sent
 * after the session ended is kept for the editor to return to after signing in again. When every
 * account must have a second factor and this one has none, its only admin page is the one to add it.
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context }, next) => {
    const session = await sessionFromRequest(request, context);
    if (!session) throw await sessionEnded(request, context);
    context.set(staffContext, session);
    const trace = context.get(requestContext).trace;
    if (trace) trace.staffId = session.user.id;
    const { env, database } = context.get(runtimeContext);
    // a client navigation asks for the page's data (/admin/account/security.data): the same page
    const page = new URL(request.url).pathname.replace(/\.data$/, "");
    if (page !== adminHref.security() && (await mustEnrol(database.db, env.SITE_ENV, session.user.id))) {
      throw redirect(adminHref.security({ required: true }));
    }
    return rememberEditor(request, context, session, await next());
  },
];

export async function loader({ context }: Route.LoaderArgs) {
  const { name, role, email } = staffOf(context).user;
  return { user: { name, role, email }, unread: await unreadCount(context.get(runtimeContext).database.db) };
}

export function headers() {
  return { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" };
}

export const meta = () => [{ name: "robots", content: "noindex" }];

const navClass = ({ isActive }: { isActive: boolean }) =>
  `flex items-center justify-between rounded-lg px-3 py-2 text-sm font-semibold ${isActive ? "bg-ink text-white" : "text-ink hover:bg-mist"}`;

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const { user, unread } = loaderData;
  const t = useAdminFrame();
  const nav = t.nav;
  // user info for the public pages' indicator: what the UI shows, never a token
  useEffect(() => {
    const stored = userStore.get().user;
    if (stored?.name !== user.name || stored?.role !== user.role)
      userStore.update({ name: user.name, role: user.role });
  }, [user.name, user.role]);
  const links = [
    { to: adminHref.dashboard(), label: nav.dashboard, end: true, show: true },
    { to: adminHref.inbox(), label: nav.inbox, badge: unread, show: can(user.role, "inbox") },
    { to: adminHref.mail(), label: nav.mail, show: can(user.role, "inbox") },
    { to: adminHref.firmwareNews(), label: nav.firmwareNews, show: can(user.role, "users") },
    { to: adminHref.products(), label: nav.products, show: can(user.role, "content") },
    { to: adminHref.categories(), label: nav.categories, show: can(user.role, "content") },
    { to: adminHref.articles(), label: nav.articles, show: can(user.role, "content") },
    { to: adminHref.documents(), label: nav.documents, show: can(user.role, "content") },
    { to: adminHref.dealers(), label: nav.dealers, show: can(user.role, "content") },
    { to: adminHref.translations(), label: nav.translations, show: can(user.role, "content") },
    { to: adminHref.legalPages(), label: nav.legal, show: can(user.role, "content") },
    { to: adminHref.users(), label: nav.users, show: can(user.role, "users") },
    { to: adminHref.audit(), label: nav.audit, show: can(user.role, "audit") },
    { to: adminHref.account(), label: nav.account, show: true },
  ];
  return (
    <div className="min-h-screen bg-mist/50">
      <a
        href="#admin-main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:bg-white focus:p-2"
      >
        {t.layout.skip}
      </a>
      <header className="border-b border-line bg-white">
        <div className="mx-auto flex h-14 max-w-7xl items-center justify-between gap-4 px-5">
          <div className="flex items-center gap-4">
            <Link to={href.home()} aria-label={t.layout.site}>
              <Logo />
            </Link>
            <span className="rounded bg-ink px-2 py-0.5 text-xs font-bold uppercase tracking-wider text-white">
              {t.layout.badge}
            </span>
          </div>
          <div className="flex items-center gap-4 text-sm">
            <span>
              {user.name} <span className="text-muted">({t.roles[user.role]})</span>
            </span>
            <Form method="post" action={adminHref.logout()} onSubmit={() => userStore.clear()}>
              <button type="submit" className="rounded-full border border-line px-4 py-1.5 font-semibold hover:bg-mist">
                {t.layout.signOut}
              </button>
            </Form>
          </div>
        </div>
      </header>
      <div className="mx-auto grid max-w-7xl gap-8 px-5 py-8 md:grid-cols-[14rem_minmax(0,1fr)]">
        <nav aria-label={nav.label}>
          <ul className="space-y-1">
            {links
              .filter((l) => l.show)
              .map((l) => (
                <li key={l.to}>
                  <NavLink to={l.to} end={l.end} className={navClass}>
                    {l.label}
                    {l.badge ? (
                      <span className="rounded-full bg-accent px-2 text-xs text-white">
                        {l.badge}
                        <span className="sr-only"> {nav.unread}</span>
                      </span>
                    ) : null}
                  </NavLink>
                </li>
              ))}
          </ul>
        </nav>
        <main id="admin-main" className="min-w-0">
          <Outlet />
        </main>
      </div>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useAdminRootIfSent()?.frame.layout;
  if (t && isRouteErrorResponse(error) && error.status === 403) {
    return (
      <main className="mx-auto max-w-3xl px-5 py-16">
        <h1 className="text-2xl font-bold">{t.notAllowed}</h1>
        <p className="mt-3">{t.forbidden}</p>
        <p className="mt-6">
          <Link to={adminHref.dashboard()} className="font-semibold text-accent underline">
            {t.backToDashboard}
          </Link>
        </p>
      </main>
    );
  }
  if (t && isRouteErrorResponse(error) && error.status === 404 && error.data === "Not Found") {
    return (
      <main className="mx-auto max-w-3xl px-5 py-16">
        <h1 className="text-2xl font-bold">{t.notFound}</h1>
        <p className="mt-6">
          <Link to={adminHref.dashboard()} className="font-semibold text-accent underline">
            {t.backToDashboard}
          </Link>
        </p>
      </main>
    );
  }
  return (
    <main className="mx-auto max-w-3xl px-5 py-16">
      <RouteErrorBoundary error={error} />
    </main>
  );
}
