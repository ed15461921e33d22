/**
 * Loads a backup into an empty database, in one transaction: the migrations up to the backup's
 * schema, every row, the sequences, then every table read back and held to the header's row
 * counts and checksums. Anything wrong rolls it all back: the database is left as it was.
 * The server's own start-up then migrates the rest, as after any upgrade.
 */

import { sql } from "drizzle-orm";
import { readMigrationFiles } from "drizzle-orm/migrator";
import type { Database, Db } from "../db/client";
import { rowsOf } from "../db/rows";
import {
  applicationTables,
  forEachBatch,
  journal,
  migrationsFolder,
  quoteIdent,
  rowsQuery,
  settleOutputSettings,
} from "./catalog.server";
import { type BackupHeader, BackupRefused, type BackupSecret, TableChecksum } from "./format";
import type { Unlocked } from "./mac";
import { type OpenedBackup, payloadLines, verifyBackup } from "./reader.server";

/** Rows (or bytes of row text) per INSERT. */
const BATCH_ROWS = 500;
const BATCH_BYTES = 8 * 1024 * 1024;

/** Whether a database holds anything of the site's (tables, or drizzle's migration record). */
export async function databaseIsEmpty(db: Db): Promise<boolean> {
  const [row] = await rowsOf<{ n: string | number }>(
    db,
    `select count(*) as n from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where c.relkind in ('r', 'p', 'v', 'm', 'S') and n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast')
       and n.nspname not like 'pg_temp%' and n.nspname not like 'pg_toast_temp%'`,
  );
  return Number(row?.n ?? 0) === 0;
}

/** Refuses a backup whose schema this version's migrations do not know (made by a newer version). */
export function checkSchemaKnown(header: BackupHeader) {
  if (!journal().some((entry) => entry.when === header.schema.migration)) {
    throw new BackupRefused(
      `the backup's schema (${header.schema.tag}) is not among this version's migrations: restore it with the version that made it`,
    );
  }
}

export type RestoreResult = { tables: number; rows: number; secret: BackupSecret };

/**
 * Verifies the file (unless the caller just did: `verified`), then loads it into `database`, which
 * must be empty. `keys` come from `unlockBackup` (mac.ts), which refuses a wrong passphrase or site key.
 */
export async function restoreBackup(
  database: Database,
  backup: OpenedBackup,
  keys: Unlocked,
  verified?: BackupSecret,
): Promise<RestoreResult> {
  const { header } = backup;
  checkSchemaKnown(header);
  if (!(await databaseIsEmpty(database.db)))
    throw new BackupRefused("the target database is not empty: restore into a new, empty one");
  const secret = verified ?? (await verifyBackup(backup, keys));
  await database.db.transaction(async (tx) => {
    await settleOutputSettings(tx);
    await migrateTo(tx, header.schema.migration);
    await loadRows(tx, backup, keys);
    await verifyTables(tx, header);
  });
  return { tables: header.tables.length, rows: header.tables.reduce((n, t) => n + t.rows, 0), secret };
}

/** drizzle's migrator, inside the caller's transaction and stopping at the backup's migration. */
async function migrateTo(tx: Db, last: number) {
  await tx.execute(sql.raw("CREATE SCHEMA IF NOT EXISTS drizzle"));
  await tx.execute(
    sql.raw(
      "CREATE TABLE IF NOT EXISTS drizzle.__drizzle_migrations (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at bigint)",
    ),
  );
  for (const migration of readMigrationFiles({ migrationsFolder: migrationsFolder() })) {
    if (migration.folderMillis > last) break;
    for (const statement of migration.sql) if (statement.trim()) await tx.execute(sql.raw(statement));
    await tx.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${migration.hash}, ${migration.folderMillis})`,
    );
  }
}

async function loadRows(tx: Db, backup: OpenedBackup, keys: Unlocked) {
  let table: { name: string; columns: string[] } | null = null;
  let batch: string[] = [];
  let bytes = 0;
  for await (const line of payloadLines(backup, keys)) {
    if (line.kind === "table") {
      await insertBatch(tx, table, batch);
      batch = [];
      bytes = 0;
      table = line;
    } else if (line.kind === "row") {
      batch.push(line.json);
      bytes += line.json.length;
      if (batch.length >= BATCH_ROWS || bytes >= BATCH_BYTES) {
        await insertBatch(tx, table, batch);
        batch = [];
        bytes = 0;
      }
    } else if (line.kind === "sequences") {
      await insertBatch(tx, table, batch);
      batch = [];
      for (const s of line.values) {
        await tx.execute(sql`select setval(${quoteIdent(s.name)}::regclass, ${s.value}, ${s.called})`);
      }
    }
  }
}

async function insertBatch(tx: Db, table: { name: string; columns: string[] } | null, rows: string[]) {
  if (!table || rows.length === 0) return;
  const columns = table.columns.map(quoteIdent).join(", ");
  const name = quoteIdent(table.name);
  await tx.execute(
    sql`insert into ${sql.raw(name)} (${sql.raw(columns)}) overriding system value
        select ${sql.raw(columns)} from jsonb_populate_recordset(null::${sql.raw(name)}, ${`[${rows.join(",")}]`}::jsonb)`,
  );
}

/** Every table read back as the backup wrote it: the same rows, counted and summed. */
async function verifyTables(tx: Db, header: BackupHeader) {
  const tables = await applicationTables(tx);
  for (const expected of header.tables) {
    const shape = tables.find((t) => t.name === expected.name);
    if (!shape) throw new Error(`table ${expected.name} is missing after the restore`);
    const sum = new TableChecksum();
    await forEachBatch(tx, rowsQuery(shape), async (rows) => {
      for (const j of rows) sum.add(j);
    });
    if (sum.rows !== expected.rows || sum.digest() !== expected.checksum) {
      throw new Error(`table ${expected.name} does not read back as backed up (${sum.rows} of ${expected.rows} rows)`);
    }
  }
}
