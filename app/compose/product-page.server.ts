/** A product's page: the catalogue's words for it, with support's documents and newest firmware. */
import type { Db } from "~/.server/db/client";
import { catalogueProductIn } from "~/features/catalogue/localized.server";
import { productDownloadsMemo } from "~/features/support/queries.server";
import type { Locale } from "~/lib/i18n/locales";

/** A published product's page data in the language; throws a 404 response when there is none. */
export async function productIn(db: Db, id: string, locale: Locale) {
  const found = await catalogueProductIn(db, id, locale);
  return { ...found, ...(await productDownloadsMemo(db, id)) };
}
