import { and, asc, desc, eq, inArray, isNotNull } from "drizzle-orm";
import { derivedOnce, memoPerContentVersion } from "~/.server/content-memo.server";
import type { Db } from "~/.server/db/client";
import { firmwareReleases, productDocs, productVideos, softwareReleases, uploads } from "~/.server/db/schema/support";
import { documentLanguage } from "~/lib/documents/document-groups";
import { documentsDate } from "~/lib/documents/edition";
import { formatBytes, formatDuration, formatsFor } from "~/lib/format";
import { isUploadedFile } from "~/lib/href";
import type { Locale } from "~/lib/i18n/locales";
import { updateHowOf } from "~/lib/support/firmware-steps";
import { rowIn } from "./download-details";
import { downloadText } from "./download-text.server";
import type { DownloadRow, DownloadType } from "./downloads";
import type { SupportProducts } from "./products";

/** The rows are written in English; a page in another language rewrites their details (`rowIn`). */
const english = formatsFor("en");

const docType: Record<string, DownloadType> = {
  "OWNER'S MANUAL": "owners-manual",
  "DATA LIST": "data-list",
  "QUICK START": "quick-start",
};

/**
 * Every download the site offers (or those of the products `ids`): documents (one row per file,
 * so one per language of a document), firmware archives and instruction videos.
 */
export async function allDownloads(db: Db, products: SupportProducts, ids?: readonly string[]): Promise<DownloadRow[]> {
  // one after another: inside a change's transaction (search entries) `db` is a single connection
  const published = await products.inRange(db, ids);
  const product = new Map(published.map((p, place) => [p.id, { ...p, place }]));
  // in the range's order (line, title), then each product's own order
  const docs = (
    await db
      .select()
      .from(productDocs)
      .where(ids && inArray(productDocs.productId, [...ids]))
      .orderBy(asc(productDocs.position), asc(productDocs.id))
  )
    .flatMap((doc) => {
      const p = product.get(doc.productId);
      return p ? [{ doc, title: p.title, gender: p.gender, categoryId: p.categoryId, place: p.place }] : [];
    })
    .sort((a, b) => a.place - b.place);
  const firmware = (
    await db
      .select()
      .from(firmwareReleases)
      .where(ids && inArray(firmwareReleases.productId, [...ids]))
      .orderBy(desc(firmwareReleases.releasedAt))
  ).flatMap((fw) => {
    const p = product.get(fw.productId);
    return p ? [{ fw, title: p.title, gender: p.gender, categoryId: p.categoryId }] : [];
  });
  // a video whose file is missing has no size (file-sync.server.ts) and is not offered
  const videos = (
    await db
      .select()
      .from(productVideos)
      .where(and(isNotNull(productVideos.bytes), ids && inArray(productVideos.productId, [...ids])))
  ).flatMap((meta) => {
    const p = product.get(meta.productId);
    return p?.video
      ? [{ id: p.id, title: p.title, gender: p.gender, categoryId: p.categoryId, video: p.video, meta }]
      : [];
  });
  const dated = await documentDays(
    db,
    docs.map((d) => d.doc),
    firmware.map(({ fw }) => fw),
  );
  const rows: DownloadRow[] = [];
  for (const { doc, title, gender, categoryId } of docs) {
    const revision = /-rev([A-Z])\.pdf$/.exec(doc.href)?.[1] ?? "A";
    rows.push({
      // one per listed document: the same file may be listed for two products (a shared manual)
      key: `doc-${doc.id}`,
      title: `${title} ${doc.afterfix.toLowerCase()}`,
      productId: doc.productId,
      productTitle: title,
      gender,
      categoryId,
      type: docType[doc.afterfix] ?? "owners-manual",
      href: doc.href,
      format: "PDF",
      size: formatBytes(doc.bytes),
      date: dated(doc),
      language: documentLanguage(doc.language),
      // the language is the row's own (`language`): each page names it in its words
      detail: `rev ${revision}`,
      bytes: doc.bytes,
      revision,
    });
  }
  for (const { fw, title, gender, categoryId } of firmware) {
    rows.push({
      key: `firmware-${fw.id}`,
      title: `${title} firmware ${fw.version}`,
      productId: fw.productId,
      productTitle: title,
      gender,
      categoryId,
      type: "firmware",
      href: fw.href,
      format: "ZIP",
      size: formatBytes(fw.bytes),
      date: fw.releasedAt.toISOString().slice(0, 10),
      detail: english.facts([english.version(fw.version), `SHA-256 ${fw.sha256.slice(0, 12)}…`]),
      bytes: fw.bytes,
      version: fw.version,
      checksum: `SHA-256 ${fw.sha256.slice(0, 12)}…`,
    });
  }
  for (const { meta, ...v } of videos) {
    if (!v.video) continue;
    rows.push({
      key: `video-${v.id}`,
      title: `${v.title} overview video`,
      productId: v.id,
      productTitle: v.title,
      gender: v.gender,
      categoryId: v.categoryId,
      type: "video",
      href: v.video,
      format: "MP4",
      size: formatBytes(meta.bytes),
      date: meta.publishedOn,
      detail: english.facts([`${meta.captions} captions`, formatDuration(meta.seconds)]),
      bytes: meta.bytes,
      captions: meta.captions,
      seconds: meta.seconds,
    });
  }
  return rows;
}

type ReleaseRow = { productId: string; version: string; releasedAt: Date };

/**
 * The day each document carries: a document the build generates (/docs/…) is dated as its model's
 * documents are, by the newest release whose functions they describe (lib/documents/edition.ts: the
 * day on its cover); a file an editor uploaded by the day it was uploaded.
 */
async function documentDays(
  db: Db,
  docs: readonly { productId: string; href: string }[],
  releases: readonly ReleaseRow[],
): Promise<(doc: { productId: string; href: string }) => string> {
  const shas = [...new Set(docs.filter((d) => isUploadedFile(d.href)).map((d) => d.href.split("/")[2] ?? ""))];
  const uploaded = new Map(
    shas.length
      ? (
          await db
            .select({ sha256: uploads.sha256, createdAt: uploads.createdAt })
            .from(uploads)
            .where(inArray(uploads.sha256, shas))
        ).map((u) => [u.sha256, u.createdAt.toISOString().slice(0, 10)])
      : [],
  );
  const byModel = new Map<string, string>();
  const modelDay = (productId: string) => {
    const known = byModel.get(productId);
    if (known) return known;
    const day = documentsDate(
      productId,
      releases
        .filter((r) => r.productId === productId)
        .map((r) => ({ version: r.version, date: r.releasedAt.toISOString() })),
    );
    byModel.set(productId, day);
    return day;
  };
  return (doc) =>
    (isUploadedFile(doc.href) ? uploaded.get(doc.href.split("/")[2] ?? "") : undefined) ?? modelDay(doc.productId);
}

/**
 * The day a product's generated documents carry (its HTML manual names it beside the PDF's revision),
 * from its stored releases: lib/documents/edition.ts.
 */
export async function productDocumentsDate(db: Db, productId: string): Promise<string> {
  const releases = await db
    .select({ version: firmwareReleases.version, releasedAt: firmwareReleases.releasedAt })
    .from(firmwareReleases)
    .where(eq(firmwareReleases.productId, productId));
  return documentsDate(
    productId,
    releases.map((r) => ({ version: r.version, date: r.releasedAt.toISOString() })),
  );
}

/** A product's firmware history, newest first, for its firmware page. */
export async function firmwareFor(db: Db, products: SupportProducts, productId: string) {
  const row = await products.byId(db, productId);
  if (!row) return null;
  const { params, ...rest } = row;
  // the route its steps and troubleshooting both follow: a USB flash drive, or a computer
  const product = { ...rest, updateHow: updateHowOf(params, rest.kit) };
  const releases = await db
    .select()
    .from(firmwareReleases)
    .where(eq(firmwareReleases.productId, productId))
    .orderBy(desc(firmwareReleases.releasedAt));
  return { product, releases };
}

/** Products that have firmware, by title, with their newest version. */
export async function productsWithFirmware(db: Db, products: SupportProducts) {
  const product = new Map((await products.inRange(db)).map((p) => [p.id, p]));
  const newest = new Map<string, { id: string; title: string; pic: string; version: string; releasedAt: Date }>();
  for (const fw of await db.select().from(firmwareReleases).orderBy(desc(firmwareReleases.releasedAt))) {
    const p = product.get(fw.productId);
    if (p && !newest.has(p.id))
      newest.set(p.id, { id: p.id, title: p.title, pic: p.pic, version: fw.version, releasedAt: fw.releasedAt });
  }
  return [...newest.values()].sort((a, b) => (product.get(a.id)?.byTitle ?? 0) - (product.get(b.id)?.byTitle ?? 0));
}

/** Apps and drivers, newest first, with the instrument each is for (none: every instrument). */
export async function softwareList(db: Db, products: SupportProducts) {
  const title = new Map((await products.inRange(db)).map((p) => [p.id, p.title]));
  const rows = await db
    .select()
    .from(softwareReleases)
    .orderBy(asc(softwareReleases.title), desc(softwareReleases.releasedAt));
  // software for an instrument that is still a draft stays hidden with it
  return rows.flatMap(({ id, title: name, version, platform, notes, releasedAt, href, bytes, sha256, productId }) =>
    productId === null || title.has(productId)
      ? [
          {
            id,
            title: name,
            version,
            platform,
            notes,
            releasedAt,
            href,
            bytes,
            sha256,
            productId,
            productTitle: productId === null ? null : (title.get(productId) ?? null),
          },
        ]
      : [],
  );
}

/**
 * The support pages' data on the catalogue's products, kept per content version: made once, by the
 * app's composition (app/compose/support.server.ts), with the products it hands in.
 */
export function supportPages(products: SupportProducts) {
  /** Every download (the download centre, manuals and videos pages). */
  const allDownloadsMemo = memoPerContentVersion((db: Db) => allDownloads(db, products));
  return {
    allDownloadsMemo,
    /** Every download with its details, sizes and dates in the page's language, made once per language and version. */
    async downloadsIn(db: Db, locale: Locale): Promise<DownloadRow[]> {
      const rows = await allDownloadsMemo(db);
      return derivedOnce(rows, `in:${locale}`, (all) => all.map((row) => rowIn(row, locale, downloadText[locale])));
    },
    /** A product's firmware page data; an id that names none is not kept. */
    firmwareForMemo: memoPerContentVersion((db: Db, productId: string) => firmwareFor(db, products, productId), {
      maxEntries: 100,
      keep: (found) => found !== null,
    }),
    /** Products with firmware, and apps and drivers (software page). */
    productsWithFirmwareMemo: memoPerContentVersion((db: Db) => productsWithFirmware(db, products)),
    softwareListMemo: memoPerContentVersion(async (db: Db) => softwareList(db, products)),
  };
}

/** What a product's document lists show of each document. */
export const documentFields = {
  href: productDocs.href,
  bytes: productDocs.bytes,
  afterfix: productDocs.afterfix,
  language: productDocs.language,
};

/** A product's documents (in its own order) and its newest firmware, for the product's pages. */
export async function productDownloads(db: Db, productId: string) {
  const docs = await db
    .select(documentFields)
    .from(productDocs)
    .where(eq(productDocs.productId, productId))
    .orderBy(asc(productDocs.position), asc(productDocs.id));
  const [firmware] = await db
    .select({ version: firmwareReleases.version })
    .from(firmwareReleases)
    .where(eq(firmwareReleases.productId, productId))
    .orderBy(desc(firmwareReleases.releasedAt))
    .limit(1);
  return { docs, firmware: firmware ?? null };
}

/** A product's downloads, kept per content version. */
export const productDownloadsMemo = memoPerContentVersion(
  (db: Db, productId: string) => productDownloads(db, productId),
  {
    maxEntries: 200,
  },
);
