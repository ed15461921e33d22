import { randomInt } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Db } from "~/.server/db/client";
import { contactMessages } from "~/.server/db/schema/contact";
import { checkSignedFormToken, signedFormToken } from "~/.server/form-token.server";
import { type MailSender, type OutgoingMail, queueMails } from "~/.server/mail/outbox.server";
import { contactMessagesStored } from "~/.server/metrics";
import { countHit, senderHash, windowStartOf } from "~/.server/rate-limit.server";
import type { ContactInput } from "./schema";

/** At most this many messages per sender address per window; more get 429. */
export const CONTACT_LIMIT = 5;
export const CONTACT_WINDOW_MS = 60 * 60 * 1000;

export type StoredMessage = { reference: string; receivedAt: Date; duplicate: boolean };
export type SubmitResult =
  | ({ ok: true } & StoredMessage)
  | { ok: false; reason: "rate-limited"; retryAfterSeconds: number };

export type Sender = { address: string; userAgent: string };

const ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ"; // no 0/O, 1/I: references are read out on the phone

/**
 * NV-YYMMDD-XXXXX: the day it was received and five random characters (33 million a day). The day
 * is the one the visitor is shown beside it („Eingegangen am …“, 受付日時): in their time zone
 * (`readerTimeZones`), so a message sent in Tokyo at 5:24 on 30 November is NV-261130-…, not the
 * 29th of UTC.
 */
export function newReference(now: Date, timeZone = "UTC"): string {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "2-digit",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  const day = `${part("year")}${part("month")}${part("day")}`;
  let code = "";
  for (let i = 0; i < 5; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return `NV-${day}-${code}`;
}

class RateLimited extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super("rate limited");
  }
}

/**
 * Stores a contact message, exactly once per idempotency key, in one transaction that also
 * counts the sender against the flood limit: the message is committed before this returns, and a
 * limited sender's message is not stored at all.
 */
export async function submitContact(
  db: Db,
  input: ContactInput,
  meta: {
    idempotencyKey: string;
    sender: Sender;
    secret: string;
    now?: Date;
    timeZone?: string;
    /** The page's language, which the acknowledgement and every reply are written in. */
    locale?: string;
    /** The mails the message causes, written in its transaction (decision 031). */
    mail?: { from: MailSender; compose: (stored: { reference: string; receivedAt: Date }) => Promise<OutgoingMail[]> };
  },
): Promise<SubmitResult> {
  const now = meta.now ?? new Date();
  const existing = await findByKey(db, meta.idempotencyKey);
  if (existing) return { ok: true, ...existing, duplicate: true };
  const hash = senderHash(meta.secret, meta.sender.address);
  const windowStart = windowStartOf(now, CONTACT_WINDOW_MS);
  for (let attempt = 0; attempt < 3; attempt++) {
    const reference = newReference(now, meta.timeZone);
    // rendered before the transaction, which then only writes them (it holds the connection)
    const mails = meta.mail ? await meta.mail.compose({ reference, receivedAt: now }) : [];
    try {
      const stored = await db.transaction(async (tx) => {
        if ((await countHit(tx, `contact:${hash}`, windowStart)) > CONTACT_LIMIT) {
          const reset = windowStart.getTime() + CONTACT_WINDOW_MS;
          throw new RateLimited(Math.max(1, Math.ceil((reset - now.getTime()) / 1000)));
        }
        const [row] = await tx
          .insert(contactMessages)
          .values({
            reference,
            idempotencyKey: meta.idempotencyKey,
            name: input.name,
            email: input.email,
            country: input.country,
            topic: input.topic,
            productId: input.product ?? null,
            serial: input.serial ?? null,
            dealerId: input.dealer ?? null,
            message: input.message,
            consentAt: now,
            receivedAt: now,
            senderHash: hash,
            locale: meta.locale ?? "en",
            userAgent: meta.sender.userAgent.slice(0, 300) || null,
          })
          .onConflictDoNothing({ target: contactMessages.idempotencyKey })
          .returning({ reference: contactMessages.reference, receivedAt: contactMessages.receivedAt });
        // null: the same key was committed by a concurrent request; roll back our count
        if (!row) throw new Duplicate();
        if (meta.mail) await queueMails(tx, meta.mail.from, mails);
        return row;
      });
      contactMessagesStored.inc();
      return { ok: true, ...stored, duplicate: false };
    } catch (error) {
      if (error instanceof RateLimited) {
        return { ok: false, reason: "rate-limited", retryAfterSeconds: error.retryAfterSeconds };
      }
      if (error instanceof Duplicate || isUniqueViolation(error, "idempotency_key")) {
        const first = await findByKey(db, meta.idempotencyKey);
        if (first) return { ok: true, ...first, duplicate: true };
      }
      // a reference collision (one in millions): try again with a new one
      if (!isUniqueViolation(error, "reference")) throw error;
    }
  }
  throw new Error("could not allocate a contact reference");
}

class Duplicate extends Error {}

function isUniqueViolation(error: unknown, column: string): boolean {
  for (let e = error as { code?: string; message?: string; cause?: unknown } | undefined; e; e = e.cause as never) {
    if (e.code === "23505" && (e.message ?? "").includes(column)) return true;
  }
  return false;
}

async function findByKey(db: Db, key: string) {
  const [row] = await db
    .select({ reference: contactMessages.reference, receivedAt: contactMessages.receivedAt })
    .from(contactMessages)
    .where(eq(contactMessages.idempotencyKey, key));
  return row ? { ...row, duplicate: true } : null;
}

export async function messageByReference(db: Db, reference: string) {
  if (!/^NV-\d{6}-[2-9A-HJ-NP-Z]{5}$/.test(reference)) return null;
  const [row] = await db
    .select({ reference: contactMessages.reference, receivedAt: contactMessages.receivedAt })
    .from(contactMessages)
    .where(and(eq(contactMessages.reference, reference)));
  return row ?? null;
}

/** The contact form's signed "form shown at" stamp (form-token.server.ts): proves the form came from us and how long ago. */
export const formToken = (secret: string, issuedAt = Date.now()): string =>
  signedFormToken(secret, "contact", issuedAt);

export const checkFormToken = (secret: string, token: string | null, now = Date.now()) =>
  checkSignedFormToken(secret, "contact", token, now);
