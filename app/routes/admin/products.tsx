import { data, Link } from "react-router";
import { staffOf } from "~/.server/auth/request.server";
import { runtimeContext } from "~/.server/context";
import { Pager } from "~/components/ui/pager";
import { AdminHeader, AdminTable, adminButton } from "~/features/admin/ui";
import { productList } from "~/features/catalogue/products-admin.server";
import { pagedHref, pageOf } from "~/lib/pagination";
import type { Route } from "./+types/products";

export async function loader({ context, request }: Route.LoaderArgs) {
  staffOf(context, "content");
  const rows = await productList(context.get(runtimeContext).database.db);
  const shown = pageOf(rows, new URL(request.url).searchParams.get("page"), PER_PAGE);
  if (!shown) throw data("Not Found", { status: 404 });
  return { rows: shown.items, page: shown.page, pages: shown.pages, total: rows.length };
}

/** Rows per page of the list. */
const PER_PAGE = 50;

export const meta = () => [{ title: "Products | Noteva admin" }];

export default function Products({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <AdminHeader title="Products">
        <Link to="/admin/products/new" className={adminButton}>
          New product
        </Link>
      </AdminHeader>
      <AdminTable columns={["Product", "Line", "State", "Changed"]}>
        {loaderData.rows.map((p) => (
          <tr key={p.id}>
            <td className="px-4 py-3">
              <Link to={`/admin/products/${p.id}`} className="font-semibold text-accent underline">
                {p.title}
              </Link>
            </td>
            <td className="px-4 py-3">{p.categoryId}</td>
            <td className="px-4 py-3">{p.status}</td>
            <td className="px-4 py-3">{p.updatedAt}</td>
          </tr>
        ))}
      </AdminTable>
      <Pager page={loaderData.page} pages={loaderData.pages} href={(n) => pagedHref("/admin/products", {}, n)} />
    </>
  );
}
