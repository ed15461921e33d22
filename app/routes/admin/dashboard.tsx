import { Link } from "react-router";
import { staffOf } from "~/.server/auth/request.server";
import { runtimeContext } from "~/.server/context";
import { AdminHeader, formatDateTime } from "~/features/admin/ui";
import { dashboardCounts } from "~/features/backoffice/counts.server";
import { outdatedTranslationCounts } from "~/features/backoffice/translations.server";
import { recentChanges } from "~/features/changes/audit-log.server";
import { localeNames } from "~/lib/i18n/locales";
import { can } from "~/lib/permissions";
import type { Route } from "./+types/dashboard";

/** The words of this screen that are new with outdated translations, together for a message catalogue. */
const TEXT = {
  outdated: (language: string) => `Outdated translations (${language})`,
};

export async function loader({ context }: Route.LoaderArgs) {
  const { user } = staffOf(context);
  const db = context.get(runtimeContext).database.db;
  const [counts, recent, outdated] = await Promise.all([
    dashboardCounts(db),
    recentChanges(db, 8),
    can(user.role, "content") ? outdatedTranslationCounts(db) : [],
  ]);
  return {
    name: user.name,
    ...counts,
    outdated,
    recent: recent.map((r) => ({
      id: r.id,
      at: r.at.toISOString(),
      who: r.userEmail,
      what: `${r.action} ${r.entity} ${r.entityId}`,
    })),
  };
}

export const meta = () => [{ title: "Admin | Noteva" }];

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { name, unread, drafts, scheduled, recent, outdated } = loaderData;
  const cards = [
    { label: "New contact messages", value: unread, to: "/admin/inbox?status=new" },
    { label: "Article drafts", value: drafts, to: "/admin/articles?status=draft" },
    { label: "Scheduled articles", value: scheduled, to: "/admin/articles?status=scheduled" },
    ...outdated.map((o) => ({
      label: TEXT.outdated(localeNames[o.locale]),
      value: o.outdated,
      to: "/admin/translations",
    })),
  ];
  return (
    <>
      <AdminHeader title={`Welcome, ${name}`} />
      <ul className="grid gap-4 sm:grid-cols-3">
        {cards.map((c) => (
          <li key={c.label}>
            <Link to={c.to} className="block rounded-2xl border border-line bg-white p-5 hover:border-ink">
              <span className="block text-3xl font-bold">{c.value}</span>
              <span className="text-sm text-ink-soft">{c.label}</span>
            </Link>
          </li>
        ))}
      </ul>
      <section aria-labelledby="recent" className="mt-10">
        <h2 id="recent" className="text-lg font-bold">
          Recent changes
        </h2>
        {recent.length ? (
          <ul className="mt-3 divide-y divide-line rounded-2xl border border-line bg-white">
            {recent.map((r) => (
              <li key={r.id} className="px-4 py-3 text-sm">
                <span className="font-semibold">{r.what}</span> by {r.who}, {formatDateTime(r.at)}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-sm text-ink-soft">No changes yet.</p>
        )}
        <p className="mt-3 text-sm">
          <Link to="/admin/audit" className="font-semibold text-accent underline">
            The whole audit log
          </Link>
        </p>
      </section>
    </>
  );
}
