import { useState } from "react";
import { data, Link } from "react-router";
import { runtimeContext } from "~/.server/context";
import { PageHeader } from "~/components/ui/page-header";
import { Pager } from "~/components/ui/pager";
import { findAStore } from "~/features/dealers/find-a-store.server";
import { NearMe } from "~/features/dealers/near-me";
import { StoreFilters } from "~/features/dealers/store-filters";
import { StoreMap } from "~/features/dealers/store-map";
import { StoreRow } from "~/features/dealers/store-row";
import { pageTrail } from "~/lib/breadcrumbs";
import { formatNumber } from "~/lib/format";
import { seo } from "~/lib/meta";
import { pagedHref } from "~/lib/pagination";
import type { Route } from "./+types/dealers";

export async function loader({ request, context }: Route.LoaderArgs) {
  const found = await findAStore(context.get(runtimeContext).database.db, new URL(request.url).searchParams);
  if (!found) throw data("Not Found", { status: 404 });
  return found;
}

export const handle = { breadcrumbs: () => pageTrail("Find A Store", "/dealer/distributor") };

export const meta: Route.MetaFunction = (args) =>
  seo(args, "Find A Store", {
    description: `Noteva distributors and dealer stores in ${args.loaderData?.countryCount ?? "many"} countries: play an instrument before you buy.`,
    keepSearch: false,
  });

export default function Dealers({ loaderData }: Route.ComponentProps) {
  const { stores, filters, countries, map, total, countryCount, matching, page, pages } = loaderData;
  const [active, setActive] = useState<string | null>(null);
  const filtered = Boolean(filters.country || filters.type || filters.line || filters.q);
  const shownCountries = matching.countries;
  // the same filters and sort on every page
  const { country, type, line, q, near } = filters;
  const pageHref = (n: number) => pagedHref("/dealer/distributor", { country, type, line, q, near }, n);
  return (
    <>
      <PageHeader eyebrow="Dealer stores" title="Find A Store">
        <p>
          Play a Noteva before you buy. {formatNumber(total)} distributors and dealer stores in {countryCount} countries
          carry our instruments and advise you in person.
        </p>
      </PageHeader>
      <div className="mx-auto max-w-7xl px-5 pb-16">
        <StoreFilters filters={filters} countries={countries} />
        <NearMe filters={filters} />
        <p className="mt-6 font-semibold" aria-live="polite">
          {matching.stores === 0
            ? "No store matches these filters."
            : `${formatNumber(matching.stores)} ${matching.stores === 1 ? "store" : "stores"} in ${shownCountries} ${shownCountries === 1 ? "country" : "countries"}${filters.near ? ", nearest first" : ""}${pages > 1 ? `; ${stores[0]?.number}–${stores.at(-1)?.number} shown` : ""}`}
          {filtered || filters.near ? (
            <>
              {" "}
              <Link to="/dealer/distributor" className="ml-2 font-normal text-accent underline">
                Show all stores
              </Link>
            </>
          ) : null}
        </p>
        <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
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
              />
            </div>
          </div>
          <div className="lg:order-1">
            {stores.length ? (
              <ol className="space-y-4" start={stores[0]?.number}>
                {stores.map((store) => (
                  <StoreRow key={store.id} store={store} active={active === store.id} onActive={setActive} />
                ))}
              </ol>
            ) : null}
            {stores.length ? (
              <Pager page={page} pages={pages} href={pageHref} />
            ) : (
              <div className="rounded-2xl bg-mist p-6">
                <p>Try another country or product line, or clear the name and city field.</p>
                <p className="mt-2">
                  No store near you? Our distributors ship across their country, and{" "}
                  <Link to="/contactus?topic=dealer" className="font-semibold text-accent underline">
                    our dealer team
                  </Link>{" "}
                  can tell you where to play an instrument.
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
