import { useLocation } from "react-router";
import { useFrame, useLocale } from "~/lib/i18n/frame";
import { type Locale, localeNames, locales, localizedPath } from "~/lib/i18n/locales";
import { LANGUAGE_KEY } from "~/lib/site-config";

/** Keeps the visitor's choice of language (under the spec's storage prefix). */
export function remember(locale: Locale) {
  try {
    window.localStorage.setItem(LANGUAGE_KEY, locale);
  } catch {
    // storage off (private mode, quota): the choice lasts as long as the address
  }
}

/**
 * The same page in each language, as plain links (another language is another document); the
 * current one is marked. Following one remembers the choice.
 */
export function LanguageSwitcher({ className = "" }: { className?: string }) {
  const locale = useLocale();
  const m = useFrame();
  const { pathname, search } = useLocation();
  return (
    <ul aria-label={m.language.choose} className={`flex items-center gap-3 ${className}`}>
      {locales.map((l) => (
        <li key={l}>
          <a
            href={`${localizedPath(pathname, l)}${search}`}
            hrefLang={l}
            lang={l}
            aria-current={l === locale ? "true" : undefined}
            onClick={() => remember(l)}
            className={`inline-block py-1 ${l === locale ? "font-semibold underline underline-offset-4" : "hover:underline"}`}
          >
            {localeNames[l]}
          </a>
        </li>
      ))}
    </ul>
  );
}
