/**
 * Editors never lose work (decision 011): a save names the version of the record it was loaded
 * from, and the database refuses it when the record has moved on.
 */
import { and, eq, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "./client";

/**
 * A save named the version of the record the editor loaded, and the record has moved on since:
 * someone else saved it in between. Nothing is written; the editor sees who, when and their values.
 */
export class EditConflict<Version extends number | string = number> extends Error {
  constructor(
    readonly entity: string,
    readonly id: string,
    /**
     * The record's version now: a save naming it (after the editor merged) goes through. Records
     * without a version column (an item's translations) name a digest of what is saved instead.
     */
    readonly version: Version,
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
