import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { databaseTargets, openTestDatabase } from "../../../tests/setup/database";
import { ConfigError } from "../env";
import { articles, dealers, firmwareReleases, productDocs, products, seedState } from "./schema";
import { seed } from "./seed";
import { articleSeeds } from "./seed/articles";
import { dealerSeeds } from "./seed/dealers";
import { productSeeds } from "./seed/products";

describe.each(databaseTargets)("seeding on $name", (target) => {
  it("loads each data set once when several instances start together", async () => {
    const database = await openTestDatabase(target);
    await database.migrate();
    const runs = await Promise.all([seed(database.db), seed(database.db), seed(database.db)]);
    const docs = await database.db.select({ href: productDocs.href }).from(productDocs);
    const firmware = await database.db.select({ href: firmwareReleases.href }).from(firmwareReleases);
    expect(docs.length).toBeGreaterThan(0);
    expect(new Set(docs.map((d) => d.href)).size).toBe(docs.length);
    expect(new Set(firmware.map((f) => f.href)).size).toBe(firmware.length);
    // every set was loaded by exactly one of the runs
    const sets = (await database.db.select().from(seedState)).map((s) => `${s.name}@${s.version}`).sort();
    expect(runs.flat().sort()).toEqual(sets);
  });
});

describe.each(databaseTargets)("the CONTENT_SCALE fixture on $name", (target) => {
  it("seeds N times the content into an empty database once, and never into one that holds content", async () => {
    const database = await openTestDatabase(target);
    await database.migrate();
    const loaded = await seed(database.db, 3);
    expect(loaded).toContain("content-scale@3");
    const count = async (table: typeof products | typeof dealers | typeof articles) =>
      (await database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n;
    expect(await count(products)).toBe(productSeeds.length * 3);
    expect(await count(dealers)).toBe(dealerSeeds.length * 3);
    expect(await count(articles)).toBe(articleSeeds.length * 3);
    // a restart at the same scale, or without one, loads nothing
    expect(await seed(database.db, 3)).toEqual([]);
    expect(await seed(database.db)).toEqual([]);
    await expect(seed(database.db, 4)).rejects.toThrow(/seeded at scale 3/);

    const real = await openTestDatabase(target);
    await real.migrate();
    await seed(real.db);
    await expect(seed(real.db, 100)).rejects.toThrow(ConfigError);
    expect(await (async () => (await real.db.select({ n: sql<number>`count(*)::int` }).from(products))[0]?.n)()).toBe(
      productSeeds.length,
    );
  });
});
