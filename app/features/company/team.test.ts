/**
 * The team page tells the company's story as the brand story does: Noteva began with a piano
 * technician and two sound engineers, and the team lists the three as its co-founders, in every
 * language. Each member's monogram is the Latin initials of the name in every language (a Japanese
 * page's one katakana letter, イ or ト, reads as a glitch), in the order the page writes the name.
 */
import { describe, expect, it } from "vitest";
import * as en from "./content";
import * as de from "./content.de";
import * as ja from "./content.ja";
import { monogram, withMonograms } from "./monogram";

const LANGUAGES = [
  { lang: "en", copy: en, founder: /^Co-founder/, technician: /piano technician/, engineer: /sound engineer/ },
  { lang: "de", copy: de, founder: /^Mitgründer(?:in)?\b/, technician: /Klaviertechnikerin/, engineer: /Toningenieur/ },
  { lang: "ja", copy: ja, founder: /^共同創業者/, technician: /ピアノ技術者/, engineer: /サウンドエンジニア/ },
] as const;

describe.each(LANGUAGES)("the founders in $lang", ({ copy, founder, technician, engineer }) => {
  const founders = copy.team.filter((person) => founder.test(person.role));

  it("are the piano technician and the two sound engineers the story names", () => {
    const story = copy.timeline[0]?.text ?? "";
    expect(story).toMatch(technician);
    expect(story).toMatch(engineer);
    expect(founders).toHaveLength(3);
    expect(founders.filter((person) => technician.test(person.text))).toHaveLength(1);
    expect(founders.filter((person) => engineer.test(person.text))).toHaveLength(2);
  });

  it("lists the same people as the English team, in the same order", () => {
    expect(copy.team).toHaveLength(en.team.length);
  });
});

describe("the team's monograms", () => {
  it("are the Latin initials of each name, in every language", () => {
    expect(en.team.map((_, i) => monogram(i))).toEqual(["IM", "TF", "JA", "AT", "DO", "LV", "MB"]);
    for (const { copy } of LANGUAGES)
      for (const person of withMonograms(copy.team)) expect(person.monogram).toMatch(/^[A-Z]{2}$/);
  });

  it("are Latin on the Japanese page too, a Japanese name's family name first as the page writes it", () => {
    expect(withMonograms(ja.team).map((p) => p.monogram)).toEqual(["IM", "TF", "JA", "TA", "DO", "LV", "MB"]);
    expect(ja.team[3]?.name).toBe("田辺 愛子");
  });

  it("keep the English order on the English and German pages", () => {
    expect(withMonograms(en.team).map((p) => p.monogram)).toEqual(["IM", "TF", "JA", "AT", "DO", "LV", "MB"]);
    expect(withMonograms(de.team).map((p) => p.monogram)).toEqual(["IM", "TF", "JA", "AT", "DO", "LV", "MB"]);
  });
});
