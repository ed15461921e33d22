import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/.server/db/client";
import { categories, products } from "~/.server/db/schema/catalogue";
import { articles } from "~/.server/db/schema/news";
import { searchEntries, searchTerms } from "~/.server/db/schema/search";
import { syncState } from "~/.server/db/schema/system";
import { seed } from "~/.server/db/seed";
import { databaseTargets, openTestDatabase } from "../../../tests/setup/database";
import { indexWords, rebuildSearchIndex, SEARCH_INDEX, syncSearchIndex } from "./index.server";
import { search } from "./search.server";

describe.each(databaseTargets)("search index rebuilds on $name", (target) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(target);
    await database.migrate();
    await seed(database.db);
  });

  const built = async () => (await database.db.select().from(syncState).where(eq(syncState.name, SEARCH_INDEX))).length;
  /** The dictionary as it must be: every word of every entry (Japanese is not corrected), counted afresh. */
  const expectedTerms = async () => {
    const counts = new Map<string, number>();
    for (const e of await database.db.select().from(searchEntries))
      if (e.locale !== "ja")
        for (const word of indexWords(`${e.title} ${e.keywords} ${e.summary} ${e.body}`))
          counts.set(word, (counts.get(word) ?? 0) + 1);
    return Object.fromEntries([...counts].sort(([a], [b]) => (a < b ? -1 : 1)));
  };
  const storedTerms = async () =>
    Object.fromEntries(
      (await database.db.select().from(searchTerms))
        .sort((a, b) => (a.word < b.word ? -1 : 1))
        .map((t) => [t.word, t.hits]),
    );

  it("writes the index once, and nothing when the content is unchanged", async () => {
    const first = await rebuildSearchIndex(database.db);
    expect(first.rebuilt).toBe(true);
    expect(await built()).toBe(1);
    const again = await rebuildSearchIndex(database.db);
    expect(again).toEqual({ ...first, rebuilt: false });
    expect(await storedTerms()).toEqual(await expectedTerms());
    expect((await search(database.db, "spc121")).total).toBeGreaterThan(0);
  });

  it("rebuilds after a content change", async () => {
    await database.db.update(articles).set({ title: "Quokka keyboard day" }).where(eq(articles.id, "mk-family-2026"));
    expect((await rebuildSearchIndex(database.db)).rebuilt).toBe(true);
    const hits = (await search(database.db, "quokka")).groups.flatMap((g) => g.hits.map((h) => h.refId));
    expect(hits).toContain("mk-family-2026");
  });

  it("rebuilds an index that lost entries even when the content is unchanged", async () => {
    const total = (await database.db.select().from(searchEntries)).length;
    await database.db.delete(searchEntries).where(eq(searchEntries.kind, "product"));
    expect((await rebuildSearchIndex(database.db)).rebuilt).toBe(true);
    expect((await database.db.select().from(searchEntries)).length).toBe(total);
  });

  it("updates only the entries a change touched, and keeps the dictionary exact", async () => {
    const line = (await database.db.select().from(products).where(eq(products.id, "SPC121")))[0]?.categoryId ?? "";
    const inLine = (
      await database.db.select({ id: products.id }).from(products).where(eq(products.categoryId, line))
    ).map((p) => p.id);
    const before = await database.db.select().from(searchEntries);
    await database.db.update(categories).set({ name: "Platypus pianos" }).where(eq(categories.id, line));
    const result = await database.db.transaction((tx) => syncSearchIndex(tx, { products: inLine }));
    // each product of the line is replaced, in every language (each entry carries the line's English
    // name, which a German or Japanese visitor may type too), and so is a manual section that names the
    // line; its documents, the articles about it and everything else are unchanged
    const after = new Map((await database.db.select().from(searchEntries)).map((e) => [e.id, e]));
    const changed = before.filter((e) => JSON.stringify(after.get(e.id)) !== JSON.stringify(e));
    expect(changed.filter((e) => e.kind === "product").map((e) => e.refId)).toEqual(
      expect.arrayContaining([...inLine, ...inLine, ...inLine]),
    );
    expect(changed.filter((e) => e.kind === "product")).toHaveLength(inLine.length * 3);
    expect(changed.every((e) => inLine.includes(e.owner))).toBe(true);
    expect(result).toEqual({ removed: changed.length, added: changed.length, changed: true });
    const found = (await search(database.db, "platypus")).groups.find((g) => g.kind === "product");
    expect(found?.hits.map((h) => h.refId).sort()).toEqual([...inLine].sort());
    expect(await storedTerms()).toEqual(await expectedTerms());
    // an unpublished product leaves the index, with its words
    await database.db.update(products).set({ status: "draft" }).where(eq(products.id, "SPC121"));
    await database.db.transaction((tx) => syncSearchIndex(tx, { products: ["SPC121"] }));
    expect((await search(database.db, "spc121")).topPick).toBeNull();
    expect(await storedTerms()).toEqual(await expectedTerms());
    await database.db.update(products).set({ status: "published" }).where(eq(products.id, "SPC121"));
    await database.db.transaction((tx) => syncSearchIndex(tx, { products: ["SPC121"] }));
    expect((await search(database.db, "spc121")).topPick?.refId).toBe("SPC121");
  });

  it("rebuilds once when several instances check together", async () => {
    await database.db.update(articles).set({ title: "Wombat keyboard day" }).where(eq(articles.id, "mk-family-2026"));
    const runs = await Promise.all([1, 2, 3].map(() => rebuildSearchIndex(database.db)));
    expect(runs.filter((r) => r.rebuilt)).toHaveLength(1);
  });
});
