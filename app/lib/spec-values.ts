/**
 * Specification values in the reader's conventions: the one formatter of ranges, units,
 * dimensions, weights, power and counts, for the spec tables, compare, the manuals (HTML and
 * PDF), JSON-LD and feeds alike (docs/l10n/de.md and ja.md, "Numbers, units").
 *
 *   en  11.8 kg · 15 W × 2 · 5–320 · 1315 × 285 × 130 mm            (as the data holds them)
 *   de  11,8 kg · 15 W × 2 · 5–320 · 1315 × 285 × 130 mm (B × T × H) (no-break spaces, 1.133, Bluetooth-MIDI)
 *   ja  11.8kg  · 15W×2    · 5～320 · 幅1315×奥行き285×高さ130mm       (1,133)
 *
 * It takes English values and values already written in the language alike, and gives the same
 * for both (formatting a formatted value changes nothing), so a translation can never disagree
 * with the formatter.
 */
import type { ParamValue } from "./content-model";
import type { Locale } from "./i18n/locales";

type Lang = Locale;

const NBSP = "\u00a0";
/** Units written after a number: the longer first, so "kHz" is not read as "Hz". */
const UNIT = "kHz|Hz|mm|cm|kg|mAh|mA|kW|W|V|A|KB|kB|MB|GB|TB|dB|ms";
/** A number (decimal point or comma) and its unit, with or without a space between. */
const NUMBER_UNIT = new RegExp(`(?<![\\w.,])(\\d+(?:[.,]\\d{1,2}(?!\\d))?)[ \\u00a0]?(${UNIT})(?![A-Za-z])`, "g");
/** "1315 × 285 × 130 mm", as the data writes a size (width, depth, height). */
const DIMENSIONS = /^(\d+(?:[.,]\d+)?)\s*[×x]\s*(\d+(?:[.,]\d+)?)\s*[×x]\s*(\d+(?:[.,]\d+)?)[ \u00a0]?(mm|cm)$/;
/** A number of four digits or more standing alone: not in a code, a version, a decimal or a size. */
const LONG_NUMBER = /(?<![\w.,\-/])(\d{4,})(?![\w.,]|[ \u00a0]?×)/g;
/** A range between two numbers: "5–320", "1-3". */
const RANGE = /(\d)\s*[–～](\s*)(\d)/g;

/** English names German writes as one hyphenated word (Duden: „Bluetooth-MIDI“, as the glossary lint asks). */
const GERMAN_COMPOUNDS = /\bBluetooth MIDI\b/g;

const groupThousands = (digits: string, separator: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);

function dimensions(lang: Lang, text: string): string | null {
  const m = DIMENSIONS.exec(text.trim());
  if (!m) return null;
  const [, w, d, h, unit] = m as unknown as [string, string, string, string, string];
  if (lang === "ja") return `幅${w}×奥行き${d}×高さ${h}${unit}`;
  const n = (v: string) => v.replace(".", ",");
  const times = `${NBSP}×${NBSP}`;
  return `${n(w)}${times}${n(d)}${times}${n(h)}${NBSP}${unit} (B${times}T${times}H)`;
}

/** One value's text in the language's conventions. */
export function formatSpecText(lang: Lang, text: string, label?: string): string {
  if (lang === "en") return text;
  if (label === "dimensions") {
    const size = dimensions(lang, text);
    if (size) return size;
  }
  if (lang === "ja") {
    return (
      text
        .replace(NUMBER_UNIT, (_, n: string, unit: string) => `${n.replace(",", ".")}${unit}`)
        .replace(LONG_NUMBER, (digits: string) => groupThousands(digits, ","))
        .replace(/[ \u00a0]*×[ \u00a0]*/g, "×")
        .replace(/([\dA-Za-z])[ \u00a0]*\/[ \u00a0]*(\d)/g, "$1/$2")
        .replace(RANGE, "$1～$3")
        // 「OUTPUT（L/MONO、R）」: a Japanese table's brackets and list marks, also around labels as printed
        .replace(/[ \u00a0]*\(([^()]*)\)/g, "（$1）")
        .replace(/[ \u00a0]*[,、][ \u00a0]+/g, "、")
    );
  }
  return text
    .replace(GERMAN_COMPOUNDS, (words: string) => words.replace(" ", "-"))
    .replace(NUMBER_UNIT, (_, n: string, unit: string) => `${n.replace(".", ",")}${NBSP}${unit}`)
    .replace(LONG_NUMBER, (digits: string) => groupThousands(digits, "."))
    .replace(/[ \u00a0]*×[ \u00a0]*/g, `${NBSP}×${NBSP}`)
    .replace(RANGE, "$1–$3");
}

/** What a specification table prints for a value the model does not have, on the site and in the PDFs alike. */
export const NO_VALUE = "—";

/** Whether a specification value is none: no value, an empty text or an empty list (printed as NO_VALUE). */
export const isNoValue = (value: ParamValue): boolean =>
  value === null || value === "" || (Array.isArray(value) && value.length === 0);

/** A specification value (one text, a list or none) in the language's conventions. */
export function formatSpecValue(lang: Lang, label: string, value: ParamValue): ParamValue {
  if (value === null || lang === "en") return value;
  return Array.isArray(value) ? value.map((v) => formatSpecText(lang, v, label)) : formatSpecText(lang, value, label);
}
