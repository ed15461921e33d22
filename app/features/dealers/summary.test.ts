import { describe, expect, it } from "vitest";
import { mapLabel, storeSummary } from "./summary";
import { dealersTextWith } from "./text.server";

const number = (n: number) => String(n);

describe("the store count above the list", () => {
  it("names the countries only when there are several", () => {
    const ja = dealersTextWith("ja", []);
    expect(storeSummary(ja, { stores: 74, countries: 14 }, number)).toBe("14か国の74店舗");
    expect(storeSummary(ja, { stores: 2, countries: 1 }, number)).toBe("2店舗");
  });

  it("reads naturally in English and German in one country", () => {
    const en = dealersTextWith("en", []);
    const de = dealersTextWith("de", []);
    expect(storeSummary(en, { stores: 2, countries: 1 }, number)).toBe("2 stores");
    expect(storeSummary(en, { stores: 1, countries: 1 }, number)).toBe("1 store");
    expect(storeSummary(en, { stores: 48, countries: 9 }, number)).toBe("48 stores in 9 countries");
    expect(storeSummary(de, { stores: 2, countries: 1 }, number)).toBe("2 Händler");
    expect(storeSummary(de, { stores: 48, countries: 9 }, number)).toBe("48 Händler in 9 Ländern");
  });
});

describe("the map's name for screen readers", () => {
  it("names one listed store in the singular in every language, never „der 1 aufgeführten Händler“", () => {
    for (const locale of ["en", "de", "ja"] as const) {
      const { map } = dealersTextWith(locale, []);
      for (const clustered of [false, true]) {
        expect(mapLabel(map, 1, clustered), `${locale} ${clustered}`).not.toMatch(/\d/);
        expect(mapLabel(map, 3, clustered), `${locale} ${clustered}`).toContain("3");
      }
    }
    const de = dealersTextWith("de", []).map;
    expect(mapLabel(de, 1, false)).toBe("Karte mit dem aufgeführten Händler");
    expect(mapLabel(de, 1, true)).toBe(
      "Karte mit dem aufgeführten Händler und, zu Gruppen zusammengefasst, den übrigen in der Nähe",
    );
    expect(mapLabel(de, 20, false)).toBe("Karte der 20 aufgeführten Händler");
    expect(mapLabel(dealersTextWith("en", []).map, 1, false)).toBe("Map of the store listed");
  });
});
