/**
 * A product's documents by kind: an owner's manual in English, German and Japanese is one entry
 * of three files. The product page, the HTML manual and the admin's list show them so, and the
 * admin moves a kind with all its languages.
 */
import { isLocale, type Locale, locales } from "~/lib/i18n/locales";

/** A document as a product page lists it: where it downloads, its size, its kind and language. */
export type ProductDocument = { href: string; bytes: number | null; afterfix: string; language: string };

/** A document's language (`product_doc.language`); a value no page speaks reads as English. */
export const documentLanguage = (value: string): Locale => (isLocale(value) ? value : "en");

export type DocumentGroup<T> = { afterfix: string; files: (T & { language: Locale })[] };

/**
 * The documents by kind (their label, "OWNER'S MANUAL"), the kinds in the order of their first
 * document, each kind's files with `first`'s language first, then in the site's language order
 * (files of one language keep their order).
 */
export function groupByKind<T extends { afterfix: string; language: string }>(
  docs: readonly T[],
  first: Locale = "en",
): DocumentGroup<T>[] {
  const groups = new Map<string, (T & { language: Locale })[]>();
  for (const doc of docs) {
    const files = groups.get(doc.afterfix) ?? [];
    groups.set(doc.afterfix, files);
    files.push({ ...doc, language: documentLanguage(doc.language) });
  }
  const rank = (l: Locale) => (l === first ? -1 : locales.indexOf(l));
  return [...groups].map(([afterfix, files]) => ({
    afterfix,
    // a stable sort: two files of one language keep the list's order
    files: [...files].sort((a, b) => rank(a.language) - rank(b.language)),
  }));
}
