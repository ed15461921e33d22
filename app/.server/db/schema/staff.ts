/** Staff accounts, sessions, invitations, and forms kept over a sign-in. */
import { bigint, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { locales } from "~/lib/i18n/locales";
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
  /** The admin's language the member chose; null: their browser's (Accept-Language). */
  language: text("language", { enum: locales }),
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
    /** The address signed in from, truncated when stored (IPv4 to its /24, IPv6 to its /48). */
    address: text("address"),
    /** The WebAuthn challenge last issued to this session for adding a passkey. */
    challenge: text("challenge"),
    /**
     * When this session last proved the account's strongest factor: its second step, or a
     * confirmation since (the password for an account without a second factor). Removing a factor,
     * new recovery codes and resetting someone's factors want it within the last few minutes.
     */
    factorProvenAt: timestamp("factor_proven_at", { withTimezone: true }),
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

/**
 * A second factor: an authenticator app (TOTP, RFC 6238: its base32 secret and the last time step
 * accepted, so a code is never accepted twice) or a passkey (WebAuthn: its credential id, public
 * key, signature counter and transports).
 */
export const staffFactors = pgTable(
  "staff_factor",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["totp", "passkey"] }).notNull(),
    label: text("label").notNull(),
    secret: text("secret"),
    lastStep: bigint("last_step", { mode: "number" }),
    credentialId: text("credential_id").unique(),
    publicKey: text("public_key"),
    counter: bigint("counter", { mode: "number" }),
    transports: jsonb("transports").$type<string[]>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
  },
  (t) => [index("staff_factor_user_idx").on(t.userId)],
);

/** One-time recovery codes, stored only as their SHA-256; a used one keeps its row, marked. */
export const staffRecoveryCodes = pgTable(
  "staff_recovery_code",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("staff_recovery_code_user_idx").on(t.userId)],
);

/**
 * Between the password and the second step: no session yet, only this, for a few minutes. The id
 * is the SHA-256 of the token in the browser's pending cookie.
 */
export const staffPendingSignIns = pgTable(
  "staff_pending_sign_in",
  {
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    redirectTo: text("redirect_to").notNull(),
    /** The WebAuthn challenge last issued for this sign-in. */
    challenge: text("challenge"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("staff_pending_sign_in_expires_idx").on(t.expiresAt)],
);

/** Staff settings an admin makes (e.g. require-second-factor); a missing one takes its default. */
export const staffSettings = pgTable("staff_setting", {
  name: text("name").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * "Forgot your password?": a link valid for 30 minutes, used once. Stored as the token's SHA-256
 * (the token itself is only in the mail); using it is one UPDATE … WHERE used_at IS NULL AND
 * expires_at > now() RETURNING, so two clicks at once cannot both set a password.
 */
export const staffPasswordResets = pgTable(
  "staff_password_reset",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("staff_password_reset_user_idx").on(t.userId)],
);

/**
 * The browsers an account has signed in from: the SHA-256 of the device cookie's random token, per
 * account. A sign-in from a browser without a known one is a new device (the member is told by mail).
 */
export const staffDevices = pgTable(
  "staff_device",
  {
    id: text("id").notNull(),
    userId: integer("user_id")
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    userAgent: text("user_agent"),
    firstSeenAt: timestamp("first_seen_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.id] })],
);
