import { data, Link } from "react-router";
import { runtimeContext } from "~/.server/context";
import { SearchBox } from "~/components/layout/search-box";
import { PageHeader } from "~/components/ui/page-header";
import { Pager } from "~/components/ui/pager";
import { isSearchKind, MAX_QUERY_LENGTH } from "~/features/search/query";
import { ResultRow, TopPick, TypeLink } from "~/features/search/result-list";
import { searchHref } from "~/features/search/results";
import { search } from "~/features/search/search.server";
import { EmptyQuery, NoResults } from "~/features/search/search-help";
import { pageTrail } from "~/lib/breadcrumbs";
import { seo } from "~/lib/meta";
import { pageCount, parsePage } from "~/lib/pagination";
import type { Route } from "./+types/search";

const PER_PAGE = 20;

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const type = params.get("type");
  const kind = isSearchKind(type) ? type : undefined;
  const page = parsePage(params.get("page")) ?? 1;
  const started = performance.now();
  const results = await search(context.get(runtimeContext).database.db, params.get("q"), {
    kind,
    perGroup: kind ? PER_PAGE : 5,
    offset: kind ? (page - 1) * PER_PAGE : 0,
  });
  const took = performance.now() - started;
  return data(
    { results, kind: kind ?? null, page },
    { headers: { "Server-Timing": `search;dur=${took.toFixed(1)}`, "Cache-Control": "no-store" } },
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export const handle = { breadcrumbs: () => pageTrail("Search", "/search") };

export const meta: Route.MetaFunction = (args) => {
  const text = args.loaderData?.results.query.text;
  return seo(args, text ? `Search: ${text}` : "Search", {
    description: "Search Noteva instruments, manuals, downloads, news and updates.",
    noindex: true,
  });
};

export default function Search({ loaderData }: Route.ComponentProps) {
  const { results, kind, page } = loaderData;
  const { query, groups, total, topPick, family, corrections } = results;
  const fixes = Object.entries(corrections);
  return (
    <>
      <PageHeader title="Search">
        <div className="max-w-xl">
          <SearchBox idPrefix="page-search" label="Search again" defaultValue={query.text} suggest={false} />
        </div>
      </PageHeader>
      <div className="mx-auto max-w-7xl px-5 pb-10">
        {!query.text ? (
          <EmptyQuery />
        ) : (
          <>
            {query.cut ? (
              <p className="mb-4 rounded-lg bg-mist px-4 py-3 text-sm">
                Your search was longer than {MAX_QUERY_LENGTH} characters, so only its beginning was used.
              </p>
            ) : null}
            <h2 className="text-xl font-bold" aria-live="polite">
              {total === 0
                ? `No results for “${query.text}”`
                : `${total} ${total === 1 ? "result" : "results"} for “${query.text}”`}
            </h2>
            {fixes.length ? (
              <p className="mt-2 text-ink-soft">
                Including results for{" "}
                {fixes.map(([typed, fix], i) => (
                  <span key={typed}>
                    {i > 0 ? ", " : ""}“<strong className="text-ink">{fix}</strong>” (you typed “{typed}”)
                  </span>
                ))}
                .
              </p>
            ) : null}
            {total === 0 ? <NoResults /> : null}
            {topPick && !kind ? <TopPick hit={topPick} /> : null}
            {total > 0 ? (
              <nav aria-label="Result types" className="mt-8 flex flex-wrap gap-2">
                <TypeLink href={searchHref(query.text)} current={!kind}>
                  All results {kind ? null : <span className="text-muted">({total})</span>}
                </TypeLink>
                {groups.map((g) => (
                  <TypeLink key={g.kind} href={searchHref(query.text, g.kind)} current={g.kind === kind}>
                    {g.label} <span className="text-muted">({g.total})</span>
                  </TypeLink>
                ))}
              </nav>
            ) : null}
            {groups.map((group) => (
              <section key={group.kind} aria-labelledby={`group-${group.kind}`} className="mt-10">
                <h2 id={`group-${group.kind}`} className="text-lg font-bold">
                  {group.label} <span className="font-normal text-muted">({group.total})</span>
                </h2>
                {group.kind === "product" && family ? (
                  <p className="mt-1 text-sm text-ink-soft">
                    The {family.code} family: {family.total} models.
                  </p>
                ) : null}
                <ul className="mt-4 divide-y divide-line border-y border-line">
                  {group.hits.map((hit) => (
                    <ResultRow key={hit.id} hit={hit} />
                  ))}
                </ul>
                {!kind && group.total > group.hits.length ? (
                  <p className="mt-3">
                    <Link to={searchHref(query.text, group.kind)} className="font-semibold text-accent hover:underline">
                      Show all {group.total} {group.label.toLowerCase()}
                    </Link>
                  </p>
                ) : null}
                {kind ? (
                  <Pager
                    page={page}
                    pages={pageCount(group.total, PER_PAGE)}
                    href={(n) => searchHref(query.text, kind, n)}
                  />
                ) : null}
              </section>
            ))}
          </>
        )}
      </div>
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/ui/route-error";
