import { describe, expect, it } from "vitest";
import { ADDRESS_MAX, ADDRESS_PATTERN, addressFromTitle, numberedAddress } from "./address";

describe("addressFromTitle", () => {
  it("makes lower-case words joined by hyphens", () => {
    expect(addressFromTitle("Noteva opens a studio in Lisbon")).toBe("noteva-opens-a-studio-in-lisbon");
    expect(addressFromTitle("  MK-61: the School Edition!  ")).toBe("mk-61-the-school-edition");
    expect(addressFromTitle("Firmware 2.1 -- out now")).toBe("firmware-2-1-out-now");
  });

  it("folds diacritics and letters without a decomposition", () => {
    expect(addressFromTitle("Überraschung in São Paulo")).toBe("uberraschung-in-sao-paulo");
    expect(addressFromTitle("Crème brûlée à Genève")).toBe("creme-brulee-a-geneve");
    expect(addressFromTitle("Straße, Æble, Øre, Łódź, Þing, İzmir")).toBe("strasse-aeble-ore-lodz-thing-izmir");
  });

  it("stays within the length limit, cut at a word's end", () => {
    const title = "The longest title anyone has written for an article about our keyboards and pianos ever";
    const address = addressFromTitle(title);
    expect(address.length).toBeLessThanOrEqual(ADDRESS_MAX);
    expect(title.toLowerCase().replaceAll(" ", "-").startsWith(address)).toBe(true);
    expect(address.endsWith("-")).toBe(false);
    expect(addressFromTitle("a".repeat(100))).toBe("a".repeat(ADDRESS_MAX));
    expect(addressFromTitle("one two three", 8)).toBe("one-two");
  });

  it("makes a valid address from a title with too little in it", () => {
    expect(addressFromTitle("Q1")).toBe("article-q1");
    expect(addressFromTitle("Новости")).toBe("article");
    expect(addressFromTitle("!!!")).toBe("article");
  });

  it("always makes an address the editor's rule accepts", () => {
    for (const title of ["Q1", "Новости", "Crème brûlée", "x".repeat(200), "a b ".repeat(50), "ﬁ ligature ①"]) {
      const address = addressFromTitle(title);
      expect(address).toMatch(ADDRESS_PATTERN);
      expect(address.length).toBeGreaterThanOrEqual(3);
      expect(address.length).toBeLessThanOrEqual(ADDRESS_MAX);
    }
  });
});

describe("numberedAddress", () => {
  it("adds -2, -3, ... after the first", () => {
    expect(numberedAddress("studio-lisbon", 1)).toBe("studio-lisbon");
    expect(numberedAddress("studio-lisbon", 2)).toBe("studio-lisbon-2");
    expect(numberedAddress("studio-lisbon", 13)).toBe("studio-lisbon-13");
  });

  it("keeps the limit, without a double hyphen", () => {
    const long = `${"a".repeat(77)}-bc`;
    expect(numberedAddress(long, 2)).toBe(`${"a".repeat(77)}-2`);
    expect(numberedAddress(long, 10)).toBe(`${"a".repeat(77)}-10`);
    expect(numberedAddress(long, 10).length).toBeLessThanOrEqual(ADDRESS_MAX);
  });
});
