/**
 * The fixture's Japanese stores in Japanese script: their names, cities (with the ward) and
 * prefectures, and street names, beside the romanized forms of ./places.ts and ./dealers.ts.
 */
import type { DealerTranslation } from "../translations/types";

/** By romanized city: [the city's short name, the city and ward, the prefecture]. */
const cities: Record<string, [string, string, string]> = {
  Tokyo: ["東京", "中央区", "東京都"],
  Osaka: ["大阪", "大阪市北区", "大阪府"],
  Nagoya: ["名古屋", "名古屋市中区", "愛知県"],
  Yokohama: ["横浜", "横浜市西区", "神奈川県"],
  Fukuoka: ["福岡", "福岡市中央区", "福岡県"],
  Sapporo: ["札幌", "札幌市中央区", "北海道"],
  Kyoto: ["京都", "京都市中京区", "京都府"],
  Sendai: ["仙台", "仙台市青葉区", "宮城県"],
  Hamamatsu: ["浜松", "浜松市中央区", "静岡県"],
};

const streets: Record<string, string> = {
  Chūō: "中央",
  Sakae: "栄",
  Umeda: "梅田",
  Tenjin: "天神",
  Ginza: "銀座",
  Shibuya: "渋谷",
};

const surnames: Record<string, string> = {
  Tanaka: "田中",
  Sato: "佐藤",
  Suzuki: "鈴木",
  Kobayashi: "小林",
  Yamamoto: "山本",
  Nakamura: "中村",
  Ito: "伊藤",
};

/** By the romanized name's pattern ({n} a surname, {c} a city). */
const patterns: Record<string, string> = {
  "{n} Gakki": "{n}楽器",
  "{c} Piano Center": "{c}ピアノセンター",
  "Ongaku-dō {n}": "音楽堂{n}",
};

/**
 * A fixture store's Japanese name and address from the romanized parts it was made of, or
 * undefined when a part has no Japanese form here.
 */
export function japaneseStore(pattern: string, surname: string, city: string, street: string) {
  const place = cities[city];
  const shape = patterns[pattern];
  const [, numbers, streetName] = /^(\d+-\d+-\d+) (.+)$/.exec(street) ?? [];
  const streetJa = streetName ? streets[streetName] : undefined;
  if (!place || !shape || !streetJa || !numbers) return undefined;
  const translation: DealerTranslation = {
    name: shape.replace("{n}", surnames[surname] ?? surname).replace("{c}", place[0]),
    street: `${streetJa}${numbers}`,
    city: place[1],
    region: place[2],
  };
  return translation;
}
