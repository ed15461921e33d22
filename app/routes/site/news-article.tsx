import { redirect } from "react-router";
import { localeOf, runtimeContext } from "~/.server/context";
import { RouteErrorBoundary } from "~/components/ui/route-error";
import { articlePage } from "~/compose/article-page.server";
import { articleMeta } from "~/features/news/article-meta";
import { ArticlePage } from "~/features/news/article-page";
import { newsText } from "~/features/news/text.server";
import { type Crumb, pageTrail } from "~/lib/breadcrumbs";
import * as href from "~/lib/href";
import type { FrameMessages } from "~/lib/i18n/frame";
import { movedArticles } from "~/lib/moved-articles";
import type { Route } from "./+types/news-article";

export async function loader({ params, context }: Route.LoaderArgs) {
  const locale = localeOf(context);
  // an article whose address changed: the old one points to the new for good (the router adds
  // the language's prefix, as to every address of the page's language)
  const moved = movedArticles[params.id];
  if (moved) throw redirect(href.newsArticle(moved), 301);
  const found = await articlePage(context.get(runtimeContext).database.db, "news", params.id, locale);
  return { ...found, text: newsText[locale] };
}

export const handle = {
  breadcrumbs: (d: Awaited<ReturnType<typeof loader>>, m: FrameMessages): Crumb[] =>
    pageTrail(d.article.title, href.newsArticle(d.article.id), [{ title: d.text.news, type: href.news() }], m),
};

export const meta: Route.MetaFunction = (args) => articleMeta(args);

export default function NewsArticle({ loaderData }: Route.ComponentProps) {
  return <ArticlePage data={loaderData} text={loaderData.text} />;
}

export const ErrorBoundary = RouteErrorBoundary;
