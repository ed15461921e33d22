/**
 * Date and number formats, each formatter built once: `toLocaleDateString` and friends build a
 * new Intl formatter on every call, which showed as 8% of a home page render.
 */
const dayMonthYearUtc = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});
// search results show their dates in the reader's own time zone, as they always have
const dayMonthYearLocal = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric" });
const dateTimeMediumUtc = new Intl.DateTimeFormat("en-GB", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "UTC",
});
const dateTimeLongUtc = new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeStyle: "short", timeZone: "UTC" });
const englishNumber = new Intl.NumberFormat("en");
const englishCollator = new Intl.Collator("en");

type DateLike = Date | string | number;

/** "1 March 2026" (UTC). */
export const formatDate = (date: DateLike) => dayMonthYearUtc.format(new Date(date));
/** "1 March 2026" in the time zone of whoever renders it. */
export const formatLocalDate = (date: DateLike) => dayMonthYearLocal.format(new Date(date));
/** "1 Mar 2026, 09:00" (UTC; the caller adds the zone's name). */
export const formatDateTimeMedium = (date: DateLike) => dateTimeMediumUtc.format(new Date(date));
/** "1 March 2026 at 09:00" (UTC; the caller adds the zone's name). */
export const formatDateTimeLong = (date: DateLike) => dateTimeLongUtc.format(new Date(date));
/** "1,204". */
export const formatNumber = (n: number) => englishNumber.format(n);
/** English alphabetical order, for `sort`. */
export const compareEnglish = (a: string, b: string) => englishCollator.compare(a, b);
