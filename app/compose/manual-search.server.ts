/**
 * The HTML manuals (/support/manuals/{id}) in search: one entry per section of each published
 * model's manual, in every language, linking to the section's anchor
 * (/de/support/manuals/MK61#troubleshooting). A query for a section („Fehlerbehebung“, 困ったときは,
 * "troubleshooting") or a word in it („Kopfhörer“, ヘッドホン, Akkordlexikon) finds it. The manual is
 * composed from the model's data (its specification, kit and words: lib/support/manual-content.ts),
 * so its entries are the model's: a change to the product re-indexes them with its other entries.
 * They carry the model's codes, as its documents do, but rank below them (a lower boost, a longer
 * text), so a model query (MK61) leads with the product and its PDFs, and a model with a section
 * („MK61 Fehlerbehebung“) with that section.
 */
import { eq, inArray } from "drizzle-orm";
import { categories, products } from "~/.server/db/schema/catalogue";
import { publishedProduct } from "~/.server/db/visibility";
import { type SearchEntryInput, type SearchSource, within } from "~/.server/search/sources.server";
import { everyLanguage } from "~/.server/translations/queries.server";
import { formatsFor } from "~/lib/format";
import * as href from "~/lib/href";
import type { Locale } from "~/lib/i18n/locales";
import { modelCode } from "~/lib/model-code";
import { type ManualBlock, type ManualSection, manualSections } from "~/lib/support/manual-content";
import { localizeProductCopy, type Translations } from "~/lib/translations/overlay";
import { localizedSpecification } from "~/lib/translations/specification";

/** What the manual is called in each language, as its page's heading names it. */
const MANUAL: Record<Locale, string> = { en: "owner's manual", de: "Bedienungsanleitung", ja: "取扱説明書" };

/** A block's words as the page shows them (a drawing's are its callout numbers: none). */
function blockText(block: ManualBlock): string[] {
  switch (block.type) {
    case "p":
    case "subhead":
      return [block.text];
    case "list":
    case "steps":
      return block.items;
    case "table":
      return block.rows.map(([a, b]) => `${a} ${b.replace(/\n/g, " ")}`);
    case "signal":
      return [block.word, block.meaning, ...block.items];
    case "disposal":
      return [...block.paragraphs, `${block.more.before}${block.more.page}${block.more.after}`];
    default:
      return [];
  }
}

/** A section's text, for the index. */
export const sectionText = (section: ManualSection) => section.blocks.flatMap(blockText).join("\n");

/** Each specification label's name in the language, as the manual page reads them (`paramLabelsIn`). */
function paramLabels(t: Translations): Record<string, string> {
  if (t.locale === "en") return {};
  const labels = t.fields.get("param-label");
  return Object.fromEntries([...(labels ?? new Map())].map(([label, f]) => [label, String(f.label ?? label)]));
}

/** The sections of each published model's HTML manual, in every language. */
export const manualSource: SearchSource = {
  kind: "document",
  owners: async (_db, scope) => scope.products ?? [],
  async load(db, scope) {
    if (scope && !scope.products?.length) return [];
    const touched = scope?.products?.length ? inArray(products.id, [...scope.products]) : undefined;
    const rows = await db
      .select({ product: products })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(within(publishedProduct, touched, scope));
    if (!rows.length) return [];
    const only = scope && {
      product: rows.map((r) => r.product.id),
      "param-label": [...new Set(rows.flatMap((r) => r.product.params.map((x) => x.label)))],
    };
    const entries: SearchEntryInput[] = [];
    for (const t of await everyLanguage(db, only)) {
      const locale = t.locale as Locale;
      const format = formatsFor(locale);
      const labels = paramLabels(t);
      for (const { product } of rows) {
        // the page's manual: the model's words in the language (English where untranslated), its
        // specification's values localized, what it has read from its English specification
        const p = localizeProductCopy(t, product);
        const values = localizedSpecification(t, product).map(({ key, value }) => ({ label: key, value }));
        const sections = manualSections(
          { ...p, kit: product.kit ?? undefined, params: values },
          locale,
          labels,
          product.params,
        );
        const manual = format.named(p.title, MANUAL[locale]);
        for (const section of sections)
          entries.push({
            locale,
            kind: "document",
            // one id per section in every language, so an English entry never stands in beside its translation
            refId: `manual:${product.id}#${section.id}`,
            owner: product.id,
            // "MK61 owner's manual: Troubleshooting", „MK61-Bedienungsanleitung: Fehlerbehebung“, 「MK61取扱説明書：困ったときは」
            title: format.labelled(manual, section.title),
            body: sectionText(section),
            // the model's codes: "MK61 Fehlerbehebung" leads with its section, before the MK61's other documents
            codes: [...new Set([p.modelCode, ...p.aliases.map(modelCode)])],
            url: `${href.supportManual(product.id)}#${section.id}`,
            // below the model's own documents (which its code matches exactly) and its page
            boost: 0.8,
          });
      }
    }
    return entries;
  },
};
