import type { FrameMessages } from "./i18n/frame";
import { defaultLocale, type Locale, locales, localizedPath } from "./i18n/locales";
import { unphrased } from "./line-breaks";
import { shareImageUrl } from "./media";
import { siteConfig } from "./site-config";

type MetaArgs = {
  location: { pathname: string; search: string };
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
};

export type SeoOptions = {
  description: string;
  /** A generated picture reference ("product/spc121-front") for Open Graph. */
  image?: string;
  type?: "website" | "product" | "article";
  /** Keep the query string in the canonical URL (e.g. /news?t=u). */
  keepSearch?: boolean;
  noindex?: boolean;
  jsonLd?: Record<string, unknown>;
};

/** Open Graph's locale per language (English is British English here, as the site's dates are). */
const ogLocales: Record<Locale, string> = { en: "en_GB", de: "de_DE", ja: "ja_JP" };

type RootData = { origin?: string; locale?: Locale; frame?: FrameMessages };
const rootOf = (matches: MetaArgs["matches"]) => (matches.find((m) => m?.id === "root")?.loaderData ?? {}) as RootData;

/** The frame's words in the page's language, for a route's `meta` (absent when the root failed). */
export const frameOf = (matches: MetaArgs["matches"]): FrameMessages | undefined => rootOf(matches).frame;

export function fullTitle(title: string, tagline: string = siteConfig.tagline) {
  return title === siteConfig.name ? `${siteConfig.name} | ${tagline}` : `${title} | ${siteConfig.name}`;
}

/**
 * The page's own language and absolute address in it (/de/product/SPC121 on the German page), and
 * its language's home page: what its JSON-LD names as `inLanguage`, `url` and `@id`.
 */
export function pageOf(args: MetaArgs): { locale: Locale; url: string; home: string; origin: string } {
  const { origin = "", locale = defaultLocale } = rootOf(args.matches);
  return {
    locale,
    url: `${origin}${localizedPath(args.location.pathname, locale)}`,
    home: `${origin}${localizedPath("/", locale)}`,
    origin,
  };
}

/** A JSON-LD object without phrase marks in its strings (a heading's words may carry them). */
const unphrasedJson = (value: Record<string, unknown>): Record<string, unknown> =>
  JSON.parse(unphrased(JSON.stringify(value)));

/**
 * Title, description, canonical URL, Open Graph and optional JSON-LD for a page. A segmented
 * heading (lib/line-breaks.ts) may be its title: the marks stay out of every tag.
 */
export function seo(args: MetaArgs, phrasedTitle: string, phrasedOptions: SeoOptions) {
  const title = unphrased(phrasedTitle);
  const options = {
    ...phrasedOptions,
    description: unphrased(phrasedOptions.description),
    jsonLd: phrasedOptions.jsonLd && unphrasedJson(phrasedOptions.jsonLd),
  };
  const { origin = "", locale = defaultLocale, frame } = rootOf(args.matches);
  const search = options.keepSearch ? args.location.search : "";
  const address = (l: Locale) => `${origin}${localizedPath(args.location.pathname, l)}${search}`;
  const canonical = address(locale);
  const image = `${origin}${shareImageUrl(options.image ?? "product/akx10s-front")}`;
  // the title and the cards in the page's language (its tagline too)
  const pageTitle = fullTitle(title, frame?.tagline);
  const tags: Record<string, unknown>[] = [
    { title: pageTitle },
    { name: "description", content: options.description },
    { tagName: "link", rel: "canonical", href: canonical },
    // the same page in every language, each naming all (itself too), English for everyone else
    ...locales.map((l) => ({ tagName: "link", rel: "alternate", hrefLang: l, href: address(l) })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: address(defaultLocale) },
    { property: "og:site_name", content: siteConfig.name },
    { property: "og:type", content: options.type ?? "website" },
    { property: "og:title", content: pageTitle },
    { property: "og:description", content: options.description },
    { property: "og:url", content: canonical },
    { property: "og:image", content: image },
    { property: "og:locale", content: ogLocales[locale] },
    ...locales.filter((l) => l !== locale).map((l) => ({ property: "og:locale:alternate", content: ogLocales[l] })),
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: pageTitle },
    { name: "twitter:description", content: options.description },
  ];
  if (options.noindex) tags.push({ name: "robots", content: "noindex" });
  if (options.jsonLd) tags.push({ "script:ld+json": options.jsonLd });
  return tags;
}

/** For pages without loader context (errors): title and description only. */
export function pageMeta(title: string, description: string) {
  return [{ title: fullTitle(unphrased(title)) }, { name: "description", content: unphrased(description) }];
}

/** Route `headers`: an action's own headers (Retry-After on a 429) when it set them, else the loader's. */
export function actionOrLoaderHeaders({
  actionHeaders,
  loaderHeaders,
}: {
  actionHeaders: Headers;
  loaderHeaders: Headers;
}) {
  return actionHeaders.has("Retry-After") ? actionHeaders : loaderHeaders;
}
