import { describe, expect, it } from "vitest";
import { negotiateLocale } from "./negotiate";

describe("negotiateLocale", () => {
  it.each([
    [null, "en"],
    ["", "en"],
    ["de-DE,de;q=0.9,en;q=0.8", "de"],
    ["ja", "ja"],
    ["fr-FR,fr;q=0.9,ja;q=0.5,de;q=0.4", "ja"],
    ["en-US,en;q=0.9,de;q=0.8", "en"],
    ["fr,it", "en"],
    ["de;q=0.2,ja;q=0.7", "ja"],
    ["de;q=0,ja;q=0", "en"],
    ["*", "en"],
    ["DE-at", "de"],
  ])("%s → %s", (header, locale) => {
    expect(negotiateLocale(header)).toBe(locale);
  });
});
