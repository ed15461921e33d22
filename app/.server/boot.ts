import { existsSync } from "node:fs";
import path from "node:path";
import { rebuildSearchIndex } from "~/features/search/index.server";
import { ensureFirstAdmin } from "./auth/staff.server";
import { listenForContentChanges } from "./content-version.server";
import type { AppRuntime } from "./context";
import { openDatabase } from "./db/client";
import { syncDocumentSizes, syncFirmwareFiles } from "./db/documents.server";
import { seed } from "./db/seed";
import { parseEnv } from "./env";

/** Start-up: validate configuration, open the database, migrate, seed. Throws ConfigError on bad config. */
export async function boot(source: Record<string, string | undefined> = process.env): Promise<AppRuntime> {
  const env = parseEnv(source);
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    await database.migrate();
    await seed(database.db);
    const docs = await syncDocumentSizes(database.db, staticDirectory());
    const firmware = await syncFirmwareFiles(database.db, staticDirectory());
    const missing = [...docs.missing, ...firmware.missing];
    if (missing.length) console.warn(`documents missing from the build: ${missing.join(", ")}`);
    await rebuildSearchIndex(database.db);
    const admin = await ensureFirstAdmin(database.db, env.ADMIN_EMAIL, env.ADMIN_PASSWORD);
    if (admin) console.log(`first admin created: ${admin.email}`);
  } catch (error) {
    await database.close().catch(() => {});
    throw error;
  }
  const unlisten = await listenForContentChanges(database);
  const close = database.close;
  return {
    env,
    database: {
      ...database,
      close: async () => {
        await unlisten();
        await close();
      },
    },
    startedAt: new Date(),
  };
}

/** Where the built static files are: the production build, or public/ in development. */
export function staticDirectory(): string {
  const built = path.resolve("build", "client");
  return existsSync(path.join(built, "docs")) ? built : path.resolve("public");
}
