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
  "jp-sendai-aoba-gakki": { name: "青葉楽器 一番町店", street: "一番町2-3-10", city: "仙台市青葉区", region: "宮城県" },
  "jp-saitama-hikawa-piano": {
    name: "氷川ピアノスタジオ 大宮",
    street: "宮町1-10-8",
    city: "さいたま市大宮区",
    region: "埼玉県",
  },
  "jp-yokohama-bashamichi-gakki": { name: "馬車道楽器", street: "住吉町5-60", city: "横浜市中区", region: "神奈川県" },
  "jp-hamamatsu-enshu-kenbanya": { name: "遠州鍵盤屋", street: "鍛冶町100-1", city: "浜松市中央区", region: "静岡県" },
  "jp-kanazawa-korinbo-piano": { name: "香林坊ピアノサロン", street: "香林坊1-2-21", city: "金沢市", region: "石川県" },
  "jp-kyoto-rakuchu-piano": {
    name: "洛中ピアノ工房",
    street: "東塩小路町721-1",
    city: "京都市下京区",
    region: "京都府",
  },
  "jp-osaka-midosuji-gakki": {
    name: "御堂筋楽器 心斎橋店",
    street: "心斎橋筋1-4-5",
    city: "大阪市中央区",
    region: "大阪府",
  },
  "jp-kobe-kenbando-sannomiya": {
    name: "鍵盤堂 三宮店",
    street: "三宮町3-1-6",
    city: "神戸市中央区",
    region: "兵庫県",
  },
  "jp-hiroshima-ongakudo-hondori": { name: "音楽堂 本通店", street: "本通3-2-5", city: "広島市中区", region: "広島県" },
  "jp-kumamoto-hinokuni-kenban": { name: "火の国鍵盤", street: "上通町6-20", city: "熊本市中央区", region: "熊本県" },
};
