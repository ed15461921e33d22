import { Link } from "react-router";
import { Phrases } from "~/components/ui/phrases";
import { Picture } from "~/components/ui/picture";
import type { ArticleBlock } from "~/lib/content-model";
import * as href from "~/lib/href";
import { useFormats } from "~/lib/i18n/frame";
import { englishLang } from "~/lib/i18n/text";
import { ArticleBody } from "./article-body";

type Neighbour = { id: string; title: string } | null;
export type ArticlePageData = {
  article: {
    id: string;
    kind: "news" | "update";
    title: string;
    summary: string;
    pic: string;
    body: ArticleBlock[];
    publishedAt: Date;
    /** Fields shown in English for want of a translation. */
    english?: readonly string[];
  };
  newer: Neighbour;
  older: Neighbour;
  related: { id: string; title: string; pic: string }[];
};

/** The words around the article in the page's language (the loader's `newsText[locale]`). */
export type ArticlePageText = {
  news: string;
  update: string;
  mentioned: string;
  more: string;
  previous: string;
  next: string;
};

/** A news or update article with its date, picture, body, products and previous/next links. */
export function ArticlePage({ data, text }: { data: ArticlePageData; text: ArticlePageText }) {
  const { article, newer, older, related } = data;
  const format = useFormats();
  return (
    <article className="mx-auto max-w-3xl px-5 py-12">
      <p className="text-sm font-semibold uppercase tracking-widest text-accent">
        <Phrases text={article.kind === "update" ? text.update : text.news} />
      </p>
      <h1 lang={englishLang(article, "title")} className="mt-2 text-4xl font-bold tracking-tight md:text-5xl">
        <Phrases text={article.title} />
      </h1>
      <p className="mt-3 text-muted">
        <time dateTime={new Date(article.publishedAt).toISOString().slice(0, 10)}>
          {format.date(article.publishedAt)}
        </time>
      </p>
      <p lang={englishLang(article, "summary")} className="mt-6 text-xl text-ink">
        {article.summary}
      </p>
      <div className="mt-8">
        <Picture
          src={article.pic}
          alt=""
          sizes="(min-width: 768px) 720px, 100vw"
          priority
          className="h-auto w-full rounded-2xl bg-mist"
        />
      </div>
      <div lang={englishLang(article, "body")} className="mt-10">
        <ArticleBody blocks={article.body} />
      </div>
      {related.length ? (
        <aside aria-labelledby="mentioned" className="mt-12 rounded-2xl bg-mist p-6">
          <h2 id="mentioned" className="text-lg font-bold">
            <Phrases text={text.mentioned} />
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-3">
            {related.map((p) => (
              <li key={p.id}>
                <Link to={href.product(p.id)} className="group block">
                  <Picture src={p.pic} alt="" sizes="200px" className="h-auto w-full rounded-xl bg-white" />
                  <span className="mt-2 block font-semibold group-hover:text-accent">{p.title}</span>
                </Link>
              </li>
            ))}
          </ul>
        </aside>
      ) : null}
      <nav aria-label={text.more} className="mt-12 grid gap-4 border-t border-line pt-8 sm:grid-cols-2">
        {older ? (
          <Link to={href.article(article.kind, older.id)} rel="prev" className="group block">
            <span className="text-sm text-muted">{text.previous}</span>
            <span className="block font-semibold group-hover:text-accent">
              <Phrases text={older.title} />
            </span>
          </Link>
        ) : (
          <span />
        )}
        {newer ? (
          <Link to={href.article(article.kind, newer.id)} rel="next" className="group block text-right">
            <span className="text-sm text-muted">{text.next}</span>
            <span className="block font-semibold group-hover:text-accent">
              <Phrases text={newer.title} />
            </span>
          </Link>
        ) : null}
      </nav>
    </article>
  );
}
