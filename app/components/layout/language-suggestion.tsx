import { type ComponentType, useEffect, useState } from "react";
import { useLocale } from "~/lib/i18n/frame";
import { LANGUAGE_KEY } from "~/lib/site-config";

type Offer = ComponentType<{ stored: string | null; wishes: readonly string[] }>;

/**
 * On an English page, a browser that asks for another language (or a visitor who chose one) is
 * offered the same page in it. The offer's code, which decides, loads only for such a visitor,
 * after the page is interactive.
 */
export function LanguageSuggestion() {
  const locale = useLocale();
  const [offer, setOffer] = useState<{ Offer: Offer; stored: string | null } | null>(null);
  useEffect(() => {
    if (locale !== "en") return;
    let stored: string | null = null;
    try {
      stored = window.localStorage.getItem(LANGUAGE_KEY);
    } catch {
      // no storage: offer by the browser's languages alone
    }
    if (stored === "en" || (!stored && navigator.languages.every((l) => l.startsWith("en")))) return;
    import("./language-offer").then(
      (module) => setOffer({ Offer: module.LanguageOffer, stored }),
      () => undefined, // offline: the switcher in the header still works
    );
  }, [locale]);
  return offer ? <offer.Offer stored={offer.stored} wishes={navigator.languages} /> : null;
}
