/**
 * Date and number formats, each formatter built once: `toLocaleDateString` and friends build a
 * new Intl formatter on every call, which showed as 8% of a home page render. And the one place
 * that says how each language punctuates what the site composes from parts (a list, a label and
 * its value, a note in brackets, a count, a range): code that joins strings for a page asks its
 * language's formats, never writes ", " or " (" itself (docs/l10n/ja.md, "Composed text").
 */
type DateLike = Date | string | number;

const dayMonthYear = { day: "numeric", month: "long", year: "numeric" } as const;
/** Built on first use: only the server sorts, and this module is in every page's shared chunk. */
let englishCollator: Intl.Collator | undefined;
const english = () => formatsFor("en");

/** "1,204". */
export const formatNumber = (n: number) => english().number(n);
/** English alphabetical order, for `sort`. */
export const compareEnglish = (a: string, b: string) => {
  englishCollator ??= new Intl.Collator("en");
  return englishCollator.compare(a, b);
};
/** A file's size as the site writes it: "812 KB", "2.4 MB"; nothing while it is unknown. */
export function formatBytes(bytes: number | null): string {
  if (bytes === null) return "";
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
/** The Intl tags the site formats with: British English dates, German and Japanese as written there. */
const FORMAT_TAGS = { en: "en-GB", de: "de-DE", ja: "ja-JP" } as const;
type FormatLocale = keyof typeof FORMAT_TAGS;

/**
 * The time zone a page's reader keeps, for a time the site shows a visitor (the contact form's
 * „Eingegangen am … um 19:43 Uhr“): Germany's on /de, Japan's on /ja. English pages serve readers
 * everywhere, so they give the head office's time in Hamburg, as the support line's hours do, and
 * say so („(German time)“, contact text). Staff pages keep UTC (admin/i18n.ts).
 */
export const readerTimeZones: Readonly<Record<FormatLocale, string>> = {
  en: "Europe/Berlin",
  de: "Europe/Berlin",
  ja: "Asia/Tokyo",
};

/**
 * The punctuation between composed parts, per language. Japanese writes its own full-width marks
 * with no space around them (JTF 日本語標準スタイルガイド): 「A、B」「ラベル：値」「結果（11件）」
 * 「1～3」「PDF・1.2MB」「SP-C121取扱説明書」.
 */
export const COMPOSED = {
  en: {
    word: " ",
    compound: " ",
    list: ", ",
    label: ": ",
    open: " (",
    close: ")",
    separator: " · ",
    range: "–",
    ellipsis: " … ",
    counter: "",
    version: "v",
  },
  de: {
    word: " ",
    compound: "-",
    list: ", ",
    label: ": ",
    open: " (",
    close: ")",
    separator: " · ",
    range: "–",
    ellipsis: " … ",
    counter: "",
    version: "v",
  },
  ja: {
    word: "",
    compound: "",
    list: "、",
    label: "：",
    open: "（",
    close: "）",
    separator: "・",
    range: "～",
    ellipsis: "…",
    counter: "件",
    version: "Ver.",
  },
} as const satisfies Record<FormatLocale, Record<string, string>>;

/**
 * A list item that opens with a condition ("From firmware 1.2.0", „Ab Firmware 1.2.0“; the word as a
 * capital only because it begins the item) or holds a label's mark ("… : …", 「…：…」) is a clause
 * of its own: `specList` sets it after CLAUSE_MARK, its condition's first word in small letters.
 */
const CONDITION: Record<FormatLocale, RegExp> = {
  en: /^(?:From|Until|With|Up to)(?= )/,
  de: /^(?:Ab|Bis|Mit|Seit)(?= )/,
  ja: /^(?!)/,
};
const CLAUSE_MARK: Record<FormatLocale, string> = { en: "; ", de: "; ", ja: "／" };
const isClause = (locale: FormatLocale, item: string) =>
  CONDITION[locale].test(item) || item.includes(COMPOSED[locale].label);

/** A range between two numbers as any language may have written it: "1–3", "1-3" is not (a code), "1～3". */
const NUMBER_RANGE = /(\d)[ \u00a0]*[–～][ \u00a0]*(\d)/g;

/** Two to twelve as German running text writes them (one needs its case: „ein“, „einem“, and is left a figure). */
const GERMAN_NUMBER_WORDS: Readonly<Record<number, string>> = {
  2: "zwei",
  3: "drei",
  4: "vier",
  5: "fünf",
  6: "sechs",
  7: "sieben",
  8: "acht",
  9: "neun",
  10: "zehn",
  11: "elf",
  12: "zwölf",
};

function buildFormats(locale: FormatLocale) {
  const tag = FORMAT_TAGS[locale];
  const dateIn = (options: Intl.DateTimeFormatOptions) => {
    const format = new Intl.DateTimeFormat(tag, options);
    return (date: DateLike) => format.format(new Date(date));
  };
  const number = new Intl.NumberFormat(locale === "en" ? "en" : tag);
  const decimal = new Intl.NumberFormat(locale === "en" ? "en" : tag, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  const marks = COMPOSED[locale];
  const conjunction = new Intl.ListFormat(tag, { type: "conjunction" });
  const bracketed = (note: string) =>
    locale === "ja" && /[（）]/u.test(note) ? `${marks.separator}${note}` : `${marks.open}${note}${marks.close}`;
  return {
    /** "1 March 2026", "1. März 2026", "2026年3月1日" (UTC). */
    date: dateIn({ ...dayMonthYear, timeZone: "UTC" }),
    /** The same in the time zone of whoever renders it. */
    localDate: dateIn(dayMonthYear),
    dateTimeMedium: dateIn({ dateStyle: "medium", timeStyle: "short", timeZone: "UTC" }),
    /** "29 November 2026 at 19:43", „29. November 2026 um 19:43“, 「2026年11月30日 3:43」: in the reader's time zone (`readerTimeZones`). */
    dateTimeLong: dateIn({ dateStyle: "long", timeStyle: "short", timeZone: readerTimeZones[locale] }),
    number: (n: number) => number.format(n),
    /** "812 KB", "2.4 MB" ("2,4 MB" in German); nothing while the size is unknown. */
    bytes: (bytes: number | null) => {
      if (bytes === null) return "";
      if (bytes < 1024 * 1024) return `${number.format(Math.max(1, Math.round(bytes / 1024)))} KB`;
      return `${decimal.format(bytes / (1024 * 1024))} MB`;
    },
    /** A name and the words after it: "SP-C121 owner's manual"; 「SP-C121取扱説明書」 (no space in Japanese, JTF 3.1.1). */
    words: (...items: readonly string[]) => items.filter(Boolean).join(marks.word),
    /**
     * A model's document or release named as one word: "CP203 owner's manual", „CP203-Bedienungsanleitung“
     * (German couples a name and a noun with a hyphen, Duden D 26: „MK61-Firmware“), 「CP203取扱説明書」.
     */
    named: (name: string, noun: string) => `${name}${marks.compound}${noun}`,
    /** Items written out as a list: "A, B, C"; 「A、B、C」. Empty items are left out. */
    list: (items: readonly string[]) => items.filter(Boolean).join(marks.list),
    /**
     * A specification's items in one line (a list row in JSON-LD, a quick start's table, search):
     * "A, B"; an item that is a clause of its own, a condition with what it brings ("From firmware
     * 1.2.0: 4 more kits"), follows after a semicolon and begins as running text does: "A; from
     * firmware 1.2.0: 4 more kits", „A; ab Firmware 1.2.0: vier weitere Kits“; 「A／ファームウェア
     * Ver.1.2.0以降：4種類を追加」 (its own 、 would run into the list's). Empty items are left out.
     */
    specList: (items: readonly string[]) =>
      items
        .filter(Boolean)
        .map((item, i) => {
          if (i === 0) return item;
          if (!isClause(locale, item)) return `${marks.list}${item}`;
          return `${CLAUSE_MARK[locale]}${item.replace(CONDITION[locale], (word) => word.toLowerCase())}`;
        })
        .join(""),
    /**
     * Items a sentence names together, the last joined with the language's „and“: "A, B and C",
     * „A, B und C“, 「A、B、C」 (Intl.ListFormat). Empty items are left out.
     */
    and: (items: readonly string[]) => conjunction.format(items.filter(Boolean)),
    /** A label and its value: "Tempo: 5–320"; 「テンポ：5～320」. */
    labelled: (label: string, value: string) => `${label}${marks.label}${value}`,
    /**
     * A note in brackets after what it is about: "All results (11)"; 「すべての結果（11件）」. A Japanese
     * note that holds brackets of its own follows after ・ instead, never （…（…））.
     */
    aside: (text: string, note: string) => `${text}${bracketed(note)}`,
    /** The bracketed note alone, for markup that styles it apart: " (11)"; 「（11件）」. */
    note: (note: string) => bracketed(note),
    /**
     * A count in running text: German writes two to twelve as a word (Duden, DIN 5008: „in zwölf
     * Ländern“), a figure from 13 on and in tables, tiles and specifications (`number`); English and
     * Japanese write the figure.
     */
    inText: (n: number) => (locale === "de" ? (GERMAN_NUMBER_WORDS[n] ?? number.format(n)) : number.format(n)),
    /** A number of results or items as a count: "11", "1,204"; 「11件」. */
    count: (n: number) => `${number.format(n)}${marks.counter}`,
    /** Short facts about one thing side by side: "PDF · 1.2 MB · English"; 「PDF・1.2MB・英語」. Empty ones are left out. */
    facts: (items: readonly string[]) => items.filter(Boolean).join(marks.separator),
    /**
     * A version number as the language's sites print it: "v1.3.0"; 「Ver.1.3.0」 everywhere on /ja
     * (firmware titles, prose, download lists and PDFs: one form, docs/l10n/ja.md).
     */
    version: (version: string) => `${marks.version}${version}`,
    /**
     * A name and its version: "Noteva Connect 2.1.0"; 「Noteva Connect Ver.2.1.0」, 「ファームウェアVer.2.1.0」
     * (a space only between two Latin words in Japanese, JTF 3.1.1).
     */
    versioned: (name: string, version: string) => {
      if (locale !== "ja") return `${name} ${version}`;
      return `${name}${/[\p{Script=Latin}\d]$/u.test(name) ? " " : ""}${marks.version}${version}`;
    },
    /**
     * A release's title, a name with its version: "MR101S firmware 1.1.0", „MR101S-Firmware 1.1.0“;
     * 「MR101Sファームウェア（Ver.1.1.0）」 (the form of the Japanese news, lists and links alike).
     */
    release: (name: string, version: string) =>
      locale === "ja" ? `${name}${marks.open}${marks.version}${version}${marks.close}` : `${name} ${version}`,
    /** A range from one value to another: "1–3"; 「1～3」. */
    range: (from: string | number, to: string | number) => `${from}${marks.range}${to}`,
    /** A text with its number ranges as the language writes them: "INTRO 1–3" → 「INTRO 1～3」. */
    ranges: (text: string) => (locale === "en" ? text : text.replace(NUMBER_RANGE, `$1${marks.range}$2`)),
    /** Where a text was cut or two extracts meet: " … "; 「…」 with no space in Japanese. */
    ellipsis: marks.ellipsis as string,
    /** The marks themselves, for markup that puts elements between them (links side by side: `marks.separator`). */
    marks: marks as Readonly<Record<keyof typeof marks, string>>,
  };
}
export type Formats = ReturnType<typeof buildFormats>;

const formatsByLocale = new Map<FormatLocale, Formats>();
/** A language's formatters, built once per language. */
export function formatsFor(locale: FormatLocale): Formats {
  let formats = formatsByLocale.get(locale);
  if (!formats) {
    formats = buildFormats(locale);
    formatsByLocale.set(locale, formats);
  }
  return formats;
}

/** A running time: "0:15", "12:04". */
export function formatDuration(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}
