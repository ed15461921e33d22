import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Actor } from "~/.server/changes/pipeline.server";
import type { Database } from "~/.server/db/client";
import { auditLog } from "~/.server/db/schema/changes";
import { articles } from "~/.server/db/schema/news";
import { staffUsers } from "~/.server/db/schema/staff";
import { seed } from "~/.server/db/seed";
import { EditConflict } from "~/.server/db/versions";
import { rebuildSearchIndex } from "~/.server/search/index.server";
import { search } from "~/.server/search/search.server";
import { databaseTargets, openTestDatabase } from "../../../tests/setup/database";
import type { ArticleInput } from "./article-form";
import { AddressTaken, ArticleNotFound, adminArticles, editableArticle, saveArticle } from "./editing.server";

const input = (changes: Partial<ArticleInput> = {}): ArticleInput => ({
  kind: "news",
  title: "Noteva opens a studio in Lisbon",
  summary: "A new listening room for pianists.",
  pic: "banner/mk61-1",
  body: "The studio opens in spring.",
  status: "published",
  ...changes,
});

describe.each(databaseTargets)("article editing on $name", (target) => {
  let database: Database;
  let actor: Actor;
  beforeAll(async () => {
    database = await openTestDatabase(target);
    await database.migrate();
    await seed(database.db);
    await rebuildSearchIndex(database.db);
    const [editor] = await database.db
      .insert(staffUsers)
      .values({ email: "editor@noteva.example", name: "Editor", role: "editor", passwordHash: "x" })
      .returning({ id: staffUsers.id, email: staffUsers.email });
    if (!editor) throw new Error("no editor");
    actor = editor;
  });

  const found = async (words: string) =>
    (await search(database.db, words)).groups.flatMap((g) =>
      g.hits.map((h) => ({ id: h.refId, title: h.title.map((part) => part.text).join("") })),
    );
  /** An article as an editor loads it: its id and version. */
  const loaded = async (id: string) => {
    const article = await editableArticle(database.db, id);
    if (!article) throw new Error(`no article ${id}`);
    return { id, version: article.version };
  };
  const audited = (id: string) => database.db.select().from(auditLog).where(eq(auditLog.entityId, id));

  it("publishes a new article at an address made from its title, found by search at once", async () => {
    const id = await saveArticle(
      database.db,
      actor,
      null,
      input({ title: "Überraschung: a capybara concert in São Paulo", body: "Capybaras listened to the SPC121." }),
    );
    const hits = await found("capybara concert");
    expect(id).toBe("uberraschung-a-capybara-concert-in-sao-paulo");
    expect(hits).toContainEqual({ id, title: "Überraschung: a capybara concert in São Paulo" });
    const [entry] = await audited(id);
    expect(entry).toMatchObject({ action: "create", entity: "article", userEmail: actor.email, before: null });
    expect(entry?.after).toMatchObject({ title: "Überraschung: a capybara concert in São Paulo", status: "published" });
    expect(await editableArticle(database.db, id)).toMatchObject({
      live: true,
      body: "Capybaras listened to the SPC121.",
    });
  });

  it("edits an existing article, found by search under the new text at once", async () => {
    const id = await saveArticle(
      database.db,
      actor,
      await loaded("mk-family-2026"),
      input({ title: "The MK family meets the wombat choir", body: "Wombats sing along." }),
    );
    const hits = await found("wombat choir");
    expect(id).toBe("mk-family-2026");
    expect(hits).toContainEqual({ id, title: "The MK family meets the wombat choir" });
    const entries = await audited(id);
    expect(entries.map((e) => e.action)).toEqual(["update"]);
    expect(entries[0]?.before).toMatchObject({ id, title: "The MK family: a keyboard for every first lesson" });
  });

  it("refuses a save from a version that moved on, writing nothing, and names the version now", async () => {
    const first = await loaded("school-programme");
    await saveArticle(database.db, actor, first, input({ title: "Saved first" }));
    const refused = saveArticle(database.db, actor, first, input({ title: "Saved second" }));
    await expect(refused).rejects.toBeInstanceOf(EditConflict);
    await expect(refused).rejects.toMatchObject({ version: first.version + 1 });
    expect(await editableArticle(database.db, first.id)).toMatchObject({ title: "Saved first" });
    // naming the version the refusal showed, the save goes through
    await saveArticle(database.db, actor, { id: first.id, version: first.version + 1 }, input({ title: "Merged" }));
    expect(await editableArticle(database.db, first.id)).toMatchObject({ title: "Merged", version: first.version + 2 });
  });

  it("numbers a made address that is taken: -2, -3", async () => {
    const title = "Firmware 2.1 for the MK61";
    const ids = [];
    for (let i = 0; i < 3; i++)
      ids.push(await saveArticle(database.db, actor, null, input({ title, status: "draft" })));
    expect(ids).toEqual(["firmware-2-1-for-the-mk61", "firmware-2-1-for-the-mk61-2", "firmware-2-1-for-the-mk61-3"]);
  });

  it("refuses a typed address another article uses, naming it, and writes nothing", async () => {
    const count = (await database.db.select().from(articles)).length;
    const save = saveArticle(database.db, actor, null, input({ id: "mk-family-2026", title: "Another" }));
    await expect(save).rejects.toBeInstanceOf(AddressTaken);
    await expect(save).rejects.toThrow(
      "“The MK family meets the wombat choir” already uses this address; choose another.",
    );
    expect((await database.db.select().from(articles)).length).toBe(count);
    expect((await audited("mk-family-2026")).length).toBe(1);
    // a typed address that is free is used as typed
    expect(await saveArticle(database.db, actor, null, input({ id: "studio-lisbon", status: "draft" }))).toBe(
      "studio-lisbon",
    );
  });

  it("refuses to save an article that does not exist", async () => {
    await expect(
      saveArticle(database.db, actor, { id: "no-such-article", version: 1 }, input()),
    ).rejects.toBeInstanceOf(ArticleNotFound);
    expect(await audited("no-such-article")).toEqual([]);
  });

  it("lists drafts, scheduled and published articles by the visibility rules", async () => {
    await saveArticle(database.db, actor, null, input({ id: "later-news", publishAt: "2099-01-01T09:00" }));
    const ids = async (state: "draft" | "scheduled" | "published") =>
      (await adminArticles(database.db, { state, kind: "news" })).map((r) => [r.id, r.state]);
    expect(await ids("scheduled")).toEqual([["later-news", "scheduled"]]);
    expect(await ids("draft")).toEqual(
      expect.arrayContaining([
        ["studio-lisbon", "draft"],
        ["firmware-2-1-for-the-mk61", "draft"],
      ]),
    );
    const published = await ids("published");
    expect(published).toContainEqual(["mk-family-2026", "published"]);
    expect(published.every(([, state]) => state === "published")).toBe(true);
    const updates = await adminArticles(database.db, { state: null, kind: "update" });
    expect(updates.length).toBeGreaterThan(0);
    expect(updates.every((r) => r.kind === "update")).toBe(true);
  });
});
