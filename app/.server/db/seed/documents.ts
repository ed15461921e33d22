import type { ProductSeed } from "./catalogue";

/** The documents each product has, as the site lists them (seed-spec "docs": href, size, afterfix). */
export type DocumentKind = "owners-manual" | "data-list" | "quick-start";
export type DocumentSeed = {
  kind: DocumentKind;
  href: string;
  afterfix: string;
  title: string;
  revision: string;
  date: string;
};

export const documentLabels: Record<DocumentKind, { afterfix: string; title: string }> = {
  "owners-manual": { afterfix: "OWNER'S MANUAL", title: "Owner's Manual" },
  "data-list": { afterfix: "DATA LIST", title: "Data List" },
  "quick-start": { afterfix: "QUICK START", title: "Quick Start Guide" },
};

/** Products with a sound, style or kit list get a data list; every product has a manual and a quick start. */
export function documentsFor(product: Pick<ProductSeed, "id" | "params">): DocumentSeed[] {
  const hasList = product.params.some(
    (p) => ["sound/voice", "style", "drum kit", "rhythm"].includes(p.label) && p.value !== null,
  );
  const kinds: DocumentKind[] = hasList
    ? ["owners-manual", "data-list", "quick-start"]
    : ["owners-manual", "quick-start"];
  const slug = product.id.toLowerCase();
  return kinds.map((kind) => ({
    kind,
    href: `/docs/noteva-${slug}-${kind}-en-revB.pdf`,
    afterfix: documentLabels[kind].afterfix,
    title: documentLabels[kind].title,
    revision: "B",
    date: "2026-03-01",
  }));
}

/** What the download centre says about each product's instruction video (the file is the product's `video`). */
export const videoSeeds: { productId: string; publishedOn: string; captions: string; seconds: number }[] = [
  { productId: "SPC121", publishedOn: "2025-04-01", captions: "EN", seconds: 15 },
];
