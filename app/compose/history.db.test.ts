import { beforeAll, describe, expect, it } from "vitest";
import { recordHistory } from "~/.server/changes/audit-log.server";
import type { Actor } from "~/.server/changes/pipeline.server";
import { restoreVersion } from "~/.server/changes/restore.server";
import type { Database } from "~/.server/db/client";
import { staffUsers } from "~/.server/db/schema/staff";
import { seed } from "~/.server/db/seed";
import { EditConflict } from "~/.server/db/versions";
import { rebuildSearchIndex } from "~/.server/search/index.server";
import { search } from "~/.server/search/search.server";
import { productRestorer } from "~/features/catalogue/restore.server";
import { editableArticle, saveArticle } from "~/features/news/editing.server";
import { databaseTargets, openTestDatabase } from "../../tests/setup/database";
import { historyPage, restoreKept, restorerOf } from "./history.server";

describe.each(databaseTargets)("history and restore on $name", (target) => {
  let database: Database;
  let actor: Actor;
  beforeAll(async () => {
    database = await openTestDatabase(target);
    await database.migrate();
    await seed(database.db);
    await rebuildSearchIndex(database.db);
    const [editor] = await database.db
      .insert(staffUsers)
      .values({ email: "restorer@noteva.example", name: "Rita Restorer", role: "editor", passwordHash: "x" })
      .returning({ id: staffUsers.id, email: staffUsers.email });
    if (!editor) throw new Error("no editor");
    actor = editor;
  }, 120_000);

  const hits = async (words: string) =>
    (await search(database.db, words)).groups.flatMap((g) => g.hits.map((h) => h.refId));
  const article = async (id: string) => {
    const found = await editableArticle(database.db, id);
    if (!found) throw new Error(`no article ${id}`);
    return found;
  };

  it("lists an article's versions field by field and restores the earlier one, searchable at once", async () => {
    const restorer = restorerOf("article");
    if (!restorer) throw new Error("articles are restorable");
    const original = await article("superbooth-2025");
    await saveArticle(
      database.db,
      actor,
      { id: original.id, version: original.version },
      { ...original, summary: "Quokkas tried every keyboard on the stand." },
    );
    expect(await hits("quokkas")).toContain(original.id);

    const page = await historyPage(database.db, restorer, original.id);
    expect(page?.versions.map((v) => [v.by, v.action, v.current])).toEqual([
      ["Rita Restorer", "update", true],
      [null, null, false],
    ]);
    expect(page?.versions[0]?.changes).toEqual([
      {
        key: "summary",
        label: "Summary",
        before: original.summary,
        after: "Quokkas tried every keyboard on the stand.",
      },
    ]);

    const earlier = page?.versions[1]?.key ?? "";
    expect(await restoreKept(database.db, actor, restorer, original.id, page?.version ?? 0, earlier)).toBe(true);
    expect((await article(original.id)).summary).toBe(original.summary);
    expect(await hits("quokkas")).not.toContain(original.id);
    const log = await recordHistory(database.db, "article", original.id);
    expect(log.map((e) => e.action)).toEqual(["update", "restore"]);
    // after the restore, the first state is the current one again
    const again = await historyPage(database.db, restorer, original.id);
    expect(again?.versions.find((v) => v.current)?.key).toBe(again?.versions[0]?.key);
  });

  it("refuses a restore from a history that is out of date, writing nothing", async () => {
    const restorer = restorerOf("article");
    if (!restorer) throw new Error("articles are restorable");
    const before = await article("school-programme");
    await saveArticle(database.db, actor, { id: before.id, version: before.version }, { ...before, title: "Lessons" });
    const page = await historyPage(database.db, restorer, before.id);
    const moved = await article(before.id);
    await saveArticle(database.db, actor, { id: before.id, version: moved.version }, { ...moved, title: "Lessons 2" });
    const stale = restoreKept(
      database.db,
      actor,
      restorer,
      before.id,
      page?.version ?? 0,
      page?.versions[1]?.key ?? "",
    );
    await expect(stale).rejects.toBeInstanceOf(EditConflict);
    expect((await article(before.id)).title).toBe("Lessons 2");
    expect(await restoreKept(database.db, actor, restorer, before.id, moved.version + 1, "999999-after")).toBe(false);
  });

  it("restores a product's description: the site's search finds the old text again", async () => {
    const now = await productRestorer.current(database.db, "SPC121");
    if (!now) throw new Error("SPC121 is seeded");
    const snapshot = now.snapshot as Record<string, unknown>;
    await restoreVersion(database.db, actor, productRestorer, "SPC121", now.version, {
      ...snapshot,
      desc: "Axolotls practise scales on it.",
    });
    expect(await hits("axolotls")).toContain("SPC121");
    const moved = await productRestorer.current(database.db, "SPC121");
    await restoreVersion(database.db, actor, productRestorer, "SPC121", moved?.version ?? 0, snapshot);
    expect(await hits("axolotls")).not.toContain("SPC121");
    expect((await productRestorer.current(database.db, "SPC121"))?.snapshot).toEqual(snapshot);
  });

  it("restores a model's MIDI member code, unless another model of its line has taken it since", async () => {
    const now = await productRestorer.current(database.db, "MK49");
    if (!now) throw new Error("MK49 is seeded");
    const snapshot = now.snapshot as Record<string, unknown>;
    expect(snapshot.midiMember).toBe(49);
    await restoreVersion(database.db, actor, productRestorer, "MK49", now.version, { ...snapshot, midiMember: 48 });
    expect((await productRestorer.current(database.db, "MK49"))?.snapshot).toMatchObject({ midiMember: 48 });
    // the MK61 has 61: the MK49's version with that code cannot come back while it does
    const moved = await productRestorer.current(database.db, "MK49");
    await expect(
      restoreVersion(database.db, actor, productRestorer, "MK49", moved?.version ?? 0, { ...snapshot, midiMember: 61 }),
    ).rejects.toThrow("MK61 has MIDI member code 61 in this product line now: give it another code first.");
    await restoreVersion(database.db, actor, productRestorer, "MK49", moved?.version ?? 0, snapshot);
    expect((await productRestorer.current(database.db, "MK49"))?.snapshot).toMatchObject({ midiMember: 49 });
  });

  it("restores a model's kit, and lists its change part by part", async () => {
    const now = await productRestorer.current(database.db, "MK37");
    if (!now) throw new Error("MK37 is seeded");
    const snapshot = now.snapshot as Record<string, unknown>;
    const kit = { controls: ["POWER", "VOLUME"], accessories: ["ac-adaptor", "carrying-case"] };
    await restoreVersion(database.db, actor, productRestorer, "MK37", now.version, { ...snapshot, kit });
    const page = await historyPage(database.db, productRestorer, "MK37");
    expect(page?.versions[0]?.changes.map((c) => [c.label, c.after])).toEqual([
      ["Controls on the panel", "POWER\nVOLUME"],
      ["In the box", "ac-adaptor\ncarrying-case"],
    ]);
    // a kept kit that is not one (an accessory off the list) cannot come back
    await expect(
      restoreVersion(database.db, actor, productRestorer, "MK37", page?.version ?? 0, {
        ...snapshot,
        kit: { accessories: ["piano-bench"] },
      }),
    ).rejects.toThrow("This version was kept in a form that can no longer be restored.");
    await restoreVersion(database.db, actor, productRestorer, "MK37", page?.version ?? 0, snapshot);
    expect((await productRestorer.current(database.db, "MK37"))?.snapshot).toEqual(snapshot);
  });
});
