/** The update's progress in words: "43% · about 1 min left", and when to tell a screen reader. */
import { fill } from "~/lib/i18n/frame";
import type { Locale } from "~/lib/i18n/locales";

type Words = { leftMinutes: string; leftSeconds: string; leftUnknown: string };

const percentFormats = new Map<Locale, Intl.NumberFormat>();

/** "43%", "43 %" (German), "43%" (Japanese). */
export function percentText(fraction: number, locale: Locale): string {
  let format = percentFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat({ en: "en-GB", de: "de-DE", ja: "ja-JP" }[locale], {
      style: "percent",
      maximumFractionDigits: 0,
    });
    percentFormats.set(locale, format);
  }
  return format.format(Math.floor(fraction * 100) / 100);
}

/**
 * The time left from the rate since sending (re)started: `done` chunks of `total` sent, `since`
 * of them in `elapsedMs`, plus `afterMs` the instrument takes after the last chunk (its installs).
 * Unknown until a few chunks went; seconds in fives under a minute.
 */
export function timeLeft(
  words: Words,
  done: number,
  total: number,
  since: number,
  elapsedMs: number,
  afterMs = 0,
): string {
  if (since < 3 || elapsedMs <= 0) return words.leftUnknown;
  const seconds = (((total - done) * elapsedMs) / since + afterMs) / 1000;
  if (seconds < 60) return fill(words.leftSeconds, { seconds: Math.max(5, Math.ceil(seconds / 5) * 5) });
  return fill(words.leftMinutes, { minutes: Math.round(seconds / 60) });
}

/** The tenth the progress is in (0–10): a screen reader hears each new one, not every chunk. */
export const announcedTenth = (fraction: number) => Math.min(10, Math.floor(fraction * 10));
