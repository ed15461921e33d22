import { beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/.server/db/client";
import { productSeeds } from "~/.server/db/seed/products";
import { unphrased } from "~/lib/line-breaks";
import { DESCRIPTION_MAX } from "~/lib/meta";
import { databaseTargets, seededTestDatabase } from "../../../tests/setup/database";
import { catalogueProductIn } from "./localized.server";
import { productDescription } from "./product-meta";

/** The figures of a text outside model codes (SP-C121, MR101S): "11,8", "1,133", "16". */
const figuresOf = (text: string) =>
  text.replace(/\b[A-Z]{2,3}-?[A-Z]?\d+[A-Za-z]*/gu, "").match(/\d+(?:[.,]\d+)*/gu) ?? [];
/** Whether a text names a figure of the model's specification (its rows as the page shows them), not a year. */
const namesSpecFigure = (text: string, params: readonly { value: string | string[] | null }[]) => {
  const own = new Set(params.flatMap((p) => [p.value ?? []].flat().flatMap(figuresOf)));
  // a length in centimetres names the specification's millimetres („35 cm Tiefe“: 350 mm)
  const millimetres = [...text.matchAll(/(\d+)\s?cm\b/gu)].map((m) => String(Number(m[1]) * 10));
  return [...figuresOf(text), ...millimetres].some((figure) => own.has(figure));
};

describe.each(databaseTargets)("every product page's meta description on $name", (target) => {
  let database: Database;
  beforeAll(async () => {
    ({ database } = await seededTestDatabase(target, { email: "editor@noteva.example", role: "editor" }));
  }, 120_000);

  const descriptionOf = async (id: string, locale: "en" | "de" | "ja") => {
    const { product, params } = await catalogueProductIn(database.db, id, locale);
    // as the product page's meta asks for it: its description, its selling points, its specification
    const facts = [product.sp1.text, product.sp2.text, product.sp3.text];
    return { text: productDescription(locale, product.desc, facts, params), params };
  };

  it.each(["en", "de", "ja"] as const)(
    "/%s: names a figure of every model's specification within the length, and ends on a whole sentence",
    async (locale) => {
      for (const { id } of productSeeds) {
        const { text, params } = await descriptionOf(id, locale);
        expect(text.length, `${locale} ${id}: ${text}`).toBeLessThanOrEqual(DESCRIPTION_MAX[locale]);
        expect(namesSpecFigure(text, params), `${locale} ${id}: ${text}`).toBe(true);
        expect(text, `${locale} ${id}`).toMatch(locale === "ja" ? /[。！？]$/u : /[.!?][“”"]?$/u);
        expect(text, `${locale} ${id}`).not.toMatch(/…$/u);
        expect(text, `${locale} ${id}`).toBe(unphrased(text));
      }
    },
  );

  it.each(["en", "de"] as const)(
    "/%s: the SP-C121's opening sentence and a figure of its specification",
    async (locale) => {
      const { text, params } = await descriptionOf("SPC121", locale);
      expect(text).toMatch(locale === "en" ? /^The SP-C121 is a portable digital piano/u : /^Das SP-C121 /u);
      expect(namesSpecFigure(text, params), text).toBe(true);
    },
  );
});
