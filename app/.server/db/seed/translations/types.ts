/**
 * The shape of the seed content's German and Japanese translations. Each language's files mirror
 * the English seeds (`../catalogue.ts`, `../products.ts`, `../articles.ts`), keyed by the English
 * ids; model codes, ids, picture keys and links stay as they are.
 */
import type { ArticleBlock, ParamValue } from "~/lib/content-model";

export type CatalogueTranslation = {
  /** Product lines, by id: the menu name and the page's headline. */
  categories: Record<string, { name: string; title: string }>;
  /** Product groups (series), by id. */
  groups: Record<string, { label: string; desc: string }>;
  /** Specification labels, by the English label ("keyboard", "max polyphony", ...). */
  paramLabels: Record<string, string>;
  /** Products, by id. */
  products: Record<string, ProductTranslation>;
};

export type ProductTranslation = {
  desc: string;
  sellingPoints: [string, string, string];
  /** The fourth selling point, where the English product has one. */
  sp4?: string;
  /** The same items, in the same order, as the English sticky list. */
  sticky: { title: string; desc: string }[];
  /**
   * The specification values, by English label, where the value has words or a locale's own
   * number format ("Yes", "4 types", "11.8 kg" → "11,8 kg"); labels left out keep the English value.
   */
  params: Record<string, ParamValue>;
};

export type ArticleTranslation = {
  title: string;
  summary: string;
  /** The same blocks, of the same types and in the same order; pictures and link targets unchanged. */
  body: ArticleBlock[];
};

export type NewsTranslation = {
  /** News and update articles, by id. */
  articles: Record<string, ArticleTranslation>;
  /** Firmware release notes, by "PRODUCTID@version": the same number of lines as the English. */
  firmware: Record<string, string[]>;
};

/** A store's name and address in its country's own script, by the store's id (Japanese stores in Japanese). */
export type DealerTranslation = { name: string; street: string; city: string; region?: string };
