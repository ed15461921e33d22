import { and, count, desc, eq, type SQL } from "drizzle-orm";
import type { Db } from "~/.server/db/client";
import { type ContactStatus, contactMessages, contactStatuses, contactTopics, staffUsers } from "~/.server/db/schema";

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
  const [rows, [total]] = await Promise.all([
    db
      .select({ message: contactMessages, assignee: staffUsers.name })
      .from(contactMessages)
      .leftJoin(staffUsers, eq(staffUsers.id, contactMessages.assigneeId))
      .where(where(filters))
      .orderBy(desc(contactMessages.receivedAt), desc(contactMessages.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: count() }).from(contactMessages).where(where(filters)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function allMessages(db: Db, filters: InboxFilters) {
  return db
    .select({ message: contactMessages, assignee: staffUsers.email })
    .from(contactMessages)
    .leftJoin(staffUsers, eq(staffUsers.id, contactMessages.assigneeId))
    .where(where(filters))
    .orderBy(desc(contactMessages.receivedAt));
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
