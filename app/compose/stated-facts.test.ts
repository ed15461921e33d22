/**
 * Copy that states how many countries have a Noteva store says what the store data says: the
 * company pages name the number (`{countries}`, filled in from Find a Store's data), and the seed's
 * articles, written once, are held to the seed's stores here.
 */
import { describe, expect, it } from "vitest";
import { articleSeeds } from "~/.server/db/seed/articles";
import { dealerSeeds } from "~/.server/db/seed/dealers";
import { news as deNews } from "~/.server/db/seed/translations/de/news";
import { news as jaNews } from "~/.server/db/seed/translations/ja/news";
import { companyContent } from "~/features/company/text.server";
import { formatsFor } from "~/lib/format";
import { de as deMessages } from "~/lib/i18n/messages/de";
import { en as enMessages } from "~/lib/i18n/messages/en";
import { ja as jaMessages } from "~/lib/i18n/messages/ja";
import { withFacts } from "./company-facts.server";

const seedCountries = new Set(dealerSeeds.map((d) => d.country)).size;

const englishNumbers = [
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
];
const germanNumbers = [
  "ein",
  "zwei",
  "drei",
  "vier",
  "fünf",
  "sechs",
  "sieben",
  "acht",
  "neun",
  "zehn",
  "elf",
  "zwölf",
];
const asNumber = (word: string, words: string[]) =>
  /^\d+$/.test(word) ? Number(word) : words.indexOf(word.toLowerCase()) + 1 || Number.NaN;

/** Every number of countries a text states: "ten countries", "zwölf Ländern", "12か国" (a `{countries}` is none). */
function statedCountries(text: string): number[] {
  return [
    ...[...text.matchAll(/\b([A-Za-z]+|\d+) countries\b/g)].map((m) => asNumber(m[1] ?? "", englishNumbers)),
    ...[...text.matchAll(/\b(\p{L}+|\d+) Länder(?:n)?\b/gu)].map((m) => asNumber(m[1] ?? "", germanNumbers)),
    ...[...text.matchAll(/(\d+|[一二三四五六七八九十]+)[かカヵケ]国/g)].map((m) => Number(m[1])),
  ].filter((n) => !Number.isNaN(n));
}

describe("the number of countries the copy states", () => {
  it("is the seed stores' in every seed article and its translations", () => {
    const texts = [JSON.stringify(articleSeeds), JSON.stringify(deNews), JSON.stringify(jaNews)];
    const stated = texts.flatMap(statedCountries);
    // the dealer network article states it in each language, twice
    expect(stated.length).toBeGreaterThanOrEqual(6);
    expect(stated).toEqual(stated.map(() => seedCountries));
  });

  it("is named, never written, in the company pages' copy and the frame's words, and filled in from the data", () => {
    for (const [locale, content] of Object.entries(companyContent)) {
      expect(statedCountries(JSON.stringify(content)), locale).toEqual([]);
      expect(JSON.stringify(content), locale).toContain("{countries}");
    }
    for (const messages of [enMessages, deMessages, jaMessages])
      expect(statedCountries(JSON.stringify(messages))).toEqual([]);
    const [story] = withFacts(
      companyContent.de.timeline.filter((step) => step.text.includes("{countries}")),
      { countries: "zwölf", countriesFigure: "12" },
    );
    // running text writes the count as a word (Duden, DIN 5008), the tile its figure
    expect(story).toMatchObject({ title: "12 Länder", text: expect.stringContaining("in zwölf Ländern") });
    const [marco] = withFacts(
      companyContent.ja.team.filter((member) => member.text.includes("{countries}")),
      { countries: "12", countriesFigure: "12" },
    );
    expect(marco?.text).toMatch(/^12か国の/);
  });

  it("is written in German running text as a word from two to twelve, as a figure beyond and in other languages", () => {
    expect([2, 12, 13, 1204].map(formatsFor("de").inText)).toEqual(["zwei", "zwölf", "13", "1.204"]);
    expect(formatsFor("en").inText(12)).toBe("12");
    expect(formatsFor("ja").inText(12)).toBe("12");
  });
});
