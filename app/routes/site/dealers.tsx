import { useState } from "react";
import { data, isRouteErrorResponse, Link } from "react-router";
import { localeOf, runtimeContext } from "~/.server/context";
import { PageHeader } from "~/components/ui/page-header";
import { Pager } from "~/components/ui/pager";
import { productLinesIn } from "~/features/catalogue/localized.server";
import { findAStore } from "~/features/dealers/find-a-store.server";
import { storesJsonLd } from "~/features/dealers/json-ld";
import { NearMe } from "~/features/dealers/near-me";
import { StoreFilters } from "~/features/dealers/store-filters";
import { StoreMap } from "~/features/dealers/store-map";
import { StoreRow } from "~/features/dealers/store-row";
import { storeSummary } from "~/features/dealers/summary";
import { type DealersText, dealersTextWith } from "~/features/dealers/text.server";
import { pageTrail } from "~/lib/breadcrumbs";
import { formatsFor } from "~/lib/format";
import * as href from "~/lib/href";
import { fillNodes } from "~/lib/i18n/fill-nodes";
import { type FrameMessages, fill, useFormats } from "~/lib/i18n/frame";
import { phrasedFields } from "~/lib/i18n/phrases.server";
import { pageOf, seo } from "~/lib/meta";
import type { Route } from "./+types/dealers";

/** What the page's title and description need when the list is not there (a page past the last). */
type MetaWords = { title: string; descriptionAnywhere: string };

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeOf(context);
  const db = context.get(runtimeContext).database.db;
  // the product lines a store may carry: the catalogue's, named in the page's language
  const lines = await productLinesIn(db, locale);
  const text = dealersTextWith(locale, lines);
  const found = await findAStore(db, new URL(request.url).searchParams, lines, locale);
  if (!found) {
    const words: MetaWords = { title: text.title, descriptionAnywhere: text.descriptionAnywhere };
    throw data(words, { status: 404 });
  }
  // the header breaks only between phrases on a Japanese page (decision 023)
  // how many countries, as running text writes the count („in zwölf Ländern“)
  const countriesInText = formatsFor(locale).inText(found.countryCount);
  return { ...found, countriesInText, text: phrasedFields(locale, text, ["eyebrow", "title"]) };
}

export const handle = {
  breadcrumbs: ({ text }: { text: DealersText }, m: FrameMessages) => pageTrail(text.title, href.dealers(), [], m),
};

export const meta: Route.MetaFunction = (args) => {
  const text = args.loaderData?.text;
  if (text) {
    return seo(args, text.title, {
      description: fill(text.description, { count: args.loaderData?.countriesInText ?? "" }),
      keepSearch: false,
      jsonLd: storesJsonLd(args.loaderData?.stores ?? [], pageOf(args)),
    });
  }
  const words = isRouteErrorResponse(args.error) ? (args.error.data as Partial<MetaWords> | null) : null;
  if (!words?.title || !words.descriptionAnywhere) return [];
  return seo(args, words.title, { description: words.descriptionAnywhere, keepSearch: false });
};

export default function Dealers({ loaderData }: Route.ComponentProps) {
  const { stores, filters, countries, map, total, countriesInText, matching, nearestTo, corrected, page, pages, text } =
    loaderData;
  const format = useFormats();
  const [active, setActive] = useState<string | null>(null);
  const filtered = Boolean(filters.country || filters.type || filters.line || filters.q);
  // the same filters and sort on every page
  const { country, type, line, q, near } = filters;
  const pageHref = (n: number) => href.dealers({ country, type, line, q, near, page: n });
  const summary =
    storeSummary(text, matching, format.number) +
    (filters.near ? text.nearestFirst : "") +
    (pages > 1 ? fill(text.shown, { first: stores[0]?.number ?? "", last: stores.at(-1)?.number ?? "" }) : "");
  return (
    <>
      <PageHeader eyebrow={text.eyebrow} title={text.title}>
        <p>{fill(text.intro, { total: format.number(total), countries: countriesInText })}</p>
      </PageHeader>
      <div className="mx-auto max-w-7xl px-5 pb-16">
        <StoreFilters filters={filters} countries={countries} text={text} />
        <NearMe filters={filters} text={text} />
        {corrected ? <p className="mt-6">{fill(text.correctedPlace, corrected)}</p> : null}
        <p className="mt-6 font-semibold" aria-live="polite">
          {nearestTo ? fill(text.noStoreIn, { place: nearestTo }) : matching.stores === 0 ? text.noMatch : summary}
          {filtered || filters.near ? (
            <>
              {" "}
              <Link to={href.dealers()} className="ml-2 font-normal text-accent underline">
                {text.showAll}
              </Link>
            </>
          ) : null}
        </p>
        <div className="mt-6 grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <div className="lg:order-2">
            <div className="lg:sticky lg:top-24">
              <StoreMap
                stores={stores}
                clusters={map.clusters}
                clusterHref={pageHref}
                world={map.world}
                view={map.view}
                active={active}
                onActive={setActive}
                text={text}
              />
            </div>
          </div>
          <div className="lg:order-1">
            {stores.length ? (
              <ol className="space-y-4" start={stores[0]?.number}>
                {stores.map((store) => (
                  <StoreRow
                    key={store.id}
                    store={store}
                    active={active === store.id}
                    onActive={setActive}
                    text={text}
                  />
                ))}
              </ol>
            ) : null}
            {stores.length ? (
              <Pager page={page} pages={pages} href={pageHref} />
            ) : (
              <div className="rounded-2xl bg-mist p-6">
                <p>{text.emptyHint}</p>
                <p className="mt-2">
                  {fillNodes(text.noStoreNear, {
                    link: (
                      <Link to={href.contact({ topic: "dealer" })} className="font-semibold text-accent underline">
                        {text.dealerTeam}
                      </Link>
                    ),
                  })}
                </p>
              </div>
            )}
          </div>
        </div>
      </div>
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/ui/route-error";
