/**
 * Specification values in the reader's conventions: the one formatter of ranges, units,
 * dimensions, weights, power and counts, for the spec tables, compare, the manuals (HTML and
 * PDF), JSON-LD and feeds alike (docs/l10n/de.md and ja.md, "Numbers, units").
 *
 *   en  11.8 kg · 15 W × 2 · 5–320 BPM · 1,315 × 285 × 130 mm             (a tempo's unit added, no "× 1")
 *   de  11,8 kg · 15 W × 2 · 5–320 BPM · 1.315 × 285 × 130 mm (B × T × H) (no-break spaces, Bluetooth-MIDI)
 *   ja  11.8kg  · 15W×2    · 5～320BPM  · 幅1,315×奥行き285×高さ130mm
 *
 * One rule of thousands per language for every value, a size's too, as each language's makers print
 * their spec sheets: a number of four digits or more is grouped (en 1,133 · 1,315 mm; de 1.133 ·
 * 1.315 mm; ja 1,133音色 · 幅1,315mm), never a model code, a version or a decimal. A machine-readable
 * number (JSON-LD, a `content` attribute) is never a formatted value.
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
/** A number of four digits or more standing alone: not in a code, a version or a decimal (a size's too). */
const LONG_NUMBER = new RegExp(`(?<![\\w.,\\-/])(\\d{4,})(?![\\d_]|[.,]\\d|(?!(?:${UNIT})(?![A-Za-z]))[A-Za-z])`, "g");
/** Each language's thousands separator, from four digits (docs/l10n/de.md and ja.md, "Numbers, units"). */
const THOUSANDS: Readonly<Record<Lang, string>> = { en: ",", de: ".", ja: "," };
/** A range between two numbers: "5–320", "1-3". */
const RANGE = /(\d)\s*[–～](\s*)(\d)/g;

/** English names German writes as one hyphenated word (Duden: „Bluetooth-MIDI“, as the glossary lint asks). */
const GERMAN_COMPOUNDS = /\bBluetooth MIDI\b/g;

const groupThousands = (digits: string, separator: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);

/** The numbers of four digits or more in a text grouped as the language writes them (1,133; 1.133). */
const grouped = (lang: Lang, text: string) =>
  text.replace(LONG_NUMBER, (digits: string) => groupThousands(digits, THOUSANDS[lang]));

/**
 * A size's number in the language: one grouped already („1.315“, "1,315": three digits after the
 * mark) is that whole number, any other mark a decimal one (12,5 in German, 12.5 elsewhere).
 */
function sizeNumber(lang: Lang, value: string): string {
  const whole = /^\d{1,3}(?:[.,]\d{3})+$/.test(value) ? value.replace(/[.,]/g, "") : null;
  if (whole) return grouped(lang, whole);
  const [int = value, decimals] = value.split(/[.,]/);
  const decimal = lang === "de" ? "," : ".";
  return `${grouped(lang, int)}${decimals === undefined ? "" : `${decimal}${decimals}`}`;
}

function dimensions(lang: Lang, text: string): string | null {
  const m = DIMENSIONS.exec(text.trim());
  if (!m) return null;
  const [, w, d, h, unit] = m as unknown as [string, string, string, string, string];
  const n = (v: string) => sizeNumber(lang, v);
  if (lang === "ja") return `幅${n(w)}×奥行き${n(d)}×高さ${n(h)}${unit}`;
  const times = `${NBSP}×${NBSP}`;
  return `${n(w)}${times}${n(d)}${times}${n(h)}${NBSP}${unit} (B${times}T${times}H)`;
}

/** A tempo range as the data holds it, without its unit: "5–320". */
const BARE_TEMPO = /^\s*\d+\s*[–～-]\s*\d+\s*$/;

/**
 * A tempo range with its unit, in every language (a keyboard's "tempo" row holds the bare range):
 * en "5–320 BPM", de "5–320 BPM" (a no-break space), ja "5～320BPM" (as the MR101S's TEMPOつまみ).
 */
function tempo(lang: Lang, text: string): string {
  const range = lang === "en" ? text.trim() : formatSpecText(lang, text.trim());
  return lang === "ja" ? `${range}BPM` : `${range}${lang === "de" ? NBSP : " "}BPM`;
}

/** A count of one after a value ("5 cm × 1"): a single thing is not counted, in any language („5 cm“, 「5cm」). */
const COUNT_OF_ONE = /[ \u00a0]*×[ \u00a0]*1(?![\d.,]|[ \u00a0]*\p{L})/gu;

/**
 * A rhythm model's accompaniment ("50 rhythms", „50 Rhythmen“, 「50リズム」): its row is shown as its
 * rhythms (params.ts `shownLabelOf`), so the value is the count alone, never „Rhythmen: 50 Rhythmen“.
 */
const RHYTHM_COUNT = /^\s*(\d[\d.,]*)[ \u00a0]*(?:rhythms?|Rhythmen|リズム)\s*$/iu;

/**
 * A drum machine's songs counted as its pattern chains („99 Pattern-Ketten“, 「パターンチェーン99」):
 * its row is shown as „Pattern-Ketten (Songs)“ (params.ts PATTERN_CHAINS), so the value is the count alone.
 */
const PATTERN_CHAIN_COUNT = /^\s*(?:(\d+)[ \u00a0]*Pattern-Ketten|パターンチェーン[ \u00a0]*(\d+))\s*$/u;

/** One value's text in the language's conventions. */
export function formatSpecText(lang: Lang, value: string, label?: string): string {
  if (label === "tempo" && BARE_TEMPO.test(value)) return tempo(lang, value);
  const text = (label === "style" ? value.replace(RHYTHM_COUNT, "$1") : value).replace(COUNT_OF_ONE, "");
  if (lang === "en") return grouped(lang, text);
  const chains = label === "song" ? PATTERN_CHAIN_COUNT.exec(text) : null;
  if (chains) return chains[1] ?? chains[2] ?? text;
  if (label === "dimensions") {
    const size = dimensions(lang, text);
    if (size) return size;
  }
  if (lang === "ja") {
    return (
      text
        .replace(NUMBER_UNIT, (_, n: string, unit: string) => `${n.replace(",", ".")}${unit}`)
        .replace(LONG_NUMBER, (digits: string) => groupThousands(digits, THOUSANDS.ja))
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
    .replace(LONG_NUMBER, (digits: string) => groupThousands(digits, THOUSANDS.de))
    .replace(/[ \u00a0]*×[ \u00a0]*/g, `${NBSP}×${NBSP}`)
    .replace(RANGE, "$1–$3");
}

/** What a specification table prints for a value the model does not have, on the site and in the PDFs alike. */
export const NO_VALUE = "—";

/** Whether a specification value is none: no value, an empty text or an empty list (printed as NO_VALUE). */
export const isNoValue = (value: ParamValue): boolean =>
  value === null || value === "" || (Array.isArray(value) && value.length === 0);

/** A specification value (one text, a list or none) in the language's conventions (English: a tempo's unit, no count of one). */
export function formatSpecValue(lang: Lang, label: string, value: ParamValue): ParamValue {
  if (value === null) return value;
  return Array.isArray(value) ? value.map((v) => formatSpecText(lang, v, label)) : formatSpecText(lang, value, label);
}
