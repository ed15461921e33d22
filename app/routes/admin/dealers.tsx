import { data, Link } from "react-router";
import { adminLocaleOf } from "~/.server/admin/locale.server";
import { staffOf } from "~/.server/auth/request.server";
import { runtimeContext } from "~/.server/context";
import { AdminPager } from "~/components/ui/admin/pager";
import { AdminHeader, AdminTable, adminButton } from "~/components/ui/admin/ui";
import { dealerText } from "~/features/dealers/admin-text";
import { dealersForAdmin } from "~/features/dealers/editing.server";
import * as adminHref from "~/lib/admin/href";
import { adminTitle, fill, useAdminFormats } from "~/lib/admin/i18n";
import { listsText } from "~/lib/admin/text/lists";
import { pageOf } from "~/lib/pagination";
import type { Route } from "./+types/dealers";

export async function loader({ context, request }: Route.LoaderArgs) {
  staffOf(context, "content");
  const locale = adminLocaleOf(request, context);
  const rows = await dealersForAdmin(context.get(runtimeContext).database.db, locale);
  const shown = pageOf(rows, new URL(request.url).searchParams.get("page"), PER_PAGE);
  if (!shown) throw data("Not Found", { status: 404 });
  const { list, newStore, types } = dealerText(locale);
  const text = { ...list, newStore, types, states: listsText[locale].states };
  return { rows: shown.items, page: shown.page, pages: shown.pages, total: rows.length, text };
}

/** Rows per page of the list. */
const PER_PAGE = 50;

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  adminTitle(matches, loaderData?.text.title ?? "Stores");

export default function Dealers({ loaderData }: Route.ComponentProps) {
  const { text: t } = loaderData;
  const { date } = useAdminFormats();
  const { columns } = t;
  return (
    <>
      <AdminHeader title={t.title}>
        <Link to={adminHref.newDealer()} className={adminButton}>
          {t.newStore}
        </Link>
      </AdminHeader>
      <AdminTable columns={[columns.store, columns.type, columns.where, columns.verified, columns.state]}>
        {loaderData.rows.map((d) => (
          <tr key={d.id}>
            <td className="px-4 py-3">
              <Link to={adminHref.dealer(d.id)} className="font-semibold text-accent underline">
                {d.name}
              </Link>
            </td>
            <td className="px-4 py-3">{t.types[d.type]}</td>
            <td className="px-4 py-3">{fill(t.where, { city: d.city, country: d.country })}</td>
            <td className="px-4 py-3">
              <time dateTime={d.verifiedOn}>{date(d.verifiedOn)}</time>
            </td>
            <td className="px-4 py-3">{t.states[d.status]}</td>
          </tr>
        ))}
      </AdminTable>
      <AdminPager page={loaderData.page} pages={loaderData.pages} href={(n) => adminHref.dealers({ page: n })} />
    </>
  );
}
