import { describe, expect, it } from "vitest";
import { normalizeQuery } from "../page-url";
import { languageNameIn, localeOfPath, localizedPath, unprefixedPath } from "./locales";

describe("language prefixes", () => {
  it.each([
    ["/", "en", "/"],
    ["/support", "en", "/support"],
    ["/de", "de", "/"],
    ["/de/", "de", "/"],
    ["/de/product/SPC121", "de", "/product/SPC121"],
    ["/ja/news", "ja", "/news"],
    ["/dealer/distributor", "en", "/dealer/distributor"],
    ["/fr/news", "en", "/fr/news"],
    ["/jazz", "en", "/jazz"],
    // never an address on another host: the switcher links to the bare path
    ["//evil.example", "en", "/evil.example"],
    ["/de//evil.example", "de", "/evil.example"],
    ["/ja///", "ja", "/"],
  ])("%s is in %s, %s without its prefix", (path, locale, bare) => {
    expect(localeOfPath(path)).toBe(locale);
    expect(unprefixedPath(path)).toBe(bare);
  });

  it("names the same page in each language", () => {
    expect(localizedPath("/support/manuals", "de")).toBe("/de/support/manuals");
    expect(localizedPath("/de/support/manuals", "ja")).toBe("/ja/support/manuals");
    expect(localizedPath("/ja/support/manuals", "en")).toBe("/support/manuals");
    expect(localizedPath("/", "ja")).toBe("/ja");
    expect(localizedPath("/de", "en")).toBe("/");
    expect(localizedPath("/de//evil.example/x", "en")).toBe("/evil.example/x");
  });

  it("keeps the parameters a page reads in every language", () => {
    expect(normalizeQuery("utm_source=x&t=u&z=1", { page: "/de/news" })).toBe("?t=u");
    expect(normalizeQuery("q=ピアノ&gclid=1", { page: "/ja/search" })).toBe(`?q=${encodeURIComponent("ピアノ")}`);
  });
});

describe("a language named in the page's language", () => {
  it("names a document's language as the page's language does, never in its own", () => {
    expect(["en", "de", "ja"].map((l) => languageNameIn(l, "en"))).toEqual(["English", "German", "Japanese"]);
    expect(["en", "de", "ja"].map((l) => languageNameIn(l, "de"))).toEqual(["Englisch", "Deutsch", "Japanisch"]);
    expect(["en", "de", "ja"].map((l) => languageNameIn(l, "ja"))).toEqual(["英語", "ドイツ語", "日本語"]);
  });

  it("reads a code in capitals and leaves one it has no name for as it is", () => {
    expect(languageNameIn("JA", "de")).toBe("Japanisch");
    expect(languageNameIn("FR", "ja")).toBe("FR");
  });
});
