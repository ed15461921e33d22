import { createHash } from "node:crypto";
import { cpSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/.server/db/client";
import { products } from "~/.server/db/schema/catalogue";
import { firmwareReleases, productDocs, productVideos } from "~/.server/db/schema/support";
import { seed } from "~/.server/db/seed";
import { syncDocumentSizes, syncFirmwareFiles } from "~/features/support/file-sync.server";
import { allDownloads } from "~/features/support/queries.server";
import { formatBytes } from "~/lib/format";
import { databaseTargets, openTestDatabase } from "../../tests/setup/database";
import { supportProducts } from "./support.server";

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

describe.each(databaseTargets)("firmware files on $name", (target) => {
  let database: Database;
  // a copy of the built downloads, so the test may change files
  const staticDir = mkdtempSync(path.join(tmpdir(), "noteva-static-"));
  beforeAll(async () => {
    cpSync(path.resolve("public", "downloads", "firmware"), path.join(staticDir, "downloads", "firmware"), {
      recursive: true,
    });
    database = await openTestDatabase(target);
    await database.migrate();
    await seed(database.db);
  });
  afterAll(() => rmSync(staticDir, { recursive: true, force: true }));

  const release = async () => {
    const [row] = await database.db.select().from(firmwareReleases).orderBy(firmwareReleases.id).limit(1);
    if (!row) throw new Error("no firmware release seeded");
    return { row, file: path.join(staticDir, row.href) };
  };

  it("takes size and checksum from the files, then skips files that did not change", async () => {
    const first = await syncFirmwareFiles(database.db, staticDir);
    expect(first.missing).toEqual([]);
    expect(first.updated).toBeGreaterThan(0);
    const { row, file } = await release();
    expect(row.sha256).toBe(sha256(readFileSync(file)));
    expect(row.bytes).toBe(statSync(file).size);
    expect(await syncFirmwareFiles(database.db, staticDir)).toEqual({ updated: 0, missing: [] });
  });

  it("re-hashes only when a file's size or time or a release row changed", async () => {
    const { row, file } = await release();
    const original = readFileSync(file);
    // a whole second, which utimes sets exactly
    const mtime = new Date(Math.floor(statSync(file).mtimeMs / 1000) * 1000);
    utimesSync(file, mtime, mtime);
    expect((await syncFirmwareFiles(database.db, staticDir)).updated).toBe(0);
    // same size and time: not read again (the stored checksum stays the old one)
    const changed = Buffer.concat([original.subarray(0, -1), Buffer.from([(original.at(-1) ?? 0) ^ 0xff])]);
    writeFileSync(file, changed);
    utimesSync(file, mtime, mtime);
    expect((await syncFirmwareFiles(database.db, staticDir)).updated).toBe(0);
    // a new modification time: read, and the checksum follows the file
    utimesSync(file, mtime, new Date(mtime.getTime() + 1000));
    expect((await syncFirmwareFiles(database.db, staticDir)).updated).toBe(1);
    const [after] = await database.db.select().from(firmwareReleases).where(eq(firmwareReleases.id, row.id));
    expect(after?.sha256).toBe(sha256(changed));
    // a release row changed in the database: checked again and corrected from the file
    await database.db.update(firmwareReleases).set({ sha256: "0" }).where(eq(firmwareReleases.id, row.id));
    expect((await syncFirmwareFiles(database.db, staticDir)).updated).toBe(1);
    const [fixed] = await database.db.select().from(firmwareReleases).where(eq(firmwareReleases.id, row.id));
    expect(fixed?.sha256).toBe(sha256(changed));
  });

  it("reports a missing file", async () => {
    const { row, file } = await release();
    rmSync(file);
    expect((await syncFirmwareFiles(database.db, staticDir)).missing).toEqual([row.href]);
  });
});

describe.each(databaseTargets)("document and video sizes on $name", (target) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(target);
    await database.migrate();
    await seed(database.db);
  });

  it("document sizes come from the real files", async () => {
    await database.db.update(productDocs).set({ bytes: 999 });
    const result = await syncDocumentSizes(database.db, supportProducts, path.resolve("public"));
    expect(result.missing).toEqual([]);
    const docs = await database.db.select().from(productDocs);
    const videos = await database.db.select().from(productVideos);
    expect(docs.length).toBeGreaterThanOrEqual(18);
    // the German and Japanese files too: every document the English list has, in both
    const english = docs.filter((d) => d.language === "en").length;
    for (const language of ["de", "ja"])
      expect(docs.filter((d) => d.language === language && d.href.endsWith(`-${language}-revB.pdf`))).toHaveLength(
        english,
      );
    expect(result.updated).toBe(docs.length + videos.length);
    for (const doc of docs) expect(doc.bytes).toBe(statSync(path.join("public", doc.href)).size);
    expect((await syncDocumentSizes(database.db, supportProducts, path.resolve("public"))).updated).toBe(0);
  });

  it("the video's size comes from its file, and a missing file takes it off the list", async () => {
    const [video] = await database.db
      .select({ bytes: productVideos.bytes, href: products.video })
      .from(productVideos)
      .innerJoin(products, eq(products.id, productVideos.productId))
      .where(eq(productVideos.productId, "SPC121"));
    expect(video?.href).toBe("/video/noteva-spc121-overview.mp4");
    expect(video?.bytes).toBe(statSync(path.join("public", video?.href ?? "")).size);
    const list = async () => (await allDownloads(database.db, supportProducts)).filter((row) => row.type === "video");
    expect((await list()).map((row) => [row.size, row.date, row.detail])).toEqual([
      [formatBytes(video?.bytes ?? null), "2025-04-01", "EN, DE, JA captions · 0:15"],
    ]);
    const empty = mkdtempSync(path.join(tmpdir(), "noteva-empty-"));
    const result = await syncDocumentSizes(database.db, supportProducts, empty);
    rmSync(empty, { recursive: true, force: true });
    expect(result.missing).toContain("/video/noteva-spc121-overview.mp4");
    expect(await list()).toEqual([]);
  });
});
