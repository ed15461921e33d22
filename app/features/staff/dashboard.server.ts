/**
 * What waits for staff: the counters of the admin's dashboard and of the signed-in user's base
 * info. Article states come from the visibility predicates, so "scheduled" means what the site
 * means by it.
 */
import { count, eq, or, type SQL } from "drizzle-orm";
import type { Db } from "~/.server/db/client";
import { products } from "~/.server/db/schema/catalogue";
import { articles } from "~/.server/db/schema/news";
import { scheduledArticle } from "~/.server/db/visibility";
import { unreadCount } from "~/features/contact/inbox.server";

const articleDraft = eq(articles.status, "draft");

async function articleCount(db: Db, where: SQL | undefined) {
  const [row] = await db.select({ n: count() }).from(articles).where(where);
  return row?.n ?? 0;
}

/** The dashboard's cards: new contact messages, article drafts, scheduled articles. */
export async function dashboardCounts(db: Db) {
  const [unread, drafts, scheduled] = await Promise.all([
    unreadCount(db),
    articleCount(db, articleDraft),
    articleCount(db, scheduledArticle),
  ]);
  return { unread, drafts, scheduled };
}

/** Articles and products not on the site yet: drafts, and articles scheduled for later. */
export async function draftsWaiting(db: Db): Promise<number> {
  const [waitingArticles, [productDrafts]] = await Promise.all([
    articleCount(db, or(articleDraft, scheduledArticle)),
    db.select({ n: count() }).from(products).where(eq(products.status, "draft")),
  ]);
  return waitingArticles + (productDrafts?.n ?? 0);
}
