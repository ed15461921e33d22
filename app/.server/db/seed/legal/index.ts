import type { LegalPageKey } from "~/lib/content-model";
import type { Locale } from "~/lib/i18n/locales";
import { de } from "./de";
import { en } from "./en";
import { ja } from "./ja";
import type { LegalPageSeed } from "./types";

/** Each language's own texts: written for its readers and its country's conventions, not translated. */
export const legalPageSeeds: Record<Locale, LegalPageSeed> = { en, de, ja };

/**
 * The date each page's seeded text took effect („Stand“, 制定日), the same in every language unless
 * one language's text was revised later (`legalPageEffectiveOn`): the
 * page shows it, never the day a data set was seeded. An editor moves it when the text changes in
 * substance (the admin's legal page editor).
 */
export const legalPageEffective: Record<LegalPageKey, string> = {
  imprint: "2026-11-02",
  privacy: "2026-10-15",
  terms: "2026-06-01",
  disposal: "2026-11-02",
  profile: "2026-04-01",
  warranty: "2026-09-01",
};

/**
 * A language's page revised in substance after the others: the German warranty and disposal pages
 * name Austria's and Switzerland's rules since 29 November 2026 (the /de site serves both countries);
 * every privacy policy names the contact form's mails and firmware news by e-mail since 30 November.
 */
const revisedIn: Partial<Record<Locale, Partial<Record<LegalPageKey, string>>>> = {
  de: { warranty: "2026-11-29", disposal: "2026-11-29", privacy: "2026-11-30" },
  en: { privacy: "2026-11-30" },
  ja: { privacy: "2026-11-30" },
};

/** The date a page's seeded text took effect in a language („Stand“ of its seeded text). */
export const legalPageEffectiveOn = (locale: Locale, key: LegalPageKey): string =>
  revisedIn[locale]?.[key] ?? legalPageEffective[key];
