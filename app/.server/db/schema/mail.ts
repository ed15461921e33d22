/** Outgoing mail (decision 031): the outbox the sender delivers from, and the addresses that bounced. */
import { index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { mailStatuses } from "~/lib/content-model";

/**
 * A mail, written in the transaction of the change that causes it and complete as it will be sent
 * (headers, HTML, text). `cause` is unique: one cause never mails a person twice. The sender claims
 * a due row (FOR UPDATE SKIP LOCKED, a lease in `locked_until`), so several instances send each
 * mail once; a sender killed mid-send leaves the lease to run out and the mail goes again with
 * the same Message-ID.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** What it is: "contact-ack", "contact-notice", … (the admin names it). */
    kind: text("kind").notNull(),
    /** The one cause it answers, "contact-ack:NV-261130-7KQ4M": a second mail for it is not written. */
    cause: text("cause").notNull().unique(),
    /** What it belongs to, deleted with it ("contact:NV-261130-7KQ4M"). */
    about: text("about").notNull(),
    /** `<uuid@domain>`, fixed when written: a retry is the same message. */
    messageId: text("message_id").notNull().unique(),
    fromAddress: text("from_address").notNull(),
    toAddress: text("to_address").notNull(),
    /** The recipient's language (en, de, ja). */
    locale: text("locale").notNull(),
    subject: text("subject").notNull(),
    /** Reply-To, In-Reply-To, References, List-Unsubscribe…: sent as written. */
    headers: jsonb("headers").$type<Record<string, string>>().notNull().default({}),
    html: text("html").notNull(),
    text: text("text").notNull(),
    status: text("status", { enum: mailStatuses }).notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** A sender's lease on the row while it sends; past it, another may take the mail. */
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    /** The last answer that was not a delivery (the server's reply, or why nothing could be said). */
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    index("mail_outbox_due_idx").on(t.status, t.nextAttemptAt),
    index("mail_outbox_about_idx").on(t.about),
    index("mail_outbox_created_idx").on(t.createdAt),
  ],
);

/**
 * Addresses a mail server refused for good (a permanent 5xx): nothing more is written to them
 * until staff clear the address in the admin.
 */
export const mailSuppressions = pgTable("mail_suppression", {
  /** Lower-cased. */
  address: text("address").primaryKey(),
  /** The server's reply. */
  reason: text("reason").notNull(),
  at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
});
