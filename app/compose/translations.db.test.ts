import { and, desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Actor } from "~/.server/changes/pipeline.server";
import type { Database } from "~/.server/db/client";
import { auditLog } from "~/.server/db/schema/changes";
import { contentTranslations } from "~/.server/db/schema/translations";
import { EditConflict } from "~/.server/db/versions";
import { databaseTargets, seededTestDatabase } from "../../tests/setup/database";
import { saveTranslations, translationEditor } from "./translations.server";

describe.each(databaseTargets)("saving an item's translations on $name", (target) => {
  let database: Database;
  let actor: Actor;
  const editor = () => translationEditor(database.db, "product", "SPC121");

  beforeAll(async () => {
    ({ database, actor: actor } = await seededTestDatabase(target, {
      email: "translator@noteva.example",
      role: "editor",
    }));
  }, 120_000);

  const lastEntry = async () =>
    (
      await database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, "translation"), eq(auditLog.entityId, "product:SPC121")))
        .orderBy(desc(auditLog.id))
        .limit(1)
    )[0];

  it("writes every language as one change, audited with the rows before and after as stored", async () => {
    const loaded = (await editor()) ?? expect.fail("seeded product");
    const values = { ...loaded.values, de: { ...loaded.values.de, desc: "Ein Bühnenklavier." } };
    await saveTranslations(database.db, actor, loaded.item, loaded.loaded, values);
    const now = (await editor()) ?? expect.fail("seeded product");
    expect(now.values.de.desc).toBe("Ein Bühnenklavier.");
    expect(now.values.ja.desc).toBe(loaded.values.ja.desc);
    const entry = await lastEntry();
    expect(entry).toMatchObject({ action: "update", userEmail: actor.email });
    // the audit's "after" is what is stored now, in the order it is read
    const storedAfter = entry?.after as { locale: string; field: string }[];
    expect(storedAfter).toContainEqual({
      locale: "de",
      field: "desc",
      value: "Ein Bühnenklavier.",
      // translated from the English now
      source: { desc: loaded.item.slots.find((s) => s.key === "desc")?.english },
    });
    // only what changed is written: the Japanese keeps its row as it was
    expect(storedAfter).toContainEqual(
      ((entry?.before ?? []) as { locale: string; field: string }[]).find(
        (r) => r.locale === "ja" && r.field === "desc",
      ),
    );
    const order = storedAfter.map((r) => `${r.locale}\u0000${r.field}`);
    expect(order).toEqual([...order].sort());
  });

  it("drops a stored translation of a specification value without words (numbers, units) at the next save", async () => {
    const ofParams = and(
      eq(contentTranslations.entity, "product"),
      eq(contentTranslations.entityId, "SPC121"),
      eq(contentTranslations.locale, "de"),
      eq(contentTranslations.field, "params"),
    );
    const params = async () =>
      (await database.db.select({ value: contentTranslations.value }).from(contentTranslations).where(ofParams))[0]
        ?.value as Record<string, unknown>;
    const seeded = await params();
    // the seed stores none; one stored before (numbers written the German way) is never shown, and goes
    expect(seeded).not.toHaveProperty("weight");
    await database.db
      .update(contentTranslations)
      .set({ value: { ...seeded, weight: "11,8 kg" } })
      .where(ofParams);
    const loaded = (await editor()) ?? expect.fail("seeded product");
    expect(loaded.item.slots.map((s) => s.key)).not.toContain("params.weight");
    await saveTranslations(database.db, actor, loaded.item, loaded.loaded, loaded.values);
    expect(await params()).toEqual(seeded);
  });

  it("refuses a save over translations saved since the editor loaded them, naming the digest now, writing nothing", async () => {
    const stale = (await editor()) ?? expect.fail("seeded product");
    const first = { ...stale.values, de: { ...stale.values.de, desc: "Zuerst gespeichert." } };
    await saveTranslations(database.db, actor, stale.item, stale.loaded, first);
    const entries = (await lastEntry())?.id;
    const second = { ...stale.values, de: { ...stale.values.de, desc: "Zu spät." } };
    const now = (await editor()) ?? expect.fail("seeded product");
    const refused = saveTranslations(database.db, actor, stale.item, stale.loaded, second);
    await expect(refused).rejects.toBeInstanceOf(EditConflict);
    await expect(refused).rejects.toMatchObject({ entity: "translation", version: now.loaded });
    expect((await editor())?.values.de.desc).toBe("Zuerst gespeichert.");
    expect((await lastEntry())?.id).toBe(entries);
  });
});
