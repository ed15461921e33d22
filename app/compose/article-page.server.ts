/**
 * A news or update article's page: the article in the page's language (news) and the products it
 * names (catalogue). The titles it shows as headings break only between phrases (decision 023).
 */
import type { Db } from "~/.server/db/client";
import { productCardsMemo } from "~/features/catalogue/queries.server";
import { articleIn } from "~/features/news/localized.server";
import type { ArticleKind } from "~/lib/content-model";
import type { Locale } from "~/lib/i18n/locales";
import { phrasedFields } from "~/lib/i18n/phrases.server";

export async function articlePage(db: Db, kind: ArticleKind, id: string, locale: Locale) {
  const found = await articleIn(db, kind, id, locale);
  const related = await productCardsMemo(db, found.article.productIds);
  if (locale !== "ja") return { ...found, related };
  return {
    ...found,
    article: phrasedFields(locale, found.article, ["title"]),
    newer: found.newer && phrasedFields(locale, found.newer, ["title"]),
    older: found.older && phrasedFields(locale, found.older, ["title"]),
    related,
  };
}
