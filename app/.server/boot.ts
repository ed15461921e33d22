import type { AppRuntime } from "./context";
import { openDatabase } from "./db/client";
import { seed } from "./db/seed";
import { parseEnv } from "./env";

/** Start-up: validate configuration, open the database, migrate, seed. Throws ConfigError on bad config. */
export async function boot(source: Record<string, string | undefined> = process.env): Promise<AppRuntime> {
  const env = parseEnv(source);
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    await database.migrate();
    await seed(database.db);
  } catch (error) {
    await database.close().catch(() => {});
    throw error;
  }
  return { env, database, startedAt: new Date() };
}
