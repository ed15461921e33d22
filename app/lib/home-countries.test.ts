import { describe, expect, it } from "vitest";
import { homeCountries, homeFirst, ownCountry } from "./home-countries";
import { locales } from "./i18n/locales";

const byCode = (a: { code: string }, b: { code: string }) => a.code.localeCompare(b.code);
const codes = ["US", "CH", "JP", "AT", "FR", "DE", "SE"].map((code) => ({ code }));
const sorted = (locale: "en" | "de" | "ja") => [...codes].sort(homeFirst(locale, byCode)).map((c) => c.code);

describe("home countries", () => {
  it("are Germany, Austria and Switzerland for German, Japan for Japanese, none for English", () => {
    expect(homeCountries("de")).toEqual(["DE", "AT", "CH"]);
    expect(homeCountries("ja")).toEqual(["JP"]);
    expect(homeCountries("en")).toEqual([]);
    expect(ownCountry("de")).toBe("DE");
    expect(ownCountry("ja")).toBe("JP");
    expect(ownCountry("en")).toBeUndefined();
  });

  it("come first in their order, then the rest in the given order; English keeps the given order", () => {
    expect(sorted("de")).toEqual(["DE", "AT", "CH", "FR", "JP", "SE", "US"]);
    expect(sorted("ja")).toEqual(["JP", "AT", "CH", "DE", "FR", "SE", "US"]);
    expect(sorted("en")).toEqual(["AT", "CH", "DE", "FR", "JP", "SE", "US"]);
  });

  it("are named for every language, each a valid region code", () => {
    const names = new Intl.DisplayNames(["en"], { type: "region", fallback: "none" });
    for (const locale of locales) for (const code of homeCountries(locale)) expect(names.of(code)).toBeTruthy();
  });
});
