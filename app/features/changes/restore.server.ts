/**
 * Restoring a record to a version its history keeps: one change through the pipeline like any
 * save (audited as "restore", search entries and content version moved), refused as a conflict
 * when the record moved on since the history was opened.
 */

import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "~/.server/db/client";
import { claimVersion } from "~/.server/db/versions";
import type { SearchScope } from "~/features/search/sources.server";
import { type Actor, commitChange } from "./pipeline.server";

/** A kept version cannot be written back (its product line is gone, say): the message says why. */
export class RestoreRefused extends Error {}

/** How one kind of content record is restored; each domain gives its own. */
export type Restorer = {
  /** As the audit log names it: product, category, sub_group, article, dealer. */
  entity: string;
  /** What editors call one: "product", "product line", ... */
  noun: string;
  table: PgTable & { id: PgColumn; version: PgColumn };
  /** Snapshot keys and the labels the history shows them by, in the editor's order. */
  labels: Record<string, string>;
  editPath: (id: string) => string;
  /** The record now: its name, version and snapshot (as the audit log keeps it); null when gone. */
  current: (db: Db, id: string) => Promise<{ title: string; version: number; snapshot: unknown } | null>;
  /**
   * Writes a kept snapshot back onto the record, inside the change's transaction (the version is
   * claimed already). Keys the snapshot lacks keep their value. Returns the record before and after,
   * as the audit log keeps them, and the search entries touched. Throws RestoreRefused.
   */
  write: (tx: Db, id: string, snapshot: Record<string, unknown>) => Promise<RestoreWritten>;
};

export type RestoreWritten = { before: unknown; after: unknown; search?: SearchScope };

/** Restores record `id` (at version `loaded`, as the history showed it) to `snapshot`. */
export function restoreVersion(
  db: Db,
  actor: Actor,
  restorer: Restorer,
  id: string,
  loaded: number,
  snapshot: Record<string, unknown>,
) {
  return commitChange(db, actor, {
    entity: restorer.entity,
    action: "restore",
    async write(tx) {
      if (!(await claimVersion(tx, restorer.table, restorer.entity, id, loaded))) {
        throw new RestoreRefused(`This ${restorer.noun} is gone.`);
      }
      const written = await restorer.write(tx, id, snapshot);
      return { id, ...written, value: undefined };
    },
  });
}
