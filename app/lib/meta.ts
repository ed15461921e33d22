import type { FrameMessages } from "./i18n/frame";
import { defaultLocale, type Locale, locales, localizedPath } from "./i18n/locales";
import { unphrased } from "./line-breaks";
import { shareImageUrl } from "./media";
import { parsePage } from "./pagination";
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

/** How each language numbers a page of a list after the first, in its title. */
const pagedTitles: Readonly<Record<Locale, string>> = {
  en: "{title}, page {page}",
  de: "{title}, Seite {page}",
  ja: "{title}（{page}ページ目）",
};

/**
 * A list's title with its page number after the first page („News, Seite 2“), so each page of a
 * paged list (news, updates, a product line, downloads, search results) has a title of its own.
 */
export function pagedTitle(title: string, page: number | null, locale: Locale): string {
  return page && page > 1 ? pagedTitles[locale].replace("{title}", title).replace("{page}", String(page)) : title;
}

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

/**
 * How long a page's description may be, in characters, before a search result cuts it: about 155 in
 * English and German; Japanese characters are twice as wide, so fewer of them fit.
 */
export const DESCRIPTION_MAX: Readonly<Record<Locale, number>> = { en: 155, de: 155, ja: 110 };

/** Where a sentence ends: after . ! ? and a space (never inside 1.133 or 11,8), or after 。 */
const SENTENCE_END = /(?<=[.!?])\s+(?=[\p{Lu}\d„"“])|(?<=。)/u;

/** A model's code (SP-C121, MR101S, AKX10S): its digits are no figure about the model. */
const MODEL_CODE = /\b[A-Z]{2,3}-?[A-Z]?\d+[A-Za-z]*/gu;

/** A text's sentences, trimmed, none empty. */
export const sentencesOf = (text: string): string[] =>
  unphrased(text)
    .split(SENTENCE_END)
    .map((sentence) => sentence.trim())
    .filter(Boolean);

/**
 * A page's description with facts after it: the description as `metaDescription` keeps it, then
 * the facts' sentences (those with a figure first) while the whole still fits DESCRIPTION_MAX. A product's description
 * whose long second sentence did not fit („MR101Sは、手で叩いて演奏するリズムマシンです。“) still
 * names its key specifications (its selling points: 16パッド, 48種類のキット).
 */
export function metaDescriptionWith(text: string, facts: readonly string[], locale: Locale): string {
  const max = DESCRIPTION_MAX[locale];
  let kept = metaDescription(text, locale);
  // a text kept whole says all it has; one cut off has no room left
  if (kept === unphrased(text).trim() || kept.endsWith("…")) return kept;
  const join = (a: string, b: string) => `${a}${locale === "ja" ? "" : " "}${b}`;
  // the facts' sentences that hold a figure first (88鍵, 16 pads), each in the order written
  const sentences = facts.flatMap(sentencesOf);
  const figured = (sentence: string) => /\d/u.test(sentence.replace(MODEL_CODE, ""));
  // a fact whole where it fits (a selling point's sentences belong together), else its sentences
  const wholes = facts.map((fact) => sentencesOf(fact).join(locale === "ja" ? "" : " ")).filter(figured);
  const candidates = [...wholes, ...sentences.filter(figured), ...sentences.filter((s) => !figured(s))];
  const figures = (text: string): string[] => text.replace(MODEL_CODE, "").match(/\d[\d.,]*/gu) ?? [];
  // a description that names no figure keeps its opening and makes room for one
  const [opening = kept] = sentencesOf(kept);
  if (!figured(kept) && candidates.some((s) => figured(s) && join(opening, s).length <= max)) kept = opening;
  for (const sentence of candidates) {
    // enough said: two sentences and a figure; a sentence adds a figure not named yet, or a second sentence
    if (sentencesOf(kept).length >= 2 && figured(kept)) break;
    const own = figures(sentence);
    if (own.length && own.every((figure) => figures(kept).includes(figure))) continue;
    if (!own.length && sentencesOf(kept).length >= 2) continue;
    const next = join(kept, sentence);
    if (next.length <= max) kept = next;
  }
  return kept;
}

/**
 * A long text as a page's description: its first whole sentences that fit DESCRIPTION_MAX, so a
 * search result shows sentences, not a sentence cut off. A first sentence longer than that says
 * what the thing is before a colon and lists after it („Das CP203 ist das Kompaktpiano von
 * Noteva: ein Möbelgehäuse …“): its statement is the description. Only a sentence without one is
 * cut, at the last word (or, in Japanese, the last 、) before the limit, with an ellipsis.
 */
export function metaDescription(text: string, locale: Locale): string {
  const max = DESCRIPTION_MAX[locale];
  const whole = unphrased(text).trim();
  if (whole.length <= max) return whole;
  const [first = whole, ...rest] = whole.split(SENTENCE_END).map((sentence) => sentence.trim());
  const statement = /^(.{40,}?)[:：]\s/su.exec(first)?.[1];
  const opening = first.length > max && statement ? `${statement}${locale === "ja" ? "。" : "."}` : first;
  let kept = "";
  for (const sentence of [opening, ...rest]) {
    const next = kept ? `${kept}${locale === "ja" ? "" : " "}${sentence}` : sentence;
    if (next.length > max) break;
    kept = next;
  }
  if (kept) return kept;
  const room = whole.slice(0, max - 1);
  const cut = locale === "ja" ? room.lastIndexOf("、") : room.search(/\s\S*$/);
  return `${(cut > max / 2 ? room.slice(0, cut) : room).replace(/[\s,;:–、]+$/u, "")}…`;
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
  // a list's later pages say which page they are (?page=2), in every paged list and language: in
  // the title, and in the canonical address (each page of a list is its own page, not the first's)
  const page = parsePage(new URLSearchParams(args.location.search).get("page"));
  const search = options.keepSearch ? args.location.search : page && page > 1 ? `?page=${page}` : "";
  const address = (l: Locale) => `${origin}${localizedPath(args.location.pathname, l)}${search}`;
  const canonical = address(locale);
  const image = `${origin}${shareImageUrl(options.image ?? "product/akx10s-front")}`;
  // the title and the cards in the page's language (its tagline too)
  const pageTitle = fullTitle(pagedTitle(title, page, locale), frame?.tagline);
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
