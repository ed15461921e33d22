import { Link } from "react-router";
import { adminLocaleOf } from "~/.server/admin/locale.server";
import { staffOf } from "~/.server/auth/request.server";
import { runtimeContext } from "~/.server/context";
import { AdminHeader, AdminTable } from "~/components/ui/admin/ui";
import { translationReport } from "~/compose/translations.server";
import * as adminHref from "~/lib/admin/href";
import { adminTitle, fill } from "~/lib/admin/i18n";
import { fillNodes } from "~/lib/i18n/fill-nodes";
import { localeNames } from "~/lib/i18n/locales";
import { kindName, slotName } from "~/lib/translations/slot-text";
import { translationsText } from "~/lib/translations/text";
import type { Route } from "./+types/translations";

export async function loader({ context, request }: Route.LoaderArgs) {
  staffOf(context, "content");
  const locale = adminLocaleOf(request, context);
  const report = await translationReport(context.get(runtimeContext).database.db);
  // the kinds and fields named in the editor's language
  const named = report.map(({ kinds, stale, ...language }) => ({
    ...language,
    stale: stale.map(({ outdatedFields, outdated: _english, ...row }) => ({
      ...row,
      kind: kindName(locale, row.entity),
      outdated: outdatedFields.map((field) => slotName(locale, row.entity, field)),
    })),
    kinds: kinds.map((kind) => ({ ...kind, label: kindName(locale, kind.entity) })),
  }));
  return { report: named, text: translationsText[locale].report };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  adminTitle(matches, loaderData?.text.title ?? "Translations");

/** Per language: what is translated, and what a German or Japanese visitor still reads in English. */
export default function Translations({ loaderData }: Route.ComponentProps) {
  const t = loaderData.text;
  const fields = (n: number) => (n === 1 ? t.oneField : fill(t.fields, { n }));
  return (
    <>
      <AdminHeader title={t.title} />
      <p className="mb-6 max-w-3xl text-sm text-ink-soft">{t.intro}</p>
      <section aria-labelledby="outdated-summary" className="mb-8">
        <h2 id="outdated-summary" className="text-xl font-bold">
          {t.summary}
        </h2>
        <p className="mt-1 max-w-3xl text-sm text-ink-soft">{t.summaryNote}</p>
        <dl className="mt-3 flex flex-wrap gap-4">
          {loaderData.report.map(({ locale, outdated }) => (
            <div
              key={locale}
              className="rounded-2xl border border-line bg-white px-5 py-3"
              data-outdated-count={locale}
            >
              <dt className="text-sm text-ink-soft">{localeNames[locale]}</dt>
              <dd className="text-2xl font-bold">{fields(outdated)}</dd>
            </div>
          ))}
        </dl>
      </section>
      {loaderData.report.map(({ locale, kinds, stale, moreStale }) => (
        <section key={locale} aria-labelledby={`report-${locale}`} className="mb-10">
          <h2 id={`report-${locale}`} className="mb-3 text-xl font-bold">
            {localeNames[locale]}
          </h2>
          <h3 className="mb-2 font-bold">{t.outdatedHeading}</h3>
          {stale.length ? (
            <ul className="mb-6 space-y-1 rounded-2xl border border-amber-700/40 bg-amber-50 px-4 py-3 text-sm">
              {stale.map((row) => (
                <li key={`${row.entity}:${row.id}`} data-outdated-item={`${locale}:${row.entity}:${row.id}`}>
                  {fillNodes(t.staleItem, {
                    name: (
                      <Link
                        to={adminHref.translationEdit({ entity: row.entity, id: row.id })}
                        className="font-semibold text-accent underline"
                      >
                        {row.name}
                      </Link>
                    ),
                    kind: <span className="text-muted">{row.kind}</span>,
                    fields: row.outdated.join(t.fieldSeparator),
                  })}
                </li>
              ))}
              {moreStale ? <li className="text-muted">{fill(t.moreItems, { n: moreStale })}</li> : null}
            </ul>
          ) : (
            <p className="mb-6 text-sm text-muted">{t.outdatedNone}</p>
          )}
          <AdminTable columns={[t.columns.content, t.columns.translated, t.columns.outdated, t.columns.lacking]}>
            {kinds.map((kind) => (
              <tr key={kind.entity} className="align-top">
                <th scope="row" className="px-4 py-2 font-semibold">
                  {kind.label}
                </th>
                <td className="px-4 py-2 tabular-nums">{fill(t.of, { complete: kind.complete, total: kind.total })}</td>
                <td className="px-4 py-2 tabular-nums">{fields(kind.outdated)}</td>
                <td className="px-4 py-2">
                  {kind.lacking.length ? (
                    <ul className="space-y-1">
                      {kind.lacking.map((row) => (
                        <li key={row.id}>
                          <Link
                            to={adminHref.translationEdit({ entity: row.entity, id: row.id })}
                            className="text-accent underline"
                          >
                            {row.name}
                          </Link>{" "}
                          <span className="text-muted">
                            {fill(t.missing, { missing: row.missing, total: row.total })}
                          </span>
                        </li>
                      ))}
                      {kind.more ? <li className="text-muted">{fill(t.more, { n: kind.more })}</li> : null}
                    </ul>
                  ) : (
                    <span className="text-muted">{t.allTranslated}</span>
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
