/**
 * Telephone support as each language's readers expect it: the number they call and its hours,
 * written from the brand's details (app/lib/site-config.ts) by the opening-hours writer, so the
 * contact page and the warranty page never disagree. Japanese readers call the Tokyo line in
 * Japan's time (受付時間); everyone else the head office in Hamburg.
 */
import type { Locale } from "~/lib/i18n/locales";
import { formatHours, type HoursWords, hoursMarks, type OpeningHours } from "~/lib/opening-hours";
import { internationalPhone, telLink } from "~/lib/phone";
import { companyDetails } from "~/lib/site-config";

/**
 * How each language writes a telephone line's hours: its days and times, then the days it is closed.
 * `inText` is the same inside a sentence's own brackets: Japanese never nests （…（…）…）, so the
 * closed days follow after 、 there (「お電話でも承ります（03-6452-1180、受付時間：10:00～17:00、土・日・祝日・年末年始を除く）」).
 */
const words: Record<Locale, { hours: HoursWords; line: string; inText?: HoursWords }> = {
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
    inText: {
      ...hoursMarks.ja,
      daily: "{times}、祝日・年末年始を除く",
      closed: "{open}、{days}・祝日・年末年始を除く",
    },
  },
};

/** The number as written for the reader, its tel: link (E.164, whatever the writing) and its hours. */
type SupportLine = { phone: string; tel: string; hours: string; hoursInText: string };

/** The number a reader of `locale` calls, and its hours in their language: „Mo–Fr 9–17 Uhr, außer an Feiertagen in Hamburg“, "10:00～17:00（土・日・祝日・年末年始を除く）". */
export function supportLine(locale: Locale): SupportLine {
  const { phone: typed, phoneHours } = locale === "ja" ? companyDetails.japan : companyDetails;
  const country = locale === "ja" ? "JP" : companyDetails.country;
  // the head office's number as every number dialled from abroad is written (DIN 5008: +49 40 30094410); Tokyo's as Japan writes it
  const phone = locale === "ja" ? typed : internationalPhone(typed);
  const { line, hours: marks, inText = marks } = words[locale];
  const write = (how: HoursWords) =>
    line.replace("{hours}", formatHours(phoneHours as unknown as OpeningHours, locale, how));
  return { phone, tel: telLink(typed, country), hours: write(marks), hoursInText: write(inText) };
}
