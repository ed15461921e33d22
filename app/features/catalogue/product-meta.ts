import type { Param } from "~/lib/content-model";
import { fill } from "~/lib/i18n/frame";
import type { Locale } from "~/lib/i18n/locales";
import { unphrased } from "~/lib/line-breaks";
import { mediaUrl } from "~/lib/media";
import { frameOf, metaDescriptionWith, pageMeta, pageOf, type SeoOptions, seo } from "~/lib/meta";
import { productJsonLd } from "./json-ld";

type Args = Parameters<typeof seo>[0];
type Data = {
  product: { id: string; title: string; desc: string; pic: string; params: Param[] };
  categoryName: string;
  /** The specification as the page shows it: labels and values in its language. */
  params: Param[];
};

/**
 * Meta for the product and product detail pages: canonical, Open Graph and JSON-LD Product. The
 * description (a product's whole `desc` on its page) is kept to what a search result shows.
 */
export function productSeo(
  args: Args,
  data: Data,
  title: string,
  description: string,
  extra: Partial<SeoOptions> = {},
  /** Key facts to name after the description where its sentences leave room (the selling points). */
  facts: readonly string[] = [],
) {
  const page = pageOf(args);
  return seo(args, title, {
    // what a search result shows of it: whole sentences, never 300 characters cut off, and the key
    // specifications where the description's own sentences name none
    description: metaDescriptionWith(description, facts, page.locale),
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
 * list of names at the end. A group named as the line itself (リズムマシン in リズムマシン) is not
 * named again: the sentence names the line's models instead.
 */
export function lineDescription(
  locale: Locale,
  text: {
    description: string;
    descriptionWithGroups: string;
    descriptionWithModels: string;
    descriptionWithModelsOne: string;
  },
  line: { name: string; title: string },
  groups: readonly string[],
  models: readonly string[] = [],
): string {
  const values = { line: line.name, title: line.title, titleLower: line.title.toLowerCase() };
  const listed = (names: readonly string[]) => new Intl.ListFormat(locale, { type: "conjunction" }).format(names);
  const own = groups.filter((g) => !namesLine(line.name, g));
  if (own.length) return fill(text.descriptionWithGroups, { ...values, groups: listed(own) });
  if (groups.length && models.length)
    return fill(models.length === 1 ? text.descriptionWithModelsOne : text.descriptionWithModels, {
      ...values,
      models: listed(models),
    });
  return fill(text.description, values);
}

/**
 * Whether a product group is named as its line itself, in the singular too ("Rhythm Machine" in
 * "Rhythm Machines", „Drumcomputer“ in „Drumcomputer“): the line page gives such a group no heading
 * of its own name (it would repeat the page's), and its description names its models instead.
 */
export function namesLine(line: string, group: string): boolean {
  const name = unphrased(line).toLowerCase();
  const label = unphrased(group).toLowerCase();
  return name.startsWith(label) || label.startsWith(name);
}

/** Meta for a catalogue page that is not there (404), in the page's language. */
export function notFoundMeta(matches: Args["matches"]) {
  const m = frameOf(matches)?.notFound;
  return pageMeta(m?.title ?? "Page not found", m?.description ?? "This page does not exist.");
}
