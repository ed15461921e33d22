import { defaultLocale, type Locale } from "~/lib/i18n/locales";

/** ISO 3166-1 alpha-2 codes of the countries and territories a visitor can write from. */
const codes = (
  "AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW " +
  "BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ " +
  "FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ " +
  "IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH " +
  "MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL " +
  "PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD " +
  "TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW"
).split(" ");

export const countryCodes: readonly string[] = codes;

/** Each language's country names and alphabetical order, built once per language. */
const namesByLocale = new Map<Locale, { long: Intl.DisplayNames; short: Intl.DisplayNames }>();
const collators = new Map<Locale, Intl.Collator>();
function namesIn(locale: Locale) {
  let names = namesByLocale.get(locale);
  if (!names) {
    names = {
      long: new Intl.DisplayNames([locale], { type: "region" }),
      short: new Intl.DisplayNames([locale], { type: "region", style: "short" }),
    };
    namesByLocale.set(locale, names);
  }
  return names;
}

/**
 * Territories a list names as people say them: "Hong Kong", „Hongkong“, 香港, not ICU's long
 * "Hong Kong SAR China", „Sonderverwaltungsregion Hongkong“ (sorted under S), 中華人民共和国香港特別行政区.
 * Only these: the short style of every other code is an abbreviation ("US", "UK").
 */
const shortNamed = new Set(["HK", "MO", "PS"]);

/** A language's alphabetical order, for sorting names written in it. */
function collatorFor(locale: Locale): Intl.Collator {
  let collator = collators.get(locale);
  if (!collator) {
    collator = new Intl.Collator(locale);
    collators.set(locale, collator);
  }
  return collator;
}

/** "DE" → "Germany" ("Deutschland", "ドイツ"); the code itself for anything unknown. */
export function countryName(code: string, locale: Locale = defaultLocale): string {
  try {
    const names = namesIn(locale);
    const name = (shortNamed.has(code) ? names.short : names.long).of(code) ?? code;
    // ICU writes some Japanese names with half-width brackets (コンゴ共和国(ブラザビル)): Japanese takes （）
    return locale === "ja" ? name.replace(/ ?\(/g, "（").replace(/\)/g, "）") : name;
  } catch {
    return code;
  }
}

/**
 * A country after „in“ where its name takes an article: English "in the United States", German „in
 * der Schweiz“, „in den Niederlanden“, „im Vereinigten Königreich“, „auf den Philippinen“ (dative,
 * as German writes it). By code; every other country is "in" and its name („in Japan“).
 */
const inWithArticle: Readonly<Record<"en" | "de", Readonly<Record<string, string>>>> = {
  en: {
    AE: "in the United Arab Emirates",
    BS: "in the Bahamas",
    CF: "in the Central African Republic",
    DO: "in the Dominican Republic",
    GB: "in the United Kingdom",
    GM: "in the Gambia",
    MV: "in the Maldives",
    NL: "in the Netherlands",
    PH: "in the Philippines",
    SC: "in the Seychelles",
    US: "in the United States",
  },
  de: {
    AE: "in den Vereinigten Arabischen Emiraten",
    BS: "auf den Bahamas",
    CF: "in der Zentralafrikanischen Republik",
    CH: "in der Schweiz",
    DO: "in der Dominikanischen Republik",
    GB: "im Vereinigten Königreich",
    IQ: "im Irak",
    IR: "im Iran",
    LB: "im Libanon",
    MN: "in der Mongolei",
    MV: "auf den Malediven",
    NL: "in den Niederlanden",
    PH: "auf den Philippinen",
    SC: "auf den Seychellen",
    SD: "im Sudan",
    SK: "in der Slowakei",
    TD: "im Tschad",
    TR: "in der Türkei",
    UA: "in der Ukraine",
    US: "in den Vereinigten Staaten",
    YE: "im Jemen",
  },
};

/** "in Japan", "in the United States"; „in Japan“, „in der Schweiz“: a country after „in“, as English and German write it. */
export function inCountry(code: string, locale: "en" | "de"): string {
  return inWithArticle[locale][code] ?? `in ${countryName(code, locale)}`;
}

/**
 * How the Japanese country names read, where a name does not start with kana (日本 is にほん):
 * a Japanese list is in reading order (日本 among the な row), not in ICU's order, which puts
 * every kanji after the kana. By code, so a newer ICU's wording changes nothing.
 */
const japaneseReadings: Readonly<Record<string, string>> = {
  AQ: "なんきょく",
  AS: "べいりょうさもあ",
  CF: "ちゅうおうあふりか",
  CN: "ちゅうごく",
  EH: "にしさはら",
  GF: "ふつりょうぎあな",
  GQ: "せきどうぎにあ",
  HK: "ほんこん",
  IO: "えいりょういんどようちいき",
  JP: "にほん",
  KP: "きたちょうせん",
  KR: "かんこく",
  MK: "きたまけどにあ",
  MO: "まかお",
  MP: "きたまりあなしょとう",
  PF: "ふつりょうぽりねしあ",
  SS: "みなみすーだん",
  TF: "ふつりょうきょくなんしょとう",
  TL: "ひがしてぃもーる",
  TW: "たいわん",
  UM: "がっしゅうこくりょうゆうしょうりとう",
  VG: "えいりょうゔぁーじんしょとう",
  VI: "べいりょうゔぁーじんしょとう",
  ZA: "みなみあふりか",
};

/** What a country's name sorts by in a language: its reading in Japanese, else the name itself. */
function sortKey(code: string, name: string, locale: Locale): string {
  return locale === "ja" ? (japaneseReadings[code] ?? name) : name;
}

/**
 * Compares countries as a list in the page's language orders them: by name, and in Japanese by
 * reading (日本 sorts as にほん). Each side is a code and its name in that language.
 */
export function countryOrder(
  locale: Locale,
): (a: { code: string; name: string }, b: { code: string; name: string }) => number {
  const { compare } = collatorFor(locale);
  return (a, b) => compare(sortKey(a.code, a.name, locale), sortKey(b.code, b.name, locale)) || compare(a.name, b.name);
}

/**
 * Every country, sorted by its name in the page's language (in Japanese, by reading), for select
 * lists. Call it on the server and send the list: the browser's ICU may name a country
 * differently, which would not hydrate.
 */
const sorted = new Map<Locale, { code: string; name: string }[]>();
export function countryOptions(locale: Locale = defaultLocale): { code: string; name: string }[] {
  let options = sorted.get(locale);
  if (!options) {
    options = codes.map((code) => ({ code, name: countryName(code, locale) })).sort(countryOrder(locale));
    sorted.set(locale, options);
  }
  return options;
}
