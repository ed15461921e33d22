/**
 * Who a staff id is, for whatever names staff beside its own records (the audit log, presence,
 * the inbox's assignee): staff accounts are identity, read here and in `auth/`, below every feature.
 */
import { inArray } from "drizzle-orm";
import type { Db } from "./db/client";
import { staffUsers } from "./db/schema/staff";

export type StaffEntry = { name: string; email: string; disabled: boolean };

/** The accounts of these ids (ids with no account are left out). */
export async function staffDirectory(db: Db, ids: Iterable<number | null>): Promise<Map<number, StaffEntry>> {
  const wanted = [...new Set([...ids].filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: staffUsers.id, name: staffUsers.name, email: staffUsers.email, disabledAt: staffUsers.disabledAt })
    .from(staffUsers)
    .where(inArray(staffUsers.id, wanted));
  return new Map(rows.map((r) => [r.id, { name: r.name, email: r.email, disabled: r.disabledAt !== null }]));
}
