/**
 * The fixed text of the generated PDFs (cover, quick start, footers, metadata) in each language the
 * owner's manuals and quick start guides are published in. The manual's own chapters come from
 * `app/lib/support/manual-text*.ts`; the document titles from the seed (`documentTitles`).
 */
import { formatsFor } from "../app/lib/format.ts";
import type { Locale } from "../app/lib/i18n/locales.ts";

export type DocumentText = {
  /** The PDF's /Lang, or none (the English files predate it and stay byte-for-byte the same). */
  lang: string | undefined;
  /** "English · Revision B · 2026-03-01", from the revision and the ISO date. */
  coverLine: (revision: string, isoDate: string) => string;
  contact: string;
  contents: string;
  /** A page of the site referred to in print: its title, quoted, and its address ("noteva.example/de/legal/disposal"). */
  pageAt: (title: string, address: string) => string;
  /** The footer of every page after the cover. */
  footer: (product: string, title: string, revision: string) => string;
  /** The PDF's Subject. */
  subject: (title: string, product: string, categoryId: string) => string;
  quickStart: {
    /** The heading over the steps, from their number (the model's own: manual-content.ts). */
    heading: (steps: number) => string;
    unpack: string;
    /** A home piano on its own cabinet: two people unpack and carry it (its weight from the data, in the language's units, or ""). */
    unpackCabinet: (weight: string) => string;
    /**
     * The last step: on keys with a SOUND button (choosing on a touch screen, or stepping), on pads,
     * or on an instrument with neither. No claim about the settings at power-on: some models keep
     * theirs (the SP201Plus's transpose, the AKX10S's song book).
     */
    play: string;
    playTouch: string;
    playPads: string;
    playPlain: string;
    atAGlance: string;
    needHelp: string;
    /** Where the documents (and, for a model that takes updates, its firmware) are, and whom to ask. */
    help: (firmware: boolean) => string;
  };
  dataList: {
    /** The lists' headings, with how many each holds (already written in the language's digits). */
    sounds: (n: string) => string;
    styles: (n: string) => string;
    kits: (n: string) => string;
    /** A keyboard's rhythms (its "style" row says "50 rhythms"). */
    rhythms: (n: string) => string;
    /** A drum computer's preset patterns (its "rhythm" row): German names them by the glossary's word, Preset-Patterns. */
    patterns: (n: string) => string;
    /** What marks an entry a firmware release added (the MR101S's kits 0049–0052), after its name. */
    fromFirmware: (version: string) => string;
    /** A pad instrument's note map: its heading, a pad, and the instrument with the note it sends and plays. */
    padNotes: string;
    pad: (n: number) => string;
    instrumentNote: (instrument: string, note: number) => string;
  };
  /** The data list's MIDI implementation: its fixed headings, the channel messages and the identity line. */
  midi: {
    heading: string;
    identityHeading: string;
    updateHeading: string;
    hostToInstrument: string;
    instrumentToHost: string;
    channel: {
      noteOnOff: [string, string];
      programChange: [string, string];
      controlChange: string;
      pitchBend: [string, string];
      /** Channel pressure, where a model's keys or pads send it. */
      aftertouch: [string, string];
      systemExclusive: [string, string];
      clock: string;
      sentAndReceived: string;
      received: string;
    };
    /** "The SP-C121's family code is 01 (Digital Pianos) and its member code 00 79: …". */
    codes: (model: string, family: string, familyName: string, member: string) => string;
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

/** The German article of a product by its line, after „für“ (accusative): das Digitalpiano, das Keyboard, den Drumcomputer. */
const germanArticle: Record<string, string> = { DigitalPianos: "das", Keyboards: "das", Drums: "den" };

export const documentText: Record<Locale, DocumentText> = {
  en: {
    lang: undefined,
    coverLine: (revision, iso) => `English · Revision ${revision} · ${iso}`,
    contact: "Noteva · support@noteva.example · noteva.example/support",
    pageAt: (title, address) => `“${title}” (${address})`,
    contents: "Contents",
    footer: (product, title, revision) => `Noteva ${product} · ${title} · Rev. ${revision}`,
    subject: (title, product) => `${title} for the Noteva ${product}`,
    quickStart: {
      heading: (steps) => `Set up in ${["three", "four", "five", "six", "seven", "eight"][steps - 3] ?? steps} steps`,
      unpack: "Unpack the instrument and keep the box for transport.",
      unpackCabinet: (weight) =>
        `Unpack and carry the instrument with a second person${weight ? `: it weighs ${weight}` : ""}. Keep the box for transport.`,
      play: "Play! Press SOUND to change the sound.",
      playTouch: "Play! Press SOUND and touch a sound on the touch screen to change the sound.",
      playPads: "Play! Strike the pads; press START/STOP to play the selected pattern.",
      playPlain: "Play!",
      atAGlance: "At a glance",
      needHelp: "Need help?",
      help: (firmware) =>
        `${formatsFor("en").and(["The owner's manual", "the data list", firmware ? "the latest firmware" : ""])} are at noteva.example/support. Write to support@noteva.example, or find a Noteva dealer near you at noteva.example/dealer/distributor.`,
    },
    dataList: {
      sounds: (n) => `Sound list (${n} sounds)`,
      styles: (n) => `Style list (${n} styles)`,
      kits: (n) => `Drum kit list (${n} kits)`,
      rhythms: (n) => `Preset rhythm list (${n} rhythms)`,
      patterns: (n) => `Preset rhythm list (${n} rhythms)`,
      fromFirmware: (version) => `from firmware ${version}`,
      padNotes: "Pad note map (every kit, MIDI note numbers)",
      pad: (n) => `Pad ${n}`,
      instrumentNote: (instrument, note) => `${instrument}: note ${note}`,
    },
    midi: {
      heading: "MIDI implementation",
      identityHeading: "System exclusive: Identity",
      updateHeading: "System exclusive: firmware update",
      hostToInstrument: "Host to instrument",
      instrumentToHost: "Instrument to host",
      channel: {
        noteOnOff: ["Note on/off", "Transmitted and recognised, channels 1-16"],
        programChange: ["Program change", "Transmitted and recognised"],
        controlChange: "Control change",
        pitchBend: ["Pitch bend", "Recognised"],
        aftertouch: ["Channel pressure (aftertouch)", "Transmitted and recognised"],
        systemExclusive: ["System exclusive", "GM System On, master volume, Identity Request, firmware update (below)"],
        clock: "Clock",
        sentAndReceived: "Transmitted and recognised",
        received: "Recognised",
      },
      codes: (model, family, familyName, member) =>
        `The ${model}'s family code is ${family} (${familyName}) and its member code ${member}: its Identity Reply below carries them.`,
    },
  },
  de: {
    lang: "de",
    coverLine: (revision, iso) => {
      const { y, m, d } = dateParts(iso);
      return `Deutsch · Revision ${revision} · ${d}. ${germanMonths[m - 1]} ${y}`;
    },
    contact: "Noteva · support@noteva.example · noteva.example/de/support",
    pageAt: (title, address) => `„${title}“ (${address})`,
    contents: "Inhalt",
    footer: (product, title, revision) => `Noteva ${product} · ${title} · Rev. ${revision}`,
    subject: (title, product, categoryId) => `${title} für ${germanArticle[categoryId] ?? "das"} Noteva ${product}`,
    quickStart: {
      heading: (steps) =>
        `In ${["drei", "vier", "fünf", "sechs", "sieben", "acht"][steps - 3] ?? steps} Schritten startklar`,
      unpack: "Packen Sie das Instrument aus und bewahren Sie den Karton für den Transport auf.",
      unpackCabinet: (weight) =>
        `Packen Sie das Instrument zu zweit aus und tragen Sie es auch zu zweit${weight ? `: Es wiegt ${weight}` : ""}. Bewahren Sie den Karton für den Transport auf.`,
      play: "Spielen Sie los! Mit SOUND wechseln Sie den Klang.",
      playTouch:
        "Spielen Sie los! Um den Klang zu wechseln, drücken Sie SOUND und tippen auf dem Touchscreen auf einen Klang.",
      playPads: "Spielen Sie los! Schlagen Sie die Pads an; mit START/STOP spielen Sie das gewählte Pattern ab.",
      playPlain: "Spielen Sie los!",
      atAGlance: "Auf einen Blick",
      needHelp: "Sie brauchen Hilfe?",
      help: (firmware) =>
        `${formatsFor("de").and(["Die Bedienungsanleitung", "die Datenliste", firmware ? "die aktuelle Firmware" : ""])} finden Sie unter noteva.example/de/support. Schreiben Sie uns an support@noteva.example oder finden Sie einen Noteva-Händler in Ihrer Nähe unter noteva.example/de/dealer/distributor.`,
    },
    dataList: {
      sounds: (n) => `Klangliste (${n} Klänge)`,
      styles: (n) => `Style-Liste (${n} Styles)`,
      kits: (n) => `Drum-Kit-Liste (${n} Kits)`,
      rhythms: (n) => `Rhythmusliste (${n} Rhythmen)`,
      patterns: (n) => `Pattern-Liste (${n} Preset-Patterns)`,
      fromFirmware: (version) => `ab Firmware ${version}`,
      padNotes: "Notenbelegung der Pads (jedes Kit, MIDI-Notennummern)",
      pad: (n) => `Pad ${n}`,
      instrumentNote: (instrument, note) => `${instrument}: Note ${note}`,
    },
    midi: {
      heading: "MIDI-Implementierung",
      identityHeading: "SysEx-Nachrichten: Identität",
      updateHeading: "SysEx-Nachrichten: Firmware-Update",
      hostToInstrument: "Host an Instrument",
      instrumentToHost: "Instrument an Host",
      channel: {
        noteOnOff: ["Note-On/-Off", "Gesendet und empfangen, Kanäle 1–16"],
        programChange: ["Programmwechsel", "Gesendet und empfangen"],
        controlChange: "Controller",
        pitchBend: ["Pitch Bend", "Empfangen"],
        aftertouch: ["Kanal-Aftertouch", "Gesendet und empfangen"],
        systemExclusive: [
          "SysEx-Nachrichten",
          "GM-System-Einschaltmeldung, Master-Lautstärke, Identity Request, Firmware-Update (siehe unten)",
        ],
        clock: "MIDI-Clock",
        sentAndReceived: "Gesendet und empfangen",
        received: "Empfangen",
      },
      codes: (model, family, familyName, member) =>
        `Der Familiencode des ${model} ist ${family} (${familyName}), sein Modellcode ${member}: Beide stehen in seiner Identity Reply unten.`,
    },
  },
  ja: {
    lang: "ja",
    coverLine: (revision, iso) => {
      const { y, m, d } = dateParts(iso);
      return `日本語・改訂${revision}版・${y}年${m}月${d}日`;
    },
    contact: "Noteva・support@noteva.example・noteva.example/ja/support",
    pageAt: (title, address) => `「${title}」（${address}）`,
    contents: "目次",
    footer: (product, title, revision) => `Noteva ${product}${title}・改訂${revision}版`,
    subject: (title, product) => `Noteva ${product}の${title}`,
    quickStart: {
      heading: (steps) => `${steps}つのステップでセットアップ`,
      unpack: "楽器を箱から取り出します。箱は運搬用に保管しておいてください。",
      unpackCabinet: (weight) =>
        `${weight ? `楽器の重さは${weight}です。` : ""}箱から取り出して運ぶときは、必ず2人で行ってください。箱は運搬用に保管しておいてください。`,
      play: "さあ、演奏しましょう。SOUNDボタンを押すと音色が切り替わります。",
      playTouch:
        "さあ、演奏しましょう。SOUNDボタンを押し、タッチスクリーンで音色をタッチすると、音色が切り替わります。",
      playPads: "さあ、演奏しましょう。パッドを叩いて音を出し、START/STOPボタンで選んだパターンを再生します。",
      playPlain: "さあ、演奏しましょう。",
      atAGlance: "主な仕様",
      needHelp: "サポートとお問い合わせ",
      help: (firmware) =>
        `取扱説明書などの資料${firmware ? "と最新のファームウェア" : ""}は、noteva.example/ja/support からダウンロードいただけます。ご不明な点は support@noteva.example までお問い合わせください。お近くのNoteva販売店は noteva.example/ja/dealer/distributor で検索いただけます。`,
    },
    dataList: {
      sounds: (n) => `音色リスト（${n}音色）`,
      styles: (n) => `スタイルリスト（${n}スタイル）`,
      kits: (n) => `ドラムキットリスト（${n}キット）`,
      rhythms: (n) => `プリセットリズムリスト（${n}リズム）`,
      patterns: (n) => `プリセットリズムリスト（${n}リズム）`,
      fromFirmware: (version) => `${formatsFor("ja").version(version)}以降`,
      padNotes: "パッドのノート割り当て（全キット共通、MIDIノートナンバー）",
      pad: (n) => `パッド${n}`,
      instrumentNote: (instrument, note) => `${instrument}（ノートナンバー${note}）`,
    },
    midi: {
      heading: "MIDIインプリメンテーション",
      identityHeading: "システムエクスクルーシブ：機器の識別",
      updateHeading: "システムエクスクルーシブ：ファームウェアアップデート",
      hostToInstrument: "ホスト→楽器",
      instrumentToHost: "楽器→ホスト",
      channel: {
        noteOnOff: ["ノートオン／オフ", "送信・受信（チャンネル1～16）"],
        programChange: ["プログラムチェンジ", "送信・受信"],
        controlChange: "コントロールチェンジ",
        pitchBend: ["ピッチベンド", "受信"],
        aftertouch: ["チャンネルプレッシャー（アフタータッチ）", "送信・受信"],
        systemExclusive: [
          "システムエクスクルーシブ",
          "GMシステムオン、マスターボリューム、アイデンティティ・リクエスト、ファームウェアアップデート（後述）",
        ],
        clock: "MIDIクロック",
        sentAndReceived: "送信・受信",
        received: "受信",
      },
      codes: (model, family, familyName, member) =>
        `${model}のファミリーコードは${family}（${familyName}）、メンバーコードは${member}です。下記のアイデンティティ・リプライにこの2つのコードが含まれます。`,
    },
  },
};
