import { readFileSync } from "node:fs";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Actor } from "~/.server/changes/pipeline.server";
import { restoreVersion } from "~/.server/changes/restore.server";
import type { Database } from "~/.server/db/client";
import { articles, auditLog, products, seedState } from "~/.server/db/schema";
import { contentTranslations } from "~/.server/db/schema/translations";
import { seed } from "~/.server/db/seed";
import { recordTranslationSources } from "~/.server/db/translation-sources";
import { EditConflict } from "~/.server/db/versions";
import { translationsOf } from "~/.server/translations/queries.server";
import { editableArticle, saveArticle } from "~/features/news/editing.server";
import { articleRestorer } from "~/features/news/restore.server";
import { Refused } from "~/lib/forms/refusal";
import { databaseTargets, seededTestDatabase } from "../../tests/setup/database";
import {
  confirmTranslation,
  outdatedTranslationCounts,
  saveTranslations,
  translationEditor,
  translationReport,
} from "./translations.server";

const ARTICLE = "superbooth-2025";

describe.each(databaseTargets)("outdated translations on $name", (target) => {
  let database: Database;
  let actor: Actor;
  let original: { title: string; summary: string; snapshot: Record<string, unknown>; version: number };

  beforeAll(async () => {
    ({ database, actor } = await seededTestDatabase(target, { email: "keeper@noteva.example", role: "editor" }));
  }, 120_000);

  const editor = async (entity = "article", id = ARTICLE) =>
    (await translationEditor(database.db, entity, id)) ?? expect.fail(`${entity} ${id}`);
  const sources = () =>
    database.db
      .select({
        entity: contentTranslations.entity,
        id: contentTranslations.entityId,
        locale: contentTranslations.locale,
        field: contentTranslations.field,
        source: contentTranslations.source,
      })
      .from(contentTranslations)
      .orderBy(
        asc(contentTranslations.entity),
        asc(contentTranslations.entityId),
        asc(contentTranslations.locale),
        asc(contentTranslations.field),
      );
  const editArticle = async (change: { title?: string; summary?: string }) => {
    const now = (await editableArticle(database.db, ARTICLE)) ?? expect.fail("article");
    await saveArticle(database.db, actor, { id: ARTICLE, version: now.version }, { ...now, ...change });
  };
  const german = async () => (await translationsOf(database.db, "de")).fields.get("article")?.get(ARTICLE);

  it("counts the seeded translations as current, each with the English it stands beside", async () => {
    const rows = await sources();
    expect(rows.length).toBeGreaterThan(100);
    expect(rows.filter((r) => r.source === null)).toEqual([]);
    const report = await translationReport(database.db);
    expect(report.map((l) => [l.locale, l.outdated, l.stale.length])).toEqual([
      ["de", 0, 0],
      ["ja", 0, 0],
    ]);
    expect(await outdatedTranslationCounts(database.db)).toEqual([
      { locale: "de", outdated: 0 },
      { locale: "ja", outdated: 0 },
    ]);
  });

  it("backfills the same sources in the migration as the seed records", async () => {
    const before = await sources();
    const migration = readFileSync("drizzle/0017_translation_sources.sql", "utf8");
    const block = migration.slice(migration.indexOf("-- Hand-written"));
    await database.db.update(contentTranslations).set({ source: null }).where(sql`true`);
    for (const statement of block.split("--> statement-breakpoint")) await database.db.execute(sql.raw(statement));
    expect(await sources()).toEqual(before);
    // and the seed's own statements, run over rows without a source, agree
    await database.db.update(contentTranslations).set({ source: null }).where(sql`true`);
    await recordTranslationSources(database.db);
    expect(await sources()).toEqual(before);
  });

  it("marks both languages' field outdated when an editor saves the English, keeping the translation on the page", async () => {
    const [row] = await database.db.select().from(articles).where(eq(articles.id, ARTICLE));
    const snapshot = await articleRestorer.current(database.db, ARTICLE);
    if (!row || !snapshot) expect.fail("article");
    original = {
      title: row.title,
      summary: row.summary,
      snapshot: JSON.parse(JSON.stringify(snapshot.snapshot)),
      version: row.version,
    };
    const shownBefore = (await german())?.summary;
    await editArticle({ summary: "A new summary, written after the translations." });
    const now = await editor();
    expect(now.outdated.de).toEqual({ summary: original.summary });
    expect(now.outdated.ja).toEqual({ summary: original.summary });
    expect(now.values.de.summary).toBe(shownBefore);
    expect((await german())?.summary).toBe(shownBefore);
    const report = await translationReport(database.db);
    expect(report.map((l) => l.outdated)).toEqual([1, 1]);
    expect(report[0]?.stale[0]).toMatchObject({ entity: "article", id: ARTICLE, outdated: ["Summary"] });
    expect(report[0]?.kinds.find((k) => k.entity === "article")?.outdated).toBe(1);
  });

  it("lists the items with the most outdated fields first", async () => {
    await editArticle({ title: "A new title" });
    const [de] = await translationReport(database.db);
    expect(de?.outdated).toBe(2);
    await database.db.update(articles).set({ summary: "Changed too." }).where(eq(articles.id, "school-programme"));
    const [again] = await translationReport(database.db);
    expect(again?.stale.map((r) => [r.id, r.outdated])).toEqual([
      [ARTICLE, ["Title", "Summary"]],
      ["school-programme", ["Summary"]],
    ]);
    await database.db
      .update(articles)
      .set({ summary: (await editableArticle(database.db, "school-programme"))?.summary ?? "" })
      .where(eq(articles.id, "school-programme"));
  });

  it("clears one language's mark when a translator confirms it is still correct, through the pipeline", async () => {
    const loaded = await editor();
    await confirmTranslation(database.db, actor, loaded.item, loaded.loaded, "de", "title");
    const now = await editor();
    expect(now.outdated.de).toEqual({ summary: original.summary });
    expect(now.outdated.ja).toHaveProperty("title");
    // the words are as they were, and so is the digest an open editor saves with
    expect(now.values).toEqual(loaded.values);
    expect(now.loaded).toBe(loaded.loaded);
    const [entry] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "translation"), eq(auditLog.entityId, `article:${ARTICLE}`)))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry).toMatchObject({ action: "confirm", userEmail: actor.email });
    expect(entry?.after).toMatchObject({ locale: "de", field: "title", source: { title: "A new title" } });
    await expect(
      confirmTranslation(database.db, actor, loaded.item, loaded.loaded, "de", "body.99.text"),
    ).rejects.toBeInstanceOf(Refused);
  });

  it("refuses a confirmation over English changed since the editor loaded it", async () => {
    const loaded = await editor();
    await editArticle({ summary: "Changed once more." });
    await expect(
      confirmTranslation(database.db, actor, loaded.item, loaded.loaded, "de", "summary"),
    ).rejects.toBeInstanceOf(EditConflict);
  });

  it("clears the mark of a field the translator updates, and only of that one", async () => {
    const loaded = await editor();
    const values = { ...loaded.values, ja: { ...loaded.values.ja, summary: "新しい要約。" } };
    await saveTranslations(database.db, actor, loaded.item, loaded.loaded, values);
    const now = await editor();
    expect(now.outdated.ja).toEqual({ title: original.title });
    expect(now.outdated.de).toEqual({ summary: original.summary });
  });

  it("marks again what a restore from history changes in the English", async () => {
    const [row] = await database.db.select().from(articles).where(eq(articles.id, ARTICLE));
    await restoreVersion(database.db, actor, articleRestorer, ARTICLE, row?.version ?? 0, original.snapshot);
    const now = await editor();
    // German: the title confirmed against "A new title", the summary translated from the original
    expect(now.outdated.de).toEqual({ title: "A new title" });
    // Japanese: the summary written anew against "Changed once more."
    expect(now.outdated.ja).toEqual({ summary: "Changed once more." });
  });

  it("keeps the marks when the seed runs again: it never changes English, nor a recorded source", async () => {
    const before = await sources();
    await database.db.delete(seedState).where(sql`${seedState.name} in ('articles', 'translations')`);
    await seed(database.db);
    expect(await sources()).toEqual(before);
    expect((await editor()).outdated.de).toEqual({ title: "A new title" });
  });

  it("marks a specification value with words per value; numbers are never translated copies", async () => {
    const [product] = await database.db.select().from(products).where(eq(products.id, "SPC121"));
    if (!product) expect.fail("SPC121");
    const loaded = await editor("product", "SPC121");
    expect(loaded.item.slots.map((s) => s.key)).not.toContain("params.weight");
    expect(loaded.item.slots.map((s) => s.key)).toContain("params.power");
    const params = product.params.map((p) =>
      p.label === "power" ? { ...p, value: "AC adaptor 12 V / 2.5 A, centre positive" } : p,
    );
    await database.db.update(products).set({ params }).where(eq(products.id, "SPC121"));
    const now = await editor("product", "SPC121");
    expect(now.outdated.de).toEqual({ "params.power": "AC adaptor 12 V / 2 A" });
    expect(now.outdated.ja).toEqual({ "params.power": "AC adaptor 12 V / 2 A" });
    await confirmTranslation(database.db, actor, now.item, now.loaded, "de", "params.power");
    expect((await editor("product", "SPC121")).outdated.de).toEqual({});
  });
});
