import { beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/.server/db/client";
import { seed } from "~/.server/db/seed";
import { databaseTargets, openTestDatabase } from "../../../tests/setup/database";
import { rebuildSearchIndex } from "./index.server";
import { suggest } from "./search.server";

describe.each(databaseTargets)("suggestions on $name", (target) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(target);
    await database.migrate();
    await seed(database.db);
    await rebuildSearchIndex(database.db);
  });

  it("offers at most eight hits, at most three of a kind, each named by its group", async () => {
    const { query, items } = await suggest(database.db, "  piano ");
    expect(query).toBe("piano");
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThanOrEqual(8);
    const perGroup = Object.groupBy(items, (item) => item.group);
    for (const group of Object.values(perGroup)) expect(group?.length).toBeLessThanOrEqual(3);
    expect(items[0]).toEqual({
      id: expect.any(String),
      group: expect.any(String),
      title: expect.any(Array),
      url: expect.stringMatching(/^\//),
    });
  });

  it("offers nothing for an empty query", async () => {
    expect(await suggest(database.db, null)).toEqual({ query: "", items: [] });
  });
});
