/** The content translations of a language, read once per content version. */
import { eq } from "drizzle-orm";
import { memoPerContentVersion } from "~/.server/content-memo.server";
import type { Db } from "~/.server/db/client";
import { contentTranslations } from "~/.server/db/schema/translations";
import { type Locale, prefixedLocales } from "~/lib/i18n/locales";
import { NO_TRANSLATIONS, type Translations } from "./overlay";

export async function translationsOf(db: Db, locale: Locale): Promise<Translations> {
  if (locale === "en") return NO_TRANSLATIONS;
  const rows = await db
    .select({
      entity: contentTranslations.entity,
      entityId: contentTranslations.entityId,
      field: contentTranslations.field,
      value: contentTranslations.value,
    })
    .from(contentTranslations)
    .where(eq(contentTranslations.locale, locale));
  const fields = new Map<string, Map<string, Record<string, unknown>>>();
  for (const row of rows) {
    const byId = fields.get(row.entity) ?? new Map<string, Record<string, unknown>>();
    fields.set(row.entity, byId);
    const item = byId.get(row.entityId) ?? {};
    byId.set(row.entityId, item);
    item[row.field] = row.value;
  }
  return { locale, fields };
}

/** Every translation of a language, kept per content version (editors' translations go through the pipeline). */
export const translationsMemo = memoPerContentVersion((db: Db, locale: Locale) => translationsOf(db, locale), {
  maxEntries: 3,
});

/** English, then every other language with its translations: what search indexes each item in. */
export async function everyLanguage(db: Db): Promise<Translations[]> {
  return [NO_TRANSLATIONS, ...(await Promise.all(prefixedLocales.map((l) => translationsOf(db, l))))];
}
