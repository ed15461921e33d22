/** Staff accounts, sessions, invitations, and forms kept over a sign-in. */
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
