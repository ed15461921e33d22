/**
 * Japan's prefectures (都道府県) in JIS X 0401 order, 01 北海道 to 47 沖縄県, with their romanized
 * names (Hepburn, long vowels with macrons), and the regions (地方) they are grouped in. Data: Find
 * a Store orders Japanese stores north to south by the code and finds them by any of these names.
 */

export type Prefecture = {
  /** JIS X 0401: 1 (北海道) to 47 (沖縄県), north to south. */
  code: number;
  /** As an address writes it: 東京都, 大阪府, 北海道, 福岡県. */
  kanji: string;
  /** Hepburn: Tōkyō, Ōsaka, Hokkaidō. */
  romaji: string;
};

const names = [
  ["北海道", "Hokkaidō"],
  ["青森県", "Aomori"],
  ["岩手県", "Iwate"],
  ["宮城県", "Miyagi"],
  ["秋田県", "Akita"],
  ["山形県", "Yamagata"],
  ["福島県", "Fukushima"],
  ["茨城県", "Ibaraki"],
  ["栃木県", "Tochigi"],
  ["群馬県", "Gunma"],
  ["埼玉県", "Saitama"],
  ["千葉県", "Chiba"],
  ["東京都", "Tōkyō"],
  ["神奈川県", "Kanagawa"],
  ["新潟県", "Niigata"],
  ["富山県", "Toyama"],
  ["石川県", "Ishikawa"],
  ["福井県", "Fukui"],
  ["山梨県", "Yamanashi"],
  ["長野県", "Nagano"],
  ["岐阜県", "Gifu"],
  ["静岡県", "Shizuoka"],
  ["愛知県", "Aichi"],
  ["三重県", "Mie"],
  ["滋賀県", "Shiga"],
  ["京都府", "Kyōto"],
  ["大阪府", "Ōsaka"],
  ["兵庫県", "Hyōgo"],
  ["奈良県", "Nara"],
  ["和歌山県", "Wakayama"],
  ["鳥取県", "Tottori"],
  ["島根県", "Shimane"],
  ["岡山県", "Okayama"],
  ["広島県", "Hiroshima"],
  ["山口県", "Yamaguchi"],
  ["徳島県", "Tokushima"],
  ["香川県", "Kagawa"],
  ["愛媛県", "Ehime"],
  ["高知県", "Kōchi"],
  ["福岡県", "Fukuoka"],
  ["佐賀県", "Saga"],
  ["長崎県", "Nagasaki"],
  ["熊本県", "Kumamoto"],
  ["大分県", "Ōita"],
  ["宮崎県", "Miyazaki"],
  ["鹿児島県", "Kagoshima"],
  ["沖縄県", "Okinawa"],
] as const;

/** The 47 prefectures, by code. */
export const prefectures: readonly Prefecture[] = names.map(([kanji, romaji], i) => ({ code: i + 1, kanji, romaji }));

/** Each prefecture's name as read in hiragana (とうきょう, おおさか), by code: what a visitor types without converting it. */
export const prefectureReadings: readonly string[] = [
  ...["ほっかいどう", "あおもり", "いわて", "みやぎ", "あきた", "やまがた", "ふくしま", "いばらき", "とちぎ", "ぐんま"],
  ...["さいたま", "ちば", "とうきょう", "かながわ", "にいがた", "とやま", "いしかわ", "ふくい", "やまなし", "ながの"],
  ...["ぎふ", "しずおか", "あいち", "みえ", "しが", "きょうと", "おおさか", "ひょうご", "なら", "わかやま"],
  ...["とっとり", "しまね", "おかやま", "ひろしま", "やまぐち", "とくしま", "かがわ", "えひめ", "こうち", "ふくおか"],
  ...["さが", "ながさき", "くまもと", "おおいた", "みやざき", "かごしま", "おきなわ"],
];

/**
 * The regions a Japanese reader names a part of the country by: the eight 地方 (九州 with 沖縄)
 * and the groupings in everyday use (関西 for 近畿, 東海, 北陸, 甲信越). A prefecture may be in two
 * (三重県: 近畿 and 東海). Each name in kanji and romanized.
 */
export const japaneseRegions: readonly { names: readonly string[]; prefectures: readonly number[] }[] = [
  { names: ["北海道", "Hokkaidō"], prefectures: [1] },
  { names: ["東北", "Tōhoku"], prefectures: [2, 3, 4, 5, 6, 7] },
  { names: ["関東", "Kantō", "首都圏", "Shutoken"], prefectures: [8, 9, 10, 11, 12, 13, 14] },
  { names: ["中部", "Chūbu"], prefectures: [15, 16, 17, 18, 19, 20, 21, 22, 23] },
  { names: ["甲信越", "Kōshin'etsu"], prefectures: [15, 19, 20] },
  { names: ["北陸", "Hokuriku"], prefectures: [15, 16, 17, 18] },
  { names: ["東海", "Tōkai"], prefectures: [21, 22, 23, 24] },
  { names: ["近畿", "Kinki", "関西", "Kansai"], prefectures: [24, 25, 26, 27, 28, 29, 30] },
  { names: ["中国", "Chūgoku"], prefectures: [31, 32, 33, 34, 35] },
  { names: ["四国", "Shikoku"], prefectures: [36, 37, 38, 39] },
  { names: ["九州", "Kyūshū", "九州・沖縄", "Kyūshū-Okinawa"], prefectures: [40, 41, 42, 43, 44, 45, 46, 47] },
];
