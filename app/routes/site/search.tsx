import { data, Link } from "react-router";
import { runtimeContext } from "~/.server/context";
import { SearchBox } from "~/components/layout/search-box";
import { PageHeader } from "~/components/ui/page-header";
import { Pager } from "~/components/ui/pager";
import { Picture } from "~/components/ui/picture";
import { Marked } from "~/features/search/marked";
import { isSearchKind, MAX_QUERY_LENGTH } from "~/features/search/query";
import { type SearchHit, search } from "~/features/search/search.server";
import { pageTrail } from "~/lib/breadcrumbs";
import { formatLocalDate } from "~/lib/format";
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

const examples = ["SP-C121", "polyphony", "firmware", "MK", "Bluetooth"];

function searchHref(q: string, kind?: string | null, page = 1) {
  const params = new URLSearchParams({ q });
  if (kind) params.set("type", kind);
  if (page > 1) params.set("page", String(page));
  return `/search?${params}`;
}

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

function TypeLink({ href, current, children }: { href: string; current: boolean; children: React.ReactNode }) {
  return (
    <Link
      to={href}
      aria-current={current ? "page" : undefined}
      className={`rounded-full px-4 py-2 text-sm font-semibold ${current ? "bg-ink text-white [&_span]:text-white/70" : "border border-line hover:bg-mist"}`}
    >
      {children}
    </Link>
  );
}

const isDocument = (url: string) => url.startsWith("/docs/");

function ResultRow({ hit }: { hit: SearchHit }) {
  const date = hit.publishedAt && (hit.kind === "news" || hit.kind === "update") ? hit.publishedAt : null;
  const label = isDocument(hit.url) ? "PDF" : null;
  return (
    <li className="py-4">
      <p className="font-semibold">
        {isDocument(hit.url) ? (
          <a href={hit.url} className="text-ink hover:text-accent hover:underline">
            <Marked parts={hit.title} />
          </a>
        ) : (
          <Link to={hit.url} className="text-ink hover:text-accent hover:underline">
            <Marked parts={hit.title} />
          </Link>
        )}
        {label ? <span className="ml-2 rounded bg-mist px-1.5 py-0.5 text-xs text-ink-soft">{label}</span> : null}
      </p>
      {date ? (
        <p className="mt-0.5 text-sm text-muted">
          <time dateTime={date.slice(0, 10)}>{formatLocalDate(date)}</time>
        </p>
      ) : null}
      {hit.snippet.length ? (
        <p className="mt-1 line-clamp-3 text-sm text-ink-soft">
          <Marked parts={hit.snippet} />
        </p>
      ) : null}
    </li>
  );
}

function TopPick({ hit }: { hit: SearchHit }) {
  const title = hit.title.map((p) => p.text).join("");
  return (
    <section
      aria-label="Best match"
      className="mt-6 flex items-center gap-5 rounded-2xl border border-line bg-mist p-4"
    >
      {hit.pic ? (
        <div className="w-28 shrink-0 overflow-hidden rounded-xl bg-white">
          <Picture src={hit.pic} alt="" sizes="112px" className="h-auto w-full" />
        </div>
      ) : null}
      <div>
        <p className="text-sm font-semibold uppercase tracking-widest text-accent">Model {title}</p>
        <p className="mt-1 line-clamp-2 text-ink-soft">
          <Marked parts={hit.snippet} />
        </p>
        <p className="mt-3 flex flex-wrap gap-x-5 gap-y-1 font-semibold">
          <Link to={hit.url} className="text-accent hover:underline">
            Go to the {title}
          </Link>
          <Link to={`/support/manuals/${hit.refId}`} className="hover:underline">
            Manual
          </Link>
          <Link to={`/product/detail/${hit.refId}`} className="hover:underline">
            Specifications
          </Link>
        </p>
      </div>
    </section>
  );
}

/** Advice beside the popular pages: for an empty query, and when nothing matched. */
function SearchHelp({
  id,
  title,
  className = "",
  children,
}: {
  id: string;
  title: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <div className={`grid gap-10 md:grid-cols-2 ${className}`}>
      <section aria-labelledby={id}>
        <h2 id={id} className="text-xl font-bold">
          {title}
        </h2>
        {children}
      </section>
      <QuickLinks />
    </div>
  );
}

function EmptyQuery() {
  return (
    <SearchHelp id="search-tips" title="What are you looking for?">
      <p className="mt-2 text-ink-soft">
        Search instruments, their specifications, owner's manuals, firmware, news and updates. A model number works with
        or without hyphens and spaces.
      </p>
      <ul className="mt-4 flex flex-wrap gap-2">
        {examples.map((example) => (
          <li key={example}>
            <Link
              to={searchHref(example)}
              className="inline-block rounded-full border border-line px-4 py-2 text-sm font-semibold hover:bg-mist"
            >
              {example}
            </Link>
          </li>
        ))}
      </ul>
    </SearchHelp>
  );
}

function NoResults() {
  return (
    <SearchHelp id="no-results-tips" title="Try" className="mt-6">
      <ul className="mt-2 list-disc space-y-1 pl-5 text-ink-soft">
        <li>fewer or more general words, such as “piano” or “drum”;</li>
        <li>the model number printed on the instrument, such as SP-C121 or MK61;</li>
        <li>
          browsing all{" "}
          <Link to="/support" className="font-semibold text-accent hover:underline">
            downloads
          </Link>
          .
        </li>
      </ul>
    </SearchHelp>
  );
}

function QuickLinks() {
  const links = [
    { href: "/support/manuals", label: "Owner's manuals" },
    { href: "/support", label: "Downloads and firmware" },
    { href: "/dealer/distributor", label: "Find a store" },
    { href: "/contactus", label: "Contact us" },
  ];
  return (
    <section aria-labelledby="quick-links">
      <h2 id="quick-links" className="text-xl font-bold">
        Popular pages
      </h2>
      <ul className="mt-3 space-y-2">
        {links.map((l) => (
          <li key={l.href}>
            <Link to={l.href} className="font-semibold text-accent hover:underline">
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/ui/route-error";
