/**
 * An idle site's backup restores row for row: the built server on the embedded database, with
 * uploads, backed up by `npm run backup` (the running server takes it), restored by `npm run
 * restore` into a fresh data directory: every table equal, 20 pages answer the same HTML from a
 * second instance on the restored data, and every upload downloads byte for byte.
 */
import { createHash, randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { uploads } from "~/.server/db/schema/support";
import { startServer, waitForReady } from "./server";
import { everyRow, headerOf, modeOf, runCli, sitemapPages, withDatabase } from "./support/backup";

const work = mkdtempSync(path.join(tmpdir(), "noteva-backup-idle-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));
// both instances name the same public origin, so their pages can be compared byte for byte
const SITE_URL = "https://www.noteva.example";

describe("an idle site's backup", () => {
  it("restores row for row: every table, 20 pages' HTML, every upload", { timeout: 300_000 }, async () => {
    const original = path.join(work, "original");
    const restored = path.join(work, "restored");
    // a first start makes the site (migrated, seeded); then it gets uploads, as editors add them
    const first = await startServer({ DATA_DIR: original, SITE_URL });
    await waitForReady(first.url); // listening comes before migrating: stopped sooner, it may hold no tables yet
    await first.stop();
    const files = [
      { name: "manual.pdf", contentType: "application/pdf", data: randomBytes(300_000) },
      { name: "driver.zip", contentType: "application/zip", data: randomBytes(5_000) },
    ].map((f) => ({ ...f, sha256: createHash("sha256").update(f.data).digest("hex") }));
    await withDatabase({ dataDir: original }, (database) =>
      database.db
        .insert(uploads)
        .values(files.map((f) => ({ ...f, bytes: f.data.length, data: new Uint8Array(f.data), kind: "document" }))),
    );

    let server = await startServer({ DATA_DIR: original, SITE_URL });
    // idle: ready once its start-up check of documents and search is done (it writes sync state)
    await waitForReady(server.url);
    const file = path.join(work, "site.backup");
    const backup = await runCli("backup", [file], { DATA_DIR: original });
    expect(backup.stderr).toBe("");
    expect(backup.code).toBe(0);
    expect(backup.stdout).toMatch(/taken by the server running on/);
    expect(modeOf(file)).toBe(0o600);
    await server.stop();
    // with no server running, the command opens the data directory itself: the same idle site
    const offline = await runCli("backup", [path.join(work, "offline.backup")], { DATA_DIR: original });
    expect(offline.code).toBe(0);
    expect(offline.stdout).toMatch(/no server runs on .*: this command opened it itself/);
    const counts = (f: string) => headerOf(f).tables.map((t) => `${t.name} ${t.rows}`);
    expect(counts(path.join(work, "offline.backup"))).toEqual(counts(file));

    // the site key travels beside the backup, never in it (README, Backups)
    const restore = await runCli("restore", [file, "--site-key-file", path.join(original, "site-key")], {
      DATA_DIR: restored,
    });
    expect(restore.stderr).toBe("");
    expect(restore.code).toBe(0);

    // row for row, before either starts again (a start writes: sessions, sync state)
    const before = await withDatabase({ dataDir: original }, everyRow);
    const after = await withDatabase({ dataDir: restored }, everyRow);
    expect(Object.keys(after)).toEqual(Object.keys(before));
    for (const table of Object.keys(before)) expect(after[table], table).toEqual(before[table]);
    for (const t of headerOf(file).tables) expect(after[t.name]?.length, t.name).toBe(t.rows);
    expect(after.upload).toHaveLength(2);

    server = await startServer({ DATA_DIR: original, SITE_URL });
    const second = await startServer({ DATA_DIR: restored, SITE_URL });
    try {
      const pages = await sitemapPages(server.url, 20);
      expect(pages.length).toBe(20);
      for (const page of pages) {
        const [a, b] = await Promise.all([fetch(server.url + page), fetch(second.url + page)]);
        expect(a.status, page).toBe(200);
        expect(b.status, page).toBe(200);
        expect(await b.text(), page).toBe(await a.text());
      }
      for (const f of files) {
        const answer = await fetch(`${second.url}/files/${f.sha256}/${f.name}`);
        expect(answer.status).toBe(200);
        expect(Buffer.from(await answer.arrayBuffer()).equals(f.data), f.name).toBe(true);
      }
    } finally {
      await Promise.all([server.stop(), second.stop()]);
    }
  });
});
