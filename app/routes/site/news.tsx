import { data, Link } from "react-router";
import { runtimeContext } from "~/.server/context";
import { Pager } from "~/components/ui/pager";
import { Picture } from "~/components/ui/picture";
import { listArticlesMemo, NEWS_PER_PAGE } from "~/features/news/queries.server";
import { articleHref } from "~/lib/article-href";
import { pageTrail } from "~/lib/breadcrumbs";
import { formatDate } from "~/lib/format";
import { seo } from "~/lib/meta";
import { pageCount, parsePage } from "~/lib/pagination";
import type { Route } from "./+types/news";

/** `t=u` lists update articles (firmware, software, manual revisions); anything else lists news. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const search = new URL(request.url).searchParams;
  const updates = search.get("t") === "u";
  const page = parsePage(search.get("page"));
  if (page === null) throw data("Not Found", { status: 404 });
  const { items, total } = await listArticlesMemo(context.get(runtimeContext).database.db, {
    kind: updates ? "update" : "news",
    page,
  });
  const pages = pageCount(total, NEWS_PER_PAGE);
  if (page > pages) throw data("Not Found", { status: 404 });
  return { updates, page, pages, items };
}

export const handle = {
  breadcrumbs: (d: { updates: boolean }) =>
    d.updates ? pageTrail("Update", "/news?t=u", [{ title: "News", type: "/news" }]) : pageTrail("News", "/news"),
};

export const meta: Route.MetaFunction = (args) => {
  const updates = args.loaderData?.updates;
  const tags = updates
    ? seo(args, "Updates", {
        description: "Firmware, software and manual updates for Noteva instruments.",
        keepSearch: true,
      })
    : seo(args, "News", { description: "News from Noteva: new instruments, events and stories." });
  return [
    ...tags,
    { tagName: "link", rel: "alternate", type: "application/rss+xml", title: "Noteva news", href: "/news/feed.xml" },
    {
      tagName: "link",
      rel: "alternate",
      type: "application/rss+xml",
      title: "Noteva updates",
      href: "/news/updates.xml",
    },
  ];
};

export default function News({ loaderData }: Route.ComponentProps) {
  const { updates, page, pages, items } = loaderData;
  const base = updates ? "/news?t=u" : "/news";
  const pageHref = (n: number) => (n === 1 ? base : `${base}${updates ? "&" : "?"}page=${n}`);
  return (
    <div className="mx-auto max-w-7xl px-5 py-12">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-4xl font-bold tracking-tight md:text-5xl">{updates ? "Updates" : "News"}</h1>
          <p className="mt-3 text-lg text-ink-soft">
            {updates
              ? "Firmware, software and manual revisions for Noteva instruments, newest first."
              : "New instruments, events and stories from Noteva, newest first."}
          </p>
        </div>
        <nav aria-label="News sections" className="flex gap-2 text-sm font-semibold">
          <Link
            to="/news"
            aria-current={updates ? undefined : "page"}
            className={`rounded-full px-4 py-2 ${updates ? "border border-line hover:bg-mist" : "bg-ink text-white"}`}
          >
            News
          </Link>
          <Link
            to="/news?t=u"
            aria-current={updates ? "page" : undefined}
            className={`rounded-full px-4 py-2 ${updates ? "bg-ink text-white" : "border border-line hover:bg-mist"}`}
          >
            Updates
          </Link>
          <a
            href={updates ? "/news/updates.xml" : "/news/feed.xml"}
            className="rounded-full border border-line px-4 py-2 hover:bg-mist"
          >
            RSS feed
          </a>
        </nav>
      </div>
      <ul className="mt-10 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item, index) => (
          <li key={item.id}>
            <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-line">
              <Picture
                src={item.pic}
                alt=""
                sizes="(min-width: 1024px) 30vw, (min-width: 640px) 45vw, 90vw"
                priority={index === 0}
                className="h-auto w-full bg-mist"
              />
              <div className="flex flex-1 flex-col p-5">
                <time dateTime={new Date(item.publishedAt).toISOString().slice(0, 10)} className="text-sm text-muted">
                  {formatDate(item.publishedAt)}
                </time>
                <h2 className="mt-2 text-lg font-bold">
                  <Link
                    to={articleHref(item.kind, item.id)}
                    className="after:absolute after:inset-0 group-hover:text-accent"
                  >
                    {item.title}
                  </Link>
                </h2>
                <p className="mt-2 text-sm text-ink-soft">{item.summary}</p>
              </div>
            </article>
          </li>
        ))}
      </ul>
      <Pager page={page} pages={pages} href={pageHref} />
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/ui/route-error";
