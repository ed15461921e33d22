/** The catalogue's entries in search: its published products. */
import { eq, inArray } from "drizzle-orm";
import { categories, products } from "~/.server/db/schema/catalogue";
import { publishedProduct } from "~/.server/db/visibility";
import { type SearchEntryInput, type SearchSource, within } from "~/.server/search/sources.server";
import { everyLanguage } from "~/.server/translations/queries.server";
import { formatsFor } from "~/lib/format";
import * as href from "~/lib/href";
import type { Locale } from "~/lib/i18n/locales";
import { modelCode } from "~/lib/model-code";
import { searchWordsOf } from "~/lib/search/line-words";
import { hasTranslation, localizeParams, localizeProductCopy, overlayText } from "~/lib/translations/overlay";

/** Published products, in every language they are translated to (English always). */
export const productSource: SearchSource = {
  kind: "product",
  owners: async (_db, scope) => scope.products ?? [],
  async load(db, scope) {
    const touched = scope?.products?.length ? inArray(products.id, [...scope.products]) : undefined;
    const rows = await db
      .select({ product: products, category: categories.name })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(within(publishedProduct, touched, scope));
    // a change reads the translations of what it touched: its products, their lines and labels
    const only = scope && {
      product: rows.map((r) => r.product.id),
      category: [...new Set(rows.map((r) => r.product.categoryId))],
      "param-label": [...new Set(rows.flatMap((r) => r.product.params.map((x) => x.label)))],
    };
    const entries: SearchEntryInput[] = [];
    for (const t of await everyLanguage(db, only))
      for (const { product, category } of rows) {
        // an untranslated product is found through its English entry (search falls back to it)
        if (!hasTranslation(t, "product", product.id)) continue;
        // the product's words in this language, English where a field has no translation
        const p = localizeProductCopy(t, product);
        const line = overlayText(t, "category", product.categoryId, { name: category }, ["name"]).name;
        // "Tempo: 5–320", 「テンポ：5～320」: each line in its language's punctuation
        const format = formatsFor(t.locale as Locale);
        entries.push({
          locale: t.locale as Locale,
          kind: "product",
          refId: p.id,
          owner: p.id,
          title: p.title,
          summary: `${line}${t.locale === "ja" ? "。" : ". "}${p.desc}`,
          body: [
            p.sp1.text,
            p.sp2.text,
            p.sp3.text,
            p.sp4 ?? "",
            ...p.stickyList.map((s) => format.labelled(s.title, s.desc)),
            ...localizeParams(t, p.id, p.params).flatMap((x) =>
              x.value === null
                ? []
                : [format.labelled(x.label, typeof x.value === "string" ? x.value : format.specList(x.value))],
            ),
          ].join("\n"),
          // its line's words in every language ("piano", ピアノ, Klavier) and English name: a Japanese visitor types either
          keywords: [p.modelCode, ...p.aliases, ...searchWordsOf(product.categoryId, category)],
          codes: [...new Set([p.modelCode, ...p.aliases.map(modelCode)])],
          url: href.product(p.id),
          pic: p.pic,
          boost: 2,
          publishedAt: p.publishedAt,
        });
      }
    return entries;
  },
};
