/** A raw query's rows, the same on both drivers (node-postgres and PGlite's drizzle driver answer `{ rows }`). */
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "./client";

export async function rowsOf<T>(db: Db, query: string | SQL): Promise<T[]> {
  const result = (await db.execute(typeof query === "string" ? sql.raw(query) : query)) as unknown as { rows: T[] };
  return result.rows;
}
