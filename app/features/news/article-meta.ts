import { frameOf, pageMeta, seo } from "~/lib/meta";

type Args = Parameters<typeof seo>[0] & {
  loaderData?: { article: { title: string; summary: string; pic: string; publishedAt: Date } };
};

/** Meta for news and update articles: Open Graph article and JSON-LD NewsArticle. */
export function articleMeta(args: Args) {
  const article = args.loaderData?.article;
  if (!article) {
    // an article that is missing: the not-found words in the page's language
    const notFound = frameOf(args.matches)?.notFound;
    return pageMeta(notFound?.title ?? "Page not found", notFound?.description ?? "This page does not exist.");
  }
  return seo(args, article.title, {
    description: article.summary,
    image: article.pic,
    type: "article",
    jsonLd: {
      "@context": "https://schema.org",
      "@type": "NewsArticle",
      headline: article.title,
      datePublished: new Date(article.publishedAt).toISOString(),
      publisher: { "@type": "Organization", name: "Noteva" },
    },
  });
}
