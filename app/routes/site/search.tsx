import { data, Link } from "react-router";
import { localeOf, runtimeContext } from "~/.server/context";
import { search } from "~/.server/search/search.server";
import { SearchBox } from "~/components/layout/search-box";
import { PageHeader } from "~/components/ui/page-header";
import { Pager } from "~/components/ui/pager";
import { productLinesIn } from "~/features/catalogue/localized.server";
import { ResultRow, TopPick, TypeLink } from "~/features/search/result-list";
import { EmptyQuery, NoResults } from "~/features/search/search-help";
import { type SearchText, searchText } from "~/features/search/text.server";
import { pageTrail } from "~/lib/breadcrumbs";
import * as href from "~/lib/href";
import { fillNodes } from "~/lib/i18n/fill-nodes";
import { type FrameMessages, fill, useFormats } from "~/lib/i18n/frame";
import { phrasedFields } from "~/lib/i18n/phrases.server";
import { seo } from "~/lib/meta";
import { pageCount, parsePage } from "~/lib/pagination";
import { linesNamedBy } from "~/lib/search/line-words";
import { isSearchKind, MAX_QUERY_LENGTH } from "~/lib/search/query";
import type { Route } from "./+types/search";

const PER_PAGE = 20;

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const type = params.get("type");
  const kind = isSearchKind(type) ? type : undefined;
  const page = parsePage(params.get("page")) ?? 1;
  const locale = localeOf(context);
  const started = performance.now();
  const results = await search(context.get(runtimeContext).database.db, params.get("q"), {
    locale,
    kind,
    perGroup: kind ? PER_PAGE : 5,
    offset: kind ? (page - 1) * PER_PAGE : 0,
  });
  const took = performance.now() - started;
  // the product lines the query names (電子ピアノ, Drumcomputer): their pages, above the results
  const named = linesNamedBy(results.query.text);
  const lines = named.length
    ? (await productLinesIn(context.get(runtimeContext).database.db, locale)).filter((line) => named.includes(line.id))
    : [];
  return data(
    { results, lines, kind: kind ?? null, page, text: phrasedFields(locale, searchText[locale], ["title"]) },
    { headers: { "Server-Timing": `search;dur=${took.toFixed(1)}`, "Cache-Control": "no-store" } },
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export const handle = {
  breadcrumbs: ({ text }: { text: SearchText }, m: FrameMessages) => pageTrail(text.title, href.search(), [], m),
};

export const meta: Route.MetaFunction = (args) => {
  if (!args.loaderData) return [];
  const { text, results } = args.loaderData;
  const query = results.query.text;
  return seo(args, query ? fill(text.titleFor, { query }) : text.title, {
    description: text.description,
    noindex: true,
  });
};

export default function Search({ loaderData }: Route.ComponentProps) {
  const { results, lines, kind, page, text } = loaderData;
  const { query, groups, total, topPick, family, fixes, shortcuts } = results;
  const format = useFormats();
  const count = format.number(total);
  return (
    <>
      <PageHeader title={text.title}>
        <div className="max-w-xl">
          <SearchBox idPrefix="page-search" label={text.searchAgain} defaultValue={query.text} suggest={false} />
        </div>
      </PageHeader>
      <div className="mx-auto max-w-7xl px-5 pb-10">
        {!query.text ? (
          <EmptyQuery text={text.help} />
        ) : (
          <>
            {query.cut ? (
              <p className="mb-4 rounded-lg bg-mist px-4 py-3 text-sm">
                {fill(text.cut, { max: format.number(MAX_QUERY_LENGTH) })}
              </p>
            ) : null}
            <h2 className="text-xl font-bold" aria-live="polite">
              {fill(total === 0 ? text.noResults : total === 1 ? text.oneResult : text.results, {
                count,
                query: query.text,
              })}
            </h2>
            {fixes.length ? (
              <p className="mt-2 text-ink-soft">
                {fillNodes(text.including, {
                  fixes: fixes.map(({ typed, fix }, i) => (
                    <span key={typed}>
                      {i > 0 ? text.fixSeparator : ""}
                      {fillNodes(text.fix, { fix: <strong className="text-ink">{fix}</strong>, typed })}
                    </span>
                  )),
                })}
              </p>
            ) : null}
            {lines.map((line) => (
              <p key={line.id} className="mt-4 rounded-lg bg-mist px-4 py-3">
                {fillNodes(text.shortcuts.line, {
                  link: (
                    <Link to={href.category(line.id)} className="font-semibold text-accent underline">
                      {line.name}
                    </Link>
                  ),
                })}
              </p>
            ))}
            {shortcuts.includes("service") ? (
              <p className="mt-4 rounded-lg bg-mist px-4 py-3">
                {fillNodes(text.shortcuts.service, {
                  link: (
                    <Link to={href.warranty()} className="font-semibold text-accent underline">
                      {text.shortcuts.serviceLink}
                    </Link>
                  ),
                })}
              </p>
            ) : null}
            {total === 0 ? <NoResults text={text.help} /> : null}
            {topPick && !kind ? <TopPick hit={topPick} text={text} /> : null}
            {total > 0 ? (
              <nav aria-label={text.resultTypes} className="mt-8 flex flex-wrap gap-2">
                <TypeLink href={href.search({ q: query.text })} current={!kind}>
                  {text.allResults}
                  {kind ? null : <span className="text-muted">{format.note(format.count(total))}</span>}
                </TypeLink>
                {groups.map((g) => (
                  <TypeLink key={g.kind} href={href.search({ q: query.text, type: g.kind })} current={g.kind === kind}>
                    {text.groups[g.kind]}
                    <span className="text-muted">{format.note(format.count(g.total))}</span>
                  </TypeLink>
                ))}
              </nav>
            ) : null}
            {groups.map((group) => (
              <section key={group.kind} aria-labelledby={`group-${group.kind}`} className="mt-10">
                <h2 id={`group-${group.kind}`} className="text-lg font-bold">
                  {text.groups[group.kind]}
                  <span className="font-normal text-muted">{format.note(format.count(group.total))}</span>
                </h2>
                {group.kind === "product" && family ? (
                  <p className="mt-1 text-sm text-ink-soft">
                    {fill(text.family, { code: family.code, count: format.number(family.total) })}
                  </p>
                ) : null}
                <ul className="mt-4 divide-y divide-line border-y border-line">
                  {group.hits.map((hit) => (
                    <ResultRow key={hit.id} hit={hit} text={text} />
                  ))}
                </ul>
                {!kind && group.total > group.hits.length ? (
                  <p className="mt-3">
                    <Link
                      to={href.search({ q: query.text, type: group.kind })}
                      className="font-semibold text-accent hover:underline"
                    >
                      {fill(text.showAll[group.kind], { count: format.number(group.total) })}
                    </Link>
                  </p>
                ) : null}
                {kind ? (
                  <Pager
                    page={page}
                    pages={pageCount(group.total, PER_PAGE)}
                    href={(n) => href.search({ q: query.text, type: kind, page: n })}
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
