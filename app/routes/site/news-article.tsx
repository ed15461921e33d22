import { runtimeContext } from "~/.server/context";
import { RouteErrorBoundary } from "~/components/ui/route-error";
import { articleMeta } from "~/features/news/article-meta";
import { ArticlePage } from "~/features/news/article-page";
import { requireArticle } from "~/features/news/queries.server";
import { type Crumb, home } from "~/lib/breadcrumbs";
import type { Route } from "./+types/news-article";

export function loader({ params, context }: Route.LoaderArgs) {
  return requireArticle(context.get(runtimeContext).database.db, "news", params.id);
}

export const handle = {
  breadcrumbs: (d: Awaited<ReturnType<typeof loader>>): Crumb[] => [
    home,
    { title: "News", type: "/news" },
    { title: d.article.title, type: `/news/${d.article.id}` },
  ],
};

export const meta: Route.MetaFunction = (args) => articleMeta(args);

export default function NewsArticle({ loaderData }: Route.ComponentProps) {
  return <ArticlePage data={loaderData} />;
}

export const ErrorBoundary = RouteErrorBoundary;
