/** The content translations of a language, read once per content version. */
import { and, eq, inArray, or, type SQL } from "drizzle-orm";
import { memoPerContentVersion } from "~/.server/content-memo.server";
import type { Db } from "~/.server/db/client";
import { contentTranslations } from "~/.server/db/schema/translations";
import { type Locale, prefixedLocales } from "~/lib/i18n/locales";
import { NO_TRANSLATIONS, type Translations } from "~/lib/translations/overlay";
import type { TranslatableEntity } from "~/lib/translations/slots";

/** Which items' translations to read: ids per kind (a kind left out is not read). */
export type TranslationsWanted = Partial<Record<TranslatableEntity, readonly string[]>>;

/** A language's translations: all of them, or only those of the items `only` names. */
export async function translationsOf(db: Db, locale: Locale, only?: TranslationsWanted): Promise<Translations> {
  if (locale === "en") return NO_TRANSLATIONS;
  const items = only
    ? (Object.entries(only) as [TranslatableEntity, readonly string[] | undefined][]).flatMap(([entity, ids]) =>
        ids?.length
          ? [and(eq(contentTranslations.entity, entity), inArray(contentTranslations.entityId, [...ids]))]
          : [],
      )
    : [];
  if (only && items.length === 0) return { locale, fields: new Map() };
  const rows = await db
    .select({
      entity: contentTranslations.entity,
      entityId: contentTranslations.entityId,
      field: contentTranslations.field,
      value: contentTranslations.value,
    })
    .from(contentTranslations)
    .where(and(eq(contentTranslations.locale, locale), only ? (or(...items) as SQL) : undefined));
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

/**
 * English, then every other language with its translations (all, or only those of the items
 * `only` names): what search indexes each item in.
 */
export async function everyLanguage(db: Db, only?: TranslationsWanted): Promise<Translations[]> {
  // one after another: inside a change's transaction `db` is a single connection
  const languages = [NO_TRANSLATIONS];
  for (const locale of prefixedLocales) languages.push(await translationsOf(db, locale, only));
  return languages;
}
