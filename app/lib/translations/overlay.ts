/**
 * Content in the page's language: an item's English fields with its translated fields laid over
 * them. A field without a translation stays English and is named in `english`, so the page marks
 * it `lang="en"` instead of mixing languages silently.
 */
import type { ArticleBlock, Param, ParamValue } from "~/lib/content-model";
import type { Locale } from "~/lib/i18n/locales";
import {
  englishLabelOf,
  OWN_LABELS,
  paramHasWords,
  playsPatterns,
  playsRhythms,
  recordsTracks,
  shownLabelOf,
  withRegistrationMemory,
} from "~/lib/params";
import { formatSpecValue } from "~/lib/spec-values";

/** Translated fields by entity and id: `fields.get("product")?.get("SPC121")?.desc`. */
export type Translations = {
  locale: string;
  fields: ReadonlyMap<string, ReadonlyMap<string, Readonly<Record<string, unknown>>>>;
};

/** The fields of a localized item that are shown in English, for `lang="en"`. */
export type Localized<T> = T & { english?: readonly string[] };

export const NO_TRANSLATIONS: Translations = { locale: "en", fields: new Map() };

const of = (t: Translations, entity: string, id: string) => t.fields.get(entity)?.get(id);

/** Whether an item has any translated field in this language (English has them all). */
export const hasTranslation = (t: Translations, entity: string, id: string) =>
  t.locale === "en" || of(t, entity, id) !== undefined;
const isText = (v: unknown): v is string => typeof v === "string" && v.trim() !== "";

/** Lays the translated string fields over `item`; the fields asked for but missing are listed as English. */
export function overlayText<T extends Record<string, unknown>, F extends keyof T & string>(
  t: Translations,
  entity: string,
  id: string,
  item: T,
  fields: readonly F[],
): Localized<T> {
  if (t.locale === "en") return item;
  const found = of(t, entity, id);
  const out: Record<string, unknown> = { ...item };
  const english: string[] = [];
  for (const field of fields) {
    const value = found?.[field];
    if (isText(value)) out[field] = value;
    else if (isText(item[field])) english.push(field);
  }
  return (english.length ? { ...out, english } : out) as Localized<T>;
}

/** A specification label in the page's language ("max polyphony" → "Max. Polyphonie"), or the English one. */
export function paramLabel(t: Translations, label: string): { label: string; english: boolean } {
  const found = of(t, "param-label", label)?.label;
  return isText(found) ? { label: found, english: false } : { label, english: t.locale !== "en" };
}

/** A specification row's label in `t`'s language, by its English label (`shownLabelOf`'s). */
export function specificationLabel(t: Translations, label: string): { label: string; english: boolean } {
  const own = OWN_LABELS[label];
  return own ? { label: own[t.locale as Locale], english: false } : paramLabel(t, label);
}

export type LocalizedParam = Param & { key: string; english?: true };

/**
 * A product's specification in the page's language: labels from the shared label list, values
 * from the product's own translations where the English value has words; numbers, units and model
 * codes are the English value itself, in every language (a translation of one is never shown),
 * each written in the language's conventions by the one formatter (lib/spec-values.ts).
 */
export function localizeParams(t: Translations, productId: string, params: readonly Param[]): LocalizedParam[] {
  const rhythms = playsRhythms(params);
  const recorder = recordsTracks(params);
  const patterns = playsPatterns(params);
  const shown = (p: Param) => shownLabelOf(p.label, rhythms, recorder, patterns);
  const locale = t.locale as Locale;
  const values = of(t, "product", productId)?.params as Record<string, ParamValue> | undefined;
  const rows = params.map((p): LocalizedParam => {
    if (t.locale === "en")
      return { ...p, key: p.label, label: englishLabelOf(shown(p)), value: formatSpecValue("en", p.label, p.value) };
    const label = specificationLabel(t, shown(p));
    const value = values && p.label in values && paramHasWords(p.value) ? (values[p.label] as ParamValue) : p.value;
    return {
      key: p.label,
      label: label.label,
      value: formatSpecValue(locale, p.label, value),
      ...(label.english ? { english: true as const } : {}),
    };
  });
  return withRegistrationMemory(
    rows,
    params,
    (r) => r.key,
    (value) => ({ key: "registration memory", label: specificationLabel(t, "registration memory").label, value }),
  );
}

type ProductCopy = {
  id: string;
  desc: string;
  sp1: { text: string; pic: string };
  sp2: { text: string; pic: string };
  sp3: { text: string; pic: string };
  sp4?: string | null;
  stickyList: { title: string; desc: string; pic: string }[];
};

/** A product's words in the page's language: description, selling points and sticky list (pictures kept). */
export function localizeProductCopy<T extends ProductCopy>(t: Translations, product: T): Localized<T> {
  if (t.locale === "en") return product;
  const found = of(t, "product", product.id) ?? {};
  const english: string[] = [];
  const text = (field: string, fallback: string) => {
    const value = found[field];
    if (isText(value)) return value;
    if (fallback) english.push(field);
    return fallback;
  };
  const sticky = Array.isArray(found.stickyList) ? (found.stickyList as { title?: unknown; desc?: unknown }[]) : [];
  const stickyList = product.stickyList.map((item, i) => {
    const own = sticky[i];
    if (isText(own?.title) && isText(own?.desc)) return { ...item, title: own.title, desc: own.desc };
    english.push(`stickyList.${i}`);
    return item;
  });
  const localized = {
    ...product,
    desc: text("desc", product.desc),
    sp1: { ...product.sp1, text: text("sp1", product.sp1.text) },
    sp2: { ...product.sp2, text: text("sp2", product.sp2.text) },
    sp3: { ...product.sp3, text: text("sp3", product.sp3.text) },
    ...(product.sp4 ? { sp4: text("sp4", product.sp4) } : {}),
    stickyList,
  };
  return english.length ? { ...localized, english } : localized;
}

/** An article in the page's language: title, summary and body together, or the English one whole. */
export function localizeArticle<T extends { id: string; title: string; summary: string; body?: ArticleBlock[] }>(
  t: Translations,
  article: T,
): Localized<T> {
  if (t.locale === "en") return article;
  const found = of(t, "article", article.id);
  if (!found || !isText(found.title) || !isText(found.summary))
    return { ...article, english: ["title", "summary", "body"] };
  const body = Array.isArray(found.body) ? (found.body as ArticleBlock[]) : undefined;
  // a body is taken only whole and block for block, so pictures never go missing
  const sameShape =
    body !== undefined &&
    article.body !== undefined &&
    body.length === article.body.length &&
    body.every((b, i) => b.type === article.body?.[i]?.type);
  const localized = { ...article, title: found.title, summary: found.summary };
  if (article.body === undefined) return localized;
  if (!sameShape) return { ...localized, english: ["body"] };
  return {
    ...localized,
    body: body.map((b, i) => {
      const source = article.body?.[i];
      return b.type === "img" && source?.type === "img" ? { ...b, pic: source.pic } : b;
    }),
  };
}

/** A firmware release's notes in the page's language, when they have as many lines as the English. */
export function localizeChanges(t: Translations, productId: string, version: string, changes: string[]) {
  if (t.locale === "en") return { changes, english: false };
  const found = of(t, "firmware", `${productId}@${version}`)?.changes;
  return Array.isArray(found) && found.length === changes.length && found.every(isText)
    ? { changes: found as string[], english: false }
    : { changes, english: true };
}
