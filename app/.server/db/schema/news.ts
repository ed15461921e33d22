/** News and update articles. */

import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { type ArticleBlock, articleKinds, publishStatuses } from "~/lib/content-model";

/** News articles and update articles (firmware, software, manual revisions). */
export const articles = pgTable(
  "article",
  {
    id: text("id").primaryKey(),
    kind: text("kind", { enum: articleKinds }).notNull(),
    title: text("title").notNull(),
    summary: text("summary").notNull(),
    pic: text("pic").notNull(),
    body: jsonb("body").$type<ArticleBlock[]>().notNull(),
    productIds: text("product_ids").array().notNull().default(sql`'{}'::text[]`),
    status: text("status", { enum: publishStatuses }).notNull().default("published"),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** Moves on every save: an editor's save names the version it was loaded from (no lost update). */
    version: integer("version").notNull().default(1),
  },
  (t) => [index("article_kind_published_idx").on(t.kind, t.status, t.publishedAt)],
);
