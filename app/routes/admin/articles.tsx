import { data, Link } from "react-router";
import { staffOf } from "~/.server/auth/request.server";
import { runtimeContext } from "~/.server/context";
import { Pager } from "~/components/ui/pager";
import { AdminHeader, AdminTable, adminButton, FilterForm, formatDateTime } from "~/features/admin/ui";
import { articleStates } from "~/features/news/article-form";
import { adminArticles } from "~/features/news/editing.server";
import { articleKinds } from "~/lib/content-model";
import { pagedHref, pageOf } from "~/lib/pagination";
import type { Route } from "./+types/articles";

export async function loader({ request, context }: Route.LoaderArgs) {
  staffOf(context, "content");
  const params = new URL(request.url).searchParams;
  const status = articleStates.find((s) => s === params.get("status")) ?? null;
  const kind = articleKinds.find((k) => k === params.get("kind")) ?? null;
  const rows = await adminArticles(context.get(runtimeContext).database.db, { state: status, kind });
  const shown = pageOf(rows, params.get("page"), PER_PAGE);
  if (!shown) throw data("Not Found", { status: 404 });
  return { status, kind, rows: shown.items, page: shown.page, pages: shown.pages };
}

/** Rows per page of the list. */
const PER_PAGE = 50;

export const meta = () => [{ title: "News and updates | Noteva admin" }];

export default function Articles({ loaderData }: Route.ComponentProps) {
  const { rows, status, kind } = loaderData;
  return (
    <>
      <AdminHeader title="News and updates">
        <Link to="/admin/articles/new" className={adminButton}>
          New article
        </Link>
      </AdminHeader>
      <FilterForm
        filters={[
          { name: "status", label: "State", value: status, any: "Any state", options: [...articleStates] },
          {
            name: "kind",
            label: "Kind",
            value: kind,
            any: "News and updates",
            options: [
              { value: "news", label: "News" },
              { value: "update", label: "Updates" },
            ],
          },
        ]}
      />
      <AdminTable columns={["Title", "Kind", "State", "Publication"]}>
        {rows.map((r) => (
          <tr key={r.id}>
            <td className="px-4 py-3">
              <Link to={`/admin/articles/${r.id}`} className="font-semibold text-accent underline">
                {r.title}
              </Link>
            </td>
            <td className="px-4 py-3">{r.kind}</td>
            <td className="px-4 py-3">{r.state}</td>
            <td className="px-4 py-3">{r.state === "draft" ? "—" : formatDateTime(r.publishedAt)}</td>
          </tr>
        ))}
      </AdminTable>
      <Pager
        page={loaderData.page}
        pages={loaderData.pages}
        href={(n) => pagedHref("/admin/articles", { status, kind }, n)}
      />
    </>
  );
}
