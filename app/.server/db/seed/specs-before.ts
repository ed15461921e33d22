/**
 * The specifications as the seed wrote them before the fourth reading of issue 40 (generated from
 * the seed at that commit): each changed model's English rows and kit, and its German and Japanese
 * rows. The seed set `model-specs` (./index.ts) gives a data set that still holds exactly these the
 * seed's new ones: what each model's documents name, its specification now lists. A row or kit an
 * editor changed is not these words, and is kept.
 */
import type { InstrumentKit, Param } from "~/lib/content-model";

export const specsBefore: {
  products: { id: string; params?: Param[]; kit?: InstrumentKit | null }[];
  translations: { entityId: string; locale: string; value: unknown }[];
} = {
  products: [
    {
      id: "CP203",
      params: [
        {
          label: "keyboard",
          value: "88 keys, graded hammer action with escapement, touch response (4 levels)",
        },
        {
          label: "display",
          value: "LED, 3 digits",
        },
        {
          label: "max polyphony",
          value: "192",
        },
        {
          label: "sound/voice",
          value: "30",
        },
        {
          label: "style",
          value: null,
        },
        {
          label: "demo song",
          value: "30",
        },
        {
          label: "music library",
          value: "60 piano pieces",
        },
        {
          label: "layer/split",
          value: "Yes",
        },
        {
          label: "duo",
          value: "Yes",
        },
        {
          label: "style control",
          value: null,
        },
        {
          label: "reverb",
          value: "6 types",
        },
        {
          label: "chorus",
          value: "4 types",
        },
        {
          label: "effect",
          value: ["String resonance", "Damper resonance", "Key-off sampling"],
        },
        {
          label: "sequencer",
          value: "2 tracks, 3 songs",
        },
        {
          label: "tempo",
          value: "5–320",
        },
        {
          label: "USB",
          value: ["USB TO HOST (USB-MIDI)", "USB TO DEVICE (flash drive)"],
        },
        {
          label: "MIDI",
          value: "USB-MIDI",
        },
        {
          label: "jacks",
          value: ["PHONES × 2", "AUX IN", "AUX OUT (L/MONO, R)", "DC IN 24 V"],
        },
        {
          label: "pedal",
          value: "Three pedals: damper (half-damper), sostenuto, soft",
        },
        {
          label: "amplifier",
          value: "25 W × 2",
        },
        {
          label: "speaker",
          value: ["12 cm × 2", "5 cm × 2"],
        },
        {
          label: "power",
          value: "AC adaptor 24 V / 2.5 A",
        },
        {
          label: "dimensions",
          value: "1360 × 350 × 790 mm",
        },
        {
          label: "weight",
          value: "38.5 kg",
        },
        {
          label: "available colour",
          value: ["Satin Black", "White", "Rosewood"],
        },
      ],
    },
    {
      id: "SP201Plus",
      params: [
        {
          label: "keyboard",
          value: "88 keys, graded hammer action, touch response (4 levels)",
        },
        {
          label: "display",
          value: "Backlit LCD, 128 × 64 dots",
        },
        {
          label: "max polyphony",
          value: "256",
        },
        {
          label: "sound/voice",
          value: "238",
        },
        {
          label: "style",
          value: "100",
        },
        {
          label: "demo song",
          value: "30",
        },
        {
          label: "music library",
          value: "80 pieces",
        },
        {
          label: "layer/split",
          value: "Yes",
        },
        {
          label: "duo",
          value: "Yes",
        },
        {
          label: "style control",
          value: ["Start/Stop", "Sync Start", "Intro/Ending", "Fill-in"],
        },
        {
          label: "reverb",
          value: "8 types",
        },
        {
          label: "chorus",
          value: "8 types",
        },
        {
          label: "effect",
          value: ["EQ (4 presets)", "String resonance", "Rotary speaker"],
        },
        {
          label: "sequencer",
          value: "6 tracks, 5 songs",
        },
        {
          label: "tempo",
          value: "5–320",
        },
        {
          label: "USB",
          value: ["USB TO HOST (USB-MIDI, USB audio)", "USB TO DEVICE (flash drive)"],
        },
        {
          label: "MIDI",
          value: "USB-MIDI",
        },
        {
          label: "jacks",
          value: ["PHONES × 2", "LINE OUT (L/MONO, R)", "SUSTAIN", "EXPRESSION", "DC IN 12 V"],
        },
        {
          label: "pedal",
          value: "Sustain pedal included",
        },
        {
          label: "amplifier",
          value: "20 W × 2",
        },
        {
          label: "speaker",
          value: "12 cm × 2",
        },
        {
          label: "power",
          value: "AC adaptor 12 V / 3 A",
        },
        {
          label: "dimensions",
          value: "1320 × 295 × 135 mm",
        },
        {
          label: "weight",
          value: "12.3 kg",
        },
        {
          label: "available colour",
          value: "Black",
        },
      ],
    },
    {
      id: "AKX10S",
      params: [
        {
          label: "keyboard",
          value: "61 keys, semi-weighted, touch response, aftertouch",
        },
        {
          label: "display",
          value: "7-inch colour TFT touch screen, 800 × 480",
        },
        {
          label: "max polyphony",
          value: "256",
        },
        {
          label: "sound/voice",
          value: ["1133 sounds", "46 drum kits", "768MB expansion memory for user samples"],
        },
        {
          label: "style",
          value: ["300 preset styles", "1000 user styles"],
        },
        {
          label: "demo song",
          value: "10",
        },
        {
          label: "music library",
          value: "Song book, 2000 entries",
        },
        {
          label: "layer/split",
          value: "Yes",
        },
        {
          label: "duo",
          value: null,
        },
        {
          label: "style control",
          value: ["Start/Stop", "Sync Start", "Intro 1–3", "Variation 1–4", "Fill-in", "Break", "Ending 1–3"],
        },
        {
          label: "reverb",
          value: "32 types",
        },
        {
          label: "chorus",
          value: "24 types",
        },
        {
          label: "effect",
          value: ["Insert effects × 8", "Master EQ", "Master compressor", "Vocal harmony"],
        },
        {
          label: "sequencer",
          value: "16 tracks, quick record and step edit",
        },
        {
          label: "tempo",
          value: "5–320",
        },
        {
          label: "USB",
          value: ["USB TO HOST (USB-MIDI, USB audio)", "USB TO DEVICE, external drives up to 512GB"],
        },
        {
          label: "MIDI",
          value: ["MIDI IN", "MIDI OUT"],
        },
        {
          label: "jacks",
          value: ["PHONES", "LINE OUT (L/MONO, R)", "MIC/LINE IN", "SUSTAIN", "ASSIGNABLE", "DC IN"],
        },
        {
          label: "pedal",
          value: "Sustain pedal included; assignable pedal input",
        },
        {
          label: "amplifier",
          value: "30 W × 2",
        },
        {
          label: "speaker",
          value: ["13 cm × 2", "2.5 cm tweeter × 2"],
        },
        {
          label: "power",
          value: "AC adaptor 19 V / 3.42 A",
        },
        {
          label: "dimensions",
          value: "1020 × 380 × 145 mm",
        },
        {
          label: "weight",
          value: "10.9 kg",
        },
        {
          label: "available colour",
          value: "Black",
        },
      ],
    },
    {
      id: "MK200",
      params: [
        {
          label: "keyboard",
          value: "61 keys, touch response",
        },
        {
          label: "display",
          value: "LCD with note and finger guide",
        },
        {
          label: "max polyphony",
          value: "64",
        },
        {
          label: "sound/voice",
          value: "400",
        },
        {
          label: "style",
          value: "200",
        },
        {
          label: "demo song",
          value: "8",
        },
        {
          label: "music library",
          value: "120 songs",
        },
        {
          label: "layer/split",
          value: "Yes",
        },
        {
          label: "duo",
          value: null,
        },
        {
          label: "style control",
          value: ["Start/Stop", "Sync Start", "Intro/Ending", "Fill-in"],
        },
        {
          label: "reverb",
          value: "8 types",
        },
        {
          label: "chorus",
          value: "4 types",
        },
        {
          label: "effect",
          value: null,
        },
        {
          label: "sequencer",
          value: "1 melody track, 1 style track",
        },
        {
          label: "tempo",
          value: "5–280",
        },
        {
          label: "USB",
          value: "USB TO HOST (USB-MIDI)",
        },
        {
          label: "MIDI",
          value: "USB-MIDI",
        },
        {
          label: "jacks",
          value: ["PHONES/OUTPUT", "SUSTAIN", "DC IN 12 V"],
        },
        {
          label: "pedal",
          value: "Sustain pedal (optional)",
        },
        {
          label: "amplifier",
          value: "6 W × 2",
        },
        {
          label: "speaker",
          value: "10 cm × 2",
        },
        {
          label: "power",
          value: ["AC adaptor 12 V / 1.5 A", "6 × AA batteries"],
        },
        {
          label: "dimensions",
          value: "945 × 340 × 120 mm",
        },
        {
          label: "weight",
          value: "4.2 kg",
        },
        {
          label: "available colour",
          value: "Black",
        },
      ],
    },
    {
      id: "MK61",
      params: [
        {
          label: "keyboard",
          value: "61 full-size keys, touch response (3 levels)",
        },
        {
          label: "display",
          value: "Backlit LCD",
        },
        {
          label: "max polyphony",
          value: "64",
        },
        {
          label: "sound/voice",
          value: "500",
        },
        {
          label: "style",
          value: "220",
        },
        {
          label: "demo song",
          value: "10",
        },
        {
          label: "music library",
          value: "150 songs",
        },
        {
          label: "layer/split",
          value: "Yes",
        },
        {
          label: "duo",
          value: null,
        },
        {
          label: "style control",
          value: ["Start/Stop", "Sync Start", "Intro/Ending", "Fill-in A/B"],
        },
        {
          label: "reverb",
          value: "8 types",
        },
        {
          label: "chorus",
          value: "8 types",
        },
        {
          label: "effect",
          value: "DSP (10 types)",
        },
        {
          label: "sequencer",
          value: "2 tracks",
        },
        {
          label: "tempo",
          value: "5–320",
        },
        {
          label: "USB",
          value: "USB TO HOST (USB-MIDI)",
        },
        {
          label: "MIDI",
          value: ["USB-MIDI", "Bluetooth MIDI"],
        },
        {
          label: "jacks",
          value: ["PHONES/OUTPUT", "SUSTAIN", "AUX IN", "DC IN 12 V"],
        },
        {
          label: "pedal",
          value: "Sustain pedal (optional)",
        },
        {
          label: "amplifier",
          value: "6 W × 2",
        },
        {
          label: "speaker",
          value: "10 cm × 2",
        },
        {
          label: "power",
          value: ["AC adaptor 12 V / 1.5 A", "6 × AA batteries"],
        },
        {
          label: "dimensions",
          value: "950 × 330 × 115 mm",
        },
        {
          label: "weight",
          value: "4.5 kg",
        },
        {
          label: "available colour",
          value: ["Black", "White"],
        },
      ],
    },
    {
      id: "MK49",
      params: [
        {
          label: "keyboard",
          value: "49 full-size keys",
        },
        {
          label: "display",
          value: "LCD",
        },
        {
          label: "max polyphony",
          value: "32",
        },
        {
          label: "sound/voice",
          value: "300",
        },
        {
          label: "style",
          value: "100",
        },
        {
          label: "demo song",
          value: "6",
        },
        {
          label: "music library",
          value: "60 songs",
        },
        {
          label: "layer/split",
          value: null,
        },
        {
          label: "duo",
          value: null,
        },
        {
          label: "style control",
          value: ["Start/Stop", "Sync Start", "Fill-in"],
        },
        {
          label: "reverb",
          value: "4 types",
        },
        {
          label: "chorus",
          value: null,
        },
        {
          label: "effect",
          value: null,
        },
        {
          label: "sequencer",
          value: "1 track",
        },
        {
          label: "tempo",
          value: "5–320",
        },
        {
          label: "USB",
          value: "USB TO HOST (USB-MIDI)",
        },
        {
          label: "MIDI",
          value: "USB-MIDI",
        },
        {
          label: "jacks",
          value: ["PHONES/OUTPUT", "DC IN 9 V"],
        },
        {
          label: "pedal",
          value: null,
        },
        {
          label: "amplifier",
          value: "3 W × 2",
        },
        {
          label: "speaker",
          value: "8 cm × 2",
        },
        {
          label: "power",
          value: ["AC adaptor 9 V / 1 A", "6 × AA batteries"],
        },
        {
          label: "dimensions",
          value: "780 × 280 × 95 mm",
        },
        {
          label: "weight",
          value: "2.3 kg",
        },
        {
          label: "available colour",
          value: "Black",
        },
      ],
    },
    {
      id: "MR101S",
      params: [
        {
          label: "drum pad",
          value: "16 pads, velocity and pressure sensitive, RGB lit",
        },
        {
          label: "drum kit",
          value: "48 kits (acoustic, electronic, percussion)",
        },
        {
          label: "song",
          value: "99 pattern chains",
        },
        {
          label: "rhythm",
          value: ["100 preset rhythms", "100 user"],
        },
        {
          label: "record",
          value: ["Live record with quantise", "Step record"],
        },
        {
          label: "panel control",
          value: [
            "Tempo dial (5–320 BPM)",
            "Volume",
            "Master filter",
            "Swing",
            "Pattern select",
            "Start/Stop",
            "OLED display",
          ],
        },
      ],
      kit: {
        controls: ["POWER", "VOLUME", "TEMPO", "FILTER", "SWING", "KIT", "PATTERN", "START/STOP", "RECORD", "SHIFT"],
        accessories: ["ac-adaptor", "usb-cable"],
        connectors: ["Phones", "Output (L/MONO, R)", "DC IN 12 V", "USB to Host", "MIDI IN", "MIDI OUT"],
        display: true,
      },
    },
  ],
  translations: [
    {
      entityId: "CP203",
      locale: "de",
      value: {
        keyboard: "88 Tasten, graduierte Hammermechanik mit Escapement, Anschlagdynamik (4 Stufen)",
        display: "LED, 3-stellig",
        "music library": "60 Klavierstücke",
        "layer/split": "Ja",
        duo: "Ja",
        reverb: "6 Typen",
        chorus: "4 Typen",
        effect: ["Saitenresonanz", "Dämpferresonanz", "Key-Off-Samples"],
        sequencer: "2 Spuren, 3 Songs",
        USB: ["USB TO HOST (USB-MIDI)", "USB TO DEVICE (USB-Stick)"],
        pedal: "Drei Pedale: Dämpferpedal (mit Halbpedal), Sostenutopedal, Leisepedal",
        power: "Netzadapter 24 V / 2,5 A",
        "available colour": ["Schwarz satiniert", "Weiß", "Palisander"],
      },
    },
    {
      entityId: "SP201Plus",
      locale: "de",
      value: {
        keyboard: "88 Tasten, graduierte Hammermechanik, Anschlagdynamik (4 Stufen)",
        display: "Beleuchtetes LCD, 128 × 64 Punkte",
        "music library": "80 Stücke",
        "layer/split": "Ja",
        duo: "Ja",
        reverb: "8 Typen",
        chorus: "8 Typen",
        effect: ["EQ (4 Presets)", "Saitenresonanz", "Rotary-Speaker"],
        sequencer: "6 Spuren, 5 Songs",
        USB: ["USB TO HOST (USB-MIDI, USB-Audio)", "USB TO DEVICE (USB-Stick)"],
        jacks: ["PHONES × 2", "LINE OUT (L/MONO, R)", "SUSTAIN", "EXPRESSION (Schwellerpedal)", "DC IN 12 V"],
        pedal: "Dämpferpedal im Lieferumfang",
        power: "Netzadapter 12 V / 3 A",
        "available colour": "Schwarz",
      },
    },
    {
      entityId: "AKX10S",
      locale: "de",
      value: {
        keyboard: "61 Tasten, halbgewichtet, Anschlagdynamik, Aftertouch",
        display: "7-Zoll-Farb-TFT-Touchscreen, 800 × 480",
        "sound/voice": ["1.133 Klänge", "46 Drum-Kits", "768 MB Erweiterungsspeicher für User-Samples"],
        style: ["300 Preset-Styles", "1.000 User-Styles"],
        "music library": "Songbook, 2.000 Einträge",
        "layer/split": "Ja",
        reverb: "32 Typen",
        chorus: "24 Typen",
        effect: ["Insert-Effekte × 8", "Master-EQ", "Master-Kompressor", "Vocal Harmony"],
        sequencer: "16 Spuren, Schnellaufnahme und Step-Eingabe",
        USB: ["USB TO HOST (USB-MIDI, USB-Audio)", "USB TO DEVICE: externe Laufwerke bis 512 GB"],
        jacks: [
          "PHONES",
          "LINE OUT (L/MONO, R)",
          "MIC/LINE IN (Kombibuchse für Mikrofon und Line)",
          "SUSTAIN",
          "ASSIGNABLE (zuweisbares Pedal)",
          "DC IN",
        ],
        pedal: "Dämpferpedal im Lieferumfang; Eingang für zuweisbares Pedal",
        speaker: ["13 cm × 2", "Hochtöner 2,5 cm × 2"],
        power: "Netzadapter 19 V / 3,42 A",
        "available colour": "Schwarz",
      },
    },
    {
      entityId: "MK200",
      locale: "de",
      value: {
        keyboard: "61 Tasten, Anschlagdynamik",
        display: "LCD mit Noten- und Fingersatzanzeige",
        "music library": "120 Songs",
        "layer/split": "Ja",
        reverb: "8 Typen",
        chorus: "4 Typen",
        sequencer: "1 Melodiespur, 1 Style-Spur",
        pedal: "Dämpferpedal (optional)",
        power: ["Netzadapter 12 V / 1,5 A", "6 × AA-Batterien"],
        "available colour": "Schwarz",
      },
    },
    {
      entityId: "MK61",
      locale: "de",
      value: {
        keyboard: "61 Tasten in voller Größe, Anschlagdynamik (3 Stufen)",
        display: "Beleuchtetes LCD",
        "music library": "150 Songs",
        "layer/split": "Ja",
        reverb: "8 Typen",
        chorus: "8 Typen",
        effect: "DSP (10 Typen)",
        sequencer: "2 Spuren",
        pedal: "Dämpferpedal (optional)",
        power: ["Netzadapter 12 V / 1,5 A", "6 × AA-Batterien"],
        "available colour": ["Schwarz", "Weiß"],
      },
    },
    {
      entityId: "MK49",
      locale: "de",
      value: {
        keyboard: "49 Tasten in voller Größe",
        "music library": "60 Songs",
        reverb: "4 Typen",
        sequencer: "1 Spur",
        power: ["Netzadapter 9 V / 1 A", "6 × AA-Batterien"],
        "available colour": "Schwarz",
      },
    },
    {
      entityId: "MR101S",
      locale: "de",
      value: {
        "drum pad": "16 Pads, anschlag- und druckempfindlich, RGB-beleuchtet",
        "drum kit": "48 Kits (akustisch, elektronisch, Percussion)",
        song: "99 Pattern-Ketten",
        rhythm: ["100 Preset-Patterns", "100 User-Patterns"],
        record: ["Live-Aufnahme mit Quantisierung", "Step-Eingabe"],
        "panel control": [
          "Tempo-Regler (5–320 BPM)",
          "Lautstärke",
          "Master-Filter",
          "Swing",
          "Pattern-Auswahl",
          "Start/Stop",
          "OLED-Display",
        ],
      },
    },
    {
      entityId: "CP203",
      locale: "ja",
      value: {
        keyboard: "88鍵、エスケープメント付きグレードハンマーアクション、タッチレスポンス（4段階）",
        display: "3桁LED",
        "music library": "ピアノ曲60曲",
        "layer/split": "あり",
        duo: "あり",
        reverb: "6種類",
        chorus: "4種類",
        effect: ["ストリングレゾナンス", "ダンパーレゾナンス", "キーオフサンプル"],
        sequencer: "2トラック、3ソング",
        USB: ["USB TO HOST（USB-MIDI）", "USB TO DEVICE（USBフラッシュメモリー）"],
        jacks: ["PHONES×2", "AUX IN", "AUX OUT（L/MONO、R）", "DC IN 24V"],
        pedal: "3本ペダル：ダンパー（ハーフダンパー対応）、ソステヌート、ソフト",
        power: "ACアダプター（24V/2.5A）",
        "available colour": ["サテンブラック", "ホワイト", "ローズウッド"],
      },
    },
    {
      entityId: "SP201Plus",
      locale: "ja",
      value: {
        keyboard: "88鍵、グレードハンマーアクション、タッチレスポンス（4段階）",
        display: "バックライト付きLCD（128×64ドット）",
        "music library": "80曲",
        "layer/split": "あり",
        duo: "あり",
        "style control": ["スタート／ストップ", "シンクロスタート", "イントロ／エンディング", "フィルイン"],
        reverb: "8種類",
        chorus: "8種類",
        effect: ["EQ（プリセット4種類）", "ストリングレゾナンス", "ロータリースピーカー"],
        sequencer: "6トラック、5ソング",
        USB: ["USB TO HOST（USB-MIDI、USBオーディオ）", "USB TO DEVICE（USBフラッシュメモリー）"],
        jacks: ["PHONES×2", "LINE OUT（L/MONO、R）", "SUSTAIN端子", "EXPRESSION端子", "DC IN 12V"],
        pedal: "サステインペダル付属",
        power: "ACアダプター（12V/3A）",
        "available colour": "ブラック",
      },
    },
    {
      entityId: "AKX10S",
      locale: "ja",
      value: {
        keyboard: "61鍵、セミウェイテッド、タッチレスポンス、アフタータッチ",
        display: "7インチカラーTFTタッチスクリーン（800×480）",
        "sound/voice": ["1,133音色", "ドラムキット46種類", "ユーザーサンプル用拡張メモリー768MB"],
        style: ["プリセット300スタイル", "ユーザー1,000スタイル"],
        "music library": "ソングブック（2,000件）",
        "layer/split": "あり",
        "style control": [
          "スタート／ストップ",
          "シンクロスタート",
          "イントロ1～3",
          "バリエーション1～4",
          "フィルイン",
          "ブレイク",
          "エンディング1～3",
        ],
        reverb: "32種類",
        chorus: "24種類",
        effect: ["インサーションエフェクト×8", "マスターEQ", "マスターコンプレッサー", "ボーカルハーモニー"],
        sequencer: "16トラック、クイックレコーディング、ステップ録音",
        USB: ["USB TO HOST（USB-MIDI、USBオーディオ）", "USB TO DEVICE（最大512GBの外部ドライブに対応）"],
        jacks: [
          "PHONES",
          "LINE OUT（L/MONO、R）",
          "MIC/LINE IN端子（マイク／ライン兼用）",
          "SUSTAIN端子",
          "ASSIGNABLE端子",
          "DC IN",
        ],
        pedal: "サステインペダル付属、アサイナブルペダル入力",
        speaker: ["13cm×2", "2.5cmツイーター×2"],
        power: "ACアダプター（19V/3.42A）",
        "available colour": "ブラック",
      },
    },
    {
      entityId: "MK200",
      locale: "ja",
      value: {
        keyboard: "61鍵、タッチレスポンス",
        display: "LCD（音符・運指ガイド表示）",
        "music library": "120曲",
        "layer/split": "あり",
        "style control": ["スタート／ストップ", "シンクロスタート", "イントロ／エンディング", "フィルイン"],
        reverb: "8種類",
        chorus: "4種類",
        sequencer: "メロディー1トラック、スタイル1トラック",
        USB: "USB TO HOST（USB-MIDI）",
        jacks: ["PHONES/OUTPUT", "SUSTAIN端子", "DC IN 12V"],
        pedal: "サステインペダル（別売）",
        power: ["ACアダプター（12V/1.5A）", "単3形電池×6"],
        "available colour": "ブラック",
      },
    },
    {
      entityId: "MK61",
      locale: "ja",
      value: {
        keyboard: "フルサイズ61鍵、タッチレスポンス（3段階）",
        display: "バックライト付きLCD",
        "music library": "150曲",
        "layer/split": "あり",
        "style control": ["スタート／ストップ", "シンクロスタート", "イントロ／エンディング", "フィルインA／B"],
        reverb: "8種類",
        chorus: "8種類",
        effect: "DSP（10種類）",
        sequencer: "2トラック",
        USB: "USB TO HOST（USB-MIDI）",
        jacks: ["PHONES/OUTPUT", "SUSTAIN端子", "AUX IN", "DC IN 12V"],
        pedal: "サステインペダル（別売）",
        power: ["ACアダプター（12V/1.5A）", "単3形電池×6"],
        "available colour": ["ブラック", "ホワイト"],
      },
    },
    {
      entityId: "MK49",
      locale: "ja",
      value: {
        keyboard: "フルサイズ49鍵",
        "music library": "60曲",
        "style control": ["スタート／ストップ", "シンクロスタート", "フィルイン"],
        reverb: "4種類",
        sequencer: "1トラック",
        USB: "USB TO HOST（USB-MIDI）",
        jacks: ["PHONES/OUTPUT", "DC IN 9V"],
        power: ["ACアダプター（9V/1A）", "単3形電池×6"],
        "available colour": "ブラック",
      },
    },
    {
      entityId: "MR101S",
      locale: "ja",
      value: {
        "drum pad": "16パッド、ベロシティ／プレッシャー対応、RGB発光",
        "drum kit": "48キット（アコースティック、エレクトロニック、パーカッション）",
        song: "パターンチェーン99",
        rhythm: ["プリセットリズム100", "ユーザーパターン100"],
        record: ["クオンタイズ付きリアルタイム録音", "ステップ録音"],
        "panel control": [
          "TEMPOつまみ（5～320BPM）",
          "ボリューム",
          "マスターフィルター",
          "スウィング",
          "パターンセレクト",
          "スタート／ストップ",
          "有機ELディスプレイ",
        ],
      },
    },
  ],
};

/**
 * The MR101S's specification as the seed wrote it before the fifth reading (generated from the seed
 * at that commit): no dimensions, weight or colour, and 48 kits without the four firmware 1.2.0
 * added; and the MK37's panel without its TEMPO dial. The seed set `model-specs` version 2 gives a data set that still holds exactly these the
 * seed's new ones; a row an editor changed is kept.
 */
export const specsBeforeFifth: typeof specsBefore = {
  products: [
    {
      id: "MK37",
      kit: {
        // l10n-lint-allow: the earlier label, kept to find it in a data set seeded before
        controls: ["POWER", "VOLUME", "SOUND", "RHYTHM", "METRONOME", "RECORD / PLAY"],
        accessories: ["ac-adaptor"],
      },
    },
    {
      id: "MR101S",
      params: [
        {
          label: "drum pad",
          value: "16 pads, velocity and pressure sensitive, RGB lit",
        },
        {
          label: "drum kit",
          value: "48 kits (acoustic, electronic, percussion)",
        },
        {
          label: "song",
          value: "99 pattern chains",
        },
        {
          label: "rhythm",
          value: ["100 preset rhythms", "100 user"],
        },
        {
          label: "record",
          value: ["Live record with quantise", "Step record"],
        },
        {
          label: "panel control",
          value: [
            "Power switch",
            "Tempo dial (5–320 BPM)",
            "Volume",
            "Master filter",
            "Swing",
            "Kit select",
            "Pattern select",
            "Start/Stop",
            "Record",
            "Shift",
            "OLED display",
          ],
        },
      ],
    },
  ],
  translations: [
    {
      entityId: "MR101S",
      locale: "de",
      value: {
        "drum pad": "16 Pads, anschlag- und druckempfindlich, RGB-beleuchtet",
        "drum kit": "48 Kits (akustisch, elektronisch, Percussion)",
        song: "99 Pattern-Ketten",
        rhythm: ["100 Preset-Patterns", "100 User-Patterns"],
        record: ["Live-Aufnahme mit Quantisierung", "Step-Eingabe"],
        "panel control": [
          "Ein-/Ausschalter",
          "Tempo-Regler (5–320 BPM)",
          "Lautstärke",
          "Master-Filter",
          "Swing",
          "Kit-Auswahl",
          "Pattern-Auswahl",
          "Start/Stop",
          "Aufnahme",
          "Shift",
          "OLED-Display",
        ],
        MIDI: ["MIDI IN (Noten, Clock)", "MIDI OUT (Noten, Clock)"],
        power: "Netzadapter (DC IN 12 V)",
      },
    },
    {
      entityId: "MR101S",
      locale: "ja",
      value: {
        "drum pad": "16パッド、ベロシティ／プレッシャー対応、RGB発光",
        "drum kit": "48キット（アコースティック、エレクトロニック、パーカッション）",
        song: "パターンチェーン99",
        rhythm: ["プリセットリズム100", "ユーザーパターン100"],
        record: ["クオンタイズ付きリアルタイム録音", "ステップ録音"],
        "panel control": [
          "電源スイッチ",
          "TEMPOつまみ（5～320BPM）",
          "ボリューム",
          "マスターフィルター",
          "スウィング",
          "キットセレクト",
          "パターンセレクト",
          "スタート／ストップ",
          "レコード",
          "シフト",
          "有機ELディスプレイ",
        ],
        MIDI: ["MIDI IN（ノート、クロック）", "MIDI OUT（ノート、クロック）"],
        power: "ACアダプター（DC IN 12V）",
      },
    },
  ],
};

/**
 * What model-specs@2 changed (issue 40, fifth reading), in the words model-specs@1 left: the
 * AKX10S's DC IN with its voltage, as every model's (its power row says 19 V), and the MR101S's
 * translated power row as the other models write theirs („Netzadapter 12 V“, 「ACアダプター（12V）」), and the
 * panel labels RECORD/PLAY and LAYER/SPLIT as printed (a kit's controls).
 * A row is one whole item of a model's list, or a whole value; the rows before are the seed's now with
 * each `now` put back to `was` (`index.ts` loadModelSpecs).
 */
export const specsFifthReading: { id?: string; locale: "en" | "de" | "ja"; was: string; now: string }[] = [
  // a panel's labels as printed, one style on every model: RECORD/PLAY as START/STOP (its kit's controls; no id: any model)
  // l10n-lint-allow: the earlier label, kept to find it in a data set seeded before
  { locale: "en", was: "RECORD / PLAY", now: "RECORD/PLAY" },
  // l10n-lint-allow: the earlier label, kept to find it in a data set seeded before
  { locale: "en", was: "LAYER / SPLIT", now: "LAYER/SPLIT" },
  { id: "AKX10S", locale: "en", was: "DC IN", now: "DC IN 19 V" },
  { id: "AKX10S", locale: "de", was: "DC IN", now: "DC IN 19\u00a0V" },
  { id: "AKX10S", locale: "ja", was: "DC IN", now: "DC IN 19V" },
  { id: "MR101S", locale: "de", was: "Netzadapter (DC IN 12\u00a0V)", now: "Netzadapter 12\u00a0V" },
  { id: "MR101S", locale: "ja", was: "ACアダプター（DC IN 12V）", now: "ACアダプター（12V）" },
];

/**
 * What model-specs@3 changed (issue 40, seventh reading: documents true to each model), in the words
 * model-specs@2 left: the SP-C121's recorder row names the export its product page promises, its
 * recordings as standard MIDI files over USB, which its owner's manual now describes (and its
 * firmware 1.2.0 keeps the sustain pedal in).
 */
export const specsSeventhReading: typeof specsFifthReading = [
  { id: "SPC121", locale: "en", was: "2 tracks", now: "2 tracks, standard MIDI file export over USB" },
  { id: "SPC121", locale: "de", was: "2 Spuren", now: "2 Spuren, Export als Standard-MIDI-Datei über USB" },
  { id: "SPC121", locale: "ja", was: "2トラック", now: "2トラック、USB経由でスタンダードMIDIファイルに書き出し" },
];
// ── issue 40, fifth reading, model facts (branch facts): model-specs@3 ──
/**
 * What model-specs@3 changes, in the words model-specs@2 left (each `now` put back to `was` gives
 * the rows before): the SP-C121's headphone jacks on its front panel, the one fact its copy ("Two
 * headphone jacks on the front"), its connections picture and its manual's drawing read.
 */
export const specsModelFacts: typeof specsFifthReading = [
  { id: "SPC121", locale: "en", was: "PHONES × 2", now: "PHONES × 2 (front)" },
  { id: "SPC121", locale: "de", was: "PHONES × 2", now: "PHONES × 2 (Vorderseite)" },
  { id: "SPC121", locale: "ja", was: "PHONES×2", now: "PHONES×2（前面）" },
];
// ── end of model-specs@3 (fifth reading, model facts) ──
// ── model-specs@4 (documents): the MR101S's USB TO HOST names the USB-MIDI its copy advertises ──
/**
 * What model-specs@4 changes, in the words model-specs@3 left: the MR101S's USB TO HOST port as its
 * copy and launch article advertise it, "USB TO HOST (USB-MIDI)" as the MK49's (its kit's connector,
 * which its specification's USB row is made from).
 */
export const specsDocuments: typeof specsFifthReading = [
  {
    id: "MR101S",
    locale: "en",
    was: "USB to Host",
    now: "USB to Host (USB-MIDI, USB storage for pattern chains from firmware 1.2.0)",
  },
  // the eighth reading: a USB function a manual describes is in the USB row (the SP-C121's recordings on NOTEVA-REC)
  {
    id: "SPC121",
    locale: "en",
    was: "USB TO HOST (USB-MIDI)",
    now: "USB TO HOST (USB-MIDI, USB storage for recordings)",
  },
  {
    id: "SPC121",
    locale: "de",
    was: "USB TO HOST (USB-MIDI)",
    now: "USB TO HOST (USB-MIDI, USB-Massenspeicher für Aufnahmen)",
  },
  {
    id: "SPC121",
    locale: "ja",
    was: "USB TO HOST（USB-MIDI）",
    now: "USB TO HOST（USB-MIDI、録音を読み出すUSBストレージ）",
  },
  // the eighth reading: a function a firmware release added is marked with it in the specification, as the
  // MK61's chord dictionary always was (the SP-C121's brilliance and the MK49's lessons of firmware 1.1.0)
  { id: "SPC121", locale: "en", was: "Brilliance", now: "Brilliance (from firmware 1.1.0)" },
  { id: "SPC121", locale: "de", was: "Brillanz", now: "Brillanz (ab Firmware 1.1.0)" },
  { id: "SPC121", locale: "ja", was: "ブリリアンス", now: "ブリリアンス（Ver.1.1.0以降）" },
  { id: "MK49", locale: "en", was: "Lesson mode, 3 steps", now: "Lesson mode, 3 steps (from firmware 1.1.0)" },
  {
    id: "MK49",
    locale: "de",
    was: "Lernmodus in drei Schritten",
    now: "Lernmodus in drei Schritten (ab Firmware 1.1.0)",
  },
  { id: "MK49", locale: "ja", was: "3ステップのレッスン機能", now: "3ステップのレッスン機能（Ver.1.1.0以降）" },
  // the eighth reading: the SP201Plus's registration memory counts its memories, not „Setups“ (8メモリー)
  {
    id: "SP201Plus",
    locale: "ja",
    // l10n-lint-allow: the earlier words, kept to find them in a data set seeded before
    was: "レジストレーションメモリー（8セットアップ）",
    now: "レジストレーションメモリー（8メモリー）",
  },
];
/**
 * The translated rows model-specs@4 adds (none before: the row was made from the kit, in English):
 * a translation that is the seed's without them gets them.
 */
export const specsDocumentsAdded: { id: string; locale: "de" | "ja"; label: string }[] = [
  { id: "MR101S", locale: "de", label: "USB" },
  { id: "MR101S", locale: "ja", label: "USB" },
];
// ── end of model-specs@4 ──
