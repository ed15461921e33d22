/**
 * Find a Store's text search: a store's name is matched on any part of it, a place only as a whole
 * name (「京都」 is 京都府, never a part of 「東京都」; "Kyoto" is not a part of anything). A word that
 * names a known place (lib/places/gazetteer.ts, or any store's place) is looked for among the
 * stores' places only, and where no store is there, the nearest to it are what the page offers.
 */
import { countryCodes, countryName } from "~/lib/countries";
import { locales } from "~/lib/i18n/locales";
import { type KnownPlace, knownPlaces, namesOf } from "~/lib/places/gazetteer";
import { SIMILARITY_THRESHOLD, similarity, trigrams } from "~/lib/search/lexicon";

/**
 * Lower case, no accents or macrons, full-width letters as half-width, ß as ss: "Düsseldorf" and
 * "DUSSELDORF", "Tōkyō" and "Ｔｏｋｙｏ" and "tokyo" compare equal. Kana keep their voicing marks.
 */
export function fold(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .normalize("NFC")
    .toLowerCase()
    .replace(/ß/g, "ss")
    .replace(/\s+/g, " ")
    .trim();
}

/** German's other spelling of umlauts: "München" as "muenchen", as a keyboard without them types it. */
const umlautsAsDigraphs = (text: string) =>
  text
    .normalize("NFC")
    .toLowerCase()
    .replace(/[äöü]/g, (c) => `${c.normalize("NFD")[0]}e`);

/** Both spellings of a text, folded (one where they are the same). */
const spellings = (text: string) => [...new Set([fold(text), fold(umlautsAsDigraphs(text))])];

const JAPANESE = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

/**
 * The whole names a place name is found by, folded: itself, and in Japanese script its city and
 * ward apart and each without its suffix where two characters stay (福岡市中央区: 福岡市, 中央区,
 * 福岡, 中央; 京都府: 京都; 港区 stays 港区).
 */
export function placeKeys(name: string): string[] {
  const keys = new Set<string>();
  for (const key of spellings(name)) {
    if (!key) continue;
    keys.add(key);
    if (!JAPANESE.test(key)) continue;
    const parts = key.split(/(?<=[市区])(?=.)/u);
    for (const part of parts.length > 1 ? [key, ...parts] : [key]) {
      keys.add(part);
      const bare = part.replace(/[都府県市区町村]$/u, "");
      if (bare !== part && [...bare].length >= 2) keys.add(bare);
    }
  }
  return [...keys];
}

/** The words of the place names in Latin script a query's word may begin ("minato" of "Minato-ku"). */
const placeWords = (keys: readonly string[]) =>
  keys.filter((key) => !JAPANESE.test(key)).flatMap((key) => key.split(/[\s\-,'’()]+/).filter((w) => w.length >= 3));

/** What a search reads of a store, made once: its names (any part matches), its places (whole names), its postcode's digits. */
export type StoreSearch = { names: string; places: ReadonlySet<string>; words: readonly string[]; postcode: string };

export type Searchable = {
  name: string;
  city: string;
  /** Its other name: a store's romanized name where the page shows its own script. */
  also?: string;
  /** Its place's other names: prefecture and region, Land, the city in other languages and scripts, its ward. */
  places?: readonly string[];
  /** As the post writes it: "80331", "〒150-0001", "SW1A 1AA". */
  postcode?: string;
};

/** A postcode's letters and digits only, folded: "〒150-0001" and "１５００００１" are "1500001". */
const postcodeKey = (text: string) => fold(text).replace(/[^\p{L}\p{N}]/gu, "");

/** A query that is a postcode or its beginning: digits with at least two of them ("80331", "80", "150-0001", "〒150"). */
const POSTCODE_QUERY = /^〒?\s*\d{2,}(?:[\s-]?\d+)*$/u;

/** A store's search, its names with umlauts also as digraphs, so München is found as München, Munchen, Muenchen or Munich. */
export function searchIndex(store: Searchable): StoreSearch {
  const names = spellings([store.name, store.also ?? ""].join(" ")).join(" ");
  const keys = [store.city, ...(store.places ?? [])].flatMap(placeKeys);
  return { names, places: new Set(keys), words: placeWords(keys), postcode: postcodeKey(store.postcode ?? "") };
}

let gazetteerKeys: Map<string, KnownPlace> | null = null;
/** The known places by each of their keys (the first place a key names wins: a city before its prefecture). */
function placesByKey(): Map<string, KnownPlace> {
  if (!gazetteerKeys) {
    gazetteerKeys = new Map();
    for (const place of knownPlaces)
      for (const key of namesOf(place).flatMap(placeKeys)) if (!gazetteerKeys.has(key)) gazetteerKeys.set(key, place);
  }
  return gazetteerKeys;
}

/** The known place a query names as a whole ("横浜", "yokohama", "Köln"), if any. */
export function knownPlaceOf(query: string): KnownPlace | undefined {
  return placesByKey().get(fold(query));
}

/** Whether a word of a query names a place: a known one, or one of the stores' (`storePlaces`). */
export function isPlaceWord(word: string, storePlaces?: ReadonlySet<string>): boolean {
  return placesByKey().has(word) || Boolean(storePlaces?.has(word));
}

/**
 * Whether a store matches a query: the whole query is one of its places ("Frankfurt am Main",
 * "New York") or the beginning of its postcode ("80331", "80", "〒150-0001"), or each word is one of its places, begins a word of one in Latin script, or is
 * part of its name, a word naming a place matching its places only (「京都」 is no part of 東京都).
 */
export function matchesQuery(search: StoreSearch, query: string, storePlaces?: ReadonlySet<string>): boolean {
  const whole = fold(query);
  if (!whole) return true;
  if (search.places.has(whole)) return true;
  // a postcode or its first digits: the stores of that area ("80" finds Munich's 80331)
  if (POSTCODE_QUERY.test(whole)) return search.postcode.startsWith(postcodeKey(whole));
  return whole.split(" ").every((word) => {
    if (search.places.has(word)) return true;
    if (!JAPANESE.test(word) && search.words.some((w) => w.startsWith(word))) return true;
    if (isPlaceWord(word, storePlaces)) return false;
    return search.names.includes(word);
  });
}

let countriesByName: Map<string, string> | null = null;
/**
 * The country a query names as a whole, in any of the site's languages („Japan“, „日本“, „Deutschland“,
 * „ドイツ“), or by its code: Find a Store lists that country's stores.
 */
export function countryNamed(query: string): string | undefined {
  if (!countriesByName) {
    countriesByName = new Map();
    for (const code of countryCodes)
      for (const locale of locales)
        for (const name of spellings(countryName(code, locale)))
          if (!countriesByName.has(name)) countriesByName.set(name, code);
    // what Japanese readers also call their country
    for (const name of ["日本国", "にほん", "にっぽん", "Nippon", "Nihon"]) countriesByName.set(fold(name), "JP");
  }
  return countriesByName.get(fold(query));
}

/** A query's shortest length a typo is looked for in: shorter words resemble too many places. */
const MIN_CORRECTABLE = 4;

/**
 * The place a query misspells („Berlni“: Berlin), as written in `names` (the known places' and the
 * stores' places): the most similar by trigrams above the site search's threshold, for a query in
 * Latin script that names nothing. None for a postcode or when nothing is close enough.
 */
export function closestPlace(query: string, names: readonly string[]): string | undefined {
  const whole = fold(query);
  if ([...whole].length < MIN_CORRECTABLE || JAPANESE.test(whole) || /\d/.test(whole)) return undefined;
  const grams = trigrams(whole);
  let best: { name: string; score: number } | undefined;
  for (const name of new Set(names))
    for (const key of spellings(name)) {
      if (JAPANESE.test(key) || key === whole) continue;
      const score = similarity(grams, trigrams(key));
      if (score > SIMILARITY_THRESHOLD && (!best || score > best.score)) best = { name, score };
    }
  return best?.name;
}

/** Every known place's names, for `closestPlace`. */
export const knownPlaceNames = (): string[] => knownPlaces.flatMap(namesOf);
