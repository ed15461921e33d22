/** The company's own pages: the imprint, the privacy policy, the terms of use, disposal, the company profile and the warranty. */

import { date, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { type LegalBlock, legalPageKeys } from "~/lib/content-model";
import { locales } from "~/lib/i18n/locales";

/**
 * One page in one language ("imprint-de"). Each language's text is its own, written to its
 * country's conventions, so these are rows of their own, not translations of the English.
 */
export const legalPages = pgTable(
  "legal_page",
  {
    /** `${key}-${locale}`: what the audit log and the editor's address name. */
    id: text("id").primaryKey(),
    key: text("key", { enum: legalPageKeys }).notNull(),
    locale: text("locale", { enum: locales }).notNull(),
    title: text("title").notNull(),
    /** The page's description for search engines and link previews. */
    summary: text("summary").notNull(),
    body: jsonb("body").$type<LegalBlock[]>().notNull(),
    /**
     * The date the text took effect („Stand“, 制定日/改定日), which the page shows: an editor sets it
     * when the text changes in substance, so a typo fixed or a data set seeded today leaves it be.
     */
    effectiveOn: date("effective_on", { mode: "string" }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** Moves on every save: an editor's save names the version it was loaded from (no lost update). */
    version: integer("version").notNull().default(1),
  },
  (t) => [uniqueIndex("legal_page_key_locale_idx").on(t.key, t.locale)],
);
