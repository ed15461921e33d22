/** Find a Store's data: the published stores the URL's filters select, numbered, sorted and placed on the map. */

import { memoPerContentVersion } from "~/.server/content-memo.server";
import type { Db } from "~/.server/db/client";
import { translationsMemo } from "~/.server/translations/queries.server";
import { countryName, countryOrder, inCountry } from "~/lib/countries";
import { compareEnglish, formatsFor } from "~/lib/format";
import { homeFirst, ownCountry } from "~/lib/home-countries";
import { fill } from "~/lib/i18n/frame";
import { defaultLocale, type Locale } from "~/lib/i18n/locales";
import { keepUnits } from "~/lib/line-breaks";
import { fitView, project, worldView } from "~/lib/map-projection.server";
import { formatHours } from "~/lib/opening-hours";
import { pageCount, parsePage } from "~/lib/pagination";
import { cityNameIn } from "~/lib/places/city-names";
import { type KnownPlace, placeNameIn } from "~/lib/places/gazetteer";
import { placeNames, placeRank } from "~/lib/places/store-places";
import type { Translations } from "~/lib/translations/overlay";
import { addressLines, nativeLocaleOf } from "./address.server";
import {
  type DealerFilters,
  distanceKm,
  formatDistance,
  matchesFilters,
  nearestOrder,
  type OfferedLine,
  parseDealerFilters,
} from "./filters";
import type { CountryOption, MapBox, StoreCluster, StoreView } from "./find-a-store";
import { phoneOf } from "./phone.server";
import {
  closestPlace,
  countryNamed,
  knownPlaceNames,
  knownPlaceOf,
  type StoreSearch,
  searchIndex,
} from "./place-search";
import { allDealersMemo } from "./queries.server";
import { type DealersText, dealersText } from "./text.server";

/** Stores per page of results: the list and its map stay the same size however many stores match. */
export const STORES_PER_PAGE = 20;

/** How many stores a place with none of its own is answered with: the nearest to it. */
export const NEAREST_TO_PLACE = 5;

/**
 * The published stores in the list's order (by country name; within a country, as its own lists
 * order it: Japan north to south) and their countries with counts, kept per content version:
 * sorting and counting 5,000 stores on every request doubled the page's render time at
 * CONTENT_SCALE=100. A request only filters, and sorts by distance when asked.
 */
const directoryMemo = memoPerContentVersion(async (db: Db) => {
  const all = await allDealersMemo(db);
  const stores = all
    .map((d) => ({
      ...d,
      countryName: countryName(d.country),
      point: project(d.lng, d.lat),
      rank: placeRank(d),
      places: placeNames(d),
    }))
    .sort(
      (a, b) =>
        compareEnglish(a.countryName, b.countryName) ||
        a.rank - b.rank ||
        (a.rank ? compareEnglish(a.city, b.city) : 0),
    );
  const counts = new Map<string, number>();
  for (const d of all) counts.set(d.country, (counts.get(d.country) ?? 0) + 1);
  const countries: CountryOption[] = [...counts]
    .map(([code, count]) => ({ code, name: countryName(code), count }))
    .sort((a, b) => compareEnglish(a.name, b.name));
  return { stores, codes: [...counts.keys()], countries };
});

type Directory = Awaited<ReturnType<typeof directoryMemo>>;
type Stored = Directory["stores"][number];
/** The directory as a language lists it: each store with what a search reads of it there. */
type Listing = Omit<Directory, "stores"> & {
  stores: (Stored & { search: StoreSearch })[];
  /** Every place the stores are in, as a search reads it: a query's word naming one matches places only. */
  places: ReadonlySet<string>;
};

/** How many countries have a published store: what copy elsewhere (the brand story, the team) states. */
export async function storeCountryCount(db: Db): Promise<number> {
  return (await directoryMemo(db)).codes.length;
}

/** A Japanese store's ward as its romanized street names it last: "Minato-ku" of "1-2-11 Hamamatsuchō, Minato-ku". */
export function romanizedWard(street: string): string[] {
  const last = street.split(",").at(-1)?.trim() ?? "";
  return /-(ku|shi|machi|chō|cho)$/i.test(last) ? [last] : [];
}

/**
 * A store in the page's language: in its own script where the page's language is its country's
 * (a Japanese store on /ja, from its `dealer` translation), its romanized name still matched, and
 * its romanized city and ward, its city and ward in its own script (「東京都港区」) among its places.
 */
function inOwnScript<T extends Stored>(store: T, locale: Locale, t: Translations | null): T {
  const ward = store.country === "JP" ? romanizedWard(store.street) : [];
  const romanized = ward.length ? { ...store, places: [...store.places, ...ward] } : store;
  if (!t || nativeLocaleOf(store.country) !== locale) return romanized;
  const own = t.fields.get("dealer")?.get(store.id);
  const text = (field: string) => {
    const value = own?.[field];
    return typeof value === "string" && value.trim() ? value : null;
  };
  if (!own) return romanized;
  const city = text("city") ?? store.city;
  const region = text("region") ?? store.region;
  return {
    ...romanized,
    name: text("name") ?? store.name,
    street: text("street") ?? store.street,
    city,
    region,
    also: store.name,
    places: [...romanized.places, store.city, ...(region ? [region, `${region}${city}`] : [])],
  };
}

/**
 * The directory in a language's order: its home countries first (lib/home-countries.ts), then the
 * others by their name in that language (within a country, the order stays), countries likewise,
 * and stores in their own script where it is the language's, each with what a search reads. Made
 * once per directory and language.
 */
const inLanguages = new WeakMap<Directory, Map<Locale, Listing>>();
function directoryIn(directory: Directory, locale: Locale, t: Translations | null): Listing {
  let byLocale = inLanguages.get(directory);
  if (!byLocale) {
    byLocale = new Map();
    inLanguages.set(directory, byLocale);
  }
  let sorted = byLocale.get(locale);
  if (!sorted) {
    const byName =
      locale === defaultLocale
        ? (a: CountryOption, b: CountryOption) => compareEnglish(a.name, b.name)
        : countryOrder(locale);
    const countries = directory.countries
      .map((c) => ({ ...c, name: countryName(c.code, locale) }))
      .sort(homeFirst(locale, byName));
    const rank = new Map(countries.map((c, i) => [c.code, i]));
    const nameOf = new Map(countries.map((c) => [c.code, c.name]));
    const stores = directory.stores
      .map((store) => {
        const shown = inOwnScript({ ...store, countryName: nameOf.get(store.country) ?? store.country }, locale, t);
        return { ...shown, search: searchIndex(shown) };
      })
      .sort((a, b) => (rank.get(a.country) ?? 0) - (rank.get(b.country) ?? 0));
    const places = new Set(stores.flatMap((store) => [...store.search.places]));
    sorted = { codes: directory.codes, stores, countries, places };
    byLocale.set(locale, sorted);
  }
  return sorted;
}

/** How many grid cells across the map's view gathers the other stores into: at most ~70 clusters. */
const CLUSTER_CELLS = 12;

/**
 * A store's city as the page's language names it (lib/places/city-names.ts): a German page names a
 * city abroad by its German name (Mailand, Tokio), a Japanese page by its Japanese name (ミュンヘン)
 * and a Japanese store's in its own script; null where Japanese has no name for it (the page then
 * names the country). The address keeps the city as its post writes it.
 */
function cityIn(store: { country: string; city: string }, locale: Locale): string | null {
  return cityNameIn(store.country, store.city, locale) ?? null;
}

type Placed = {
  point: [number, number];
  lat: number;
  lng: number;
  city: string;
  country: string;
  countryName: string;
};

/**
 * The matching stores this page does not list, inside the map's view, gathered per grid cell of
 * the view and per country: the map shows where the rest are (5,000 stores as a few dozen
 * clusters), a cluster's count is the stores of the one country its name says, and each cluster
 * links to the page of the list that holds its first store, with the same filters.
 */
function clusterOthers(
  ordered: readonly Placed[],
  first: number,
  view: MapBox,
  /** Where a cluster is, for its link's name: "around Lyon, France", 「フランス、リヨン周辺」. */
  placeOf: (stores: Placed[]) => string,
): StoreCluster[] {
  const cell = view.width / CLUSTER_CELLS;
  const cells = new Map<string, { x: number; y: number; index: number; stores: Placed[] }>();
  ordered.forEach((store, index) => {
    if (index >= first && index < first + STORES_PER_PAGE) return;
    const [x, y] = store.point;
    if (x < view.x || x > view.x + view.width || y < view.y || y > view.y + view.height) return;
    const key = `${Math.floor((y - view.y) / cell) * (CLUSTER_CELLS + 1) + Math.floor((x - view.x) / cell)} ${store.country}`;
    const found = cells.get(key);
    if (found) {
      found.x += x;
      found.y += y;
      found.stores.push(store);
    } else cells.set(key, { x, y, index, stores: [store] });
  });
  const round = (n: number) => Math.round(n * 10) / 10;
  return [...cells.values()].map((c) => ({
    point: [round(c.x / c.stores.length), round(c.y / c.stores.length)],
    count: c.stores.length,
    page: Math.floor(c.index / STORES_PER_PAGE) + 1,
    place: placeOf(c.stores),
  }));
}

/** How far from the city a cluster is named after its stores may lie: farther, and it is named by its country. */
export const CLUSTER_CITY_KM = 150;

/**
 * A cluster's place in the page's words: around the city of the store its link opens the list at,
 * so the page shows the place the name says (else the city most of its stores are in, of those the
 * language has a name for), but only when every one of its stores lies near that city (within
 * CLUSTER_CITY_KM): "around Lyon" never counts a store in Paris, "around Sapporo" none in Kumamoto.
 * Stores far apart (all in one country: a cluster is one country's) are named by their country, as
 * is a cluster whose cities the language has no name for. The country is left out at home.
 */
export function clusterPlace(stores: readonly Placed[], locale: Locale, words: DealersText["map"]): string {
  const country = stores[0]?.countryName ?? "";
  const byCity = new Map<string, Placed[]>();
  for (const store of stores) {
    const city = cityIn(store, locale);
    if (city) byCity.set(city, [...(byCity.get(city) ?? []), store]);
  }
  const [opened] = stores;
  const openedCity = opened ? cityIn(opened, locale) : null;
  const [city, [centre] = []] = openedCity
    ? [openedCity, [opened as Placed]]
    : ([...byCity].sort((a, b) => b[1].length - a[1].length)[0] ?? []);
  if (!city || !centre || stores.some((s) => distanceKm(centre, s) > CLUSTER_CITY_KM)) {
    const code = stores[0]?.country ?? "";
    return fill(words.placeCountry, { country, inCountry: locale === "ja" ? country : inCountry(code, locale) });
  }
  return fill(stores[0]?.country === ownCountry(locale) ? words.placeHome : words.place, { city, country });
}

function phoneNumber(phone: string, country: string, locale: Locale) {
  const { text, tel } = phoneOf(phone, country, locale);
  return { phone: text, tel };
}

/** How many of the stores match the filters, per country. */
function countPerCountry(
  stores: readonly Parameters<typeof matchesFilters>[0][],
  filters: DealerFilters,
  places: ReadonlySet<string>,
): Map<string, number> {
  const counts = new Map<string, number>();
  for (const store of stores)
    if (matchesFilters(store, filters, places)) counts.set(store.country, (counts.get(store.country) ?? 0) + 1);
  return counts;
}

function countriesOf(stores: readonly { country: string }[]): number {
  const seen = new Set<string>();
  for (const store of stores) seen.add(store.country);
  return seen.size;
}

/**
 * Null when the URL asks for a page that is not there (the route answers 404). Country names,
 * their order, distances and the clusters' places are in the page's language. `lines` are the
 * product lines the catalogue has: the line filter takes one of them, and a store shows only
 * those it carries (a line the catalogue no longer has is left out).
 */
export async function findAStore(
  db: Db,
  params: URLSearchParams,
  lines: readonly OfferedLine[],
  locale: Locale = defaultLocale,
) {
  const page = parsePage(params.get("page"));
  if (page === null) return null;
  const directory = await directoryMemo(db);
  const translations = locale === defaultLocale ? null : await translationsMemo(db, locale);
  const { stores: all, codes, countries, places } = directoryIn(directory, locale, translations);
  // the country line is left out where the reader is at home: no "Deutschland" on /de, no 日本 on /ja
  const home = ownCountry(locale);
  const text = dealersText[locale];
  const { number } = formatsFor(locale);
  const lineIds = lines.map((line) => line.id);
  const asked = parseDealerFilters(params, codes, lineIds);
  // a country's name in any language (日本, Japan, Deutschland): that country's stores
  const country = asked.q ? countryNamed(asked.q) : undefined;
  const typed = country && codes.includes(country) ? { ...asked, country, q: "" } : asked;
  let filters = typed;
  let found = all.filter((d) => matchesFilters(d, filters, places));
  // a misspelt place („Berlni“) that names nothing: the place it is closest to, said so on the page
  const fix =
    !found.length && typed.q && !knownPlaceOf(typed.q)
      ? closestPlace(typed.q, [...knownPlaceNames(), ...all.map((d) => d.city)])
      : undefined;
  if (fix) {
    filters = { ...typed, q: fix };
    found = all.filter((d) => matchesFilters(d, filters, places));
  }
  // a place with no store ("横浜", "Kyoto"): the stores nearest to it, the other filters kept
  const place = !found.length && filters.q ? knownPlaceOf(filters.q) : undefined;
  const matching = place ? all.filter((d) => matchesFilters(d, { ...filters, q: "" })) : found;
  // each country's count is what choosing it lists, the other filters kept ("Deutschland (2)" for
  // distributors); for a place without a store, the stores its nearest are chosen from
  const counted = { ...filters, country: null, q: place ? "" : filters.q };
  const narrowed = counted.type || counted.line || counted.q ? countPerCountry(all, counted, places) : null;
  // nearest first when asked (to the place, when it has no store): sorted as numbers, the stores not copied
  const from = place ?? filters.near;
  const near = from ? nearestOrder(matching, from) : null;
  const ordered = near
    ? near.order.slice(0, place ? NEAREST_TO_PLACE : undefined).map((i) => matching[i] as (typeof matching)[number])
    : matching;
  const pages = pageCount(ordered.length, STORES_PER_PAGE);
  if (page > pages) return null;
  const first = (page - 1) * STORES_PER_PAGE;
  // numbered across pages, so a store keeps its number (and its marker's) on every page
  const stores: StoreView[] = ordered.slice(first, first + STORES_PER_PAGE).map((d, i) => {
    const km = near ? (near.km[near.order[first + i] ?? 0] ?? null) : null;
    return {
      id: d.id,
      number: first + i + 1,
      name: d.name,
      type: d.type,
      address: addressLines(d, d.country === home ? null : d.countryName),
      postal: { street: d.street, postcode: d.postcode, city: d.city, region: d.region, country: d.country },
      ...phoneNumber(d.phone, d.country, locale),
      email: d.email,
      website: d.website.replace(/^https?:\/\//, "").replace(/\/$/, ""),
      lines: d.lines.filter((line) => lineIds.includes(line)),
      hours: d.openingHours.length ? formatHours(d.openingHours, locale, text.hours) : "",
      openingHours: d.openingHours,
      verifiedOn: d.verifiedOn,
      // "12 km", 「12km」 (the unit right after the number in Japanese, docs/l10n/ja.md)
      distance: km === null ? null : keepUnits(locale, formatDistance(km, number)),
      point: d.point,
      place: cityIn(d, locale) ?? d.countryName,
    };
  });
  const view = fitView(stores.map((s) => s.point));
  return {
    // the form keeps what the visitor typed (a country's name becomes the country chosen)
    filters: { ...typed, near: typed.near ? `${typed.near.lat},${typed.near.lng}` : null },
    /** The place a misspelt query was read as, in the page's words, and the query as typed. */
    corrected: fix
      ? { place: knownPlaceOf(fix) ? placeNameIn(knownPlaceOf(fix) as KnownPlace, locale) : fix, typed: typed.q }
      : null,
    countries: narrowed ? countries.map((c) => ({ ...c, count: narrowed.get(c.code) ?? 0 })) : countries,
    stores,
    matching: { stores: ordered.length, countries: countriesOf(ordered) },
    /** The place the query names, in the page's words, when no store is there: the stores listed are the nearest to it. */
    nearestTo: place ? placeNameIn(place, locale) : null,
    page,
    pages,
    /** The whole map (where its picture goes) and the part that shows the listed stores. */
    map: {
      world: worldView,
      view,
      clusters: clusterOthers(ordered, first, view, (group) => clusterPlace(group, locale, text.map)),
    },
    total: all.length,
    countryCount: codes.length,
  };
}
