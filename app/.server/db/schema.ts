import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

import type { Banner, Param, SellingPoint, StickyItem } from "~/features/catalogue/types";
import type { ArticleBlock } from "~/features/news/types";

export type { Banner, Param, ParamValue, SellingPoint, StickyItem } from "~/features/catalogue/types";

export const publishStatuses = ["draft", "published"] as const;
export type PublishStatus = (typeof publishStatuses)[number];

export const categories = pgTable("category", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  title: text("title").notNull(),
  pic: text("pic").notNull(),
  position: integer("position").notNull().default(0),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const subGroups = pgTable(
  "sub_group",
  {
    id: text("id").primaryKey(),
    categoryId: text("category_id")
      .notNull()
      .references(() => categories.id, { onUpdate: "cascade" }),
    label: text("label").notNull(),
    desc: text("desc").notNull(),
    pic: text("pic").notNull(),
    pic2: text("pic2").notNull(),
    position: integer("position").notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("sub_group_category_idx").on(t.categoryId, t.position)],
);

export const products = pgTable(
  "product",
  {
    id: text("id").primaryKey(),
    categoryId: text("category_id")
      .notNull()
      .references(() => categories.id, { onUpdate: "cascade" }),
    title: text("title").notNull(),
    /** Canonical model code, upper-case letters and digits only (SPC121): what search matches on. */
    modelCode: text("model_code").notNull().unique(),
    aliases: text("aliases").array().notNull().default(sql`'{}'::text[]`),
    pic: text("pic").notNull(),
    pic2: text("pic2").notNull(),
    pic3: text("pic3"),
    video: text("video"),
    videoCover: text("video_cover"),
    desc: text("desc").notNull(),
    sp1: jsonb("sp1").$type<SellingPoint>().notNull(),
    sp2: jsonb("sp2").$type<SellingPoint>().notNull(),
    sp3: jsonb("sp3").$type<SellingPoint>().notNull(),
    sp4: text("sp4"),
    stickyList: jsonb("sticky_list").$type<StickyItem[]>().notNull().default([]),
    banners: jsonb("banners").$type<Banner[]>().notNull().default([]),
    detailPicList: jsonb("detail_pic_list").$type<string[]>(),
    params: jsonb("params").$type<Param[]>().notNull().default([]),
    unCompile: boolean("un_compile").notNull().default(false),
    /** Place in the header's products panel within its category; null keeps it out of the panel. */
    menuPosition: integer("menu_position"),
    status: text("status", { enum: publishStatuses }).notNull().default("published"),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("product_category_idx").on(t.categoryId, t.menuPosition)],
);

export const subGroupProducts = pgTable(
  "sub_group_product",
  {
    subGroupId: text("sub_group_id")
      .notNull()
      .references(() => subGroups.id, { onDelete: "cascade", onUpdate: "cascade" }),
    productId: text("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade", onUpdate: "cascade" }),
    position: integer("position").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.subGroupId, t.productId] })],
);

export const productDocs = pgTable(
  "product_doc",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    productId: text("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade", onUpdate: "cascade" }),
    href: text("href").notNull(),
    /** Human size text ("2.4 MB"), computed from the real file when it is registered. */
    size: text("size").notNull(),
    afterfix: text("afterfix").notNull(),
    position: integer("position").notNull().default(0),
  },
  (t) => [index("product_doc_product_idx").on(t.productId, t.position)],
);

/** Which seed data set has been loaded, at which version: seeding runs once per version. */
export const seedState = pgTable("seed_state", {
  name: text("name").primaryKey(),
  version: integer("version").notNull(),
  loadedAt: timestamp("loaded_at", { withTimezone: true }).notNull().defaultNow(),
});

export const articleKinds = ["news", "update"] as const;
export type ArticleKind = (typeof articleKinds)[number];

export type { ArticleBlock } from "~/features/news/types";

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
  },
  (t) => [index("article_kind_published_idx").on(t.kind, t.status, t.publishedAt)],
);

export const downloadTypes = ["owners-manual", "data-list", "quick-start", "firmware", "video"] as const;
export type DownloadType = (typeof downloadTypes)[number];

/** Firmware releases per product: version history with changelog, file, size and checksum. */
export const firmwareReleases = pgTable(
  "firmware_release",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    productId: text("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade", onUpdate: "cascade" }),
    version: text("version").notNull(),
    releasedAt: timestamp("released_at", { withTimezone: true }).notNull(),
    changes: text("changes").array().notNull(),
    href: text("href").notNull(),
    bytes: integer("bytes").notNull().default(0),
    sha256: text("sha256").notNull().default(""),
  },
  (t) => [index("firmware_product_idx").on(t.productId, t.releasedAt)],
);
