import { describe, expect, it } from "vitest";
import { wordDiff } from "./word-diff";

describe("what changed in the English, word by word", () => {
  it("keeps the common words and marks the removed and added ones", () => {
    expect(wordDiff("A portable digital piano.", "A light portable piano.")).toEqual([
      { kind: "same", text: "A " },
      { kind: "added", text: "light " },
      { kind: "same", text: "portable " },
      { kind: "removed", text: "digital " },
      { kind: "same", text: "piano." },
    ]);
  });

  it("puts the texts back together, whatever changed", () => {
    const before = "One two three\nfour";
    const now = "Zero two four five";
    const parts = wordDiff(before, now);
    const text = (kinds: string[]) =>
      parts
        .filter((p) => kinds.includes(p.kind))
        .map((p) => p.text)
        .join("");
    expect(text(["same", "removed"])).toBe(before);
    expect(text(["same", "added"])).toBe(now);
  });

  it("compares very long texts whole", () => {
    const long = "word ".repeat(600);
    expect(wordDiff(long, `${long}more`).map((p) => p.kind)).toEqual(["removed", "added"]);
  });
});
