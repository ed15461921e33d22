/** Data: other languages' names of the cities stores are in (exonyms), for Find a Store's search. */

/**
 * Cities' names in other languages, by country and by the name the city's own addresses use:
 * a visitor looks for Munich, Mailand or ミュンヘン and finds München, Milano. (Spellings
 * without umlauts, Muenchen, need none: Find a Store's search reads ü as ue.)
 */
export const cityNames: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>> = {
  DE: {
    München: ["Munich", "ミュンヘン"],
    Köln: ["Cologne", "ケルン"],
    Nürnberg: ["Nuremberg", "ニュルンベルク"],
    Hannover: ["Hanover", "ハノーファー"],
    "Frankfurt am Main": ["Frankfurt", "フランクフルト"],
    Braunschweig: ["Brunswick", "ブラウンシュヴァイク"],
    Berlin: ["ベルリン"],
    Hamburg: ["ハンブルク"],
    Düsseldorf: ["デュッセルドルフ"],
  },
  AT: { Wien: ["Vienna", "ウィーン"] },
  CH: { Zürich: ["Zurich", "チューリッヒ"], Genève: ["Geneva", "Genf", "ジュネーブ"] },
  IT: { Milano: ["Milan", "Mailand", "ミラノ"], Roma: ["Rome", "Rom", "ローマ"], Bologna: ["ボローニャ"] },
  ES: { Sevilla: ["Seville", "セビリア"], Barcelona: ["バルセロナ"], Madrid: ["マドリード"] },
  SE: { Göteborg: ["Gothenburg", "ヨーテボリ"], Stockholm: ["ストックホルム"], Malmö: ["マルメ"] },
  FR: { Paris: ["パリ"], Lyon: ["リヨン"], Marseille: ["Marseilles", "マルセイユ"] },
  GB: {
    London: ["ロンドン"],
    Birmingham: ["バーミンガム"],
    Bristol: ["ブリストル"],
    Edinburgh: ["エディンバラ"],
    Manchester: ["マンチェスター"],
  },
  US: {
    "New York": ["ニューヨーク"],
    "Los Angeles": ["ロサンゼルス"],
    Austin: ["オースティン"],
    Chicago: ["シカゴ"],
    Nashville: ["ナッシュビル"],
    "San Francisco": ["サンフランシスコ"],
    Seattle: ["シアトル"],
  },
  CA: { Montréal: ["Montreal", "モントリオール"], Toronto: ["トロント"], Vancouver: ["バンクーバー"] },
  AU: { Brisbane: ["ブリスベン"], Melbourne: ["メルボルン"], Sydney: ["シドニー"] },
  NL: { Amsterdam: ["アムステルダム"], Rotterdam: ["ロッテルダム"], Utrecht: ["ユトレヒト"] },
  KR: { Seoul: ["서울", "ソウル"], Busan: ["부산", "釜山", "プサン"] },
};

const JAPANESE = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

/**
 * A city as a Japanese page names it: already in Japanese script (a Japanese store's own), or the
 * Japanese name of a city abroad (ミュンヘン for München); undefined where the data has none.
 */
export function japaneseCityName(country: string, city: string): string | undefined {
  if (JAPANESE.test(city)) return city;
  return cityNames[country]?.[city]?.find((name) => JAPANESE.test(name));
}
