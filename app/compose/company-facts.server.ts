/**
 * The facts the company pages' copy states, from the data that holds them: `{countries}` in the
 * brand story and on the team page is the number of countries Find a Store lists a store in, so
 * the two never disagree.
 */
import type { Db } from "~/.server/db/client";
import { legalFacts } from "~/features/company/legal-facts";
import { contactSettingsOf } from "~/features/contact/settings.server";
import { storeCountryCount } from "~/features/dealers/find-a-store.server";
import { formatsFor } from "~/lib/format";
import { fill } from "~/lib/i18n/frame";
import type { Locale } from "~/lib/i18n/locales";

/** `countries` for running text („in zwölf Ländern“), `countriesFigure` for a figure that stands alone (a tile's „12 Länder“). */
export type CompanyFacts = { countries: string; countriesFigure: string };

/** The facts, written as the page's language writes numbers. */
export async function companyFacts(db: Db, locale: Locale): Promise<CompanyFacts> {
  const count = await storeCountryCount(db);
  const formats = formatsFor(locale);
  return { countries: formats.inText(count), countriesFigure: formats.number(count) };
}

/** Copy items (timeline steps, team members) with the facts they name filled in. */
export function withFacts<T extends { title?: string; text: string }>(items: readonly T[], facts: CompanyFacts): T[] {
  return items.map((item) => ({
    ...item,
    ...(item.title === undefined ? {} : { title: fill(item.title, facts) }),
    text: fill(item.text, facts),
  }));
}

/** Every fact a legal page may name, in `locale`: the site configuration's and the data's. */
export async function legalFactsIn(db: Db, locale: Locale): Promise<Record<string, string>> {
  const [facts, settings] = await Promise.all([companyFacts(db, locale), contactSettingsOf(db)]);
  return legalFacts(locale, { ...facts, retentionMonths: settings.retentionMonths });
}
