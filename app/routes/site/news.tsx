import { data, Link } from "react-router";
import { localeOf, runtimeContext } from "~/.server/context";
import { Pager } from "~/components/ui/pager";
import { Picture } from "~/components/ui/picture";
import { articlesIn } from "~/features/news/localized.server";
import { listArticlesMemo, NEWS_PER_PAGE } from "~/features/news/queries.server";
import { type NewsText, newsText } from "~/features/news/text.server";
import { pageTrail } from "~/lib/breadcrumbs";
import * as href from "~/lib/href";
import { type FrameMessages, useFormats } from "~/lib/i18n/frame";
import { localizedPath } from "~/lib/i18n/locales";
import { englishLang } from "~/lib/i18n/text";
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
  const locale = localeOf(context);
  const shown = await articlesIn(context.get(runtimeContext).database.db, items, locale);
  return { updates, page, pages, items: shown, locale, text: newsText[locale] };
}

export const handle = {
  breadcrumbs: ({ updates, text }: { updates: boolean; text: NewsText }, m: FrameMessages) =>
    updates
      ? pageTrail(text.updateCrumb, href.news({ updates: true }), [{ title: text.news, type: href.news() }], m)
      : pageTrail(text.news, href.news(), [], m),
};

export const meta: Route.MetaFunction = (args) => {
  if (!args.loaderData) return [];
  const { updates, text, locale } = args.loaderData;
  const tags = updates
    ? seo(args, text.updates, { description: text.updatesDescription, keepSearch: true })
    : seo(args, text.news, { description: text.newsDescription });
  // each language's own feeds
  const feed = (title: string, path: string) => ({
    tagName: "link",
    rel: "alternate",
    type: "application/rss+xml",
    title,
    href: localizedPath(path, locale),
  });
  return [...tags, feed(text.newsFeed, href.newsFeed()), feed(text.updatesFeed, href.updatesFeed())];
};

export default function News({ loaderData }: Route.ComponentProps) {
  const { updates, page, pages, items, text, locale } = loaderData;
  const format = useFormats();
  const pageHref = (n: number) => href.news({ updates, page: n });
  return (
    <div className="mx-auto max-w-7xl px-5 py-12">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-4xl font-bold tracking-tight md:text-5xl">{updates ? text.updates : text.news}</h1>
          <p className="mt-3 text-lg text-ink-soft">{updates ? text.updatesIntro : text.newsIntro}</p>
        </div>
        <nav aria-label={text.sections} className="flex gap-2 text-sm font-semibold">
          <Link
            to={href.news()}
            aria-current={updates ? undefined : "page"}
            className={`rounded-full px-4 py-2 ${updates ? "border border-line hover:bg-mist" : "bg-ink text-white"}`}
          >
            {text.news}
          </Link>
          <Link
            to={href.news({ updates: true })}
            aria-current={updates ? "page" : undefined}
            className={`rounded-full px-4 py-2 ${updates ? "bg-ink text-white" : "border border-line hover:bg-mist"}`}
          >
            {text.updates}
          </Link>
          <a
            href={localizedPath(updates ? href.updatesFeed() : href.newsFeed(), locale)}
            className="rounded-full border border-line px-4 py-2 hover:bg-mist"
          >
            {text.rss}
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
                  {format.date(item.publishedAt)}
                </time>
                <h2 lang={englishLang(item, "title")} className="mt-2 text-lg font-bold">
                  <Link
                    to={href.article(item.kind, item.id)}
                    className="after:absolute after:inset-0 group-hover:text-accent"
                  >
                    {item.title}
                  </Link>
                </h2>
                <p lang={englishLang(item, "summary")} className="mt-2 text-sm text-ink-soft">
                  {item.summary}
                </p>
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
