import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type * as schema from "./schema";

/** What both drivers provide (pglite.server.ts, postgres.server.ts), apart from the chooser in client.ts. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  kind: "pglite" | "postgres";
  /** Applies the drizzle migrations (idempotent; serialised across instances on Postgres). */
  migrate(): Promise<void>;
  /**
   * Housekeeping after start: the embedded database has no autovacuum, so dead rows (a rebuilt
   * search index, ended sessions) and stale planner statistics are cleared here; PostgreSQL's
   * autovacuum does it on its own.
   */
  maintain(): Promise<void>;
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
