/**
 * A breadcrumb as pages declare it: a title and a type that says where it navigates
 * (seed-spec section 2, "Breadcrumbs").
 */
import * as href from "./href-shared";
import { siteConfig } from "./site-config";

export type Crumb = {
  title: string;
  type: string;
  id?: string;
  /** The title's language when it is not the page's (an untranslated name). */
  lang?: string;
};

/** Where a crumb leads: category, product and detail by id; a type starting with "/" is a path; else home. */
export function crumbHref(crumb: Crumb): string {
  switch (crumb.type) {
    case "category":
      return crumb.id ? href.category(crumb.id) : href.home();
    case "product":
      return crumb.id ? href.product(crumb.id) : href.home();
    case "detail":
      return crumb.id ? href.productDetail(crumb.id) : href.home();
    default:
      return crumb.type.startsWith("/") && !crumb.type.startsWith("//") ? crumb.type : href.home();
  }
}

/** A model code written with small letters (SP201Plus): it keeps its case in every language, as the products print it. */
const isModelCode = (word: string) => /\d/.test(word) && /[a-z]/.test(word) && /[A-Z]/.test(word);

/** Kana or kanji: a title written in a script without case. */
const caseless = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

/**
 * A title upper-cased by the language's rules: "DIGITAL PIANOS", "NOTEVA PARK", "ÜBER NOTEVA". A
 * model code keeps its case (SP201Plus), and so does the brand named alone. A Japanese title has no case to raise: its Latin words stay
 * as written (「Notevaパーク」, 「AKX10Sファームウェア（Ver.1.1.0）」, not „NOTEVA“ or „VER.“).
 */
export function upperCasedTitle(title: string, locale: string): string {
  if (caseless.test(title)) return title;
  const latin = title.match(/[\p{Script=Latin}\p{N}]+/gu) ?? [];
  const brandAlone = latin.every((word) => word === siteConfig.name || isModelCode(word));
  return title.replace(/[\p{Script=Latin}\p{N}]+/gu, (word) =>
    isModelCode(word) || (brandAlone && word === siteConfig.name) ? word : word.toLocaleUpperCase(locale),
  );
}

/** Titles are shown upper-cased, by the page's language's rules, names kept as written; the last crumb is the active one. */
export function presentCrumbs(crumbs: Crumb[], locale = "en") {
  return crumbs.map((crumb, index) => ({
    label: upperCasedTitle(crumb.title, crumb.lang ?? locale),
    lang: crumb.lang,
    href: crumbHref(crumb),
    active: index === crumbs.length - 1,
  }));
}

/** The breadcrumb bar hides once the page is scrolled this far (seed-spec section 9). */
export const BREADCRUMB_HIDE_SCROLL = 200;

export function breadcrumbHidden(scrollY: number): boolean {
  return scrollY >= BREADCRUMB_HIDE_SCROLL;
}

export const home: Crumb = { title: "Home", type: "home" };

/** Home in the page's language. */
export const homeIn = (m: { home: string }): Crumb => ({ title: m.home, type: "home" });

/** The trail for a simple page under home: Home › title (Home in the page's language when `m` is given). */
export function pageTrail(title: string, path: string, parents: Crumb[] = [], m?: { home: string }): Crumb[] {
  return [m ? homeIn(m) : home, ...parents, { title, type: path }];
}
