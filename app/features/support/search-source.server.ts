/** Support's entries in search: each product's documents and current firmware. */

import type { SearchEntryInput, SearchSource } from "~/.server/search/sources.server";
import { everyLanguage } from "~/.server/translations/queries.server";
import { formatsFor } from "~/lib/format";
import * as href from "~/lib/href";
import { fill } from "~/lib/i18n/frame";
import { selectGender } from "~/lib/i18n/gender";
import { type Locale, languageNameIn } from "~/lib/i18n/locales";
import { hasTranslation } from "~/lib/translations/overlay";
import { rowIn } from "./download-details";
import { downloadText } from "./download-text.server";
import type { SupportProducts } from "./products";
import { allDownloads } from "./queries.server";
import { supportText } from "./text.server";

/** What a document is called in each language, for the index (the pages name them in their own words). */
const DOCUMENT_WORDS: Record<Locale, { types: Record<string, string>; firmware: string }> = {
  en: { types: {}, firmware: "Firmware update for the {product}: version history, changes and installation." },
  de: {
    types: {
      "owners-manual": "Bedienungsanleitung",
      "quick-start": "Kurzanleitung",
      "data-list": "Datenliste",
      firmware: "Firmware",
      software: "Software",
      video: "Produktvideo",
    },
    firmware:
      "Firmware-Update für {gender, select, n {das} f {die} m {den}} {product}: Versionsverlauf, Änderungen und Installation.",
  },
  ja: {
    types: {
      "owners-manual": "取扱説明書",
      "quick-start": "クイックスタートガイド",
      "data-list": "データリスト",
      firmware: "ファームウェアアップデート",
      software: "ソフトウェア",
      video: "製品動画",
    },
    firmware: "{product}のファームウェアアップデート：バージョン履歴、変更内容、アップデート手順。",
  },
};

/** Each product's documents and current firmware, in the languages they are written in. */
export const documentSource = (products: SupportProducts): SearchSource => ({
  kind: "document",
  owners: async (_db, scope) => scope.products ?? [],
  async load(db, scope) {
    if (scope && !scope.products?.length) return [];
    const touched = scope?.products ? new Set(scope.products) : null;
    const codes = await products.codes(db, scope?.products);
    const seenFirmware = new Set<string>();
    const entries: SearchEntryInput[] = [];
    const languages = await everyLanguage(db, scope && { product: scope.products });
    const rows = await allDownloads(db, products, scope?.products);
    // a document is found in its own language; where a language has none of it, the English one stands in
    const sameDocument = (row: { productId: string; type: string; title: string }) =>
      `${row.productId}\u0000${row.type}\u0000${row.title}`;
    const document = (row: (typeof rows)[number], language: string) => `${sameDocument(row)}\u0000${language}`;
    const documents = new Set(rows.flatMap((row) => (row.language ? [document(row, row.language)] : [])));
    const inLanguage = (row: (typeof rows)[number], locale: Locale) =>
      !row.language || row.language === locale || (row.language === "en" && !documents.has(document(row, locale)));
    // a translated document is entered under its English original's id, so the search's stand-in
    // for untranslated content (an English entry whose id has none in the page's language) never
    // lists the English original beside it
    const originals = new Map(
      rows.filter((row) => !row.language || row.language === "en").map((row) => [sameDocument(row), row.key]),
    );
    const taken = new Set<string>();
    // (a second copy in one language, an upload of the same title, keeps its own id)
    const refOf = (row: (typeof rows)[number], locale: Locale) => {
      const original = row.language && row.language !== "en" ? originals.get(sameDocument(row)) : undefined;
      const ref = original && !taken.has(`${locale}\u0000${original}`) ? original : row.key;
      taken.add(`${locale}\u0000${ref}`);
      return ref;
    };
    // newest firmware first, so the first one per product is the current release
    for (const row of rows) {
      if (touched && !touched.has(row.productId)) continue;
      if (row.type === "firmware") {
        if (seenFirmware.has(row.productId)) continue;
        seenFirmware.add(row.productId);
      }
      const product = codes.get(row.productId);
      const firmware = row.type === "firmware";
      for (const t of languages) {
        const locale = t.locale as Locale;
        // an untranslated product's documents are found through its English entries, but a
        // document written in this language is this language's own
        if (!hasTranslation(t, "product", row.productId) && row.language !== locale) continue;
        if (!inLanguage(row, locale)) continue;
        const words = DOCUMENT_WORDS[locale];
        // its size and details as the language writes them
        const shown = rowIn(row, locale, downloadText[locale]);
        const format = formatsFor(locale);
        entries.push({
          locale,
          kind: "document",
          refId: refOf(row, locale),
          owner: row.productId,
          title: locale === "en" ? row.title : format.named(row.productTitle, words.types[row.type] ?? row.title),
          // "PDF · 1.2 MB · English · rev B", 「PDF・1.2MB・英語・改訂B版」: the document's language named in the page's
          summary: format.facts([
            row.format,
            shown.size,
            row.language ? languageNameIn(row.language, locale) : "",
            shown.detail,
          ]),
          body: firmware ? firmwareBody(locale, row.productTitle, selectGender(words.firmware, row.gender)) : "",
          keywords: product?.keywords,
          codes: product?.codes,
          url: firmware ? href.supportFirmware(row.productId) : row.type === "video" ? href.supportVideos() : row.href,
          boost: 1,
          publishedAt: new Date(`${row.date}T00:00:00Z`),
        });
      }
    }
    return entries;
  },
});

/**
 * A firmware page's entry: what it is, and the sentences the page itself shows about every release
 * (the models and serial numbers it fits, whom to ask with the serial number), so a search for
 * シリアル番号 or Seriennummer finds each model's firmware page, as the page reads.
 */
function firmwareBody(locale: Locale, product: string, about: string): string {
  const t = supportText[locale].firmware;
  return [
    fill(about, { product }),
    fill(t.description, { product }),
    formatsFor(locale).labelled(t.fits, fill(t.fitsValue, { product })),
    fill(t.stillStuck, { contact: t.contact }),
  ].join("\n");
}
