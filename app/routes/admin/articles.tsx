import { data, Link } from "react-router";
import { adminLocaleOf } from "~/.server/admin/locale.server";
import { staffOf } from "~/.server/auth/request.server";
import { runtimeContext } from "~/.server/context";
import { AdminPager } from "~/components/ui/admin/pager";
import { AdminHeader, AdminTable, adminButton, FilterForm } from "~/components/ui/admin/ui";
import { articleStates } from "~/features/news/article-form";
import { adminArticles } from "~/features/news/editing.server";
import * as adminHref from "~/lib/admin/href";
import { adminTitle, useAdminFormats } from "~/lib/admin/i18n";
import { listsText } from "~/lib/admin/text/lists";
import { articleKinds } from "~/lib/content-model";
import { pageOf } from "~/lib/pagination";
import type { Route } from "./+types/articles";

export async function loader({ request, context }: Route.LoaderArgs) {
  staffOf(context, "content");
  const params = new URL(request.url).searchParams;
  const status = articleStates.find((s) => s === params.get("status")) ?? null;
  const kind = articleKinds.find((k) => k === params.get("kind")) ?? null;
  const rows = await adminArticles(context.get(runtimeContext).database.db, { state: status, kind });
  const shown = pageOf(rows, params.get("page"), PER_PAGE);
  if (!shown) throw data("Not Found", { status: 404 });
  const { articles, states, kinds } = listsText[adminLocaleOf(request, context)];
  const text = { ...articles, states, kinds };
  return { status, kind, rows: shown.items, page: shown.page, pages: shown.pages, text };
}

/** Rows per page of the list. */
const PER_PAGE = 50;

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  adminTitle(matches, loaderData?.text.title ?? "News and updates");

export default function Articles({ loaderData }: Route.ComponentProps) {
  const { rows, status, kind, text: t } = loaderData;
  const { dateTime } = useAdminFormats();
  return (
    <>
      <AdminHeader title={t.title}>
        <Link to={adminHref.newArticle()} className={adminButton}>
          {t.new}
        </Link>
      </AdminHeader>
      <FilterForm
        filters={[
          {
            name: "status",
            label: t.state,
            value: status,
            any: t.anyState,
            options: articleStates.map((s) => ({ value: s, label: t.states[s] })),
          },
          {
            name: "kind",
            label: t.kind,
            value: kind,
            any: t.anyKind,
            options: [
              { value: "news", label: t.news },
              { value: "update", label: t.updates },
            ],
          },
        ]}
      />
      <AdminTable columns={[t.columns.title, t.columns.kind, t.columns.state, t.columns.publication]}>
        {rows.map((r) => (
          <tr key={r.id}>
            <td className="px-4 py-3">
              <Link to={adminHref.article(r.id)} className="font-semibold text-accent underline">
                {r.title}
              </Link>
            </td>
            <td className="px-4 py-3">{t.kinds[r.kind as keyof typeof t.kinds] ?? r.kind}</td>
            <td className="px-4 py-3">{t.states[r.state as keyof typeof t.states] ?? r.state}</td>
            <td className="px-4 py-3">{r.state === "draft" ? "—" : dateTime(r.publishedAt)}</td>
          </tr>
        ))}
      </AdminTable>
      <AdminPager
        page={loaderData.page}
        pages={loaderData.pages}
        href={(n) => adminHref.articles({ status, kind, page: n })}
      />
    </>
  );
}
