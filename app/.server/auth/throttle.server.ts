import { and, eq, gte, inArray, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { rateLimits } from "../db/schema";

/** Failed sign-ins allowed per window, per account and per address. */
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const ACCOUNT_LIMIT = 5;
export const ADDRESS_LIMIT = 20;

const windowOf = (now: Date) => new Date(Math.floor(now.getTime() / LOGIN_WINDOW_MS) * LOGIN_WINDOW_MS);

export type Buckets = { account: string; address: string };

/** Seconds until the visitor may try again, or 0 when neither the account nor the address is over. */
export async function loginBlockedFor(db: Db, buckets: Buckets, now = new Date()): Promise<number> {
  const start = windowOf(now);
  const rows = await db
    .select({ bucket: rateLimits.bucket, hits: rateLimits.hits })
    .from(rateLimits)
    .where(and(inArray(rateLimits.bucket, [buckets.account, buckets.address]), gte(rateLimits.windowStart, start)));
  const hits = (bucket: string) => rows.find((r) => r.bucket === bucket)?.hits ?? 0;
  if (hits(buckets.account) < ACCOUNT_LIMIT && hits(buckets.address) < ADDRESS_LIMIT) return 0;
  return Math.ceil((start.getTime() + LOGIN_WINDOW_MS - now.getTime()) / 1000);
}

export async function recordLoginFailure(db: Db, buckets: Buckets, now = new Date()) {
  const windowStart = windowOf(now);
  for (const bucket of [buckets.account, buckets.address]) {
    await db
      .insert(rateLimits)
      .values({ bucket, windowStart, hits: 1 })
      .onConflictDoUpdate({
        target: [rateLimits.bucket, rateLimits.windowStart],
        set: { hits: sql`${rateLimits.hits} + 1` },
      });
  }
}

/** A successful sign-in forgives the account's failures (not the address's). */
export async function clearAccountFailures(db: Db, buckets: Buckets) {
  await db.delete(rateLimits).where(eq(rateLimits.bucket, buckets.account));
}
