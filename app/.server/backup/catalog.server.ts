/**
 * What a backup reads from the database's own catalog, on either driver: the application's
 * tables in foreign-key order with their stored columns, the sequences behind identity columns,
 * and the last migration applied. Nothing here names a table: a new table is backed up as is.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { rowsOf } from "../db/rows";

export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * The same text for the same value on PGlite and PostgreSQL, whatever the server's defaults:
 * to_jsonb writes timestamps with the session's offset, intervals in its style, bytea in its format.
 */
export async function settleOutputSettings(tx: Db) {
  for (const setting of [
    "TimeZone = 'UTC'",
    "IntervalStyle = 'postgres'",
    "bytea_output = 'hex'",
    "extra_float_digits = 1",
  ])
    await tx.execute(sql.raw(`SET LOCAL ${setting}`));
}

export type TableShape = { name: string; columns: string[] };

/** The tables of the public schema, each after the tables it refers to, with their non-generated columns. */
export async function applicationTables(db: Db): Promise<TableShape[]> {
  const tables = await rowsOf<{ name: string }>(
    db,
    "select tablename as name from pg_tables where schemaname = 'public' order by tablename",
  );
  const columns = await rowsOf<{ table: string; column: string }>(
    db,
    `select table_name as "table", column_name as "column" from information_schema.columns
     where table_schema = 'public' and is_generated = 'NEVER' order by table_name, ordinal_position`,
  );
  const references = await rowsOf<{ child: string; parent: string }>(
    db,
    `select c.relname as child, p.relname as parent from pg_constraint k
     join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
     where k.contype = 'f' and k.connamespace = 'public'::regnamespace`,
  );
  const parents = new Map<string, Set<string>>();
  for (const { child, parent } of references) {
    if (child !== parent) parents.set(child, (parents.get(child) ?? new Set()).add(parent));
  }
  const ordered: string[] = [];
  const placing = new Set<string>();
  const place = (name: string) => {
    if (ordered.includes(name)) return;
    if (placing.has(name)) throw new Error(`tables refer to each other in a cycle through ${name}`);
    placing.add(name);
    for (const parent of parents.get(name) ?? []) place(parent);
    placing.delete(name);
    ordered.push(name);
  };
  for (const { name } of tables) place(name);
  return ordered.map((name) => ({
    name,
    columns: columns.filter((c) => c.table === name).map((c) => c.column),
  }));
}

/** One row per line, as the backup stores it: the stored columns as a JSON object. */
export function rowsQuery(table: TableShape): string {
  return `select to_jsonb(r)::text as j from (select ${table.columns.map(quoteIdent).join(", ")} from ${quoteIdent(table.name)}) r`;
}

export type SequenceState = { name: string; value: number; called: boolean };

/** The state of every sequence in the public schema (identity columns), to be set again on restore. */
export async function sequenceStates(db: Db): Promise<SequenceState[]> {
  const names = await rowsOf<{ name: string }>(
    db,
    "select sequencename as name from pg_sequences where schemaname = 'public' order by sequencename",
  );
  const states: SequenceState[] = [];
  for (const { name } of names) {
    const [row] = await rowsOf<{ value: string | number; called: boolean }>(
      db,
      `select last_value as value, is_called as called from ${quoteIdent(name)}`,
    );
    if (row) states.push({ name, value: Number(row.value), called: row.called });
  }
  return states;
}

/** Where the migrations are (the same folder the server migrates from). */
export const migrationsFolder = () => path.resolve(process.env.MIGRATIONS_DIR ?? "drizzle");

type JournalEntry = { idx: number; when: number; tag: string };

export function journal(): JournalEntry[] {
  const file = path.join(migrationsFolder(), "meta", "_journal.json");
  return (JSON.parse(readFileSync(file, "utf8")) as { entries: JournalEntry[] }).entries;
}

/** The last migration applied to a database, named as drizzle's journal names it; null if none. */
export async function appliedSchema(db: Db): Promise<{ migration: number; tag: string; hash: string } | null> {
  const exists = await rowsOf<{ found: boolean }>(
    db,
    "select to_regclass('drizzle.__drizzle_migrations') is not null as found",
  );
  if (!exists[0]?.found) return null;
  const [last] = await rowsOf<{ hash: string; created_at: string | number }>(
    db,
    "select hash, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1",
  );
  if (!last) return null;
  const migration = Number(last.created_at);
  const tag = journal().find((entry) => entry.when === migration)?.tag ?? `unknown-${migration}`;
  return { migration, tag, hash: last.hash };
}

/** Runs a query through a cursor (inside the caller's transaction), `BATCH` rows per round trip. */
export async function forEachBatch(tx: Db, query: string, each: (rows: string[]) => Promise<void>) {
  const cursor = quoteIdent("noteva_backup_rows");
  await tx.execute(sql.raw(`DECLARE ${cursor} NO SCROLL CURSOR FOR ${query}`));
  for (;;) {
    const rows = await rowsOf<{ j: string }>(tx, `FETCH ${BATCH} FROM ${cursor}`);
    if (rows.length) await each(rows.map((r) => r.j));
    if (rows.length < BATCH) break;
  }
  await tx.execute(sql.raw(`CLOSE ${cursor}`));
}

const BATCH = 1000;
