/** Reading the audit log the change pipeline writes: the audit page, filtered by entity, and the latest changes. */
import { and, count, desc, eq, notInArray, type SQL } from "drizzle-orm";
import type { Db } from "~/.server/db/client";
import { auditLog } from "~/.server/db/schema/changes";
import { staffDirectory } from "~/.server/staff-directory.server";

export const AUDIT_PER_PAGE = 30;

/**
 * The log's security events (sign-ins refused and throttled, factors, recovery codes, sessions,
 * staff and the policy): read by those who manage staff only (ASVS 7.3.3). An editor reads the
 * content's changes.
 */
const SECURITY_ENTITIES = ["staff_user", "staff_setting"];

/** What of the log a reader sees: everything, or (`securityEvents` false) the content's changes alone. */
export type AuditReader = { securityEvents: boolean };
/** The whole log: for the host's commands and tests; an admin page says which reader it serves. */
const EVERYTHING: AuditReader = { securityEvents: true };

const visibleTo = (reader: AuditReader): SQL | undefined =>
  reader.securityEvents ? undefined : notInArray(auditLog.entity, SECURITY_ENTITIES);

/** The latest changes the reader may see, newest first. */
export async function recentChanges(db: Db, limit: number, reader: AuditReader) {
  return db.select().from(auditLog).where(visibleTo(reader)).orderBy(desc(auditLog.at)).limit(limit);
}

/**
 * One page of the log, newest first, and the entities it names (for the filter). An entity the
 * log does not name shows everything.
 */
export async function auditPage(db: Db, entity: string | null, page: number, reader: AuditReader = EVERYTHING) {
  const visible = visibleTo(reader);
  const entities = (await db.selectDistinct({ entity: auditLog.entity }).from(auditLog).where(visible))
    .map((e) => e.entity)
    .sort();
  const where = and(visible, entity && entities.includes(entity) ? eq(auditLog.entity, entity) : undefined);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(AUDIT_PER_PAGE)
      .offset((page - 1) * AUDIT_PER_PAGE),
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
