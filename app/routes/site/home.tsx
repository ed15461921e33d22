import { Link } from "react-router";
import { runtimeContext } from "~/.server/context";
import { HeroBanners } from "~/components/ui/hero-banners";
import { Picture } from "~/components/ui/picture";
import { ProductCard } from "~/components/ui/product-card";
import { Reveal } from "~/components/ui/reveal";
import { homeDataMemo } from "~/features/catalogue/home.server";
import { latestArticlesMemo } from "~/features/news/queries.server";
import { articleHref } from "~/lib/article-href";
import { formatDate } from "~/lib/format";
import { seo } from "~/lib/meta";
import { siteConfig } from "~/lib/site-config";
import type { Route } from "./+types/home";

export async function loader({ context }: Route.LoaderArgs) {
  const db = context.get(runtimeContext).database.db;
  const [catalogue, news] = await Promise.all([homeDataMemo(db), latestArticlesMemo(db, 3)]);
  return { ...catalogue, news };
}

export const meta: Route.MetaFunction = (args) =>
  seo(args, siteConfig.name, {
    description:
      "Noteva digital pianos, keyboards and rhythm machines: specifications, manuals and downloads, news, and where to buy.",
    jsonLd: {
      "@context": "https://schema.org",
      "@type": "Organization",
      name: siteConfig.name,
      url: args.location.pathname,
      email: "support@noteva.example",
      sameAs: siteConfig.social.map((s) => s.href),
    },
  });

export default function Home({ loaderData }: Route.ComponentProps) {
  const { lines, featured, heroes, news } = loaderData;
  return (
    <>
      <HeroBanners slides={heroes} />

      <section aria-labelledby="lines-heading" className="mx-auto max-w-7xl px-5 py-16">
        <h2 id="lines-heading" className="text-3xl font-bold tracking-tight">
          Our instruments
        </h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {lines.map((line) => (
            <Reveal as="li" key={line.id}>
              <Link to={`/category/${line.id}`} className="group block overflow-hidden rounded-2xl border border-line">
                <span className="block bg-mist">
                  <Picture src={line.pic} alt="" sizes="(min-width: 768px) 33vw, 100vw" className="h-auto w-full" />
                </span>
                <span className="block p-5">
                  <span className="block text-xl font-bold group-hover:text-accent">{line.name}</span>
                  <span className="mt-1 block text-ink-soft">{line.title}</span>
                </span>
              </Link>
            </Reveal>
          ))}
        </ul>
      </section>

      <section aria-labelledby="featured-heading" className="bg-mist py-16">
        <div className="mx-auto max-w-7xl px-5">
          <h2 id="featured-heading" className="text-3xl font-bold tracking-tight">
            Featured
          </h2>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {featured.map((product) => (
              <Reveal as="li" key={product.id}>
                <ProductCard product={product} />
              </Reveal>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="news-heading" className="mx-auto max-w-7xl px-5 pt-16">
        <div className="flex items-end justify-between gap-4">
          <h2 id="news-heading" className="text-3xl font-bold tracking-tight">
            Latest news and updates
          </h2>
          <Link to="/news" className="text-sm font-semibold text-accent hover:underline">
            All news
          </Link>
        </div>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {news.map((item) => (
            <li key={item.id} className="relative rounded-2xl border border-line p-6 hover:border-ink">
              <p className="text-xs font-semibold uppercase tracking-widest text-accent">
                {item.kind === "update" ? "Update" : "News"} ·{" "}
                <time dateTime={new Date(item.publishedAt).toISOString().slice(0, 10)}>
                  {formatDate(item.publishedAt)}
                </time>
              </p>
              <h3 className="mt-2 text-lg font-bold">
                <Link to={articleHref(item.kind, item.id)} className="after:absolute after:inset-0">
                  {item.title}
                </Link>
              </h3>
              <p className="mt-2 text-sm text-ink-soft">{item.summary}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="help-heading" className="mx-auto max-w-7xl px-5 py-16">
        <h2 id="help-heading" className="text-3xl font-bold tracking-tight">
          Help when you need it
        </h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {[
            {
              to: "/support",
              title: "Manuals and downloads",
              text: "Owner's manuals, data lists and firmware for every instrument.",
            },
            {
              to: "/dealer/distributor",
              title: "Find a store",
              text: "Play a Noteva before you buy, at a dealer near you.",
            },
            { to: "/news", title: "News and updates", text: "New instruments, firmware updates and manual revisions." },
          ].map((item) => (
            <li key={item.to}>
              <Link to={item.to} className="block h-full rounded-2xl border border-line p-6 hover:border-ink">
                <span className="block text-lg font-bold">{item.title}</span>
                <span className="mt-2 block text-ink-soft">{item.text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
