/**
 * The translations editor over every translatable item: each owner lists its items with their
 * English slots (catalogue, news, support), the translations domain keeps and saves the words.
 */

import type { Actor } from "~/.server/changes/pipeline.server";
import { memoPerContentVersion } from "~/.server/content-memo.server";
import type { Db } from "~/.server/db/client";
import type { SearchScope } from "~/.server/search/sources.server";
import {
  editorOf,
  isEntity,
  reportOf,
  saveItemTranslations,
  type TranslatableItem,
  translatableEntities,
} from "~/.server/translations/admin.server";
import { confirmItemTranslation } from "~/.server/translations/confirm.server";
import {
  catalogueTranslatables,
  productIdsInLine,
  productIdsWithParamLabel,
} from "~/features/catalogue/translatable.server";
import { dealerTranslatables } from "~/features/dealers/translatable.server";
import { articleTranslatables } from "~/features/news/translatable.server";
import { firmwareTranslatables } from "~/features/support/translatable.server";
import { NotFound } from "~/lib/forms/refusal";
import type { TranslatableEntity } from "~/lib/translations/slots";
import { supportProducts } from "./support.server";

/** Every item of a kind (one item when `id` is given), with its English slots, from its owner. */
function itemsOf(db: Db, entity: TranslatableEntity, id?: string): Promise<TranslatableItem[]> {
  if (entity === "article") return articleTranslatables(db, id);
  if (entity === "firmware") return firmwareTranslatables(db, supportProducts, id);
  if (entity === "dealer") return dealerTranslatables(db, id);
  return catalogueTranslatables(db, entity, id);
}

/**
 * Per language: the outdated fields (their English changed since), items with such fields first;
 * each kind's items, how many are complete, and those that lack something (most missing first).
 */
export async function translationReport(db: Db, shown = 50) {
  const kinds = await Promise.all(
    translatableEntities.map(async (e) => ({ ...e, items: await itemsOf(db, e.entity) })),
  );
  return reportOf(db, kinds, shown);
}

/** An item with its English slots and each language's values; null when there is no such item. */
export async function translationEditor(db: Db, entity: string, id: string) {
  // an empty id would list every item of the kind; it names none
  if (!isEntity(entity) || !id) return null;
  const [item] = await itemsOf(db, entity, id);
  return item ? editorOf(db, item) : null;
}

/** Where a translation shows in search: the products, articles and stores whose entries it changes. */
async function searchScope(db: Db, entity: TranslatableEntity, id: string): Promise<SearchScope | undefined> {
  if (entity === "product") return { products: [id] };
  if (entity === "firmware") return { products: [id.split("@")[0] ?? ""] };
  if (entity === "article") return { articles: [id] };
  if (entity === "category") return { products: await productIdsInLine(db, id) };
  if (entity === "param-label") return { products: await productIdsWithParamLabel(db, id) };
  if (entity === "dealer") return { stores: [id] };
  return undefined;
}

/**
 * Saves an item's translations (as `translationEditor` found it) in every language from the
 * editor's slot values, as one change ("translate <entity>"), if nobody saved them since `loaded`.
 * Throws EditConflict, with nothing written.
 */
export async function saveTranslations(
  db: Db,
  user: Actor,
  item: TranslatableItem,
  loaded: string,
  values: Record<string, Record<string, string>>,
) {
  const now = await itemNow(db, item);
  await saveItemTranslations(db, user, now, loaded, values, await searchScope(db, item.entity, item.id));
}

/**
 * Confirms that the translation of one slot in one language still says what the English says now
 * ("Still correct"), if nothing changed since `loaded`. Throws EditConflict or Refused.
 */
export async function confirmTranslation(
  db: Db,
  user: Actor,
  item: TranslatableItem,
  loaded: string,
  locale: string,
  key: string,
) {
  await confirmItemTranslation(db, user, await itemNow(db, item), loaded, locale, key);
}

/** The item with its English as it is now (what the digest and the recorded sources are checked against). */
async function itemNow(db: Db, item: TranslatableItem) {
  const [now] = await itemsOf(db, item.entity, item.id);
  if (!now) throw new NotFound(`${item.entity} ${item.id}`);
  return now;
}

/** Per language, how many translated fields are outdated (the dashboard's count), kept per content version. */
export const outdatedTranslationCounts = memoPerContentVersion(async (db: Db) =>
  (await translationReport(db, 0)).map(({ locale, outdated }) => ({ locale, outdated })),
);
