/**
 * Stores' phone numbers through libphonenumber-js (its small default metadata): written as the
 * page's language writes them, dialled in E.164. Server only: the page receives the text and link.
 */
import { getCountryCallingCode, isSupportedCountry, parsePhoneNumberFromString } from "libphonenumber-js";
import type { Refusal } from "~/lib/forms/refusal";
import { ownCountry } from "~/lib/home-countries";
import type { Locale } from "~/lib/i18n/locales";
import { telLink } from "~/lib/phone";

/**
 * A number as printed on the page and its tel: link: "092-712-4405" and "tel:+81927124405" on /ja.
 * A page's language writes the numbers of its own country in national form (Japanese stores on /ja,
 * German stores on /de: `ownCountry`, the country whose addresses take no country line). A number
 * abroad is dialled with its country code, so every other store, an Austrian or a Swiss one on /de
 * too, is written internationally (+43 316 714258, +41 61 261 47 30), as its JSON-LD is; English
 * pages serve readers everywhere and write every number so. Both as libphonenumber groups them:
 * a German number as DIN 5008 writes it (040 30094410, +49 40 30094410).
 */
export function phoneOf(phone: string, country: string, locale: Locale): { text: string; tel: string } {
  const parsed = parsePhoneNumberFromString(phone, { defaultCountry: country as never });
  if (!parsed) return { text: phone, tel: telLink(phone, country) };
  const national = country === ownCountry(locale) && parsed.country === country;
  return { text: national ? parsed.formatNational() : parsed.formatInternational(), tel: telLink(phone, country) };
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
