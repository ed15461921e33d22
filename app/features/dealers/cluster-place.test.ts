/**
 * A map cluster's name (Find a Store): around a city only when its stores are all near it, else
 * in their country, in every language ("3 weitere Händler in der Nähe von Lyon" counted two stores
 * in Paris; "around Sapporo" covered Tokyo to Kumamoto).
 */
import { describe, expect, it } from "vitest";
import { countryName } from "~/lib/countries";
import type { Locale } from "~/lib/i18n/locales";
import { distanceKm } from "./filters";
import { CLUSTER_CITY_KM, clusterPlace } from "./find-a-store.server";
import { dealersText } from "./text.server";

const store = (city: string, country: string, lat: number, lng: number, locale: Locale) => ({
  point: [0, 0] as [number, number],
  lat,
  lng,
  city,
  country,
  countryName: countryName(country, locale),
});

const japan = (locale: Locale) => [
  store("Sapporo", "JP", 43.0621, 141.3544, locale),
  store("Sendai", "JP", 38.2682, 140.8694, locale),
  store("Tokyo", "JP", 35.6812, 139.7671, locale),
  store("Osaka", "JP", 34.7025, 135.4959, locale),
  store("Kumamoto", "JP", 32.8031, 130.7079, locale),
];
const france = (locale: Locale) => [
  store("Lyon", "FR", 45.7628, 4.8358, locale),
  store("Paris", "FR", 48.8757, 2.3508, locale),
  store("Paris", "FR", 48.882, 2.3345, locale),
];
const paris = (locale: Locale) => [
  store("Paris", "FR", 48.8757, 2.3508, locale),
  store("Paris", "FR", 48.882, 2.3345, locale),
  store("Versailles", "FR", 48.8049, 2.1204, locale),
];
const place = (stores: ReturnType<typeof store>[], locale: Locale) =>
  clusterPlace(stores, locale, dealersText[locale].map);

describe("a map cluster's place", () => {
  it("names the country when its stores lie far apart in it, in every language", () => {
    expect(place(japan("en"), "en")).toBe("in Japan");
    expect(place(japan("de"), "de")).toBe("in Japan");
    expect(place(japan("ja"), "ja")).toBe("日本国内");
    expect(place(france("en"), "en")).toBe("in France");
    expect(place(france("de"), "de")).toBe("in Frankreich");
    expect(place(france("ja"), "ja")).toBe("フランス国内");
    // a country whose name takes an article, as each language writes it after "in"
    const swiss = (locale: Locale) => [
      store("Genève", "CH", 46.1983, 6.1423, locale),
      store("Zürich", "CH", 47.3769, 8.5417, locale),
    ];
    expect(place(swiss("de"), "de")).toBe("in der Schweiz");
    expect(place(swiss("en"), "en")).toBe("in Switzerland");
    const us = (locale: Locale) => [
      store("New York", "US", 40.7128, -74.006, locale),
      store("Chicago", "US", 41.8781, -87.6298, locale),
    ];
    expect(place(us("de"), "de")).toBe("in den Vereinigten Staaten");
    expect(place(us("en"), "en")).toBe("in the United States");
    expect(place(us("ja"), "ja")).toBe("アメリカ合衆国国内");
  });

  it("names the city of the store its link opens when all its stores are near it", () => {
    expect(place(paris("en"), "en")).toBe("around Paris, France");
    expect(place(paris("de"), "de")).toBe("in der Nähe von Paris, Frankreich");
    expect(place(paris("ja"), "ja")).toBe("フランス、パリ周辺");
    // Versailles first: the link opens at its store, near both Paris stores, so the cluster is named after it …
    const versaillesFirst = (locale: Locale) => paris(locale).toReversed();
    expect(place(versaillesFirst("en"), "en")).toBe("around Versailles, France");
    // … where the language names it; a city Japanese has no name for is passed over for one it has
    expect(place(versaillesFirst("ja"), "ja")).toBe("フランス、パリ周辺");
    // at home, without the country
    const hamburg = [store("Hamburg", "DE", 53.55, 9.99, "de"), store("Lüneburg", "DE", 53.25, 10.41, "de")];
    expect(place(hamburg, "de")).toBe("in der Nähe von Hamburg");
  });

  it("never names a city a store of the cluster lies farther than CLUSTER_CITY_KM from", () => {
    for (const stores of [japan("en"), france("en"), paris("en"), paris("en").toReversed()]) {
      const named = place(stores, "en");
      const city = stores.find((s) => named === `around ${s.city}, ${s.countryName}`);
      if (!city) expect(named).toBe(`in ${stores[0]?.countryName}`);
      else for (const s of stores) expect(distanceKm(city, s), named).toBeLessThanOrEqual(CLUSTER_CITY_KM);
    }
  });
});
