/**
 * The one way every change made in the admin reaches the database. A service describes its change
 * as data (a Change: the version claims, the writes, the audit entry and the search scope); it reads
 * what decides the change first and throws its own refusals. `commitChange` then runs it, in one
 * transaction and with no call back into the service: claims, writes, the audit entry (who, what,
 * the record before and after), and the search entries of exactly the items touched. After it
 * commits the content version moves, so no cache serves an older page; the audit entry's trigger
 * (drizzle/0006) tells every other instance.
 */
import { type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { StaffUser } from "~/.server/auth/session.server";
import { contentChanged } from "~/.server/content-version.server";
import type { Db } from "~/.server/db/client";
import { auditLog } from "~/.server/db/schema/changes";
import { claimVersion, EditConflict } from "~/.server/db/versions";

// routes, which never reach .server/db, take the edit conflict from the pipeline they save through

import { syncSearchIndex } from "~/.server/search/index.server";
import type { SearchScope } from "~/.server/search/sources.server";

export type Actor = Pick<StaffUser, "id" | "email">;

/** The actor of a change made on the host (scripts/staff.ts), not by a staff member: id 0, logged as none. */
export const hostCommand: Actor = { id: 0, email: "host command" };

type Values = Record<string, unknown>;

/**
 * One statement of a change, over one table: rows inserted (`clash`: the refusal a unique key
 * already taken becomes; `existing`: keep the row there, or update it), or the rows a condition
 * names updated or deleted (`missing`: the refusal when it names none).
 */
export type Write =
  | {
      kind: "insert";
      table: PgTable;
      values: Values[];
      existing?: "keep" | { target: PgColumn[]; set: Values };
      clash?: Error;
    }
  | { kind: "update"; table: PgTable; set: Values; where: SQL | undefined; missing?: Error }
  | { kind: "delete"; table: PgTable; where: SQL | undefined; missing?: Error };

/**
 * The editor loaded record `id` at `version`: the change goes through only if it is still there
 * (claimVersion), else EditConflict (naming the record `named`, if given, else by id), or `missing`
 * when the record is gone. It moves the version, so "before", read by the service before the
 * change, is what the change replaces.
 */
export type Claim = {
  table: PgTable & { id: PgColumn; version: PgColumn };
  id: string;
  version: number;
  missing: Error;
  named?: string;
};

/** A change as a service describes it: plain data, committed by `commitChange`. */
export type Change = {
  claims?: Claim[];
  writes: Write[];
  audit: {
    /** What kind of record, as the audit log names it (product, category, article, ...). */
    entity: string;
    action: string;
    /** The record's id as the audit log names it. */
    id: string | number;
    /** The record before (null: created) and after (null: removed). */
    before: unknown;
    after: unknown;
  };
  /** The products and articles whose search entries the change touches. */
  search?: SearchScope;
};

/** Inserts rows; a unique key taken already is refused with `clash`, or keeps or updates the row there. */
export function insertInto<T extends PgTable>(
  table: T,
  values: T["$inferInsert"] | T["$inferInsert"][],
  on: { clash?: Error; existing?: "keep" | { target: PgColumn[]; set: Partial<T["$inferInsert"]> } } = {},
): Write {
  return { kind: "insert", table, values: Array.isArray(values) ? values : [values], ...on };
}

/** Updates the rows `where` names; none named is refused with `missing`, when given. */
export function updateWhere<T extends PgTable>(
  table: T,
  set: Partial<T["$inferInsert"]>,
  where: SQL | undefined,
  missing?: Error,
): Write {
  return { kind: "update", table, set, where, missing };
}

/** Deletes the rows `where` names; none named is refused with `missing`, when given. */
export function deleteWhere(table: PgTable, where: SQL | undefined, missing?: Error): Write {
  return { kind: "delete", table, where, missing };
}

/**
 * Runs a described change in one transaction: its claims, its writes in order, its audit entry and
 * the search entries of its scope; any refusal rolls all of it back. Then moves the content version.
 */
export async function commitChange(db: Db, actor: Actor, change: Change): Promise<void> {
  const { audit } = change;
  await db.transaction(async (tx) => {
    for (const claim of change.claims ?? []) await claimOrRefuse(tx, audit.entity, claim);
    for (const write of change.writes) await apply(tx, write);
    await tx.insert(auditLog).values({
      userId: actor.id === hostCommand.id ? null : actor.id,
      userEmail: actor.email,
      action: audit.action,
      entity: audit.entity,
      entityId: String(audit.id),
      before: audit.before ?? null,
      after: audit.after ?? null,
    });
    if (change.search) await syncSearchIndex(tx, change.search);
  });
  // this instance's next request must not see an older page, even before the notification arrives
  contentChanged();
}

async function claimOrRefuse(tx: Db, entity: string, claim: Claim) {
  try {
    if (!(await claimVersion(tx, claim.table, entity, claim.id, claim.version))) throw claim.missing;
  } catch (error) {
    if (error instanceof EditConflict && claim.named) throw new EditConflict(entity, claim.named, error.version);
    throw error;
  }
}

async function apply(tx: Db, write: Write) {
  if (write.kind === "insert") {
    const insert = tx.insert(write.table).values(write.values);
    try {
      if (write.existing === "keep") await insert.onConflictDoNothing();
      else if (write.existing) await insert.onConflictDoUpdate(write.existing);
      else await insert;
    } catch (error) {
      if (write.clash && isUniqueViolation(error)) throw write.clash;
      throw error;
    }
    return;
  }
  // a write without a condition would touch every row: a service's mistake, never a change
  if (!write.where) throw new Error(`A change's ${write.kind} names no rows`);
  const one = { one: sql<number>`1` };
  if (write.kind === "update") {
    const update = tx.update(write.table).set(write.set).where(write.where);
    if (!write.missing) await update;
    else if ((await update.returning(one)).length === 0) throw write.missing;
  } else {
    const remove = tx.delete(write.table).where(write.where);
    if (!write.missing) await remove;
    else if ((await remove.returning(one)).length === 0) throw write.missing;
  }
}

/** Postgres's unique_violation, as the driver throws it or as Drizzle wraps it. */
function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as never) {
    if (e.code === "23505") return true;
  }
  return false;
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
