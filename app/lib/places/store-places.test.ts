import { describe, expect, it } from "vitest";
import { cityNameIn } from "./city-names";
import { laender } from "./germany";
import { japaneseRegions, prefectures } from "./japan";
import { placeNames, placeRank, prefectureOf } from "./store-places";

describe("Japan's prefectures", () => {
  it("are the 47 in JIS X 0401 order, 01 北海道 to 47 沖縄県, each in one region at least", () => {
    expect(prefectures).toHaveLength(47);
    expect(prefectures[0]).toEqual({ code: 1, kanji: "北海道", romaji: "Hokkaidō" });
    expect(prefectures[12]).toEqual({ code: 13, kanji: "東京都", romaji: "Tōkyō" });
    expect(prefectures[46]).toEqual({ code: 47, kanji: "沖縄県", romaji: "Okinawa" });
    expect(new Set(prefectures.map((p) => p.kanji)).size).toBe(47);
    for (const p of prefectures) {
      expect(p.kanji).toMatch(/^(北海道|.+[都府県])$/);
      expect(japaneseRegions.some((r) => r.prefectures.includes(p.code))).toBe(true);
    }
  });

  it("are known by their name in kanji, short or in full, and romanized, with or without macrons", () => {
    for (const name of ["東京都", "東京", "Tokyo", "Tōkyō", "TOKYO", "Tokyo-to", "tokyo prefecture"])
      expect(prefectureOf(name)?.code, name).toBe(13);
    expect(prefectureOf("大阪府")?.code).toBe(27);
    expect(prefectureOf("Osaka")?.code).toBe(27);
    expect(prefectureOf("Hokkaido")?.code).toBe(1);
    expect(prefectureOf("Kyoto")?.code).toBe(26);
    expect(prefectureOf("Aichi-ken")?.code).toBe(23);
    expect(prefectureOf("Atlantis")).toBeUndefined();
    expect(prefectureOf(null)).toBeUndefined();
  });

  it("order Japan's stores north to south; other countries keep their order", () => {
    const jp = (region: string) => placeRank({ country: "JP", city: "", region });
    expect(jp("Hokkaido")).toBeLessThan(jp("東京都"));
    expect(jp("東京都")).toBeLessThan(jp("Aichi"));
    expect(jp("Aichi")).toBeLessThan(jp("Osaka"));
    expect(jp("Osaka")).toBeLessThan(jp("福岡県"));
    expect(jp("nowhere")).toBe(48);
    expect(placeRank({ country: "DE", city: "Hamburg", region: null })).toBe(0);
  });
});

describe("a store's place names", () => {
  it("give a Japanese store its prefecture and region in kanji and romanized", () => {
    const tokyo = placeNames({ country: "JP", city: "Tokyo", region: "Tokyo" });
    expect(tokyo).toEqual(expect.arrayContaining(["東京都", "Tōkyō", "関東", "Kantō"]));
    const osaka = placeNames({ country: "JP", city: "大阪市北区", region: "大阪府" });
    expect(osaka).toEqual(expect.arrayContaining(["大阪府", "Ōsaka", "近畿", "関西", "Kansai", "Kinki"]));
    expect(placeNames({ country: "JP", city: "Mie", region: "三重県" })).toEqual(
      expect.arrayContaining(["近畿", "東海"]),
    );
  });

  it("give a German store its Land, from its region or its city, and its city's other names", () => {
    expect(placeNames({ country: "DE", city: "München", region: null })).toEqual(
      expect.arrayContaining(["Munich", "Bayern", "Bavaria"]),
    );
    expect(placeNames({ country: "DE", city: "Köln", region: null })).toEqual(
      expect.arrayContaining(["Cologne", "Nordrhein-Westfalen", "North Rhine-Westphalia"]),
    );
    expect(placeNames({ country: "DE", city: "Kleinstadt", region: "Hessen" })).toEqual(["Hessen", "Hesse"]);
    expect(placeNames({ country: "FR", city: "Lyon", region: null })).toEqual(["リヨン"]);
  });

  it("has the 16 Länder, each with a city no other claims", () => {
    expect(laender).toHaveLength(16);
    const cities = laender.flatMap((l) => l.cities);
    expect(new Set(cities).size).toBe(cities.length);
  });
});

describe("a store's city as a page labels it", () => {
  it("names a city abroad by its German name on /de, and as its address writes it where German has none", () => {
    const de = (country: string, city: string) => cityNameIn(country, city, "de");
    expect([de("IT", "Roma"), de("IT", "Milano"), de("JP", "Tokyo"), de("IT", "Napoli"), de("IT", "Firenze")]).toEqual([
      "Rom",
      "Mailand",
      "Tokio",
      "Neapel",
      "Florenz",
    ]);
    expect([de("DK", "København"), de("PL", "Warszawa"), de("CZ", "Praha"), de("PT", "Lisboa")]).toEqual([
      "Kopenhagen",
      "Warschau",
      "Prag",
      "Lissabon",
    ]);
    expect([de("DE", "München"), de("FR", "Paris"), de("XX", "Somewhere")]).toEqual(["München", "Paris", "Somewhere"]);
  });

  it("names it in Japanese on /ja (none where the data has none), as the address writes it in English", () => {
    expect(cityNameIn("IT", "Milano", "ja")).toBe("ミラノ");
    expect(cityNameIn("JP", "東京都渋谷区", "ja")).toBe("東京都渋谷区");
    expect(cityNameIn("XX", "Somewhere", "ja")).toBeUndefined();
    expect(cityNameIn("IT", "Milano", "en")).toBe("Milano");
  });

  it("finds a store by every name of its city", () => {
    expect(placeNames({ country: "IT", city: "Milano", region: null })).toEqual(
      expect.arrayContaining(["Milan", "Mailand", "ミラノ"]),
    );
    expect(placeNames({ country: "JP", city: "Tokyo", region: "Tokyo" })).toContain("Tokio");
  });
});
