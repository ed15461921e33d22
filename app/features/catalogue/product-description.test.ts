/**
 * Every product's meta description, in every language, names its key specifications where they fit: a search
 * result shows what the model is and a figure or two about it (16パッド, 48種類のキット), never only
 * a short sentence of what it is for (a native reader found 「MR101Sは、手で叩いて演奏するリズムマシンです。」
 * alone, while the other models' gave their specifications).
 */
import { describe, expect, it } from "vitest";
import { productSeeds } from "~/.server/db/seed/products";
import { catalogue as de } from "~/.server/db/seed/translations/de/catalogue";
import { catalogue as ja } from "~/.server/db/seed/translations/ja/catalogue";
import { DESCRIPTION_MAX, metaDescriptionWith, sentencesOf } from "~/lib/meta";

const words = {
  en: (id: string) => {
    const seed = productSeeds.find((p) => p.id === id);
    return seed && { desc: seed.desc, sellingPoints: [seed.sp1.text, seed.sp2.text, seed.sp3.text] };
  },
  de: (id: string) => de.products[id],
  ja: (id: string) => ja.products[id],
};

describe.each(["en", "de", "ja"] as const)("a product page's meta description (%s)", (locale) => {
  it("gives its key specifications: two sentences or more, a figure that is not the model's name", () => {
    for (const product of productSeeds) {
      const own = words[locale](product.id);
      const desc = own?.desc ?? product.desc;
      const points = own?.sellingPoints ?? [product.sp1.text, product.sp2.text, product.sp3.text];
      const description = metaDescriptionWith(desc, points, locale);
      expect(description.length, product.id).toBeLessThanOrEqual(DESCRIPTION_MAX[locale]);
      const [opening = ""] = sentencesOf(description);
      expect(desc.startsWith(opening.replace(/[.。]$/u, "")), product.id).toBe(true);
      // Japanese: what it is, then a sentence of what it has (the other models' shape)
      if (locale === "ja") expect(sentencesOf(description).length, description).toBeGreaterThanOrEqual(2);
      // a figure about the model (88鍵, 16 pads) wherever one fits beside the opening
      const figured = (text: string) => /\d/u.test(text.replace(/\b[A-Z]{2,3}-?[A-Z]?\d+[A-Za-z]*/gu, ""));
      const fits = [...sentencesOf(desc), ...points.flatMap(sentencesOf)].some(
        (sentence) =>
          figured(sentence) && `${opening}${locale === "ja" ? "" : " "}${sentence}`.length <= DESCRIPTION_MAX[locale],
      );
      if (fits) expect(figured(description), `${product.id}: ${description}`).toBe(true);
    }
  });
});
