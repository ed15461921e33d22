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
    Braunschweig: ["Brunswick"],
    "Frankfurt am Main": ["Frankfurt", "フランクフルト"],
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
  GB: { London: ["ロンドン"] },
  US: { "New York": ["ニューヨーク"], "Los Angeles": ["ロサンゼルス"] },
  KR: { Seoul: ["서울", "ソウル"], Busan: ["부산", "釜山", "プサン"] },
};
