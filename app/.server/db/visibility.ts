/**
 * What the public may see, written once. A product, store or article is public when published;
 * an article also only from its publication time on (before that it is scheduled). The admin's
 * filters and counts use the same predicates.
 */
import { and, eq, gt, isNotNull, isNull, lte, sql } from "drizzle-orm";
import { articles, dealers, products } from "./schema";

export const publishedProduct = eq(products.status, "published");
/** Still in the range: a discontinued model keeps its page, but menus and lists of the range leave it out. */
export const currentProduct = isNull(products.discontinuedOn);
/** Out of the range since its discontinuation date. */
export const discontinuedProduct = isNotNull(products.discontinuedOn);
export const publishedDealer = eq(dealers.status, "published");
/** Published and already due: what visitors, feeds and the sitemap list. */
export const visibleArticle = and(eq(articles.status, "published"), lte(articles.publishedAt, sql`now()`));
/** Published for a time still to come: indexed by search, hidden until then. */
export const scheduledArticle = and(eq(articles.status, "published"), gt(articles.publishedAt, sql`now()`));

/** Not published: only editors see it. */
export const draftArticle = eq(articles.status, "draft");

/** How the admin names an article's state. */
export function articleState(row: { status: string; publishedAt: Date }, now = new Date()) {
  return row.status === "draft" ? "draft" : row.publishedAt > now ? "scheduled" : "published";
}
