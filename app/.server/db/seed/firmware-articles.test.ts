/**
 * A firmware release that needs a stepping stone (a minimum installed version, as its firmware page
 * and its signed image say) says so first in its update article, in every language: the article's
 * first paragraph names what to install first, and the notes that explain it are not listed among
 * the changes (the MK61's 2.0.0 article listed 「Ver.2.0.0では新しいフラッシュメモリーの構成を使用しており…」
 * as a change and never said that Ver.1.2.0 comes first).
 */
import { describe, expect, it } from "vitest";
import type { ArticleBlock } from "~/lib/content-model";
import type { Locale } from "~/lib/i18n/locales";
import { steppingStoneFor } from "~/lib/support/firmware-steps";
import { articleSeeds, firmwareArticleId } from "./articles";
import { firmwareSeeds } from "./firmware";
import { translationRows } from "./translations";

const bodyOf = (id: string, locale: Locale): ArticleBlock[] | undefined =>
  locale === "en"
    ? articleSeeds.find((a) => a.id === id)?.body
    : (translationRows().find(
        (r) => r.entity === "article" && r.entityId === id && r.locale === locale && r.field === "body",
      )?.value as ArticleBlock[] | undefined);

/** What the firmware page asks („update to 1.2.0 first.“, „Aktualisieren Sie zuerst auf 1.2.0.“, 「先にVer.1.2.0にアップデートしてください」). */
const instruction = (minimum: string, locale: Locale) => {
  const sentence = steppingStoneFor(minimum, locale);
  return (locale === "ja" ? sentence.split("。")[1] : sentence.split(": ")[1]) ?? sentence;
};
const namesVersion = (text: string, version: string) =>
  new RegExp(`(?<!\\d\\.?)${version.replaceAll(".", "\\.")}(?!\\.?\\d)`).test(text);

const releases = firmwareSeeds.filter(([, version]) => version !== "1.0.0");
const steppingStones = releases.filter(([, , , , minimum]) => minimum);

describe("a firmware article whose release needs a stepping stone", () => {
  it("is read for every release that has one (the test reads what it means to)", () => {
    expect(steppingStones.map(([id, version]) => `${id}@${version}`)).toContain("MK61@2.0.0");
  });

  it.each(["en", "de", "ja"] as const)("says first, in %s, which version to install before it", (locale) => {
    for (const [productId, version, , , minimum] of steppingStones) {
      if (!minimum) continue;
      const body = bodyOf(firmwareArticleId(productId, version), locale);
      const first = body?.[0];
      const where = `${productId} ${version} (${locale})`;
      expect(first?.type, where).toBe("p");
      if (first?.type !== "p") continue;
      expect(first.text, where).toContain(instruction(minimum, locale));
      // the changes it lists are changes: no note naming the version to install first
      const listed = body?.filter((b) => b.type === "ul").flatMap((b) => (b.type === "ul" ? b.items : [])) ?? [];
      expect(listed.length, where).toBeGreaterThan(0);
      expect(
        listed.filter((item) => namesVersion(item, minimum)),
        where,
      ).toEqual([]);
    }
  });
});
