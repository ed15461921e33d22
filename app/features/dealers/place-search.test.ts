import { describe, expect, it } from "vitest";
import { placeNameIn } from "~/lib/places/gazetteer";
import { placeNames } from "~/lib/places/store-places";
import { closestPlace, countryNamed, knownPlaceNames, knownPlaceOf } from "./place-search";

describe("the places Find a Store knows", () => {
  it("knows Austria's states and Switzerland's cantons, and a store's among its places", () => {
    expect(knownPlaceOf("Tirol")?.en).toBe("Tyrol");
    expect(knownPlaceOf("Steiermark")).toBeDefined();
    expect(knownPlaceOf("Tessin")).toBeDefined();
    expect(placeNames({ country: "AT", city: "Innsbruck", region: null })).toEqual(expect.arrayContaining(["Tirol"]));
    expect(placeNames({ country: "CH", city: "Lugano", region: null })).toEqual(expect.arrayContaining(["Tessin"]));
  });

  it("knows Tokyo's wards and the station areas people name, and the kana readings of prefectures and cities", () => {
    for (const q of [
      "新宿",
      "渋谷",
      "池袋",
      "しんじゅく",
      "Shibuya",
      "梅田",
      "とうきょう",
      "おおさか",
      "あおもり",
      "よこはま",
    ])
      expect(knownPlaceOf(q), q).toBeDefined();
    expect(placeNames({ country: "JP", city: "東京", region: "東京都" })).toContain("とうきょう");
  });

  it("names every place one way on /ja: without 都, 府, 県 or 市, as people say it", () => {
    expect(placeNameIn(knownPlaceOf("青森県") as never, "ja")).toBe("青森");
    expect(placeNameIn(knownPlaceOf("千葉") as never, "ja")).toBe("千葉");
    expect(placeNameIn(knownPlaceOf("鹿児島") as never, "ja")).toBe("鹿児島");
    expect(placeNameIn(knownPlaceOf("新宿区") as never, "ja")).toBe("新宿");
    expect(placeNameIn(knownPlaceOf("北海道") as never, "ja")).toBe("北海道");
  });

  it("reads a country's name in every language as the country", () => {
    for (const q of ["日本", "Japan", "japan", "にほん"]) expect(countryNamed(q), q).toBe("JP");
    for (const q of ["Deutschland", "Germany", "ドイツ"]) expect(countryNamed(q), q).toBe("DE");
    for (const q of ["Österreich", "Oesterreich", "Schweiz", "スイス"]) expect(countryNamed(q), q).toMatch(/^(AT|CH)$/);
    expect(countryNamed("Berlin")).toBeUndefined();
  });

  it("reads a misspelt place as the one it is closest to, and nothing else as a place", () => {
    const names = [...knownPlaceNames(), "Innsbruck"];
    expect(closestPlace("Berlni", names)).toBe("Berlin");
    expect(closestPlace("Muenchn", names)).toBe("München");
    expect(closestPlace("Insbruck", names)).toBe("Innsbruck");
    for (const q of ["Xylofonhaus", "80331", "Ber", "新宿"]) expect(closestPlace(q, names), q).toBeUndefined();
  });
});
