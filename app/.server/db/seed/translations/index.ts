/** The seed content's German and Japanese translations, as rows of `content_translation`. */
import type { Locale } from "~/lib/i18n/locales";
import { paramHasWords, specificationOf } from "~/lib/params";
import { productSeeds } from "../products";
import { catalogue as deCatalogue } from "./de/catalogue";
import { news as deNews } from "./de/news";
import { catalogue as jaCatalogue } from "./ja/catalogue";
import { dealers as jaDealers } from "./ja/dealers";
import { news as jaNews } from "./ja/news";
import type { CatalogueTranslation, DealerTranslation, NewsTranslation } from "./types";

export type TranslationRow = { entity: string; entityId: string; locale: Locale; field: string; value: unknown };

const seeds: [Locale, CatalogueTranslation, NewsTranslation][] = [
  ["de", deCatalogue, deNews],
  ["ja", jaCatalogue, jaNews],
];

/** Each seed product's English specification values with words (the only ones translated), by label. */
const wordValues = new Map(
  // the rows the page shows: a rhythm machine's connectors and power come from its kit (lib/params.ts)
  productSeeds.map((p) => [
    p.id,
    new Set(
      specificationOf(p.params, p.kit)
        .filter((x) => paramHasWords(x.value))
        .map((x) => x.label),
    ),
  ]),
);

/**
 * Every translated field of the seed content, in every language that has one. A specification
 * value of numbers, units or model codes is not a translation: every language shows the English.
 */
export function translationRows(): TranslationRow[] {
  const rows: TranslationRow[] = [];
  for (const [locale, catalogue, news] of seeds) {
    const add = (entity: string, entityId: string, field: string, value: unknown) =>
      rows.push({ entity, entityId, locale, field, value });
    for (const [id, c] of Object.entries(catalogue.categories)) {
      add("category", id, "name", c.name);
      add("category", id, "title", c.title);
    }
    for (const [id, g] of Object.entries(catalogue.groups)) {
      add("group", id, "label", g.label);
      add("group", id, "desc", g.desc);
    }
    for (const [label, text] of Object.entries(catalogue.paramLabels)) add("param-label", label, "label", text);
    for (const [id, p] of Object.entries(catalogue.products)) {
      add("product", id, "desc", p.desc);
      for (const [i, text] of p.sellingPoints.entries()) add("product", id, `sp${i + 1}`, text);
      if (p.sp4) add("product", id, "sp4", p.sp4);
      add("product", id, "stickyList", p.sticky);
      const words = wordValues.get(id);
      add("product", id, "params", Object.fromEntries(Object.entries(p.params).filter(([l]) => words?.has(l))));
    }
    for (const [id, a] of Object.entries(news.articles)) {
      add("article", id, "title", a.title);
      add("article", id, "summary", a.summary);
      add("article", id, "body", a.body);
    }
    for (const [key, changes] of Object.entries(news.firmware)) add("firmware", key, "changes", changes);
  }
  return rows;
}

/** Stores' names and addresses in their own script (`dealer` rows), for the stores given by id. */
export function dealerTranslationRows(
  translations: Readonly<Record<string, DealerTranslation>>,
  locale: Locale = "ja",
): TranslationRow[] {
  return Object.entries(translations).flatMap(([entityId, t]) =>
    (["name", "street", "city", "region"] as const).flatMap((field) =>
      t[field] ? [{ entity: "dealer", entityId, locale, field, value: t[field] }] : [],
    ),
  );
}

/** The seed stores' Japanese names and addresses. */
export const seedDealerTranslations = (): TranslationRow[] => dealerTranslationRows(jaDealers);
