import { Link } from "react-router";
import { adminLocaleOf } from "~/.server/admin/locale.server";
import { staffOf } from "~/.server/auth/request.server";
import { AUDIT_PER_PAGE, auditPage } from "~/.server/changes/audit-log.server";
import { runtimeContext } from "~/.server/context";
import { AdminPager } from "~/components/ui/admin/pager";
import { AdminHeader, FilterForm } from "~/components/ui/admin/ui";
import { restorerOf } from "~/compose/history.server";
import { changeLine, entityName } from "~/lib/admin/change-line";
import * as adminHref from "~/lib/admin/href";
import { adminTitle, useAdminFormats } from "~/lib/admin/i18n";
import { changesText } from "~/lib/admin/text/changes";
import { listsText } from "~/lib/admin/text/lists";
import { fillNodes } from "~/lib/i18n/fill-nodes";
import { pageCount, parsePage } from "~/lib/pagination";
import { can } from "~/lib/permissions";
import type { Route } from "./+types/audit";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = staffOf(context, "audit");
  const params = new URL(request.url).searchParams;
  const page = parsePage(params.get("page")) ?? 1;
  const entity = params.get("entity") || null;
  const { entities, rows, total } = await auditPage(context.get(runtimeContext).database.db, entity, page, {
    securityEvents: can(user.role, "users"),
  });
  const locale = adminLocaleOf(request, context);
  return {
    text: listsText[locale].audit,
    // the log's words in the editor's language; each line is written from them where it shows
    changes: changesText[locale],
    entity,
    entities: entities.map((value) => ({ value, label: entityName(changesText[locale], value) })),
    page,
    pages: pageCount(total, AUDIT_PER_PAGE),
    rows: rows.map((r) => ({
      id: r.id,
      at: r.at.toISOString(),
      who: r.userEmail,
      action: r.action,
      entity: r.entity,
      entityId: r.entityId,
      history: restorerOf(r.entity) ? adminHref.history(r.entity, r.entityId) : null,
      before: r.before === null ? null : JSON.stringify(r.before, null, 2),
      after: r.after === null ? null : JSON.stringify(r.after, null, 2),
    })),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  adminTitle(matches, loaderData?.text.title ?? "Audit log");

export default function Audit({ loaderData }: Route.ComponentProps) {
  const { rows, entities, entity, page, pages, changes, text: t } = loaderData;
  const { dateTime } = useAdminFormats();
  return (
    <>
      <AdminHeader title={t.title} />
      <FilterForm
        filters={[{ name: "entity", label: t.whatChanged, value: entity, any: t.everything, options: entities }]}
      />
      {rows.length ? (
        <ol className="space-y-3">
          {rows.map((r) => (
            <li key={r.id} className="rounded-2xl border border-line bg-white p-4 text-sm">
              <p>
                {fillNodes(t.entry, {
                  what: <strong>{changeLine(changes, { action: r.action, entity: r.entity, id: r.entityId })}</strong>,
                  who: r.who,
                  at: <time dateTime={r.at}>{dateTime(r.at)}</time>,
                })}
                {r.history ? (
                  <>
                    {" · "}
                    <Link to={r.history} className="font-semibold text-accent underline">
                      {t.history}
                    </Link>
                  </>
                ) : null}
              </p>
              {r.before || r.after ? (
                <details className="mt-2">
                  <summary className="cursor-pointer font-semibold text-accent">{t.beforeAfter}</summary>
                  <div className="mt-2 grid gap-3 md:grid-cols-2">
                    <figure>
                      <figcaption className="text-xs font-semibold">{t.before}</figcaption>
                      <pre className="overflow-x-auto rounded bg-mist p-3 text-xs">{r.before ?? t.nothing}</pre>
                    </figure>
                    <figure>
                      <figcaption className="text-xs font-semibold">{t.after}</figcaption>
                      <pre className="overflow-x-auto rounded bg-mist p-3 text-xs">{r.after ?? t.nothing}</pre>
                    </figure>
                  </div>
                </details>
              ) : null}
            </li>
          ))}
        </ol>
      ) : (
        <p>{t.none}</p>
      )}
      <AdminPager page={page} pages={pages} href={(n) => adminHref.audit({ entity, page: n })} />
    </>
  );
}
