/**
 * Fingerprints of what derived data was made from (`sync_state`): work that would write exactly
 * what is already there is skipped, so a restart on an existing database does not redo it.
 */
import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "./client";
import { syncState } from "./schema";

/** A stable digest of JSON-serialisable inputs (Dates serialise as ISO text). */
export function fingerprint(inputs: unknown): string {
  return createHash("sha256").update(JSON.stringify(inputs)).digest("hex");
}

export async function storedFingerprint(db: Db, name: string): Promise<string | null> {
  const [row] = await db.select({ fingerprint: syncState.fingerprint }).from(syncState).where(eq(syncState.name, name));
  return row?.fingerprint ?? null;
}

export async function storeFingerprint(db: Db, name: string, value: string): Promise<void> {
  await db
    .insert(syncState)
    .values({ name, fingerprint: value })
    .onConflictDoUpdate({ target: syncState.name, set: { fingerprint: value, syncedAt: new Date() } });
}
