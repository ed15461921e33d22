/** Product lines, groups, products and the pictures drawn of them. */

import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import {
  type Banner,
  type InstrumentKit,
  MIDI_CODE_MAX,
  type Param,
  publishStatuses,
  type SellingPoint,
  type StickyItem,
} from "~/lib/content-model";
import { genders } from "~/lib/i18n/gender";
import { bytea } from "./columns";

export const categories = pgTable(
  "category",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    title: text("title").notNull(),
    pic: text("pic").notNull(),
    position: integer("position").notNull().default(0),
    /**
     * The line's MIDI family code (0–16383), which its instruments send in their Identity Reply;
     * null for a line without MIDI instruments. No two lines share one.
     */
    midiFamily: integer("midi_family"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** Moves on every save: an editor's save names the version it was loaded from (no lost update). */
    version: integer("version").notNull().default(1),
  },
  (t) => [
    uniqueIndex("category_midi_family_idx").on(t.midiFamily),
    check("category_midi_family_range", sql`${t.midiFamily} between 0 and ${sql.raw(String(MIDI_CODE_MAX))}`),
  ],
);

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
    /** Moves on every save: an editor's save names the version it was loaded from (no lost update). */
    version: integer("version").notNull().default(1),
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
    /**
     * The German grammatical gender the model takes ("das SP-C121", "die MR101S"): n, f or m. Every
     * German sentence that names the product agrees with it (`lib/i18n/gender.ts`).
     */
    gender: text("gender", { enum: genders }).notNull().default("n"),
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
    /** Its panel's controls, its box and (where the specification has none) its connectors: lib/content-model.ts. */
    kit: jsonb("kit").$type<InstrumentKit>().notNull().default({}),
    unCompile: boolean("un_compile").notNull().default(false),
    /** Place in the header's products panel within its category; null keeps it out of the panel. */
    menuPosition: integer("menu_position"),
    status: text("status", { enum: publishStatuses }).notNull().default("published"),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    /**
     * The day the model left the range; null while it is current. A discontinued model keeps its
     * page, manuals and firmware (owners still need them) but is listed apart from the current range.
     */
    discontinuedOn: date("discontinued_on", { mode: "string" }),
    /**
     * The model's MIDI member code within its line's family (0–16383), sent in its Identity Reply;
     * null for a model without a MIDI port (the MK37). No two models of a line share one.
     */
    midiMember: integer("midi_member"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** Moves on every save: an editor's save names the version it was loaded from (no lost update). */
    version: integer("version").notNull().default(1),
  },
  (t) => [
    index("product_category_idx").on(t.categoryId, t.menuPosition),
    index("product_range_idx").on(t.categoryId, t.discontinuedOn, t.id),
    uniqueIndex("product_midi_member_idx").on(t.categoryId, t.midiMember),
    check("product_midi_member_range", sql`${t.midiMember} between 0 and ${sql.raw(String(MIDI_CODE_MAX))}`),
  ],
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

/**
 * Pictures drawn in the admin from a product's current parameters. The reference carries the
 * drawing's hash ("product/spc121-front~3f9a2c1b7d"), so a redraw is a new URL and old pages keep
 * theirs; the files for each width and format are made on first request and kept below.
 */
export const drawnPictures = pgTable(
  "drawn_picture",
  {
    ref: text("ref").primaryKey(),
    productId: text("product_id").references(() => products.id, { onDelete: "set null", onUpdate: "cascade" }),
    svg: text("svg").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("drawn_picture_product_idx").on(t.productId)],
);

export const drawnPictureFiles = pgTable(
  "drawn_picture_file",
  {
    ref: text("ref")
      .notNull()
      .references(() => drawnPictures.ref, { onDelete: "cascade" }),
    width: integer("width").notNull(),
    format: text("format").notNull(),
    data: bytea("data").notNull(),
  },
  (t) => [primaryKey({ columns: [t.ref, t.width, t.format] })],
);
