/**
 * A count of one reads as one in every language (a key ending in `One`, `text.server.ts`): never
 * 「全1モデル」 (全 is "all of several"), "1 current models" or „1 Modelle“. A native reader found the
 * discontinued models' page of a line with one such model saying 「全1モデル。」.
 */
import { describe, expect, it } from "vitest";
import { fill } from "~/lib/i18n/frame";
import { countInTextIn, fillCount } from "./range-list";
import { catalogueText } from "./text.server";

/** Every `…One` sentence of a text object, by its path. */
function ones(words: unknown, path = ""): [string, string][] {
  if (!words || typeof words !== "object") return [];
  return Object.entries(words).flatMap(([key, value]) =>
    typeof value === "string"
      ? key.endsWith("One")
        ? [[`${path}${key}`, value] as [string, string]]
        : []
      : ones(value, `${path}${key}.`),
  );
}

const values = { count: "1", line: "Keyboards", lineLower: "keyboards", page: "", group: "Rhythm Machine" };
const plural = { en: /\b1 (?:[a-z]+ )?models\b|\bfor 1 /, de: /\b1 (?:\p{L}+ )?Modelle\b/u, ja: /全1|1つのモデル群/ };

describe.each(["en", "de", "ja"] as const)("a count of one (%s)", (locale) => {
  it("reads as one: 「1モデル」, not 「全1モデル」", () => {
    const sentences = ones(catalogueText[locale]);
    expect(sentences.length).toBeGreaterThan(3);
    for (const [path, sentence] of sentences) expect(fill(sentence, values), path).not.toMatch(plural[locale]);
    expect(fill(catalogueText[locale].range.modelsOne, values)).toBe(
      { en: "1 model", de: "ein Modell", ja: "1機種" }[locale],
    );
  });
});

describe("a count of models in running text", () => {
  it("is a word in German („ein Modell“, „zwölf Modelle“), upper-cased where it starts a sentence", () => {
    const range = catalogueText.de.range;
    const one = fillCount(range.discontinuedSummary, { count: fill(range.modelsOne, {}) });
    expect(one).toMatch(/ hier verfügbar\. Ein Modell\.$/);
    expect(fillCount(range.summary, { count: fill(range.models, { count: countInTextIn("de")(12) }) })).toBe(
      "Zwölf Modelle.",
    );
    expect(fill(range.discontinuedDescriptionOne, values)).toBe("Keyboards von Noteva: ein ausgelaufenes Modell.");
    expect(fill(range.discontinuedDescription, { ...values, count: countInTextIn("de")(3) })).toBe(
      "Keyboards von Noteva: drei ausgelaufene Modelle.",
    );
  });

  it("counts models as 機種 in Japanese, the count in brackets after the sentence it belongs to", () => {
    const range = catalogueText.ja.range;
    expect(fillCount(range.discontinuedSummary, { count: fill(range.modelsOne, values) })).toMatch(
      /ご覧いただけます（1機種）。$/,
    );
    expect(fill(range.discontinuedDescriptionOne, values)).toBe("NotevaのKeyboards：生産完了品（1機種）。");
    // no Japanese words of the catalogue count models as モデル (「1モデル」, 「全3モデル」)
    expect(JSON.stringify(catalogueText.ja)).not.toMatch(/\{count\}モデル|[0-9]モデル/u);
  });
});
