/**
 * The sign-in throttle (the password and the second step): fixed windows per account, per address
 * and, for the second step, per pending sign-in. An attempt is counted before it is checked, in one
 * statement that adds a hit to each of its buckets and returns their counts: checking first and
 * counting a failure afterwards let a burst sent at once be checked hundreds of times against a
 * limit of five. An attempt over any limit is refused without being verified.
 */
import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { rateLimits } from "../db/schema";
import { windowStartOf } from "../rate-limit.server";

/** Attempts allowed per window, per account, per address and per pending sign-in. */
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const ACCOUNT_LIMIT = 5;
export const ADDRESS_LIMIT = 20;
export const PENDING_LIMIT = 5;

/** The buckets one attempt counts in; `pending` only for the second step. */
export type Buckets = { account: string; address: string; pending?: string };

export type Reservation = {
  /** Seconds until the window ends when any bucket is over its limit (then nothing is verified), else 0. */
  seconds: number;
  /** The account's attempts in this window, this one included. */
  accountHits: number;
  /** Whether this is the last attempt the pending sign-in may make. */
  lastForPending: boolean;
};

/** Counts an attempt in each of its buckets, atomically per bucket, and says whether it may be checked. */
export async function reserveAttempt(db: Db, buckets: Buckets, now = new Date()): Promise<Reservation> {
  const windowStart = windowStartOf(now, LOGIN_WINDOW_MS);
  const limits: [string, number][] = [
    [buckets.account, ACCOUNT_LIMIT],
    [buckets.address, ADDRESS_LIMIT],
  ];
  if (buckets.pending) limits.push([buckets.pending, PENDING_LIMIT]);
  // one statement, the buckets always in this order (account first): concurrent attempts lock
  // the rows they share in the same order and never wait on each other in a circle
  const rows = await db
    .insert(rateLimits)
    .values(limits.map(([bucket]) => ({ bucket, windowStart, hits: 1 })))
    .onConflictDoUpdate({
      target: [rateLimits.bucket, rateLimits.windowStart],
      set: { hits: sql`${rateLimits.hits} + 1` },
    })
    .returning({ bucket: rateLimits.bucket, hits: rateLimits.hits });
  const hits = (bucket: string | undefined) => rows.find((r) => r.bucket === bucket)?.hits ?? 0;
  const over = limits.some(([bucket, limit]) => hits(bucket) > limit);
  const seconds = over ? Math.ceil((windowStart.getTime() + LOGIN_WINDOW_MS - now.getTime()) / 1000) : 0;
  return { seconds, accountHits: hits(buckets.account), lastForPending: hits(buckets.pending) === PENDING_LIMIT };
}

/**
 * A right answer: the account's failures are forgiven, and the address gets back the attempt it
 * used (its limit counts failures, so an office signing in together is not held up).
 */
export async function forgiveAttempt(db: Db, buckets: Buckets, now = new Date()) {
  const windowStart = windowStartOf(now, LOGIN_WINDOW_MS);
  // one statement (one round trip on the sign-in's path): the account's rows go, the address's one back
  await db.execute(sql`
    with forgiven as (delete from ${rateLimits} where ${rateLimits.bucket} = ${buckets.account})
    update ${rateLimits} set hits = greatest(${rateLimits.hits} - 1, 0)
    where ${rateLimits.bucket} = ${buckets.address} and ${rateLimits.windowStart} = ${windowStart.toISOString()}`);
}
