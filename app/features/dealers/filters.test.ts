import { describe, expect, it } from "vitest";
import { fitView, project, worldView } from "~/lib/map-projection.server";
import { placeNames } from "~/lib/places/store-places";
import {
  dealerHref,
  distanceKm,
  formatDistance,
  matchesFilters,
  nearestOrder,
  parseDealerFilters,
  parseNear,
} from "./filters";
import { fold, knownPlaceOf, placeKeys, searchIndex } from "./place-search";

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
    expect(matchesFilters({ ...munich, search: searchIndex(munich) }, parse("q=Muenchen"))).toBe(true);
  });
  it("match a store by its postcode or the postcode's first digits, as the post or a phone keyboard writes it", () => {
    const munich = { ...store, city: "München", postcode: "80331" };
    for (const q of ["80331", "80", "803", "８０３３１"])
      expect(matchesFilters(munich, parse(`q=${encodeURIComponent(q)}`)), q).toBe(true);
    for (const q of ["80332", "81", "8"])
      expect(matchesFilters(munich, parse(`q=${encodeURIComponent(q)}`)), q).toBe(false);
    const shibuya = { ...store, country: "JP", city: "渋谷区", postcode: "150-0001" };
    for (const q of ["150-0001", "〒150-0001", "1500001", "〒150", "150"])
      expect(matchesFilters(shibuya, parse(`q=${encodeURIComponent(q)}`)), q).toBe(true);
    expect(matchesFilters(shibuya, parse("q=151"))).toBe(false);
  });
  it("match a Japanese store by prefecture and region, in its own script and romanized", () => {
    const tokyo = {
      ...store,
      country: "JP",
      name: "駿河台音工房",
      city: "千代田区",
      also: "Surugadai Oto Kōbō",
      places: [
        ...placeNames({ country: "JP", city: "Tokyo", region: "東京都" }),
        "Tokyo",
        "Chiyoda-ku",
        "東京都千代田区",
      ],
    };
    for (const q of ["東京", "東京都", "Tokyo", "tokyo", "Tōkyō", "ｔｏｋｙｏ", "関東", "Kanto", "千代田区", "kobo"])
      expect(matchesFilters(tokyo, parse(`q=${encodeURIComponent(q)}`)), q).toBe(true);
    for (const q of ["大阪", "Osaka", "Kansai"])
      expect(matchesFilters(tokyo, parse(`q=${encodeURIComponent(q)}`)), q).toBe(false);
    for (const q of ["Chiyoda", "chiyoda-ku", "千代田", "東京都千代田区", "東京 千代田区"])
      expect(matchesFilters(tokyo, parse(`q=${encodeURIComponent(q)}`)), q).toBe(true);
    // voiced kana stay voiced: ド is not ト
    expect(fold("ドイツ")).toBe("ドイツ");
  });
  it("match a place only by its whole name: 京都 is not a part of 東京都, Kyoto not of Tokyo", () => {
    const tokyo = {
      ...store,
      country: "JP",
      name: "株式会社青嵐楽器商会",
      city: "港区",
      also: "Seiran Gakki Shōkai",
      places: [...placeNames({ country: "JP", city: "Tokyo", region: "東京都" }), "Tokyo", "東京都港区"],
    };
    const kyoto = { ...tokyo, name: "京都ピアノ", city: "京都市中京区", places: ["京都府", "Kyōto", "関西"] };
    const q = (text: string) => parse(`q=${encodeURIComponent(text)}`);
    for (const text of ["京都", "京都府", "Kyoto", "kyo to", "都"])
      expect(matchesFilters(tokyo, q(text)), text).toBe(false);
    for (const text of ["京都", "京都府", "京都市", "中京区", "Kyoto", "Kyōto", "Kyo"])
      expect(matchesFilters(kyoto, q(text)), text).toBe(true);
    // a part of a store's name still finds it; a place word does not look inside names
    expect(matchesFilters(tokyo, q("楽器"))).toBe(true);
    expect(matchesFilters(tokyo, q("seiran"))).toBe(true);
    expect(matchesFilters({ ...tokyo, name: "東京ピアノ" }, q("東京"))).toBe(true);
    expect(matchesFilters({ ...kyoto, name: "大阪ピアノ" }, q("大阪"))).toBe(false);
  });
  it("know a place without a store, with where it is, by any of its names", () => {
    for (const text of ["横浜", "Yokohama", "ＹＯＫＯＨＡＭＡ"]) expect(knownPlaceOf(text)?.en, text).toBe("Yokohama");
    expect(knownPlaceOf("神戸")?.en).toBe("Kobe");
    // named as the cities are, without 県 (「神奈川には」 as 「千葉には」)
    expect(knownPlaceOf("神奈川県")?.ja).toBe("神奈川");
    expect(knownPlaceOf("京都")?.ja).toBe("京都");
    expect(knownPlaceOf("Köln")?.en).toBe("Cologne");
    expect(knownPlaceOf("Koeln")?.en).toBe("Cologne");
    expect(knownPlaceOf("Sachsen")?.de).toBe("Sachsen");
    expect(knownPlaceOf("Wien")?.en).toBe("Vienna");
    expect(knownPlaceOf("Klavier")).toBeUndefined();
    const yokohama = knownPlaceOf("横浜");
    expect(yokohama && distanceKm(yokohama, tokyo)).toBeLessThan(40);
  });
  it("read a Japanese place name whole, and its city, ward and prefecture apart", () => {
    expect(placeKeys("福岡市中央区")).toEqual(
      expect.arrayContaining(["福岡市中央区", "福岡市", "中央区", "福岡", "中央"]),
    );
    expect(placeKeys("京都府")).toEqual(["京都府", "京都"]);
    expect(placeKeys("東京都")).toEqual(["東京都", "東京"]);
    expect(placeKeys("港区")).toEqual(["港区"]);
    expect(placeKeys("北海道")).toEqual(["北海道"]);
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
