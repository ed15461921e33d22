/** Find a Store's data: the published stores the URL's filters select, numbered, sorted and placed on the map. */
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

/** Null when the URL asks for a page that is not there (the route answers 404). */
export async function findAStore(db: Db, params: URLSearchParams) {
  const page = parsePage(params.get("page"));
  if (page === null) return null;
  const all = await allDealersMemo(db);
  const codes = [...new Set(all.map((d) => d.country))];
  const filters = parseDealerFilters(params, codes);
  const matching = all
    .filter((d) => matchesFilters(d, filters))
    .map((d) => ({ ...d, countryName: countryName(d.country) }))
    .sort((a, b) => compareEnglish(a.countryName, b.countryName));
  const sorted = filters.near
    ? sortByDistance(matching, filters.near)
    : matching.map((d) => ({ ...d, distanceKm: null as number | null }));
  const pages = pageCount(sorted.length, STORES_PER_PAGE);
  if (page > pages) return null;
  const first = (page - 1) * STORES_PER_PAGE;
  // numbered across pages, so a store keeps its number (and its marker's) on every page
  const stores: StoreView[] = sorted.slice(first, first + STORES_PER_PAGE).map((d, i) => ({
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
    distance: d.distanceKm === null ? null : formatDistance(d.distanceKm),
    point: project(d.lng, d.lat),
  }));
  const countries: CountryOption[] = codes
    .map((code) => ({ code, name: countryName(code), count: all.filter((d) => d.country === code).length }))
    .sort((a, b) => compareEnglish(a.name, b.name));
  return {
    filters: { ...filters, near: filters.near ? `${filters.near.lat},${filters.near.lng}` : null },
    countries,
    stores,
    matching: { stores: sorted.length, countries: new Set(sorted.map((d) => d.country)).size },
    page,
    pages,
    /** The whole map (where its picture goes) and the part that shows the listed stores. */
    map: { world: worldView, view: fitView(stores.map((s) => s.point)) },
    total: all.length,
    countryCount: codes.length,
  };
}
