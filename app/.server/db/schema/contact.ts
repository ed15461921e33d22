/** Contact messages. */

import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { contactStatuses, contactTopics } from "~/lib/content-model";

/** Contact messages, complete as received: the admin inbox reads them. */
export const contactMessages = pgTable(
  "contact_message",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** What the visitor is shown and quotes back (NV-261123-7KQ4M). */
    reference: text("reference").notNull().unique(),
    /** One per rendered form: a double submit finds the first message instead of storing a second. */
    idempotencyKey: text("idempotency_key").notNull().unique(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    country: text("country").notNull(),
    topic: text("topic", { enum: contactTopics }).notNull(),
    /** Product id as chosen, kept as text so the message stays complete if the product goes. */
    productId: text("product_id"),
    serial: text("serial"),
    dealerId: text("dealer_id"),
    message: text("message").notNull(),
    consentAt: timestamp("consent_at", { withTimezone: true }).notNull(),
    status: text("status", { enum: contactStatuses }).notNull().default("new"),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
    /** Keyed hash of the sender's address (never the address itself), for flood control. */
    senderHash: text("sender_hash").notNull(),
    /** The page's language when it was sent: the acknowledgement's and every reply's (en, de, ja). */
    locale: text("locale").notNull().default("en"),
    /** When staff last answered it by mail from the inbox (null: never). */
    repliedAt: timestamp("replied_at", { withTimezone: true }),
    userAgent: text("user_agent"),
    /** Inbox handling: who looks after it, a note on the reply, when it was last changed. */
    assigneeId: integer("assignee_id"),
    replyNote: text("reply_note"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** Moves on every save: an editor's save names the version it was loaded from (no lost update). */
    version: integer("version").notNull().default(1),
  },
  (t) => [index("contact_message_status_idx").on(t.status, t.receivedAt)],
);

/**
 * A staff member's answer to a message, sent to the visitor by mail threaded under the
 * acknowledgement. `key` is the reply form's own: a form sent twice stores one reply and one mail.
 * Deleted with its message.
 */
export const contactReplies = pgTable(
  "contact_reply",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    messageId: integer("message_id")
      .notNull()
      .references(() => contactMessages.id, { onDelete: "cascade" }),
    key: text("key").notNull().unique(),
    /** Who answered, and their name as the visitor read it. */
    authorId: integer("author_id"),
    authorName: text("author_name").notNull(),
    body: text("body").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("contact_reply_message_idx").on(t.messageId, t.sentAt)],
);

/**
 * Where the contact form's mail goes and how long messages are kept, as an admin sets them: one
 * row (id 1). A topic with no address of its own, and store reports with none, go to the site's
 * support address.
 */
export const contactSettings = pgTable(
  "contact_settings",
  {
    id: integer("id").primaryKey().default(1),
    /** Support's notice of a new message, by topic: { product: "sales@…" }. */
    topicAddresses: jsonb("topic_addresses").$type<Partial<Record<string, string>>>().notNull().default({}),
    /** A store's "report a change" (topic "dealer" naming a store): the store data team. */
    storeAddress: text("store_address"),
    /** Months a closed enquiry and its mails are kept after its last change. */
    retentionMonths: integer("retention_months").notNull().default(24),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    version: integer("version").notNull().default(1),
  },
  () => [check("contact_settings_one_row", sql`id = 1`)],
);
