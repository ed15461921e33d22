/**
 * A store's postal address in its country's postal order, from Google's libaddressinput data
 * (localized-address-format: each country's local-script and latin formats). Server only: the
 * page receives the lines.
 */
import { formatAddress } from "localized-address-format";
import type { Locale } from "~/lib/i18n/locales";

/**
 * The countries whose stores have their name and address in their own script, and the page
 * language that shows it (a translation of the stored romanized fields): Japanese stores on /ja.
 */
const nativeScript: Readonly<Record<string, Locale>> = { JP: "ja" };

export const nativeScriptCountries: readonly string[] = Object.keys(nativeScript);

/** The language a store's country writes in its own script, if the site has that language. */
export const nativeLocaleOf = (country: string): Locale | undefined => nativeScript[country];

export type PostalAddress = {
  street: string;
  postcode: string;
  city: string;
  region: string | null;
  /** ISO 3166-1 alpha-2. */
  country: string;
};

const withCity = new Map<string, boolean>();
/** Whether the country's format has a line for the city; Japan's does not (the city leads the street line). */
function formatNamesCity(country: string): boolean {
  let has = withCity.get(country);
  if (has === undefined) {
    has = formatAddress({ postalCountry: country, locality: "\u0001" }).some((line) => line.includes("\u0001"));
    withCity.set(country, has);
  }
  return has;
}

/** Han, kana or Hangul: such scripts write a city and its street without a space (福岡市中央区天神2-6-10). */
const eastAsian = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/**
 * The countries whose addresses in their own script are written on one line, by the mark their
 * postcode line starts with (libaddressinput's local format gives it a line of its own).
 */
const oneLine: Readonly<Record<string, string>> = { JP: "〒" };

/**
 * The countries whose postcode libaddressinput still writes after a country prefix (CEPT's „CH-4051
 * Basel“) that their posts and DIN 5008 no longer use: the country's name stands on its own line
 * instead (or none, at home). Lithuania's LT- and Moldova's MD- are part of their postcodes and stay.
 */
const oldPrefix: Readonly<Record<string, string>> = {
  CH: "CH-",
  LI: "FL-",
  AT: "A-",
  DE: "D-",
  FI: "FI-",
  AX: "AX-",
  SE: "SE-",
  HR: "HR-",
  SI: "SI-",
  LU: "L-",
  MC: "MC-",
};

/**
 * The address as its country's post writes it, line by line, then the country's name (none when
 * `countryName` is null: a reader in that country writes no country line). In Japanese script,
 * on one line as Japanese lists write it, 〒 and postcode first, then 都道府県, 市区町村, 番地 and
 * building without spaces: "〒810-0001 福岡県福岡市中央区天神2-6-10". Romanized, Japan's latin
 * format: "2-6-10 Tenjin, Chūō-ku, Fukuoka, Fukuoka / 810-0001 / Japan"; "Grindelallee 41 / 20146
 * Hamburg / Germany".
 */
export function addressLines(address: PostalAddress, countryName: string | null): string[] {
  const { street, city, country } = address;
  const local = eastAsian.test(street + city);
  const namesCity = formatNamesCity(country);
  // l10n-lint-allow: an address in Latin letters, punctuated as its country's post writes it
  const streetLine = namesCity ? street : local ? `${city}${street}` : `${street}, ${city}`;
  const lines = formatAddress(
    {
      postalCountry: country,
      administrativeArea: address.region ?? undefined,
      locality: namesCity ? city : undefined,
      postalCode: address.postcode,
      addressLines: [streetLine],
    },
    local ? "local" : "latin",
  )
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => withoutOldPrefix(line, country, address.postcode));
  const [postcode, ...rest] = lines;
  const written =
    local && country in oneLine && postcode?.startsWith(oneLine[country] ?? "")
      ? [`${postcode} ${rest.join("")}`]
      : lines;
  return countryName ? [...written, countryName] : written;
}

/** A postcode line without the country prefix before its postcode: „4051 Basel“, never „CH-4051 Basel“. */
function withoutOldPrefix(line: string, country: string, postcode: string): string {
  const prefix = oldPrefix[country];
  if (!prefix || !postcode) return line;
  const postcodeAlone = postcode.startsWith(prefix) ? postcode.slice(prefix.length) : postcode;
  return line.replace(`${prefix}${postcodeAlone}`, postcodeAlone);
}
