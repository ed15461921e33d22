import { shareImageUrl } from "~/lib/media";
import { frameOf, pageMeta, pageOf, seo } from "~/lib/meta";

type Args = Parameters<typeof seo>[0] & {
  loaderData?: { article: { title: string; summary: string; pic: string; publishedAt: Date } };
};

/** Meta for news and update articles: Open Graph article and JSON-LD NewsArticle, in the page's language. */
export function articleMeta(args: Args) {
  const article = args.loaderData?.article;
  if (!article) {
    // an article that is missing: the not-found words in the page's language
    const notFound = frameOf(args.matches)?.notFound;
    return pageMeta(notFound?.title ?? "Page not found", notFound?.description ?? "This page does not exist.");
  }
  const page = pageOf(args);
  return seo(args, article.title, {
    description: article.summary,
    image: article.pic,
    type: "article",
    jsonLd: {
      "@context": "https://schema.org",
      "@type": "NewsArticle",
      "@id": `${page.url}#article`,
      url: page.url,
      mainEntityOfPage: page.url,
      inLanguage: page.locale,
      headline: article.title,
      description: article.summary,
      image: `${page.origin}${shareImageUrl(article.pic)}`,
      datePublished: new Date(article.publishedAt).toISOString(),
      publisher: { "@type": "Organization", name: "Noteva", url: page.home },
    },
  });
}
