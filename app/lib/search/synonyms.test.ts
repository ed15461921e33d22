import { describe, expect, it } from "vitest";
import { termsToTsQuery } from "./query";
import { expandQuery, toKatakana } from "./synonyms";

const all = (text: string, locale: "en" | "de" | "ja") => {
  const { terms } = expandQuery(text, locale);
  return termsToTsQuery(terms, {}, "all");
};

describe("a query's synonyms", () => {
  it("look for the owner's manual by any word for it, in the page's language's word break", () => {
    const manual = expandQuery("マニュアル", "ja").terms;
    expect(manual).toHaveLength(1);
    expect(manual[0]).toEqual(expect.arrayContaining([["マニュアル"], ["取扱", "説明", "書"]]));
    expect(all("Handbuch", "de")).toContain("bedienungsanleitung");
    expect(all("user guide", "en")).toContain("manual");
    expect(all("instructions", "en")).toContain("manual");
  });
  it("find the sustain pedal by サスティン, サステイン or ダンパー, a katakana word also as the start of a compound", () => {
    for (const q of ["サスティン", "サステイン", "ダンパー", "サスティンペダル"]) {
      const tsq = all(q, "ja") ?? "";
      expect(tsq, q).toContain("サステイン:*");
      expect(tsq, q).toContain("ダンパー:*");
    }
    expect(all("Haltepedal", "de")).toContain("dämpferpedal");
  });
  it("find the music rest by the word a visitor types for it: Notenständer, music stand, 譜面台", () => {
    expect(all("Notenständer", "de")).toContain("notenpult");
    expect(all("music stand", "en")).toContain("(music & rest:*)");
    expect(all("譜面台", "ja")).toContain("(譜面 & 立て:*)");
  });
  it("read hiragana as the words it reads, and never match every page by its particles", () => {
    const piano = expandQuery("でんしぴあの", "ja").terms;
    expect(piano).toHaveLength(1);
    expect(piano[0]).toEqual(expect.arrayContaining([["電子", "ピアノ"]]));
    // a reading no group knows: itself whole, and as katakana; a lone kana is no term
    expect(expandQuery("ぺんぎん", "ja").terms).toEqual([[["ぺんぎん"], ["ペンギン"]]]);
    expect(expandQuery("ぴあのの", "ja").terms[0]).toEqual(expect.arrayContaining([["ピアノ"]]));
    expect(expandQuery("の", "ja").terms).toEqual([]);
    expect(expandQuery("ピアノの保証", "ja").terms.flat(2)).not.toContain("の");
    expect(toKatakana("きーぼーど")).toBe("キーボード");
  });
  it("point warranty and repair questions to the warranty and repair page, in every language", () => {
    for (const [q, locale] of [
      ["保証", "ja"],
      ["修理", "ja"],
      ["Garantie", "de"],
      ["Reparatur", "de"],
      ["warranty", "en"],
      ["repair", "en"],
    ] as const)
      expect(expandQuery(q, locale).shortcuts, q).toEqual(["service"]);
    expect(expandQuery("piano", "en").shortcuts).toEqual([]);
  });
  it("match a Latin word only whole, also on the Japanese site", () => {
    expect(expandQuery("pianos", "ja").terms).toEqual([[["pianos"]]]);
    expect(expandQuery("piano", "ja").terms[0]).toEqual(expect.arrayContaining([["ピアノ"]]));
  });
});

describe("a tsquery from terms", () => {
  it("requires every term, any of its alternatives, and matches the last word as a prefix", () => {
    expect(termsToTsQuery([[["red"]], [["piano"], ["klavier"]]], {}, "all")).toBe("red & (piano:* | klavier:*)");
    expect(termsToTsQuery([[["keybord"]], [["stand"]]], { keybord: "keyboard" }, "all")).toBe(
      "(keybord | keyboard) & stand:*",
    );
  });
  it("leaves out terms of single characters in the fallback, and a one-character prefix", () => {
    expect(termsToTsQuery([[["で"]], [["ぴあ"]], [["の"]]], {}, "any")).toBe("ぴあ:*");
    expect(termsToTsQuery([[["の"]]], {}, "any")).toBeNull();
    expect(termsToTsQuery([[["a"]]], {}, "all")).toBe("a");
  });
});
