import { inArray } from "drizzle-orm";
import { ensureFirstAdmin } from "~/.server/auth/staff.server";
import { contentChanged, listenForContentChanges } from "~/.server/content-version.server";
import type { AppRuntime } from "~/.server/context";
import { type Db, openDatabase } from "~/.server/db/client";
import { syncState } from "~/.server/db/schema/system";
import { seed } from "~/.server/db/seed";
import { parseEnv } from "~/.server/env";
import { enterPhase } from "~/.server/lifecycle";
import { log, setLogLevel } from "~/.server/log";
import { collectGarbage, limitHeapGrowth } from "~/.server/memory.server";
import { makeOwnerOnly, tightenedNote } from "~/.server/owner-only.server";
import { indexSources, rebuildSearchIndex, SEARCH_INDEX } from "~/.server/search/index.server";
import { siteKeysOf } from "~/.server/site-key";
import { staticDirectory } from "~/.server/static-dir";
import { supportProducts } from "~/compose/support.server";
import { sealStaffSecrets } from "~/features/staff/secrets.server";
import { FIRMWARE_FILES, syncDocumentSizes, syncFirmwareFiles } from "~/features/support/file-sync.server";
import * as adminHref from "~/lib/admin/href";
import { searchSources } from "~/search-sources.server";

/**
 * Start-up: validate configuration, open the database, migrate, seed, then bring what is derived
 * from the content and the build's files (document sizes, firmware checksums, the search index)
 * up to date. Throws ConfigError on bad config.
 */
export async function boot(source: Record<string, string | undefined> = process.env): Promise<AppRuntime> {
  const env = parseEnv(source);
  // the database, its log and the secrets are the site user's alone, whatever an older release left
  const loose = tightenedNote("DATA_DIR", env.DATA_DIR, makeOwnerOnly(env.DATA_DIR));
  if (loose) console.log(loose);
  setLogLevel(env.LOG_LEVEL);
  limitHeapGrowth();
  indexSources(searchSources);
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  let deferred: Deferred | null = null;
  try {
    await database.migrate();
    const seeding = performance.now();
    const loaded = await seed(database.db, env.CONTENT_SCALE);
    if (loaded.length) console.log(`content: ${loaded.length} seed sets loaded in ${secondsSince(seeding)}`);
    if (loaded.length || !(await derivedDataExists(database.db))) {
      // a new or upgraded data set: made whole before the first visitor (search is never empty);
      // at CONTENT_SCALE=100 that is half a minute or more, so the operator is told what is going on
      console.log("search index, document sizes and firmware checksums: building for this data set…");
      const building = performance.now();
      await syncDerivedData(database.db);
      await database.maintain();
      console.log(`search index, document sizes and firmware checksums: built in ${secondsSince(building)}`);
      collectGarbage(); // the embedded database's initdb left its instance's memory behind
    } else {
      // A restart: the last run's sizes, checksums and index are those of this content, so the
      // server answers at once and checks them a moment later (the embedded database runs on
      // this thread: checking now would hold up the first pages). A changed build or file is
      // caught then, and the search index is swapped in one transaction, never half-built.
      // /readyz turns ready once that check is done (a balancer waits for it; pages are served meanwhile)
      deferred = afterStart(() =>
        syncDerivedData(database.db)
          .then(() => database.maintain())
          .catch((error: Error) => {
            log.error({ err: error }, "start-up check of documents and search failed");
          })
          .finally(() => enterPhase("serving")),
      );
    }
    const sealed = await sealStaffSecrets(database.db, siteKeysOf(env));
    if (sealed.sealed || sealed.resealed)
      console.log(
        `second-factor secrets: ${sealed.sealed} sealed under the site key, ${sealed.resealed} sealed again under the current one`,
      );
    if (sealed.broken)
      log.error(
        `${sealed.broken} second-factor secrets do not open (altered, or moved to another account): their codes are refused; reset those accounts' factors in ${adminHref.users()}`,
      );
    const admin = await ensureFirstAdmin(database.db, env.ADMIN_EMAIL, env.ADMIN_PASSWORD);
    if (admin) console.log(`admin ${admin.email} ${admin.done} from ADMIN_EMAIL and ADMIN_PASSWORD`);
  } catch (error) {
    await deferred?.stop();
    await database.close().catch(() => {});
    throw error;
  }
  const unlisten = await listenForContentChanges(database);
  if (!deferred) enterPhase("serving");
  const close = database.close;
  return {
    env,
    database: {
      ...database,
      close: async () => {
        await deferred?.stop();
        await unlisten();
        await close();
      },
    },
    startedAt: new Date(),
  };
}

/**
 * After the build's files changed under a running server (a fresh clone's pictures and documents,
 * made in the background): document sizes, checksums and the search index from the files as they
 * are now, and pages rendered before are dropped.
 */
export async function filesChanged(runtime: AppRuntime): Promise<void> {
  await syncDerivedData(runtime.database.db);
  contentChanged();
}

const secondsSince = (start: number) => `${((performance.now() - start) / 1000).toFixed(1)} s`;

/** How long after start-up the deferred checks run. */
const DEFER_MS = 2_000;

type Deferred = { stop(): Promise<void> };

/** Runs `work` DEFER_MS from now; `stop` cancels it if it has not begun, or waits for it. */
function afterStart(work: () => Promise<void>): Deferred {
  let running: Promise<void> = Promise.resolve();
  const timer = setTimeout(() => {
    running = work();
  }, DEFER_MS);
  return {
    async stop() {
      clearTimeout(timer);
      await running;
    },
  };
}

/** Whether a previous start already synced files and built the search index on this database. */
async function derivedDataExists(db: Db): Promise<boolean> {
  const names = [FIRMWARE_FILES, SEARCH_INDEX];
  const rows = await db.select({ name: syncState.name }).from(syncState).where(inArray(syncState.name, names));
  return rows.length === names.length;
}

/** Document sizes and firmware checksums from the files, then the search index (which lists both). */
async function syncDerivedData(db: Db): Promise<void> {
  const docs = await syncDocumentSizes(db, supportProducts, staticDirectory());
  const firmware = await syncFirmwareFiles(db, staticDirectory());
  const missing = [...docs.missing, ...firmware.missing];
  if (missing.length) log.warn({ missing }, "documents missing from the build");
  const index = await rebuildSearchIndex(db);
  // pages rendered before the new index (search results) must not outlive it in the page cache
  if (index.rebuilt || docs.updated || firmware.updated) contentChanged();
}
