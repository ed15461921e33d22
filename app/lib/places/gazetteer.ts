/**
 * Data: places a visitor may look for a store by, with where they are: Japan's major cities and
 * its prefectures (at their seat), Germany's, Austria's and Switzerland's major cities and the
 * Länder (at their first city here). Find a Store knows from it that 「横浜」 or „Kyoto“ is a place
 * (not a word of a store's name), and, where no store is there, lists the nearest to it.
 */
import type { Locale } from "~/lib/i18n/locales";
import { alpineRegions } from "./alpine";
import { laender } from "./germany";
import { prefectureReadings, prefectures } from "./japan";

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
  { en: "Sapporo", ja: "札幌", also: ["さっぽろ"], lat: 43.062, lng: 141.354 },
  { en: "Hakodate", ja: "函館", also: ["はこだて"], lat: 41.769, lng: 140.729 },
  { en: "Sendai", ja: "仙台", also: ["せんだい"], lat: 38.268, lng: 140.87 },
  { en: "Utsunomiya", ja: "宇都宮", also: ["うつのみや"], lat: 36.555, lng: 139.883 },
  { en: "Saitama", ja: "さいたま", also: ["さいたま"], lat: 35.861, lng: 139.646 },
  { en: "Chiba", ja: "千葉", also: ["ちば"], lat: 35.607, lng: 140.106 },
  { en: "Tokyo", de: "Tokio", ja: "東京", also: ["とうきょう", "Tōkyō"], lat: 35.69, lng: 139.692 },
  { en: "Yokohama", ja: "横浜", also: ["よこはま"], lat: 35.444, lng: 139.638 },
  { en: "Kawasaki", ja: "川崎", also: ["かわさき"], lat: 35.531, lng: 139.703 },
  { en: "Sagamihara", ja: "相模原", also: ["さがみはら"], lat: 35.571, lng: 139.373 },
  { en: "Niigata", ja: "新潟", also: ["にいがた"], lat: 37.916, lng: 139.036 },
  { en: "Kanazawa", ja: "金沢", also: ["かなざわ"], lat: 36.561, lng: 136.656 },
  { en: "Shizuoka", ja: "静岡", also: ["しずおか"], lat: 34.976, lng: 138.383 },
  { en: "Hamamatsu", ja: "浜松", also: ["はままつ"], lat: 34.711, lng: 137.726 },
  { en: "Nagoya", ja: "名古屋", also: ["なごや"], lat: 35.181, lng: 136.906 },
  { en: "Kyoto", ja: "京都", also: ["きょうと", "Kyōto", "Kioto"], lat: 35.012, lng: 135.768 },
  { en: "Osaka", ja: "大阪", also: ["おおさか", "Ōsaka"], lat: 34.694, lng: 135.502 },
  { en: "Sakai", ja: "堺", also: ["さかい"], lat: 34.573, lng: 135.483 },
  { en: "Kobe", ja: "神戸", also: ["こうべ", "Kōbe"], lat: 34.69, lng: 135.196 },
  { en: "Himeji", ja: "姫路", also: ["ひめじ"], lat: 34.815, lng: 134.685 },
  { en: "Nara", ja: "奈良", also: ["なら"], lat: 34.685, lng: 135.805 },
  { en: "Okayama", ja: "岡山", also: ["おかやま"], lat: 34.655, lng: 133.919 },
  { en: "Hiroshima", ja: "広島", also: ["ひろしま"], lat: 34.385, lng: 132.455 },
  { en: "Takamatsu", ja: "高松", also: ["たかまつ"], lat: 34.343, lng: 134.047 },
  { en: "Matsuyama", ja: "松山", also: ["まつやま"], lat: 33.839, lng: 132.765 },
  { en: "Kitakyushu", ja: "北九州", also: ["きたきゅうしゅう", "Kitakyūshū"], lat: 33.883, lng: 130.875 },
  { en: "Fukuoka", ja: "福岡", also: ["ふくおか"], lat: 33.59, lng: 130.402 },
  { en: "Nagasaki", ja: "長崎", also: ["ながさき"], lat: 32.75, lng: 129.878 },
  { en: "Kumamoto", ja: "熊本", also: ["くまもと"], lat: 32.803, lng: 130.708 },
  { en: "Kagoshima", ja: "鹿児島", also: ["かごしま"], lat: 31.597, lng: 130.557 },
  { en: "Naha", ja: "那覇", also: ["なは"], lat: 26.212, lng: 127.679 },
  // Tokyo's 23 wards (特別区), named without 区 as people say them, and the station areas people
  // name as places: 新宿 and 渋谷 are places, not words of a store's name
  { en: "Chiyoda", ja: "千代田", also: ["千代田区", "ちよだ"], lat: 35.694, lng: 139.754 },
  { en: "Chuo", ja: "中央区", also: ["Chūō", "ちゅうおう"], lat: 35.671, lng: 139.772 },
  { en: "Minato", ja: "港区", also: ["みなと"], lat: 35.658, lng: 139.751 },
  { en: "Shinjuku", ja: "新宿", also: ["新宿区", "しんじゅく"], lat: 35.694, lng: 139.703 },
  { en: "Bunkyo", ja: "文京", also: ["文京区", "Bunkyō", "ぶんきょう"], lat: 35.708, lng: 139.752 },
  { en: "Taito", ja: "台東", also: ["台東区", "Taitō", "たいとう"], lat: 35.713, lng: 139.78 },
  { en: "Sumida", ja: "墨田", also: ["墨田区", "すみだ"], lat: 35.711, lng: 139.801 },
  { en: "Koto", ja: "江東", also: ["江東区", "Kōtō", "こうとう"], lat: 35.673, lng: 139.817 },
  { en: "Shinagawa", ja: "品川", also: ["品川区", "しながわ"], lat: 35.609, lng: 139.73 },
  { en: "Meguro", ja: "目黒", also: ["目黒区", "めぐろ"], lat: 35.641, lng: 139.698 },
  { en: "Ota", ja: "大田", also: ["大田区", "Ōta", "おおた"], lat: 35.561, lng: 139.716 },
  { en: "Setagaya", ja: "世田谷", also: ["世田谷区", "せたがや"], lat: 35.646, lng: 139.653 },
  { en: "Shibuya", ja: "渋谷", also: ["渋谷区", "しぶや"], lat: 35.664, lng: 139.698 },
  { en: "Nakano", ja: "中野", also: ["中野区", "なかの"], lat: 35.707, lng: 139.664 },
  { en: "Suginami", ja: "杉並", also: ["杉並区", "すぎなみ"], lat: 35.7, lng: 139.636 },
  { en: "Toshima", ja: "豊島", also: ["豊島区", "としま"], lat: 35.726, lng: 139.717 },
  { en: "Kita", ja: "北区", also: ["きた"], lat: 35.753, lng: 139.734 },
  { en: "Arakawa", ja: "荒川", also: ["荒川区", "あらかわ"], lat: 35.736, lng: 139.783 },
  { en: "Itabashi", ja: "板橋", also: ["板橋区", "いたばし"], lat: 35.751, lng: 139.709 },
  { en: "Nerima", ja: "練馬", also: ["練馬区", "ねりま"], lat: 35.736, lng: 139.652 },
  { en: "Adachi", ja: "足立", also: ["足立区", "あだち"], lat: 35.775, lng: 139.805 },
  { en: "Katsushika", ja: "葛飾", also: ["葛飾区", "かつしか"], lat: 35.743, lng: 139.847 },
  { en: "Edogawa", ja: "江戸川", also: ["江戸川区", "えどがわ"], lat: 35.707, lng: 139.868 },
  { en: "Ikebukuro", ja: "池袋", also: ["いけぶくろ"], lat: 35.73, lng: 139.711 },
  { en: "Ginza", ja: "銀座", also: ["ぎんざ"], lat: 35.672, lng: 139.765 },
  { en: "Akihabara", ja: "秋葉原", also: ["あきはばら"], lat: 35.698, lng: 139.773 },
  { en: "Ueno", ja: "上野", also: ["うえの"], lat: 35.714, lng: 139.777 },
  { en: "Kichijoji", ja: "吉祥寺", also: ["Kichijōji", "きちじょうじ"], lat: 35.703, lng: 139.58 },
  { en: "Umeda", ja: "梅田", also: ["うめだ"], lat: 34.702, lng: 135.496 },
  { en: "Namba", ja: "難波", also: ["なんば", "Nanba"], lat: 34.666, lng: 135.501 },
  { en: "Tennoji", ja: "天王寺", also: ["Tennōji", "てんのうじ"], lat: 34.647, lng: 135.514 },
  { en: "Sannomiya", ja: "三宮", also: ["さんのみや"], lat: 34.695, lng: 135.195 },
  { en: "Sakae", ja: "栄", also: ["さかえ"], lat: 35.17, lng: 136.908 },
  { en: "Hakata", ja: "博多", also: ["はかた"], lat: 33.59, lng: 130.421 },
  { en: "Tenjin", ja: "天神", also: ["てんじん"], lat: 33.591, lng: 130.399 },
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
  { en: "Lausanne", ja: "ローザンヌ", lat: 46.52, lng: 6.633 },
  { en: "St. Gallen", ja: "ザンクト・ガレン", also: ["St Gallen", "Sankt Gallen"], lat: 47.424, lng: 9.377 },
  { en: "Klagenfurt", ja: "クラーゲンフルト", lat: 46.624, lng: 14.308 },
  // the German-speaking places beyond the three countries: answered with the nearest stores
  {
    en: "Bolzano",
    de: "Bozen",
    ja: "ボルツァーノ",
    also: ["Bolzano-Bozen", "Südtirol", "South Tyrol"],
    lat: 46.498,
    lng: 11.354,
  },
  { en: "Merano", de: "Meran", ja: "メラーノ", lat: 46.669, lng: 11.159 },
  { en: "Vaduz", ja: "ファドゥーツ", also: ["Liechtenstein"], lat: 47.141, lng: 9.521 },
  { en: "Luxembourg", de: "Luxemburg", ja: "ルクセンブルク", lat: 49.611, lng: 6.13 },
];

const cities = [...japaneseCities, ...germanCities];

/** The prefectures, at their seat: 神奈川県 is found at 横浜. */
const prefecturePlaces: KnownPlace[] = prefectures.map((p, i) => {
  const [lat, lng] = prefectureSeats[i] ?? [0, 0];
  const short = p.code === 1 ? p.kanji : p.kanji.replace(/[都府県]$/, "");
  const latin = p.romaji.normalize("NFD").replace(/[\u0300-\u036f]/g, "");
  // named as the cities are, without 都, 府 or 県 (「青森には」 as 「千葉には」); the full name is another
  return { en: latin, ja: short, also: [p.kanji, p.romaji, prefectureReadings[p.code - 1] ?? ""], lat, lng };
});

/** The Länder, at their first city here (Bayern at München). */
const landPlaces: KnownPlace[] = laender.flatMap((land) => {
  const seat = land.cities.map((city) => germanCities.find((c) => (c.de ?? c.en) === city)).find(Boolean);
  const [de, ...others] = land.names;
  return seat && de ? [{ en: others[0] ?? de, de, also: others, lat: seat.lat, lng: seat.lng }] : [];
});

/** Austria's states and Switzerland's cantons, at their first city here (Tirol at Innsbruck). */
const alpinePlaces: KnownPlace[] = alpineRegions.flatMap((region) => {
  const seat = region.cities
    .map((city) => germanCities.find((c) => c.en === city || c.de === city || c.also?.includes(city)))
    .find(Boolean);
  const [de, ...others] = region.names;
  const ja = others.find((n) => /\p{Script=Katakana}/u.test(n));
  const en = others.find((n) => !/\p{Script=Katakana}/u.test(n)) ?? de;
  const [lat, lng] = seat ? [seat.lat, seat.lng] : (region.seat ?? []);
  return lat !== undefined && lng !== undefined && de && en
    ? [{ en, de, ...(ja ? { ja } : {}), also: others, lat, lng }]
    : [];
});

/**
 * Every place, cities before the prefectures, Länder, states and cantons they share a name with
 * (京都 the city, not 京都府; Salzburg the city).
 */
export const knownPlaces: readonly KnownPlace[] = [...cities, ...prefecturePlaces, ...landPlaces, ...alpinePlaces];

/** All the names a known place goes by. */
export const namesOf = (place: KnownPlace): string[] =>
  [place.en, place.de, place.ja, ...(place.also ?? [])].filter((n): n is string => Boolean(n));

/** The place's name as a page in `locale` writes it. */
export function placeNameIn(place: KnownPlace, locale: Locale): string {
  if (locale === "ja") return place.ja ?? place.en;
  if (locale === "de") return place.de ?? place.en;
  return place.en;
}
