import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/.server/db/client";
import { articles, searchEntries, syncState } from "~/.server/db/schema";
import { seed } from "~/.server/db/seed";
import { databaseTargets, openTestDatabase } from "../../../tests/setup/database";
import { rebuildSearchIndex, SEARCH_INDEX } from "./index.server";
import { search } from "./search.server";

describe.each(databaseTargets)("search index rebuilds on $name", (target) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(target);
    await database.migrate();
    await seed(database.db);
  });

  const stored = async () =>
    (await database.db.select().from(syncState).where(eq(syncState.name, SEARCH_INDEX)))[0]?.fingerprint;

  it("writes the index once, and nothing when the content is unchanged", async () => {
    const first = await rebuildSearchIndex(database.db);
    expect(first.rebuilt).toBe(true);
    const print = await stored();
    expect(print).toMatch(/^[0-9a-f]{64}$/);
    const again = await rebuildSearchIndex(database.db);
    expect(again).toEqual({ ...first, rebuilt: false });
    expect(await stored()).toBe(print);
    expect((await search(database.db, "spc121")).total).toBeGreaterThan(0);
  });

  it("rebuilds after a content change", async () => {
    const before = await stored();
    await database.db.update(articles).set({ title: "Quokka keyboard day" }).where(eq(articles.id, "mk-family-2026"));
    expect((await rebuildSearchIndex(database.db)).rebuilt).toBe(true);
    expect(await stored()).not.toBe(before);
    const hits = (await search(database.db, "quokka")).groups.flatMap((g) => g.hits.map((h) => h.refId));
    expect(hits).toContain("mk-family-2026");
  });

  it("rebuilds an index that lost entries even when the content is unchanged", async () => {
    const total = (await database.db.select().from(searchEntries)).length;
    await database.db.delete(searchEntries).where(eq(searchEntries.kind, "product"));
    expect((await rebuildSearchIndex(database.db)).rebuilt).toBe(true);
    expect((await database.db.select().from(searchEntries)).length).toBe(total);
  });

  it("rebuilds once when several instances check together", async () => {
    await database.db.update(articles).set({ title: "Wombat keyboard day" }).where(eq(articles.id, "mk-family-2026"));
    const runs = await Promise.all([1, 2, 3].map(() => rebuildSearchIndex(database.db)));
    expect(runs.filter((r) => r.rebuilt)).toHaveLength(1);
  });
});
