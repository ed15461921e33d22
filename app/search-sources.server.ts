/**
 * Everything search covers, one source per content type, each kept beside its owner. Composed here,
 * above every feature, and handed to the index at start-up (boot.server.ts) and by the tests'
 * database helper: the index and the change pipeline sit below the owners and never import them.
 */

import type { SearchSource } from "~/.server/search/sources.server";
import { manualSource } from "~/compose/manual-search.server";
import { companyPageSource, servicePageSource } from "~/compose/service-pages-search.server";
import { supportProducts } from "~/compose/support.server";
import { productCodes } from "~/features/catalogue/lookups.server";
import { productSource } from "~/features/catalogue/search-source.server";
import { storeSource } from "~/features/dealers/search-source.server";
import { articleSource } from "~/features/news/search-source.server";
import { documentSource } from "~/features/support/search-source.server";

export const searchSources: readonly SearchSource[] = [
  productSource,
  documentSource(supportProducts),
  manualSource,
  articleSource("news", productCodes),
  articleSource("update", productCodes),
  servicePageSource,
  storeSource,
  companyPageSource,
];
