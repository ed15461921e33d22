import { data, Link } from "react-router";
import { staffOf } from "~/.server/auth/request.server";
import { runtimeContext } from "~/.server/context";
import { AdminPager } from "~/features/admin/pager";
import { AdminHeader, AdminTable, adminButton } from "~/features/admin/ui";
import { dealersForAdmin } from "~/features/dealers/editing.server";
import { pagedHref, pageOf } from "~/lib/pagination";
import type { Route } from "./+types/dealers";

export async function loader({ context, request }: Route.LoaderArgs) {
  staffOf(context, "content");
  const rows = await dealersForAdmin(context.get(runtimeContext).database.db);
  const shown = pageOf(rows, new URL(request.url).searchParams.get("page"), PER_PAGE);
  if (!shown) throw data("Not Found", { status: 404 });
  return { rows: shown.items, page: shown.page, pages: shown.pages, total: rows.length };
}

/** Rows per page of the list. */
const PER_PAGE = 50;

export const meta = () => [{ title: "Stores | Noteva admin" }];

export default function Dealers({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <AdminHeader title="Stores">
        <Link to="/admin/dealers/new" className={adminButton}>
          New store
        </Link>
      </AdminHeader>
      <AdminTable columns={["Store", "Type", "Where", "Verified", "State"]}>
        {loaderData.rows.map((d) => (
          <tr key={d.id}>
            <td className="px-4 py-3">
              <Link to={`/admin/dealers/${d.id}`} className="font-semibold text-accent underline">
                {d.name}
              </Link>
            </td>
            <td className="px-4 py-3">{d.type}</td>
            <td className="px-4 py-3">
              {d.city}, {d.country}
            </td>
            <td className="px-4 py-3">{d.verifiedOn}</td>
            <td className="px-4 py-3">{d.status}</td>
          </tr>
        ))}
      </AdminTable>
      <AdminPager page={loaderData.page} pages={loaderData.pages} href={(n) => pagedHref("/admin/dealers", {}, n)} />
    </>
  );
}
