/**
 * Staff answer a message from the inbox: the answer is stored with the message, mailed to the
 * visitor in the message's language threaded under the acknowledgement (In-Reply-To, References),
 * and the message marked answered, all in one change through the pipeline. The reply form's key
 * makes a form sent twice one answer and one mail.
 */
import { asc, eq, sql } from "drizzle-orm";
import { type Actor, commitChange, insertInto, updateWhere } from "~/.server/changes/pipeline.server";
import type { Db } from "~/.server/db/client";
import { contactMessages, contactReplies } from "~/.server/db/schema/contact";
import { mailsByCause, mailWrites } from "~/.server/mail/outbox.server";
import { isLocale } from "~/lib/i18n/locales";
import { MessageNotFound } from "./inbox.server";
import { replyMail } from "./mails.server";

/** A message's answers, oldest first, as its history shows them. */
export async function repliesOf(db: Db, messageId: number) {
  return db
    .select({
      id: contactReplies.id,
      key: contactReplies.key,
      authorName: contactReplies.authorName,
      body: contactReplies.body,
      sentAt: contactReplies.sentAt,
    })
    .from(contactReplies)
    .where(eq(contactReplies.messageId, messageId))
    .orderBy(asc(contactReplies.sentAt), asc(contactReplies.id));
}

export type ReplySetup = { from: string; siteUrl: string; replyTo: string };

/** An answer sent before with this form's key: nothing more is stored or mailed. */
class AlreadySent extends Error {}

/**
 * Sends an answer to message `id` (its number): stored, mailed and the message marked answered in
 * one transaction. Returns whether it was new (false: this form was sent before). Throws
 * MessageNotFound for a message that is not (or no longer) there.
 */
export async function sendReply(
  db: Db,
  actor: Actor & { name: string },
  id: string,
  answer: { key: string; body: string },
  setup: ReplySetup,
): Promise<boolean> {
  const message = await (/^\d{1,9}$/.test(id)
    ? db
        .select()
        .from(contactMessages)
        .where(eq(contactMessages.id, Number(id)))
        .then((rows) => rows[0])
    : undefined);
  if (!message) throw new MessageNotFound(id);
  const earlier = await repliesOf(db, message.id);
  if (earlier.some((r) => r.key === answer.key)) return false;
  // the acknowledgement first, then each answer before this one: the thread it goes under
  const causes = [`contact-ack:${message.reference}`, ...earlier.map((r) => `contact-reply:${r.key}`)];
  const sent = await mailsByCause(db, causes);
  const thread = causes.flatMap((cause) => sent.get(cause) ?? []);
  const mail = replyMail(
    {
      reference: message.reference,
      name: message.name,
      email: message.email,
      message: message.message,
      receivedAt: message.receivedAt,
      locale: isLocale(message.locale) ? message.locale : "en",
      author: actor.name,
      body: answer.body,
      key: answer.key,
      thread,
    },
    { siteUrl: setup.siteUrl, supportAddress: setup.replyTo },
  );
  const now = new Date();
  const status = message.status === "new" || message.status === "read" ? "answered" : message.status;
  try {
    await commitChange(db, actor, {
      writes: [
        insertInto(
          contactReplies,
          { messageId: message.id, key: answer.key, authorId: actor.id, authorName: actor.name, body: answer.body },
          { clash: new AlreadySent() },
        ),
        ...mailWrites({ from: setup.from }, [mail]),
        // answering moves the message on: a handling form loaded before it is told so
        updateWhere(
          contactMessages,
          { status, repliedAt: now, updatedAt: now, version: sql`${contactMessages.version} + 1` as never },
          eq(contactMessages.id, message.id),
          new MessageNotFound(id),
        ),
      ],
      // who answered and that it was mailed: never the answer itself (the audit log holds no mail)
      audit: {
        entity: "contact_message",
        action: "reply",
        id: message.reference,
        before: { status: message.status },
        after: { status, repliedBy: actor.name, to: message.email },
      },
    });
  } catch (error) {
    if (error instanceof AlreadySent) return false;
    throw error;
  }
  return true;
}
