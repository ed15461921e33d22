/** PostgreSQL (DATABASE_URL): a pool for queries, one more connection for LISTEN. */
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { log } from "../log";
import { measure } from "./measure";
import * as schema from "./schema";
import type { Database, Db } from "./types";

// Any constant works; it only has to be the same for every instance of this app.
const MIGRATION_LOCK_KEY = 7_340_121;

export async function openPostgres(url: string, migrationsFolder: string): Promise<Database> {
  // a database that stops answering fails queries after a while instead of holding requests open
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 3_000, query_timeout: 15_000 });
  // An idle client that loses its server must not crash the process; the next query reconnects.
  pool.on("error", (error) => log.warn({ err: error }, "an idle PostgreSQL connection was lost"));
  measure(pool, "query", "statement");
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  measure(db, "transaction", "transaction");
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
    maintain: async () => {},
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
