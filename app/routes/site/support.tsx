import { data, Form, Link } from "react-router";
import { derivedOnce } from "~/.server/content-memo.server";
import { runtimeContext } from "~/.server/context";
import { Pager } from "~/components/ui/pager";
import { RouteErrorBoundary } from "~/components/ui/route-error";
import { navIn } from "~/features/catalogue/localized.server";
import {
  type DownloadEntry,
  entryTitle,
  filterDownloads,
  groupDownloads,
  hasFilters,
  parseFilters,
} from "~/features/support/downloads";
import { notFoundMeta } from "~/features/support/meta";
import { allDownloadsMemo } from "~/features/support/queries.server";
import { type SupportText, supportText } from "~/features/support/text.server";
import { pageTrail } from "~/lib/breadcrumbs";
import { fillNodes } from "~/lib/i18n/fill-nodes";
import { type FrameMessages, fill, useFormats, useLocale } from "~/lib/i18n/frame";
import { type Locale, localeNames, requestLocale } from "~/lib/i18n/locales";
import { seo } from "~/lib/meta";
import { pagedHref, pageOf } from "~/lib/pagination";
import { supportEmail } from "~/lib/site-config";
import type { Route } from "./+types/support";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { database, env } = context.get(runtimeContext);
  const locale = requestLocale(request);
  const text = supportText[locale];
  const [rows, lines] = await Promise.all([allDownloadsMemo(database.db), navIn(database.db, locale)]);
  const productOptions = derivedOnce(rows, "products", (all) => [
    ...new Map(all.map((r) => [r.productId, { id: r.productId, title: r.productTitle, line: r.categoryId }])).values(),
  ]);
  const { filters, ignored } = parseFilters(
    new URL(request.url).searchParams,
    lines.map((l) => l.id),
    productOptions.map((p) => p.id),
    text.centre.unknown,
  );
  // a document's languages are one entry; the page's language comes first among them. The whole
  // list is grouped once per language and content version, not on every request
  const everything = derivedOnce(rows, `entries:${locale}`, (all) => groupDownloads(all, locale));
  const results = hasFilters(filters) ? groupDownloads(filterDownloads(rows, filters, text.types), locale) : everything;
  const shown = pageOf(results, new URL(request.url).searchParams.get("page"), DOWNLOADS_PER_PAGE);
  if (!shown) throw data("Not Found", { status: 404 });
  return {
    filters,
    ignored,
    matching: results.length,
    results: shown.items.map((entry) => ({
      ...entry,
      title: entryTitle(entry, { types: text.types, productFirmware: text.software.productFirmware }, locale),
    })),
    page: shown.page,
    pages: shown.pages,
    total: everything.length,
    lines: lines.map(({ id, name }) => ({ id, name })),
    // a long catalogue offers the chosen line's products (and the chosen product), not all of them
    productOptions:
      productOptions.length <= MAX_PRODUCT_OPTIONS
        ? productOptions
        : productOptions.filter((p) => (filters.line && p.line === filters.line) || p.id === filters.product),
    email: supportEmail(env.SITE_ENV),
    text,
  };
}

/** Entries per page of the download list. */
const DOWNLOADS_PER_PAGE = 25;
/** Past this many products, the product list waits for a product line to be chosen. */
const MAX_PRODUCT_OPTIONS = 60;

export const handle = {
  breadcrumbs: ({ text }: { text: SupportText }, m: FrameMessages) =>
    pageTrail(text.centre.crumb, "/support", [{ title: text.support, type: "/support" }], m),
};

export const meta: Route.MetaFunction = (args) =>
  args.loaderData
    ? seo(args, args.loaderData.text.centre.title, { description: args.loaderData.text.centre.description })
    : notFoundMeta(args.matches);

const areas = [
  { to: "/support/manuals", key: "manuals" },
  { to: "/support/software", key: "software" },
  { to: "/support/videos", key: "videos" },
] as const;

function SelectField(props: {
  name: string;
  label: string;
  all: string;
  value: string;
  options: { value: string; label: string }[];
}) {
  return (
    <div>
      <label htmlFor={`f-${props.name}`} className="block text-sm font-semibold">
        {props.label}
      </label>
      <select id={`f-${props.name}`} name={props.name} defaultValue={props.value} className={fieldClass}>
        <option value="">{props.all}</option>
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

const fieldClass = "h-11 w-full rounded-lg border border-line bg-white px-3";

export default function Support({ loaderData }: Route.ComponentProps) {
  const { filters, ignored, results, matching, page, pages, total, lines, productOptions, email, text } = loaderData;
  const t = text.centre;
  const format = useFormats();
  // the English counts stay as they were written (no grouping); other languages group by their rules
  const count = useLocale() === "en" ? String : format.number;
  const pageHref = (n: number) => pagedHref("/support", filters, n);
  return (
    <div className="mx-auto max-w-7xl px-5 py-12">
      <h1 className="text-4xl font-bold tracking-tight md:text-5xl">{t.title}</h1>
      <p className="mt-3 max-w-3xl text-lg text-ink-soft">
        {fillNodes(t.intro, {
          email: (
            <a href={`mailto:${email}`} className="font-semibold text-accent underline">
              {email}
            </a>
          ),
        })}
      </p>
      <ul className="mt-8 grid gap-4 md:grid-cols-3">
        {areas.map((a) => (
          <li key={a.to}>
            <Link to={a.to} className="block h-full rounded-2xl border border-line p-5 hover:border-ink">
              <span className="block text-lg font-bold">{t.areas[a.key].title}</span>
              <span className="mt-1 block text-sm text-ink-soft">{t.areas[a.key].text}</span>
            </Link>
          </li>
        ))}
      </ul>

      <Form
        method="get"
        className="mt-10 grid grid-cols-[minmax(0,1fr)] gap-4 rounded-2xl bg-mist p-5 md:grid-cols-[repeat(3,minmax(0,1fr))_minmax(0,1.5fr)_auto] md:items-end"
      >
        <SelectField
          name="line"
          label={t.line}
          all={t.allLines}
          value={filters.line}
          options={lines.map((l) => ({ value: l.id, label: l.name }))}
        />
        <SelectField
          name="product"
          label={t.product}
          all={t.allProducts}
          value={filters.product}
          options={productOptions.map((p) => ({ value: p.id, label: p.title }))}
        />
        <SelectField
          name="type"
          label={t.type}
          all={t.allTypes}
          value={filters.type}
          options={Object.entries(text.types).map(([value, label]) => ({ value, label }))}
        />
        <div>
          <label htmlFor="f-q" className="block text-sm font-semibold">
            {t.text}
          </label>
          <input
            id="f-q"
            name="q"
            type="search"
            defaultValue={filters.q}
            maxLength={100}
            placeholder={t.textExample}
            className={fieldClass}
          />
        </div>
        <button
          type="submit"
          className="h-11 rounded-full bg-ink px-6 text-sm font-semibold text-white hover:bg-accent"
        >
          {t.show}
        </button>
      </Form>

      <div aria-live="polite" className="mt-6">
        {ignored.length ? (
          <p role="alert" className="mb-4 rounded-lg bg-amber-50 p-3 text-sm">
            {fill(t.ignored, { list: ignored.join(t.ignoredJoin) })}
          </p>
        ) : null}
        <p className="text-sm text-muted">
          {fill(t.count, { matching: count(matching), total: count(total) })}
          {pages > 1 ? fill(t.countPage, { page: count(page), pages: count(pages) }) : ""}
          {hasFilters(filters) ? (
            <>
              {" · "}
              <Link to="/support" className="font-semibold text-accent underline">
                {t.clear}
              </Link>
            </>
          ) : null}
        </p>
      </div>

      {matching === 0 ? (
        <div className="mt-6 rounded-2xl border border-line p-8 text-center">
          <p className="text-lg font-semibold">{t.noMatch}</p>
          <p className="mt-2 text-ink-soft">{t.noMatchHint}</p>
          <Link
            to="/support"
            className="mt-4 inline-block rounded-full bg-ink px-6 py-2.5 text-sm font-semibold text-white hover:bg-accent"
          >
            {t.clearAll}
          </Link>
        </div>
      ) : (
        <div className="relative mt-4 overflow-x-auto">
          <table className="w-full min-w-[50rem] border-collapse text-left text-sm">
            <caption className="sr-only">{t.caption}</caption>
            <thead>
              <tr className="border-b-2 border-ink">
                <th scope="col" className="py-3 pr-4">
                  {t.columns.title}
                </th>
                <th scope="col" className="py-3 pr-4">
                  {t.columns.product}
                </th>
                <th scope="col" className="py-3 pr-4">
                  {t.columns.type}
                </th>
                <th scope="col" className="py-3 pr-4">
                  {t.columns.language}
                </th>
                <th scope="col" className="py-3 pr-4">
                  {t.columns.size}
                </th>
                <th scope="col" className="py-3 pr-4">
                  {t.columns.date}
                </th>
                <th scope="col" className="py-3">
                  <span className="sr-only">{t.columns.download}</span>
                </th>
              </tr>
            </thead>
            {results.map((entry) => (
              <DownloadRows key={entry.key} entry={entry} text={text} />
            ))}
          </table>
          <Pager page={page} pages={pages} href={pageHref} />
        </div>
      )}
    </div>
  );
}

/**
 * One entry of the list: a row per file, so that each language of a document has its own size and
 * link; what the files share (title, product, type, date) spans them.
 */
function DownloadRows({ entry, text }: { entry: DownloadEntry; text: (typeof supportText)[Locale] }) {
  const t = text.centre;
  const rows = entry.files.length;
  // one file's header names its row; a header over several rows names the group
  const scope = rows > 1 ? "rowgroup" : "row";
  // a file's cells sit level with its button; the group's first and last rows keep the entry's padding
  const fileCell = (i: number) => `align-middle ${i > 0 ? "pt-1" : "pt-3"} ${i === rows - 1 ? "pb-3" : "pb-1"}`;
  return (
    <tbody className="border-b border-line">
      {entry.files.map((file, i) => {
        const language = file.language ? localeNames[file.language] : null;
        return (
          <tr key={file.key} className="align-top">
            {i === 0 ? (
              <>
                <th scope={scope} rowSpan={rows} className="py-3 pr-4 font-semibold">
                  {entry.title}
                  <span className="block text-xs font-normal text-muted">{entry.detail}</span>
                </th>
                <td rowSpan={rows} className="py-3 pr-4">
                  <Link to={`/product/detail/${entry.productId}`} className="hover:text-accent hover:underline">
                    {entry.productTitle}
                  </Link>
                </td>
                <td rowSpan={rows} className="py-3 pr-4">
                  {text.types[entry.type]}
                </td>
              </>
            ) : null}
            <td className={`${fileCell(i)} pr-4`}>
              {file.language ? (
                <span lang={file.language}>{language}</span>
              ) : (
                <>
                  <span aria-hidden="true">–</span>
                  <span className="sr-only">{t.noLanguage}</span>
                </>
              )}
            </td>
            <td className={`${fileCell(i)} pr-4 whitespace-nowrap`}>{file.size}</td>
            {i === 0 ? (
              <td rowSpan={rows} className="py-3 pr-4 whitespace-nowrap">
                <time dateTime={entry.date}>{entry.date}</time>
              </td>
            ) : null}
            <td className={fileCell(i)}>
              <a
                href={file.href}
                hrefLang={file.language}
                className="inline-block whitespace-nowrap rounded-full border border-ink px-4 py-1.5 font-semibold hover:bg-ink hover:text-white"
              >
                {file.format} · {file.size}
                <span className="sr-only">
                  {" "}
                  {entry.title}
                  {language ? (
                    <>
                      {", "}
                      <span lang={file.language}>{language}</span>
                    </>
                  ) : null}
                </span>
              </a>
            </td>
          </tr>
        );
      })}
    </tbody>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
