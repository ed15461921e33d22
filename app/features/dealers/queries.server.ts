/** The public site's reads of the stores: published ones only (the rule is ~/.server/db/visibility.ts). */
import { and, asc, eq } from "drizzle-orm";
import { memoPerContentVersion } from "~/.server/content-memo.server";
import type { Db } from "~/.server/db/client";
import { dealers } from "~/.server/db/schema/dealers";
import { publishedDealer } from "~/.server/db/visibility";
import { translationsMemo } from "~/.server/translations/queries.server";
import type { Locale } from "~/lib/i18n/locales";
import { nativeLocaleOf } from "./address.server";

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

/**
 * A store's name, city and region in the page's language: in its own script where that is the
 * language's (a Japanese store on /ja: 株式会社青嵐楽器商会, 港区, 東京都; `ownScript` then), else as stored.
 */
export async function dealerNameIn(
  db: Db,
  dealer: Dealer,
  locale: Locale,
): Promise<{ name: string; city: string; region: string | null; ownScript: boolean }> {
  const stored = { name: dealer.name, city: dealer.city, region: dealer.region, ownScript: false };
  if (nativeLocaleOf(dealer.country) !== locale) return stored;
  const own = (await translationsMemo(db, locale)).fields.get("dealer")?.get(dealer.id);
  const given = (value: unknown) => (typeof value === "string" && value.trim() ? value : null);
  const city = given(own?.city);
  return {
    name: given(own?.name) ?? dealer.name,
    city: city ?? dealer.city,
    region: given(own?.region) ?? (city ? null : dealer.region),
    ownScript: city !== null,
  };
}
