/** Find a Store's data: the published stores the URL's filters select, numbered, sorted and placed on the map. */

import { memoPerContentVersion } from "~/.server/content-memo.server";
import type { Db } from "~/.server/db/client";
import { countryName } from "~/features/contact/countries";
import { compareEnglish } from "~/lib/format";
import { fitView, project, worldView } from "~/lib/map-projection.server";
import { pageCount, parsePage } from "~/lib/pagination";
import { formatDistance, matchesFilters, parseDealerFilters, sortByDistance } from "./filters";
import type { CountryOption, StoreView } from "./find-a-store";
import { allDealersMemo } from "./queries.server";

/** Stores per page of results: the list and its map stay the same size however many stores match. */
export const STORES_PER_PAGE = 20;

/**
 * The published stores in the list's order (by country name) and their countries with counts,
 * kept per content version: sorting and counting 5,000 stores on every request doubled the page's
 * render time at CONTENT_SCALE=100. A request only filters, and sorts by distance when asked.
 */
const directoryMemo = memoPerContentVersion(async (db: Db) => {
  const all = await allDealersMemo(db);
  const stores = all
    .map((d) => ({ ...d, countryName: countryName(d.country) }))
    .sort((a, b) => compareEnglish(a.countryName, b.countryName));
  const counts = new Map<string, number>();
  for (const d of all) counts.set(d.country, (counts.get(d.country) ?? 0) + 1);
  const countries: CountryOption[] = [...counts]
    .map(([code, count]) => ({ code, name: countryName(code), count }))
    .sort((a, b) => compareEnglish(a.name, b.name));
  return { stores, codes: [...counts.keys()], countries };
});

/** Null when the URL asks for a page that is not there (the route answers 404). */
export async function findAStore(db: Db, params: URLSearchParams) {
  const page = parsePage(params.get("page"));
  if (page === null) return null;
  const { stores: all, codes, countries } = await directoryMemo(db);
  const filters = parseDealerFilters(params, codes);
  const matching = all.filter((d) => matchesFilters(d, filters));
  const sorted = filters.near
    ? sortByDistance(matching, filters.near).map((store) => ({ store, distanceKm: store.distanceKm as number | null }))
    : matching.map((store) => ({ store, distanceKm: null as number | null }));
  const pages = pageCount(sorted.length, STORES_PER_PAGE);
  if (page > pages) return null;
  const first = (page - 1) * STORES_PER_PAGE;
  // numbered across pages, so a store keeps its number (and its marker's) on every page
  const stores: StoreView[] = sorted.slice(first, first + STORES_PER_PAGE).map(({ store: d, distanceKm }, i) => ({
    id: d.id,
    number: first + i + 1,
    name: d.name,
    type: d.type,
    street: d.street,
    postcode: d.postcode,
    city: d.city,
    region: d.region,
    country: d.countryName,
    phone: d.phone,
    email: d.email,
    website: d.website.replace(/^https?:\/\//, "").replace(/\/$/, ""),
    lines: d.lines,
    hours: d.hours,
    verifiedOn: d.verifiedOn,
    distance: distanceKm === null ? null : formatDistance(distanceKm),
    point: project(d.lng, d.lat),
  }));
  return {
    filters: { ...filters, near: filters.near ? `${filters.near.lat},${filters.near.lng}` : null },
    countries,
    stores,
    matching: { stores: sorted.length, countries: new Set(matching.map((d) => d.country)).size },
    page,
    pages,
    /** The whole map (where its picture goes) and the part that shows the listed stores. */
    map: { world: worldView, view: fitView(stores.map((s) => s.point)) },
    total: all.length,
    countryCount: codes.length,
  };
}
