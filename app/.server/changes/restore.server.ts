/**
 * Restoring a record to a version its history keeps: one change through the pipeline like any
 * save (audited as "restore", search entries and content version moved), refused as a conflict
 * when the record moved on since the history was opened.
 */

import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "~/.server/db/client";
import type { SearchScope } from "~/.server/search/sources.server";
import { Refused } from "~/lib/forms/refusal";
import type { Locale } from "~/lib/i18n/locales";
import { type Actor, commitChange, type Write } from "./pipeline.server";

/** A kept version cannot be written back (its product line is gone, say): the message says why. */
export class RestoreRefused extends Refused {}

/** "This product is gone." and the like, by the audit log's name of the record's kind. */
const goneCodes: Partial<Record<string, "productGone" | "lineGone" | "groupGone" | "articleGone" | "storeGone">> = {
  product: "productGone",
  category: "lineGone",
  sub_group: "groupGone",
  article: "articleGone",
  dealer: "storeGone",
};

/** How one kind of content record is restored; each domain gives its own. */
export type Restorer = {
  /** As the audit log names it: product, category, sub_group, article, dealer. */
  entity: string;
  /** What editors call one: "product", "product line", ... */
  noun: string;
  table: PgTable & { id: PgColumn; version: PgColumn };
  /** Snapshot keys and the labels the history shows them by, in the editor's order (English). */
  labels: Record<string, string>;
  /** The same labels in the editor's language (a key it lacks keeps the English). */
  labelsIn?: (locale: Locale) => Record<string, string>;
  editPath: (id: string) => string;
  /** The record now: its name, version and snapshot (as the audit log keeps it); null when gone. */
  current: (db: Db, id: string) => Promise<{ title: string; version: number; snapshot: unknown } | null>;
  /**
   * What writing a kept snapshot back onto the record changes (the pipeline claims the version, so
   * the record read here is the one replaced). Keys the snapshot lacks keep their value. Gives the
   * writes, the record before and after as the audit log keeps them, and the search entries touched.
   * Throws RestoreRefused.
   */
  describe: (db: Db, id: string, snapshot: Record<string, unknown>) => Promise<Restoration>;
};

export type Restoration = { writes: Write[]; before: unknown; after: unknown; search?: SearchScope };

/** Restores record `id` (at version `loaded`, as the history showed it) to `snapshot`. */
export async function restoreVersion(
  db: Db,
  actor: Actor,
  restorer: Restorer,
  id: string,
  loaded: number,
  snapshot: Record<string, unknown>,
) {
  const { writes, before, after, search } = await restorer.describe(db, id, snapshot);
  await commitChange(db, actor, {
    claims: [
      {
        table: restorer.table,
        id,
        version: loaded,
        missing: new RestoreRefused({ code: goneCodes[restorer.entity] ?? "recordGone" }),
      },
    ],
    writes,
    audit: { entity: restorer.entity, action: "restore", id, before, after },
    search,
  });
}
