/**
 * Translations in the admin: each language's translation of an item's English slots, a
 * per-language report of what is missing, and the save, which goes through the change pipeline
 * (written, audited, re-indexed, caches moved on) like any edit. The items come from their owners
 * (features/backoffice/translations.server.ts gathers them).
 */
import { createHash } from "node:crypto";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "~/.server/db/client";
import { contentTranslations } from "~/.server/db/schema/translations";
import {
  type Actor,
  commitChange,
  deleteWhere,
  EditConflict,
  insertInto,
  type Write,
} from "~/features/changes/pipeline.server";
import type { SearchScope } from "~/features/search/sources.server";
import type { ArticleBlock } from "~/lib/content-model";
import { type Locale, prefixedLocales } from "~/lib/i18n/locales";
import { translationsOf } from "./queries.server";
import { type Slot, slotsToStored, storedToSlots, type TranslatableEntity } from "./slots";

export const translatableEntities: { entity: TranslatableEntity; label: string }[] = [
  { entity: "category", label: "Product lines" },
  { entity: "group", label: "Product groups" },
  { entity: "product", label: "Products" },
  { entity: "param-label", label: "Specification labels" },
  { entity: "article", label: "News and updates" },
  { entity: "firmware", label: "Firmware notes" },
  { entity: "dealer", label: "Stores in their own script" },
];

export type TranslatableItem = {
  entity: TranslatableEntity;
  id: string;
  name: string;
  /** The public page it is shown on, as an English address. */
  page: string | null;
  slots: Slot[];
  /** The languages it is translated into, when not every one (a Japanese store: Japanese only). */
  locales?: readonly Exclude<Locale, "en">[];
  /** The English shapes a whole-or-nothing field is checked against. */
  body?: ArticleBlock[];
  sticky?: { title: string; desc: string }[];
};

/** The languages an item is translated into. */
export const languagesOf = (item: Pick<TranslatableItem, "locales">): readonly Exclude<Locale, "en">[] =>
  item.locales ?? prefixedLocales;

export const isEntity = (value: string): value is TranslatableEntity =>
  translatableEntities.some((e) => e.entity === value);

export type ReportRow = { entity: TranslatableEntity; id: string; name: string; missing: number; total: number };

/** Per language: each kind's items, how many are complete, and those that lack something (most missing first). */
export async function reportOf(
  db: Db,
  kinds: { entity: TranslatableEntity; label: string; items: TranslatableItem[] }[],
  shown = 50,
) {
  return Promise.all(
    prefixedLocales.map(async (locale) => {
      const t = await translationsOf(db, locale);
      return {
        locale,
        kinds: kinds.map(({ entity, label, items }) => {
          const rows: ReportRow[] = items
            .filter((item) => languagesOf(item).includes(locale))
            .map((item) => {
              const stored = storedToSlots(entity, t.fields.get(entity)?.get(item.id) ?? {});
              const missing = item.slots.filter((s) => !stored[s.key]).length;
              return { entity, id: item.id, name: item.name, missing, total: item.slots.length };
            });
          const lacking = rows
            .filter((r) => r.missing > 0)
            .sort((a, b) => b.missing - a.missing || a.name.localeCompare(b.name));
          return {
            entity,
            label,
            total: rows.length,
            complete: rows.length - lacking.length,
            lacking: lacking.slice(0, shown),
            more: Math.max(0, lacking.length - shown),
          };
        }),
      };
    }),
  );
}

async function storedRows(db: Db, entity: TranslatableEntity, id: string) {
  return db
    .select({ locale: contentTranslations.locale, field: contentTranslations.field, value: contentTranslations.value })
    .from(contentTranslations)
    .where(and(eq(contentTranslations.entity, entity), eq(contentTranslations.entityId, id)))
    .orderBy(asc(contentTranslations.locale), asc(contentTranslations.field));
}

/** What the editor loaded: a digest of the item's stored translations, checked again on save. */
const digest = (rows: { locale: string; field: string; value: unknown }[]) =>
  createHash("sha256").update(JSON.stringify(rows)).digest("hex").slice(0, 20);

/** An item with each language's values and a digest of them, checked again on save. */
export async function editorOf(db: Db, item: TranslatableItem) {
  const rows = await storedRows(db, item.entity, item.id);
  const values = Object.fromEntries(
    prefixedLocales.map((locale) => {
      const fields = Object.fromEntries(rows.filter((r) => r.locale === locale).map((r) => [r.field, r.value]));
      return [locale, storedToSlots(item.entity, fields)];
    }),
  ) as Record<Exclude<Locale, "en">, Record<string, string>>;
  return { item, values, loaded: digest(rows) };
}

/**
 * Saves an item's translations in every language from the editor's slot values, as one change
 * ("translate <entity>"), if nobody saved them since `loaded`; `search` names the search entries
 * it changes. Throws EditConflict (naming the digest saved now), with nothing written.
 */
export async function saveItemTranslations(
  db: Db,
  user: Actor,
  item: TranslatableItem,
  loaded: string,
  values: Record<string, Record<string, string>>,
  search: SearchScope | undefined,
) {
  const before = await storedRows(db, item.entity, item.id);
  const id = `${item.entity}:${item.id}`;
  if (digest(before) !== loaded) throw new EditConflict("translation", id, digest(before));
  const ofItem = and(eq(contentTranslations.entity, item.entity), eq(contentTranslations.entityId, item.id));
  const writes: Write[] = [];
  const after = before.filter((r) => !languagesOf(item).includes(r.locale as Exclude<Locale, "en">));
  for (const locale of languagesOf(item)) {
    const stored = Object.fromEntries(before.filter((r) => r.locale === locale).map((r) => [r.field, r.value]));
    const fields = Object.entries(slotsToStored(item.entity, item, values[locale] ?? {}, stored));
    const gone = fields.filter(([, v]) => v === null).map(([f]) => f);
    const kept = fields.filter(([, v]) => v !== null);
    if (gone.length)
      writes.push(
        deleteWhere(
          contentTranslations,
          and(ofItem, eq(contentTranslations.locale, locale), inArray(contentTranslations.field, gone)),
        ),
      );
    if (kept.length)
      writes.push(
        insertInto(
          contentTranslations,
          kept.map(([field, value]) => ({ entity: item.entity, entityId: item.id, locale, field, value })),
          { existing: { target: translationKey, set: { value: sql`excluded.value`, updatedAt: new Date() } } },
        ),
      );
    // the rows this language keeps: those the editor left alone, and those it wrote
    const written = new Set(fields.map(([f]) => f));
    after.push(
      ...before.filter((r) => r.locale === locale && !written.has(r.field)),
      ...kept.map(([field, value]) => ({ locale, field, value })),
    );
  }
  // in the order storedRows reads them
  const order = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  after.sort((a, b) => order(a.locale, b.locale) || order(a.field, b.field));
  await commitChange(db, user, {
    writes,
    audit: { entity: "translation", action: "update", id, before, after },
    search,
  });
}

const translationKey = [
  contentTranslations.entity,
  contentTranslations.entityId,
  contentTranslations.locale,
  contentTranslations.field,
];
