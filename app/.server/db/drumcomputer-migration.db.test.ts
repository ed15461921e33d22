import { readFileSync } from "node:fs";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { databaseTargets, openTestDatabase } from "../../../tests/setup/database";
import { contentTranslations, products, seedState } from "./schema";
import { seed } from "./seed";
import { earlierValue } from "./seed/revised-words-load";

/** The seed's German words before „Drumcomputer“, and after (drizzle/0026). */
const before: [string, string][] = [
  ["Der MR101S ist ein Drumcomputer, den Sie", "Die MR101S ist eine Rhythmusmaschine, die Sie"],
  ["Der MR101S ist ein Drumcomputer für Musiker", "Die MR101S ist eine Rhythmusmaschine für Musiker"],
  ["und er spielt ihn als Loop", "und sie spielt ihn als Loop"],
  ['"caption": "Der MR101S"', '"caption": "Die MR101S"'],
  ["sowie der Drumcomputer MR101S.", "sowie die MR101S."],
  ['"Drumcomputer MR101S: Grooves', '"Rhythmusmaschine MR101S: Grooves'],
];

describe.each(databaseTargets)("„Drumcomputer“ on a data set seeded before it, on $name", (target) => {
  it("gives it the seed's new German words and the masculine, and leaves an editor's own wording", async () => {
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
    // the data set as the seed left it before the change: first without the later rewrite (the seed
    // set revised-words, which runs after the migrations), then without „Drumcomputer“
    for (const row of await db.select().from(contentTranslations).where(eq(contentTranslations.locale, "de"))) {
      const was = earlierValue(row.value, "de");
      if (JSON.stringify(was) !== JSON.stringify(row.value))
        await db
          .update(contentTranslations)
          .set({ value: was })
          .where(
            and(
              eq(contentTranslations.entity, row.entity),
              eq(contentTranslations.entityId, row.entityId),
              eq(contentTranslations.locale, "de"),
              eq(contentTranslations.field, row.field),
            ),
          );
    }
    await db.update(products).set({ gender: "f" }).where(eq(products.categoryId, "Drums"));
    for (const [to, from] of before)
      await db.execute(
        sql`UPDATE content_translation SET value = replace(value::text, ${to}, ${from})::jsonb WHERE locale = 'de'`,
      );
    await db.execute(
      sql`UPDATE content_translation SET value = '"Rhythmusmaschinen"'::jsonb WHERE entity = 'category' AND entity_id = 'Drums' AND locale = 'de' AND field = 'name'`,
    );
    await db.execute(
      sql`UPDATE content_translation SET value = '"Rhythmusmaschine"'::jsonb WHERE entity = 'group' AND entity_id = 'RHYTHMMACHINE' AND locale = 'de' AND field = 'label'`,
    );
    // an editor's own wording of the group
    expect(await german()).not.toEqual(now);

    const migration = readFileSync("drizzle/0026_drumcomputer.sql", "utf8");
    for (const statement of migration.split("--> statement-breakpoint")) await db.execute(sql.raw(statement));
    // migrations run before the seed sets: revised-words then brings the later German rewrite
    await db.delete(seedState).where(eq(seedState.name, "revised-words"));
    expect(await seed(db)).toEqual(["revised-words@1"]);
    expect(await german()).toEqual(now);
    const drums = await db.select({ gender: products.gender }).from(products).where(eq(products.categoryId, "Drums"));
    expect(drums.map((p) => p.gender)).toEqual(["m"]);

    // a wording an editor chose is not the seed's: the migration leaves it
    await db
      .update(contentTranslations)
      .set({ value: "Rhythmusgeräte" })
      .where(
        and(
          eq(contentTranslations.entity, "category"),
          eq(contentTranslations.entityId, "Drums"),
          eq(contentTranslations.locale, "de"),
          eq(contentTranslations.field, "name"),
        ),
      );
    for (const statement of migration.split("--> statement-breakpoint")) await db.execute(sql.raw(statement));
    const [name] = await db
      .select({ value: contentTranslations.value })
      .from(contentTranslations)
      .where(
        and(
          eq(contentTranslations.entity, "category"),
          eq(contentTranslations.entityId, "Drums"),
          eq(contentTranslations.locale, "de"),
          eq(contentTranslations.field, "name"),
        ),
      );
    expect(name?.value).toBe("Rhythmusgeräte");
  });
});
