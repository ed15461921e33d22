import { createHash } from "node:crypto";
import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { Db } from "./client";
import { firmwareReleases, productDocs } from "./schema";
import { sizeText } from "./seed/documents";

/** Files editors upload are served from the database under this path (routes/resources/file.ts). */
export const UPLOADED = "/files/";

/**
 * The size text of each document comes from the real file, never from typing: at every start the
 * stored text is compared with the file in the static directory and corrected.
 */
export async function syncDocumentSizes(db: Db, staticDir: string): Promise<{ updated: number; missing: string[] }> {
  const rows = await db
    .select({ id: productDocs.id, href: productDocs.href, size: productDocs.size })
    .from(productDocs);
  const missing: string[] = [];
  let updated = 0;
  for (const row of rows) {
    if (row.href.startsWith(UPLOADED)) continue; // uploads carry their size from the upload
    let bytes: number;
    try {
      bytes = statSync(path.join(staticDir, row.href)).size;
    } catch {
      missing.push(row.href);
      continue;
    }
    const text = sizeText(bytes);
    if (text !== row.size) {
      await db.update(productDocs).set({ size: text }).where(eq(productDocs.id, row.id));
      updated++;
    }
  }
  return { updated, missing };
}

/** Firmware archives: size and SHA-256 checksum come from the files, checked at every start. */
export async function syncFirmwareFiles(db: Db, staticDir: string): Promise<{ updated: number; missing: string[] }> {
  const rows = await db.select().from(firmwareReleases);
  const missing: string[] = [];
  let updated = 0;
  for (const row of rows) {
    if (row.href.startsWith(UPLOADED)) continue;
    let bytes: Buffer;
    try {
      bytes = readFileSync(path.join(staticDir, row.href));
    } catch {
      missing.push(row.href);
      continue;
    }
    const sha256 = createHash("sha256").update(bytes).digest("hex");
    if (row.bytes !== bytes.length || row.sha256 !== sha256) {
      await db.update(firmwareReleases).set({ bytes: bytes.length, sha256 }).where(eq(firmwareReleases.id, row.id));
      updated++;
    }
  }
  return { updated, missing };
}
