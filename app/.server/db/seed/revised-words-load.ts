/**
 * The seed set `revised-words`: a data set made before issue 40 gets the seed's revised words
 * (./revised-words.ts) row by row, only where the row still holds the seed's earlier words. A row an
 * editor changed is left as it is; a new data set, seeded with the new words, is left unchanged.
 */
import { and, eq, sql } from "drizzle-orm";
import { locales } from "~/lib/i18n/locales";
import { textToLegalBlocks } from "~/lib/legal-text";
import type { Db } from "../client";
import { contentTranslations, legalPages, products } from "../schema";
import { legalPageSeeds } from "./legal";
import { productSeeds } from "./products";
import { legalBefore, translationsBefore } from "./revised-words";
import { legalFragmentsBefore, productFragmentsBefore, translationFragmentsBefore } from "./revised-words-ja";
import { translationRows } from "./translations";

const NBSP = "\u00a0";
/** Where the earlier seed had normal spaces before a unit. */
const NBSP_LOCALES: readonly string[] = ["de"];

const key = (value: string | string[]) => JSON.stringify(value);
const before = new Map(translationsBefore.map(([was, is]) => [key(is), was]));

/** A text with each revised part back as it was ([before, after] pairs, ./revised-words-ja.ts). */
const unrevised = (text: string, pairs: readonly (readonly [string, string])[] = []) =>
  pairs.reduce((t, [was, is]) => t.replaceAll(is, was), text);

/**
 * A seed value as the earlier seed wrote it: each revised string or list of strings back as it
 * was, and, in German, normal spaces for no-break ones.
 */
export function earlierValue(value: unknown, locale: string): unknown {
  const fragments = translationFragmentsBefore[locale as keyof typeof translationFragmentsBefore];
  const spaced = (text: string) => {
    const was = unrevised(text, fragments);
    return NBSP_LOCALES.includes(locale) ? was.replaceAll(NBSP, " ") : was;
  };
  const back = (v: unknown): unknown => {
    if (typeof v === "string") {
      const was = before.get(key(v));
      return typeof was === "string" ? was : spaced(v);
    }
    if (Array.isArray(v) && v.every((x) => typeof x === "string")) {
      const was = before.get(key(v));
      return Array.isArray(was) ? was : v.map(spaced);
    }
    if (Array.isArray(v)) return v.map(back);
    if (v && typeof v === "object") return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, back(x)]));
    return v;
  };
  return back(value);
}

/** A legal page's body (as an editor types it) as the earlier seed wrote it, paragraph by paragraph. */
export function earlierLegalBody(id: string, locale: string, body: string): string {
  const pairs = new Map((legalBefore[id] ?? []).map(([was, is]) => [is, was]));
  const back = (paragraph: string) => {
    const was = unrevised(paragraph, legalFragmentsBefore[id]);
    return pairs.get(was) ?? (NBSP_LOCALES.includes(locale) ? was.replaceAll(NBSP, " ") : was);
  };
  return body.split("\n\n").map(back).join("\n\n");
}

/** An English product field as the earlier seed wrote it. */
export function earlierProductField(id: string, field: "desc", value: string): string {
  return unrevised(
    value,
    productFragmentsBefore.filter((f) => f.id === id && f.field === field).map((f) => [f.before, f.after] as const),
  );
}

export async function revisedWords(db: Db) {
  const now = new Date();
  for (const row of translationRows()) {
    const earlier = earlierValue(row.value, row.locale);
    if (JSON.stringify(earlier) === JSON.stringify(row.value)) continue;
    await db
      .update(contentTranslations)
      .set({ value: row.value, updatedAt: now })
      .where(
        and(
          eq(contentTranslations.entity, row.entity as typeof contentTranslations.$inferSelect.entity),
          eq(contentTranslations.entityId, row.entityId),
          eq(contentTranslations.locale, row.locale),
          eq(contentTranslations.field, row.field),
          sql`${contentTranslations.value} = ${JSON.stringify(earlier)}::jsonb`,
        ),
      );
  }
  // the English rows, and the English a translation holding the seed's new words was made from
  for (const product of productSeeds) {
    const earlier = earlierProductField(product.id, "desc", product.desc);
    if (earlier === product.desc) continue;
    await db
      .update(products)
      .set({ desc: product.desc, updatedAt: now, version: sql`${products.version} + 1` })
      .where(and(eq(products.id, product.id), eq(products.desc, earlier)));
    for (const row of translationRows().filter(
      (r) => r.entity === "product" && r.entityId === product.id && r.field === "desc",
    ))
      await db
        .update(contentTranslations)
        .set({ source: { desc: product.desc } })
        .where(
          and(
            eq(contentTranslations.entity, "product"),
            eq(contentTranslations.entityId, product.id),
            eq(contentTranslations.locale, row.locale),
            eq(contentTranslations.field, "desc"),
            sql`${contentTranslations.value} = ${JSON.stringify(row.value)}::jsonb`,
            sql`${contentTranslations.source} = ${JSON.stringify({ desc: earlier })}::jsonb`,
          ),
        );
  }
  for (const locale of locales)
    for (const [pageKey, page] of Object.entries(legalPageSeeds[locale])) {
      const id = `${pageKey}-${locale}`;
      const earlier = earlierLegalBody(id, locale, page.body);
      if (earlier === page.body) continue;
      await db
        .update(legalPages)
        .set({ body: textToLegalBlocks(page.body), updatedAt: now, version: sql`${legalPages.version} + 1` })
        .where(
          and(eq(legalPages.id, id), sql`${legalPages.body} = ${JSON.stringify(textToLegalBlocks(earlier))}::jsonb`),
        );
    }
}
