/**
 * The seed's words a Japanese native reader revised (issue 40's second reading), for the seed set
 * `revised-words` (./revised-words-load.ts): the Japanese rewrites, and the same fixes where English
 * and German made the same claim. Each pair is [before, after], a part of a value as the seed wrote
 * it then and writes it now; a value gets its earlier words back by replacing each `after` with its
 * `before` (German no-break spaces are put back after that, as in ./revised-words.ts).
 */
export const translationFragmentsBefore: Record<"de" | "ja", [before: string, after: string][]> = {
  de: [
    [
      "– und das 11,8\u00a0kg leichte Gehäuse tragen Sie bequem unter dem Arm.",
      "– und mit 11,8\u00a0kg nehmen Sie es leicht zum Unterricht oder zum Auftritt mit.",
    ],
  ],
  ja: [
    [
      "本体は11.8kgと、小脇に抱えて持ち運べる軽さです。",
      "11.8kgの軽量ボディで、レッスンやステージへの持ち運びも手軽です。",
    ],
    ["お部屋を静かに保てるヘッドホンモード", "周囲を気にせず練習できるヘッドホンモード"],
    ["内蔵された録音の質で決まります", "収録した音源の質で決まります"],
    ["子どもたちは小さく始めて、あっという間に成長します。", "お子さまの成長はあっという間です。"],
    // one name for each thing: the CP203's 60 pieces, the MR101S's user patterns
    ["練習できるクラシック曲60曲に", "練習できるピアノ曲60曲に"],
    ["ミュージックライブラリーの60曲を", "内蔵のピアノ曲60曲を"],
    ["100のユーザーリズム", "100のユーザーパターン"],
  ],
};

/** The English seed's own rows (the product table), by product id and field. */
export const productFragmentsBefore: { id: string; field: "desc"; before: string; after: string }[] = [
  {
    id: "SPC121",
    field: "desc",
    before: "make soft passages sing, while the 11.8 kg body goes under one arm.",
    after: "make soft passages sing, and at 11.8 kg it travels easily to lessons and gigs.",
  },
];

/** The legal pages' words, by page id (`privacy-ja`): parts of a paragraph, [before, after]. */
export const legalFragmentsBefore: Record<string, [before: string, after: string][]> = {
  // the contact form's field and the store finder's button, as the pages name them
  "privacy-ja": [
    ["ご記入いただいた場合は製品名、シリアル番号", "ご記入いただいた場合は型番、シリアル番号"],
    ["販売店検索で「距離順」を選ぶと", "販売店検索で「現在地から近い順に並べ替え」を選ぶと"],
  ],
};
