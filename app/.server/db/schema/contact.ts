/** Contact messages. */

import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
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
