import { data, Link } from "react-router";
import { derivedOnce } from "~/.server/content-memo.server";
import { localeOf, runtimeContext } from "~/.server/context";
import { RouteErrorBoundary } from "~/components/ui/route-error";
import { downloadsIn, softwareListMemo } from "~/compose/support.server";
import { navIn } from "~/features/catalogue/localized.server";
import { downloadCount } from "~/features/support/download-count";
import { DownloadFilterForm } from "~/features/support/download-filter-form";
import { DownloadTable } from "~/features/support/download-table";
import {
  type DownloadEntry,
  entryTitle,
  filterDownloads,
  groupDownloads,
  hasFilters,
  listedEntry,
  parseFilters,
} from "~/features/support/downloads";
import { notFoundMeta } from "~/features/support/meta";
import { type CentreText, centreTextWith, supportText } from "~/features/support/text.server";
import { pageTrail } from "~/lib/breadcrumbs";
import * as href from "~/lib/href";
import { fillNodes } from "~/lib/i18n/fill-nodes";
import { type FrameMessages, fill, useFormats, useLocale } from "~/lib/i18n/frame";
import { seo } from "~/lib/meta";
import { pageOf } from "~/lib/pagination";
import { supportEmail } from "~/lib/site-config";
import type { Route } from "./+types/support";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { database, env } = context.get(runtimeContext);
  const locale = localeOf(context);
  const text = supportText[locale];
  const [rows, lines, apps] = await Promise.all([
    downloadsIn(database.db, locale),
    navIn(database.db, locale),
    softwareListMemo(database.db),
  ]);
  const productOptions = derivedOnce(rows, "products", (all) => [
    ...new Map(all.map((r) => [r.productId, { id: r.productId, title: r.productTitle, line: r.categoryId }])).values(),
  ]);
  const { filters, ignored } = parseFilters(
    new URL(request.url).searchParams,
    lines.map((l) => l.id),
    productOptions.map((p) => p.id),
    text.centre.unknown,
  );
  // a document's languages are one entry; the page's language comes first among them. Each entry
  // is titled in the page's language and sent with what its rows show (a file's product, type and
  // date are its entry's). The whole list is made once per language and content version
  const words = { types: text.types, productFirmware: text.software.productFirmware };
  const listed = (entries: DownloadEntry[]) => entries.map((e) => listedEntry(e, entryTitle(e, words, locale)));
  const everything = derivedOnce(rows, `listed:${locale}`, (all) => listed(groupDownloads(all, locale)));
  const results = hasFilters(filters)
    ? listed(groupDownloads(filterDownloads(rows, filters, text.types), locale))
    : everything;
  const shown = pageOf(results, new URL(request.url).searchParams.get("page"), DOWNLOADS_PER_PAGE);
  if (!shown) throw data("Not Found", { status: 404 });
  return {
    filters,
    ignored,
    matching: results.length,
    results: shown.items,
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
    // the download centre's words only, not every support page's
    text: centreTextWith(locale, apps.length > 0),
  };
}

/** Entries per page of the download list: 20, as Find a Store lists stores. */
const DOWNLOADS_PER_PAGE = 20;
/** Past this many products, the product list waits for a product line to be chosen. */
const MAX_PRODUCT_OPTIONS = 60;

export const handle = {
  breadcrumbs: ({ text }: { text: CentreText }, m: FrameMessages) =>
    pageTrail(text.centre.crumb, href.support(), [{ title: text.support, type: href.support() }], m),
};

export const meta: Route.MetaFunction = (args) =>
  args.loaderData
    ? seo(args, args.loaderData.text.centre.title, { description: args.loaderData.text.centre.description })
    : notFoundMeta(args.matches);

const areas = [
  { to: href.supportManuals(), key: "manuals" },
  { to: href.supportSoftware(), key: "software" },
  { to: href.supportVideos(), key: "videos" },
  { to: href.supportCheck(), key: "check" },
  { to: href.warranty(), key: "warranty" },
  { to: href.disposal(), key: "disposal" },
] as const;

export default function Support({ loaderData }: Route.ComponentProps) {
  const { filters, ignored, results, matching, page, pages, total, lines, productOptions, email, text } = loaderData;
  const t = text.centre;
  const format = useFormats();
  // the English counts stay as they were written (no grouping); other languages group by their rules
  const count = useLocale() === "en" ? String : format.number;
  const pageHref = (n: number) => href.support({ ...filters, page: n });
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
      <ul className="mt-8 grid gap-4 sm:grid-cols-2">
        {areas.map((a) => (
          <li key={a.to}>
            {/* the checker opens as a page of its own: no script loaded before it stays (analytics) */}
            <Link
              to={a.to}
              reloadDocument={a.key === "check"}
              className="block h-full rounded-2xl border border-line p-5 hover:border-ink"
            >
              <span className="block text-lg font-bold">{t.areas[a.key].title}</span>
              <span className="mt-1 block text-sm text-ink-soft">{t.areas[a.key].text}</span>
            </Link>
          </li>
        ))}
      </ul>

      <DownloadFilterForm filters={filters} lines={lines} products={productOptions} text={text} />

      <div aria-live="polite" className="mt-6">
        {ignored.length ? (
          <p role="alert" className="mb-4 rounded-lg bg-amber-50 p-3 text-sm">
            {fill(t.ignored, { list: ignored.join(t.ignoredJoin) })}
          </p>
        ) : null}
        <p className="text-sm text-muted">
          {downloadCount(t, { matching, total, page, pages, perPage: DOWNLOADS_PER_PAGE, shown: results.length }, (n) =>
            count(n),
          )}
          {hasFilters(filters) ? (
            <>
              {format.marks.separator}
              <Link to={href.support()} className="font-semibold text-accent underline">
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
            to={href.support()}
            className="mt-4 inline-block rounded-full bg-ink px-6 py-2.5 text-sm font-semibold text-white hover:bg-accent"
          >
            {t.clearAll}
          </Link>
        </div>
      ) : (
        <DownloadTable results={results} text={text} page={page} pages={pages} href={pageHref} />
      )}
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
