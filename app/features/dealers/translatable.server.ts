/**
 * Stores as translatable items: those whose country writes its own script in a site language
 * (Japanese stores, in Japanese), with their romanized name and address as the English slots.
 */
import { asc, eq, inArray } from "drizzle-orm";
import type { Db } from "~/.server/db/client";
import { dealers } from "~/.server/db/schema/dealers";
import type { TranslatableItem } from "~/.server/translations/admin.server";
import * as href from "~/lib/href";
import { nativeLocaleOf, nativeScriptCountries } from "./address.server";

/** Every such store (one when `id` is given), by country, city and name, with its romanized slots. */
export async function dealerTranslatables(db: Db, id?: string): Promise<TranslatableItem[]> {
  const rows = await db
    .select()
    .from(dealers)
    .where(id ? eq(dealers.id, id) : inArray(dealers.country, [...nativeScriptCountries]))
    .orderBy(asc(dealers.country), asc(dealers.city), asc(dealers.name));
  return rows.flatMap((d) => {
    const locale = nativeLocaleOf(d.country);
    if (!locale || locale === "en") return [];
    return [
      {
        entity: "dealer" as const,
        id: d.id,
        name: d.name,
        page: href.dealers({ country: d.country }),
        locales: [locale],
        slots: [
          { key: "name", english: d.name, kind: "line" as const, label: "Name" },
          { key: "street", english: d.street, kind: "line" as const, label: "Street and number" },
          { key: "city", english: d.city, kind: "line" as const, label: "City (and ward)" },
          ...(d.region
            ? [{ key: "region", english: d.region, kind: "line" as const, label: "Region (prefecture)" }]
            : []),
        ],
      },
    ];
  });
}
