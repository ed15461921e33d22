/**
 * The seed set `model-specs` on a data set seeded before it: each model's specification, kit and
 * translated rows become the seed's (what its documents name is listed), where the data set still
 * holds the seed's earlier ones; a model an editor changed keeps the editor's rows.
 */
import { and, asc, eq, isNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { databaseTargets, openTestDatabase } from "../../../tests/setup/database";
import { contentTranslations, products, seedState } from "./schema";
import { seed } from "./seed";
import { specsBefore } from "./seed/specs-before";

describe.each(databaseTargets)("each model's specification on a data set seeded before it, on $name", (target) => {
  it("gives it the seed's rows, kit and translated rows, and keeps an editor's own", async () => {
    const database = await openTestDatabase(target);
    await database.migrate();
    await seed(database.db);
    const { db } = database;
    const state = async () => ({
      products: await db
        .select({ id: products.id, params: products.params, kit: products.kit })
        .from(products)
        .orderBy(asc(products.id)),
      translations: await db
        .select({
          id: contentTranslations.entityId,
          locale: contentTranslations.locale,
          value: contentTranslations.value,
        })
        .from(contentTranslations)
        .where(and(eq(contentTranslations.entity, "product"), eq(contentTranslations.field, "params")))
        .orderBy(asc(contentTranslations.entityId), asc(contentTranslations.locale)),
    });
    const fresh = await state();
    expect(specsBefore.products.length).toBeGreaterThan(0);

    // the data set as the seed left it before: the earlier rows, kit and translations
    for (const before of specsBefore.products) {
      if (before.params) await db.update(products).set({ params: before.params }).where(eq(products.id, before.id));
      if (before.kit !== undefined)
        await db
          .update(products)
          .set({ kit: before.kit ?? {} })
          .where(eq(products.id, before.id));
    }
    for (const before of specsBefore.translations)
      await db
        .update(contentTranslations)
        .set({ value: before.value })
        .where(
          and(
            eq(contentTranslations.entity, "product"),
            eq(contentTranslations.entityId, before.entityId),
            eq(contentTranslations.locale, before.locale),
            eq(contentTranslations.field, "params"),
          ),
        );
    // an editor wrote the CP203's rows their own way since
    const [edited] = specsBefore.products.filter((p) => p.id === "CP203");
    const own = [...(edited?.params ?? []), { label: "weight", value: "Editor's own: 41 kg" }];
    await db.update(products).set({ params: own }).where(eq(products.id, "CP203"));
    const aged = await state();
    expect(aged).not.toEqual(fresh);

    await db.delete(seedState).where(eq(seedState.name, "model-specs"));
    expect(await seed(db)).toEqual(["model-specs@1"]);
    const after = await state();
    const others = <T extends { id: string }>(rows: T[]) => rows.filter((r) => r.id !== "CP203");
    expect(others(after.products)).toEqual(others(fresh.products));
    expect(others(after.translations)).toEqual(others(fresh.translations));
    // the editor's rows are kept, and so are the CP203's translations, which follow its English
    expect(after.products.find((p) => p.id === "CP203")?.params).toEqual(own);
    expect(after.translations.filter((t) => t.id === "CP203")).toEqual(
      aged.translations.filter((t) => t.id === "CP203"),
    );
    // every translated row records the English it follows
    const sourceless = await db
      .select({ id: contentTranslations.entityId })
      .from(contentTranslations)
      .where(
        and(
          eq(contentTranslations.entity, "product"),
          eq(contentTranslations.field, "params"),
          isNull(contentTranslations.source),
        ),
      );
    expect(sourceless).toEqual([]);
    // loaded once
    expect(await seed(db)).toEqual([]);
  }, 120_000);
});
