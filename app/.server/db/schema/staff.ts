/** Staff accounts, sessions, invitations and the audit log. */
import { index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { staffRoles } from "~/lib/permissions";

/** Staff who sign in to the admin. E-mail is stored lower-cased; the password only as argon2id. */
export const staffUsers = pgTable("staff_user", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  email: text("email").notNull().unique(),
  name: text("name").notNull(),
  role: text("role", { enum: staffRoles }).notNull(),
  passwordHash: text("password_hash").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  disabledAt: timestamp("disabled_at", { withTimezone: true }),
});

/** Signed-in sessions. The id is the SHA-256 of the cookie's token: a database leak signs no one in. */
export const staffSessions = pgTable(
  "staff_session",
  {
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    userAgent: text("user_agent"),
  },
  (t) => [index("staff_session_user_idx").on(t.userId)],
);

/** Invitations an admin sends: a one-time link to choose a password. Stored as the token's hash. */
export const staffInvites = pgTable("staff_invite", {
  tokenHash: text("token_hash").primaryKey(),
  email: text("email").notNull(),
  name: text("name").notNull(),
  role: text("role", { enum: staffRoles }).notNull(),
  invitedBy: integer("invited_by").references(() => staffUsers.id, { onDelete: "set null" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
});

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
