/** Firmware news by e-mail: who asked to hear of a model's new firmware, with double opt-in. */
import { index, integer, pgTable, text, timestamp, unique } from "drizzle-orm/pg-core";
import { products } from "./catalogue";

/**
 * One address's subscription to one model's firmware news. Kept: the address, the model, the
 * language its mails are written in and the consent (when, and the exact words shown beside the
 * form); nothing of who sent the form (no IP, no user agent). Pending until the link in the
 * confirmation mail is followed (`confirmedAt`); a pending one is deleted after a week. The
 * confirmation link's token is stored as its SHA-256 only; the unsubscribe link is an HMAC of the
 * id, stored nowhere.
 */
export const firmwareSubscriptions = pgTable(
  "firmware_subscription",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** Lower-cased. */
    email: text("email").notNull(),
    productId: text("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade", onUpdate: "cascade" }),
    /** en, de, ja: the page's language when it was asked for. */
    locale: text("locale").notNull(),
    /** The consent as shown beside the form, word for word, and when it was given. */
    consentText: text("consent_text").notNull(),
    consentAt: timestamp("consent_at", { withTimezone: true }).notNull(),
    /** SHA-256 (base64url) of the confirmation link's token; null once confirmed. */
    confirmTokenHash: text("confirm_token_hash").unique(),
    /** When the last confirmation mail was written: at most one per address and model per day. */
    confirmSentAt: timestamp("confirm_sent_at", { withTimezone: true }),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  },
  (t) => [
    unique("firmware_subscription_email_product").on(t.email, t.productId),
    index("firmware_subscription_product_idx").on(t.productId, t.confirmedAt),
  ],
);
