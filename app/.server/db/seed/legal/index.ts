import type { Locale } from "~/lib/i18n/locales";
import { de } from "./de";
import { en } from "./en";
import { ja } from "./ja";
import type { LegalPageSeed } from "./types";

/** Each language's own texts: written for its readers and its country's conventions, not translated. */
export const legalPageSeeds: Record<Locale, LegalPageSeed> = { en, de, ja };
