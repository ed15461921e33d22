import type { Param } from "~/lib/content-model";
import { fill } from "~/lib/i18n/frame";
import type { Locale } from "~/lib/i18n/locales";
import { mediaUrl } from "~/lib/media";
import { frameOf, pageMeta, pageOf, type SeoOptions, seo } from "~/lib/meta";
import { productJsonLd } from "./json-ld";

type Args = Parameters<typeof seo>[0];
type Data = {
  product: { id: string; title: string; desc: string; pic: string; params: Param[] };
  categoryName: string;
  /** The specification as the page shows it: labels and values in its language. */
  params: Param[];
};

/** Meta for the product and product detail pages: canonical, Open Graph and JSON-LD Product. */
export function productSeo(
  args: Args,
  data: Data,
  title: string,
  description: string,
  extra: Partial<SeoOptions> = {},
) {
  const page = pageOf(args);
  return seo(args, title, {
    description,
    image: data.product.pic,
    type: "product",
    jsonLd: productJsonLd(
      data.product,
      data.categoryName,
      data.params,
      `${page.origin}${mediaUrl(data.product.pic, 1200, "webp")}`,
      page,
    ),
    ...extra,
  });
}

/**
 * A product line's meta description in its language: the line and its title, then a sentence that
 * names its groups as the language lists them ("Portable-Pianos und Kompaktpianos"), never a bare
 * list of names at the end.
 */
export function lineDescription(
  locale: Locale,
  text: { description: string; descriptionWithGroups: string },
  line: { name: string; title: string },
  groups: readonly string[],
): string {
  const values = { line: line.name, title: line.title, titleLower: line.title.toLowerCase() };
  if (!groups.length) return fill(text.description, values);
  const list = new Intl.ListFormat(locale, { type: "conjunction" }).format(groups);
  return fill(text.descriptionWithGroups, { ...values, groups: list });
}

/** Meta for a catalogue page that is not there (404), in the page's language. */
export function notFoundMeta(matches: Args["matches"]) {
  const m = frameOf(matches)?.notFound;
  return pageMeta(m?.title ?? "Page not found", m?.description ?? "This page does not exist.");
}
