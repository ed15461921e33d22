import { mediaUrl } from "./media";
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

function originOf(matches: MetaArgs["matches"]): string {
  const root = matches.find((m) => m?.id === "root")?.loaderData as { origin?: string } | undefined;
  return root?.origin ?? "";
}

export function fullTitle(title: string) {
  return title === siteConfig.name ? `${siteConfig.name} | ${siteConfig.tagline}` : `${title} | ${siteConfig.name}`;
}

/** Title, description, canonical URL, Open Graph and optional JSON-LD for a page. */
export function seo(args: MetaArgs, title: string, options: SeoOptions) {
  const origin = originOf(args.matches);
  const canonical = `${origin}${args.location.pathname}${options.keepSearch ? args.location.search : ""}`;
  const image = `${origin}${mediaUrl(options.image ?? "product/akx10s-front", 1200, "webp")}`;
  const tags: Record<string, unknown>[] = [
    { title: fullTitle(title) },
    { name: "description", content: options.description },
    { tagName: "link", rel: "canonical", href: canonical },
    { property: "og:site_name", content: siteConfig.name },
    { property: "og:type", content: options.type ?? "website" },
    { property: "og:title", content: fullTitle(title) },
    { property: "og:description", content: options.description },
    { property: "og:url", content: canonical },
    { property: "og:image", content: image },
    { name: "twitter:card", content: "summary_large_image" },
  ];
  if (options.noindex) tags.push({ name: "robots", content: "noindex" });
  if (options.jsonLd) tags.push({ "script:ld+json": options.jsonLd });
  return tags;
}

/** For pages without loader context (errors): title and description only. */
export function pageMeta(title: string, description: string) {
  return [{ title: fullTitle(title) }, { name: "description", content: description }];
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
