/**
 * Support's view of the catalogue (`SupportProducts`: its products as support names them) and the
 * support pages' data made with it, once for the app: routes, the sitemap, start-up and the search
 * index use these.
 */

import { memoPerContentVersion } from "~/.server/content-memo.server";
import type { Db } from "~/.server/db/client";
import {
  productChoices,
  productCodes,
  productMidiCodes,
  productVideoFiles,
  publishedMidiModels,
  publishedProductById,
  publishedProductsInRange,
} from "~/features/catalogue/lookups.server";
import { changesIn } from "~/features/news/localized.server";
import { checkerModels } from "~/features/support/checker.server";
import type { SupportProducts } from "~/features/support/products";
import { supportPages } from "~/features/support/queries.server";
import type { Locale } from "~/lib/i18n/locales";

export const supportProducts: SupportProducts = {
  choices: productChoices,
  inRange: publishedProductsInRange,
  byId: publishedProductById,
  codes: productCodes,
  midiCodes: productMidiCodes,
  videoFiles: productVideoFiles,
};

export const { allDownloadsMemo, downloadsIn, firmwareForMemo, productsWithFirmwareMemo, softwareListMemo } =
  supportPages(supportProducts);

/** The instrument checker's models: the catalogue's that answer over MIDI, with support's data and news' notes in `locale`. */
export async function checkerModelsIn(db: Db, locale: Locale) {
  return checkerModels(db, await publishedMidiModels(db), locale, changesIn);
}

/** The checker's models per language, kept per content version (every uncached render of the page needs them). */
export const checkerModelsMemo = memoPerContentVersion(checkerModelsIn, { maxEntries: 3 });
