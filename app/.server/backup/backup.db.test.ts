/**
 * A backup round trip on the real engines: a seeded database with uploads, identity columns,
 * jsonb and timestamps is backed up and restored into an empty one, row for row; a tampered,
 * truncated, foreign or wrongly-unlocked file and a non-empty target are refused untouched.
 */

import { copyFileSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { uploads } from "~/.server/db/schema/support";
import { databaseTargets, openTestDatabase, seededTestDatabase } from "../../../tests/setup/database";
import { rowsOf } from "../db/rows";
import { applicationTables, rowsQuery } from "./catalog.server";
import { writeBackup } from "./dump.server";
import { BackupRefused } from "./format";
import { unlockBackup } from "./mac";
import { type OpenedBackup, openBackup } from "./reader.server";
import { restoreBackup } from "./restore.server";

const work = mkdtempSync(path.join(tmpdir(), "noteva-backup-test-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));
const secret = { sessionSecret: "s".repeat(64), sessionSecretSource: "generated" as const, siteKey: "k".repeat(40) };
/** The keys a restore unlocks it with: the passphrase, and the site key for a plain backup. */
const unlock = (backup: OpenedBackup, passphrase: string) =>
  unlockBackup(backup.header, { passphrase, siteKeys: [secret.siteKey] });

async function everyRow(db: Parameters<typeof applicationTables>[0]) {
  const tables: Record<string, string[]> = {};
  for (const table of await applicationTables(db)) {
    const rows = await db.transaction(async (tx) => {
      await tx.execute(sql.raw("SET LOCAL TimeZone = 'UTC'"));
      return rowsOf<{ j: string }>(tx, rowsQuery(table));
    });
    tables[table.name] = rows.map((r) => r.j).sort();
  }
  return tables;
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => "no refusal",
    (error: Error) => (error instanceof BackupRefused ? error.message : `not a refusal: ${error.stack}`),
  );

describe.each(databaseTargets)("backup and restore on $name", (target) => {
  it("restores row for row, sequences included, and refuses what it must", { timeout: 120_000 }, async () => {
    const { database, actor } = await seededTestDatabase(target, { email: "b@noteva.example", role: "admin" });
    const bytes = new Uint8Array(70_000).map((_, i) => (i * 7) % 256);
    await database.db.insert(uploads).values({
      sha256: "a".repeat(64),
      name: "manual.pdf",
      contentType: "application/pdf",
      bytes: bytes.length,
      data: bytes,
      kind: "document",
      createdBy: actor.id,
    });
    const file = path.join(work, `${target.name}.backup`);
    const header = await writeBackup(database, file, { ...secret, passphrase: "correct horse battery" });
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(header.tables.find((t) => t.name === "upload")?.rows).toBe(1);

    const empty = await openTestDatabase(target);
    // a scheduled backup can be pruned while it is being restored: the open file is read whole
    const pruned = path.join(work, `${target.name}-pruned.backup`);
    copyFileSync(file, pruned);
    const backup = await openBackup(pruned);
    rmSync(pruned);
    expect(await refusal(unlock(backup, "wrong passphrase"))).toMatch(/wrong passphrase/);
    const keys = await unlock(backup, "correct horse battery");
    expect(await refusal(restoreBackup(database, backup, keys))).toMatch(/not empty/);

    const result = await restoreBackup(empty, backup, keys);
    expect(result.secret.sessionSecret).toBe(secret.sessionSecret);
    expect(await everyRow(empty.db)).toEqual(await everyRow(database.db));
    // identity columns continue where the backed-up database was, not at 1
    const next = async (db: typeof database.db) =>
      (await rowsOf<{ v: string }>(db, "select nextval('audit_log_id_seq')::text as v"))[0]?.v;
    expect(await next(empty.db)).toBe(await next(database.db));
    await backup.close();

    const raw = readFileSync(file);
    const truncated = path.join(work, `${target.name}-truncated`);
    writeFileSync(truncated, raw.subarray(0, raw.length - 100));
    expect(await refusal(openBackup(truncated))).toMatch(/truncated/);
    const foreign = path.join(work, `${target.name}-foreign`);
    writeFileSync(foreign, "PGDMP not ours\n");
    expect(await refusal(openBackup(foreign))).toMatch(/not a Noteva backup/);
    const altered = Buffer.from(raw);
    altered.writeUInt8(altered.readUInt8(altered.length - 50) ^ 1, altered.length - 50);
    const alteredFile = path.join(work, `${target.name}-altered`);
    writeFileSync(alteredFile, altered);
    const other = await openTestDatabase(target);
    const alteredBackup = await openBackup(alteredFile);
    expect(
      await refusal(restoreBackup(other, alteredBackup, await unlock(alteredBackup, "correct horse battery"))),
    ).toMatch(/altered|damaged/);
    // a header that promises other rows, or a schema this version does not know
    const text = raw.toString("latin1");
    const end = text.indexOf("\n");
    const headerJson = JSON.parse(text.slice(text.indexOf("{"), end));
    const rewrite = async (change: (h: typeof headerJson) => void) => {
      const h = structuredClone(headerJson);
      change(h);
      const rewritten = path.join(work, `${target.name}-rewritten`);
      writeFileSync(rewritten, Buffer.concat([Buffer.from(`NOTEVA-BACKUP 2 ${JSON.stringify(h)}`), raw.subarray(end)]));
      const opened = await openBackup(rewritten);
      return refusal(unlock(opened, "correct horse battery").then((keys) => restoreBackup(other, opened, keys)));
    };
    expect(
      await rewrite((h) => {
        h.tables[0].rows += 1;
      }),
    ).toMatch(/failed authentication/);
    expect(
      await rewrite((h) => {
        h.schema.migration = 9_999_999_999_999;
      }),
    ).toMatch(/not among this version/);
    expect(await rowsOf(other.db, "select 1 from pg_tables where schemaname = 'public'")).toEqual([]);
  });
});
