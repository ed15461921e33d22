/**
 * Content in other languages than English: one row per item, language and field. English stays in
 * the content tables themselves; a field without a row here is shown in English, marked as such.
 */
import { jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/** What can be translated, and its fields. */
export const translatableFields = {
  category: ["name", "title"],
  group: ["label", "desc"],
  product: ["desc", "sp1", "sp2", "sp3", "sp4", "stickyList", "params"],
  /** A specification label, by its English text ("max polyphony"). */
  "param-label": ["label"],
  article: ["title", "summary", "body"],
  /** A firmware release's notes, by "PRODUCTID@version". */
  firmware: ["changes"],
} as const;
export type TranslatableEntity = keyof typeof translatableFields;

export const contentTranslations = pgTable(
  "content_translation",
  {
    entity: text("entity").$type<TranslatableEntity>().notNull(),
    entityId: text("entity_id").notNull(),
    locale: text("locale").notNull(),
    field: text("field").notNull(),
    /** A string, a list, or the field's own shape (sticky list, specification values by label). */
    value: jsonb("value").$type<unknown>().notNull(),
    /**
     * The English each of the row's slots was translated from, by slot key ("desc", "params.power",
     * "stickyList.0.title"): a slot whose English differs now is outdated. Null: not known (counts as current).
     */
    source: jsonb("source").$type<Record<string, string | null>>(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.entity, t.entityId, t.locale, t.field] })],
);
