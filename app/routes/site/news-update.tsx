import { runtimeContext } from "~/.server/context";
import { RouteErrorBoundary } from "~/components/ui/route-error";
import { articleMeta } from "~/features/news/article-meta";
import { ArticlePage } from "~/features/news/article-page";
import { requireArticle } from "~/features/news/queries.server";
import { type Crumb, home } from "~/lib/breadcrumbs";
import type { Route } from "./+types/news-update";

export function loader({ params, context }: Route.LoaderArgs) {
  return requireArticle(context.get(runtimeContext).database.db, "update", params.id);
}

export const handle = {
  breadcrumbs: (d: Awaited<ReturnType<typeof loader>>): Crumb[] => [
    home,
    { title: "News", type: "/news" },
    { title: "Update", type: "/news?t=u" },
    { title: d.article.title, type: `/news/update/${d.article.id}` },
  ],
};

export const meta: Route.MetaFunction = (args) => articleMeta(args);

export default function UpdateArticle({ loaderData }: Route.ComponentProps) {
  return <ArticlePage data={loaderData} />;
}

export const ErrorBoundary = RouteErrorBoundary;
