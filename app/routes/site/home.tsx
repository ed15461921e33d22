import { Link } from "react-router";
import { localeOf, runtimeContext } from "~/.server/context";
import { HeroBanners } from "~/components/ui/hero-banners";
import { Phrases } from "~/components/ui/phrases";
import { Picture } from "~/components/ui/picture";
import { ProductCard } from "~/components/ui/product-card";
import { Reveal } from "~/components/ui/reveal";
import { homePageIn } from "~/features/catalogue/localized.server";
import { catalogueText } from "~/features/catalogue/text.server";
import { articlesIn } from "~/features/news/localized.server";
import { latestArticlesMemo } from "~/features/news/queries.server";
import * as href from "~/lib/href-shared";
import { useFormats } from "~/lib/i18n/frame";
import { localizedPath } from "~/lib/i18n/locales";
import { phrasedFields, phrasedIn } from "~/lib/i18n/phrases.server";
import { englishLang } from "~/lib/i18n/text";
import { pageOf, seo } from "~/lib/meta";
import { siteConfig } from "~/lib/site-config";
import type { Route } from "./+types/home";

export async function loader({ context }: Route.LoaderArgs) {
  const db = context.get(runtimeContext).database.db;
  const locale = localeOf(context);
  const [catalogue, latest] = await Promise.all([homePageIn(db, locale), latestArticlesMemo(db, 3)]);
  const news = await articlesIn(db, latest, locale);
  const { home, common } = catalogueText[locale];
  // headings, banners and cards break only between phrases on a Japanese page (decision 023)
  return {
    lines: catalogue.lines.map((line) => phrasedFields(locale, line, ["name", "title"])),
    heroes: catalogue.heroes.map((hero) => phrasedFields(locale, hero, ["title", "eyebrow", "text"])),
    featured: catalogue.featured.map((product) => phrasedFields(locale, product, ["title"])),
    news: news.map((item) => phrasedFields(locale, item, ["title"])),
    text: phrasedIn(locale, { ...home, discover: common.discover }),
  };
}

export const meta: Route.MetaFunction = (args) => {
  if (!args.loaderData) return [];
  const page = pageOf(args);
  const { description } = args.loaderData.text;
  // the brand and this language's website: its home page, its search, its language
  return seo(args, siteConfig.name, {
    description,
    jsonLd: {
      "@context": "https://schema.org",
      "@graph": [
        {
          "@type": "Organization",
          "@id": `${page.home}#organization`,
          name: siteConfig.name,
          url: page.home,
          inLanguage: page.locale,
          description,
          email: "support@noteva.example",
          sameAs: siteConfig.social.map((s) => s.href),
        },
        {
          "@type": "WebSite",
          "@id": `${page.home}#website`,
          name: siteConfig.name,
          url: page.home,
          inLanguage: page.locale,
          description,
          publisher: { "@id": `${page.home}#organization` },
          potentialAction: {
            "@type": "SearchAction",
            target: `${page.origin}${localizedPath(href.search(), page.locale)}?q={search_term_string}`,
            "query-input": "required name=search_term_string",
          },
        },
      ],
    },
  });
};

export default function Home({ loaderData }: Route.ComponentProps) {
  const { lines, featured, heroes, news, text } = loaderData;
  const format = useFormats();
  return (
    <>
      <HeroBanners slides={heroes} />

      <section aria-labelledby="lines-heading" className="mx-auto max-w-7xl px-5 py-16">
        <h2 id="lines-heading" className="text-3xl font-bold tracking-tight">
          <Phrases text={text.instruments} />
        </h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {lines.map((line) => (
            <Reveal as="li" key={line.id}>
              <Link to={href.category(line.id)} className="group block overflow-hidden rounded-2xl border border-line">
                <span className="block bg-mist">
                  <Picture src={line.pic} alt="" sizes="(min-width: 768px) 33vw, 100vw" className="h-auto w-full" />
                </span>
                <span className="block p-5">
                  <span lang={englishLang(line, "name")} className="block text-xl font-bold group-hover:text-accent">
                    <Phrases text={line.name} />
                  </span>
                  <span lang={englishLang(line, "title")} className="mt-1 block text-ink-soft">
                    <Phrases text={line.title} />
                  </span>
                </span>
              </Link>
            </Reveal>
          ))}
        </ul>
      </section>

      <section aria-labelledby="featured-heading" className="bg-mist py-16">
        <div className="mx-auto max-w-7xl px-5">
          <h2 id="featured-heading" className="text-3xl font-bold tracking-tight">
            <Phrases text={text.featured} />
          </h2>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {featured.map((product) => (
              <Reveal as="li" key={product.id}>
                <ProductCard product={product} discover={text.discover} />
              </Reveal>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="news-heading" className="mx-auto max-w-7xl px-5 pt-16">
        <div className="flex items-end justify-between gap-4">
          <h2 id="news-heading" className="text-3xl font-bold tracking-tight">
            <Phrases text={text.latest} />
          </h2>
          <Link to={href.news()} className="text-sm font-semibold text-accent hover:underline">
            <Phrases text={text.allNews} />
          </Link>
        </div>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {news.map((item) => (
            <li key={item.id} className="relative rounded-2xl border border-line p-6 hover:border-ink">
              <p className="text-xs font-semibold uppercase tracking-widest text-accent">
                {item.kind === "update" ? text.update : text.news}
                {format.marks.separator}
                <time dateTime={new Date(item.publishedAt).toISOString().slice(0, 10)}>
                  {format.date(item.publishedAt)}
                </time>
              </p>
              <h3 lang={englishLang(item, "title")} className="mt-2 text-lg font-bold">
                <Link to={href.article(item.kind, item.id)} className="after:absolute after:inset-0">
                  <Phrases text={item.title} />
                </Link>
              </h3>
              <p lang={englishLang(item, "summary")} className="mt-2 text-sm text-ink-soft">
                {item.summary}
              </p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="help-heading" className="mx-auto max-w-7xl px-5 py-16">
        <h2 id="help-heading" className="text-3xl font-bold tracking-tight">
          <Phrases text={text.help} />
        </h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {[
            { to: href.support(), title: text.manuals, text: text.manualsText },
            { to: href.dealers(), title: text.store, text: text.storeText },
            { to: href.news(), title: text.updates, text: text.updatesText },
          ].map((item) => (
            <li key={item.to}>
              <Link to={item.to} className="block h-full rounded-2xl border border-line p-6 hover:border-ink">
                <span className="block text-lg font-bold">
                  <Phrases text={item.title} />
                </span>
                <span className="mt-2 block text-ink-soft">
                  <Phrases text={item.text} />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
