import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { ConfigError } from "../env";
import * as schema from "./schema";

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
// Any constant works; it only has to be the same for every instance of this app.
const MIGRATION_LOCK_KEY = 7_340_121;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(options);
}

/**
 * The embedded database belongs to one process: a second one on the same DATA_DIR would corrupt
 * it. A lock file holds the owner's pid; a stale one (its process gone) is taken over.
 */
function lockDataDir(root: string): () => void {
  const file = path.join(root, "instance.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, String(process.pid), { flag: "wx" });
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = Number(readFileSync(file, "utf8"));
      if (owner && owner !== process.pid && processAlive(owner)) {
        throw new ConfigError(
          `Configuration error: DATA_DIR ${root} is in use by process ${owner}; the embedded database serves one instance (set DATABASE_URL to run several)`,
        );
      }
      rmSync(file, { force: true });
    }
  }
  throw new Error(`could not lock ${file}`);
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

async function openPglite({ dataDir, memory }: DatabaseOptions): Promise<Database> {
  let dir: string | undefined;
  let unlock = () => {};
  if (!memory) {
    const root = path.resolve(dataDir ?? ".data");
    dir = path.join(root, "pgdata");
    mkdirSync(dir, { recursive: true });
    unlock = lockDataDir(root);
  }
  const client = await PGlite.create({ ...(dir ? { dataDir: dir } : {}), extensions: { pg_trgm } });
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    migrate: async () => migratePglite(db as never, { migrationsFolder }),
    ping: async () => void (await client.query("select 1")),
    async listen(channel, onNotify, onState) {
      const unlisten = await client.listen(channel, () => onNotify());
      onState(true);
      return async () => {
        await unlisten();
        onState(false);
      };
    },
    close: async () => {
      await client.close();
      unlock();
    },
  };
}

async function openPostgres(url: string): Promise<Database> {
  // a database that stops answering fails queries after a while instead of holding requests open
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 3_000, query_timeout: 15_000 });
  // An idle client that loses its server must not crash the process; the next query reconnects.
  pool.on("error", (error) => console.error(`postgres pool: ${error.message}`));
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  return {
    db,
    kind: "postgres",
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
        try {
          await migratePg(drizzlePg({ client, schema }), { migrationsFolder });
        } finally {
          await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]);
        }
      } finally {
        client.release();
      }
    },
    ping: async () => void (await pool.query("select 1")),
    async listen(channel, onNotify, onState) {
      let client: pg.Client | null = null;
      let stopped = false;
      let retry: NodeJS.Timeout | undefined;
      const connect = async () => {
        if (stopped) return;
        const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
        const lost = () => {
          if (client !== c) return;
          client = null;
          onState(false);
          c.end().catch(() => {});
          if (!stopped) retry = setTimeout(connect, 1_000);
        };
        c.on("error", lost);
        c.on("end", lost);
        c.on("notification", (message) => {
          if (message.channel === channel) onNotify();
        });
        try {
          await c.connect();
          await c.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
          client = c;
          onState(true);
        } catch {
          c.end().catch(() => {});
          if (!stopped) retry = setTimeout(connect, 1_000);
        }
      };
      await connect();
      return async () => {
        stopped = true;
        clearTimeout(retry);
        const c = client;
        client = null;
        onState(false);
        await c?.end().catch(() => {});
      };
    },
    close: async () => pool.end(),
  };
}
