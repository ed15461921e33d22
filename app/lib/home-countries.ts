/**
 * Each language's home countries: where a reader of the page most likely lives. The one rule of
 * "home first" lists (Find a Store opens with them, its country list offers them first) and of
 * addresses written for a reader at home (no country line for the first of them).
 *
 * English is read everywhere: it has none, and its lists stay in alphabetical order.
 */
import type { Locale } from "./i18n/locales";

/** ISO 3166-1 alpha-2 codes, in the order a list shows them: the first is the language's own country. */
export const homeCountriesByLocale: Readonly<Record<Locale, readonly string[]>> = {
  en: [],
  de: ["DE", "AT", "CH"],
  ja: ["JP"],
};

/** The language's home countries, its own first (none for English). */
export const homeCountries = (locale: Locale): readonly string[] => homeCountriesByLocale[locale];

/** The country a reader of the language is taken to write from: Germany for German, Japan for Japanese. */
export const ownCountry = (locale: Locale): string | undefined => homeCountriesByLocale[locale][0];

/**
 * A country order with the language's home countries first, in their order, and the others after
 * them in `rest`'s order: `countries.sort(homeFirst("de", byName))` lists DE, AT, CH, then A to Z.
 */
export function homeFirst<T extends { code: string }>(
  locale: Locale,
  rest: (a: T, b: T) => number,
): (a: T, b: T) => number {
  const home = homeCountries(locale);
  const rank = (code: string) => {
    const i = home.indexOf(code);
    return i < 0 ? home.length : i;
  };
  return (a, b) => rank(a.code) - rank(b.code) || rest(a, b);
}
