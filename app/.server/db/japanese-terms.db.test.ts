import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { databaseTargets, openTestDatabase } from "../../../tests/setup/database";
import { contentTranslations, seedState } from "./schema";
import { seed } from "./seed";
import { japaneseTermChanges } from "./seed/japanese-terms";

describe.each(databaseTargets)("the glossary's pedal jack on a data set seeded before it, on $name", (target) => {
  it("gives its Japanese lists SUSTAIN端子 where they still hold the seed's words, and leaves an editor's own", async () => {
    const database = await openTestDatabase(target);
    await database.migrate();
    await seed(database.db);
    const { db } = database;
    const params = async () =>
      Object.fromEntries(
        (
          await db
            .select({ id: contentTranslations.entityId, value: contentTranslations.value })
            .from(contentTranslations)
            .where(
              and(
                eq(contentTranslations.entity, "product"),
                eq(contentTranslations.locale, "ja"),
                eq(contentTranslations.field, "params"),
              ),
            )
        ).map((row) => [row.id, row.value as Record<string, unknown>]),
      );
    const now = await params();
    expect(JSON.stringify(now)).toContain('"SUSTAIN端子"');
    // the data set as the first seed left it: SP-C121 サステインペダル端子, the others サステイン端子
    await db.execute(
      sql`update content_translation set value = replace(value::text, '"SUSTAIN端子"', ${JSON.stringify(japaneseTermChanges[1]?.[0])})::jsonb where locale = 'ja' and field = 'params'`,
    );
    await db.execute(
      sql`update content_translation set value = replace(value::text, ${JSON.stringify(japaneseTermChanges[1]?.[0])}, ${JSON.stringify(japaneseTermChanges[0]?.[0])})::jsonb where locale = 'ja' and field = 'params' and entity_id = 'SPC121'`,
    );
    // an editor's own wording on one product
    await db.execute(
      sql`update content_translation set value = replace(value::text, ${JSON.stringify(japaneseTermChanges[1]?.[0])}, '"フットペダル入力"')::jsonb where locale = 'ja' and field = 'params' and entity_id = 'MK61'`,
    );
    expect(JSON.stringify(await params())).not.toContain("SUSTAIN端子");
    await db.delete(seedState).where(eq(seedState.name, "japanese-terms"));

    expect(await seed(db)).toEqual(["japanese-terms@1"]);
    const after = await params();
    expect(after.SPC121).toEqual(now.SPC121);
    expect(after.AKX10S).toEqual(now.AKX10S);
    expect(JSON.stringify(after.MK61)).toContain('"フットペダル入力"');
    expect(JSON.stringify(after)).not.toMatch(/サステイン(ペダル)?端子/);
  });
});
