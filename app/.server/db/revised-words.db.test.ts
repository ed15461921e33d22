import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { textToLegalBlocks } from "~/lib/legal-text";
import { databaseTargets, openTestDatabase } from "../../../tests/setup/database";
import { articles, contentTranslations, firmwareReleases, legalPages, products, seedState } from "./schema";
import { seed } from "./seed";
import { articleSeeds } from "./seed/articles";
import { firmwareSeeds } from "./seed/firmware";
import { legalPageSeeds } from "./seed/legal";
import { productSeeds } from "./seed/products";
import {
  earlierEnglish,
  earlierLegalBody,
  earlierParams,
  earlierProductField,
  earlierValue,
} from "./seed/revised-words-load";
import { translationRows } from "./seed/translations";

const rowOf = (r: { entity: string; entityId: string; locale: string; field: string }) =>
  and(
    eq(contentTranslations.entity, r.entity as typeof contentTranslations.$inferSelect.entity),
    eq(contentTranslations.entityId, r.entityId),
    eq(contentTranslations.locale, r.locale),
    eq(contentTranslations.field, r.field),
  );

describe.each(databaseTargets)("issue 40's revised words on a data set seeded before them, on $name", (target) => {
  it("gives rows that still hold the seed's earlier words the new ones, and leaves an editor's own", async () => {
    const database = await openTestDatabase(target);
    await database.migrate();
    await seed(database.db);
    const { db } = database;
    const german = () =>
      db
        .select({
          entity: contentTranslations.entity,
          id: contentTranslations.entityId,
          field: contentTranslations.field,
          value: contentTranslations.value,
        })
        .from(contentTranslations)
        .where(eq(contentTranslations.locale, "de"))
        .orderBy(contentTranslations.entity, contentTranslations.entityId, contentTranslations.field);
    const now = await german();
    // a new data set has the new words already: 11,8 kg with a no-break space, the Dämpferpedal
    const spc121 = now.find((r) => r.entity === "product" && r.id === "SPC121" && r.field === "desc");
    expect(spc121?.value).toContain("11,8\u00a0kg");

    // the data set as the seed left it before: every revised row back to its earlier words
    const revised = translationRows().filter(
      (r) => JSON.stringify(earlierValue(r.value, r.locale)) !== JSON.stringify(r.value),
    );
    expect(revised.length).toBeGreaterThan(50);
    for (const r of revised)
      await db
        .update(contentTranslations)
        .set({ value: earlierValue(r.value, r.locale) })
        .where(rowOf(r));
    // the English row, and the English its translations were made from
    const [english] = await db.select().from(products).where(eq(products.id, "SPC121"));
    if (!english) throw new Error("the SP-C121 is seeded");
    const earlierDesc = earlierProductField("SPC121", "desc", english.desc);
    expect(earlierDesc).toContain("goes under one arm");
    await db.update(products).set({ desc: earlierDesc }).where(eq(products.id, "SPC121"));
    await db
      .update(contentTranslations)
      .set({ source: { desc: earlierDesc } })
      .where(and(eq(contentTranslations.entity, "product"), eq(contentTranslations.entityId, "SPC121")));
    const japanese = async () =>
      (
        await db
          .select({ value: contentTranslations.value, source: contentTranslations.source })
          .from(contentTranslations)
          .where(
            and(
              eq(contentTranslations.entity, "product"),
              eq(contentTranslations.entityId, "SPC121"),
              eq(contentTranslations.locale, "ja"),
              eq(contentTranslations.field, "desc"),
            ),
          )
      )[0];
    expect(JSON.stringify((await japanese())?.value)).toContain("小脇に抱えて");
    const privacy = (locale: "en" | "de" | "ja") =>
      earlierLegalBody(`privacy-${locale}`, locale, legalPageSeeds[locale].privacy.body);
    for (const locale of ["en", "de", "ja"] as const)
      await db
        .update(legalPages)
        .set({ body: textToLegalBlocks(privacy(locale)) })
        .where(eq(legalPages.id, `privacy-${locale}`));
    await db
      .update(legalPages)
      .set({ body: textToLegalBlocks(earlierLegalBody("profile-de", "de", legalPageSeeds.de.profile.body)) })
      .where(eq(legalPages.id, "profile-de"));
    // the English the seed wrote before: panel labels in lower case, a sentence or a note since revised
    for (const product of productSeeds)
      await db
        .update(products)
        .set({ params: earlierParams(product.params), sp3: earlierEnglish(product.sp3) })
        .where(eq(products.id, product.id));
    const series = articleSeeds.find((a) => a.id === "akx10s-artist-series");
    await db
      .update(articles)
      .set({ body: earlierEnglish(series?.body ?? []) })
      .where(eq(articles.id, "akx10s-artist-series"));
    const mk61 = firmwareSeeds.find(([id, version]) => id === "MK61" && version === "2.0.0");
    await db
      .update(firmwareReleases)
      .set({ changes: earlierEnglish([...(mk61?.[3] ?? [])]) })
      .where(and(eq(firmwareReleases.productId, "MK61"), eq(firmwareReleases.version, "2.0.0")));
    const jaSpc121 = and(
      eq(contentTranslations.entity, "product"),
      eq(contentTranslations.entityId, "SPC121"),
      eq(contentTranslations.locale, "ja"),
      eq(contentTranslations.field, "params"),
    );
    const [jaParams] = await db
      .select({ source: contentTranslations.source })
      .from(contentTranslations)
      .where(jaSpc121);
    await db
      .update(contentTranslations)
      .set({ source: { ...jaParams?.source, "params.jacks": "Phones × 2\nSustain pedal\nDC IN 12 V" } })
      .where(jaSpc121);
    // an editor's own wording of a revised row and of the English privacy policy
    const edited = revised.find((r) => r.entity === "product" && r.entityId === "MR101S" && r.field === "desc");
    if (!edited) throw new Error("the MR101S's German description is revised");
    await db.update(contentTranslations).set({ value: "Ein Drumcomputer mit 16 Pads." }).where(rowOf(edited));
    const editorsPolicy = `${privacy("en")}\n\nOur own note.`;
    await db
      .update(legalPages)
      .set({ body: textToLegalBlocks(editorsPolicy) })
      .where(eq(legalPages.id, "privacy-en"));
    await db.delete(seedState).where(inArray(seedState.name, ["revised-words"]));

    expect(await seed(db)).toEqual(["revised-words@1"]);
    const after = await german();
    expect(after.filter((r) => !(r.entity === "product" && r.id === "MR101S" && r.field === "desc"))).toEqual(
      now.filter((r) => !(r.entity === "product" && r.id === "MR101S" && r.field === "desc")),
    );
    expect(after.find((r) => r.entity === "product" && r.id === "MR101S" && r.field === "desc")?.value).toBe(
      "Ein Drumcomputer mit 16 Pads.",
    );
    expect(JSON.stringify((await japanese())?.value)).toContain("レッスンやステージへの持ち運びも手軽です");
    expect((await japanese())?.source).toEqual({ desc: english.desc });
    const [englishAfter] = await db.select().from(products).where(eq(products.id, "SPC121"));
    expect(englishAfter?.desc).toBe(english.desc);
    expect(englishAfter?.desc).toContain("travels easily to lessons and gigs");
    const pages = new Map(
      (
        await db
          .select()
          .from(legalPages)
          .where(inArray(legalPages.id, ["privacy-en", "privacy-de", "privacy-ja"]))
      ).map((p) => [p.id, p]),
    );
    expect(pages.get("privacy-de")?.body).toEqual(textToLegalBlocks(legalPageSeeds.de.privacy.body));
    expect(pages.get("privacy-de")?.version).toBe(2);
    expect(pages.get("privacy-ja")?.body).toEqual(textToLegalBlocks(legalPageSeeds.ja.privacy.body));
    expect(pages.get("privacy-en")?.body).toEqual(textToLegalBlocks(editorsPolicy));
    expect(JSON.stringify(pages.get("privacy-de")?.body)).toContain("Datenschutz-Einstellungen");
    const [profile] = await db.select().from(legalPages).where(eq(legalPages.id, "profile-de"));
    expect(profile?.body).toEqual(textToLegalBlocks(legalPageSeeds.de.profile.body));
    expect(JSON.stringify(profile?.body)).toContain("Vertretungsberechtigter Direktor");
    // the English rows, back to the seed's words, and a translation's source with them
    for (const row of await db.select().from(products)) {
      const seeded = productSeeds.find((p) => p.id === row.id);
      expect(row.params, row.id).toEqual(seeded?.params);
      expect(row.sp3, row.id).toEqual(seeded?.sp3);
    }
    const [seriesNow] = await db.select().from(articles).where(eq(articles.id, "akx10s-artist-series"));
    expect(seriesNow?.body).toEqual(series?.body);
    const [release] = await db
      .select()
      .from(firmwareReleases)
      .where(and(eq(firmwareReleases.productId, "MK61"), eq(firmwareReleases.version, "2.0.0")));
    expect(release?.changes).toEqual(mk61?.[3]);
    const [jaNow] = await db.select({ source: contentTranslations.source }).from(contentTranslations).where(jaSpc121);
    // the English jacks row as the seed writes it now (its PHONES on its front since model-specs@3)
    expect(jaNow?.source?.["params.jacks"]).toBe("PHONES × 2 (front)\nSUSTAIN\nDC IN 12 V");
  }, 120_000);
});
