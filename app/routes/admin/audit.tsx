import { Link } from "react-router";
import { staffOf } from "~/.server/auth/request.server";
import { runtimeContext } from "~/.server/context";
import { Pager } from "~/components/ui/pager";
import { AdminHeader, FilterForm, formatDateTime } from "~/features/admin/ui";
import { AUDIT_PER_PAGE, auditPage } from "~/features/changes/audit-log.server";
import { restorerOf } from "~/features/history/history.server";
import { pageCount, parsePage } from "~/lib/pagination";
import type { Route } from "./+types/audit";

export async function loader({ request, context }: Route.LoaderArgs) {
  staffOf(context, "audit");
  const params = new URL(request.url).searchParams;
  const page = parsePage(params.get("page")) ?? 1;
  const entity = params.get("entity") || null;
  const { entities, rows, total } = await auditPage(context.get(runtimeContext).database.db, entity, page);
  return {
    entity,
    entities,
    page,
    pages: pageCount(total, AUDIT_PER_PAGE),
    rows: rows.map((r) => ({
      id: r.id,
      at: r.at.toISOString(),
      who: r.userEmail,
      action: r.action,
      entity: r.entity,
      entityId: r.entityId,
      history: restorerOf(r.entity) ? `/admin/history/${r.entity}/${encodeURIComponent(r.entityId)}` : null,
      before: r.before === null ? null : JSON.stringify(r.before, null, 2),
      after: r.after === null ? null : JSON.stringify(r.after, null, 2),
    })),
  };
}

export const meta = () => [{ title: "Audit log | Noteva admin" }];

export default function Audit({ loaderData }: Route.ComponentProps) {
  const { rows, entities, entity, page, pages } = loaderData;
  return (
    <>
      <AdminHeader title="Audit log" />
      <FilterForm
        filters={[{ name: "entity", label: "What changed", value: entity, any: "Everything", options: entities }]}
      />
      {rows.length ? (
        <ol className="space-y-3">
          {rows.map((r) => (
            <li key={r.id} className="rounded-2xl border border-line bg-white p-4 text-sm">
              <p>
                <strong>
                  {r.action} {r.entity} {r.entityId}
                </strong>{" "}
                by {r.who}, <time dateTime={r.at}>{formatDateTime(r.at)}</time>
                {r.history ? (
                  <>
                    {" · "}
                    <Link to={r.history} className="font-semibold text-accent underline">
                      History and restore
                    </Link>
                  </>
                ) : null}
              </p>
              {r.before || r.after ? (
                <details className="mt-2">
                  <summary className="cursor-pointer font-semibold text-accent">Before and after</summary>
                  <div className="mt-2 grid gap-3 md:grid-cols-2">
                    <figure>
                      <figcaption className="text-xs font-semibold">Before</figcaption>
                      <pre className="overflow-x-auto rounded bg-mist p-3 text-xs">{r.before ?? "(nothing)"}</pre>
                    </figure>
                    <figure>
                      <figcaption className="text-xs font-semibold">After</figcaption>
                      <pre className="overflow-x-auto rounded bg-mist p-3 text-xs">{r.after ?? "(nothing)"}</pre>
                    </figure>
                  </div>
                </details>
              ) : null}
            </li>
          ))}
        </ol>
      ) : (
        <p>No changes recorded yet.</p>
      )}
      <Pager
        page={page}
        pages={pages}
        href={(n) => `/admin/audit?${new URLSearchParams({ ...(entity ? { entity } : {}), page: String(n) })}`}
      />
    </>
  );
}
