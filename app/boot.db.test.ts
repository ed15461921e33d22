import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { articles } from "~/.server/db/schema/news";
import { syncState } from "~/.server/db/schema/system";
import { search } from "~/.server/search/search.server";
import { boot } from "./boot.server";

const found = async (db: Parameters<typeof search>[0], q: string) =>
  (await search(db, q)).groups.flatMap((g) => g.hits.map((h) => h.refId)).includes("mk-family-2026");

describe("start-up on the embedded database", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "noteva-boot-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const env = { DATA_DIR: dataDir, PORT: "4190" };

  it("makes a new data directory whole before answering: documents synced, search indexed", async () => {
    const runtime = await boot(env);
    try {
      const names = (await runtime.database.db.select({ name: syncState.name }).from(syncState)).map((r) => r.name);
      expect(names.sort()).toEqual(["firmware-files", "search-index"]);
      expect((await search(runtime.database.db, "spc121")).total).toBeGreaterThan(0);
      // changed behind the index's back (no rebuild): the next start finds it
      await runtime.database.db
        .update(articles)
        .set({ title: "Platypus keyboard day" })
        .where(eq(articles.id, "mk-family-2026"));
    } finally {
      await runtime.database.close();
    }
  }, 120_000);

  it("restarts with the previous index at once and brings it up to date a moment later", async () => {
    const runtime = await boot(env);
    try {
      expect(await found(runtime.database.db, "platypus")).toBe(false);
      expect((await search(runtime.database.db, "spc121")).total).toBeGreaterThan(0);
      await expect.poll(() => found(runtime.database.db, "platypus"), { timeout: 20_000, interval: 250 }).toBe(true);
    } finally {
      await runtime.database.close();
    }
  }, 120_000);

  it("stops cleanly before the deferred check has run", async () => {
    const runtime = await boot(env);
    await runtime.database.close();
  }, 120_000);
});
