/**
 * Data: places a visitor may look for a store by, with where they are: Japan's major cities and
 * its prefectures (at their seat), Germany's, Austria's and Switzerland's major cities and the
 * Länder (at their first city here). Find a Store knows from it that 「横浜」 or „Kyoto“ is a place
 * (not a word of a store's name), and, where no store is there, lists the nearest to it.
 */
import type { Locale } from "~/lib/i18n/locales";
import { laender } from "./germany";
import { prefectures } from "./japan";

/** A place's names: in English, German and Japanese (each where it differs), and other spellings. */
export type KnownPlace = {
  en: string;
  de?: string;
  ja?: string;
  also?: readonly string[];
  lat: number;
  lng: number;
};

/** Japan's major cities (the designated cities and a few more), kanji and romanized (Hepburn). */
const japaneseCities: readonly KnownPlace[] = [
  { en: "Sapporo", ja: "札幌", lat: 43.062, lng: 141.354 },
  { en: "Hakodate", ja: "函館", lat: 41.769, lng: 140.729 },
  { en: "Sendai", ja: "仙台", lat: 38.268, lng: 140.87 },
  { en: "Utsunomiya", ja: "宇都宮", lat: 36.555, lng: 139.883 },
  { en: "Saitama", ja: "さいたま", lat: 35.861, lng: 139.646 },
  { en: "Chiba", ja: "千葉", lat: 35.607, lng: 140.106 },
  { en: "Tokyo", de: "Tokio", ja: "東京", also: ["Tōkyō"], lat: 35.69, lng: 139.692 },
  { en: "Yokohama", ja: "横浜", lat: 35.444, lng: 139.638 },
  { en: "Kawasaki", ja: "川崎", lat: 35.531, lng: 139.703 },
  { en: "Sagamihara", ja: "相模原", lat: 35.571, lng: 139.373 },
  { en: "Niigata", ja: "新潟", lat: 37.916, lng: 139.036 },
  { en: "Kanazawa", ja: "金沢", lat: 36.561, lng: 136.656 },
  { en: "Shizuoka", ja: "静岡", lat: 34.976, lng: 138.383 },
  { en: "Hamamatsu", ja: "浜松", lat: 34.711, lng: 137.726 },
  { en: "Nagoya", ja: "名古屋", lat: 35.181, lng: 136.906 },
  { en: "Kyoto", ja: "京都", also: ["Kyōto", "Kioto"], lat: 35.012, lng: 135.768 },
  { en: "Osaka", ja: "大阪", also: ["Ōsaka"], lat: 34.694, lng: 135.502 },
  { en: "Sakai", ja: "堺", lat: 34.573, lng: 135.483 },
  { en: "Kobe", ja: "神戸", also: ["Kōbe"], lat: 34.69, lng: 135.196 },
  { en: "Himeji", ja: "姫路", lat: 34.815, lng: 134.685 },
  { en: "Nara", ja: "奈良", lat: 34.685, lng: 135.805 },
  { en: "Okayama", ja: "岡山", lat: 34.655, lng: 133.919 },
  { en: "Hiroshima", ja: "広島", lat: 34.385, lng: 132.455 },
  { en: "Takamatsu", ja: "高松", lat: 34.343, lng: 134.047 },
  { en: "Matsuyama", ja: "松山", lat: 33.839, lng: 132.765 },
  { en: "Kitakyushu", ja: "北九州", also: ["Kitakyūshū"], lat: 33.883, lng: 130.875 },
  { en: "Fukuoka", ja: "福岡", lat: 33.59, lng: 130.402 },
  { en: "Nagasaki", ja: "長崎", lat: 32.75, lng: 129.878 },
  { en: "Kumamoto", ja: "熊本", lat: 32.803, lng: 130.708 },
  { en: "Kagoshima", ja: "鹿児島", lat: 31.597, lng: 130.557 },
  { en: "Naha", ja: "那覇", lat: 26.212, lng: 127.679 },
];

/** Where each prefecture's seat is, by code (JIS X 0401 order, as ./japan.ts). */
const prefectureSeats: readonly (readonly [number, number])[] = [
  [43.064, 141.347],
  [40.824, 140.74],
  [39.704, 141.153],
  [38.269, 140.872],
  [39.719, 140.102],
  [38.24, 140.364],
  [37.75, 140.468],
  [36.342, 140.447],
  [36.566, 139.884],
  [36.391, 139.061],
  [35.857, 139.649],
  [35.605, 140.123],
  [35.69, 139.692],
  [35.448, 139.642],
  [37.902, 139.023],
  [36.695, 137.211],
  [36.594, 136.626],
  [36.065, 136.222],
  [35.664, 138.568],
  [36.651, 138.181],
  [35.391, 136.722],
  [34.977, 138.383],
  [35.18, 136.907],
  [34.73, 136.509],
  [35.004, 135.869],
  [35.021, 135.756],
  [34.686, 135.52],
  [34.691, 135.183],
  [34.685, 135.833],
  [34.226, 135.168],
  [35.504, 134.238],
  [35.472, 133.051],
  [34.662, 133.935],
  [34.397, 132.46],
  [34.186, 131.471],
  [34.066, 134.559],
  [34.34, 134.043],
  [33.842, 132.766],
  [33.56, 133.531],
  [33.607, 130.418],
  [33.249, 130.299],
  [32.745, 129.874],
  [32.79, 130.742],
  [33.238, 131.613],
  [31.911, 131.424],
  [31.56, 130.558],
  [26.212, 127.681],
];

/** Germany's, Austria's and Switzerland's major cities, as their addresses write them. */
const germanCities: readonly KnownPlace[] = [
  { en: "Berlin", ja: "ベルリン", lat: 52.52, lng: 13.405 },
  { en: "Hamburg", ja: "ハンブルク", lat: 53.551, lng: 9.994 },
  { en: "Munich", de: "München", ja: "ミュンヘン", lat: 48.137, lng: 11.576 },
  { en: "Cologne", de: "Köln", ja: "ケルン", lat: 50.938, lng: 6.96 },
  { en: "Frankfurt", de: "Frankfurt am Main", ja: "フランクフルト", lat: 50.11, lng: 8.682 },
  { en: "Stuttgart", ja: "シュトゥットガルト", lat: 48.776, lng: 9.183 },
  { en: "Düsseldorf", ja: "デュッセルドルフ", lat: 51.227, lng: 6.773 },
  { en: "Leipzig", ja: "ライプツィヒ", lat: 51.34, lng: 12.375 },
  { en: "Dortmund", ja: "ドルトムント", lat: 51.514, lng: 7.466 },
  { en: "Essen", ja: "エッセン", lat: 51.456, lng: 7.012 },
  { en: "Bremen", ja: "ブレーメン", lat: 53.079, lng: 8.802 },
  { en: "Dresden", ja: "ドレスデン", lat: 51.05, lng: 13.738 },
  { en: "Hanover", de: "Hannover", ja: "ハノーファー", lat: 52.375, lng: 9.732 },
  { en: "Nuremberg", de: "Nürnberg", ja: "ニュルンベルク", lat: 49.452, lng: 11.077 },
  { en: "Duisburg", ja: "デュイスブルク", lat: 51.435, lng: 6.763 },
  { en: "Bochum", ja: "ボーフム", lat: 51.482, lng: 7.216 },
  { en: "Wuppertal", ja: "ヴッパータール", lat: 51.256, lng: 7.151 },
  { en: "Bielefeld", ja: "ビーレフェルト", lat: 52.03, lng: 8.532 },
  { en: "Bonn", ja: "ボン", lat: 50.737, lng: 7.098 },
  { en: "Münster", ja: "ミュンスター", lat: 51.961, lng: 7.626 },
  { en: "Mannheim", ja: "マンハイム", lat: 49.487, lng: 8.466 },
  { en: "Karlsruhe", ja: "カールスルーエ", lat: 49.007, lng: 8.404 },
  { en: "Augsburg", ja: "アウクスブルク", lat: 48.371, lng: 10.898 },
  { en: "Wiesbaden", ja: "ヴィースバーデン", lat: 50.078, lng: 8.24 },
  { en: "Aachen", ja: "アーヘン", lat: 50.776, lng: 6.084 },
  { en: "Kiel", ja: "キール", lat: 54.323, lng: 10.123 },
  { en: "Freiburg", de: "Freiburg im Breisgau", ja: "フライブルク", lat: 47.999, lng: 7.842 },
  { en: "Heidelberg", ja: "ハイデルベルク", lat: 49.398, lng: 8.672 },
  { en: "Mainz", ja: "マインツ", lat: 49.993, lng: 8.247 },
  { en: "Potsdam", ja: "ポツダム", lat: 52.391, lng: 13.064 },
  { en: "Erfurt", ja: "エアフルト", lat: 50.978, lng: 11.029 },
  { en: "Magdeburg", ja: "マクデブルク", lat: 52.121, lng: 11.628 },
  { en: "Rostock", ja: "ロストック", lat: 54.092, lng: 12.099 },
  { en: "Saarbrücken", ja: "ザールブリュッケン", lat: 49.24, lng: 6.997 },
  { en: "Regensburg", ja: "レーゲンスブルク", lat: 49.013, lng: 12.102 },
  { en: "Würzburg", ja: "ヴュルツブルク", lat: 49.791, lng: 9.953 },
  { en: "Brunswick", de: "Braunschweig", ja: "ブラウンシュヴァイク", lat: 52.269, lng: 10.521 },
  { en: "Lübeck", ja: "リューベック", lat: 53.866, lng: 10.687 },
  { en: "Weimar", ja: "ヴァイマル", lat: 50.979, lng: 11.329 },
  { en: "Vienna", de: "Wien", ja: "ウィーン", lat: 48.208, lng: 16.373 },
  { en: "Graz", ja: "グラーツ", lat: 47.071, lng: 15.439 },
  { en: "Salzburg", ja: "ザルツブルク", lat: 47.809, lng: 13.055 },
  { en: "Innsbruck", ja: "インスブルック", lat: 47.269, lng: 11.404 },
  { en: "Linz", ja: "リンツ", lat: 48.306, lng: 14.286 },
  { en: "Zurich", de: "Zürich", ja: "チューリッヒ", lat: 47.377, lng: 8.541 },
  { en: "Bern", ja: "ベルン", also: ["Berne"], lat: 46.948, lng: 7.447 },
  { en: "Basel", ja: "バーゼル", also: ["Bâle"], lat: 47.56, lng: 7.589 },
  { en: "Geneva", de: "Genf", ja: "ジュネーブ", also: ["Genève"], lat: 46.204, lng: 6.143 },
  { en: "Lucerne", de: "Luzern", ja: "ルツェルン", lat: 47.05, lng: 8.309 },
];

const cities = [...japaneseCities, ...germanCities];

/** The prefectures, at their seat: 神奈川県 is found at 横浜. */
const prefecturePlaces: KnownPlace[] = prefectures.map((p, i) => {
  const [lat, lng] = prefectureSeats[i] ?? [0, 0];
  const short = p.code === 1 ? p.kanji : p.kanji.replace(/[都府県]$/, "");
  const latin = p.romaji.normalize("NFD").replace(/[\u0300-\u036f]/g, "");
  return { en: latin, ja: p.kanji, also: [short, p.romaji], lat, lng };
});

/** The Länder, at their first city here (Bayern at München). */
const landPlaces: KnownPlace[] = laender.flatMap((land) => {
  const seat = land.cities.map((city) => germanCities.find((c) => (c.de ?? c.en) === city)).find(Boolean);
  const [de, ...others] = land.names;
  return seat && de ? [{ en: others[0] ?? de, de, also: others, lat: seat.lat, lng: seat.lng }] : [];
});

/** Every place, cities before the prefectures and Länder they share a name with (京都 the city, not 京都府). */
export const knownPlaces: readonly KnownPlace[] = [...cities, ...prefecturePlaces, ...landPlaces];

/** All the names a known place goes by. */
export const namesOf = (place: KnownPlace): string[] =>
  [place.en, place.de, place.ja, ...(place.also ?? [])].filter((n): n is string => Boolean(n));

/** The place's name as a page in `locale` writes it. */
export function placeNameIn(place: KnownPlace, locale: Locale): string {
  if (locale === "ja") return place.ja ?? place.en;
  if (locale === "de") return place.de ?? place.en;
  return place.en;
}
