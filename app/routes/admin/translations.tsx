import { Link } from "react-router";
import { staffOf } from "~/.server/auth/request.server";
import { runtimeContext } from "~/.server/context";
import { AdminHeader, AdminTable } from "~/features/admin/ui";
import { translationReport } from "~/features/backoffice/translations.server";
import { translationEditHref } from "~/features/translations/links";
import { localeNames } from "~/lib/i18n/locales";
import type { Route } from "./+types/translations";

export async function loader({ context }: Route.LoaderArgs) {
  staffOf(context, "content");
  return { report: await translationReport(context.get(runtimeContext).database.db) };
}

export const meta = () => [{ title: "Translations | Noteva admin" }];

/** Per language: what is translated, and what a German or Japanese visitor still reads in English. */
export default function Translations({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <AdminHeader title="Translations" />
      <p className="mb-6 max-w-3xl text-sm text-ink-soft">
        What the German and Japanese sites show in English for want of a translation. A missing field falls back to the
        English text, marked as English for browsers and screen readers; pages and search follow a saved translation at
        once.
      </p>
      {loaderData.report.map(({ locale, kinds }) => (
        <section key={locale} aria-labelledby={`report-${locale}`} className="mb-10">
          <h2 id={`report-${locale}`} className="mb-3 text-xl font-bold">
            {localeNames[locale]}
          </h2>
          <AdminTable columns={["Content", "Translated", "Lacking a translation"]}>
            {kinds.map((kind) => (
              <tr key={kind.entity} className="align-top">
                <th scope="row" className="px-4 py-2 font-semibold">
                  {kind.label}
                </th>
                <td className="px-4 py-2 tabular-nums">
                  {kind.complete} of {kind.total}
                </td>
                <td className="px-4 py-2">
                  {kind.lacking.length ? (
                    <ul className="space-y-1">
                      {kind.lacking.map((row) => (
                        <li key={row.id}>
                          <Link to={translationEditHref(row.entity, row.id)} className="text-accent underline">
                            {row.name}
                          </Link>{" "}
                          <span className="text-muted">
                            ({row.missing} of {row.total} missing)
                          </span>
                        </li>
                      ))}
                      {kind.more ? <li className="text-muted">and {kind.more} more</li> : null}
                    </ul>
                  ) : (
                    <span className="text-muted">Nothing: every item is translated.</span>
                  )}
                </td>
              </tr>
            ))}
          </AdminTable>
        </section>
      ))}
    </>
  );
}
