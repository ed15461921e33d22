/**
 * Stores' phone numbers through libphonenumber-js (its small default metadata): written as the
 * page's language writes them, dialled in E.164. Server only: the page receives the text and link.
 */
import { getCountryCallingCode, isSupportedCountry, parsePhoneNumberFromString } from "libphonenumber-js";
import type { Refusal } from "~/lib/forms/refusal";
import type { Locale } from "~/lib/i18n/locales";

/**
 * The countries whose numbers a page's language writes in national form: the language is theirs
 * (Japanese stores on /ja; German, Austrian and Swiss stores on /de). English pages serve readers
 * everywhere, so they write every number internationally, as every other page does abroad.
 */
const ownCountries: Readonly<Record<Locale, readonly string[]>> = { en: [], de: ["DE", "AT", "CH"], ja: ["JP"] };

/** A number as printed on the page and its tel: link: "092-712-4405" and "tel:+81927124405" on /ja. */
export function phoneOf(phone: string, country: string, locale: Locale): { text: string; tel: string } {
  const parsed = parsePhoneNumberFromString(phone, { defaultCountry: country as never });
  if (!parsed) return { text: phone, tel: `tel:${phone.replace(/[^+\d]/g, "")}` };
  const national = ownCountries[locale].includes(country) && parsed.country === country;
  return { text: national ? parsed.formatNational() : parsed.formatInternational(), tel: parsed.getURI() };
}

/** Why a store's number is refused, or null: it must be a valid number, written internationally, of the store's country. */
export function phoneProblem(phone: string, country: string): Refusal | null {
  if (!phone.trim().startsWith("+")) return { code: "phoneNotInternational" };
  const parsed = parsePhoneNumberFromString(phone);
  if (!parsed?.isValid()) return { code: "phoneInvalid" };
  if (isSupportedCountry(country) && parsed.countryCallingCode !== getCountryCallingCode(country))
    return { code: "phoneCountry", expected: getCountryCallingCode(country), given: parsed.countryCallingCode };
  return null;
}
