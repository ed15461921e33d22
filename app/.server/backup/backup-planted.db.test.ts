/**
 * A backup's temporary files cannot be planted: another local user who creates a file at the
 * names the writer once used beside the target (`FILE.payload-PID`, `FILE.partial-PID`), or a
 * link there, and keeps it open, receives nothing; the backup is written whole all the same and
 * restores row for row. A link planted at the final name is never written through.
 */

import {
  chownSync,
  closeSync,
  existsSync,
  fstatSync,
  mkdtempSync,
  openSync,
  readdirSync,
  rmSync,
  symlinkSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { databaseTargets, openTestDatabase, seededTestDatabase } from "../../../tests/setup/database";
import { rowsOf } from "../db/rows";
import { applicationTables, rowsQuery } from "./catalog.server";
import { writeBackup } from "./dump.server";
import { BackupRefused } from "./format";
import { unlockBackup } from "./mac";
import { openBackup } from "./reader.server";
import { restoreBackup } from "./restore.server";

const work = mkdtempSync(path.join(tmpdir(), "noteva-backup-planted-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));
const secret = { sessionSecret: "s".repeat(64), sessionSecretSource: "generated" as const, siteKey: "k".repeat(40) };

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

/** A file made by "another user" (nobody, when the test runs as root), held open as the attacker would. */
function plant(file: string): number {
  const fd = openSync(file, "wx+", 0o666);
  if (process.getuid?.() === 0) chownSync(file, 65534, 65534);
  return fd;
}

describe.each(databaseTargets)("a backup's temporaries on $name", (target) => {
  it("are never written through a planted file or link, and the backup is whole", { timeout: 120_000 }, async () => {
    const { database } = await seededTestDatabase(target, { email: "p@noteva.example", role: "admin" });
    const dir = mkdtempSync(path.join(work, `${target.name}-`));
    const file = path.join(dir, "site.backup");
    const decoy = path.join(work, `${target.name}-decoy`);
    const planted = plant(`${file}.payload-${process.pid}`);
    const decoyFd = plant(decoy);
    symlinkSync(decoy, `${file}.partial-${process.pid}`);

    const header = await writeBackup(database, file, secret);
    expect(fstatSync(planted).size, "the planted payload file").toBe(0);
    expect(fstatSync(decoyFd).size, "the file a planted link points at").toBe(0);
    closeSync(planted);
    closeSync(decoyFd);
    // nothing of the writer's own is left beside the backup
    expect(readdirSync(dir).sort()).toEqual(
      ["site.backup", `site.backup.partial-${process.pid}`, `site.backup.payload-${process.pid}`].sort(),
    );

    const empty = await openTestDatabase(target);
    const backup = await openBackup(file);
    try {
      const result = await restoreBackup(
        empty,
        backup,
        await unlockBackup(backup.header, { siteKeys: [secret.siteKey] }),
      );
      expect(result.rows).toBe(header.tables.reduce((n, t) => n + t.rows, 0));
    } finally {
      await backup.close();
    }
    expect(await everyRow(empty.db)).toEqual(await everyRow(database.db));

    // a dangling link at the final name: refused, nothing written where it points
    const linked = path.join(dir, "linked.backup");
    const elsewhere = path.join(work, `${target.name}-elsewhere`);
    symlinkSync(elsewhere, linked);
    const refusal = await writeBackup(database, linked, secret).catch((error: Error) => error);
    expect(refusal).toBeInstanceOf(BackupRefused);
    expect(existsSync(elsewhere)).toBe(false);
  });
});
