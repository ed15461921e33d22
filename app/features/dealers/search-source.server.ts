/**
 * The stores in search: one entry per published store and language, titled with the store's name as
 * that language's page shows it (a Japanese store's in Japanese on /ja), its address as the summary,
 * and found by every name its place goes by (lib/places): its city in each language (Wien, Vienna,
 * ウィーン), its prefecture and region (東京都, 東京, 関東) or Land (Hamburg, Bayern), its ward. Each
 * links to Find a Store filtered to it, the list opened at its entry. A saved or restored store, or
 * its translation, refreshes its entries (scope `stores`).
 */
import { inArray } from "drizzle-orm";
import type { Db } from "~/.server/db/client";
import { dealers } from "~/.server/db/schema/dealers";
import { publishedDealer } from "~/.server/db/visibility";
import { type SearchEntryInput, type SearchSource, within } from "~/.server/search/sources.server";
import { everyLanguage } from "~/.server/translations/queries.server";
import { countryName } from "~/lib/countries";
import { ownCountry } from "~/lib/home-countries";
import * as href from "~/lib/href";
import type { Locale } from "~/lib/i18n/locales";
import { cityNameIn } from "~/lib/places/city-names";
import { placeNames, prefectureNames, prefectureOf } from "~/lib/places/store-places";
import type { Translations } from "~/lib/translations/overlay";
import { addressLines, nativeLocaleOf } from "./address.server";
import { romanizedWard } from "./find-a-store.server";

type Store = typeof dealers.$inferSelect;

/** Without macrons, as people type it: "Hamamatsuchō" → "Hamamatsucho". */
const plain = (text: string) =>
  text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .normalize("NFC");

/** The store's name and address in its own script where that is the language's (a Japanese store on /ja). */
function inLanguage(store: Store, locale: Locale, t: Translations): Store {
  if (nativeLocaleOf(store.country) !== locale) return store;
  const own = t.fields.get("dealer")?.get(store.id);
  const text = (field: string, english: string | null) => {
    const value = own?.[field];
    return typeof value === "string" && value.trim() ? value : english;
  };
  return {
    ...store,
    name: text("name", store.name) ?? store.name,
    street: text("street", store.street) ?? store.street,
    city: text("city", store.city) ?? store.city,
    region: text("region", store.region),
  };
}

/** A store's entry in a language's search. */
export function storeEntry(store: Store, locale: Locale, t: Translations): SearchEntryInput {
  const shown = inLanguage(store, locale, t);
  const country = countryName(store.country, locale);
  const address = addressLines(shown, store.country === ownCountry(locale) ? null : country);
  // the city as the page names it where its address does not (Mailand, ミュンヘン)
  const city = cityNameIn(store.country, store.city, locale);
  const lead = city && !address.some((line) => line.includes(city)) ? [city] : [];
  const prefecture = store.country === "JP" ? prefectureOf(store.region) : undefined;
  const places = [
    store.city,
    ...(store.region ? [store.region] : []),
    ...placeNames(store),
    ...(prefecture ? prefectureNames(prefecture) : []),
    ...(store.country === "JP" ? romanizedWard(store.street) : []),
    // in its own script: 港区, 東京都
    ...(shown === store ? [] : [shown.city, ...(shown.region ? [shown.region] : [])]),
    country,
  ];
  return {
    locale,
    kind: "store",
    refId: store.id,
    owner: store.id,
    title: shown.name,
    summary: [...lead, ...address].join(locale === "ja" ? " " : ", "),
    // the romanized name where the title is in its own script, and every name its place goes by
    keywords: [...new Set([...(shown === store ? [] : [store.name]), ...places, ...places.map(plain)])],
    // Find a Store's list, narrowed to the store by its name, opened at its entry
    url: `${href.dealers({ country: store.country, q: shown.name })}#store-${store.id}`,
  };
}

export const storeSource: SearchSource = {
  kind: "store",
  owners: async (_db, scope) => scope.stores ?? [],
  async load(db: Db, scope) {
    const touched = scope?.stores?.length ? inArray(dealers.id, [...scope.stores]) : undefined;
    const rows = await db
      .select()
      .from(dealers)
      .where(within(publishedDealer, touched, scope));
    if (!rows.length) return [];
    const entries: SearchEntryInput[] = [];
    for (const t of await everyLanguage(db, scope && { dealer: rows.map((r) => r.id) }))
      for (const row of rows) entries.push(storeEntry(row, t.locale as Locale, t));
    return entries;
  },
};
