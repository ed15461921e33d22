/**
 * Firmware news by e-mail, per model, with double opt-in: a request writes a pending subscription
 * and one confirmation mail (at most one per address and model a day, a few per address a day,
 * and the sender's connection throttled); the link in it confirms; every release of the model
 * then mails each confirmed subscriber once, in the change that publishes it; a link in every
 * such mail (RFC 8058 one-click too) deletes the subscription. A pending subscription not
 * confirmed within a week is deleted by a sweep. Nothing of the sender is kept.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { and, count, eq, gt, inArray, isNotNull, isNull, lt } from "drizzle-orm";
import { type Change, deleteWhere, type Write } from "~/.server/changes/pipeline.server";
import type { AppRuntime } from "~/.server/context";
import type { Db } from "~/.server/db/client";
import { firmwareSubscriptions } from "~/.server/db/schema/firmware-news";
import { log } from "~/.server/log";
import {
  deleteMailsAbout,
  type MailSender,
  mailsAboutDeleted,
  mailWrites,
  type OutgoingMail,
  queueMails,
} from "~/.server/mail/outbox.server";
import { countHit, senderHash, windowStartOf } from "~/.server/rate-limit.server";
import type { Locale } from "~/lib/i18n/locales";

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Requests per connection (IP address) an hour; more are refused with 429. */
export const REQUESTS_PER_HOUR = 10;
/** One confirmation mail per address and model in this time; a second request sends none. */
export const CONFIRM_EVERY_MS = DAY_MS;
/** Confirmation mails to one address a day, whatever the models: no one is mail-bombed. */
export const CONFIRMATIONS_PER_ADDRESS_A_DAY = 3;
/** A subscription not confirmed in this time is deleted, its link no longer valid. */
export const PENDING_DAYS = 7;

/** What a subscription's mails are kept under, and deleted with it. */
export const aboutOf = (id: number) => `firmware-subscription:${id}`;

const hashOf = (token: string) => createHash("sha256").update(token).digest("base64url");

export type SubscribeRequest = {
  email: string;
  productId: string;
  locale: Locale;
  /** The consent as the form showed it, word for word. */
  consentText: string;
};

export type SubscribeResult = { ok: true; mailed: boolean } | { ok: false; retryAfterSeconds: number };

class RateLimited extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super("rate limited");
  }
}

/**
 * A request for firmware news. Whether the address was subscribed or not, the caller answers the
 * same; what differs is only whether a confirmation mail is written: for a new or pending
 * subscription whose last confirmation mail is more than a day old, and an address that has not
 * had its day's confirmations. The mail is composed (rendered) before the transaction, with the
 * new link's token; the token is stored as its hash only.
 */
export async function requestSubscription(
  db: Db,
  request: SubscribeRequest,
  options: {
    secret: string;
    /** The connection's address, counted against the hourly limit (kept only as a keyed hash in the counter). */
    client: string;
    from: MailSender;
    compose: (token: string) => OutgoingMail;
    now?: Date;
  },
): Promise<SubscribeResult> {
  const now = options.now ?? new Date();
  const email = request.email.trim().toLowerCase();
  const token = randomBytes(32).toString("base64url");
  const mail = options.compose(token);
  const hourStart = windowStartOf(now, HOUR_MS);
  try {
    const mailed = await db.transaction(async (tx) => {
      if (
        (await countHit(tx, `firmware-news:${senderHash(options.secret, options.client)}`, hourStart)) >
        REQUESTS_PER_HOUR
      ) {
        const reset = hourStart.getTime() + HOUR_MS;
        throw new RateLimited(Math.max(1, Math.ceil((reset - now.getTime()) / 1000)));
      }
      const [inserted] = await tx
        .insert(firmwareSubscriptions)
        .values({
          email,
          productId: request.productId,
          locale: request.locale,
          consentText: request.consentText,
          consentAt: now,
        })
        .onConflictDoNothing({ target: [firmwareSubscriptions.email, firmwareSubscriptions.productId] })
        .returning({ id: firmwareSubscriptions.id });
      let id = inserted?.id;
      if (id === undefined) {
        const [existing] = await tx
          .select()
          .from(firmwareSubscriptions)
          .where(and(eq(firmwareSubscriptions.email, email), eq(firmwareSubscriptions.productId, request.productId)))
          .for("update");
        // subscribed already: nothing changes, nothing is sent
        if (!existing || existing.confirmedAt) return false;
        if (existing.confirmSentAt && now.getTime() - existing.confirmSentAt.getTime() < CONFIRM_EVERY_MS) return false;
        id = existing.id;
      }
      const addressDay = `firmware-news-to:${senderHash(options.secret, email)}`;
      if ((await countHit(tx, addressDay, windowStartOf(now, DAY_MS))) > CONFIRMATIONS_PER_ADDRESS_A_DAY) return false;
      await tx
        .update(firmwareSubscriptions)
        .set({
          locale: request.locale,
          consentText: request.consentText,
          consentAt: now,
          confirmTokenHash: hashOf(token),
          confirmSentAt: now,
        })
        .where(eq(firmwareSubscriptions.id, id));
      await queueMails(tx, options.from, [
        { ...mail, to: email, cause: `firmware-confirm:${id}:${now.getTime()}`, about: aboutOf(id) },
      ]);
      return true;
    });
    return { ok: true, mailed };
  } catch (error) {
    if (error instanceof RateLimited) return { ok: false, retryAfterSeconds: error.retryAfterSeconds };
    throw error;
  }
}

const pendingSince = (now: Date) => new Date(now.getTime() - PENDING_DAYS * DAY_MS);

/** The pending subscription a confirmation link names, while it may still be confirmed. */
export async function pendingByToken(db: Db, token: string, now = new Date()) {
  if (!/^[\w-]{20,100}$/.test(token)) return null;
  const [row] = await db
    .select({ email: firmwareSubscriptions.email, productId: firmwareSubscriptions.productId })
    .from(firmwareSubscriptions)
    .where(
      and(
        eq(firmwareSubscriptions.confirmTokenHash, hashOf(token)),
        isNull(firmwareSubscriptions.confirmedAt),
        gt(firmwareSubscriptions.consentAt, pendingSince(now)),
      ),
    );
  return row ?? null;
}

/** Confirms the subscription a link names, once: its token is gone after. Null: no such pending subscription. */
export async function confirmSubscription(db: Db, token: string, now = new Date()) {
  if (!/^[\w-]{20,100}$/.test(token)) return null;
  const [row] = await db
    .update(firmwareSubscriptions)
    .set({ confirmedAt: now, confirmTokenHash: null })
    .where(
      and(
        eq(firmwareSubscriptions.confirmTokenHash, hashOf(token)),
        isNull(firmwareSubscriptions.confirmedAt),
        gt(firmwareSubscriptions.consentAt, pendingSince(now)),
      ),
    )
    .returning({ email: firmwareSubscriptions.email, productId: firmwareSubscriptions.productId });
  return row ?? null;
}

function unsubscribeSignature(secret: string, id: number) {
  return createHmac("sha256", secret).update(`firmware-news-unsubscribe:${id}`).digest("base64url");
}

/** A subscription's unsubscribe token: its id and an HMAC of it (nothing stored; no one can guess another's). */
export function unsubscribeToken(secret: string, id: number): string {
  return `${id}.${unsubscribeSignature(secret, id)}`;
}

function idOfToken(secret: string, token: string): number | null {
  const match = /^(\d{1,9})\.([\w-]{43})$/.exec(token);
  if (!match) return null;
  const id = Number(match[1]);
  const expected = Buffer.from(unsubscribeSignature(secret, id));
  const given = Buffer.from(match[2] ?? "");
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : null;
}

/** The subscription an unsubscribe link names; null when the link is not one of ours or it is gone. */
export async function subscriptionByUnsubscribeToken(db: Db, secret: string, token: string) {
  const id = idOfToken(secret, token);
  if (id === null) return null;
  const [row] = await db
    .select({ email: firmwareSubscriptions.email, productId: firmwareSubscriptions.productId })
    .from(firmwareSubscriptions)
    .where(eq(firmwareSubscriptions.id, id));
  return row ?? null;
}

/**
 * Unsubscribes at once: the subscription and its mails are deleted (the address is kept nowhere
 * by this feature after). Returns what was deleted; null when nothing was (asked twice, or a link
 * not ours).
 */
export async function unsubscribe(db: Db, secret: string, token: string) {
  const id = idOfToken(secret, token);
  if (id === null) return null;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(firmwareSubscriptions)
      .where(eq(firmwareSubscriptions.id, id))
      .returning({ email: firmwareSubscriptions.email, productId: firmwareSubscriptions.productId });
    if (row) await deleteMailsAbout(tx, [aboutOf(id)]);
    return row ?? null;
  });
}

/** A release as its mail tells of it. */
export type AnnouncedRelease = { productId: string; version: string };

/** A subscriber as a release mail is written for them. */
export type Subscriber = { id: number; email: string; locale: Locale; unsubscribeToken: string };

/**
 * The writes that mail a release to every confirmed subscriber of its model, for the change that
 * publishes it: one mail each, its cause the model, the version and the subscription, so the same
 * version published again (or uploaded twice) mails no one twice. `compose` renders the mails
 * (before the transaction); they are written by bulk inserts.
 */
export async function releaseMailWrites(
  db: Db,
  release: AnnouncedRelease,
  options: {
    secret: string;
    from: MailSender;
    compose: (subscribers: readonly Subscriber[]) => Promise<OutgoingMail[]>;
  },
): Promise<Write[]> {
  const rows = await db
    .select({ id: firmwareSubscriptions.id, email: firmwareSubscriptions.email, locale: firmwareSubscriptions.locale })
    .from(firmwareSubscriptions)
    .where(and(eq(firmwareSubscriptions.productId, release.productId), isNotNull(firmwareSubscriptions.confirmedAt)));
  if (rows.length === 0) return [];
  const subscribers = rows.map((r) => ({
    ...r,
    locale: r.locale as Locale,
    unsubscribeToken: unsubscribeToken(options.secret, r.id),
  }));
  return mailWrites(options.from, await options.compose(subscribers));
}

/** The cause of a release's mail to one subscriber: once per model, version and subscription. */
export const releaseCause = (release: AnnouncedRelease, subscriptionId: number) =>
  `firmware:${release.productId}:${release.version}:${subscriptionId}`;

/** Deletes the subscriptions not confirmed within a week, and their confirmation mails; returns how many. */
export async function deleteUnconfirmed(db: Db, now = new Date()): Promise<number> {
  const deleted = await db
    .delete(firmwareSubscriptions)
    .where(and(isNull(firmwareSubscriptions.confirmedAt), lt(firmwareSubscriptions.consentAt, pendingSince(now))))
    .returning({ id: firmwareSubscriptions.id });
  await deleteMailsAbout(
    db,
    deleted.map((d) => aboutOf(d.id)),
  );
  return deleted.length;
}

/** Sweeps at start and every hour; returns what stops it. */
export function startFirmwareNewsSweep(runtime: AppRuntime): () => void {
  const sweep = () =>
    deleteUnconfirmed(runtime.database.db).then(
      (n) => {
        if (n > 0) log.info({ deleted: n }, "unconfirmed firmware news subscriptions deleted");
      },
      (error: Error) => log.error({ err: error }, "firmware news sweep failed; it runs again in an hour"),
    );
  void sweep();
  const timer = setInterval(sweep, HOUR_MS);
  timer.unref();
  return () => clearInterval(timer);
}

/** The admin's view: per model, how many are confirmed and how many pending; never an address. */
export async function subscriptionCounts(db: Db) {
  const rows = await db
    .select({
      productId: firmwareSubscriptions.productId,
      confirmed: count(firmwareSubscriptions.confirmedAt),
      all: count(),
    })
    .from(firmwareSubscriptions)
    .groupBy(firmwareSubscriptions.productId)
    .orderBy(firmwareSubscriptions.productId);
  return rows.map((r) => ({
    productId: r.productId,
    confirmed: Number(r.confirmed),
    pending: Number(r.all) - Number(r.confirmed),
  }));
}

/**
 * An address erased on request: every subscription of it and their mails, as a change of the
 * pipeline. The audit entry names the address by a keyed hash only, with how many were erased.
 */
export async function eraseAddressChange(db: Db, secret: string, address: string): Promise<Change> {
  const email = address.trim().toLowerCase();
  const rows = await db
    .select({ id: firmwareSubscriptions.id })
    .from(firmwareSubscriptions)
    .where(eq(firmwareSubscriptions.email, email));
  const ids = rows.map((r) => r.id);
  return {
    writes: ids.length
      ? [
          ...mailsAboutDeleted(ids.map(aboutOf)),
          deleteWhere(firmwareSubscriptions, inArray(firmwareSubscriptions.id, ids)),
        ]
      : [],
    audit: {
      entity: "firmware-subscription",
      action: "firmware-news.erase",
      id: senderHash(secret, email),
      before: { subscriptions: ids.length },
      after: null,
    },
  };
}
