import { useState } from "react";
import { useLocation, useRouteLoaderData } from "react-router";
import { type Locale, locales, localizedPath } from "~/lib/i18n/locales";
import type { FrameMessages } from "~/lib/i18n/messages/en";
import { remember } from "./language-switcher";

type Offer = FrameMessages["language"];

/** The language to offer on an English page: the visitor's earlier choice, else the browser's first wish. */
export function offeredLocale(stored: string | null, wishes: readonly string[]): Locale | null {
  if (stored === "en") return null;
  if (stored && locales.includes(stored as Locale)) return stored as Locale;
  for (const wish of wishes) {
    const primary = wish.toLowerCase().split("-")[0];
    if (primary === "en") return null;
    const found = locales.find((l) => l === primary);
    if (found) return found;
  }
  return null;
}

/**
 * The offer of the same page in another language: a small note, never a redirect, so crawlers and
 * shared links see what they asked for. Closing it keeps English.
 */
export function LanguageOffer({ stored, wishes }: { stored: string | null; wishes: readonly string[] }) {
  const offers = (useRouteLoaderData("root") as { offers?: Partial<Record<Locale, Offer>> } | undefined)?.offers;
  const { pathname, search } = useLocation();
  const [closed, setClosed] = useState(false);
  const offered = offeredLocale(stored, wishes);
  const offer = offered ? offers?.[offered] : undefined;
  if (!offered || !offer || closed) return null;
  const tag = offered;
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
            setClosed(true);
          }}
          className="ml-auto rounded-full px-3 py-1 font-semibold hover:bg-line"
        >
          {offer.dismiss}
        </button>
      </div>
    </aside>
  );
}
