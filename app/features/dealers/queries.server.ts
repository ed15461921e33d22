/** The public site's reads of the stores: published ones only (the rule is ~/.server/db/visibility.ts). */
import { and, asc, eq } from "drizzle-orm";
import { memoPerContentVersion } from "~/.server/content-memo.server";
import type { Db } from "~/.server/db/client";
import { dealers } from "~/.server/db/schema/dealers";
import { publishedDealer } from "~/.server/db/visibility";

export type Dealer = typeof dealers.$inferSelect;

/** Every published store, by country, distributors first, then by city and name. */
export async function allDealers(db: Db): Promise<Dealer[]> {
  return db
    .select()
    .from(dealers)
    .where(publishedDealer)
    .orderBy(asc(dealers.country), asc(dealers.type), asc(dealers.city), asc(dealers.name));
}

/** Every published store, kept per content version (Find a Store filters them per request). */
export const allDealersMemo = memoPerContentVersion((db: Db) => allDealers(db));

/** A published store by its id; null for an unknown, unpublished or malformed id. */
export async function dealerById(db: Db, id: string): Promise<Dealer | null> {
  if (!/^[a-z0-9-]{1,80}$/.test(id)) return null;
  const [row] = await db
    .select()
    .from(dealers)
    .where(and(eq(dealers.id, id), publishedDealer));
  return row ?? null;
}
