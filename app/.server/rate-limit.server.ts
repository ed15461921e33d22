/**
 * Fixed-window counters shared by every throttle (the contact form's flood limit, sign-in's), kept
 * in the database so they hold across instances. Buckets name a sender by a keyed hash, never by
 * an address or e-mail.
 */
import { createHmac } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Db } from "./db/client";
import { rateLimits } from "./db/schema/system";

/** A sender's address (or e-mail) as kept in a bucket or a row: keyed, so it cannot be read back. */
export function senderHash(secret: string, address: string): string {
  return createHmac("sha256", secret).update(`sender:${address}`).digest("base64url").slice(0, 32);
}

/** The start of the fixed window of `windowMs` that `now` falls in. */
export function windowStartOf(now: Date, windowMs: number): Date {
  return new Date(Math.floor(now.getTime() / windowMs) * windowMs);
}

/** Counts one hit in a bucket's window and returns the window's hits so far (this one included). */
export async function countHit(db: Db, bucket: string, windowStart: Date): Promise<number> {
  const [counter] = await db
    .insert(rateLimits)
    .values({ bucket, windowStart, hits: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.bucket, rateLimits.windowStart],
      set: { hits: sql`${rateLimits.hits} + 1` },
    })
    .returning({ hits: rateLimits.hits });
  return counter?.hits ?? 0;
}
