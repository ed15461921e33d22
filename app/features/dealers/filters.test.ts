import { describe, expect, it } from "vitest";
import { fitView, project, worldView } from "~/lib/map-projection.server";
import { placeNames } from "~/lib/places/store-places";
import {
  dealerHref,
  distanceKm,
  fold,
  formatDistance,
  matchesFilters,
  nearestOrder,
  parseDealerFilters,
  parseNear,
  searchText,
} from "./filters";

const berlin = { lat: 52.52, lng: 13.405 };
const paris = { lat: 48.8566, lng: 2.3522 };
const tokyo = { lat: 35.6762, lng: 139.6503 };

describe("distance", () => {
  it("is the great-circle distance in kilometres", () => {
    expect(distanceKm(berlin, paris)).toBeCloseTo(878, -1);
    expect(distanceKm(paris, tokyo)).toBeCloseTo(9712, -2);
    expect(distanceKm(berlin, berlin)).toBe(0);
  });
  it("sorts stores nearest first and keeps the order of equals", () => {
    const stores = [
      { id: "tokyo", ...tokyo },
      { id: "paris", ...paris },
      { id: "berlin-a", ...berlin },
      { id: "berlin-b", ...berlin },
    ];
    expect(nearestOrder(stores, { lat: 52.4, lng: 13.1 }).order.map((i) => stores[i]?.id)).toEqual([
      "berlin-a",
      "berlin-b",
      "paris",
      "tokyo",
    ]);
  });
  it("reads like a visitor expects", () => {
    expect(formatDistance(0.42)).toBe("420 m");
    expect(formatDistance(3.46)).toBe("3.5 km");
    expect(formatDistance(1204.4)).toBe("1,204 km");
  });
});

describe("filters", () => {
  const store = {
    name: "Tastenwerk Düsseldorf",
    city: "Düsseldorf",
    country: "DE",
    type: "dealer",
    lines: ["DigitalPianos"],
    ...berlin,
  };
  /** The catalogue's product lines, as a route hands them in. */
  const lines = ["DigitalPianos", "Keyboards", "Drums"];
  const parse = (query: string, known = lines) => parseDealerFilters(new URLSearchParams(query), ["DE", "FR"], known);

  it("match name and city without regard to case or accents", () => {
    expect(matchesFilters(store, parse("q=dusseldorf"))).toBe(true);
    expect(matchesFilters(store, parse("q=TASTENWERK"))).toBe(true);
    expect(matchesFilters(store, parse("q=hamburg"))).toBe(false);
  });
  it("match umlauts written as digraphs or plain, and a city's other names and Land (lib/places)", () => {
    const munich = {
      ...store,
      name: "Klavierhaus am Gärtnerplatz",
      city: "München",
      places: placeNames({ country: "DE", city: "München", region: null }),
    };
    for (const q of ["München", "Muenchen", "munchen", "MÜNCHEN", "Munich", "Bayern", "bavaria", "Gaertnerplatz"])
      expect(matchesFilters(munich, parse(`q=${encodeURIComponent(q)}`)), q).toBe(true);
    expect(matchesFilters(munich, parse("q=Köln"))).toBe(false);
    // precomputed once, read the same
    expect(matchesFilters({ ...munich, search: searchText(munich) }, parse("q=Muenchen"))).toBe(true);
  });
  it("match a Japanese store by prefecture and region, in its own script and romanized", () => {
    const tokyo = {
      ...store,
      country: "JP",
      name: "駿河台音工房",
      city: "千代田区",
      also: "Surugadai Oto Kōbō Tokyo",
      places: placeNames({ country: "JP", city: "千代田区", region: "東京都" }),
    };
    for (const q of ["東京", "東京都", "Tokyo", "tokyo", "Tōkyō", "ｔｏｋｙｏ", "関東", "Kanto", "千代田区", "kobo"])
      expect(matchesFilters(tokyo, parse(`q=${encodeURIComponent(q)}`)), q).toBe(true);
    for (const q of ["大阪", "Osaka", "Kansai"])
      expect(matchesFilters(tokyo, parse(`q=${encodeURIComponent(q)}`)), q).toBe(false);
    // voiced kana stay voiced: ド is not ト
    expect(fold("ドイツ")).toBe("ドイツ");
  });
  it("combine country, type and product line", () => {
    expect(matchesFilters(store, parse("country=de&type=dealer&line=DigitalPianos"))).toBe(true);
    expect(matchesFilters(store, parse("country=FR"))).toBe(false);
    expect(matchesFilters(store, parse("type=distributor"))).toBe(false);
    expect(matchesFilters(store, parse("line=Drums"))).toBe(false);
  });
  it("ignore unknown or malformed values instead of failing", () => {
    expect(parse("country=ZZ&type=x&line=<b>&near=1,2,3")).toEqual({
      country: null,
      type: null,
      line: null,
      q: "",
      near: null,
    });
    expect(parse(`q=${"x".repeat(500)}`).q).toHaveLength(80);
  });
  it("take a product line the catalogue has, whatever it is, and ignore one it has not", () => {
    expect(parse("line=Synths").line).toBeNull();
    expect(parse("line=drums").line).toBeNull();
    expect(parse("line=Synths", [...lines, "Synths"]).line).toBe("Synths");
    // a line the catalogue no longer has: no filter, every store
    expect(parse("line=Drums", ["DigitalPianos", "Keyboards"]).line).toBeNull();
  });
  it("accept a position only within the globe", () => {
    expect(parseNear("52.52,13.40")).toEqual({ lat: 52.52, lng: 13.4 });
    expect(parseNear("-33.87,151.21")).toEqual({ lat: -33.87, lng: 151.21 });
    expect(parseNear("91,0")).toBeNull();
    expect(parseNear("0,181")).toBeNull();
    expect(parseNear("abc")).toBeNull();
  });
  it("live in the URL", () => {
    // in the order the page's own links (its pager) write them
    expect(dealerHref({ country: "DE", line: "Drums", q: "köln" })).toBe(
      "/dealer/distributor?country=DE&line=Drums&q=k%C3%B6ln",
    );
    expect(dealerHref({})).toBe("/dealer/distributor");
  });
});

describe("map view", () => {
  it("shows the whole world for no stores or stores far apart", () => {
    expect(fitView([])).toEqual(worldView);
    expect(fitView([project(-122.4, 37.8), project(139.7, 35.7), project(151.2, -33.9)])).toEqual(worldView);
  });
  it("zooms to the stores listed, keeping them inside the view", () => {
    const points = [project(13.4, 52.5), project(6.78, 51.23), project(11.58, 48.14)];
    const view = fitView(points);
    expect(view.width).toBeLessThan(worldView.width / 4);
    for (const [x, y] of points) {
      expect(x).toBeGreaterThan(view.x);
      expect(x).toBeLessThan(view.x + view.width);
      expect(y).toBeGreaterThan(view.y);
      expect(y).toBeLessThan(view.y + view.height);
    }
  });
});
