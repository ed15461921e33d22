/** Bookkeeping shared by every instance: seed and sync state, rate limits. */
import { index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/** Which seed data set has been loaded, at which version: seeding runs once per version. */
export const seedState = pgTable("seed_state", {
  name: text("name").primaryKey(),
  version: integer("version").notNull(),
  loadedAt: timestamp("loaded_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * What derived data was last made from: start-up compares a fingerprint of the inputs (files on
 * disk, content rows, the build's code) with the one stored here and skips work that has nothing
 * to do (re-hashing firmware, rebuilding the search index).
 */
export const syncState = pgTable("sync_state", {
  name: text("name").primaryKey(),
  fingerprint: text("fingerprint").notNull(),
  syncedAt: timestamp("synced_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Fixed-window counters shared by every app instance: bucket = what is limited and for whom. */
export const rateLimits = pgTable(
  "rate_limit",
  {
    bucket: text("bucket").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    hits: integer("hits").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.windowStart] }), index("rate_limit_window_idx").on(t.windowStart)],
);
