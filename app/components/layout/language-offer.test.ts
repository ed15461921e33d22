import { describe, expect, it } from "vitest";
import { offeredLocale } from "./language-offer";

describe("the language an English page offers", () => {
  it.each([
    [null, ["de-DE", "en"], "de"],
    [null, ["ja"], "ja"],
    [null, ["en-GB", "de"], null],
    [null, ["fr-FR", "ja-JP"], "ja"],
    [null, ["fr-FR"], null],
    ["en", ["de-DE"], null],
    ["ja", ["de-DE"], "ja"],
    ["xx", ["de"], "de"],
  ] as const)("stored %s, browser %j → %s", (stored, wishes, offered) => {
    expect(offeredLocale(stored, wishes)).toBe(offered);
  });
});
