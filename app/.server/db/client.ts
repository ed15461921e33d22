import path from "node:path";
import type { Database, DatabaseOptions } from "./types";

export type { Database, DatabaseOptions, Db } from "./types";

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
