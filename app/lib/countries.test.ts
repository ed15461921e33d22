import { describe, expect, it } from "vitest";
import { countryName, countryOptions, inCountry } from "./countries";

describe("country lists", () => {
  it("orders a Japanese list by reading: 日本 (にほん) among the な row, 韓国 (かんこく) among the か row", () => {
    const names = countryOptions("ja").map((c) => c.name);
    const at = (code: string) => names.indexOf(countryName(code, "ja"));
    expect(at("JP")).toBeGreaterThan(at("NA")); // ナミビア
    expect(at("JP")).toBeLessThan(at("NO")); // ノルウェー
    expect(at("KR")).toBeGreaterThan(at("GA")); // ガボン
    expect(at("KR")).toBeLessThan(at("KH")); // カンボジア
    expect(at("CN")).toBeLessThan(at("CL")); // ちゅうごく before チリ
    expect(names.at(-1)).not.toBe(countryName("JP", "ja"));
  });

  it("keeps alphabetical order in English and German", () => {
    const en = countryOptions("en").map((c) => c.name);
    expect(en.indexOf("Japan")).toBeLessThan(en.indexOf("Jersey"));
    const de = countryOptions("de").map((c) => c.name);
    expect(de.indexOf("Österreich")).toBeLessThan(de.indexOf("Pakistan"));
  });

  it("writes every Japanese name with full-width brackets, never half-width ones beside Japanese", () => {
    for (const { code, name } of countryOptions("ja")) expect(name, code).not.toMatch(/[()]/);
    expect(countryName("CG", "ja")).toBe("コンゴ共和国（ブラザビル）");
    expect(countryName("MM", "ja")).toBe("ミャンマー（ビルマ）");
  });
});

describe("territories by the names people use", () => {
  it("names Hong Kong, Macao and Palestine as a list does, and sorts them there", () => {
    expect(["en", "de", "ja"].map((l) => countryName("HK", l as "en" | "de" | "ja"))).toEqual([
      "Hong Kong",
      "Hongkong",
      "香港",
    ]);
    const de = countryOptions("de").map((c) => c.name);
    expect(de.indexOf("Hongkong")).toBeGreaterThan(de.indexOf("Honduras"));
    expect(de.indexOf("Hongkong")).toBeLessThan(de.indexOf("Indien"));
    expect(de).toContain("Macau");
    expect(de.some((name) => name.startsWith("Sonderverwaltungsregion"))).toBe(false);
    // the other codes keep their full names, not the short style's abbreviations
    expect(countryName("US", "de")).toBe("Vereinigte Staaten");
    expect(countryName("GB", "en")).toBe("United Kingdom");
  });
});

describe("a country after „in“", () => {
  it("takes its article where its name has one, in English and German", () => {
    expect(inCountry("JP", "de")).toBe("in Japan");
    expect(inCountry("CH", "de")).toBe("in der Schweiz");
    expect(inCountry("NL", "de")).toBe("in den Niederlanden");
    expect(inCountry("GB", "de")).toBe("im Vereinigten Königreich");
    expect(inCountry("PH", "de")).toBe("auf den Philippinen");
    expect(inCountry("FR", "en")).toBe("in France");
    expect(inCountry("US", "en")).toBe("in the United States");
    expect(inCountry("GB", "en")).toBe("in the United Kingdom");
  });
});
