/**
 * The seed set `revised-words`: a data set made before issue 40 gets the seed's revised words
 * (./revised-words.ts) row by row, only where the row still holds the seed's earlier words. A row an
 * editor changed is left as it is; a new data set, seeded with the new words, is left unchanged.
 */
import { and, eq, sql } from "drizzle-orm";
import { locales } from "~/lib/i18n/locales";
import { textToLegalBlocks } from "~/lib/legal-text";
import type { Db } from "../client";
import { contentTranslations, legalPages } from "../schema";
import { legalPageSeeds } from "./legal";
import { legalBefore, translationsBefore } from "./revised-words";
import { translationRows } from "./translations";

const NBSP = "\u00a0";
/** Where the earlier seed had normal spaces before a unit. */
const NBSP_LOCALES: readonly string[] = ["de"];

const key = (value: string | string[]) => JSON.stringify(value);
const before = new Map(translationsBefore.map(([was, is]) => [key(is), was]));

/**
 * A seed value as the earlier seed wrote it: each revised string or list of strings back as it
 * was, and, in German, normal spaces for no-break ones.
 */
export function earlierValue(value: unknown, locale: string): unknown {
  const spaced = (text: string) => (NBSP_LOCALES.includes(locale) ? text.replaceAll(NBSP, " ") : text);
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
  return body
    .split("\n\n")
    .map(
      (paragraph) =>
        pairs.get(paragraph) ?? (NBSP_LOCALES.includes(locale) ? paragraph.replaceAll(NBSP, " ") : paragraph),
    )
    .join("\n\n");
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
