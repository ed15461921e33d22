import type { Param, ParamValue } from "~/lib/content-model";
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
    description: productDescription(page.locale, description, facts, data.params),
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

/** The specification rows a product's description may name, the shortest to read first (its key figures). */
const FIGURE_ROWS = ["max polyphony", "sound/voice", "drum pad", "drum kit", "keyboard", "speaker", "weight"];

/** A row's first value, if it holds a figure: "128", "16 pads, …" ("46 drum kits" of a list). */
const firstFigure = (value: ParamValue): string | null => {
  const first = Array.isArray(value) ? value[0] : value;
  return first && /\d/u.test(first) ? first.trim() : null;
};

/**
 * A product page's meta description in its language: its description's whole sentences that fit,
 * then a figure from its selling points where one fits; where neither the description nor a selling
 * point brings a figure within the length (the SP-C121: a long opening, long selling points), a
 * sentence of its specification as the page shows it („Maximale Polyphonie: 128.“, 「最大同時発音数：128。」),
 * so that every model's description names at least one figure, and ends on a whole sentence.
 * `params` are the page's rows (label in its language, value formatted, `key` the English label).
 */
export function productDescription(
  locale: Locale,
  description: string,
  facts: readonly string[],
  params: readonly (Param & { key?: string })[],
): string {
  const rowOf = (key: string) => params.find((p) => (p.key ?? p.label) === key);
  const specification = FIGURE_ROWS.flatMap((key) => {
    const row = rowOf(key);
    const figure = row ? firstFigure(row.value) : null;
    if (!row || !figure) return [];
    const label = unphrased(row.label).trim();
    const named = locale === "ja" ? label : `${label.charAt(0).toLocaleUpperCase(locale)}${label.slice(1)}`;
    return [locale === "ja" ? `${named}：${figure}。` : `${named}: ${figure}.`];
  });
  return metaDescriptionWith(description, [...facts, ...specification], locale);
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
