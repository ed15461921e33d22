/**
 * Translations in the admin: each language's translation of an item's English slots, a
 * per-language report of what is missing, and the save, which goes through the change pipeline
 * (written, audited, re-indexed, caches moved on) like any edit. The items come from their owners
 * (features/backoffice/translations.server.ts gathers them).
 */
import { createHash } from "node:crypto";
import { isDeepStrictEqual } from "node:util";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { type Actor, commitChange, deleteWhere, insertInto, type Write } from "~/.server/changes/pipeline.server";
import type { Db } from "~/.server/db/client";
import { contentTranslations } from "~/.server/db/schema/translations";
import { EditConflict } from "~/.server/db/versions";
import type { SearchScope } from "~/.server/search/sources.server";
import type { ArticleBlock } from "~/lib/content-model";
import { type Locale, prefixedLocales } from "~/lib/i18n/locales";
import {
  outdatedSlots,
  type Slot,
  slotsToStored,
  storedToSlots,
  type TranslatableEntity,
} from "~/lib/translations/slots";
import { translationsOf } from "./queries.server";

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

export type ReportRow = {
  entity: TranslatableEntity;
  id: string;
  name: string;
  missing: number;
  total: number;
  /** The translated fields whose English changed since, by their (English) labels. */
  outdated: string[];
  /** The same fields by key and how they are typed, for naming them in the editor's language. */
  outdatedFields: Pick<Slot, "key" | "kind">[];
};

/** Each item's recorded English sources in a language, merged over its rows: entity → id → slot → English. */
export async function sourcesOf(db: Db, locale: Locale, entity?: TranslatableEntity) {
  const rows = await db
    .select({
      entity: contentTranslations.entity,
      id: contentTranslations.entityId,
      source: contentTranslations.source,
    })
    .from(contentTranslations)
    .where(and(eq(contentTranslations.locale, locale), entity ? eq(contentTranslations.entity, entity) : undefined));
  const out = new Map<string, Record<string, string | null>>();
  for (const row of rows) {
    const key = `${row.entity}\u0000${row.id}`;
    out.set(key, { ...out.get(key), ...row.source });
  }
  return (e: TranslatableEntity, id: string) => out.get(`${e}\u0000${id}`) ?? {};
}

/**
 * Per language: how many translated fields are outdated (their English changed since), the items
 * that have such fields first (most first), and each kind's items, how many are complete, and those
 * that lack something (most missing first).
 */
export async function reportOf(
  db: Db,
  kinds: { entity: TranslatableEntity; label: string; items: TranslatableItem[] }[],
  shown = 50,
) {
  return Promise.all(
    prefixedLocales.map(async (locale) => {
      const [t, sources] = await Promise.all([translationsOf(db, locale), sourcesOf(db, locale)]);
      const byKind = kinds.map(({ entity, label, items }) => {
        const ofLanguage = items.filter((item) => languagesOf(item).includes(locale));
        const rows: ReportRow[] = ofLanguage.map((item) => {
          const stored = storedToSlots(entity, t.fields.get(entity)?.get(item.id) ?? {});
          const missing = item.slots.filter((s) => !stored[s.key]).length;
          const stale = outdatedSlots(item.slots, stored, sources(entity, item.id));
          const outdatedFields = item.slots.filter((s) => s.key in stale).map(({ key, kind }) => ({ key, kind }));
          const outdated = item.slots.filter((s) => s.key in stale).map((s) => s.label);
          return { entity, id: item.id, name: item.name, missing, total: item.slots.length, outdated, outdatedFields };
        });
        const lacking = rows
          .filter((r) => r.missing > 0)
          .sort((a, b) => b.missing - a.missing || a.name.localeCompare(b.name));
        return {
          entity,
          label,
          total: rows.length,
          complete: rows.length - lacking.length,
          outdated: rows.reduce((n, r) => n + r.outdated.length, 0),
          lacking: lacking.slice(0, shown),
          more: Math.max(0, lacking.length - shown),
          stale: rows.filter((r) => r.outdated.length > 0),
        };
      });
      const stale = byKind
        .flatMap((k) => k.stale.map((row) => ({ ...row, kind: k.label })))
        .sort((a, b) => b.outdated.length - a.outdated.length || a.name.localeCompare(b.name));
      return {
        locale,
        outdated: stale.reduce((n, r) => n + r.outdated.length, 0),
        stale: stale.slice(0, shown),
        moreStale: Math.max(0, stale.length - shown),
        kinds: byKind.map(({ stale: _stale, ...kind }) => kind),
      };
    }),
  );
}

export async function storedRows(db: Db, entity: TranslatableEntity, id: string) {
  return db
    .select({
      locale: contentTranslations.locale,
      field: contentTranslations.field,
      value: contentTranslations.value,
      source: contentTranslations.source,
    })
    .from(contentTranslations)
    .where(and(eq(contentTranslations.entity, entity), eq(contentTranslations.entityId, id)))
    .orderBy(asc(contentTranslations.locale), asc(contentTranslations.field));
}

type StoredRow = Awaited<ReturnType<typeof storedRows>>[number];

/**
 * What the editor loaded, checked again on save: a digest of the item's stored translations and
 * of the English they stand beside (a translation confirmed meanwhile changes neither).
 */
export const digest = (item: TranslatableItem, rows: StoredRow[]) =>
  createHash("sha256")
    .update(JSON.stringify([rows.map((r) => [r.locale, r.field, r.value]), item.slots.map((s) => s.english)]))
    .digest("hex")
    .slice(0, 20);

/** A language's stored slot values and the English recorded for them, from the item's rows. */
export function languageOf(item: TranslatableItem, rows: StoredRow[], locale: string) {
  const own = rows.filter((r) => r.locale === locale);
  const values = storedToSlots(item.entity, Object.fromEntries(own.map((r) => [r.field, r.value])));
  const sources = Object.assign({}, ...own.map((r) => r.source ?? {})) as Record<string, string | null>;
  return { values, sources, outdated: outdatedSlots(item.slots, values, sources) };
}

type ByLanguage<T> = Record<Exclude<Locale, "en">, T>;

/**
 * An item with each language's values, its outdated slots (each with the English it was
 * translated from), and a digest of what was loaded, checked again on save.
 */
export async function editorOf(db: Db, item: TranslatableItem) {
  const rows = await storedRows(db, item.entity, item.id);
  const languages = prefixedLocales.map((locale) => [locale, languageOf(item, rows, locale)] as const);
  const values = Object.fromEntries(languages.map(([l, v]) => [l, v.values])) as ByLanguage<Record<string, string>>;
  const outdated = Object.fromEntries(languages.map(([l, v]) => [l, v.outdated])) as ByLanguage<Record<string, string>>;
  return { item, values, outdated, loaded: digest(item, rows) };
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
  if (digest(item, before) !== loaded) throw new EditConflict("translation", id, digest(item, before));
  const english = new Map(item.slots.map((s) => [s.key, s.english]));
  const ofItem = and(eq(contentTranslations.entity, item.entity), eq(contentTranslations.entityId, item.id));
  const writes: Write[] = [];
  const after = before.filter((r) => !languagesOf(item).includes(r.locale as Exclude<Locale, "en">));
  for (const locale of languagesOf(item)) {
    const own = new Map(before.filter((r) => r.locale === locale).map((r) => [r.field, r]));
    const was = languageOf(item, before, locale);
    // only the fields whose words change are written: an untouched field keeps its mark
    const fields = Object.entries(slotsToStored(item.entity, item, values[locale] ?? {})).filter(([field, value]) =>
      value === null ? own.has(field) : !isDeepStrictEqual(own.get(field)?.value, value),
    );
    const gone = fields.filter(([, v]) => v === null).map(([f]) => f);
    const kept = fields
      .filter(([, v]) => v !== null)
      .map(([field, value]) => {
        // a slot written anew is translated from the English now; one left as it was keeps its source
        const slots = storedToSlots(item.entity, { [field]: value });
        const source = Object.fromEntries(
          Object.entries(slots).map(([key, text]) => [
            key,
            text === was.values[key] && key in was.sources ? (was.sources[key] ?? null) : (english.get(key) ?? null),
          ]),
        );
        return { field, value, source };
      });
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
          kept.map((row) => ({ entity: item.entity, entityId: item.id, locale, ...row })),
          {
            existing: {
              target: translationKey,
              set: { value: sql`excluded.value`, source: excludedSource, updatedAt: new Date() },
            },
          },
        ),
      );
    // the rows this language keeps: those the editor left alone, and those it wrote
    const written = new Set(fields.map(([f]) => f));
    after.push(
      ...before.filter((r) => r.locale === locale && !written.has(r.field)),
      ...kept.map((row) => ({ locale, ...row })),
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

/** The inserted row's source, for ON CONFLICT's update (typed as the column: Drizzle takes SQL there). */
const excludedSource = sql`excluded.source` as unknown as Record<string, string | null>;

const translationKey = [
  contentTranslations.entity,
  contentTranslations.entityId,
  contentTranslations.locale,
  contentTranslations.field,
];
