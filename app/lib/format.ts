/**
 * Date and number formats, each formatter built once: `toLocaleDateString` and friends build a
 * new Intl formatter on every call, which showed as 8% of a home page render.
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
  return {
    /** "1 March 2026", "1. März 2026", "2026年3月1日" (UTC). */
    date: dateIn({ ...dayMonthYear, timeZone: "UTC" }),
    /** The same in the time zone of whoever renders it. */
    localDate: dateIn(dayMonthYear),
    dateTimeMedium: dateIn({ dateStyle: "medium", timeStyle: "short", timeZone: "UTC" }),
    dateTimeLong: dateIn({ dateStyle: "long", timeStyle: "short", timeZone: "UTC" }),
    number: (n: number) => number.format(n),
    /** "812 KB", "2.4 MB" ("2,4 MB" in German); nothing while the size is unknown. */
    bytes: (bytes: number | null) => {
      if (bytes === null) return "";
      if (bytes < 1024 * 1024) return `${number.format(Math.max(1, Math.round(bytes / 1024)))} KB`;
      return `${decimal.format(bytes / (1024 * 1024))} MB`;
    },
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
