/** A news or update article's page: the article in the page's language (news) and the products it names (catalogue). */
import type { Db } from "~/.server/db/client";
import { productCardsMemo } from "~/features/catalogue/queries.server";
import { articleIn } from "~/features/news/localized.server";
import type { ArticleKind } from "~/lib/content-model";
import type { Locale } from "~/lib/i18n/locales";

export async function articlePage(db: Db, kind: ArticleKind, id: string, locale: Locale) {
  const found = await articleIn(db, kind, id, locale);
  return { ...found, related: await productCardsMemo(db, found.article.productIds) };
}
