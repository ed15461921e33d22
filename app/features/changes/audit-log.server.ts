/** Reading the audit log the change pipeline writes: the audit page, filtered by entity, and the latest changes. */
import { and, count, desc, eq } from "drizzle-orm";
import type { Db } from "~/.server/db/client";
import { auditLog } from "~/.server/db/schema/changes";
import { staffDirectory } from "~/.server/staff-directory.server";

export const AUDIT_PER_PAGE = 30;

/** The latest changes, newest first. */
export async function recentChanges(db: Db, limit: number) {
  return db.select().from(auditLog).orderBy(desc(auditLog.at)).limit(limit);
}

/**
 * One page of the log, newest first, and the entities it names (for the filter). An entity the
 * log does not name shows everything.
 */
export async function auditPage(db: Db, entity: string | null, page: number, perPage = AUDIT_PER_PAGE) {
  const entities = (await db.selectDistinct({ entity: auditLog.entity }).from(auditLog)).map((e) => e.entity).sort();
  const where = entity && entities.includes(entity) ? eq(auditLog.entity, entity) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return { entities, rows, total: total?.n ?? 0 };
}

/** Who changed a record last, and when (null: no change of it is logged). */
export async function latestChange(db: Db, entity: string, id: string) {
  const [last] = await db
    .select({ at: auditLog.at, email: auditLog.userEmail, userId: auditLog.userId, action: auditLog.action })
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, id)))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(1);
  if (!last) return null;
  const name = (await staffDirectory(db, [last.userId])).get(last.userId ?? -1)?.name;
  return { at: last.at.toISOString(), by: name ?? last.email, email: last.email, action: last.action };
}

/** One logged change of a record: who, when, what, and the record before and after. */
export type LoggedChange = {
  id: number;
  at: string;
  by: string;
  email: string;
  action: string;
  before: unknown;
  after: unknown;
};

/** Every logged change of one record, oldest first. */
export async function recordHistory(db: Db, entity: string, id: string): Promise<LoggedChange[]> {
  const rows = await db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      email: auditLog.userEmail,
      userId: auditLog.userId,
      action: auditLog.action,
      before: auditLog.before,
      after: auditLog.after,
    })
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, id)))
    .orderBy(auditLog.at, auditLog.id);
  const staff = await staffDirectory(
    db,
    rows.map((r) => r.userId),
  );
  return rows.map((r) => ({
    id: r.id,
    at: r.at.toISOString(),
    by: staff.get(r.userId ?? -1)?.name ?? r.email,
    email: r.email,
    action: r.action,
    before: r.before,
    after: r.after,
  }));
}
