/** The audit log: every change made in the admin, written by the change pipeline only. */
import { index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { staffUsers } from "./staff";

/** Every change made in the admin: who, when, what, and the record before and after. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    userId: integer("user_id").references(() => staffUsers.id, { onDelete: "set null" }),
    /** Kept as written, so the log still names someone whose account is gone. */
    userEmail: text("user_email").notNull(),
    action: text("action").notNull(),
    entity: text("entity").notNull(),
    entityId: text("entity_id").notNull(),
    before: jsonb("before"),
    after: jsonb("after"),
  },
  (t) => [index("audit_log_at_idx").on(t.at), index("audit_log_entity_idx").on(t.entity, t.entityId)],
);
