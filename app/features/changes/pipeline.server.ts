/**
 * The one way every change made in the admin reaches the database. In one transaction: the
 * write, its audit entry (who, what, the record before and after), and the search entries of
 * exactly the items it touched. After it commits the content version moves, so no cache serves
 * an older page; the audit entry's trigger (drizzle/0006) tells every other instance.
 */
import { and, eq, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { StaffUser } from "~/.server/auth/session.server";
import { contentChanged } from "~/.server/content-version.server";
import type { Db } from "~/.server/db/client";
import { auditLog } from "~/.server/db/schema/changes";
import { type SearchScope, syncSearchIndex } from "~/features/search/index.server";

export type Actor = Pick<StaffUser, "id" | "email">;

/** What a change's write did, for the audit log and the search index. */
export type Written<T> = {
  /** The record's id as the audit log names it. */
  id: string | number;
  /** What the audit log calls it, when the write decides (create, publish, ...). */
  action?: string;
  /** The record before (null: created) and after (null: removed). */
  before: unknown;
  after: unknown;
  /** The products and articles whose search entries the change touched. */
  search?: SearchScope;
  /** What the caller gets back. */
  value: T;
};

export type Change<T> = {
  /** What kind of record, as the audit log names it (product, category, article, ...). */
  entity: string;
  action: string;
  /** Runs inside the transaction; throwing rolls the whole change back. */
  write: (tx: Db) => Promise<Written<T>>;
};

/** Writes, audits and re-indexes a change in one transaction, then moves the content version. */
export async function commitChange<T>(db: Db, actor: Actor, change: Change<T>): Promise<T> {
  const value = await db.transaction(async (tx) => {
    const written = await change.write(tx);
    await tx.insert(auditLog).values({
      userId: actor.id,
      userEmail: actor.email,
      action: written.action ?? change.action,
      entity: change.entity,
      entityId: String(written.id),
      before: written.before ?? null,
      after: written.after ?? null,
    });
    if (written.search) await syncSearchIndex(tx, written.search);
    return written.value;
  });
  // this instance's next request must not see an older page, even before the notification arrives
  contentChanged();
  return value;
}

/** What an editor's save did to a draft-or-published record, as the audit log names it. */
export function publishAction(before: { status: string } | undefined, status: string, otherwise = "update"): string {
  if (!before) return "create";
  if (before.status === status) return otherwise;
  return status === "published" ? "publish" : "unpublish";
}

/**
 * A save named the version of the record the editor loaded, and the record has moved on since:
 * someone else saved it in between. Nothing is written; the editor sees who, when and their values.
 */
export class EditConflict extends Error {
  constructor(
    readonly entity: string,
    readonly id: string,
    /** The record's version now: a save naming it (after the editor merged) goes through. */
    readonly version: number,
  ) {
    super(`${entity} ${id} changed since it was loaded (now version ${version})`);
  }
}

/** A table whose rows carry a version that moves on every save. */
type Versioned = PgTable & { id: PgColumn; version: PgColumn };

/**
 * The first step of a save that names the version it was loaded from: moves the record to the
 * next version if, and only if, it is still at `loaded`. The check and the move are one UPDATE, so
 * it holds across instances on one database: of two saves from the same version, the second waits
 * for the first's row lock, finds the version moved, and is refused with EditConflict. Returns false
 * when there is no such record (the caller answers its own not-found).
 */
export async function claimVersion(tx: Db, table: Versioned, entity: string, id: string, loaded: number) {
  const moved = await tx
    .update(table)
    // biome-ignore lint/suspicious/noExplicitAny: the version column of any versioned table
    .set({ version: sql`${table.version} + 1` } as any)
    .where(and(eq(table.id, id), eq(table.version, loaded)))
    .returning({ version: table.version });
  if (moved.length > 0) return true;
  const [now] = await tx.select({ version: table.version }).from(table).where(eq(table.id, id));
  if (!now) return false;
  throw new EditConflict(entity, id, Number(now.version));
}

/** The audit log keeps what an editor wrote: a row without its bookkeeping (times, version). */
export function withoutBookkeeping<T extends { updatedAt?: unknown; version?: unknown }>(
  row: T,
): Omit<T, "updatedAt" | "version"> {
  const { updatedAt: _updatedAt, version: _version, ...rest } = row;
  return rest;
}
