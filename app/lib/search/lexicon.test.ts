import { describe, expect, it } from "vitest";
import { codesWithPrefix, corrections, lexicon, similarity, trigrams } from "./lexicon";

describe("trigram similarity as pg_trgm computes it", () => {
  it("pads a word with two spaces before and one after", () => {
    expect([...trigrams("cat")].sort()).toEqual(["  c", " ca", "at ", "cat"]);
    expect(similarity(trigrams("keyboard"), trigrams("keyboard"))).toBe(1);
    // PostgreSQL's pg_trgm: similarity('keybord', 'keyboard') = 0.54545456, ('polyphny', 'polyphony') = 0.5833333
    expect(similarity(trigrams("keybord"), trigrams("keyboard"))).toBeCloseTo(0.545454, 5);
    expect(similarity(trigrams("polyphny"), trigrams("polyphony"))).toBeCloseTo(0.583333, 5);
  });
});

describe("corrections against the dictionary", () => {
  const lex = lexicon(
    [
      { word: "keyboard", hits: 40 },
      { word: "keyboards", hits: 12 },
      { word: "polyphony", hits: 9 },
      { word: "piano", hits: 80 },
      { word: "pianos", hits: 30 },
    ],
    ["MK37", "MK49", "MK61", "MR101S", "SPC121"],
  );

  it("corrects a word the index lacks to the most similar, then most frequent, known word", () => {
    expect(corrections(lex, ["keybord", "polyphny"])).toEqual({ keybord: "keyboard", polyphny: "polyphony" });
  });

  it("leaves known words, beginnings of known words and hopeless words alone", () => {
    expect(corrections(lex, ["piano", "keyb", "zzzzqqq"])).toEqual({});
  });

  it("expands a family prefix to the codes it starts", () => {
    expect(codesWithPrefix(lex, "MK")).toEqual(["MK37", "MK49", "MK61"]);
    expect(codesWithPrefix(lex, "")).toEqual([]);
  });
});
