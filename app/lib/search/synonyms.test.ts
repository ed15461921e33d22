import { describe, expect, it } from "vitest";
import { termsToTsQuery } from "./query";
import { expandQuery, kanaKey, synonymGroups, toKatakana, variantsOf, withFullSizeKana } from "./synonyms";

const all = (text: string, locale: "en" | "de" | "ja") => {
  const { terms } = expandQuery(text, locale);
  return termsToTsQuery(terms, {}, "all");
};

describe("a query's synonyms", () => {
  it("find what the pages write by the spellings customers type: every variant stands with its whole group", () => {
    for (const group of synonymGroups)
      for (const word of group.words) {
        // hiragana readings are keys only; every other word is among its own variants and its group's
        expect(variantsOf(word), word).toEqual(expect.arrayContaining(group.words.map((w) => w.toLowerCase())));
      }
    for (const [typed, written] of [
      ["ヘッドフォン", "ヘッドホン"],
      ["ブルートゥース", "Bluetooth"],
      ["ミディ", "MIDI"],
      ["リズムマシーン", "リズムマシン"],
      ["シリアルナンバー", "シリアル番号"],
      ["サスティン", "サステイン"],
      ["ファームウエア", "ファームウェア"],
    ] as const) {
      const alternatives = (q: string) => (expandQuery(q, "ja").terms[0] ?? []).map((a) => a.join(" "));
      // the variant's query looks for the written word, as the index cut it, among its alternatives
      expect(alternatives(typed), typed).toContain(alternatives(written)[0]);
      expect(expandQuery(typed, "ja").terms, typed).toHaveLength(1);
    }
    expect(all("Drumcomputer", "de")).toContain("rhythmusmaschine");
    expect(all("headphones", "en")).toContain("kopfhörer");
  });

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

describe("the product lines a query names", () => {
  it("by any of the line's words, their spellings and synonyms, in every language", async () => {
    const { linesNamedBy } = await import("./line-words");
    for (const q of ["電子ピアノ", "でんしぴあの", "Digitalpiano", "digital piano", "piano"])
      expect(linesNamedBy(q), q).toEqual(["DigitalPianos"]);
    for (const q of ["リズムマシン", "リズムマシーン", "Drumcomputer", "drum machine"])
      expect(linesNamedBy(q), q).toEqual(["Drums"]);
    expect(linesNamedBy("キーボード")).toEqual(["Keyboards"]);
    for (const q of ["", "MK49", "ヘッドホン"]) expect(linesNamedBy(q), q).toEqual([]);
  });
});

describe("Japanese kana as typed", () => {
  it("look for a katakana word typed with a small kana full-size by its key, as the index also holds it", () => {
    // ヘツドホン is the synonym group's ヘッドホン; a word no group knows looks for its key
    expect(all("ヘツドホン", "ja")).toContain("ヘッドホン");
    expect(expandQuery("デイスプレイ", "ja").terms[0]).toEqual(
      expect.arrayContaining([expandQuery("ディスプレイ", "ja").terms[0]?.[1]]),
    );
    expect(kanaKey("ディスプレイ")).toBe(kanaKey("デイスプレイ"));
    expect(kanaKey("キャビネット")).toBe("キヤビネツト");
    expect(withFullSizeKana("っゃゅょぁ")).toBe("つやゆよあ");
  });

  it("look for a word inflected after its kanji (軽い) also by its kanji, as a prefix of the words it makes (軽量)", () => {
    expect(all("軽い", "ja")).toBe("(軽い:* | 軽:*)");
    expect(all("軽いピアノ", "ja")).toContain("(軽い | 軽:*)");
    // a word of kanji alone is looked for as typed
    expect(all("軽量", "ja")).toBe("軽量:*");
  });
});
