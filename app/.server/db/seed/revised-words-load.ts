/**
 * The seed set `revised-words`: a data set made before issue 40 gets the seed's revised words
 * (./revised-words.ts) row by row, only where the row still holds the seed's earlier words. A row an
 * editor changed is left as it is; a new data set, seeded with the new words, is left unchanged.
 */
import { and, eq, sql } from "drizzle-orm";
import type { Param } from "~/lib/content-model";
import { type Locale, locales } from "~/lib/i18n/locales";
import { textToLegalBlocks } from "~/lib/legal-text";
import type { Db } from "../client";
import { articles, contentTranslations, firmwareReleases, legalPages, products } from "../schema";
import { articleSeeds } from "./articles";
import { legalCorrections, uncorrected } from "./corrections";
import { firmwareSeeds } from "./firmware";
import { legalPageSeeds } from "./legal";
import { productSeeds } from "./products";
import { englishBefore, legalBefore, productParamsBefore, translationsBefore } from "./revised-words";
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

const paramBefore = new Map(productParamsBefore.map(([was, is]) => [key(is), was]));

/** A product's specification (English) as the earlier seed wrote it: each revised value back as it was. */
export function earlierParams(params: readonly Param[]): Param[] {
  return params.map((p) => (p.value === null ? p : { ...p, value: paramBefore.get(key(p.value)) ?? p.value }));
}

const englishWas = new Map(englishBefore.map(([was, is]) => [is, was]));
const englishIs = new Map(englishBefore);

/** English seed content (a text, a list, blocks) as the earlier seed wrote it: each revised sentence back. */
export function earlierEnglish<T>(value: T): T {
  if (typeof value === "string") return (englishWas.get(value) ?? value) as T;
  if (Array.isArray(value)) return value.map(earlierEnglish) as T;
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, earlierEnglish(v)])) as T;
  return value;
}

/** A value as a translation's source records its English ("params.jacks": one line per item). */
const sourceText = (value: Param["value"]) => (Array.isArray(value) ? value.join("\n") : value);

/** A legal page's body (as an editor types it) as the earlier seed wrote it, paragraph by paragraph. */
export function earlierLegalBody(id: string, locale: Locale, body: string): string {
  // the later corrections out first (the seed set fact-corrections brings them back)
  body = uncorrected(body, legalCorrections[locale]);
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

/** The seed's English products, articles and release notes, where a row still holds the earlier words. */
async function revisedEnglish(db: Db, now: Date) {
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  for (const product of productSeeds)
    for (const field of ["desc", "sp1", "sp2", "sp3", "sp4", "stickyList"] as const) {
      const value = product[field] ?? null;
      const earlier = earlierEnglish(value);
      if (same(earlier, value)) continue;
      const column = products[field];
      await db
        .update(products)
        .set({ [field]: value, updatedAt: now })
        .where(
          and(
            eq(products.id, product.id),
            typeof value === "string"
              ? sql`${column} = ${earlier}`
              : sql`${column} = ${JSON.stringify(earlier)}::jsonb`,
          ),
        );
    }
  for (const article of articleSeeds)
    for (const field of ["title", "summary", "body"] as const) {
      const value = article[field];
      const earlier = earlierEnglish(value);
      if (same(earlier, value)) continue;
      await db
        .update(articles)
        .set({ [field]: value, updatedAt: now })
        .where(
          and(
            eq(articles.id, article.id),
            field === "body"
              ? sql`${articles.body} = ${JSON.stringify(earlier)}::jsonb`
              : eq(articles[field], earlier as string),
          ),
        );
    }
  for (const [productId, version, , changes] of firmwareSeeds) {
    const earlier = earlierEnglish(changes);
    if (same(earlier, changes)) continue;
    await db
      .update(firmwareReleases)
      .set({ changes: [...changes] })
      .where(
        and(
          eq(firmwareReleases.productId, productId),
          eq(firmwareReleases.version, version),
          sql`array_to_string(${firmwareReleases.changes}, E'\n') = ${earlier.join("\n")}`,
        ),
      );
  }
  // a translation made from the earlier English counts as made from the revised: it says the same
  const sourced = await db
    .select({
      entity: contentTranslations.entity,
      entityId: contentTranslations.entityId,
      locale: contentTranslations.locale,
      field: contentTranslations.field,
      source: contentTranslations.source,
    })
    .from(contentTranslations)
    .where(sql`${contentTranslations.entity} in ('product', 'article', 'firmware')`);
  for (const row of sourced) {
    if (!row.source) continue;
    const source = Object.fromEntries(
      Object.entries(row.source).map(([k, v]) => [
        k,
        v === null
          ? v
          : v
              .split("\n")
              .map((line) => englishIs.get(line) ?? line)
              .join("\n"),
      ]),
    );
    if (same(source, row.source)) continue;
    await db.update(contentTranslations).set({ source }).where(translationSlot(row));
  }
}

/** The one stored translation a seed row names: its entity, item, language and field. */
export function translationSlot(row: { entity: string; entityId: string; locale: string; field: string }) {
  return and(
    eq(contentTranslations.entity, row.entity as typeof contentTranslations.$inferSelect.entity),
    eq(contentTranslations.entityId, row.entityId),
    eq(contentTranslations.locale, row.locale),
    eq(contentTranslations.field, row.field),
  );
}

export async function revisedWords(db: Db) {
  const now = new Date();
  await revisedEnglish(db, now);
  for (const row of translationRows()) {
    const earlier = earlierValue(row.value, row.locale);
    if (JSON.stringify(earlier) === JSON.stringify(row.value)) continue;
    await db
      .update(contentTranslations)
      .set({ value: row.value, updatedAt: now })
      .where(and(translationSlot(row), sql`${contentTranslations.value} = ${JSON.stringify(earlier)}::jsonb`));
  }
  for (const product of productSeeds) {
    const earlier = earlierParams(product.params);
    if (JSON.stringify(earlier) === JSON.stringify(product.params)) continue;
    await db
      .update(products)
      .set({ params: product.params, updatedAt: now })
      .where(and(eq(products.id, product.id), sql`${products.params} = ${JSON.stringify(earlier)}::jsonb`));
    // a translation made from the earlier English still counts as made from the current (only capitals changed)
    const translated = await db
      .select({ locale: contentTranslations.locale, source: contentTranslations.source })
      .from(contentTranslations)
      .where(
        and(
          eq(contentTranslations.entity, "product"),
          eq(contentTranslations.entityId, product.id),
          eq(contentTranslations.field, "params"),
        ),
      );
    for (const row of translated) {
      const source: Record<string, string | null> = { ...row.source };
      let changed = false;
      product.params.forEach((p, i) => {
        const was = sourceText(earlier[i]?.value ?? null);
        const field = `params.${p.label}`;
        if (was !== sourceText(p.value) && source[field] === was) {
          source[field] = sourceText(p.value) ?? "";
          changed = true;
        }
      });
      if (!changed) continue;
      await db
        .update(contentTranslations)
        .set({ source })
        .where(
          and(
            eq(contentTranslations.entity, "product"),
            eq(contentTranslations.entityId, product.id),
            eq(contentTranslations.locale, row.locale),
            eq(contentTranslations.field, "params"),
          ),
        );
    }
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
