/** The Japanese stores' names and addresses in Japanese, by id (their romanized form is ../../dealers.ts). */
import type { DealerTranslation } from "../types";

export const dealers: Record<string, DealerTranslation> = {
  "jp-tokyo-seiran": { name: "株式会社青嵐楽器商会", street: "浜松町1-2-11", city: "港区", region: "東京都" },
  "jp-fukuoka-kenbando": { name: "鍵盤堂 天神店", street: "天神2-6-10", city: "福岡市中央区", region: "福岡県" },
  "jp-nagoya-sakae-piano": { name: "栄ピアノサロン", street: "栄3-5-12", city: "名古屋市中区", region: "愛知県" },
  "jp-osaka-ongakudo": { name: "音楽堂 梅田店", street: "梅田1-3-1", city: "大阪市北区", region: "大阪府" },
  "jp-sapporo-kita-no-kenban": {
    name: "北の鍵盤 札幌店",
    street: "南1条西4-7-2",
    city: "札幌市中央区",
    region: "北海道",
  },
  "jp-tokyo-surugadai-oto": { name: "駿河台音工房", street: "神田駿河台2-1-18", city: "千代田区", region: "東京都" },
};
