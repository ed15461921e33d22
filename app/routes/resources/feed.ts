import { localeOf, runtimeContext } from "~/.server/context";
import { articlesIn } from "~/features/news/localized.server";
import { feedArticlesMemo } from "~/features/news/queries.server";
import { newsText } from "~/features/news/text.server";
import type { ArticleKind } from "~/lib/content-model";
import * as href from "~/lib/href";
import { localizedPath } from "~/lib/i18n/locales";
import type { Route } from "./+types/feed";

const xml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * RSS 2.0 feeds, one per language: /news/feed.xml (news) and /news/updates.xml (updates), and the
 * same under /de and /ja with the articles in that language; absolute URLs.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const kind: ArticleKind = url.pathname.endsWith("/updates.xml") ? "update" : "news";
  const locale = localeOf(context);
  const { database, env } = context.get(runtimeContext);
  const items = await articlesIn(database.db, await feedArticlesMemo(database.db, kind), locale);
  const origin = env.SITE_URL;
  // the words the news pages use for their feeds
  const words = newsText[locale];
  const title = kind === "update" ? words.updatesFeed : words.newsFeed;
  const at = (path: string) => `${origin}${localizedPath(path, locale)}`;
  const list = at(href.news({ updates: kind === "update" }));
  const body = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${xml(title)}</title>
    <link>${xml(list)}</link>
    <atom:link href="${xml(origin + url.pathname)}" rel="self" type="application/rss+xml"/>
    <description>${xml(kind === "update" ? words.updatesDescription : words.newsDescription)}</description>
    <language>${locale}</language>
${items
  .map((item) => {
    const link = at(href.article(kind, item.id));
    return `    <item>
      <title>${xml(item.title)}</title>
      <link>${xml(link)}</link>
      <guid isPermaLink="true">${xml(link)}</guid>
      <pubDate>${new Date(item.publishedAt).toUTCString()}</pubDate>
      <description>${xml(item.summary)}</description>
    </item>`;
  })
  .join("\n")}
  </channel>
</rss>
`;
  return new Response(body, {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": "public, max-age=600" },
  });
}
