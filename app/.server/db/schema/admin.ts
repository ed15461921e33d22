/** Who has which record open in an editor (nobody is locked out). */
import { index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
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
