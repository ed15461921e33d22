/**
 * Telephone support as each language's readers expect it: the number they call and its hours,
 * written from the brand's details (app/lib/site-config.ts) by the opening-hours writer, so the
 * contact page and the warranty page never disagree. Japanese readers call the Tokyo line in
 * Japan's time (受付時間); everyone else the head office in Hamburg.
 */
import type { Locale } from "~/lib/i18n/locales";
import { formatHours, type HoursWords, hoursMarks, type OpeningHours } from "~/lib/opening-hours";
import { companyDetails } from "~/lib/site-config";

/** How each language writes a telephone line's hours: its days and times, then the days it is closed. */
const words: Record<Locale, { hours: HoursWords; line: string }> = {
  en: {
    hours: { ...hoursMarks.en, daily: "Daily {times}", closed: "{open}" },
    line: "{hours} (German time), except public holidays in Hamburg",
  },
  de: {
    hours: { ...hoursMarks.de, daily: "Täglich {times}", closed: "{open}" },
    line: "{hours}, außer an Feiertagen in Hamburg",
  },
  ja: {
    hours: {
      ...hoursMarks.ja,
      daily: "{times}（祝日・年末年始を除く）",
      closed: "{open}（{days}・祝日・年末年始を除く）",
    },
    line: "{hours}",
  },
};

type SupportLine = { phone: string; hours: string };

/** The number a reader of `locale` calls, and its hours in their language: „Mo–Fr 9–17 Uhr, außer an Feiertagen in Hamburg“, "10:00～17:00（土・日・祝日・年末年始を除く）". */
export function supportLine(locale: Locale): SupportLine {
  const { phone, phoneHours } = locale === "ja" ? companyDetails.japan : companyDetails;
  const hours = formatHours(phoneHours as unknown as OpeningHours, locale, words[locale].hours);
  return { phone, hours: words[locale].line.replace("{hours}", hours) };
}
