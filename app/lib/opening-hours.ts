/**
 * A store's opening hours as structured data: schema.org's OpeningHoursSpecification (days, opens,
 * closes), a day in no entry is closed. Written per language with Intl's weekday names, grouped
 * into runs of days, as the language's stores write them ("Mon–Sat 10:00–19:00, Sun closed";
 * "Mo–Fr 10–19 Uhr, Sa 10–16 Uhr"; "10:00～20:00（水曜定休）"), and as JSON-LD.
 */
import type { Locale } from "~/lib/i18n/locales";

export const weekdays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;
export type Weekday = (typeof weekdays)[number];

/** One opening period on some days: schema.org's OpeningHoursSpecification without its @type. */
export type OpeningHoursSpec = { dayOfWeek: Weekday[]; opens: string; closes: string };
export type OpeningHours = OpeningHoursSpec[];
export type Period = { opens: string; closes: string };

/** "09:30" (00:00 to 23:59). */
export const isTime = (value: string) => /^(?:[01]\d|2[0-3]):[0-5]\d$/.test(value);

/** Each weekday's periods, Monday first, in the order they open (an empty list: closed). */
export function periodsByDay(hours: OpeningHours): Period[][] {
  const days: Period[][] = weekdays.map(() => []);
  for (const spec of hours)
    for (const day of spec.dayOfWeek) days[weekdays.indexOf(day)]?.push({ opens: spec.opens, closes: spec.closes });
  for (const periods of days) periods.sort((a, b) => a.opens.localeCompare(b.opens));
  return days;
}

/** Each weekday's periods (Monday first) as the stored entries: one per distinct period, with its days. */
export function fromPeriods(days: readonly (readonly Period[])[]): OpeningHours {
  const specs = new Map<string, OpeningHoursSpec>();
  days.forEach((periods, i) => {
    const day = weekdays[i];
    if (!day) return;
    for (const { opens, closes } of periods) {
      const key = `${opens}-${closes}`;
      const spec = specs.get(key) ?? { dayOfWeek: [], opens, closes };
      spec.dayOfWeek.push(day);
      specs.set(key, spec);
    }
  });
  return [...specs.values()];
}

const abbreviations = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];

/**
 * The one-line hours the stores were written with ("Mon–Sat 10:00–19:00, Sun 12:00–17:00",
 * "Daily 10:00–20:00", "Mon 15:30–19:30, Tue–Sat 09:30–13:00 and 15:30–19:30", "Tue–Sat
 * 10:00–18:00, Thu until 21:00", "Thu–Tue 10:30–19:00 (closed Wed)", "… (trade only)"), or null
 * when a part does not read so. The database's migration reads stored lines the same way.
 */
export function parseHoursText(text: string): OpeningHours | null {
  const days: Period[][] = weekdays.map(() => []);
  const line = text.replace(/\s*\((?:trade only|closed [A-Za-z]{3})\)/g, "").trim();
  const day = (name: string) => abbreviations.indexOf(name);
  for (const part of line.split(/,\s*/)) {
    const until = /^([A-Z][a-z]{2}) until (\d\d:\d\d)$/.exec(part);
    if (until) {
      const last = days[day(until[1] ?? "")]?.at(-1);
      if (!last || !isTime(until[2] ?? "")) return null;
      last.closes = until[2] ?? last.closes;
      continue;
    }
    const match = /^(Daily|[A-Z][a-z]{2})(?:[–-]([A-Z][a-z]{2}))? (.+)$/.exec(part);
    if (!match) return null;
    const from = match[1] === "Daily" ? 0 : day(match[1] ?? "");
    const to = match[1] === "Daily" ? 6 : match[2] ? day(match[2]) : from;
    if (from < 0 || to < 0) return null;
    const periods: Period[] = [];
    for (const span of (match[3] ?? "").split(" and ")) {
      const times = /^(\d\d:\d\d)[–-](\d\d:\d\d)$/.exec(span.trim());
      if (!times || !isTime(times[1] ?? "") || !isTime(times[2] ?? "")) return null;
      periods.push({ opens: times[1] ?? "", closes: times[2] ?? "" });
    }
    // a range may run over the week's end: Thu–Tue
    for (let i = from, n = 0; n < 7; i = (i + 1) % 7, n++) {
      days[i] = periods.map((p) => ({ ...p }));
      if (i === to) break;
    }
  }
  return days.some((d) => d.length) ? fromPeriods(days) : null;
}

/**
 * How a language writes a store's hours, as its stores write them; `{name}`s are filled in.
 * English: "Mon–Sat 10:00–19:00, Sun closed"; German: "Mo–Fr 10–19 Uhr, Sa 10–16 Uhr" (closed days
 * go unsaid); Japanese: "10:00～20:00（水曜定休）", "月～土 10:00～19:00、日 12:00～17:00".
 */
export type HoursWords = {
  /** Every day alike: "Daily {times}", "{times}（定休日なし）". */
  daily: string;
  /** Some days and their times: "{days} {times}". */
  days: string;
  /** A day's periods, listed as the language lists: "{times}", "{times} Uhr". */
  times: string;
  /** One period: "{opens}–{closes}", "{opens}～{closes}". */
  time: string;
  /** "{first}–{last}" */
  dayRange: string;
  /** Between runs of days: ", ", "／" (a Japanese day's two periods are listed with "、"). */
  separator: string;
  /** The closed days after the open ones: "{open}, {days} closed", "{open}（{days}曜定休）", or "{open}" to leave them unsaid. */
  closed: string;
  /** Between closed days: ", ", "・". */
  closedSeparator: string;
  /**
   * Open every day but one midweek, at the same times: „Täglich außer Mi 10:30–19 Uhr“, where the
   * run of days would wrap past Sunday („Do–Di“); „Mo–Sa“ stays. Without it: runs and closed days.
   */
  exceptOne?: string;
};

/**
 * How each language writes days and times, whatever the hours belong to (a store, the support
 * line): the part of `HoursWords` every use shares; a use adds how it says every day and closed days.
 */
export const hoursMarks: Record<Locale, Omit<HoursWords, "daily" | "closed" | "exceptOne">> = {
  en: {
    days: "{days} {times}",
    times: "{times}",
    time: "{opens}–{closes}",
    dayRange: "{first}–{last}",
    separator: ", ",
    closedSeparator: ", ",
  },
  de: {
    days: "{days} {times}",
    times: "{times}\u00a0Uhr",
    time: "{opens}–{closes}",
    dayRange: "{first}–{last}",
    separator: ", ",
    closedSeparator: ", ",
  },
  ja: {
    days: "{days} {times}",
    times: "{times}",
    time: "{opens}～{closes}",
    dayRange: "{first}～{last}",
    separator: "／",
    closedSeparator: "・",
  },
};

/** How a language's stores lay their hours out, beside its words. */
type HoursStyle = {
  /** A time of day: "09:30" as stored; "9:30" without the leading zero; "h", also without ":00" ("10", "9:30"). */
  clock: "hh:mm" | "h:mm" | "h";
  /** Each closed day named alone (土・日) rather than as runs (Sat–Sun). */
  closedEach: boolean;
  /** When every open day has the same times, the times alone, the closed days saying the rest: "10:00～19:00（水曜定休）". */
  timesAlone: boolean;
};

const hoursStyles: Readonly<Record<Locale, HoursStyle>> = {
  en: { clock: "hh:mm", closedEach: false, timesAlone: false },
  de: { clock: "h", closedEach: false, timesAlone: false },
  ja: { clock: "h:mm", closedEach: true, timesAlone: true },
};

const put = (pattern: string, values: Record<string, string>) =>
  pattern.replace(/\{(\w+)\}/g, (all, key: string) => values[key] ?? all);

const weekdayNames = new Map<Locale, string[]>();
/** Monday to Sunday, short, as Intl names them in the language ("Mon", "Mo", "月"). */
function shortWeekdays(locale: Locale): string[] {
  let names = weekdayNames.get(locale);
  if (!names) {
    const format = new Intl.DateTimeFormat(locale, { weekday: "short", timeZone: "UTC" });
    // 2024-01-01 was a Monday; German abbreviations lose their full stop in a range ("Mo–Sa")
    names = weekdays.map((_, i) => format.format(Date.UTC(2024, 0, 1 + i)).replace(/\.$/, ""));
    weekdayNames.set(locale, names);
  }
  return names;
}

type Run = { from: number; length: number; periods: Period[] };
const same = (a: readonly Period[], b: readonly Period[]) =>
  a.length === b.length && a.every((p, i) => p.opens === b[i]?.opens && p.closes === b[i]?.closes);

/** The week as runs of days with the same periods; a run may wrap past Sunday (Thu–Tue). */
function runsOf(days: Period[][]): Run[] {
  const runs: Run[] = [];
  days.forEach((periods, i) => {
    const last = runs.at(-1);
    if (last && same(last.periods, periods)) last.length++;
    else runs.push({ from: i, length: 1, periods });
  });
  const first = runs[0];
  const last = runs.at(-1);
  if (runs.length > 2 && first && last && same(first.periods, last.periods)) {
    runs.pop();
    runs[0] = { from: last.from, length: last.length + first.length, periods: first.periods };
  }
  return runs.sort((a, b) => (a.periods.length ? 0 : 1) - (b.periods.length ? 0 : 1));
}

/** A stored time ("09:30") as the language's clock writes it. */
function writeTime(time: string, clock: HoursStyle["clock"]): string {
  if (clock === "hh:mm") return time;
  const short = time.replace(/^0(?=\d)/, "");
  return clock === "h" ? short.replace(/:00$/, "") : short;
}

/**
 * The hours in a language: "Mon–Sat 10:00–19:00, Sun closed", "Mo–Fr 10–19 Uhr, Sa 10–16 Uhr",
 * "10:00～20:00（水曜定休）", "月～土 10:00～19:00／日 12:00～17:00"; two periods a day joined as
 * the language lists ("and", "und", "、").
 */
export function formatHours(hours: OpeningHours, locale: Locale, words: HoursWords): string {
  const names = shortWeekdays(locale);
  const style = hoursStyles[locale];
  const list = new Intl.ListFormat(locale, { type: "conjunction" });
  const times = (periods: Period[]) =>
    put(words.times, {
      times: list.format(
        periods.map((p) =>
          put(words.time, { opens: writeTime(p.opens, style.clock), closes: writeTime(p.closes, style.clock) }),
        ),
      ),
    });
  const runs = runsOf(periodsByDay(hours));
  const span = (run: Run) => {
    const first = names[run.from] ?? "";
    const last = names[(run.from + run.length - 1) % 7] ?? "";
    return run.length === 1 ? first : put(words.dayRange, { first, last });
  };
  const open = runs.filter((r) => r.periods.length);
  const closed = runs.filter((r) => !r.periods.length);
  const [first] = open;
  if (!first) return "";
  if (!closed.length && open.length === 1) return put(words.daily, { times: times(first.periods) });
  const [shut] = closed;
  if (words.exceptOne && open.length === 1 && shut?.length === 1 && first.from + first.length > 7)
    return put(words.exceptOne, { days: span(shut), times: times(first.periods) });
  const written =
    style.timesAlone && open.every((r) => same(r.periods, first.periods))
      ? times(first.periods)
      : open.map((r) => put(words.days, { days: span(r), times: times(r.periods) })).join(words.separator);
  if (!closed.length) return written;
  const days = style.closedEach
    ? closed.flatMap((r) => Array.from({ length: r.length }, (_, i) => names[(r.from + i) % 7] ?? ""))
    : closed.map(span);
  return put(words.closed, { open: written, days: days.join(words.closedSeparator) });
}

/** The hours as schema.org's OpeningHoursSpecification; a closed day opens and closes at 00:00, as schema.org says. */
export function hoursJsonLd(hours: OpeningHours) {
  const open = new Set(hours.flatMap((s) => s.dayOfWeek));
  const closed = weekdays.filter((d) => !open.has(d));
  return [
    ...hours.map((s) => ({ "@type": "OpeningHoursSpecification", ...s })),
    ...(closed.length
      ? [{ "@type": "OpeningHoursSpecification", dayOfWeek: closed, opens: "00:00", closes: "00:00" }]
      : []),
  ];
}
