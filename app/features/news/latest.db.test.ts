import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { contentChanged, listenForContentChanges } from "~/.server/content-version.server";
import type { Database } from "~/.server/db/client";
import { articles } from "~/.server/db/schema/news";
import { seed } from "~/.server/db/seed";
import { databaseTargets, openTestDatabase } from "../../../tests/setup/database";
import { latestArticlesMemo, listArticlesMemo, nextPublication, requireArticle } from "./queries.server";

const article = (id: string, publishedAt: Date) => ({
  id,
  kind: "news" as const,
  title: id,
  summary: "s",
  pic: "product/spc121-front",
  body: [],
  publishedAt,
});

describe.each(databaseTargets)("articles kept per content version on $name", (target) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(target);
    await database.migrate();
    await seed(database.db);
    // the memo keeps values only while changes can be heard
    await listenForContentChanges(database);
  });

  it("are kept until the content version moves on", async () => {
    const before = await latestArticlesMemo(database.db, 3);
    // written without the admin (no audit, no version change): the kept list stays
    await database.db.insert(articles).values(article("memo-quiet", new Date(Date.now() - 1_000)));
    expect(await latestArticlesMemo(database.db, 3)).toBe(before);
    contentChanged();
    expect((await latestArticlesMemo(database.db, 3))[0]?.id).toBe("memo-quiet");
  });

  it("show a scheduled article by itself when its time comes", async () => {
    const at = new Date(Date.now() + 1_500);
    await database.db.insert(articles).values(article("memo-scheduled", at));
    contentChanged();
    expect(await nextPublication(database.db)).toBe(at.getTime());
    const early = await latestArticlesMemo(database.db, 3);
    expect(early.map((a) => a.id)).not.toContain("memo-scheduled");
    expect(await latestArticlesMemo(database.db, 3)).toBe(early);
    expect(await requireArticle(database.db, "news", "memo-quiet").catch(() => null)).not.toBeNull();
    await expect(requireArticle(database.db, "news", "memo-scheduled")).rejects.toMatchObject({
      init: { status: 404 },
    });
    expect((await listArticlesMemo(database.db, { kind: "news", page: 1 })).items[0]?.id).toBe("memo-quiet");
    await new Promise((resolve) => setTimeout(resolve, at.getTime() - Date.now() + 50));
    // no version change: the time alone makes it appear, on the home page, in the list and on its own page
    expect((await latestArticlesMemo(database.db, 3))[0]?.id).toBe("memo-scheduled");
    expect((await listArticlesMemo(database.db, { kind: "news", page: 1 })).items[0]?.id).toBe("memo-scheduled");
    expect((await requireArticle(database.db, "news", "memo-scheduled")).article.id).toBe("memo-scheduled");
    expect(await nextPublication(database.db)).toBeNull();
    await database.db.delete(articles).where(eq(articles.id, "memo-scheduled"));
  });
});
