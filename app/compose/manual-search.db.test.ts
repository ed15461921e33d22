import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/.server/db/client";
import { products } from "~/.server/db/schema/catalogue";
import { searchEntries } from "~/.server/db/schema/search";
import { seed } from "~/.server/db/seed";
import { rebuildSearchIndex, syncSearchIndex } from "~/.server/search/index.server";
import { search } from "~/.server/search/search.server";
import type { Locale } from "~/lib/i18n/locales";
import type { SearchResults } from "~/lib/search/results";
import { databaseTargets, openTestDatabase } from "../../tests/setup/database";

const urls = (results: SearchResults, kind: string) =>
  results.groups.find((g) => g.kind === kind)?.hits.map((h) => h.url) ?? [];

describe.each(databaseTargets)("the HTML manuals in search on $name", (target) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(target);
    await database.migrate();
    await seed(database.db);
    await rebuildSearchIndex(database.db);
  });

  it.each<[Locale, string, string]>([
    ["en", "troubleshooting", "#troubleshooting"],
    ["de", "Fehlerbehebung", "#troubleshooting"],
    ["ja", "困ったとき", "#troubleshooting"],
    ["ja", "困ったときは", "#troubleshooting"],
    ["en", "chord dictionary", "#playing"],
    ["de", "Akkordlexikon", "#playing"],
    ["ja", "コード辞典", "#playing"],
    ["en", "headphones", "/support/manuals/"],
    ["de", "Kopfhörer", "/support/manuals/"],
    ["ja", "ヘッドホン", "/support/manuals/"],
    ["en", "What is in the box", "#in-the-box"],
    ["de", "Lieferumfang", "#in-the-box"],
    ["ja", "付属品", "#in-the-box"],
    // the factory reset the disposal page points to, as each language heads it and as people ask for it
    ["en", "factory reset", "#factory-reset"],
    ["de", "Werkseinstellungen", "#factory-reset"],
    ["de", "zurücksetzen", "#factory-reset"],
    ["ja", "工場出荷時の設定", "#factory-reset"],
    ["ja", "初期化", "#factory-reset"],
  ])("on /%s, “%s” finds a model's manual section (%s)", async (locale, q, part) => {
    const found = urls(await search(database.db, q, { locale }), "document");
    expect(found.length).toBeGreaterThan(0);
    expect(found.filter((url) => url.startsWith("/support/manuals/")).some((url) => url.includes(part))).toBe(true);
  });

  it.each<[Locale, string]>([
    ["en", "MK61 troubleshooting"],
    ["de", "MK61 Fehlerbehebung"],
    ["ja", "MK61 困ったときは"],
  ])("on /%s, “%s” leads the documents with the MK61's troubleshooting section", async (locale, q) => {
    expect(urls(await search(database.db, q, { locale }), "document")[0]).toBe("/support/manuals/MK61#troubleshooting");
  });

  it.each<Locale>(["en", "de", "ja"])(
    "on /%s, a model query still leads with the product and its documents",
    async (locale) => {
      const results = await search(database.db, "MK61", { locale });
      expect(results.topPick?.refId).toBe("MK61");
      expect(results.groups[0]?.kind).toBe("product");
      const documents = urls(results, "document");
      // the model's own documents (its code matches them exactly) before its manual's sections
      expect(documents[0]).not.toMatch(/^\/support\/manuals\//);
    },
  );

  it("indexes each section once per language under one id, with the page's anchor", async () => {
    const rows = await database.db.execute<{ locale: string; n: number }>(
      sql`select locale, count(*)::int as n from search_entry where ref_id like 'manual:MK61#%' group by locale order by locale`,
    );
    const counts = (
      (rows as { rows?: { locale: string; n: number }[] }).rows ?? (rows as unknown as { locale: string; n: number }[])
    ).map((r) => [r.locale, Number(r.n)]);
    expect(counts.map(([l]) => l)).toEqual(["de", "en", "ja"]);
    expect(new Set(counts.map(([, n]) => n)).size).toBe(1);
  });

  it("re-indexes a model's manual when the model changes", async () => {
    const [mk61] = await database.db.select().from(products).where(eq(products.id, "MK61"));
    if (!mk61) throw new Error("no MK61");
    const body = async () => {
      const [row] = await database.db
        .select({ body: searchEntries.body })
        .from(searchEntries)
        .where(and(eq(searchEntries.refId, "manual:MK61#specifications"), eq(searchEntries.locale, "en")));
      return row?.body ?? "";
    };
    const changeTo = (params: typeof mk61.params) =>
      database.db.transaction(async (tx) => {
        await tx.update(products).set({ params }).where(eq(products.id, "MK61"));
        await syncSearchIndex(tx, { products: ["MK61"] });
      });
    await changeTo(mk61.params.map((p) => (p.label === "weight" ? { ...p, value: "4.9 kg" } : p)));
    expect(await body()).toContain("4.9 kg");
    await changeTo(mk61.params);
    expect(await body()).not.toContain("4.9 kg");
    expect(await body()).toContain("4.5 kg");
  });
});
