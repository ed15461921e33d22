/**
 * The admin's contact inbox: listing, filtering and exporting the messages visitors sent, and
 * handling one (status, who looks after it, a reply note) through the change pipeline.
 */
import { and, count, desc, eq, type SQL } from "drizzle-orm";
import { type Actor, commitChange, updateWhere } from "~/.server/changes/pipeline.server";
import type { Db } from "~/.server/db/client";
import { contactMessages } from "~/.server/db/schema/contact";
import { staffDirectory } from "~/.server/staff-directory.server";
import { type ContactStatus, contactStatuses, contactTopics } from "~/lib/content-model";
import { FieldRefused, NotFound } from "~/lib/forms/refusal";
import type { MessageText } from "./admin-text";

export const INBOX_PER_PAGE = 25;

export type InboxFilters = { status: ContactStatus | null; topic: string | null };

export function parseInboxFilters(params: URLSearchParams): InboxFilters {
  const status = params.get("status");
  const topic = params.get("topic");
  return {
    status: contactStatuses.includes(status as ContactStatus) ? (status as ContactStatus) : null,
    topic: contactTopics.includes(topic as never) ? topic : null,
  };
}

function where(filters: InboxFilters): SQL | undefined {
  const conditions = [
    filters.status ? eq(contactMessages.status, filters.status) : undefined,
    filters.topic ? eq(contactMessages.topic, filters.topic as never) : undefined,
  ].filter(Boolean) as SQL[];
  return conditions.length ? and(...conditions) : undefined;
}

export async function listMessages(db: Db, filters: InboxFilters, page: number, perPage = INBOX_PER_PAGE) {
  const [messages, [total]] = await Promise.all([
    db
      .select()
      .from(contactMessages)
      .where(where(filters))
      .orderBy(desc(contactMessages.receivedAt), desc(contactMessages.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: count() }).from(contactMessages).where(where(filters)),
  ]);
  const staff = await staffDirectory(
    db,
    messages.map((m) => m.assigneeId),
  );
  const rows = messages.map((message) => ({ message, assignee: staff.get(message.assigneeId ?? -1)?.name ?? null }));
  return { rows, total: total?.n ?? 0 };
}

/** Messages nobody has looked at yet, for the admin's badge and counters. */
export async function unreadCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(contactMessages).where(eq(contactMessages.status, "new"));
  return row?.n ?? 0;
}

/** One message, or null for an id that is not a message's. */
export async function messageById(db: Db, id: string) {
  if (!/^\d{1,9}$/.test(id)) return null;
  const [message] = await db
    .select()
    .from(contactMessages)
    .where(eq(contactMessages.id, Number(id)));
  return message ?? null;
}

/** A message's number from its reference (NV-261130-7KQ4M), as support's notice links to it. */
export async function messageIdByReference(db: Db, reference: string): Promise<number | null> {
  if (!/^NV-\d{6}-[A-Z0-9]{5}$/.test(reference)) return null;
  const [message] = await db
    .select({ id: contactMessages.id })
    .from(contactMessages)
    .where(eq(contactMessages.reference, reference));
  return message?.id ?? null;
}

export class MessageNotFound extends NotFound {
  override name = "MessageNotFound";
  constructor(id: string) {
    super(`message ${id}`);
  }
}
/** The person a message is assigned to is no (enabled) staff member. */
export class UnknownAssignee extends FieldRefused {
  override name = "UnknownAssignee";
  constructor(readonly assigneeId: string) {
    super("assignee", { code: "unknownAssignee" });
  }
}

export type MessageHandling = { status: ContactStatus; assigneeId: number | null; replyNote: string | null };

/** The message a handling saves: its id and the version the editor loaded. */
export type MessageTarget = { id: string; version: number };

/**
 * Records how a message is handled, if the message is still at the version the editor loaded;
 * audited as an update of the message's reference. Throws MessageNotFound, UnknownAssignee or
 * EditConflict (naming the reference, as the audit log does), and then nothing is written.
 */
export async function handleMessage(db: Db, actor: Actor, target: MessageTarget, change: MessageHandling) {
  const before = await messageById(db, target.id);
  if (!before) throw new MessageNotFound(target.id);
  if (change.assigneeId && !(await staffDirectory(db, [change.assigneeId])).has(change.assigneeId)) {
    throw new UnknownAssignee(String(change.assigneeId));
  }
  const missing = new MessageNotFound(target.id);
  await commitChange(db, actor, {
    // `before` is what the claim finds: every save moves the version, so one in between is refused
    claims: [
      { table: contactMessages, id: String(before.id), version: target.version, missing, named: before.reference },
    ],
    writes: [updateWhere(contactMessages, { ...change, updatedAt: new Date() }, eq(contactMessages.id, before.id))],
    audit: {
      entity: "contact_message",
      action: "update",
      id: before.reference,
      before: { status: before.status, assigneeId: before.assigneeId, replyNote: before.replyNote },
      after: change,
    },
  });
  return before.id;
}

/** One CSV cell: quoted, quotes doubled, and formulas defused (a cell may not start with = + - @). */
export function csvCell(value: unknown): string {
  let text = value instanceof Date ? value.toISOString() : value === null || value === undefined ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export function toCsv(rows: unknown[][]): string {
  return `\uFEFF${rows.map((r) => r.map(csvCell).join(",")).join("\r\n")}\r\n`;
}

/** The CSV's column headings, in the editor's language (the message screen's labels). */
const csvHeadings = (t: MessageText) => [
  t.details.reference,
  t.details.received,
  t.status,
  t.details.name,
  t.details.email,
  t.details.country,
  t.details.topic,
  t.details.product,
  t.details.serial,
  t.details.dealer,
  t.assignee,
  t.replyNote,
  t.message,
];

/** The inbox with the list's filters as CSV, for spreadsheets: UTF-8 with BOM, formulas defused. */
export async function inboxCsv(
  db: Db,
  filters: InboxFilters,
  t: MessageText,
  /** A message's status and topic as the editor's language names them. */
  names: { statuses: Record<string, string>; topics: Record<string, string> },
): Promise<string> {
  const rows = await db.select().from(contactMessages).where(where(filters)).orderBy(desc(contactMessages.receivedAt));
  const staff = await staffDirectory(
    db,
    rows.map((m) => m.assigneeId),
  );
  return toCsv([
    csvHeadings(t),
    ...rows.map((m) => [
      m.reference,
      m.receivedAt,
      names.statuses[m.status] ?? m.status,
      m.name,
      m.email,
      m.country,
      names.topics[m.topic] ?? m.topic,
      m.productId,
      m.serial,
      m.dealerId,
      staff.get(m.assigneeId ?? -1)?.email ?? null,
      m.replyNote,
      m.message,
    ]),
  ]);
}
