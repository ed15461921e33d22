/** Files kept in the database: uploads and drawn pictures. */

import { index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { products } from "./catalogue";
import { bytea } from "./columns";
import { staffUsers } from "./staff";

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
