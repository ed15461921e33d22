/**
 * Austria's Bundesländer (ISO 3166-2:AT) and Switzerland's cantons (ISO 3166-2:CH) with their
 * names in German, English and Japanese, and the cities a store is most likely in: an Austrian or
 * a Swiss address names no state or canton, so Find a Store knows it from the city (or from the
 * store's region, when an editor gave one): „Tirol“ finds Innsbruck's store. Data, not code.
 */

export type AlpineRegion = {
  country: "AT" | "CH";
  /** ISO 3166-2, without the country. */
  code: string;
  /** Its German name first (as the region's own people write it), then its other names. */
  names: readonly string[];
  /** Its cities, as their addresses write them; the first is where a search for the region is answered from. */
  cities: readonly string[];
  /** Where it is answered from when no city of it is a known place (lib/places/gazetteer.ts): its capital. */
  seat?: readonly [number, number];
};

export const alpineRegions: readonly AlpineRegion[] = [
  {
    country: "AT",
    code: "1",
    names: ["Burgenland", "ブルゲンラント州"],
    seat: [47.846, 16.527],
    cities: ["Eisenstadt"],
  },
  { country: "AT", code: "2", names: ["Kärnten", "Carinthia", "ケルンテン州"], cities: ["Klagenfurt", "Villach"] },
  {
    country: "AT",
    code: "3",
    names: ["Niederösterreich", "Lower Austria", "ニーダーエスターライヒ州"],
    seat: [48.204, 15.626],
    cities: ["St. Pölten", "Wiener Neustadt"],
  },
  {
    country: "AT",
    code: "4",
    names: ["Oberösterreich", "Upper Austria", "オーバーエスターライヒ州"],
    cities: ["Linz", "Wels", "Steyr"],
  },
  { country: "AT", code: "5", names: ["Salzburg", "ザルツブルク州"], cities: ["Salzburg"] },
  { country: "AT", code: "6", names: ["Steiermark", "Styria", "シュタイアーマルク州"], cities: ["Graz", "Leoben"] },
  { country: "AT", code: "7", names: ["Tirol", "Tyrol", "チロル州", "チロル"], cities: ["Innsbruck", "Kufstein"] },
  {
    country: "AT",
    code: "8",
    names: ["Vorarlberg", "フォアアールベルク州"],
    seat: [47.503, 9.747],
    cities: ["Bregenz", "Dornbirn", "Feldkirch"],
  },
  { country: "AT", code: "9", names: ["Wien", "Vienna", "ウィーン"], cities: ["Wien"] },
  {
    country: "CH",
    code: "ZH",
    names: ["Zürich", "Zurich", "チューリッヒ州"],
    cities: ["Zürich", "Winterthur"],
  },
  {
    country: "CH",
    code: "BE",
    names: ["Bern", "Berne", "ベルン州"],
    cities: ["Bern", "Biel/Bienne", "Thun"],
  },
  { country: "CH", code: "LU", names: ["Luzern", "Lucerne", "ルツェルン州"], cities: ["Luzern"] },
  { country: "CH", code: "BS", names: ["Basel-Stadt", "Basel", "バーゼル＝シュタット準州"], cities: ["Basel"] },
  { country: "CH", code: "BL", names: ["Basel-Landschaft", "Baselland"], seat: [47.484, 7.734], cities: ["Liestal"] },
  { country: "CH", code: "SG", names: ["St. Gallen", "Sankt Gallen"], cities: ["St. Gallen"] },
  { country: "CH", code: "GE", names: ["Genf", "Genève", "Geneva", "ジュネーブ州"], cities: ["Genève"] },
  { country: "CH", code: "VD", names: ["Waadt", "Vaud", "ヴォー州"], cities: ["Lausanne", "Montreux"] },
  {
    country: "CH",
    code: "TI",
    names: ["Tessin", "Ticino", "ティチーノ州"],
    seat: [46.004, 8.951],
    cities: ["Lugano", "Bellinzona"],
  },
  {
    country: "CH",
    code: "VS",
    names: ["Wallis", "Valais", "ヴァレー州"],
    seat: [46.233, 7.36],
    cities: ["Sion", "Brig"],
  },
  {
    country: "CH",
    code: "GR",
    names: ["Graubünden", "Grisons", "グラウビュンデン州"],
    seat: [46.85, 9.532],
    cities: ["Chur", "Davos"],
  },
  { country: "CH", code: "AG", names: ["Aargau", "アールガウ州"], seat: [47.392, 8.044], cities: ["Aarau", "Baden"] },
  { country: "CH", code: "TG", names: ["Thurgau", "トゥールガウ州"], seat: [47.557, 8.898], cities: ["Frauenfeld"] },
  { country: "CH", code: "FR", names: ["Fribourg", "フリブール州"], seat: [46.806, 7.162], cities: ["Fribourg"] },
  { country: "CH", code: "SO", names: ["Solothurn", "ゾロトゥルン州"], seat: [47.208, 7.537], cities: ["Solothurn"] },
  {
    country: "CH",
    code: "NE",
    names: ["Neuenburg", "Neuchâtel", "ヌーシャテル州"],
    seat: [46.99, 6.931],
    cities: ["Neuchâtel"],
  },
  { country: "CH", code: "SZ", names: ["Schwyz", "シュヴィーツ州"], seat: [47.021, 8.653], cities: ["Schwyz"] },
  { country: "CH", code: "ZG", names: ["Zug", "ツーク州"], seat: [47.166, 8.516], cities: ["Zug"] },
];
