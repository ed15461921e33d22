/**
 * Date and number formats, each formatter built once: `toLocaleDateString` and friends build a
 * new Intl formatter on every call, which showed as 8% of a home page render.
 */
type DateLike = Date | string | number;

/** A date formatter built once (British English, as the site writes dates). */
const dates = (options: Intl.DateTimeFormatOptions) => {
  const format = new Intl.DateTimeFormat("en-GB", options);
  return (date: DateLike) => format.format(new Date(date));
};
const dayMonthYear = { day: "numeric", month: "long", year: "numeric" } as const;
const englishNumber = new Intl.NumberFormat("en");
const englishCollator = new Intl.Collator("en");

/** "1 March 2026" (UTC). */
export const formatDate = dates({ ...dayMonthYear, timeZone: "UTC" });
/** "1 March 2026" in the time zone of whoever renders it (search results, as they always have). */
export const formatLocalDate = dates(dayMonthYear);
/** "1 Mar 2026, 09:00" (UTC; the caller adds the zone's name). */
export const formatDateTimeMedium = dates({ dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });
/** "1 March 2026 at 09:00" (UTC; the caller adds the zone's name). */
export const formatDateTimeLong = dates({ dateStyle: "long", timeStyle: "short", timeZone: "UTC" });
/** "1,204". */
export const formatNumber = (n: number) => englishNumber.format(n);
/** English alphabetical order, for `sort`. */
export const compareEnglish = (a: string, b: string) => englishCollator.compare(a, b);
/** A file's size as the site writes it: "812 KB", "2.4 MB"; nothing while it is unknown. */
export function formatBytes(bytes: number | null): string {
  if (bytes === null) return "";
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
/** A running time: "0:15", "12:04". */
export function formatDuration(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}
