import { and, desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/.server/db/client";
import { auditLog } from "~/.server/db/schema/changes";
import { contentTranslations } from "~/.server/db/schema/translations";
import { EditConflict } from "~/.server/db/versions";
import type { Actor } from "~/features/changes/pipeline.server";
import { databaseTargets, seededTestDatabase } from "../../../tests/setup/database";
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
    expect(storedAfter).toContainEqual({ locale: "de", field: "desc", value: "Ein Bühnenklavier." });
    const order = storedAfter.map((r) => `${r.locale}\u0000${r.field}`);
    expect(order).toEqual([...order].sort());
  });

  it("keeps the specification values the editor shows no field for (numbers written the language's way)", async () => {
    const params = async () =>
      (
        await database.db
          .select({ value: contentTranslations.value })
          .from(contentTranslations)
          .where(
            and(
              eq(contentTranslations.entityId, "SPC121"),
              eq(contentTranslations.locale, "de"),
              eq(contentTranslations.field, "params"),
            ),
          )
      )[0]?.value as Record<string, unknown>;
    const before = await params();
    const loaded = (await editor()) ?? expect.fail("seeded product");
    const unshown = Object.keys(before).filter((label) => !loaded.item.slots.some((s) => s.key === `params.${label}`));
    expect(unshown.length).toBeGreaterThan(0);
    const values = { ...loaded.values, de: { ...loaded.values.de, sp1: "Hammermechanik." } };
    await saveTranslations(database.db, actor, loaded.item, loaded.loaded, values);
    const after = await params();
    for (const label of unshown) expect(after[label], label).toEqual(before[label]);
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
