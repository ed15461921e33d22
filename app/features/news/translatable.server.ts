/** News's translatable items: articles, with their English slots. */
import { desc, eq } from "drizzle-orm";
import type { Db } from "~/.server/db/client";
import { articles } from "~/.server/db/schema/news";
import type { TranslatableItem } from "~/.server/translations/admin.server";
import * as href from "~/lib/href";
import { articleSlots } from "~/lib/translations/slots";

/** Every article (one when `id` is given), newest first, with its English slots. */
export async function articleTranslatables(db: Db, id?: string): Promise<TranslatableItem[]> {
  const entity = "article";
  const rows = await db
    .select()
    .from(articles)
    .where(id ? eq(articles.id, id) : undefined)
    .orderBy(desc(articles.publishedAt));
  return rows.map((a) => ({
    entity,
    id: a.id,
    name: a.title,
    page: href.article(a.kind, a.id),
    slots: articleSlots(a),
    body: a.body,
  }));
}
