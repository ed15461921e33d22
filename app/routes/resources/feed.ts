import { runtimeContext } from "~/.server/context";
import { feedArticlesMemo } from "~/features/news/queries.server";
import type { ArticleKind } from "~/lib/content-model";
import { siteConfig } from "~/lib/site-config";
import type { Route } from "./+types/feed";

const xml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** RSS 2.0 feeds: /news/feed.xml (news) and /news/updates.xml (updates), absolute URLs. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const kind: ArticleKind = url.pathname.endsWith("/updates.xml") ? "update" : "news";
  const { database, env } = context.get(runtimeContext);
  const items = await feedArticlesMemo(database.db, kind);
  const origin = env.SITE_URL;
  const title = kind === "update" ? `${siteConfig.name} updates` : `${siteConfig.name} news`;
  const list = kind === "update" ? `${origin}/news?t=u` : `${origin}/news`;
  const body = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${xml(title)}</title>
    <link>${xml(list)}</link>
    <atom:link href="${xml(origin + url.pathname)}" rel="self" type="application/rss+xml"/>
    <description>${xml(kind === "update" ? "Firmware, software and manual updates for Noteva instruments." : "News from Noteva.")}</description>
    <language>en</language>
${items
  .map((item) => {
    const link = `${origin}${kind === "update" ? "/news/update/" : "/news/"}${item.id}`;
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
