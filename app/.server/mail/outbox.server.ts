/**
 * The outbox (decision 031): a mail is a row, written in the transaction of the change that causes
 * it, complete as it will be sent. The sender (sender.server.ts) delivers it; without SMTP_URL it
 * stays here and staff read it at /admin/mail.
 */
import { randomUUID } from "node:crypto";
import { and, asc, count, desc, eq, inArray, min, sql } from "drizzle-orm";
import { type Change, deleteWhere, insertInto, updateWhere, type Write } from "~/.server/changes/pipeline.server";
import type { Db } from "~/.server/db/client";
import { mailOutbox, mailSuppressions } from "~/.server/db/schema/mail";
import type { MailStatus } from "~/lib/content-model";

/** A mail as a feature composes it: what it is, why, for whom, and its two bodies from one source. */
export type OutgoingMail = {
  kind: string;
  /** One mail per cause: "contact-ack:NV-261130-7KQ4M". */
  cause: string;
  /** What it belongs to and is deleted with: "contact:NV-261130-7KQ4M". */
  about: string;
  to: string;
  locale: string;
  subject: string;
  html: string;
  text: string;
  /** Reply-To, In-Reply-To, References, … */
  headers?: Record<string, string>;
};

/** Who sends, and the domain of the Message-IDs (MAIL_FROM's). */
export type MailSender = { from: string };

/** The address inside "Name <address>", lower-cased. */
export function addressOf(mailbox: string): string {
  const inBrackets = /<([^<>]+)>\s*$/.exec(mailbox);
  return (inBrackets?.[1] ?? mailbox).trim().toLowerCase();
}

/** A Message-ID on the sender's domain: `<uuid@noteva.example>`. */
export function newMessageId(from: string): string {
  const domain = addressOf(from).split("@")[1] ?? "localhost";
  return `<${randomUUID()}@${domain}>`;
}

const rowsOf = (sender: MailSender, mails: readonly OutgoingMail[]) =>
  mails.map((m) => ({
    kind: m.kind,
    cause: m.cause,
    about: m.about,
    messageId: newMessageId(sender.from),
    fromAddress: sender.from,
    toAddress: m.to,
    locale: m.locale,
    subject: m.subject,
    headers: m.headers ?? {},
    html: m.html,
    text: m.text,
  }));

/**
 * Mails as one write of a change (commitChange): written in the change's transaction, a cause
 * written before left out (the first mail stands).
 */
export function mailWrite(sender: MailSender, mails: readonly OutgoingMail[]): Write[] {
  return mails.length ? [insertInto(mailOutbox, rowsOf(sender, mails), { existing: "keep" })] : [];
}

/**
 * Writes mails into the outbox within the caller's transaction; a mail whose cause was written
 * before is left out (the first one stands). Returns how many were written.
 */
export async function queueMails(tx: Db, sender: MailSender, mails: readonly OutgoingMail[]): Promise<number> {
  if (mails.length === 0) return 0;
  const written = await tx
    .insert(mailOutbox)
    .values(rowsOf(sender, mails))
    .onConflictDoNothing({ target: mailOutbox.cause })
    .returning({ id: mailOutbox.id });
  return written.length;
}

export type OutboxRow = typeof mailOutbox.$inferSelect;

/**
 * Takes up to `limit` due mails for one sender: queued, due, and not leased by another sender (or
 * its lease ran out: that sender died). Each is leased for `leaseMs` and its attempt counted. Rows
 * another transaction holds are skipped, so two instances never take the same mail.
 */
export async function claimDue(db: Db, limit: number, leaseMs: number, now = new Date()): Promise<OutboxRow[]> {
  const leasedUntil = new Date(now.getTime() + leaseMs);
  const result = await db.execute(sql`
    update ${mailOutbox}
    set locked_until = ${leasedUntil.toISOString()}, attempts = attempts + 1
    where id in (
      select id from ${mailOutbox}
      where status = 'queued' and next_attempt_at <= ${now.toISOString()}
        and (locked_until is null or locked_until <= ${now.toISOString()})
      order by id
      limit ${limit}
      for update skip locked
    )
    returning id`);
  const ids = (result as unknown as { rows: { id: number }[] }).rows.map((r) => Number(r.id));
  if (ids.length === 0) return [];
  return db.select().from(mailOutbox).where(inArray(mailOutbox.id, ids)).orderBy(asc(mailOutbox.id));
}

export async function markSent(db: Db, id: number, now = new Date()) {
  await db
    .update(mailOutbox)
    .set({ status: "sent", sentAt: now, lockedUntil: null, lastError: null })
    .where(eq(mailOutbox.id, id));
}

/** A temporary failure: tried again at `at`. */
export async function retryAt(db: Db, id: number, at: Date, error: string) {
  await db
    .update(mailOutbox)
    .set({ nextAttemptAt: at, lockedUntil: null, lastError: error.slice(0, 500) })
    .where(eq(mailOutbox.id, id));
}

/** Given up: shown in the admin as failed. A permanent refusal also stops mail to the address. */
export async function markFailed(db: Db, row: Pick<OutboxRow, "id" | "toAddress">, error: string, permanent: boolean) {
  await db.transaction(async (tx) => {
    await tx
      .update(mailOutbox)
      .set({ status: "failed", lockedUntil: null, lastError: error.slice(0, 500) })
      .where(eq(mailOutbox.id, row.id));
    if (permanent)
      await tx
        .insert(mailSuppressions)
        .values({ address: addressOf(row.toAddress), reason: error.slice(0, 500) })
        .onConflictDoNothing();
  });
}

/** Whether a server refused the address for good before (nothing is sent to it until cleared). */
export async function isSuppressed(db: Db, to: string): Promise<boolean> {
  const [row] = await db
    .select({ address: mailSuppressions.address })
    .from(mailSuppressions)
    .where(eq(mailSuppressions.address, addressOf(to)));
  return Boolean(row);
}

/** Deletes the mails of what is deleted (a contact message past its retention). */
export async function deleteMailsAbout(db: Db, about: readonly string[]): Promise<number> {
  if (about.length === 0) return 0;
  const deleted = await db
    .delete(mailOutbox)
    .where(inArray(mailOutbox.about, [...about]))
    .returning({ id: mailOutbox.id });
  return deleted.length;
}

export const MAIL_PER_PAGE = 50;

/** The admin's list: newest first, optionally of one status. */
export async function listMails(db: Db, status: MailStatus | null, page: number) {
  const where = status ? eq(mailOutbox.status, status) : undefined;
  const rows = await db
    .select({
      id: mailOutbox.id,
      kind: mailOutbox.kind,
      toAddress: mailOutbox.toAddress,
      subject: mailOutbox.subject,
      locale: mailOutbox.locale,
      status: mailOutbox.status,
      attempts: mailOutbox.attempts,
      createdAt: mailOutbox.createdAt,
      sentAt: mailOutbox.sentAt,
      lastError: mailOutbox.lastError,
    })
    .from(mailOutbox)
    .where(where)
    .orderBy(desc(mailOutbox.id))
    .limit(MAIL_PER_PAGE)
    .offset((page - 1) * MAIL_PER_PAGE);
  const [total] = await db.select({ n: count() }).from(mailOutbox).where(where);
  return { rows, total: Number(total?.n ?? 0) };
}

/** A mail by the number in its address (/admin/mail/42); anything else is no mail. */
export async function mailById(db: Db, id: string): Promise<OutboxRow | null> {
  if (!/^\d{1,9}$/.test(id)) return null;
  const [row] = await db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.id, Number(id)));
  return row ?? null;
}

/** For the metrics: mails by status, and when the oldest unsent one was written. */
export async function outboxState(db: Db) {
  const byStatus = await db
    .select({ status: mailOutbox.status, n: count() })
    .from(mailOutbox)
    .groupBy(mailOutbox.status);
  const [oldest] = await db
    .select({ at: min(mailOutbox.createdAt) })
    .from(mailOutbox)
    .where(eq(mailOutbox.status, "queued"));
  const [suppressed] = await db.select({ n: count() }).from(mailSuppressions);
  return {
    byStatus: Object.fromEntries(byStatus.map((r) => [r.status, Number(r.n)])) as Partial<Record<MailStatus, number>>,
    oldestQueuedAt: oldest?.at ? new Date(oldest.at) : null,
    suppressed: Number(suppressed?.n ?? 0),
  };
}

/** A failed mail put back in the queue by staff: tried again now, its count of tries from zero. */
export function retryChange(row: Pick<OutboxRow, "id" | "status" | "toAddress" | "kind">, missing: Error): Change {
  return {
    writes: [
      updateWhere(
        mailOutbox,
        { status: "queued", attempts: 0, nextAttemptAt: new Date(), lockedUntil: null },
        and(eq(mailOutbox.id, row.id), eq(mailOutbox.status, "failed")),
        missing,
      ),
    ],
    // what the mail is and to whom: never its body (the audit log holds no mail)
    audit: {
      entity: "mail",
      action: "mail.retry",
      id: row.id,
      before: { status: row.status, kind: row.kind, to: row.toAddress },
      after: { status: "queued", kind: row.kind, to: row.toAddress },
    },
  };
}

/** An address a server refused for good, cleared by staff: mail may go to it again. */
export function clearSuppressionChange(address: string, missing: Error): Change {
  const key = addressOf(address);
  return {
    writes: [deleteWhere(mailSuppressions, eq(mailSuppressions.address, key), missing)],
    audit: { entity: "mail-address", action: "mail.address.clear", id: key, before: { suppressed: true }, after: null },
  };
}
