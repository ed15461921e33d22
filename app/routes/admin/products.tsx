import { data, Link } from "react-router";
import { adminLocaleOf } from "~/.server/admin/locale.server";
import { staffOf } from "~/.server/auth/request.server";
import { runtimeContext } from "~/.server/context";
import { AdminPager } from "~/components/ui/admin/pager";
import { AdminHeader, AdminTable, adminButton } from "~/components/ui/admin/ui";
import { productList } from "~/features/catalogue/products-admin.server";
import * as adminHref from "~/lib/admin/href";
import { adminTitle, useAdminFormats } from "~/lib/admin/i18n";
import { listsText } from "~/lib/admin/text/lists";
import { pageOf } from "~/lib/pagination";
import type { Route } from "./+types/products";

export async function loader({ context, request }: Route.LoaderArgs) {
  staffOf(context, "content");
  const rows = await productList(context.get(runtimeContext).database.db);
  const shown = pageOf(rows, new URL(request.url).searchParams.get("page"), PER_PAGE);
  if (!shown) throw data("Not Found", { status: 404 });
  const { products, states } = listsText[adminLocaleOf(request, context)];
  const text = { ...products, states };
  return { rows: shown.items, page: shown.page, pages: shown.pages, total: rows.length, text };
}

/** Rows per page of the list. */
const PER_PAGE = 50;

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  adminTitle(matches, loaderData?.text.title ?? "Products");

export default function Products({ loaderData }: Route.ComponentProps) {
  const t = loaderData.text;
  const { date } = useAdminFormats();
  return (
    <>
      <AdminHeader title={t.title}>
        <Link to={adminHref.newProduct()} className={adminButton}>
          {t.new}
        </Link>
      </AdminHeader>
      <AdminTable columns={[t.columns.product, t.columns.line, t.columns.state, t.columns.changed]}>
        {loaderData.rows.map((p) => (
          <tr key={p.id}>
            <td className="px-4 py-3">
              <Link to={adminHref.product(p.id)} className="font-semibold text-accent underline">
                {p.title}
              </Link>
            </td>
            <td className="px-4 py-3">{p.categoryId}</td>
            <td className="px-4 py-3">{t.states[p.status]}</td>
            <td className="px-4 py-3">{date(p.updatedAt)}</td>
          </tr>
        ))}
      </AdminTable>
      <AdminPager page={loaderData.page} pages={loaderData.pages} href={(n) => adminHref.products({ page: n })} />
    </>
  );
}
