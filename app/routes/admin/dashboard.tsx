import { Link } from "react-router";
import { adminLocaleOf } from "~/.server/admin/locale.server";
import { staffOf } from "~/.server/auth/request.server";
import { recentChanges } from "~/.server/changes/audit-log.server";
import { runtimeContext } from "~/.server/context";
import { AdminHeader } from "~/components/ui/admin/ui";
import { dashboardCounts } from "~/compose/counts.server";
import { outdatedTranslationCounts } from "~/compose/translations.server";
import { changeLine } from "~/lib/admin/change-line";
import * as adminHref from "~/lib/admin/href";
import { fill, useAdminFormats } from "~/lib/admin/i18n";
import { changesText } from "~/lib/admin/text/changes";
import { dashboardText } from "~/lib/admin/text/dashboard";
import { localeNames } from "~/lib/i18n/locales";
import { can } from "~/lib/permissions";
import type { Route } from "./+types/dashboard";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { user } = staffOf(context);
  const locale = adminLocaleOf(request, context);
  const db = context.get(runtimeContext).database.db;
  const [counts, recent, outdated] = await Promise.all([
    dashboardCounts(db),
    recentChanges(db, 8, { securityEvents: can(user.role, "users") }),
    can(user.role, "content") ? outdatedTranslationCounts(db) : [],
  ]);
  return {
    name: user.name,
    text: dashboardText[locale],
    changes: changesText[locale],
    ...counts,
    outdated,
    recent: recent.map((r) => ({
      id: r.id,
      at: r.at.toISOString(),
      who: r.userEmail,
      action: r.action,
      entity: r.entity,
      entityId: r.entityId,
    })),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.text.title ?? "Admin | Noteva" }];

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { name, unread, drafts, scheduled, recent, outdated, changes, text: t } = loaderData;
  const { dateTime } = useAdminFormats();
  const cards = [
    { label: t.unread, value: unread, to: adminHref.inbox({ status: "new" }) },
    { label: t.drafts, value: drafts, to: adminHref.articles({ status: "draft" }) },
    { label: t.scheduled, value: scheduled, to: adminHref.articles({ status: "scheduled" }) },
    ...outdated.map((o) => ({
      label: fill(t.outdated, { language: localeNames[o.locale] }),
      value: o.outdated,
      to: adminHref.translations(),
    })),
  ];
  return (
    <>
      <AdminHeader title={fill(t.welcome, { name })} />
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
          {t.recent}
        </h2>
        {recent.length ? (
          <ul className="mt-3 divide-y divide-line rounded-2xl border border-line bg-white">
            {recent.map((r) => (
              <li key={r.id} className="px-4 py-3 text-sm">
                <Entry
                  template={fill(t.entry, { who: r.who, at: dateTime(r.at) })}
                  what={changeLine(changes, { action: r.action, entity: r.entity, id: r.entityId })}
                />
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-sm text-ink-soft">{t.none}</p>
        )}
        <p className="mt-3 text-sm">
          <Link to={adminHref.audit()} className="font-semibold text-accent underline">
            {t.audit}
          </Link>
        </p>
      </section>
    </>
  );
}

/** A change's line with what changed in bold, wherever the language puts it. */
function Entry({ template, what }: { template: string; what: string }) {
  const [head, tail = ""] = template.split("{what}");
  return (
    <>
      {head}
      <span className="font-semibold">{what}</span>
      {tail}
    </>
  );
}
