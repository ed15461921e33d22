/**
 * The fixed text of the generated PDFs (cover, quick start, footers, metadata) in each language the
 * owner's manuals and quick start guides are published in. The manual's own chapters come from
 * `app/lib/support/manual-text*.ts`; the document titles from the seed (`documentTitles`).
 */
import type { Locale } from "../app/lib/i18n/locales.ts";

export type DocumentText = {
  /** The PDF's /Lang, or none (the English files predate it and stay byte-for-byte the same). */
  lang: string | undefined;
  /** "English · Revision B · 2026-03-01", from the revision and the ISO date. */
  coverLine: (revision: string, isoDate: string) => string;
  contact: string;
  contents: string;
  /** The footer of every page after the cover. */
  footer: (product: string, title: string, revision: string) => string;
  /** The PDF's Subject. */
  subject: (title: string, product: string, categoryId: string) => string;
  quickStart: {
    /** The heading over the steps, from their number (the model's own: manual-content.ts). */
    heading: (steps: number) => string;
    unpack: string;
    /** The last step: on keys with a SOUND button, on pads, or on an instrument with neither. */
    play: string;
    playPads: string;
    playPlain: string;
    atAGlance: string;
    needHelp: string;
    help: string;
  };
};

const germanMonths = [
  "Januar",
  "Februar",
  "März",
  "April",
  "Mai",
  "Juni",
  "Juli",
  "August",
  "September",
  "Oktober",
  "November",
  "Dezember",
];
const dateParts = (iso: string) => {
  const parts = iso.split("-").map(Number);
  return { y: parts[0] ?? 0, m: parts[1] ?? 1, d: parts[2] ?? 1 };
};

/** The German article of a product by its line: das Digitalpiano, das Keyboard, die Rhythmusmaschine. */
const germanArticle: Record<string, string> = { DigitalPianos: "das", Keyboards: "das", Drums: "die" };

export const documentText: Record<Locale, DocumentText> = {
  en: {
    lang: undefined,
    coverLine: (revision, iso) => `English · Revision ${revision} · ${iso}`,
    contact: "Noteva · support@noteva.example · noteva.example/support",
    contents: "Contents",
    footer: (product, title, revision) => `Noteva ${product} · ${title} · Rev. ${revision}`,
    subject: (title, product) => `${title} for the Noteva ${product}`,
    quickStart: {
      heading: (steps) => `Set up in ${["three", "four", "five", "six", "seven", "eight"][steps - 3] ?? steps} steps`,
      unpack: "Unpack the instrument and keep the box for transport.",
      play: "Play! Press SOUND to change the sound; your settings return to the defaults at power-on.",
      playPads: "Play! Strike the pads; press START/STOP to play the selected pattern.",
      playPlain: "Play! Your settings return to the defaults at power-on.",
      atAGlance: "At a glance",
      needHelp: "Need help?",
      help: "The owner's manual, data list and the latest firmware are at noteva.example/support. Write to support@noteva.example, or find a Noteva dealer near you at noteva.example/dealer/distributor.",
    },
  },
  de: {
    lang: "de",
    coverLine: (revision, iso) => {
      const { y, m, d } = dateParts(iso);
      return `Deutsch · Revision ${revision} · ${d}. ${germanMonths[m - 1]} ${y}`;
    },
    contact: "Noteva · support@noteva.example · noteva.example/de/support",
    contents: "Inhalt",
    footer: (product, title, revision) => `Noteva ${product} · ${title} · Rev. ${revision}`,
    subject: (title, product, categoryId) => `${title} für ${germanArticle[categoryId] ?? "das"} Noteva ${product}`,
    quickStart: {
      heading: (steps) =>
        `In ${["drei", "vier", "fünf", "sechs", "sieben", "acht"][steps - 3] ?? steps} Schritten startklar`,
      unpack: "Packen Sie das Instrument aus und bewahren Sie den Karton für den Transport auf.",
      play: "Spielen Sie los! Mit SOUND wechseln Sie den Klang; beim Einschalten gelten wieder die Werkseinstellungen.",
      playPads: "Spielen Sie los! Schlagen Sie die Pads an; mit START/STOP spielen Sie das gewählte Pattern ab.",
      playPlain: "Spielen Sie los! Beim Einschalten gelten wieder die Werkseinstellungen.",
      atAGlance: "Auf einen Blick",
      needHelp: "Sie brauchen Hilfe?",
      help: "Die Bedienungsanleitung, weitere Dokumente und die aktuelle Firmware finden Sie unter noteva.example/de/support. Schreiben Sie uns an support@noteva.example oder finden Sie einen Noteva-Händler in Ihrer Nähe unter noteva.example/de/dealer/distributor.",
    },
  },
  ja: {
    lang: "ja",
    coverLine: (revision, iso) => {
      const { y, m, d } = dateParts(iso);
      return `日本語・改訂${revision}版・${y}年${m}月${d}日`;
    },
    contact: "Noteva・support@noteva.example・noteva.example/ja/support",
    contents: "目次",
    footer: (product, title, revision) => `Noteva ${product}${title}・改訂${revision}版`,
    subject: (title, product) => `Noteva ${product}の${title}`,
    quickStart: {
      heading: (steps) => `${steps}つのステップでセットアップ`,
      unpack: "楽器を箱から取り出します。箱は運搬用に保管しておいてください。",
      play: "さあ、演奏しましょう。SOUNDボタンを押すと音色が切り替わります。設定は電源を入れるたびに工場出荷時の状態に戻ります。",
      playPads: "さあ、演奏しましょう。パッドを叩いて音を出し、START/STOPボタンで選んだパターンを再生します。",
      playPlain: "さあ、演奏しましょう。設定は電源を入れるたびに工場出荷時の状態に戻ります。",
      atAGlance: "主な仕様",
      needHelp: "サポートとお問い合わせ",
      help: "取扱説明書などの資料と最新のファームウェアは、noteva.example/ja/support からダウンロードいただけます。ご不明な点は support@noteva.example までお問い合わせください。お近くのNoteva販売店は noteva.example/ja/dealer/distributor で検索いただけます。",
    },
  },
};
