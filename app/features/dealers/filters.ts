/** Find a Store's filters, distances and sorting: pure functions, shared by page and tests. */
import { formatNumber } from "~/lib/format";
import * as href from "~/lib/href";
import { matchesQuery, type StoreSearch, searchIndex } from "./place-search";

/**
 * A product line a store may carry, named in the page's language. The lines are the catalogue's,
 * in its order: a route asks the catalogue for them and hands them in, so a line the catalogue
 * gains is offered at once, and none is named here.
 */
export type OfferedLine = { id: string; name: string };

/** The lines' names by id, in the lines' order: what the pages' words carry (`lines`). */
export function lineNames(lines: readonly OfferedLine[]): Record<string, string> {
  return Object.fromEntries(lines.map((line) => [line.id, line.name]));
}

/** The store types, labelled in English as the admin shows them (Find a Store's are in its text). */
export const dealerTypeLabels = { distributor: "Distributor", dealer: "Dealer store" } as const;
export type DealerKind = keyof typeof dealerTypeLabels;

export type DealerFilters = {
  country: string | null;
  type: DealerKind | null;
  /** A product line's id, one of the catalogue's. */
  line: string | null;
  /** Text matched against the name (any part) and the place's whole names (city, ward, prefecture, region, Land), without regard to case, accents or script width. */
  q: string;
  /** The visitor's approximate position, when they allowed it. */
  near: { lat: number; lng: number } | null;
};

export type Locatable = {
  name: string;
  city: string;
  /** Its other name: a store's romanized name where the page shows its own script. */
  also?: string;
  /** Its place's other names: prefecture and region, Land, the city in other languages and scripts (lib/places). */
  places?: readonly string[];
  /** What a search reads, made once by `searchIndex` (else made on each match). */
  search?: StoreSearch;
  country: string;
  type: string;
  lines: string[];
  lat: number;
  lng: number;
};

const MAX_TEXT = 80;

/**
 * Filters from the URL, given the countries that have stores and the catalogue's product lines'
 * ids. Anything unknown or malformed (a line the catalogue does not have) is ignored rather than refused.
 */
export function parseDealerFilters(
  params: URLSearchParams,
  knownCountries: readonly string[],
  knownLines: readonly string[],
): DealerFilters {
  const country = (params.get("country") ?? "").toUpperCase();
  const type = params.get("type");
  const line = params.get("line");
  return {
    country: knownCountries.includes(country) ? country : null,
    type: type === "distributor" || type === "dealer" ? type : null,
    line: line !== null && knownLines.includes(line) ? line : null,
    q: (params.get("q") ?? "")
      .replace(/[\p{Cc}\uFFFD]/gu, " ")
      .replace(/\s+/g, " ")
      .trim()
      .slice(0, MAX_TEXT),
    near: parseNear(params.get("near")),
  };
}

/** "52.52,13.40" → a position; out-of-range or malformed → null. */
export function parseNear(value: string | null): DealerFilters["near"] {
  const match = /^(-?\d{1,2}(?:\.\d{1,6})?),(-?\d{1,3}(?:\.\d{1,6})?)$/.exec(value ?? "");
  if (!match) return null;
  const lat = Number(match[1]);
  const lng = Number(match[2]);
  return Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? { lat, lng } : null;
}

/**
 * Whether a store passes the filters. `storePlaces` are the places the directory's stores are in:
 * a query's word naming one of them (or a known place, lib/places/gazetteer.ts) matches a store's
 * places only, never a part of its name or of another place's ("京都" is not in 東京都).
 */
export function matchesFilters(store: Locatable, filters: DealerFilters, storePlaces?: ReadonlySet<string>): boolean {
  if (filters.country && store.country !== filters.country) return false;
  if (filters.type && store.type !== filters.type) return false;
  if (filters.line && !store.lines.includes(filters.line)) return false;
  if (filters.q && !matchesQuery(store.search ?? searchIndex(store), filters.q, storePlaces)) return false;
  return true;
}

const EARTH_RADIUS_KM = 6371.0088;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in kilometres (haversine). */
export function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The stores' positions in order of distance, nearest first (equal distances keep their order),
 * and each store's distance: numbers only, so 5,000 stores sort without copying a store.
 */
export function nearestOrder(
  stores: readonly { lat: number; lng: number }[],
  from: { lat: number; lng: number },
): { order: number[]; km: Float64Array } {
  const km = new Float64Array(stores.length);
  stores.forEach((store, i) => {
    km[i] = distanceKm(from, store);
  });
  const order = Array.from(stores.keys()).sort((a, b) => (km[a] ?? 0) - (km[b] ?? 0) || a - b);
  return { order, km };
}

/** "850 m", "12 km", "1,204 km"; numbers as the page's language writes them ("3,5 km") when given its `number`. */
export function formatDistance(km: number, number: (n: number) => string = formatNumber): string {
  if (km < 1) return `${number(Math.max(10, Math.round((km * 1000) / 10) * 10))} m`;
  return `${number(km < 10 ? Math.round(km * 10) / 10 : Math.round(km))} km`;
}

/** The URL of the page with these filters (empty ones left out). */
export function dealerHref(filters: Partial<Omit<DealerFilters, "near">> & { near?: string | null }): string {
  return href.dealers(filters);
}
