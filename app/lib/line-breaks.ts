/**
 * Where a line may break in the site's words (docs/decisions/023-japanese-line-breaks.md).
 *
 * Japanese has no spaces, so a browser breaks between any two characters, and a heading breaks
 * mid-word (キーボー／ド). On the server, BudouX splits a Japanese heading into phrases
 * (`lib/i18n/phrases.server.ts`) and joins them with PHRASE_BREAK; `<Phrases>` renders the marks
 * as `<wbr>` inside a `word-break: keep-all` span, so a line breaks only between phrases. The
 * marks travel in loader data as plain strings, so the browser renders what the server did
 * (hydration) and never loads BudouX.
 *
 * A number keeps its unit (`keepUnits`): "243 KB" in German with a no-break space, "243KB" in
 * Japanese (the unit right after the number, docs/l10n/ja.md). A date stays whole in a `<time>`
 * (app.css: no wrapping inside one on German and Japanese pages).
 */
import { type Formats, formatsFor } from "./format.ts";
import type { Locale } from "./i18n/locales";

/** Between two phrases of a segmented string (U+200B ZERO WIDTH SPACE): the only place it breaks. */
export const PHRASE_BREAK = "\u200b";

/** Japanese script (kana, kanji, full-width forms): text that breaks between any two characters. */
const JAPANESE = /[\u3000-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff00-\uffef]/;

/** The phrases of a segmented string; a string nobody segmented is one phrase. */
export const phrasesOf = (text: string): string[] => text.split(PHRASE_BREAK);

/** The string without its phrase marks: for a title, a description, an attribute or JSON-LD. */
export const unphrased = (text: string): string =>
  text.includes(PHRASE_BREAK) ? text.replaceAll(PHRASE_BREAK, "") : text;

/** Whether a string needs keeping to its phrases: it was segmented, or it is Japanese (one phrase). */
export const keepsPhrases = (text: string): boolean => text.includes(PHRASE_BREAK) || JAPANESE.test(text);

const NBSP = "\u00a0";
/** The units the site writes after a number (the longer first, so "kHz" is not read as "Hz"). */
const UNIT = "kHz|Hz|mm|cm|km|kg|mAh|mA|kW|W|V|A|KB|kB|MB|GB|TB|dB|ms|m|BPM";
/** A number, then a space of any kind, then its unit. */
const SPACED_UNIT = new RegExp(`(\\d)[ \\u00a0\\u202f](${UNIT})(?![A-Za-z])`, "g");

/**
 * A number kept with its unit, in the page's language: German "243 KB" with a no-break space,
 * Japanese "243KB" (a number and the letters after it never break apart). English is left as
 * written. Formatting twice changes nothing.
 */
export function keepUnits(locale: Locale, text: string): string {
  if (locale === "de") return text.replace(SPACED_UNIT, `$1${NBSP}$2`);
  if (locale === "ja") return text.replace(SPACED_UNIT, "$1$2");
  return text;
}

const keptFormats = new Map<Locale, Formats>();
/**
 * The language's formatters (`lib/format.ts`), with sizes that keep their units: what a page
 * shows a visitor. Built once per language.
 */
export function formatsKeptIn(locale: Locale): Formats {
  let kept = keptFormats.get(locale);
  if (!kept) {
    const formats = formatsFor(locale);
    kept =
      locale === "en"
        ? formats
        : {
            ...formats,
            bytes: (bytes) => keepUnits(locale, formats.bytes(bytes)),
          };
    keptFormats.set(locale, kept);
  }
  return kept;
}

/** A piece of a line: `whole` when no line may break inside it. */
export type Run = { text: string; whole: boolean };

/**
 * A name printed on the instrument in capitals, of more than one word: "USB TO HOST", "MIDI OUT",
 * "LINE OUT L/MONO". A line breaks at its spaces otherwise (「USB TO／HOST端子」).
 */
export const PRINTED_NAME = /\b[A-Z][A-Z0-9/+]*(?: [A-Z][A-Z0-9/+]*)+\b/g;

/**
 * A Japanese house number or postcode: digits joined by hyphens or by the address's units
 * (条, 丁目, 番地, 番, 号), with a direction that belongs to it: 「1-10-8」, 「南1条西4-7-2」,
 * 「〒980-0012」. A browser breaks after any hyphen and between any two Japanese characters.
 */
export const HOUSE_NUMBER = /〒?[東西南北]?\d+(?:(?:丁目|番地|番|号|条|[-‐－])[東西南北]?\d+)+(?:号)?/g;

/** `text` cut into the runs `pattern` matches (kept whole) and what lies between them. */
export function runsOf(text: string, pattern: RegExp): Run[] {
  const runs: Run[] = [];
  let at = 0;
  for (const match of text.matchAll(new RegExp(pattern.source, "g"))) {
    const start = match.index ?? 0;
    if (start > at) runs.push({ text: text.slice(at, start), whole: false });
    runs.push({ text: match[0], whole: true });
    at = start + match[0].length;
  }
  if (at < text.length) runs.push({ text: text.slice(at), whole: false });
  return runs;
}
