/**
 * The facts the legal pages and the company profile name, from the site configuration and the
 * data, written as each language writes them: a page says `{company.address}` and shows the
 * address, so an address, a register number or a retention period changes in one place and no
 * page can disagree with another.
 */
import { CONTACT_RETENTION } from "~/lib/content-model";
import { countryName } from "~/lib/countries";
import { formatsFor } from "~/lib/format";
import type { Locale } from "~/lib/i18n/locales";
import { internationalPhone } from "~/lib/phone";
import { cityNameIn } from "~/lib/places/city-names";
import { companyDetails, LANGUAGE_KEY, siteConfig, storageKey } from "~/lib/site-config";
import { supportLine } from "./support-line";

/** What the data adds to the configuration: counted, so it is never stated from memory. */
/** From the data: store countries, and the months enquiries are kept as an admin set them (default 24). */
export type DataFacts = { countries: string; retentionMonths?: number };

const company = companyDetails;
const { japan } = company;

/**
 * What a narrow screen must not break apart (an imprint at 390 px broke „HRB | 187204“ and
 * „20457 | Hamburg“): the postcode and its city, and a register's kind and number, each joined by
 * a no-break space, in every language.
 */
const NBSP = "\u00a0";
const together = (text: string) => text.replace(/ /g, NBSP);
const postcodeCity = together(`${company.postalCode} ${company.city}`);
const registerNumber = together(company.register.number);
const weeeNumber = together(company.weeeRegistration);

/** The head office's city as Japanese writes it (Find a Store's exonyms), and its street address as its letters write it. */
const cityInJapanese = cityNameIn(company.country, company.city, "ja") ?? company.city;
// l10n-lint-allow: an address in Latin letters, punctuated as its country's post writes it
const latinLine = `${company.street}, ${postcodeCity}`;

/** A name as Japanese writes it, the name as its owner writes it after it ("イルゼ・マルクヴァルト（Ilse Marquardt）"). */
const inKatakana = (name: string) => {
  const written = company.japaneseNames[name];
  return written ? `${written}（${name}）` : name;
};

/** The Japanese company's number dialled from abroad ("03-6452-1180" → "+81 3 6452 1180"), as every number abroad is written. */
const japanAbroad = internationalPhone(japan.phone, "JP");

const inLanguage: Record<Locale, (n: (value: number) => string) => Record<string, string>> = {
  en: (n) => ({
    "company.city": company.city,
    "company.country": countryName(company.country, "en"),
    "company.address": `${company.street}\n${postcodeCity}\n${countryName(company.country, "en")}`,
    "company.addressLine": `${company.street}, ${postcodeCity}, ${countryName(company.country, "en")}`,
    "company.directors": company.directors.join(", "),
    "company.register": `${company.register.court} (Hamburg Local Court), ${registerNumber}`,
    "company.founded": String(company.founded),
    "japan.address": `${japan.latinAddress}${NBSP}${japan.postalCode}, ${countryName("JP", "en")}`,
    "japan.representative": japan.latinRepresentative,
    "japan.phone": japanAbroad,
    "japan.founded": String(japan.founded),
    "japan.employees": n(japan.employees),
    "japan.capital": `JPY ${n(japan.capital)}`,
  }),
  de: (n) => ({
    "company.city": company.city,
    "company.country": countryName(company.country, "de"),
    "company.address": `${company.street}\n${postcodeCity}`,
    "company.addressLine": `${company.street}, ${postcodeCity}`,
    "company.directors": company.directors.join(", "),
    "company.register": `${company.register.court}, ${registerNumber}`,
    "company.founded": String(company.founded),
    "japan.address": `${japan.latinAddress}${NBSP}${japan.postalCode}, ${countryName("JP", "de")}`,
    "japan.representative": japan.latinRepresentative,
    "japan.phone": japanAbroad,
    "japan.founded": String(japan.founded),
    "japan.employees": n(japan.employees),
    "japan.capital": `${n(japan.capital)} JPY`,
  }),
  ja: (n) => ({
    "company.city": cityInJapanese,
    "company.country": countryName(company.country, "ja"),
    "company.address": `${countryName(company.country, "ja")}・${cityInJapanese}\n${latinLine}`,
    "company.addressLine": `${countryName(company.country, "ja")}・${cityInJapanese}（${latinLine}）`,
    "company.directors": company.directors.map(inKatakana).join("、"),
    "company.register": `ハンブルク区裁判所（${company.register.court}）商業登記簿${registerNumber}`,
    "company.founded": `${company.founded}年${company.foundedMonth}月`,
    "japan.address": `〒${japan.postalCode} ${japan.address}`,
    "japan.representative": japan.representative,
    "japan.phone": japan.phone,
    "japan.founded": `${japan.founded}年${japan.foundedMonth}月`,
    "japan.employees": `${n(japan.employees)}名（${japan.employeesAsOf.replace(/^(\d+)-0?(\d+)$/, "$1年$2月")}現在）`,
    "japan.capital": `${n(japan.capital / 10_000)}万円`,
  }),
};

/** Every fact a legal page may name, in `locale`, with the data's. */
export function legalFacts(locale: Locale, data: DataFacts): Record<string, string> {
  const n = formatsFor(locale).number;
  return {
    "company.name": company.name,
    // DIN 5008's form, as every number dialled from abroad is written: +49 40 30094410
    "company.phone": internationalPhone(company.phone),
    "company.email": company.email,
    "company.privacyEmail": company.privacyEmail,
    "company.vatId": company.vatId,
    "company.weee": weeeNumber,
    "company.editor": locale === "ja" ? inKatakana(company.editor) : company.editor,
    "japan.name": locale === "ja" ? japan.name : japan.latinName,
    "japan.latinName": japan.latinName,
    "support.email": siteConfig.emails.support,
    // the telephone line a reader of this language calls, and its hours (受付時間) in their words
    "support.phone": supportLine(locale).phone,
    // (inside the sentence's brackets: Japanese nests none, 「（03-6452-1180、受付時間：10:00～17:00、土・日…を除く）」)
    "support.hours": supportLine(locale).hoursInText,
    "contact.retentionMonths": n(data.retentionMonths ?? CONTACT_RETENTION.closedMonths),
    "contact.spamDays": n(CONTACT_RETENTION.spamDays),
    // what the browser keeps for the site, by the names it keeps it under
    "storage.language": LANGUAGE_KEY,
    "storage.consent": storageKey("consent"),
    "storage.userInfo": storageKey(siteConfig.userInfoKey),
    ...inLanguage[locale](n),
    countries: data.countries,
  };
}

/** The head office's address (also Noteva Park's) as `locale` writes it, one line of the address a line. */
export const companyAddressIn = (locale: Locale): string =>
  inLanguage[locale](formatsFor(locale).number)["company.address"] ?? "";

/** The names of the facts a page may name (the editor refuses any other). */
export const legalFactNames: ReadonlySet<string> = new Set(Object.keys(legalFacts("en", { countries: "" })));
