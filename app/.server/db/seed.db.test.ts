import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { locales } from "~/lib/i18n/locales";
import { databaseTargets, openTestDatabase } from "../../../tests/setup/database";
import { ConfigError } from "../env";
import { articles, contentTranslations, dealers, firmwareReleases, productDocs, products, seedState } from "./schema";
import { seed } from "./seed";
import { articleSeeds, firmwareArticleId } from "./seed/articles";
import { addedDealerIds, dealerSeeds } from "./seed/dealers";
import { documentsFor } from "./seed/documents";
import { firmwareSeeds, firstFirmwareSet } from "./seed/firmware";
import { productSeeds } from "./seed/products";
import { ARTICLES_PER_STEP } from "./seed/scale/articles";

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
    expect(await count(articles)).toBe(articleSeeds.length + ARTICLES_PER_STEP * 2);
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
    // two whole seeds (one at three times the content): beyond the default 30 s on a loaded machine
  }, 120_000);
});

describe.each(databaseTargets)("documents in every language on $name", (target) => {
  const listOf = (database: { db: Awaited<ReturnType<typeof openTestDatabase>>["db"] }, productId: string) =>
    database.db
      .select()
      .from(productDocs)
      .where(eq(productDocs.productId, productId))
      .orderBy(asc(productDocs.position), asc(productDocs.id));

  // one database for both checks: seeding is the slow part
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    database = await openTestDatabase(target);
    await database.migrate();
    await seed(database.db);
  });

  it("lists each owner's manual and quick start in English, German and Japanese, each in its English document's place", async () => {
    for (const product of productSeeds) {
      const docs = await listOf(database, product.id);
      const expected = locales.flatMap((locale) => documentsFor(product, locale));
      expect(docs.map((d) => d.href).sort()).toEqual(expected.map((d) => d.href).sort());
      for (const doc of docs) {
        expect(doc.href).toContain(`-${doc.language}-revB.pdf`);
        const english = docs.find((d) => d.language === "en" && d.afterfix === doc.afterfix);
        expect(doc.position, doc.href).toBe(english?.position);
      }
    }
  });

  it("a database seeded before gets the German and Japanese documents once, for the products still there", async () => {
    const { db } = database;
    // the database as it was before the languages: English documents only, and an editor's changes
    await db.delete(productDocs).where(ne(productDocs.language, "en"));
    await db.delete(seedState).where(inArray(seedState.name, ["document-languages", "data-list-languages"]));
    await db.delete(products).where(eq(products.id, "MK37"));
    const [manual] = await db
      .select()
      .from(productDocs)
      .where(and(eq(productDocs.productId, "CP203"), eq(productDocs.afterfix, "OWNER'S MANUAL")));
    await db
      .update(productDocs)
      .set({ position: 5 })
      .where(eq(productDocs.id, manual?.id ?? 0));
    // one German manual an editor listed already is not listed twice
    await db.insert(productDocs).values({
      productId: "CP203",
      href: "/docs/noteva-cp203-quick-start-de-revB.pdf",
      afterfix: "QUICK START",
      language: "de",
      position: 9,
    });

    expect(await seed(db)).toEqual(["document-languages@1", "data-list-languages@1"]);
    const cp203 = await listOf(database, "CP203");
    expect(new Set(cp203.map((d) => d.href)).size).toBe(cp203.length);
    expect(cp203.filter((d) => d.language !== "en").map((d) => [d.href, d.position])).toEqual(
      expect.arrayContaining([
        ["/docs/noteva-cp203-owners-manual-de-revB.pdf", 5],
        ["/docs/noteva-cp203-owners-manual-ja-revB.pdf", 5],
        ["/docs/noteva-cp203-quick-start-de-revB.pdf", 9],
        ["/docs/noteva-cp203-quick-start-ja-revB.pdf", 2],
        ["/docs/noteva-cp203-data-list-de-revB.pdf", 1],
        ["/docs/noteva-cp203-data-list-ja-revB.pdf", 1],
      ]),
    );
    expect(cp203).toHaveLength(9);
    expect(await listOf(database, "MK37")).toEqual([]);
    expect(await seed(db)).toEqual([]);
  });

  it("a data set from before the German and Japanese data lists gets them, and a manual an editor removed stays removed", async () => {
    const { db } = database;
    await db.delete(productDocs).where(and(ne(productDocs.language, "en"), eq(productDocs.afterfix, "DATA LIST")));
    await db.delete(seedState).where(eq(seedState.name, "data-list-languages"));
    // an editor removed the German owner's manual of the CP203
    await db.delete(productDocs).where(eq(productDocs.href, "/docs/noteva-cp203-owners-manual-de-revB.pdf"));
    expect(await seed(db)).toEqual(["data-list-languages@1"]);
    const cp203 = (await listOf(database, "CP203")).map((d) => d.href);
    expect(cp203).toContain("/docs/noteva-cp203-data-list-de-revB.pdf");
    expect(cp203).toContain("/docs/noteva-cp203-data-list-ja-revB.pdf");
    expect(cp203).not.toContain("/docs/noteva-cp203-owners-manual-de-revB.pdf");
  });
});

describe.each(databaseTargets)("the firmware history on $name", (target) => {
  it("reaches a data set seeded before it: the new releases, their articles and translations; a release an editor removed stays removed", async () => {
    const database = await openTestDatabase(target);
    await database.migrate();
    await seed(database.db);
    const { db } = database;
    // the data set as the first firmware set left it, and an editor's removal of one of its releases
    const added = firmwareSeeds.filter(([id, v]) => !firstFirmwareSet.has(`${id}@${v}`));
    for (const [id, version] of added) {
      await db
        .delete(firmwareReleases)
        .where(and(eq(firmwareReleases.productId, id), eq(firmwareReleases.version, version)));
      await db.delete(articles).where(eq(articles.id, firmwareArticleId(id, version)));
      await db
        .delete(contentTranslations)
        .where(and(eq(contentTranslations.entity, "firmware"), eq(contentTranslations.entityId, `${id}@${version}`)));
    }
    await db
      .delete(firmwareReleases)
      .where(and(eq(firmwareReleases.productId, "SPC121"), eq(firmwareReleases.version, "1.1.0")));
    await db.delete(seedState).where(eq(seedState.name, "firmware-history"));
    expect((await db.select().from(firmwareReleases)).length).toBe(firstFirmwareSet.size - 1);

    expect(await seed(db)).toEqual(["firmware-history@1"]);
    const releases = await db.select().from(firmwareReleases);
    expect(releases.length).toBe(firmwareSeeds.length - 1);
    expect(releases.some((r) => r.productId === "SPC121" && r.version === "1.1.0")).toBe(false);
    const mk61 = releases.find((r) => r.productId === "MK61" && r.version === "2.0.0");
    expect(mk61?.minimumVersion).toBe("1.2.0");
    const [article] = await db.select().from(articles).where(eq(articles.id, "mk61-firmware-2-0-0"));
    expect(article?.kind).toBe("update");
    const notes = await db
      .select()
      .from(contentTranslations)
      .where(and(eq(contentTranslations.entity, "firmware"), eq(contentTranslations.entityId, "MK61@2.0.0")));
    expect(notes.map((n) => n.locale).sort()).toEqual(["de", "ja"]);
    expect(await seed(db)).toEqual([]);
  });
});

describe.each(databaseTargets)("the stores in Austria, Switzerland and Japan's main cities on $name", (target) => {
  it("reach a data set seeded before them, the Japanese ones with their names in Japanese; a store an editor removed stays removed", async () => {
    const database = await openTestDatabase(target);
    await database.migrate();
    await seed(database.db);
    const { db } = database;
    const added = [...addedDealerIds];
    expect(added.length).toBe(23);
    // every id is a seed store's
    expect(added.filter((id) => !dealerSeeds.some((d) => d.id === id))).toEqual([]);
    // the data set as the first dealer set left it, and an editor's removal of one of its stores
    await db.delete(dealers).where(inArray(dealers.id, added));
    await db
      .delete(contentTranslations)
      .where(and(eq(contentTranslations.entity, "dealer"), inArray(contentTranslations.entityId, added)));
    await db.delete(dealers).where(eq(dealers.id, "de-hamburg-klanghaus"));
    await db.delete(seedState).where(eq(seedState.name, "dealers-at-ch-jp"));

    expect(await seed(db)).toEqual(["dealers-at-ch-jp@1"]);
    const stores = await db.select({ id: dealers.id, country: dealers.country }).from(dealers);
    expect(stores.length).toBe(dealerSeeds.length - 1);
    expect(stores.some((d) => d.id === "de-hamburg-klanghaus")).toBe(false);
    expect(stores.filter((d) => d.country === "AT").length).toBe(6);
    expect(stores.filter((d) => d.country === "CH").length).toBe(7);
    expect(stores.filter((d) => d.country === "JP").length).toBe(16);
    const names = await db
      .select({ id: contentTranslations.entityId, value: contentTranslations.value })
      .from(contentTranslations)
      .where(
        and(
          eq(contentTranslations.entity, "dealer"),
          eq(contentTranslations.field, "name"),
          eq(contentTranslations.locale, "ja"),
          inArray(contentTranslations.entityId, added),
        ),
      );
    expect(names.map((n) => n.id).sort()).toEqual(added.filter((id) => id.startsWith("jp-")).sort());
    expect(names.find((n) => n.id === "jp-kyoto-rakuchu-piano")?.value).toBe("洛中ピアノ工房");
    expect(await seed(db)).toEqual([]);
  });
});
