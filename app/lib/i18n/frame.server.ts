/** Every language's frame, for the root loader to send the page's own. */
import type { Locale } from "./locales";
import { de } from "./messages/de";
import type { FrameMessages } from "./messages/en";
import { en } from "./messages/en";
import { ja } from "./messages/ja";
import { phrase, phrasedIn } from "./phrases.server";

export const frames: Record<Locale, FrameMessages> = { en, de, ja };

/**
 * The Japanese frame with its menus, footer, banner buttons and error headings segmented into
 * phrases (decision 023); names and labels only screen readers hear stay whole.
 */
const japanesePage: FrameMessages = {
  ...ja,
  menu: { ...phrasedIn("ja", ja.menu), main: ja.menu.main, open: ja.menu.open, close: ja.menu.close },
  panel: { ...ja.panel, allModels: phrase(ja.panel.allModels) },
  footer: {
    ...phrasedIn("ja", ja.footer),
    social: ja.footer.social,
    opensInNewTab: ja.footer.opensInNewTab,
    legal: ja.footer.legal,
  },
  carousel: {
    ...ja.carousel,
    discover: phrase(ja.carousel.discover),
    specifications: phrase(ja.carousel.specifications),
  },
  error: {
    ...ja.error,
    heading: phrase(ja.error.heading),
    retry: phrase(ja.error.retry),
    home: phrase(ja.error.home),
    statuses: phrasedIn("ja", ja.error.statuses),
  },
  notFound: phrasedIn("ja", ja.notFound),
  consent: phrasedIn("ja", ja.consent),
};

/** The frame a page in `locale` shows: the words as above, each language's own. */
export const pageFrames: Record<Locale, FrameMessages> = { en, de, ja: japanesePage };
