/** News's entries in search: published articles and updates. */
import { and, arrayOverlaps, eq, inArray, or } from "drizzle-orm";
import type { Db } from "~/.server/db/client";
import { articles } from "~/.server/db/schema/news";
import { publishedArticle } from "~/.server/db/visibility";
import { type SearchEntryInput, type SearchScope, type SearchSource, within } from "~/.server/search/sources.server";
import { everyLanguage } from "~/.server/translations/queries.server";
import type { ArticleBlock } from "~/lib/content-model";
import * as href from "~/lib/href";
import type { Locale } from "~/lib/i18n/locales";
import { hasTranslation, localizeArticle } from "~/lib/translations/overlay";

/** A scope's articles, and those about its products (whose codes they carry). */
async function articlesCovered(db: Db, scope: SearchScope): Promise<string[]> {
  const products = [...(scope.products ?? [])];
  const about = products.length
    ? (await db.select({ id: articles.id }).from(articles).where(arrayOverlaps(articles.productIds, products))).map(
        (a) => a.id,
      )
    : [];
  return [...new Set([...(scope.articles ?? []), ...about])];
}

function blockText(block: ArticleBlock): string {
  if (block.type === "ul") return block.items.join("\n");
  if (block.type === "img") return block.caption;
  // [label](/path) links read as their label
  return block.text.replace(/\[([^\]]+)\]\([^)]+\)/g, "$1");
}

/** The model codes of these products (all when none are named), by product id: the catalogue's, given by app/search-sources.server.ts. */
export type ProductCodes = (db: Db, ids?: readonly string[]) => Promise<ReadonlyMap<string, { code: string }>>;

/** Published articles of a kind (scheduled ones too: search filters by date), in every language. */
export function articleSource(kind: "news" | "update", productCodes: ProductCodes): SearchSource {
  return {
    kind,
    owners: articlesCovered,
    async load(db, scope) {
      const touched = scope
        ? or(
            scope.articles?.length ? inArray(articles.id, [...scope.articles]) : undefined,
            scope.products?.length ? arrayOverlaps(articles.productIds, [...scope.products]) : undefined,
          )
        : undefined;
      const rows = await db
        .select()
        .from(articles)
        .where(within(and(eq(articles.kind, kind), publishedArticle), touched, scope));
      const codes = await productCodes(db, scope && [...new Set(rows.flatMap((r) => r.productIds))]);
      // scheduled articles are indexed now and found once their time comes (search filters by date)
      const entries: SearchEntryInput[] = [];
      for (const t of await everyLanguage(db, scope && { article: rows.map((r) => r.id) }))
        for (const row of rows) {
          if (!hasTranslation(t, "article", row.id)) continue;
          const a = localizeArticle(t, row);
          entries.push({
            locale: t.locale as Locale,
            kind,
            refId: a.id,
            owner: a.id,
            title: a.title,
            summary: a.summary,
            body: a.body.map(blockText).join("\n"),
            codes: a.productIds.map((id) => codes.get(id)?.code).filter((c): c is string => Boolean(c)),
            url: href.article(kind, a.id),
            pic: a.pic,
            boost: 1,
            publishedAt: a.publishedAt,
          });
        }
      return entries;
    },
  };
}
