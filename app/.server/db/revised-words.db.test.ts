import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { textToLegalBlocks } from "~/lib/legal-text";
import { databaseTargets, openTestDatabase } from "../../../tests/setup/database";
import { contentTranslations, legalPages, products, seedState } from "./schema";
import { seed } from "./seed";
import { legalPageSeeds } from "./seed/legal";
import { earlierLegalBody, earlierProductField, earlierValue } from "./seed/revised-words-load";
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
    const earlierEnglish = earlierProductField("SPC121", "desc", english.desc);
    expect(earlierEnglish).toContain("goes under one arm");
    await db.update(products).set({ desc: earlierEnglish }).where(eq(products.id, "SPC121"));
    await db
      .update(contentTranslations)
      .set({ source: { desc: earlierEnglish } })
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
  }, 120_000);
});
