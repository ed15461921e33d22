import { beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/.server/db/client";
import { seed } from "~/.server/db/seed";
import { rebuildSearchIndex } from "~/.server/search/index.server";
import { search } from "~/.server/search/search.server";
import type { Locale } from "~/lib/i18n/locales";
import { databaseTargets, openTestDatabase } from "../../tests/setup/database";

describe.each(databaseTargets)("the warranty page in search on $name", (target) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(target);
    await database.migrate();
    await seed(database.db);
    await rebuildSearchIndex(database.db);
  });

  it.each<[Locale, string, string]>([
    ["en", "warranty", "Warranty and repair"],
    ["en", "repair", "Warranty and repair"],
    ["de", "Garantie", "Garantie und Reparatur"],
    ["de", "Reparatur", "Garantie und Reparatur"],
    ["de", "Gewährleistung", "Garantie und Reparatur"],
    ["ja", "保証", "保証・修理"],
    ["ja", "修理", "保証・修理"],
  ])("on /%s, “%s” finds the warranty page", async (locale, q, title) => {
    const results = await search(database.db, q, { locale });
    const pages = results.groups.find((g) => g.kind === "page");
    expect(pages?.hits[0]?.url).toBe("/support/warranty");
    expect(pages?.hits.map((h) => h.title.map((p) => p.text).join(""))).toContain(title);
  });
});
