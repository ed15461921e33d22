import { data } from "react-router";
import { runtimeContext } from "~/.server/context";
import { RouteErrorBoundary } from "~/components/ui/route-error";
import { ArticlePage } from "~/features/news/article-page";
import { articleWithNeighbours } from "~/features/news/queries.server";
import { type Crumb, home } from "~/lib/breadcrumbs";
import { pageMeta, seo } from "~/lib/meta";
import type { Route } from "./+types/news-article";

export async function loader({ params, context }: Route.LoaderArgs) {
  const found = await articleWithNeighbours(context.get(runtimeContext).database.db, "news", params.id);
  if (!found) throw data("Not Found", { status: 404 });
  return found;
}

export const handle = {
  breadcrumbs: (d: Awaited<ReturnType<typeof loader>>): Crumb[] => [
    home,
    { title: "News", type: "/news" },
    { title: d.article.title, type: `/news/${d.article.id}` },
  ],
};

export const meta: Route.MetaFunction = (args) =>
  args.loaderData
    ? seo(args, args.loaderData.article.title, {
        description: args.loaderData.article.summary,
        image: args.loaderData.article.pic,
        type: "article",
        jsonLd: {
          "@context": "https://schema.org",
          "@type": "NewsArticle",
          headline: args.loaderData.article.title,
          datePublished: new Date(args.loaderData.article.publishedAt).toISOString(),
          publisher: { "@type": "Organization", name: "Noteva" },
        },
      })
    : pageMeta("Page not found", "This page does not exist.");

export default function NewsArticle({ loaderData }: Route.ComponentProps) {
  return <ArticlePage data={loaderData} />;
}

export const ErrorBoundary = RouteErrorBoundary;
