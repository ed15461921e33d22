/** Restoring an article to a version its history keeps (app/.server/changes/restore.server.ts). */
import { eq } from "drizzle-orm";
import { z } from "zod";
import { updateWhere, withoutBookkeeping } from "~/.server/changes/pipeline.server";
import { RestoreRefused, type Restorer } from "~/.server/changes/restore.server";
import type { Db } from "~/.server/db/client";
import { articles } from "~/.server/db/schema/news";
import * as adminHref from "~/lib/admin/href";
import { articleKinds, publishStatuses } from "~/lib/content-model";
import { articleText } from "./admin-text";
import { blocksToText, textToBlocks } from "./body-text";

const text = z.string();
const articleSnapshot = z
  .object({
    kind: z.enum(articleKinds),
    title: text.min(1),
    summary: text,
    pic: text,
    body: text,
    productIds: z.array(text),
    status: z.enum(publishStatuses),
    publishedAt: z.iso.datetime({ offset: true }),
  })
  .partial();

/** An article as the audit log keeps it: the body as the editor typed it, no bookkeeping. */
export const articleSnapshotOf = (row: typeof articles.$inferSelect) =>
  withoutBookkeeping({ ...row, body: blocksToText(row.body) });

async function articleRow(db: Db, id: string) {
  const [row] = await db.select().from(articles).where(eq(articles.id, id));
  return row ?? null;
}

export const articleRestorer: Restorer = {
  entity: "article",
  noun: "article",
  table: articles,
  labels: {
    kind: "Kind",
    pic: "Picture",
    title: "Title",
    summary: "Summary",
    body: "Text",
    productIds: "Products it is about",
    status: "State",
    publishedAt: "Publication time",
  },
  labelsIn: (locale) => {
    const { productIds: _ids, publishedAt: _at, ...same } = articleRestorer.labels;
    const t = articleText[locale].labels;
    return {
      ...Object.fromEntries(Object.keys(same).map((key) => [key, t[key as keyof typeof t]])),
      productIds: t.products,
      publishedAt: t.publishAt,
    };
  },
  editPath: (id) => adminHref.article(id),
  async current(db, id) {
    const row = await articleRow(db, id);
    return row && { title: row.title, version: row.version, snapshot: articleSnapshotOf(row) };
  },
  async describe(db, id, snapshot) {
    const parsed = articleSnapshot.safeParse(snapshot);
    if (!parsed.success) throw new RestoreRefused({ code: "versionUnreadable" });
    const { body, publishedAt, ...values } = parsed.data;
    const before = await articleRow(db, id);
    if (!before) throw new RestoreRefused({ code: "articleGone" });
    const set = {
      ...values,
      ...(body === undefined ? {} : { body: textToBlocks(body) }),
      ...(publishedAt === undefined ? {} : { publishedAt: new Date(publishedAt) }),
    };
    return {
      writes: [updateWhere(articles, { ...set, updatedAt: new Date() }, eq(articles.id, id))],
      before: articleSnapshotOf(before),
      after: articleSnapshotOf({ ...before, ...set }),
      search: { articles: [id] },
    };
  },
};
