/** What keeps editors from losing work: who has a record open, and input kept over a sign-in. */
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { staffUsers } from "./staff";

/**
 * Who has which record open in an editor, as last seen (the editor's page load and its heartbeat).
 * Nobody is locked out: the editor only names the others seen in the last few minutes.
 */
export const editPresence = pgTable(
  "edit_presence",
  {
    /** What kind of record, as the audit log names it (product, article, dealer, ...). */
    entity: text("entity").notNull(),
    entityId: text("entity_id").notNull(),
    userId: integer("user_id")
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    seenAt: timestamp("seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.entity, t.entityId, t.userId] }), index("edit_presence_seen_idx").on(t.seenAt)],
);

/**
 * A form an editor sent after their session had ended: kept, so that after signing in again they
 * return to the form with what they typed. The id is the SHA-256 of the token in the browser's
 * cookie and the page's path; only the same browser and the same person (user_id) get it back.
 */
export const keptDrafts = pgTable(
  "kept_draft",
  {
    id: text("id").primaryKey(),
    userId: integer("user_id").references(() => staffUsers.id, { onDelete: "cascade" }),
    /** The admin page the form was sent to, e.g. /admin/articles/mk61-school-edition. */
    path: text("path").notNull(),
    /** The form's fields as sent, in order: [name, value] pairs (text fields only). */
    fields: jsonb("fields").$type<[string, string][]>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("kept_draft_expires_idx").on(t.expiresAt)],
);
