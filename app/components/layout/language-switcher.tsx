import { useEffect, useState } from "react";
import { useLocation, useRouteLoaderData } from "react-router";
import { fill, useFrame, useLocale } from "~/lib/i18n/frame";
import { type Locale, localeNames, locales, localeTags, localizedPath } from "~/lib/i18n/locales";
import type { FrameMessages } from "~/lib/i18n/messages/en";
import { storageKey } from "~/lib/site-config";

/** Where the visitor's choice of language is kept (the spec's storage prefix). */
export const LANGUAGE_KEY = storageKey("language");

function remember(locale: Locale) {
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
            hrefLang={localeTags[l]}
            lang={localeTags[l]}
            aria-current={l === locale ? "true" : undefined}
            aria-label={l === locale ? fill(m.language.current, { language: localeNames[l] }) : undefined}
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

type Offer = FrameMessages["language"];

/** The language to offer on an English page: the visitor's earlier choice, else the browser's first wish. */
export function offeredLocale(stored: string | null, wishes: readonly string[]): Locale | null {
  if (stored === "en") return null;
  if (stored && stored !== "en" && locales.includes(stored as Locale)) return stored as Locale;
  for (const wish of wishes) {
    const primary = wish.toLowerCase().split("-")[0];
    if (primary === "en") return null;
    const found = locales.find((l) => l === primary);
    if (found) return found;
  }
  return null;
}

/**
 * On an English page, a browser that asks for German or Japanese is offered the same page in that
 * language: a small note, never a redirect, so crawlers and shared links see what they asked for.
 * Closing it keeps English.
 */
export function LanguageSuggestion() {
  const locale = useLocale();
  const offers = (useRouteLoaderData("root") as { offers?: Partial<Record<Locale, Offer>> } | undefined)?.offers;
  const { pathname, search } = useLocation();
  const [offered, setOffered] = useState<Locale | null>(null);
  useEffect(() => {
    if (locale !== "en") return;
    let stored: string | null = null;
    try {
      stored = window.localStorage.getItem(LANGUAGE_KEY);
    } catch {
      // no storage: offer by the browser's languages alone
    }
    setOffered(offeredLocale(stored, navigator.languages ?? [navigator.language]));
  }, [locale]);
  const offer = offered ? offers?.[offered] : undefined;
  if (!offered || !offer) return null;
  const tag = localeTags[offered];
  return (
    <aside lang={tag} aria-label={offer.choose} className="border-b border-line bg-mist text-sm">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-1 px-5 py-2">
        <p>{offer.suggest}</p>
        <a
          href={`${localizedPath(pathname, offered)}${search}`}
          hrefLang={tag}
          onClick={() => remember(offered)}
          className="font-semibold text-accent underline underline-offset-4"
        >
          {offer.suggestLink}
        </a>
        <button
          type="button"
          onClick={() => {
            remember("en");
            setOffered(null);
          }}
          className="ml-auto rounded-full px-3 py-1 font-semibold hover:bg-line"
        >
          {offer.dismiss}
        </button>
      </div>
    </aside>
  );
}
