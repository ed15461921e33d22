/** Distributors and dealer stores. */
import { sql } from "drizzle-orm";
import { date, doublePrecision, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { dealerTypes, publishStatuses } from "~/lib/content-model";
import type { OpeningHours } from "~/lib/opening-hours";

/** Distributors and dealer stores (Find a Store). `lines` holds the category ids a store carries. */
export const dealers = pgTable(
  "dealer",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    type: text("type", { enum: dealerTypes }).notNull(),
    /** ISO 3166-1 alpha-2. */
    country: text("country").notNull(),
    city: text("city").notNull(),
    region: text("region"),
    street: text("street").notNull(),
    postcode: text("postcode").notNull(),
    phone: text("phone").notNull(),
    email: text("email").notNull(),
    website: text("website").notNull(),
    lat: doublePrecision("lat").notNull(),
    lng: doublePrecision("lng").notNull(),
    lines: text("lines").array().notNull(),
    /** Opening hours: schema.org's OpeningHoursSpecification entries; a day in none is closed. */
    openingHours: jsonb("opening_hours").$type<OpeningHours>().notNull().default(sql`'[]'::jsonb`),
    verifiedOn: date("verified_on", { mode: "string" }).notNull(),
    status: text("status", { enum: publishStatuses }).notNull().default("published"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** Moves on every save: an editor's save names the version it was loaded from (no lost update). */
    version: integer("version").notNull().default(1),
  },
  (t) => [index("dealer_country_idx").on(t.country, t.type)],
);
