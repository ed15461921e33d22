/**
 * A count of one reads as one in every language (a key ending in `One`, `text.server.ts`): never
 * 「全1モデル」 (全 is "all of several"), "1 current models" or „1 Modelle“. A native reader found the
 * discontinued models' page of a line with one such model saying 「全1モデル。」.
 */
import { describe, expect, it } from "vitest";
import { fill } from "~/lib/i18n/frame";
import { selectGender } from "~/lib/i18n/gender";
import { countInTextIn, discontinuedSummary, fillCount } from "./range-list";
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
    expect(fillCount(range.summary, { count: fill(range.models, { count: countInTextIn("de")(12) }) })).toBe(
      "Zwölf Modelle.",
    );
    expect(fill(range.discontinuedDescription, { ...values, count: countInTextIn("de")(3) })).toBe(
      "Ausgelaufene Keyboards von Noteva: Anleitungen, Firmware und Support für drei Modelle.",
    );
  });
});

/**
 * A German native reader found the discontinued keyboards' page ending „… hier verfügbar. Ein
 * Modell.“ and its description „Keyboards von Noteva: ein ausgelaufenes Modell.“: a count tacked on
 * reads as a machine's. The count stands in its sentence; one model is named.
 */
describe("the discontinued models' page writes its count into a sentence", () => {
  const summaries = {
    en: ["One model no longer made. ", "3 models no longer made. "],
    de: ["Ein Modell, das nicht mehr hergestellt wird. ", "Drei Modelle, die nicht mehr hergestellt werden. "],
    ja: ["生産完了となったモデル（1機種）です。", "生産完了となったモデル（3機種）です。"],
  } as const;
  const tackedOn = /(?:[.。] ?|（)(?:\p{L}+ )?(?:\d+|\p{L}+) ?(?:models?|Modelle?|機種)[）.。]*$/u;

  it.each(["en", "de", "ja"] as const)("in its summary (%s)", (locale) => {
    const range = catalogueText[locale].range;
    for (const [i, total] of [1, 3].entries()) {
      const summary = discontinuedSummary(range, total, null, locale);
      expect(summary.startsWith(summaries[locale][i] ?? "")).toBe(true);
      expect(summary).not.toMatch(tackedOn);
    }
    expect(discontinuedSummary(range, 40, { page: 2, pages: 4 }, locale)).toMatch(
      { en: /\. Page 2 of 4\.$/, de: /\. Seite 2 von 4\.$/, ja: /。4ページ中2ページ目です。$/ }[locale],
    );
  });

  it("in its description, naming its one model with the German article of its gender", () => {
    const one = (locale: "en" | "de" | "ja", gender: "n" | "m", model: string) =>
      fill(selectGender(catalogueText[locale].range.discontinuedDescriptionOne, gender), { ...values, model });
    expect(one("de", "n", "MK200")).toBe(
      "Ausgelaufene Keyboards von Noteva: Anleitungen, Firmware und Support für das MK200.",
    );
    expect(one("de", "m", "MR101S")).toMatch(/ für den MR101S\.$/);
    expect(one("en", "n", "MK200")).toBe(
      "Discontinued keyboards by Noteva: manuals, firmware and support for the MK200.",
    );
    expect(one("ja", "n", "MK200")).toBe(
      "Notevaの生産完了となったKeyboards、MK200の取扱説明書、ファームウェア、サポート情報です。",
    );
    expect(fill(catalogueText.ja.range.discontinuedDescription, { ...values, count: "40", page: "、2ページ目" })).toBe(
      "Notevaの生産完了となったKeyboards（40機種、2ページ目）の取扱説明書、ファームウェア、サポート情報です。",
    );
    // no Japanese words of the catalogue count models as モデル (「1モデル」, 「全3モデル」)
    expect(JSON.stringify(catalogueText.ja)).not.toMatch(/\{count\}モデル|[0-9]モデル/u);
  });
});
