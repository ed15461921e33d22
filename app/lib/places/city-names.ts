/** Data: other languages' names of the cities stores are in (exonyms), for Find a Store's labels and search. */
import type { Locale } from "~/lib/i18n/locales";

/**
 * A city's name in a language where it differs from the name its own addresses use (an exonym:
 * Mailand, Rom, Tokio; ミラノ), and other spellings a visitor may search for it by (`also`).
 */
export type CityName = { en?: string; de?: string; ja?: string; also?: readonly string[] };

/**
 * Cities' names in other languages, by country and by the name the city's own addresses use:
 * a visitor looks for Munich, Mailand or ミュンヘン and finds München, Milano, and a German page
 * labels the store's place „Mailand“ while its address keeps „Milano“, as the post writes it.
 * (Spellings without umlauts, Muenchen, need none: Find a Store's search reads ü as ue.)
 */
export const cityNames: Readonly<Record<string, Readonly<Record<string, CityName>>>> = {
  DE: {
    München: { en: "Munich", ja: "ミュンヘン" },
    Köln: { en: "Cologne", ja: "ケルン" },
    Nürnberg: { en: "Nuremberg", ja: "ニュルンベルク" },
    Hannover: { en: "Hanover", ja: "ハノーファー" },
    "Frankfurt am Main": { en: "Frankfurt", ja: "フランクフルト" },
    Braunschweig: { en: "Brunswick", ja: "ブラウンシュヴァイク" },
    Berlin: { ja: "ベルリン" },
    Hamburg: { ja: "ハンブルク" },
    Düsseldorf: { ja: "デュッセルドルフ" },
  },
  AT: {
    Wien: { en: "Vienna", ja: "ウィーン" },
    Graz: { ja: "グラーツ" },
    Linz: { ja: "リンツ" },
    Salzburg: { ja: "ザルツブルク" },
    Innsbruck: { ja: "インスブルック" },
  },
  CH: {
    Zürich: { en: "Zurich", ja: "チューリッヒ" },
    Genève: { en: "Geneva", de: "Genf", ja: "ジュネーブ" },
    Basel: { ja: "バーゼル", also: ["Bâle"] },
    Bern: { ja: "ベルン", also: ["Berne"] },
    Luzern: { en: "Lucerne", ja: "ルツェルン" },
    Lausanne: { ja: "ローザンヌ" },
  },
  IT: {
    Milano: { en: "Milan", de: "Mailand", ja: "ミラノ" },
    Roma: { en: "Rome", de: "Rom", ja: "ローマ" },
    Napoli: { en: "Naples", de: "Neapel", ja: "ナポリ" },
    Firenze: { en: "Florence", de: "Florenz", ja: "フィレンツェ" },
    Venezia: { en: "Venice", de: "Venedig", ja: "ヴェネツィア" },
    Torino: { en: "Turin", de: "Turin", ja: "トリノ" },
    Genova: { en: "Genoa", de: "Genua", ja: "ジェノヴァ" },
    Bologna: { ja: "ボローニャ" },
  },
  ES: { Sevilla: { en: "Seville", ja: "セビリア" }, Barcelona: { ja: "バルセロナ" }, Madrid: { ja: "マドリード" } },
  PT: { Lisboa: { en: "Lisbon", de: "Lissabon", ja: "リスボン" }, Porto: { ja: "ポルト" } },
  SE: {
    Göteborg: { en: "Gothenburg", ja: "ヨーテボリ" },
    Stockholm: { ja: "ストックホルム" },
    Malmö: { ja: "マルメ" },
  },
  DK: { København: { en: "Copenhagen", de: "Kopenhagen", ja: "コペンハーゲン" } },
  PL: {
    Warszawa: { en: "Warsaw", de: "Warschau", ja: "ワルシャワ" },
    Kraków: { en: "Krakow", de: "Krakau", ja: "クラクフ" },
  },
  CZ: { Praha: { en: "Prague", de: "Prag", ja: "プラハ" } },
  BE: { Bruxelles: { en: "Brussels", de: "Brüssel", ja: "ブリュッセル" } },
  FR: { Paris: { ja: "パリ" }, Lyon: { ja: "リヨン" }, Marseille: { ja: "マルセイユ", also: ["Marseilles"] } },
  GB: {
    London: { ja: "ロンドン" },
    Birmingham: { ja: "バーミンガム" },
    Bristol: { ja: "ブリストル" },
    Edinburgh: { ja: "エディンバラ" },
    Manchester: { ja: "マンチェスター" },
  },
  US: {
    "New York": { ja: "ニューヨーク" },
    "Los Angeles": { ja: "ロサンゼルス" },
    Austin: { ja: "オースティン" },
    Chicago: { ja: "シカゴ" },
    Nashville: { ja: "ナッシュビル" },
    "San Francisco": { ja: "サンフランシスコ" },
    Seattle: { ja: "シアトル" },
  },
  CA: {
    Montréal: { en: "Montreal", de: "Montreal", ja: "モントリオール" },
    Toronto: { ja: "トロント" },
    Vancouver: { ja: "バンクーバー" },
  },
  AU: { Brisbane: { ja: "ブリスベン" }, Melbourne: { ja: "メルボルン" }, Sydney: { ja: "シドニー" } },
  NL: { Amsterdam: { ja: "アムステルダム" }, Rotterdam: { ja: "ロッテルダム" }, Utrecht: { ja: "ユトレヒト" } },
  KR: { Seoul: { ja: "ソウル", also: ["서울"] }, Busan: { ja: "釜山", also: ["부산", "プサン"] } },
  // a Japanese store's city in Japanese comes from its own translation (its address in kanji, with
  // its ward); these find its city by its kanji on the English and German pages too
  JP: {
    Sapporo: { ja: "札幌" },
    Sendai: { ja: "仙台" },
    Saitama: { ja: "さいたま" },
    Tokyo: { de: "Tokio", ja: "東京" },
    Yokohama: { ja: "横浜" },
    Kanazawa: { ja: "金沢" },
    Hamamatsu: { ja: "浜松" },
    Nagoya: { ja: "名古屋" },
    Kyoto: { ja: "京都" },
    Osaka: { ja: "大阪" },
    Kobe: { ja: "神戸" },
    Hiroshima: { ja: "広島" },
    Fukuoka: { ja: "福岡" },
    Kumamoto: { ja: "熊本" },
  },
};

const JAPANESE = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

/**
 * A store's city as a page in `locale` labels it (the store list's place, the map's clusters): a
 * German page by its German name where German has its own (Mailand, Tokio), else as the address
 * writes it; a Japanese page by its Japanese name, a Japanese store's in its own script, undefined
 * where the data has none (the page then names the country); an English page as the address writes it.
 */
export function cityNameIn(country: string, city: string, locale: Locale): string | undefined {
  const names = cityNames[country]?.[city];
  if (locale === "ja") return JAPANESE.test(city) ? city : names?.ja;
  if (locale === "de") return names?.de ?? city;
  return city;
}

/** Every other name a city goes by, for the search: its names in each language and other spellings. */
export function otherCityNames(country: string, city: string): string[] {
  const names = cityNames[country]?.[city];
  if (!names) return [];
  return [names.en, names.de, names.ja, ...(names.also ?? [])].filter((n): n is string => Boolean(n));
}
