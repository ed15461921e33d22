/**
 * The store editor's opening hours: a row per weekday with up to two periods (opens, closes),
 * its rules (checked in the browser and again on the server) and the conversions to and from the
 * stored OpeningHoursSpecification entries.
 */
import type { z } from "~/lib/forms/zod";
import { fill } from "~/lib/i18n/frame";
import { fromPeriods, type OpeningHours, type Period, periodsByDay, weekdays } from "~/lib/opening-hours";
import type { DealerText } from "./admin-text";

const dayKeys = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;
type DayKey = (typeof dayKeys)[number];
const fieldsOf = <K extends DayKey>(key: K) =>
  [`${key}Opens`, `${key}Closes`, `${key}Opens2`, `${key}Closes2`] as [
    `${K}Opens`,
    `${K}Closes`,
    `${K}Opens2`,
    `${K}Closes2`,
  ];

/** A weekday's fields: "monOpens", "monCloses", and the second period's "monOpens2", "monCloses2". */
export const hourDays = weekdays.map((day, i) => ({ day, fields: fieldsOf(dayKeys[i] as DayKey) }));
export const hourFieldNames = hourDays.flatMap((d) => d.fields);

type Values = Readonly<Record<string, unknown>>;
type HoursText = Pick<DealerText, "days" | "errors">;

/** "9:30" or "09:30" → "09:30"; null for anything else. */
function time(value: unknown): string | null | undefined {
  if (value === undefined || value === null || String(value).trim() === "") return undefined;
  const match = /^(\d{1,2}):(\d{2})(?::00)?$/.exec(String(value).trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  return hours < 24 && minutes < 60 ? `${String(hours).padStart(2, "0")}:${match[2]}` : null;
}

/**
 * What is wrong with the hours, each message on its field: a time that is not one, a period with
 * only one end, a period that closes before it opens, a second period before the first ends, or
 * no open day at all.
 */
export function hourProblems(values: Values, text: HoursText): { field: string; message: string }[] {
  const problems: { field: string; message: string }[] = [];
  const e = text.errors;
  let open = 0;
  for (const [index, { fields }] of hourDays.entries()) {
    const day = text.days[index] ?? "";
    const [opens, closes, opens2, closes2] = fields.map((f) => time(values[f]));
    fields.forEach((field, i) => {
      if ([opens, closes, opens2, closes2][i] === null) problems.push({ field, message: fill(e.hoursTime, { day }) });
    });
    const periods: [string | null | undefined, string | null | undefined, string][] = [
      [opens, closes, fields[0]],
      [opens2, closes2, fields[2]],
    ];
    for (const [from, to, field] of periods) {
      if (from === null || to === null) continue;
      if ((from === undefined) !== (to === undefined)) problems.push({ field, message: fill(e.hoursBoth, { day }) });
      else if (from && to && to <= from) problems.push({ field, message: fill(e.hoursOrder, { day, to, from }) });
    }
    if ((opens2 || closes2) && !opens) problems.push({ field: fields[2], message: fill(e.hoursFirst, { day }) });
    else if (opens2 && closes && opens2 < closes)
      problems.push({
        field: fields[2],
        message: fill(e.hoursSecond, { day, opens2, closes }),
      });
    if (opens && closes) open++;
  }
  if (!open && !problems.length)
    problems.push({
      field: hourDays[0]?.fields[0] ?? "monOpens",
      message: e.hoursNone,
    });
  return problems;
}

/** The editor's rule for the hours, for a form schema's superRefine, its messages in the text's language. */
export function checkHours(text: HoursText) {
  return (values: Values, ctx: z.RefinementCtx) => {
    for (const { field, message } of hourProblems(values, text))
      ctx.addIssue({ code: "custom", path: [field], message });
  };
}

/** The form's hours (checked) as the stored entries. */
export function hoursFromForm(values: Values): OpeningHours {
  return fromPeriods(
    hourDays.map(({ fields }) => {
      const [opens, closes, opens2, closes2] = fields.map((f) => time(values[f]) ?? "");
      const periods: Period[] = [];
      if (opens && closes) periods.push({ opens, closes });
      if (opens2 && closes2) periods.push({ opens: opens2, closes: closes2 });
      return periods;
    }),
  );
}

/** The stored hours as the form's fields. */
export function formFromHours(hours: OpeningHours): Record<string, string> {
  const days = periodsByDay(hours);
  const out: Record<string, string> = {};
  hourDays.forEach(({ fields }, i) => {
    const [first, second] = days[i] ?? [];
    out[fields[0]] = first?.opens ?? "";
    out[fields[1]] = first?.closes ?? "";
    out[fields[2]] = second?.opens ?? "";
    out[fields[3]] = second?.closes ?? "";
  });
  return out;
}
