import { describe, expect, it } from "vitest";
import { MAX_QUERY_LENGTH, parseQuery } from "./query";

describe("parseQuery", () => {
  it.each([
    ["sp c121", ["SPC121"]],
    ["SPC-121", ["SPC121"]],
    ["spc121", ["SPC121"]],
    ["akx10", ["AKX10"]],
  ])("%s yields the canonical model code %j among its candidates", (raw, codes) => {
    for (const code of codes) expect(parseQuery(raw).codes).toContain(code);
  });

  it("takes pairs of neighbouring words as codes, so a code with a space inside a longer query still matches", () => {
    expect(parseQuery("sp c121 manual").codes).toContain("SPC121");
  });

  it("keeps words as lower-case tokens, without duplicates or punctuation", () => {
    expect(parseQuery("  Digital   PIANO, piano!  ").tokens).toEqual(["digital", "piano"]);
  });

  it("treats an empty or whitespace query as nothing to search", () => {
    for (const raw of [null, undefined, "", "   \t\n "]) {
      expect(parseQuery(raw)).toEqual({ text: "", cut: false, tokens: [], codes: [] });
    }
  });

  it("cuts a very long query at a word boundary instead of refusing it", () => {
    const parsed = parseQuery("keyboard ".repeat(100));
    expect(parsed.cut).toBe(true);
    expect(parsed.text.length).toBeLessThanOrEqual(MAX_QUERY_LENGTH);
    expect(parsed.text.endsWith("keyboard")).toBe(true);
    expect(parsed.tokens).toEqual(["keyboard"]);
  });

  it("drops control, private-use and replacement characters from input", () => {
    const parsed = parseQuery("pi\u0000ano \uFFFD \uE000x\uE001");
    expect(parsed.text).toBe("pi ano x");
  });

  it("leaves SQL and tsquery syntax as plain words", () => {
    const parsed = parseQuery("'; drop table product; -- & | ! :*");
    expect(parsed.tokens).toEqual(["drop", "table", "product"]);
  });
});
