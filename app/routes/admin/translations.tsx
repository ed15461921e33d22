import { Link } from "react-router";
import { staffOf } from "~/.server/auth/request.server";
import { runtimeContext } from "~/.server/context";
import { AdminHeader, AdminTable } from "~/features/admin/ui";
import { translationReport } from "~/features/backoffice/translations.server";
import { translationEditHref } from "~/features/translations/links";
import { localeNames } from "~/lib/i18n/locales";
import type { Route } from "./+types/translations";

/** The words of this screen that are new with outdated translations, together for a message catalogue. */
const TEXT = {
  summary: "Outdated translations",
  summaryNote:
    "A translation is outdated when its English changed since it was translated. The German and Japanese pages keep showing it until a translator updates it or confirms it is still correct.",
  fields: (n: number) => (n === 1 ? "1 field" : `${n} fields`),
  outdatedHeading: "Outdated fields",
  outdatedNone: "Nothing: every translation matches its English.",
  more: (n: number) => `and ${n} more items`,
  outdatedColumn: "Outdated",
};

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
      <section aria-labelledby="outdated-summary" className="mb-8">
        <h2 id="outdated-summary" className="text-xl font-bold">
          {TEXT.summary}
        </h2>
        <p className="mt-1 max-w-3xl text-sm text-ink-soft">{TEXT.summaryNote}</p>
        <dl className="mt-3 flex flex-wrap gap-4">
          {loaderData.report.map(({ locale, outdated }) => (
            <div
              key={locale}
              className="rounded-2xl border border-line bg-white px-5 py-3"
              data-outdated-count={locale}
            >
              <dt className="text-sm text-ink-soft">{localeNames[locale]}</dt>
              <dd className="text-2xl font-bold">{TEXT.fields(outdated)}</dd>
            </div>
          ))}
        </dl>
      </section>
      {loaderData.report.map(({ locale, kinds, stale, moreStale }) => (
        <section key={locale} aria-labelledby={`report-${locale}`} className="mb-10">
          <h2 id={`report-${locale}`} className="mb-3 text-xl font-bold">
            {localeNames[locale]}
          </h2>
          <h3 className="mb-2 font-bold">{TEXT.outdatedHeading}</h3>
          {stale.length ? (
            <ul className="mb-6 space-y-1 rounded-2xl border border-amber-700/40 bg-amber-50 px-4 py-3 text-sm">
              {stale.map((row) => (
                <li key={`${row.entity}:${row.id}`} data-outdated-item={`${locale}:${row.entity}:${row.id}`}>
                  <Link to={translationEditHref(row.entity, row.id)} className="font-semibold text-accent underline">
                    {row.name}
                  </Link>{" "}
                  <span className="text-muted">({row.kind})</span>: {row.outdated.join(", ")}
                </li>
              ))}
              {moreStale ? <li className="text-muted">{TEXT.more(moreStale)}</li> : null}
            </ul>
          ) : (
            <p className="mb-6 text-sm text-muted">{TEXT.outdatedNone}</p>
          )}
          <AdminTable columns={["Content", "Translated", TEXT.outdatedColumn, "Lacking a translation"]}>
            {kinds.map((kind) => (
              <tr key={kind.entity} className="align-top">
                <th scope="row" className="px-4 py-2 font-semibold">
                  {kind.label}
                </th>
                <td className="px-4 py-2 tabular-nums">
                  {kind.complete} of {kind.total}
                </td>
                <td className="px-4 py-2 tabular-nums">{TEXT.fields(kind.outdated)}</td>
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
