/** The search index and its dictionary, derived from the content tables. */

import { sql } from "drizzle-orm";
import { customType, index, integer, pgTable, real, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * The search index: one row per searchable thing (product, document, article, ...), rebuilt from
 * the content tables by the sources registered in features/search, in each of the site's languages.
 * `keywords` holds model codes and aliases.
 */
export const searchEntries = pgTable(
  "search_entry",
  {
    id: text("id").primaryKey(),
    kind: text("kind").notNull(),
    refId: text("ref_id").notNull(),
    /** Whose change refreshes this entry: the product (its page and documents) or the article. */
    owner: text("owner").notNull().default(""),
    title: text("title").notNull(),
    summary: text("summary").notNull().default(""),
    body: text("body").notNull().default(""),
    keywords: text("keywords").notNull().default(""),
    /** Canonical model codes (SPC121) of the products this entry is about. */
    codes: text("codes").array().notNull().default(sql`'{}'::text[]`),
    url: text("url").notNull(),
    pic: text("pic"),
    boost: real("boost").notNull().default(1),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    /** The language of the entry's text: English, or a language of the site's (de, ja). */
    locale: text("locale").notNull().default("en"),
    /**
     * Title and keywords weighted A, summary B, body C, in the language's text search configuration
     * (english, german; Japanese is segmented into words first and indexed as 'simple'): written by
     * the index with each row (app/.server/search/index.server.ts).
     */
    tsv: tsvector("tsv").notNull(),
  },
  (t) => [
    index("search_entry_tsv_idx").using("gin", t.tsv),
    index("search_entry_codes_idx").using("gin", t.codes),
    index("search_entry_title_trgm_idx").using("gin", t.title.op("gin_trgm_ops")),
    index("search_entry_owner_idx").on(t.owner),
    uniqueIndex("search_entry_ref_idx").on(t.locale, t.kind, t.refId),
  ],
);

/** Every word of the index with its frequency: the dictionary typos are corrected against. */
export const searchTerms = pgTable(
  "search_term",
  {
    word: text("word").primaryKey(),
    hits: integer("hits").notNull(),
  },
  (t) => [index("search_term_trgm_idx").using("gin", t.word.op("gin_trgm_ops"))],
);
