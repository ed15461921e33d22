import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Actor } from "~/.server/changes/pipeline.server";
import type { Database } from "~/.server/db/client";
import { searchEntries } from "~/.server/db/schema/search";
import { seed } from "~/.server/db/seed";
import { rebuildSearchIndex } from "~/.server/search/index.server";
import { search } from "~/.server/search/search.server";
import { saveDealer } from "~/features/dealers/editing.server";
import type { Locale } from "~/lib/i18n/locales";
import { databaseTargets, openTestDatabase, seededTestDatabase } from "../../tests/setup/database";

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

describe.each(databaseTargets)("the disposal page in search on $name", (target) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(target);
    await database.migrate();
    await seed(database.db);
    await rebuildSearchIndex(database.db);
  });

  it.each<[Locale, string]>([
    ["en", "disposal"],
    ["en", "recycling"],
    ["en", "WEEE"],
    ["de", "Entsorgung"],
    ["de", "Batterie"],
    ["de", "WEEE"],
    ["ja", "廃棄"],
    ["ja", "リサイクル"],
  ])("on /%s, “%s” finds the disposal page", async (locale, q) => {
    const results = await search(database.db, q, { locale });
    const pages = results.groups.find((g) => g.kind === "page");
    expect(pages?.hits.map((h) => h.url)).toContain("/legal/disposal");
  });
});

/**
 * The legal pages in search follow the data they name: the company profile's count of countries
 * with stores („Händler in zwölf Ländern“) is the stores', so a store's save refreshes it.
 */
describe.each(databaseTargets)("the company's pages in search on $name", (target) => {
  let database: Database;
  let actor: Actor;
  beforeAll(async () => {
    ({ database, actor } = await seededTestDatabase(target, { email: "stores@example.com", role: "editor" }));
  });

  it("name the countries with stores as the page does, a store's save in a new country counted at once", async () => {
    const profile = async () =>
      (await database.db.select().from(searchEntries).where(eq(searchEntries.id, "company:profile")))[0]?.body ?? "";
    const countries = Number(/Distributors and dealers in (\d+) countries/.exec(await profile())?.[1]);
    expect(countries).toBeGreaterThan(1);
    await saveDealer(database.db, actor, null, {
      id: "pt-lisboa-test",
      name: "Casa dos Teclados",
      type: "dealer",
      country: "PT",
      city: "Lisboa",
      region: "",
      street: "Rua Garrett 50",
      postcode: "1200-204",
      phone: "+351 21 555 0100",
      email: "",
      website: "",
      lat: 38.7107,
      lng: -9.142,
      lines: ["DigitalPianos"],
      verifiedOn: "2026-11-01",
      status: "published",
    });
    expect(await profile()).toContain(`Distributors and dealers in ${countries + 1} countries`);
  });
});
