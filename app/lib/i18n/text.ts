/**
 * A page's words per language. Each area keeps its texts in a `text.server.ts` beside its code:
 * the English object is the source and the type, and every other language must give every string.
 * A loader sends the page's own language only (`textFor`), so no page carries another's words.
 */
import type { Locale } from "./locales";

/** The same keys as the English, every leaf a string (or a list of strings). */
export type Strings<T> = {
  [K in keyof T]: T[K] extends string ? string : T[K] extends readonly string[] ? readonly string[] : Strings<T[K]>;
};

/** Every language's texts, checked complete against the English. */
export function defineText<T>(en: T, others: Record<Exclude<Locale, "en">, Strings<T>>): Record<Locale, Strings<T>> {
  return { en: en as Strings<T>, ...others };
}

/** `lang="en"` for a content field shown in English on another language's page, else nothing. */
export function englishLang(item: object, field: string): "en" | undefined {
  const english = (item as { english?: readonly string[] }).english;
  return english?.includes(field) ? "en" : undefined;
}
