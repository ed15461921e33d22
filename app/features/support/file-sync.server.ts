/**
 * What the download centre says about the build's files, read from the files at start-up
 * (app/boot.server.ts) and kept in the database: document and video sizes, firmware sizes and
 * checksums. Pages read them from there and never touch a file.
 */
import { createHash } from "node:crypto";
import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { Db } from "~/.server/db/client";
import { firmwareReleases, productDocs, productVideos } from "~/.server/db/schema/support";
import { fingerprint, storedFingerprint, storeFingerprint } from "~/.server/db/sync-state.server";
import { isUploadedFile } from "~/lib/href";
import type { SupportProducts } from "./products";

/** A file's size in the static directory; null when it is missing. */
function sizeOf(staticDir: string, href: string): number | null {
  try {
    return statSync(path.join(staticDir, href)).size;
  } catch {
    return null;
  }
}

/**
 * The size of each document and instruction video comes from the real file, never from typing: at
 * every start the stored size is compared with the file in the static directory and corrected, so
 * pages read it from the database and never stat a file. A missing video loses its size, which
 * keeps it off the download centre.
 */
export async function syncDocumentSizes(
  db: Db,
  products: SupportProducts,
  staticDir: string,
): Promise<{ updated: number; missing: string[] }> {
  const [docs, videoRows, videoFiles] = await Promise.all([
    db.select({ id: productDocs.id, href: productDocs.href, bytes: productDocs.bytes }).from(productDocs),
    db.select({ productId: productVideos.productId, bytes: productVideos.bytes }).from(productVideos),
    products.videoFiles(db),
  ]);
  const videos = videoRows.flatMap((v) =>
    videoFiles.has(v.productId) ? [{ ...v, href: videoFiles.get(v.productId) ?? null }] : [],
  );
  const missing: string[] = [];
  let updated = 0;
  for (const row of docs) {
    if (isUploadedFile(row.href)) continue; // uploads carry their size from the upload
    const bytes = sizeOf(staticDir, row.href);
    if (bytes === null) missing.push(row.href);
    else if (bytes !== row.bytes) {
      await db.update(productDocs).set({ bytes }).where(eq(productDocs.id, row.id));
      updated++;
    }
  }
  for (const row of videos) {
    const bytes = row.href ? sizeOf(staticDir, row.href) : null;
    if (row.href && bytes === null) missing.push(row.href);
    if (bytes !== row.bytes) {
      await db.update(productVideos).set({ bytes }).where(eq(productVideos.productId, row.productId));
      updated++;
    }
  }
  return { updated, missing };
}

/** Whether a document of the catalogue is at this address (a build's PDF, not an upload). */
export async function isListedDocument(db: Db, href: string): Promise<boolean> {
  const [row] = await db.select({ id: productDocs.id }).from(productDocs).where(eq(productDocs.href, href)).limit(1);
  return row !== undefined;
}

/** The `sync_state` entry of the firmware check. */
export const FIRMWARE_FILES = "firmware-files";

/**
 * Firmware archives: size and SHA-256 checksum come from the files. Hashing reads every archive,
 * so it runs only when a file (size, modification time) or a release row changed since the last
 * check (`sync_state`); a restart with the same build and data reads none of them.
 */
export async function syncFirmwareFiles(db: Db, staticDir: string): Promise<{ updated: number; missing: string[] }> {
  const rows = await db.select().from(firmwareReleases).orderBy(firmwareReleases.id);
  const missing: string[] = [];
  const files: { row: (typeof rows)[number]; file: string; size: number; mtimeMs: number }[] = [];
  for (const row of rows) {
    if (isUploadedFile(row.href)) continue;
    const file = path.join(staticDir, row.href);
    try {
      const { size, mtimeMs } = statSync(file);
      files.push({ row, file, size, mtimeMs });
    } catch {
      missing.push(row.href);
    }
  }
  const state = () =>
    fingerprint({
      staticDir,
      missing,
      files: files.map(({ row, size, mtimeMs }) => [row.id, row.href, row.bytes, row.sha256, size, mtimeMs]),
    });
  if ((await storedFingerprint(db, FIRMWARE_FILES)) === state()) return { updated: 0, missing };
  let updated = 0;
  for (const entry of files) {
    let bytes: Buffer;
    try {
      bytes = readFileSync(entry.file);
    } catch {
      missing.push(entry.row.href);
      continue;
    }
    const sha256 = createHash("sha256").update(bytes).digest("hex");
    if (entry.row.bytes !== bytes.length || entry.row.sha256 !== sha256) {
      await db
        .update(firmwareReleases)
        .set({ bytes: bytes.length, sha256 })
        .where(eq(firmwareReleases.id, entry.row.id));
      entry.row = { ...entry.row, bytes: bytes.length, sha256 };
      updated++;
    }
  }
  await storeFingerprint(db, FIRMWARE_FILES, state());
  return { updated, missing };
}
