import path from "node:path";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type * as schema from "./schema";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  kind: "pglite" | "postgres";
  /** Applies the drizzle migrations (idempotent; serialised across instances on Postgres). */
  migrate(): Promise<void>;
  /** Cheap round trip, for readiness checks. */
  ping(): Promise<void>;
  /**
   * Calls `onNotify` for every NOTIFY on `channel`, and `onState` when the listening connection
   * is (re)established or lost: notifications sent while it was lost are gone.
   */
  listen(channel: string, onNotify: () => void, onState: (listening: boolean) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
};

export type DatabaseOptions = { databaseUrl?: string; dataDir?: string; memory?: boolean };

const migrationsFolder = path.resolve(process.env.MIGRATIONS_DIR ?? "drizzle");

/**
 * Each driver is its own module, loaded when chosen: the embedded database's code (PGlite and its
 * WebAssembly) is never loaded by an instance on PostgreSQL, nor pg by one on PGlite.
 */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl)
    return (await import("./postgres.server")).openPostgres(options.databaseUrl, migrationsFolder);
  return (await import("./pglite.server")).openPglite(options, migrationsFolder);
}
