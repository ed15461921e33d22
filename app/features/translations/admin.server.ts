/**
 * Translations in the admin: every translatable item with its English text as slots, each
 * language's translation of them, a per-language report of what is missing, and the save, which
 * goes through the change pipeline (written, audited, re-indexed, caches moved on) like any edit.
 */
import { createHash } from "node:crypto";
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "~/.server/db/client";
import { categories, products, subGroups } from "~/.server/db/schema/catalogue";
import { articles } from "~/.server/db/schema/news";
import { firmwareReleases } from "~/.server/db/schema/support";
import { contentTranslations } from "~/.server/db/schema/translations";
import { type Actor, commitChange } from "~/features/changes/pipeline.server";
import { type Locale, prefixedLocales } from "~/lib/i18n/locales";
import { translationsOf } from "./queries.server";
import { articleSlots, productSlots, type Slot, slotsToStored, storedToSlots, type TranslatableEntity } from "./slots";

export const translatableEntities: { entity: TranslatableEntity; label: string }[] = [
  { entity: "category", label: "Product lines" },
  { entity: "group", label: "Product groups" },
  { entity: "product", label: "Products" },
  { entity: "param-label", label: "Specification labels" },
  { entity: "article", label: "News and updates" },
  { entity: "firmware", label: "Firmware notes" },
];

export type TranslatableItem = {
  entity: TranslatableEntity;
  id: string;
  name: string;
  /** The public page it is shown on, as an English address. */
  page: string | null;
  slots: Slot[];
  /** The English shapes a whole-or-nothing field is checked against. */
  body?: (typeof articles.$inferSelect)["body"];
  sticky?: { title: string; desc: string }[];
};

const isEntity = (value: string): value is TranslatableEntity => translatableEntities.some((e) => e.entity === value);

/** Every item of a kind (one item when `id` is given), with its English slots. */
async function itemsOf(db: Db, entity: TranslatableEntity, id?: string): Promise<TranslatableItem[]> {
  switch (entity) {
    case "category": {
      const rows = await db
        .select()
        .from(categories)
        .where(id ? eq(categories.id, id) : undefined)
        .orderBy(asc(categories.position));
      return rows.map((c) => ({
        entity,
        id: c.id,
        name: c.name,
        page: `/category/${c.id}`,
        slots: [
          { key: "name", english: c.name, kind: "line", label: "Name" },
          { key: "title", english: c.title, kind: "line", label: "Headline" },
        ],
      }));
    }
    case "group": {
      const rows = await db
        .select()
        .from(subGroups)
        .where(id ? eq(subGroups.id, id) : undefined)
        .orderBy(asc(subGroups.categoryId), asc(subGroups.position));
      return rows.map((g) => ({
        entity,
        id: g.id,
        name: g.label,
        page: `/category/${g.categoryId}`,
        slots: [
          { key: "label", english: g.label, kind: "line", label: "Name" },
          { key: "desc", english: g.desc, kind: "text", label: "Description" },
        ],
      }));
    }
    case "product": {
      const rows = await db
        .select()
        .from(products)
        .where(id ? eq(products.id, id) : undefined)
        .orderBy(asc(products.categoryId), asc(products.title));
      return rows.map((p) => ({
        entity,
        id: p.id,
        name: p.title,
        page: `/product/${p.id}`,
        slots: productSlots(p),
        sticky: p.stickyList,
      }));
    }
    case "param-label": {
      const rows = await db.select({ params: products.params }).from(products);
      const labels = [...new Set(rows.flatMap((r) => r.params.map((p) => p.label)))].sort();
      return labels
        .filter((label) => !id || label === id)
        .map((label) => ({
          entity,
          id: label,
          name: label,
          page: null,
          slots: [{ key: "label", english: label, kind: "line", label: "Label" }],
        }));
    }
    case "article": {
      const rows = await db
        .select()
        .from(articles)
        .where(id ? eq(articles.id, id) : undefined)
        .orderBy(desc(articles.publishedAt));
      return rows.map((a) => ({
        entity,
        id: a.id,
        name: a.title,
        page: a.kind === "news" ? `/news/${a.id}` : `/news/update/${a.id}`,
        slots: articleSlots(a),
        body: a.body,
      }));
    }
    case "firmware": {
      const [productId, version] = id ? id.split("@") : [];
      const rows = await db
        .select({
          productId: firmwareReleases.productId,
          version: firmwareReleases.version,
          changes: firmwareReleases.changes,
          title: products.title,
        })
        .from(firmwareReleases)
        .innerJoin(products, eq(products.id, firmwareReleases.productId))
        .where(
          id
            ? and(eq(firmwareReleases.productId, productId ?? ""), eq(firmwareReleases.version, version ?? ""))
            : undefined,
        )
        .orderBy(asc(products.title), desc(firmwareReleases.releasedAt));
      return rows.map((f) => ({
        entity,
        id: `${f.productId}@${f.version}`,
        name: `${f.title} ${f.version}`,
        page: `/support/firmware/${f.productId}`,
        slots: [{ key: "changes", english: f.changes.join("\n"), kind: "lines", label: "Changes (one per line)" }],
      }));
    }
  }
}

export type ReportRow = { entity: TranslatableEntity; id: string; name: string; missing: number; total: number };

/** Per language: each kind's items, how many are complete, and those that lack something (most missing first). */
export async function translationReport(db: Db, shown = 50) {
  const kinds = await Promise.all(
    translatableEntities.map(async (e) => ({ ...e, items: await itemsOf(db, e.entity) })),
  );
  return Promise.all(
    prefixedLocales.map(async (locale) => {
      const t = await translationsOf(db, locale);
      return {
        locale,
        kinds: kinds.map(({ entity, label, items }) => {
          const rows: ReportRow[] = items.map((item) => {
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

/** An item with its English slots and each language's values; null when there is no such item. */
export async function translationEditor(db: Db, entity: string, id: string) {
  // an empty id would list every item of the kind; it names none
  if (!isEntity(entity) || !id) return null;
  const [item] = await itemsOf(db, entity, id);
  if (!item) return null;
  const rows = await storedRows(db, entity, id);
  const values = Object.fromEntries(
    prefixedLocales.map((locale) => {
      const fields = Object.fromEntries(rows.filter((r) => r.locale === locale).map((r) => [r.field, r.value]));
      return [locale, storedToSlots(entity, fields)];
    }),
  ) as Record<Exclude<Locale, "en">, Record<string, string>>;
  return { item, values, loaded: digest(rows) };
}

/** Someone saved this item's translations since the editor loaded them. */
export class TranslationConflict extends Error {}

/** Where a translation shows in search: the products and articles whose entries it changes. */
async function searchScope(db: Db, entity: TranslatableEntity, id: string) {
  if (entity === "product") return { products: [id] };
  if (entity === "firmware") return { products: [id.split("@")[0] ?? ""] };
  if (entity === "article") return { articles: [id] };
  if (entity === "category") {
    const inLine = await db.select({ id: products.id }).from(products).where(eq(products.categoryId, id));
    return { products: inLine.map((p) => p.id) };
  }
  if (entity === "param-label") {
    const all = await db.select({ id: products.id, params: products.params }).from(products);
    return { products: all.filter((p) => p.params.some((x) => x.label === id)).map((p) => p.id) };
  }
  return undefined;
}

/**
 * Saves an item's translations in every language from the editor's slot values, as one change
 * ("translate <entity>"), if nobody saved them since `loaded`. Throws TranslationConflict, with
 * nothing written.
 */
export async function saveTranslations(
  db: Db,
  user: Actor,
  target: { entity: string; id: string; loaded: string },
  values: Record<string, Record<string, string>>,
) {
  const editor = await translationEditor(db, target.entity, target.id);
  if (!editor) return false;
  const { item } = editor;
  await commitChange(db, user, {
    entity: "translation",
    action: "update",
    async write(tx) {
      const before = await storedRows(tx, item.entity, item.id);
      if (digest(before) !== target.loaded) throw new TranslationConflict(`${item.entity} ${item.id}`);
      for (const locale of prefixedLocales) {
        const fields = slotsToStored(item.entity, item, values[locale] ?? {});
        const gone = Object.entries(fields)
          .filter(([, v]) => v === null)
          .map(([f]) => f);
        if (gone.length)
          await tx
            .delete(contentTranslations)
            .where(
              and(
                eq(contentTranslations.entity, item.entity),
                eq(contentTranslations.entityId, item.id),
                eq(contentTranslations.locale, locale),
                inArray(contentTranslations.field, gone),
              ),
            );
        const kept = Object.entries(fields).filter(([, v]) => v !== null);
        if (kept.length)
          await tx
            .insert(contentTranslations)
            .values(kept.map(([field, value]) => ({ entity: item.entity, entityId: item.id, locale, field, value })))
            .onConflictDoUpdate({
              target: [
                contentTranslations.entity,
                contentTranslations.entityId,
                contentTranslations.locale,
                contentTranslations.field,
              ],
              set: { value: sql`excluded.value`, updatedAt: new Date() },
            });
      }
      const after = await storedRows(tx, item.entity, item.id);
      return {
        id: `${item.entity}:${item.id}`,
        before,
        after,
        search: await searchScope(tx, item.entity, item.id),
        value: undefined,
      };
    },
  });
  return true;
}
