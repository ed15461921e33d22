import { and, asc, count, desc, eq, gt, lt, min } from "drizzle-orm";
import { data } from "react-router";
import { type MemoOptions, memoPerContentVersion } from "~/.server/content-memo.server";
import type { Db } from "~/.server/db/client";
import { articles } from "~/.server/db/schema/news";
import { scheduledArticle, visibleArticle } from "~/.server/db/visibility";
import type { ArticleKind } from "~/lib/content-model";

export const NEWS_PER_PAGE = 6;

const listColumns = {
  id: articles.id,
  kind: articles.kind,
  title: articles.title,
  summary: articles.summary,
  pic: articles.pic,
  publishedAt: articles.publishedAt,
};

const visible = (kind: ArticleKind) => and(eq(articles.kind, kind), visibleArticle);

/** One page of published articles of a kind, newest first. */
export async function listArticles(db: Db, kind: ArticleKind, page: number, perPage = NEWS_PER_PAGE) {
  const [items, [total]] = await Promise.all([
    db
      .select(listColumns)
      .from(articles)
      .where(visible(kind))
      .orderBy(desc(articles.publishedAt), asc(articles.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: count() }).from(articles).where(visible(kind)),
  ]);
  return { items, total: total?.n ?? 0 };
}

/** The newest articles of both kinds, for the home page and the feeds. */
export async function latestArticles(db: Db, limit: number, kind?: ArticleKind) {
  return db
    .select(listColumns)
    .from(articles)
    .where(kind ? visible(kind) : visibleArticle)
    .orderBy(desc(articles.publishedAt))
    .limit(limit);
}

/** When the next scheduled article becomes visible (ms since the epoch), or null when none is scheduled. */
export async function nextPublication(db: Db): Promise<number | null> {
  const [row] = await db
    .select({ at: min(articles.publishedAt) })
    .from(articles)
    .where(scheduledArticle);
  return row?.at ? new Date(row.at).getTime() : null;
}

/**
 * An article query kept per content version until the next scheduled article's time comes (so
 * it appears by itself), and at most 30 s.
 */
export function keptUntilNextPublication<K, V>(
  load: (db: Db, key: K) => Promise<V>,
  { keep, ...options }: Pick<MemoOptions<V, K>, "maxEntries" | "keep" | "keyOf"> = {},
): (db: Db, key: K) => Promise<V> {
  const memo = memoPerContentVersion(
    async (db: Db, key: K) => {
      // asked before the query: an article whose time comes in between then expires it at once
      const next = await nextPublication(db);
      return { value: await load(db, key), next };
    },
    { ...options, expiresAt: (kept) => kept.next, ...(keep ? { keep: (kept) => keep(kept.value) } : {}) },
  );
  return async (db, key) => (await memo(db, key)).value;
}

/** The home page's newest articles of both kinds (`limit` of them). */
export const latestArticlesMemo = keptUntilNextPublication((db, limit: number) => latestArticles(db, limit), {
  maxEntries: 4,
});

/** A feed's newest 30 articles of a kind. */
export const feedArticlesMemo = keptUntilNextPublication((db, kind: ArticleKind) => latestArticles(db, 30, kind), {
  maxEntries: 2,
});

/** A page of the news or updates list; pages past the end (a visitor's guess) are not kept. */
export const listArticlesMemo = keptUntilNextPublication(
  (db, { kind, page }: { kind: ArticleKind; page: number }) => listArticles(db, kind, page),
  { maxEntries: 50, keyOf: ({ kind, page }) => `${kind}:${page}`, keep: (list) => list.items.length > 0 },
);

/** Every published article of a kind, newest first: its id and last change, for the sitemaps. */
export async function articleAddresses(db: Db, kind: ArticleKind) {
  return db
    .select({ id: articles.id, updatedAt: articles.updatedAt })
    .from(articles)
    .where(visible(kind))
    .orderBy(desc(articles.publishedAt), asc(articles.id));
}

/** `articleAddresses`, kept like the lists (a scheduled article joins the sitemap when it appears). */
export const articleAddressesMemo = keptUntilNextPublication((db, kind: ArticleKind) => articleAddresses(db, kind), {
  maxEntries: 2,
});

/** An article with its neighbours; an id that names none is not kept. */
const articleMemo = keptUntilNextPublication(
  (db, { kind, id }: { kind: ArticleKind; id: string }) => articleWithNeighbours(db, kind, id),
  { maxEntries: 200, keyOf: ({ kind, id }) => `${kind}:${id}`, keep: (found) => found !== null },
);

/** A published article with its neighbours (older and newer of the same kind). */
export async function articleWithNeighbours(db: Db, kind: ArticleKind, id: string) {
  const [article] = await db
    .select()
    .from(articles)
    .where(and(visible(kind), eq(articles.id, id)));
  if (!article) return null;
  const [[newer], [older]] = await Promise.all([
    db
      .select({ id: articles.id, title: articles.title })
      .from(articles)
      .where(and(visible(kind), gt(articles.publishedAt, article.publishedAt)))
      .orderBy(asc(articles.publishedAt))
      .limit(1),
    db
      .select({ id: articles.id, title: articles.title })
      .from(articles)
      .where(and(visible(kind), lt(articles.publishedAt, article.publishedAt)))
      .orderBy(desc(articles.publishedAt))
      .limit(1),
  ]);
  return { article, newer: newer ?? null, older: older ?? null };
}

/** For article routes: the article with its neighbours, or a 404 response for the route's error boundary. */
export async function requireArticle(db: Db, kind: ArticleKind, id: string) {
  const found = await articleMemo(db, { kind, id });
  if (!found) throw data("Not Found", { status: 404 });
  return found;
}
