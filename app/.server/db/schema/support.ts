/** Product documents, firmware releases, software downloads, instruction videos and the files editors upload. */
import { date, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { softwarePlatforms } from "~/lib/content-model";
import { products } from "./catalogue";
import { bytea } from "./columns";
import { staffUsers } from "./staff";

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
    /**
     * The installed version an instrument needs before it may update to this release ("1.2.0": a
     * stepping stone, e.g. for a new flash layout); null when any installed version may.
     */
    minimumVersion: text("minimum_version"),
  },
  (t) => [index("firmware_product_idx").on(t.productId, t.releasedAt)],
);

/** Apps, drivers and editors (software other than an instrument's firmware), on /support/software. */
export const softwareReleases = pgTable(
  "software_release",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    title: text("title").notNull(),
    version: text("version").notNull(),
    platform: text("platform", { enum: softwarePlatforms }).notNull(),
    /** The instrument it is for; null when it works with every instrument. */
    productId: text("product_id").references(() => products.id, { onDelete: "set null", onUpdate: "cascade" }),
    notes: text("notes").notNull().default(""),
    releasedAt: timestamp("released_at", { withTimezone: true }).notNull().defaultNow(),
    href: text("href").notNull(),
    bytes: integer("bytes").notNull(),
    sha256: text("sha256").notNull(),
  },
  (t) => [index("software_release_released_idx").on(t.releasedAt)],
);

/**
 * What the download centre says about a product's instruction video (its file is `product.video`):
 * when it came out, its captions and length; the size comes from the file at start-up.
 */
export const productVideos = pgTable("product_video", {
  productId: text("product_id")
    .primaryKey()
    .references(() => products.id, { onDelete: "cascade", onUpdate: "cascade" }),
  publishedOn: date("published_on", { mode: "string" }).notNull(),
  /** The language of its captions, as the list shows it ("EN"). */
  captions: text("captions").notNull(),
  seconds: integer("seconds").notNull(),
  /** The file's size (start-up sync); null while unknown or when the file is missing. */
  bytes: integer("bytes"),
});

export const productDocs = pgTable(
  "product_doc",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    productId: text("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade", onUpdate: "cascade" }),
    href: text("href").notNull(),
    /** The file's size, from the file itself (start-up sync) or the upload; null while unknown. */
    bytes: integer("bytes"),
    afterfix: text("afterfix").notNull(),
    /** The document's language (a locale of `~/lib/i18n/locales`): the lists offer each kind in every language it has. */
    language: text("language").notNull().default("en"),
    position: integer("position").notNull().default(0),
  },
  (t) => [index("product_doc_product_idx").on(t.productId, t.position)],
);

/**
 * Files editors upload (manuals, software): kept in the database, so every app instance serves
 * them; addressed by their SHA-256, so a URL never changes meaning and caches may keep it forever.
 */
export const uploads = pgTable(
  "upload",
  {
    sha256: text("sha256").primaryKey(),
    name: text("name").notNull(),
    contentType: text("content_type").notNull(),
    bytes: integer("bytes").notNull(),
    data: bytea("data").notNull(),
    productId: text("product_id").references(() => products.id, { onDelete: "set null", onUpdate: "cascade" }),
    kind: text("kind").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    createdBy: integer("created_by").references(() => staffUsers.id, { onDelete: "set null" }),
  },
  (t) => [index("upload_product_idx").on(t.productId)],
);
