/**
 * The site's languages. English is the source and lives at the spec's addresses; every other
 * language mirrors the public site under its own prefix (`/de/...`, `/ja/...`). Adding a language
 * is an entry here, its message catalogue and its content translations.
 */
/** Each is its own BCP 47 tag (for `lang`, `hreflang` and Intl). */
export const locales = ["en", "de", "ja"] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = "en";

/** The languages with an address prefix: every one but English. */
export const prefixedLocales = locales.filter((l) => l !== defaultLocale) as Exclude<Locale, "en">[];

export const isLocale = (value: unknown): value is Locale => locales.includes(value as Locale);

/** Each language's name in itself, for the switcher. */
export const localeNames: Record<Locale, string> = { en: "English", de: "Deutsch", ja: "日本語" };

/**
 * Each language's name in each page's language: what a page calls a document's or a caption's
 * language ("Englisch" on /de, 英語 on /ja). Written out, not asked of Intl.DisplayNames, so the
 * server and every browser write the same (hydration) whatever ICU data they carry.
 */
const languageNames: Record<Locale, Record<Locale, string>> = {
  en: { en: "English", de: "German", ja: "Japanese" },
  de: { en: "Englisch", de: "Deutsch", ja: "Japanisch" },
  ja: { en: "英語", de: "ドイツ語", ja: "日本語" },
};

/** A language's name in the page's language ("de" on /ja → ドイツ語); a code the site has no name for, as it is. */
export function languageNameIn(language: string, page: Locale): string {
  const code = language.toLowerCase();
  return isLocale(code) ? languageNames[page][code] : language;
}

const PREFIX = new RegExp(`^/(${prefixedLocales.join("|")})(?=/|$)`);

/** The language an address is in: its prefix's, or English. */
export function localeOfPath(pathname: string): Locale {
  const match = PREFIX.exec(pathname);
  return (match?.[1] as Locale | undefined) ?? defaultLocale;
}

/**
 * The address without its language prefix ("/de/support" → "/support", "/de" → "/"). Leading
 * slashes collapse to one, so no address ("/de//evil.example") becomes a link to another host.
 */
export function unprefixedPath(pathname: string): string {
  return (pathname.replace(PREFIX, "") || "/").replace(/^\/{2,}/, "/");
}

/** The same page in another language ("/support", "de" → "/de/support"; "/", "ja" → "/ja"). */
export function localizedPath(pathname: string, locale: Locale): string {
  const bare = unprefixedPath(pathname);
  if (locale === defaultLocale) return bare;
  return bare === "/" ? `/${locale}` : `/${locale}${bare}`;
}
