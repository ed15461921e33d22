/**
 * What Find a Store's page receives from its loader: stores ready to list and draw, with their
 * map positions already projected on the server (so the browser needs no map code at all).
 */
import type { OpeningHours } from "~/lib/opening-hours";
import type { DealerFilters, DealerKind } from "./filters";

/** A rectangle in map units: the whole map, or the part of it the filters show. */
export type MapBox = { x: number; y: number; width: number; height: number };

/** One listed store, numbered as on the map. */
export type StoreView = {
  id: string;
  number: number;
  name: string;
  type: DealerKind;
  /**
   * The postal address in its country's order, line by line, the country's name last unless it is
   * the reader's own (lib/home-countries.ts); a Japanese one in Japanese script on one line.
   */
  address: string[];
  /** The address's parts, for JSON-LD. */
  postal: { street: string; postcode: string; city: string; region: string | null; country: string };
  /** As the page's language writes it: national or international. */
  phone: string;
  /** The number's tel: link, in E.164. */
  tel: string;
  email: string;
  /** The website without its scheme and trailing slash, as printed. */
  website: string;
  /** The ids of the product lines it carries, of those the catalogue has (their names: the page's words). */
  lines: string[];
  /** As the page's language's stores write them: "Mo–Fr 10–19 Uhr, Sa 10–16 Uhr", "10:00～20:00（水曜定休）". */
  hours: string;
  openingHours: OpeningHours;
  verifiedOn: string;
  /** "12 km" from the visitor, when they asked to sort by distance. */
  distance: string | null;
  /** [x, y] in map units. */
  point: [number, number];
  /** Its city as the page's language names it (ミュンヘン on /ja), else its country: for its marker's name. */
  place: string;
};

/** The filters as the form shows them ("near" as it stands in the URL). */
export type StoreFilterValues = Omit<DealerFilters, "near"> & { near: string | null };

export type CountryOption = { code: string; name: string; count: number };

/** Matching stores that are not on this page, gathered where they stand close on the map. */
export type StoreCluster = {
  /** [x, y] in map units: the middle of its stores. */
  point: [number, number];
  count: number;
  /** The page of the list that holds its first store. */
  page: number;
  /** Where, for its link's name: "around Lyon, France", 「フランス、リヨン周辺」. */
  place: string;
};
