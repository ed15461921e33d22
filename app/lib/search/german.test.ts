import { describe, expect, it } from "vitest";
import { keepUmlauts } from "./german";
import { termsToTsQuery } from "./query";
import { expandQuery } from "./synonyms";

describe("German words as the index stems them", () => {
  it("marks umlauts, composed or decomposed, upper or lower case", () => {
    expect(keepUmlauts("Ständer")).toBe("Staxnder");
    expect(keepUmlauts("Sta\u0308nder")).toBe("Staxnder");
    expect(keepUmlauts("Übung, Hörer, Zubehör")).toBe("Uxbung, Hoxrer, Zubehoxr");
    // ß is the stemmer's to fold (ss), and a word without umlauts is left as it is
    expect(keepUmlauts("Straße Stand: 1. Mai")).toBe("Straße Stand: 1. Mai");
  });

  it("keeps „Ständer“ apart from „Stand“ in the German query, a half-typed word too", () => {
    const query = (q: string) => keepUmlauts(termsToTsQuery(expandQuery(q, "de").terms, {}, "all") ?? "");
    expect(query("Ständer")).toBe("staxnder:*");
    expect(query("Stän")).toBe("staxn:*");
    expect(query("Stand")).toBe("stand:*");
  });
});
