/** The embedded database: PGlite in DATA_DIR (or in memory for tests), one process at a time. */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import v8 from "node:v8";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { ConfigError } from "../env";
import { measure } from "./measure";
import { OwnerOnlyNodeFS } from "./pglite-fs.server";
import * as schema from "./schema";
import type { Database, DatabaseOptions, Db } from "./types";

/**
 * The embedded database belongs to one process: a second one on the same DATA_DIR would corrupt
 * it. A lock file holds the owner's pid; a stale one (its process gone) is taken over.
 */
export function lockDataDir(root: string): () => void {
  const file = path.join(root, "instance.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, String(process.pid), { flag: "wx", mode: 0o600 });
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

/**
 * Postgres memory settings for the embedded database, whose memory is the process's own. PGlite's
 * defaults (128 MB shared_buffers, all of it zeroed at start, 64 MB maintenance_work_mem) made up
 * half the server's resident memory, and zeroing the buffers cost about 10 ms of start-up per MB.
 * The site's tables and indexes are a few MB (catalogue, articles, the search index; the system
 * catalogs are cached per session), so 8 MB of buffers hold them; a miss reads from the OS page
 * cache. Measured: the same CPU time per rendered page as with 128 MB.
 * Index scans are costed as what they are here, reads from memory (random_page_cost 1.1, not 4):
 * with the default, a word matching a few hundred of 6,000 search entries was found by reading
 * every entry (search p50 at CONTENT_SCALE=100: "piano" 22 → 14 ms, "firmware" 24 → 17 ms).
 */
export const PGLITE_SETTINGS = ["shared_buffers=8MB", "maintenance_work_mem=16MB", "random_page_cost=1.1"];

/**
 * PGlite's Postgres is a 9 MB WebAssembly module. V8 compiles each function with its baseline
 * compiler (Liftoff) when first called, then recompiles hot ones with its optimising compiler
 * (TurboFan) in the background. For Postgres's huge functions that recompilation took hundreds of
 * MB for a few seconds (RSS peaks of 700 MB while the first pages rendered) and competed for the
 * CPU during start-up, for no measurable gain per page (rendering dominates; search queries were
 * about 10% faster). So the module stays on Liftoff: a tier-up filter naming a function index that
 * does not exist tiers up none. It is set at run time because it is read when a function would
 * tier up (unlike --liftoff-only, which the command line would have to give).
 */
function keepWasmOnBaselineCompiler() {
  v8.setFlagsFromString("--wasm-tier-up-filter=2147483647");
}

export async function openPglite({ dataDir, memory }: DatabaseOptions, migrationsFolder: string): Promise<Database> {
  let dir: string | undefined;
  let unlock = () => {};
  if (!memory) {
    const root = path.resolve(dataDir ?? ".data");
    dir = path.join(root, "pgdata");
    // owner-only, as everything in DATA_DIR (owner-only.server.ts): PGlite's files follow the umask
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    unlock = lockDataDir(root);
  }
  keepWasmOnBaselineCompiler();
  const client = await PGlite.create({
    ...(dir ? { fs: new OwnerOnlyNodeFS(dir) } : {}),
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS.flatMap((setting) => ["-c", setting])],
  });
  measure(client, "query", "statement");
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  measure(db, "transaction", "transaction");
  return {
    db,
    kind: "pglite",
    migrate: async () => migratePglite(db as never, { migrationsFolder }),
    maintain: async () => void (await client.exec("VACUUM (ANALYZE)")),
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
