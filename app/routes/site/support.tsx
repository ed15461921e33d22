import { data, Form, Link } from "react-router";
import { runtimeContext } from "~/.server/context";
import { Pager } from "~/components/ui/pager";
import { RouteErrorBoundary } from "~/components/ui/route-error";
import { navCategoriesMemo } from "~/features/catalogue/queries.server";
import { downloadTypeLabels, filterDownloads, hasFilters, parseFilters } from "~/features/support/downloads";
import { allDownloadsMemo } from "~/features/support/queries.server";
import { pageTrail } from "~/lib/breadcrumbs";
import { seo } from "~/lib/meta";
import { pagedHref, pageOf } from "~/lib/pagination";
import { supportEmail } from "~/lib/site-config";
import type { Route } from "./+types/support";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { database, env } = context.get(runtimeContext);
  const [rows, lines] = await Promise.all([allDownloadsMemo(database.db), navCategoriesMemo(database.db)]);
  const productOptions = [
    ...new Map(rows.map((r) => [r.productId, { id: r.productId, title: r.productTitle, line: r.categoryId }])).values(),
  ];
  const { filters, ignored } = parseFilters(
    new URL(request.url).searchParams,
    lines.map((l) => l.id),
    productOptions.map((p) => p.id),
  );
  const results = filterDownloads(rows, filters);
  const shown = pageOf(results, new URL(request.url).searchParams.get("page"), DOWNLOADS_PER_PAGE);
  if (!shown) throw data("Not Found", { status: 404 });
  return {
    filters,
    ignored,
    matching: results.length,
    results: shown.items,
    page: shown.page,
    pages: shown.pages,
    total: rows.length,
    lines: lines.map(({ id, name }) => ({ id, name })),
    // a long catalogue offers the chosen line's products (and the chosen product), not all of them
    productOptions:
      productOptions.length <= MAX_PRODUCT_OPTIONS
        ? productOptions
        : productOptions.filter((p) => (filters.line && p.line === filters.line) || p.id === filters.product),
    email: supportEmail(env.SITE_ENV),
  };
}

/** Rows per page of the download list. */
const DOWNLOADS_PER_PAGE = 25;
/** Past this many products, the product list waits for a product line to be chosen. */
const MAX_PRODUCT_OPTIONS = 60;

export const handle = {
  breadcrumbs: () => pageTrail("Download", "/support", [{ title: "Support", type: "/support" }]),
};

export const meta: Route.MetaFunction = (args) =>
  seo(args, "Downloads", {
    description:
      "Owner's manuals, data lists, quick start guides, firmware and instruction videos for every Noteva instrument.",
  });

const areas = [
  { to: "/support/manuals", title: "Owner's manuals", text: "Read online or download the PDF." },
  { to: "/support/software", title: "Software and firmware", text: "Updates with step-by-step instructions." },
  { to: "/support/videos", title: "Video instruction", text: "See the instruments explained." },
];

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
  const { filters, ignored, results, matching, page, pages, total, lines, productOptions, email } = loaderData;
  const pageHref = (n: number) => pagedHref("/support", filters, n);
  return (
    <div className="mx-auto max-w-7xl px-5 py-12">
      <h1 className="text-4xl font-bold tracking-tight md:text-5xl">Downloads</h1>
      <p className="mt-3 max-w-3xl text-lg text-ink-soft">
        Manuals, data lists, quick start guides, firmware and videos for every Noteva instrument: free, no registration.
        Questions? Write to{" "}
        <a href={`mailto:${email}`} className="font-semibold text-accent underline">
          {email}
        </a>
        .
      </p>
      <ul className="mt-8 grid gap-4 md:grid-cols-3">
        {areas.map((a) => (
          <li key={a.to}>
            <Link to={a.to} className="block h-full rounded-2xl border border-line p-5 hover:border-ink">
              <span className="block text-lg font-bold">{a.title}</span>
              <span className="mt-1 block text-sm text-ink-soft">{a.text}</span>
            </Link>
          </li>
        ))}
      </ul>

      <Form
        method="get"
        className="mt-10 grid gap-4 rounded-2xl bg-mist p-5 md:grid-cols-[1fr_1fr_1fr_1.5fr_auto] md:items-end"
      >
        <SelectField
          name="line"
          label="Product line"
          all="All lines"
          value={filters.line}
          options={lines.map((l) => ({ value: l.id, label: l.name }))}
        />
        <SelectField
          name="product"
          label="Product"
          all="All products"
          value={filters.product}
          options={productOptions.map((p) => ({ value: p.id, label: p.title }))}
        />
        <SelectField
          name="type"
          label="Type"
          all="All types"
          value={filters.type}
          options={Object.entries(downloadTypeLabels).map(([value, label]) => ({ value, label }))}
        />
        <div>
          <label htmlFor="f-q" className="block text-sm font-semibold">
            Text
          </label>
          <input
            id="f-q"
            name="q"
            type="search"
            defaultValue={filters.q}
            maxLength={100}
            placeholder="e.g. firmware 1.3"
            className={fieldClass}
          />
        </div>
        <button
          type="submit"
          className="h-11 rounded-full bg-ink px-6 text-sm font-semibold text-white hover:bg-accent"
        >
          Show downloads
        </button>
      </Form>

      <div aria-live="polite" className="mt-6">
        {ignored.length ? (
          <p role="alert" className="mb-4 rounded-lg bg-amber-50 p-3 text-sm">
            We ignored the unknown {ignored.join(" and ")}.
          </p>
        ) : null}
        <p className="text-sm text-muted">
          {matching} of {total} downloads
          {pages > 1 ? `, page ${page} of ${pages}` : ""}
          {hasFilters(filters) ? (
            <>
              {" · "}
              <Link to="/support" className="font-semibold text-accent underline">
                Clear filters
              </Link>
            </>
          ) : null}
        </p>
      </div>

      {matching === 0 ? (
        <div className="mt-6 rounded-2xl border border-line p-8 text-center">
          <p className="text-lg font-semibold">No downloads match these filters.</p>
          <p className="mt-2 text-ink-soft">Try fewer words, or another product or type.</p>
          <Link
            to="/support"
            className="mt-4 inline-block rounded-full bg-ink px-6 py-2.5 text-sm font-semibold text-white hover:bg-accent"
          >
            Clear the filters
          </Link>
        </div>
      ) : (
        <div className="mt-4 overflow-x-auto">
          <table className="w-full min-w-[44rem] border-collapse text-left text-sm">
            <caption className="sr-only">Downloads</caption>
            <thead>
              <tr className="border-b-2 border-ink">
                <th scope="col" className="py-3 pr-4">
                  Title
                </th>
                <th scope="col" className="py-3 pr-4">
                  Product
                </th>
                <th scope="col" className="py-3 pr-4">
                  Type
                </th>
                <th scope="col" className="py-3 pr-4">
                  Size
                </th>
                <th scope="col" className="py-3 pr-4">
                  Date
                </th>
                <th scope="col" className="py-3">
                  <span className="sr-only">Download</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {results.map((row) => (
                <tr key={row.key} className="border-b border-line align-top">
                  <th scope="row" className="py-3 pr-4 font-semibold">
                    {row.title}
                    <span className="block text-xs font-normal text-muted">{row.detail}</span>
                  </th>
                  <td className="py-3 pr-4">
                    <Link to={`/product/detail/${row.productId}`} className="hover:text-accent hover:underline">
                      {row.productTitle}
                    </Link>
                  </td>
                  <td className="py-3 pr-4">{downloadTypeLabels[row.type]}</td>
                  <td className="py-3 pr-4 whitespace-nowrap">{row.size}</td>
                  <td className="py-3 pr-4 whitespace-nowrap">
                    <time dateTime={row.date}>{row.date}</time>
                  </td>
                  <td className="py-3">
                    <a
                      href={row.href}
                      className="inline-block whitespace-nowrap rounded-full border border-ink px-4 py-1.5 font-semibold hover:bg-ink hover:text-white"
                    >
                      {row.format} · {row.size}
                      <span className="sr-only"> {row.title}</span>
                    </a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pager page={page} pages={pages} href={pageHref} />
        </div>
      )}
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
