/** Firmware releases, software downloads and instruction videos. */
import { date, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { softwarePlatforms } from "~/lib/content-model";
import { products } from "./catalogue";

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
