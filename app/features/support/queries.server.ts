import { and, asc, desc, eq, isNotNull, isNull, or } from "drizzle-orm";
import { memoPerContentVersion } from "~/.server/content-memo.server";
import type { Db } from "~/.server/db/client";
import { categories, products } from "~/.server/db/schema/catalogue";
import { firmwareReleases, productDocs, productVideos, softwareReleases } from "~/.server/db/schema/support";
import { publishedProduct } from "~/.server/db/visibility";
import { documentLanguage } from "~/features/catalogue/document-groups";
import { formatBytes, formatDuration } from "~/lib/format";
import type { DownloadRow, DownloadType } from "./downloads";

const docType: Record<string, DownloadType> = {
  "OWNER'S MANUAL": "owners-manual",
  "DATA LIST": "data-list",
  "QUICK START": "quick-start",
};

/**
 * Every download the site offers: documents (one row per file, so one per language of a
 * document), firmware archives and instruction videos.
 */
export async function allDownloads(db: Db): Promise<DownloadRow[]> {
  // one after another: inside a change's transaction (search entries) `db` is a single connection
  const docs = await db
    .select({ doc: productDocs, title: products.title, categoryId: products.categoryId })
    .from(productDocs)
    .innerJoin(products, eq(products.id, productDocs.productId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(publishedProduct)
    .orderBy(asc(categories.position), asc(products.title), asc(productDocs.position), asc(productDocs.id));
  const firmware = await db
    .select({ fw: firmwareReleases, title: products.title, categoryId: products.categoryId })
    .from(firmwareReleases)
    .innerJoin(products, eq(products.id, firmwareReleases.productId))
    .where(publishedProduct)
    .orderBy(desc(firmwareReleases.releasedAt));
  // a video whose file is missing has no size (file-sync.server.ts) and is not offered
  const videos = await db
    .select({
      id: products.id,
      title: products.title,
      categoryId: products.categoryId,
      video: products.video,
      meta: productVideos,
    })
    .from(productVideos)
    .innerJoin(products, eq(products.id, productVideos.productId))
    .where(and(publishedProduct, isNotNull(products.video), isNotNull(productVideos.bytes)));
  const rows: DownloadRow[] = [];
  for (const { doc, title, categoryId } of docs) {
    const revision = /-rev([A-Z])\.pdf$/.exec(doc.href)?.[1] ?? "A";
    rows.push({
      // one per listed document: the same file may be listed for two products (a shared manual)
      key: `doc-${doc.id}`,
      title: `${title} ${doc.afterfix.toLowerCase()}`,
      productId: doc.productId,
      productTitle: title,
      categoryId,
      type: docType[doc.afterfix] ?? "owners-manual",
      href: doc.href,
      format: "PDF",
      size: formatBytes(doc.bytes),
      date: "2026-03-01",
      language: documentLanguage(doc.language),
      detail: `${documentLanguage(doc.language).toUpperCase()} · rev ${revision}`,
    });
  }
  for (const { fw, title, categoryId } of firmware) {
    rows.push({
      key: `firmware-${fw.id}`,
      title: `${title} firmware ${fw.version}`,
      productId: fw.productId,
      productTitle: title,
      categoryId,
      type: "firmware",
      href: fw.href,
      format: "ZIP",
      size: formatBytes(fw.bytes),
      date: fw.releasedAt.toISOString().slice(0, 10),
      detail: `v${fw.version} · SHA-256 ${fw.sha256.slice(0, 12)}…`,
    });
  }
  for (const { meta, ...v } of videos) {
    if (!v.video) continue;
    rows.push({
      key: `video-${v.id}`,
      title: `${v.title} overview video`,
      productId: v.id,
      productTitle: v.title,
      categoryId: v.categoryId,
      type: "video",
      href: v.video,
      format: "MP4",
      size: formatBytes(meta.bytes),
      date: meta.publishedOn,
      detail: `${meta.captions} captions · ${formatDuration(meta.seconds)}`,
    });
  }
  return rows;
}

/** Every download, kept per content version (the download centre, manuals and videos pages). */
export const allDownloadsMemo = memoPerContentVersion((db: Db) => allDownloads(db));

/** A product's firmware history, newest first, for its firmware page. */
export async function firmwareFor(db: Db, productId: string) {
  const [row] = await db
    .select({ id: products.id, title: products.title, pic: products.pic, params: products.params })
    .from(products)
    .where(and(eq(products.id, productId), publishedProduct));
  if (!row) return null;
  const { params, ...rest } = row;
  const usb = params.find((p) => p.label === "USB")?.value;
  const product = { ...rest, usbToDevice: JSON.stringify(usb ?? "").includes("USB to Device") };
  const releases = await db
    .select()
    .from(firmwareReleases)
    .where(eq(firmwareReleases.productId, productId))
    .orderBy(desc(firmwareReleases.releasedAt));
  return { product, releases };
}

/** Products that have firmware, with their newest version. */
export async function productsWithFirmware(db: Db) {
  const rows = await db
    .select({
      id: products.id,
      title: products.title,
      pic: products.pic,
      version: firmwareReleases.version,
      releasedAt: firmwareReleases.releasedAt,
    })
    .from(firmwareReleases)
    .innerJoin(products, eq(products.id, firmwareReleases.productId))
    .where(publishedProduct)
    .orderBy(asc(products.title), desc(firmwareReleases.releasedAt));
  // newest release first per product: keep the first row of each
  return [...new Map(rows.map((r) => [r.id, r] as const)).values()].map((r) => rows.find((x) => x.id === r.id) ?? r);
}

/** Apps and drivers, newest first, with the instrument each is for (none: every instrument). */
export function softwareList(db: Db) {
  return (
    db
      .select({
        id: softwareReleases.id,
        title: softwareReleases.title,
        version: softwareReleases.version,
        platform: softwareReleases.platform,
        notes: softwareReleases.notes,
        releasedAt: softwareReleases.releasedAt,
        href: softwareReleases.href,
        bytes: softwareReleases.bytes,
        sha256: softwareReleases.sha256,
        productId: softwareReleases.productId,
        productTitle: products.title,
      })
      .from(softwareReleases)
      .leftJoin(products, eq(products.id, softwareReleases.productId))
      // software for an instrument that is still a draft stays hidden with it
      .where(or(isNull(softwareReleases.productId), publishedProduct))
      .orderBy(asc(softwareReleases.title), desc(softwareReleases.releasedAt))
  );
}

/** A product's firmware page data, kept per content version; an id that names none is not kept. */
export const firmwareForMemo = memoPerContentVersion((db: Db, productId: string) => firmwareFor(db, productId), {
  maxEntries: 100,
  keep: (found) => found !== null,
});

/** Products with firmware, and apps and drivers, kept per content version (software page). */
export const productsWithFirmwareMemo = memoPerContentVersion((db: Db) => productsWithFirmware(db));
export const softwareListMemo = memoPerContentVersion(async (db: Db) => softwareList(db));
