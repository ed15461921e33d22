/**
 * The catalogue in the page's language: the English data the memos keep, with the language's
 * translations laid over it (lib/translations). English is returned as it is.
 */
import { memoPerContentVersion } from "~/.server/content-memo.server";
import type { Db } from "~/.server/db/client";
import { translationsMemo } from "~/.server/translations/queries.server";
import type { InstrumentKit, Param, ParamValue } from "~/lib/content-model";
import type { Locale } from "~/lib/i18n/locales";
import { englishLang } from "~/lib/i18n/text";
import { formatSpecValue } from "~/lib/spec-values";
import { localizeProductCopy, overlayText, specificationLabel, type Translations } from "~/lib/translations/overlay";
import { localizedSpecification } from "~/lib/translations/specification";
import { compareSpecification } from "./compare";
import { homeDataMemo } from "./home.server";
import { categoryMemo, navCategories, requireProduct } from "./queries.server";
import type { RangeView } from "./range";
import { categoryRange } from "./range.server";

const translations = (db: Db, locale: Locale) => translationsMemo(db, locale);

const lineName = (t: Translations, id: string, name: string) => overlayText(t, "category", id, { name }, ["name"]);
const shortDesc = <T extends { id: string; desc: string }>(t: Translations, p: T) =>
  overlayText(t, "product", p.id, p, ["desc"]);

/** The English navigation, once per content version for every language's. */
const englishNav = memoPerContentVersion((db: Db) => navCategories(db));

/**
 * The product lines with the header's panel and the footer's lines, in the page's language: the
 * one way a page reads them (every page shows them, so they are kept per language).
 */
export const navIn = memoPerContentVersion(
  async (db: Db, locale: Locale) => {
    const nav = await englishNav(db);
    if (locale === "en") return nav;
    const t = await translations(db, locale);
    return nav.map((line) => ({ ...line, ...lineName(t, line.id, line.name) }));
  },
  { maxEntries: 3 },
);

/**
 * The product lines, id and name in the language, in menu order: what another part of the site
 * offers line by line (the product lines a store carries).
 */
export async function productLinesIn(db: Db, locale: Locale): Promise<{ id: string; name: string }[]> {
  return (await navIn(db, locale)).map(({ id, name }) => ({ id, name }));
}

/** The home page in the language: its banners' eyebrows are their lines' names, found by the line's id. */
export async function homePageIn(db: Db, locale: Locale) {
  const home = await homeDataMemo(db);
  if (locale === "en") return { ...home, heroes: home.heroes.map(({ lineId: _lineId, ...hero }) => hero) };
  const t = await translations(db, locale);
  return {
    lines: home.lines.map((line) => overlayText(t, "category", line.id, line, ["name", "title"])),
    heroes: home.heroes.map(({ lineId, ...hero }) => {
      const sp1 = overlayText(t, "product", hero.id, { sp1: hero.text }, ["sp1"]);
      return {
        ...hero,
        eyebrow: lineName(t, lineId, hero.eyebrow).name,
        text: sp1.sp1,
        english: sp1.english,
      };
    }),
    featured: home.featured.map((p) => shortDesc(t, p)),
  };
}

export async function categoryIn(db: Db, id: string, locale: Locale) {
  const line = await categoryMemo(db, id);
  if (!line || locale === "en") return line;
  const t = await translations(db, locale);
  return {
    ...line,
    category: overlayText(t, "category", line.category.id, line.category, ["name", "title"]),
    groups: line.groups.map((group) => ({
      ...overlayText(t, "group", group.id, group, ["label", "desc"]),
      products: group.products.map((p) => shortDesc(t, p)),
    })),
  };
}

export async function categoryRangeIn(db: Db, id: string, view: RangeView, locale: Locale) {
  const list = await categoryRange(db, id, view);
  if (!list || locale === "en") return list;
  const t = await translations(db, locale);
  return {
    ...list,
    category: overlayText(t, "category", list.category.id, list.category, ["name", "title"]),
    group: list.group && overlayText(t, "group", list.group.id, list.group, ["label"]),
    items: list.items.map((p) => shortDesc(t, p)),
  };
}

/**
 * A product's page data in the language: its words, its specification, its line's name (its
 * documents and firmware come from support: features/support/product-page.server.ts).
 */
export async function catalogueProductIn(db: Db, id: string, locale: Locale) {
  const found = await requireProduct(db, id);
  const t = await translations(db, locale);
  const params = localizedSpecification(t, found.product);
  if (locale === "en") return { ...found, params, categoryLang: undefined };
  const line = lineName(t, found.product.categoryId, found.categoryName);
  const { title: categoryTitle } = overlayText(
    t,
    "category",
    found.product.categoryId,
    { title: found.categoryTitle },
    ["title"],
  );
  return {
    ...found,
    product: localizeProductCopy(t, found.product),
    params,
    categoryName: line.name,
    categoryTitle,
    /** "en" when the line's name is shown in English for want of a translation. */
    categoryLang: englishLang(line, "name"),
    related: found.related.map((p) => shortDesc(t, p)),
  };
}

/**
 * Several products' specifications for compare, in the language: each model's rows under the labels
 * its own table shows, and the rows its data answers without a row of its own (compare.ts), named
 * and written as the language does.
 */
export async function compareSpecificationsIn(
  db: Db,
  products: { id: string; params: Param[]; kit?: InstrumentKit | null }[],
  locale: Locale,
) {
  const t = await translations(db, locale);
  const localize = {
    label: (key: string) => specificationLabel(t, key).label,
    value: (key: string, value: ParamValue) => formatSpecValue(locale, key, value),
  };
  return products.map((p) => ({
    ...p,
    params: compareSpecification(localizedSpecification(t, p), p.kit, localize, p.params),
  }));
}

/** Each specification label's name in the language (for the HTML manual's table). */
export async function paramLabelsIn(db: Db, locale: Locale): Promise<Record<string, string>> {
  if (locale === "en") return {};
  const t = await translations(db, locale);
  const labels = t.fields.get("param-label");
  return Object.fromEntries([...(labels ?? new Map())].map(([label, f]) => [label, String(f.label ?? label)]));
}
