/**
 * The one way every change made in the admin reaches the database. In one transaction: the
 * write, its audit entry (who, what, the record before and after), and the search entries of
 * exactly the items it touched. After it commits the content version moves, so no cache serves
 * an older page; the audit entry's trigger (drizzle/0006) tells every other instance.
 */
import type { StaffUser } from "~/.server/auth/session.server";
import { contentChanged } from "~/.server/content-version.server";
import type { Db } from "~/.server/db/client";
import { auditLog } from "~/.server/db/schema/changes";

// routes, which never reach .server/db, take the edit conflict from the pipeline they save through
export { EditConflict } from "~/.server/db/versions";

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

/** The audit log keeps what an editor wrote: a row without its bookkeeping (times, version). */
export function withoutBookkeeping<T extends { updatedAt?: unknown; version?: unknown }>(
  row: T,
): Omit<T, "updatedAt" | "version"> {
  const { updatedAt: _updatedAt, version: _version, ...rest } = row;
  return rest;
}
