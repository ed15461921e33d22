/**
 * A telephone number as the site writes it for dialling from abroad: its country code, then the
 * number grouped as its country does, by libphonenumber-js (its small default metadata). A German
 * number takes DIN 5008's form, the subscriber number in one group („+49 40 30094410“), whatever
 * spacing the data was typed with. The company's numbers (imprint, contact, warranty) and every
 * store's number abroad are written so (features/dealers/phone.server.ts).
 *
 * Every tel: link on the site comes from `telLink`: E.164 („tel:+494030094410“), however the
 * number is shown (a Japanese number written nationally, 03-6452-1180, dials as tel:+81364521180).
 */
import { parsePhoneNumberFromString } from "libphonenumber-js";

/** "+49 40 30094410" from "+49 40 3009 4410"; a Japanese number from "03-6452-1180" with `country` "JP": "+81 3 6452 1180". */
export function internationalPhone(phone: string, country?: string): string {
  const parsed = parsePhoneNumberFromString(phone, country ? { defaultCountry: country as never } : undefined);
  return parsed?.isValid() ? parsed.formatInternational() : phone;
}

/**
 * A number's tel: link in E.164: "tel:+81364521180" from "03-6452-1180" with `country` "JP",
 * "tel:+494030094410" from "+49 40 3009 4410". A number it cannot read keeps its digits and plus.
 */
export function telLink(phone: string, country?: string): string {
  const parsed = parsePhoneNumberFromString(phone, country ? { defaultCountry: country as never } : undefined);
  return parsed?.isValid() ? `tel:${parsed.number}` : `tel:${phone.replace(/[^\d+]/g, "")}`;
}
