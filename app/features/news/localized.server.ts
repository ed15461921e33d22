/** News and updates in the page's language: the English articles with their translations laid over. */
import type { Db } from "~/.server/db/client";
import { translationsMemo } from "~/.server/translations/queries.server";
import type { ArticleKind } from "~/lib/content-model";
import type { Locale } from "~/lib/i18n/locales";
import { localizeArticle, localizeChanges } from "~/lib/translations/overlay";
import { requireArticle } from "./queries.server";

/** Titles and summaries of listed articles (news list, home, feeds). */
export async function articlesIn<T extends { id: string; title: string; summary: string }>(
  db: Db,
  items: readonly T[],
  locale: Locale,
) {
  if (locale === "en") return items as (T & { english?: readonly string[] })[];
  const t = await translationsMemo(db, locale);
  return items.map((item) => localizeArticle(t, item));
}

/** An article page: the article whole, its neighbours' titles. */
export async function articleIn(db: Db, kind: ArticleKind, id: string, locale: Locale) {
  const found = await requireArticle(db, kind, id);
  if (locale === "en") return found;
  const t = await translationsMemo(db, locale);
  const title = (a: { id: string; title: string } | null) =>
    a && { ...a, title: localizeArticle(t, { ...a, summary: "" }).title };
  return {
    ...found,
    article: localizeArticle(t, found.article),
    newer: title(found.newer),
    older: title(found.older),
  };
}

/** A firmware release's notes in the language, line for line, or the English ones marked as such. */
export async function changesIn(db: Db, productId: string, version: string, changes: string[], locale: Locale) {
  const t = await translationsMemo(db, locale);
  return localizeChanges(t, productId, version, changes);
}
