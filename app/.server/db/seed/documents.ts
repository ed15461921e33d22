import type { Locale } from "~/lib/i18n/locales";
import { DOCUMENT_REVISION, documentsDate } from "../../../lib/documents/edition.ts";
import * as href from "../../../lib/href.ts";
import type { ProductSeed } from "./catalogue";
import { firmwareSeeds } from "./firmware.ts";

/** The documents each product has, as the site lists them (seed-spec "docs": href, size, afterfix). */
export type DocumentKind = "owners-manual" | "data-list" | "quick-start";
export type DocumentSeed = {
  kind: DocumentKind;
  href: string;
  afterfix: string;
  title: string;
  revision: string;
  date: string;
  /** The document's language (`product_doc.language`). */
  language: Locale;
};

export const documentLabels: Record<DocumentKind, { afterfix: string; title: string }> = {
  "owners-manual": { afterfix: "OWNER'S MANUAL", title: "Owner's Manual" },
  "data-list": { afterfix: "DATA LIST", title: "Data List" },
  "quick-start": { afterfix: "QUICK START", title: "Quick Start Guide" },
};

/** Each document's title in its own language, as its cover and metadata name it. */
export const documentTitles: Record<Locale, Record<DocumentKind, string>> = {
  en: {
    "owners-manual": documentLabels["owners-manual"].title,
    "data-list": documentLabels["data-list"].title,
    "quick-start": documentLabels["quick-start"].title,
  },
  de: { "owners-manual": "Bedienungsanleitung", "data-list": "Datenliste", "quick-start": "Kurzanleitung" },
  ja: { "owners-manual": "取扱説明書", "data-list": "データリスト", "quick-start": "クイックスタートガイド" },
};

/** The languages besides English that every document comes in. */
export const translatedDocumentLocales = ["de", "ja"] as const satisfies readonly Locale[];

/**
 * A product's documents in one language: an owner's manual, a data list for products with a
 * sound, style or kit list, and a quick start; revision B, dated by their newest content (the
 * release whose functions they describe: lib/documents/edition.ts).
 */
export function documentsFor(product: Pick<ProductSeed, "id" | "params">, locale: Locale = "en"): DocumentSeed[] {
  const hasList = product.params.some(
    (p) => ["sound/voice", "style", "drum kit", "rhythm"].includes(p.label) && p.value !== null,
  );
  const kinds: DocumentKind[] = hasList
    ? ["owners-manual", "data-list", "quick-start"]
    : ["owners-manual", "quick-start"];
  const slug = product.id.toLowerCase();
  const date = documentsDate(
    product.id,
    firmwareSeeds.filter(([id]) => id === product.id).map(([, version, day]) => ({ version, date: day })),
  );
  return kinds.map((kind) => ({
    kind,
    href: href.document(`noteva-${slug}-${kind}-${locale}-rev${DOCUMENT_REVISION}.pdf`),
    afterfix: documentLabels[kind].afterfix,
    title: documentTitles[locale][kind],
    revision: DOCUMENT_REVISION,
    date,
    language: locale,
  }));
}

/** What the download centre says about each product's instruction video (the file is the product's `video`). */
export const videoSeeds: { productId: string; publishedOn: string; captions: string; seconds: number }[] = [
  { productId: "SPC121", publishedOn: "2025-04-01", captions: "EN, DE, JA", seconds: 15 },
];
