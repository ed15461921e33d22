import { Link } from "react-router";
import { adminLocaleOf } from "~/.server/admin/locale.server";
import { staffOf } from "~/.server/auth/request.server";
import { runtimeContext } from "~/.server/context";
import { AdminHeader, AdminTable } from "~/components/ui/admin/ui";
import { adminLegalPages } from "~/features/company/legal.server";
import { legalAdminText } from "~/features/company/legal-admin-text";
import * as adminHref from "~/lib/admin/href";
import { adminTitle, useAdminFormats } from "~/lib/admin/i18n";
import type { Route } from "./+types/legal-pages";

export async function loader({ request, context }: Route.LoaderArgs) {
  staffOf(context, "content");
  const text = legalAdminText[adminLocaleOf(request, context)];
  return { pages: await adminLegalPages(context.get(runtimeContext).database.db), text };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  adminTitle(matches, loaderData?.text.title ?? "Legal pages");

export default function LegalPages({ loaderData }: Route.ComponentProps) {
  const { pages, text: t } = loaderData;
  const { dateTime } = useAdminFormats();
  return (
    <>
      <AdminHeader title={t.title} />
      <p className="mb-6 max-w-3xl text-ink-soft">{t.intro}</p>
      <AdminTable columns={[t.columns.page, t.columns.language, t.columns.title, t.columns.updated]}>
        {pages.map((p) => (
          <tr key={p.id}>
            <td className="px-4 py-3">
              <Link to={adminHref.legalPage(p.id)} className="font-semibold text-accent underline">
                {t.pages[p.key]}
              </Link>
            </td>
            <td className="px-4 py-3">{t.languages[p.locale]}</td>
            <td className="px-4 py-3" lang={p.locale}>
              {p.title}
            </td>
            <td className="px-4 py-3">{dateTime(p.updatedAt)}</td>
          </tr>
        ))}
      </AdminTable>
    </>
  );
}
