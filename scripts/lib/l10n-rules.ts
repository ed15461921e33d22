/**
 * The mechanical rules of the German and Japanese style guides (docs/l10n/de.md, docs/l10n/ja.md),
 * run by `scripts/lint-l10n.ts` over the string literals of every file that holds German or Japanese
 * copy. Pure functions: a source text in, findings out.
 */

export type Lang = "de" | "ja" | "en";
export type Finding = { line: number; rule: string; message: string };
/** One piece of copy: a string literal, or the text between a template literal's placeholders. */
export type Piece = { text: string; line: number; lang: Lang | undefined; key: boolean };

const KANA_KANJI = "\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Han}ー々";
const JA_TEXT = `${KANA_KANJI}、。「」『』（）：！？・～`;
const hasJapanese = (text: string) => new RegExp(`[${KANA_KANJI}]`, "u").test(text);

/**
 * Words that may stand in Japanese copy although written in the Latin alphabet. All-capital words
 * (panel labels as printed: FUNCTION, MASTER VOLUME; acronyms: USB, MIDI) and words with a digit
 * (model codes: SP201Plus, MK61) need no entry.
 */
export const jaLatinAllowed = new Set([
  "Noteva",
  // the consent's word, as Japanese sites write it (クッキー reads as the biscuit)
  "Cookie",
  // "Ver.1.3.0": the version as Japanese instrument makers print it
  "Ver",
  "Bluetooth",
  "macOS",
  "Windows",
  "Linux",
  "exFAT",
  "iOS",
  "iPadOS",
  "Android",
  // browsers and web standards, named as their makers write them (the instrument checker's needs)
  "Chrome",
  "Edge",
  "Opera",
  "Firefox",
  "Safari",
  "Web",
  "JavaScript",
  "kg",
  "mm",
  "cm",
  "ms",
  "dB",
  "Hz",
  "kHz",
  "mAh",
  "ppm",
  // the MIDI implementation's STATUS fields, as its byte tables name them (rd the failure's reason,
  // ss the state, pp the progress, pw the power source, bb the battery level)
  "rd",
  "ss",
  "pp",
  "pw",
  "bb",
]);

/** Proper names in the Latin alphabet that Japanese copy cites as they are (a data set's name). */
const jaLatinNames = ["Natural Earth"];

/** English words that are not also German words; all-capital panel labels (ON, IN) are not matched. */
export const englishNotGerman = new Set(
  (
    "the and with for of to your our you is are this that from by on at please click here more read learn " +
    "about now view get only or can have has which what when where how why it its their owner owners manual " +
    "manuals contact store stores dealer dealers file files page search find new free download update"
  ).split(" "),
);

/** Anglicisms and spellings the German guide replaces, with the replacement. */
const germanReplacements: [RegExp, string][] = [
  [/(?<![\p{L}-])Portables?(?![\p{L}-])/u, "„Portable-Keyboards“ oder „Portable-Pianos“"],
  [/Stage[ -][Pp]ianos?/u, "„Stagepiano(s)“"],
  [/MIDI-File/u, "„MIDI-Datei“"],
  [/Noteva News/u, "„Noteva-News“"],
  [/(?<![\p{L}-])(?:Email|eMail|E-mail|e-Mail|Mail-Adresse)(?![\p{L}])/u, "„E-Mail“"],
  [/(?<![\p{L}-])Function(?![\p{L}])/u, "FUNCTION, wie auf dem Bedienfeld gedruckt"],
];

/**
 * One name per thing (docs/l10n/glossary.md): each language's one name for a thing the site names
 * in many places, and the names readers found beside it. A finding names the one to write.
 */
export const glossary: { thing: string; de: [string, RegExp]; ja: [string, RegExp] }[] = [
  {
    thing: "the instrument checker (/support/check)",
    de: ["„Instrument prüfen“", /Instrumenten-Check|Instrument-Check|Mein Instrument prüfen|Geräte-?[Cc]heck/u],
    ja: ["「楽器の確認」", /楽器チェック|楽器をチェック|お使いの楽器を確認|楽器診断|楽器を確認する/u],
  },
  {
    thing: "a computer",
    de: ["„Computer“", /(?<![\p{L}])PC(?![\p{L}])|Rechner/u],
    ja: ["コンピューター", /パソコン|(?<![A-Z])PC(?![A-Z])/u],
  },

  { thing: "what is new in a release", de: ["„Neuerungen“", /Was ist neu/u], ja: ["新機能", /何が新しい/u] },
  {
    thing: "the warranty card in the box (the kit's warranty-card; the warranty page names it)",
    de: ["„Garantiekarte“", /Garantieschein|Garantie-Karte/u],
    ja: ["保証書", /保証カード|保証証/u],
  },
  {
    thing: "a rhythm machine (the Drums line)",
    de: ["„Drumcomputer“ (der)", /Rhythmusmaschine|Drum-?[Mm]achine/u],
    ja: ["リズムマシン", /ドラムマシン|リズムボックス/u],
  },
  {
    thing: "a fix in release notes",
    de: ["„Behoben: …“ (what was wrong, as a noun phrase)", /Behebt, dass/u],
    ja: ["「～を修正しました」", /を修正する。|修正します。/u],
  },
];

/**
 * Japanese only: one name per thing where a Japanese reader found two (docs/l10n/glossary.md). Kept
 * apart from the glossary above so that each language's list grows on its own.
 */
export const japaneseTerms: { thing: string; ja: [string, RegExp] }[] = [
  { thing: "a customer's child (polite)", ja: ["お子さま", /お子様/u] },
  {
    thing: "the CP203's class, a home digital piano in a cabinet of compact depth (its group, COMPACTPIANOS)",
    ja: ["コンパクトピアノ", /ホームピアノ|コンパクトな(?:ホーム|デジタル)?ピアノ|家庭用ピアノ/u],
  },
  {
    thing: "the damper pedal pressed part-way (half-damper; its setting: ハーフダンパー感度)",
    ja: ["ハーフダンパー", /ハーフペダル/u],
  },
  {
    thing: "a rhythm the player stores on the MR101S (user pattern); its presets are プリセットリズム",
    ja: ["ユーザーパターン", /ユーザー(?:\d+)?リズム|リズムパターン|プリセットパターン/u],
  },
  {
    thing:
      "entering a pattern or a song step by step (step record, step edit: one thing, as リアルタイム録音 beside it)",
    ja: ["ステップ録音", /ステップ(?:エディット|入力|レコーディング|編集)/u],
  },
  {
    thing: "the CP203's and SP-C121's built-in pieces (music library: 60 piano pieces)",
    ja: ["ピアノ曲60曲", /クラシック曲60曲|ミュージックライブラリー/u],
  },
  { thing: "the model code a customer types (the contact form's field)", ja: ["型番", /モデル名/u] },
  { thing: "the manual's chapter for solving problems", ja: ["「困ったときは」", /トラブルシューティング/u] },
  {
    thing: "what a firmware release changes, and how to install it",
    ja: ["「変更内容」「アップデート手順」", /変更点|インストール方法/u],
  },
  {
    thing: "a version number (in titles, prose, lists and PDFs alike)",
    ja: ['Ver.1.3.0 (formatsFor("ja").version)', /バージョン ?(?:\d|X)|ファームウェア ?\d|(?<![A-Za-z])[vV] ?\d+\.\d/u],
  },
  {
    thing: "the MR101S's tempo control (a knob printed TEMPO)",
    ja: ["TEMPOつまみ", /テンポダイヤル|テンポつまみ|TEMPOダイヤル|テンポノブ/u],
  },
  { thing: "the samples of a released key (key-off)", ja: ["キーオフサンプル", /キーオフサンプリング/u] },
  { thing: "a model no longer made (discontinued)", ja: ["生産完了（生産完了品）", /生産終了|生産を終了/u] },
  // the eighth reading (fresh native readers)
  {
    thing: "what the SP201Plus's registration memory keeps (8 memories of the player's settings, not „set-ups“)",
    ja: [
      "8メモリー (the specification); 設定 (running text)",
      /\d+セットアップ|メモリーのセットアップ|セットアップを(?:保存|呼び出)/u,
    ],
  },
  {
    thing: "the CP203's body (家具調キャビネット): its pedal unit is built into the cabinet, not a stand",
    ja: ["キャビネット", /スタンドに(?:内蔵|組み込)/u],
  },
  { thing: "putting a plug or a drive into a socket", ja: ["差し込みます", /挿し込/u] },
  // the ninth reading (localization lead)
  { thing: "who answers a customer's message (one term on every page)", ja: ["担当者", /専門スタッフ/u] },
  {
    thing: "what a drum pad plays (the sound assigned to it, not an instrument)",
    ja: ["音色ごとに", /楽器ごとに/u],
  },
  { thing: "the support section's heading", ja: ["サポート", /困ったときのサポート/u] },
  {
    thing: "the downloads of software and firmware (one type)",
    ja: ["「ソフトウェア／ファームウェア」", /ソフトウェア[・/]ファームウェア/u],
  },
  {
    thing: "the accompaniment's two fill-ins (the panel's FILL IN A and B)",
    ja: ["「フィルインA／B」", /フィルインA[/・、]B|フィルイン[AB](?:とフィルイン|\/)/u],
  },
  {
    thing: "our answer to a customer (we contact them: ご連絡いたします; ご回答 is the customer's own answer)",
    ja: ["ご連絡", /ご回答/u],
  },
  {
    thing: "a file for every language (no language of its own)",
    ja: ["言語共通", /言語なし|言語不問/u],
  },
  // the ninth reading, second pass (a Japanese native reader)
  {
    thing: "the AKX10S's MIC/LINE IN: one input for a microphone or a line, as its spec table names it",
    ja: ["マイク／ライン兼用入力", /コンボ入力/u],
  },
  {
    thing: "what the software and firmware may be used with: the brand's instruments, not the company's",
    ja: ["Noteva製品", /(?:\{company\.name\}|Noteva GmbH)の製品/u],
  },
  // the fifth reading, Japanese copy (a native reader's findings)
  {
    thing: "the people who use Noteva's instruments (オーナー reads as a business's owner)",
    ja: [
      "「お客様」「Noteva製品をお使いの皆さま」（a guide written from their side: 「ユーザーの視点」）",
      /オーナー/u,
    ],
  },
  {
    thing: "recommending an instrument (one spelling)",
    ja: ["薦める（「先生が自信をもって薦められる」「生徒に薦めて」; the noun stays おすすめ）", /(?<!お)すすめ|勧め/u],
  },
  { thing: "a teacher invited from outside", ja: ["ゲスト講師", /招へい|招聘/u] },
  {
    thing: "the close-up pictures of a model (its specification page's section, a picture's caption)",
    ja: ["「各部の写真」（one picture: 「細部」）", /ディテール/u],
  },
  {
    thing: "what the instrument does with a message it does not answer (the MIDI implementation)",
    ja: ["「応答せずに破棄する」", /黙って/u],
  },
  {
    thing: "an update the checker stopped sending (it had begun: the file failed its check)",
    ja: ["「送信を中止しました」", /送信して(?:おり|い)ません/u],
  },
  {
    thing: "a tempo figure (release notes, a metronome's range)",
    ja: [
      "テンポ200BPM, テンポ5～320BPM (the unit after the number)",
      /テンポ(?:が|は|を)?\d+(?:～\d+)?(?![\d～]|BPM)/u,
    ],
  },
  {
    thing: "the two tempo keys in a sentence (the manuals)",
    ja: ["「［TEMPO −］［TEMPO ＋］と表記された鍵盤」", /TEMPO [–+-]\S*と/u],
  },
];

/**
 * German only: one name per thing where German readers found two (docs/l10n/glossary.md, "German
 * only"). Japanese has its own words for these, in the glossary above where it needs them.
 */
export const germanTerms: { thing: string; de: [string, RegExp] }[] = [
  {
    thing:
      "people who own, buy, play, visit or make (gender-fair where it costs nothing, docs/l10n/de.md): the generic masculine („Sounddesigner“, „zum Spieler“, „für Besucher“, „Bühnenmusiker“)",
    de: [
      "the pair („Besitzerinnen und Besitzer“, „Kundinnen und Kunden“, „Bühnenmusikerinnen und -musiker“), a team, a compound or a neutral form („unser Sounddesign-Team“, „Besucherparkplätze“, „Alle, die einen AKX10S besitzen“, „für Gäste“), or the reader („zu Ihnen hin“, „die Person am Instrument“)",
      /(?<!innen und (?:-|\p{L}+-)?)(?<![\p{L}])(?:[\p{L}\d]+-|\p{Lu}\p{Ll}+(?=besitzer|musiker|pianisten|spieler|besucher|designer))?(?:Besitzer|Kunden|Pianisten|Musiker|Nutzer|Käufer|Einsteiger|Spieler|Besucher|Designer|Entwickler|Teilnehmer|Mitarbeiter|Benutzer|Anwender|Anfänger|besitzer|musiker|pianisten|spieler|besucher|designer)n?(?![\p{L}-])/u,
    ],
  },
  {
    thing: "a count from two to twelve in running text (docs/l10n/de.md, „Numbers“)",
    de: [
      "a word („drei Pedale“, „sechs Batterien“); from 13 on a figure („16 Pads“, „40 junge Pianistinnen“)",
      /\b(?:[Dd]reizehn|[Vv]ierzehn|[Ff]ünfzehn|[Ss]echzehn|[Ss]iebzehn|[Aa]chtzehn|[Nn]eunzehn|[Zz]wanzig|[Dd]reißig|[Vv]ierzig|[Ff]ünfzig|[Ss]echzig|[Ss]iebzig|[Aa]chtzig|[Nn]eunzig|[Hh]undert)(?![\p{L}])|(?<![\d.,×x/] ?|\d)\b(?:[2-9]|1[0-2])[ \u00a0](?:Batterien|Pedale|Lautsprecher|Schritten|Minuten|Ländern|Jahren)\b/u,
    ],
  },
  {
    thing: "a sound of the instrument (sound, voice)",
    de: ["„Klang“, „Klänge“ („neue Klänge“, „Stage-Piano-Klänge“)", /\bneue[n]? Sounds\b|Stagepianos, E-Pianos/u],
  },
  {
    thing: "the stand a home piano's pedals are built into",
    de: ["„Ständer“ („fest in den Ständer eingebaut“, „die in den Ständer eingebaute Pedaleinheit“)", /Gestell/u],
  },
  {
    thing: "the AKX10S's chord sequencer, on its touch screen and in running text",
    de: ["„Akkord-Sequenzer“ (on the touch screen: tippen Sie auf „Akkord-Sequenzer“)", /Chord[ -]?Sequencer/iu],
  },
  {
    thing: "moving the pitch in semitones (transpose)",
    de: ["„Transponierung“", /Transposition/u],
  },
  {
    thing: "a button on the panel (RECORD/PLAY, START/STOP) and a key of the keyboard",
    de: [
      "„Taster“ for a panel button („die Leuchte des Tasters“), „Taste der Tastatur“ for a key marked with a label",
      /Leuchten? der Tasten?\b|\bTasten? (?![A-H](?:is|es)?\d)[A-Z]{2,}|(?<!\p{L})[A-Z]{2,}-Tasten?\b|beschriftete[n]? Tasten?\b(?! der Tastatur)/u,
    ],
  },
  {
    thing: "a model's document or release named with its model (fifth reading)",
    de: [
      "one hyphenated word („MK61-Bedienungsanleitung“, „CP203-Datenliste“, „SP-C121-Produktvideo“, „MK61-Firmware“; composed: `format.named`)",
      /(?:\b[A-Z]{2,}[A-Z0-9-]*\d[A-Z]?|\bX) (?:Bedienungsanleitung|Datenliste|Kurzanleitung|Videoanleitung|Produktvideo|Firmware)|(?:Bedienungsanleitung|Datenliste|Kurzanleitung|Videoanleitung|Produktvideo) (?:X\b|[A-Z]{2,}[A-Z0-9-]*\d)/u,
    ],
  },
  {
    thing: "the pedal that holds the notes (sustain pedal)",
    de: ["„Dämpferpedal“ (the jack: SUSTAIN)", /Sustain-?[Pp]edal|Haltepedal|Fortepedal/u],
  },
  {
    thing: "a piano or keyboard made to be carried (the Portable Pianos and Portable Keyboards lines)",
    de: [
      "„Portable-Piano“, „Portable-Keyboard“ (as German retail lists them)",
      /[Tt]ragbare[nrs]? (?:Digitalpianos?|Pianos?|Keyboards?|Modell|Instrument)|Portable[ -]?Digitalpiano|(?<![\p{L}-])portable[nrs]?(?![\p{L}-])/u,
    ],
  },
  {
    thing: "the firmware an image needs installed before it (minimum installed version)",
    de: [
      "„mindestens erforderliche Firmware-Version“",
      /Mindestversion|[Mm]indestens installierte|Minimum des Images/u,
    ],
  },
  {
    thing: "the order of a number's bits or 7-bit groups (least significant first)",
    de: ["„niedrigstwertige(s) … zuerst (LSB zuerst)“", /[Nn]iederwertigst|[Hh]öherwertigst/u],
  },
  {
    thing: "the damper pedal pressed part of the way (half-damper)",
    de: ["„Halbpedal“ (Halbpedal-Funktion, Halbpedal-Empfindlichkeit)", /Halbdämpfer|Half-?[Dd]amper|Halb-Dämpfer/u],
  },
  {
    thing:
      "the CP203's class, a home digital piano in a cabinet of compact depth (its group, COMPACTPIANOS: the menu's „Kompaktpianos“)",
    de: [
      "„Kompaktpiano“ (das; plural „Kompaktpianos“), as German retail lists compact cabinet pianos",
      /Home-?[Pp]iano|Heim-?(?:[Pp]iano|klavier)|Piano für kleine Wohnzimmer|Klavier für(?:s| das| zu Hause| den) ?Wohnzimmer|Klavier für zu Hause|[Kk]ompakte[nrs]? (?:Home-|Digital-?|Heim)?[Pp]iano|Kompakt-(?:Digital)?[Pp]iano/u,
    ],
  },
  {
    thing: "the middle pedal of a piano (sostenuto pedal)",
    de: ["„Sostenutopedal“", /Sostenuto(?!pedal)|Tonhaltepedal/u],
  },
  {
    thing: "the left pedal of a piano (soft pedal)",
    de: [
      "„Leisepedal“",
      /Soft-?[Pp]edal|(?<![\p{L}-])Soft(?![\p{L}-])|Pianopedal|Una[ -]?[Cc]orda-?Pedal|Verschiebungspedal/u,
    ],
  },
  {
    thing: "a rhythm the player stores on the MR101S (user pattern)",
    de: [
      "„User-Pattern“ (plural „User-Patterns“)",
      /Anwender-?Pattern|[Ee]igene[nrs]? Patterns?|User-Rhythm|Benutzer-?Pattern/u,
    ],
  },
  {
    thing: "entering a pattern or sequence step by step (step edit, step record)",
    de: ["„Step-Eingabe“", /Step-?(?:Edit|Aufnahme|Recording|Modus)|Schrittaufnahme|Schritt-Eingabe/u],
  },
  {
    thing: "the MIDI codes of a product line and a model (family code, member code)",
    de: [
      "„Familiencode“ and „Modellcode“",
      /Family-?Code|Member-?Code|Mitgliedscode|Familie X, (?:Mitglied|Modell) X|Family- und/u,
    ],
  },
  {
    thing: "the MIDI answer to the Identity Request (Identity Reply)",
    de: [
      "„die Identity Reply“ (the request: „der Identity Request“)",
      /(?<![\p{L}])(?:[Dd]as|[Ee]in|[Ss]ein|[Ss]einem|[Ss]eines|[Dd]em|[Ii]m|[Vv]om) (?:MIDI-)?Identity[ -]Reply|(?:[Dd]ie|[Ee]ine|[Ii]hre|[Ss]eine) (?:MIDI-)?Identity[ -]Request(?!s)/u,
    ],
  },
  { thing: "MIDI over Bluetooth", de: ["„Bluetooth-MIDI“ (Duden: one word, hyphenated)", /Bluetooth MIDI/u] },
  { thing: "the samples of a released key (key-off)", de: ["„Key-Off-Samples“", /Key-Off-Sampling/u] },
  {
    thing: "a set of sounds to load into the expansion memory (sound pack)",
    de: ["„Soundpacks“", /Sound-Packs?|Sound Packs?|Erweiterungs-Soundpacks?/u],
  },
  {
    thing: "MIDI system exclusive messages",
    de: ["„SysEx-Nachrichten“", /System-?[Ee]xklusiv|[Ss]ystemexklusiv|SysEx-Meldung/u],
  },
  {
    thing: "the two players of the duo mode",
    de: ["„Lehrkraft und Lernende“ (gender-fair)", /Lehrer und Schüler|Lehrkraft und Schüler(?![\p{L}])/u],
  },
  {
    thing: "the pedal on the EXPRESSION jack",
    de: ["„Schwellerpedal“ (the jack as printed: EXPRESSION)", /Expression-?[Pp]edal|Expressionspedal/u],
  },
  {
    thing: "playing a groove or a beat into pads or keys",
    de: ["„Spielen Sie … ein“ (pads and keys are played, not typed)", /Tippen Sie [^.;:]*? ein(?![\p{L}])/u],
  },
  {
    thing: "a model after a preposition (für, zu, mit …)",
    de: [
      "the model's article, by its gender: „für {gender, select, n {das} f {die} m {den}} Noteva {product}“",
      /(?<![\p{L}])(?:[Ff]ür|[Zz]u|[Vv]on|[Mm]it|[Bb]ei|[Üü]ber|[Aa]uf|[Aa]us|[Gg]egen|[Oo]hne) Noteva (?:X|[A-Z]{2,}[\w-]*\d)/u,
    ],
  },
  // ── the fifth reading of the German copy: phrases a native reader found carried over from English ──
  {
    thing: "the power adaptor (the specifications' and manuals' word)",
    de: ["„Netzadapter“", /Netzteil|Netzgerät|Stromadapter|Netzadaptor/u],
  },
  {
    thing: "an amplifier's power in running text (English: driven by 15 W × 2)",
    de: ["„mit 2 × 15 W Verstärkerleistung“", /angetrieben (?:von|durch)/u],
  },
  {
    thing: "an invitation to a fair or a stand (English: Meet Noteva at …)",
    de: ["„Besuchen Sie uns auf der …“", /Treffen Sie (?:uns|Noteva)/u],
  },
  {
    thing: "the first lessons, a first time (English: every first lesson)",
    de: ["„die ersten Unterrichtsstunden“", /(?<![\p{L}])[Jj]ede[nmrs]? erste/u],
  },
  {
    thing: "a piano's half-damper: the damper pedal's alone, never all its pedals'",
    de: ["„drei Pedale, das Dämpferpedal mit Halbpedal-Funktion“", /Pedale mit Halbpedal/u],
  },
  {
    thing: "what a right covers (English: the right includes printing)",
    de: ["„Es umfasst das Recht, … zu …“", /(?:umfasst|beinhaltet|einschließt), (?:die|das|den|sie|es)\b/u],
  },
  {
    thing: "the extra time a host waits (grace: in Austria, Karenz is parental leave)",
    de: ["„Toleranz“", /Karenz/u],
  },
  {
    thing: "no answer from the instrument (English: silence after a message)",
    de: ["„Keine Antwort nach …“", /Stille nach/u],
  },
  {
    thing: "a firmware release named by its version, written whole (2.0.0, as every list and title writes it)",
    de: ["„Firmware 2.0.0“", /Firmware \d+\.\d+(?![.\d])/u],
  },
];

/**
 * One name per thing, Japanese only (docs/l10n/glossary.md, "Japanese"): the names a native reader
 * found beside the one /ja writes for the store finder's stores, a document's revision, the power
 * adaptor and the pedal jack. A finding names the one to write.
 */
export const jaGlossary: { thing: string; ja: [string, RegExp] }[] = [
  {
    thing: "a store (Find a Store, 販売店検索: 販売代理店 and 販売店)",
    ja: ["販売店", /取扱店|取り扱い店|特約店|ディーラー/u],
  },
  { thing: "a document's revision", ja: ["改訂B版 (改訂{revision}版)", /リビジョン|レビジョン|第[A-Z]版/u] },
  { thing: "the power adaptor", ja: ["ACアダプター", /電源アダプター|ACアダプタ(?!ー)|AC電源アダプター/u] },
  {
    thing: "the line outputs (the panel prints LINE OUT), in running text as in the specification",
    ja: ["LINE OUT端子 (as the panel prints it)", /ラインアウト|ライン・アウト|ライン出力/u],
  },
  {
    thing: "a USB flash drive",
    ja: ["USBフラッシュメモリー", /USBメモリ|USBドライブ|USBスティック/u],
  },
  {
    thing: "the expression pedal's jack (the panel prints EXPRESSION)",
    ja: ["EXPRESSION端子 (as the panel prints it)", /エクスプレッション(?:ペダル)?(?:入力|端子)/u],
  },
  {
    thing: "the sustain pedal's jack",
    ja: [
      "SUSTAIN端子 (as the panel prints it)",
      /サステイン(?:ペダル)?端子|ダンパー(?:ペダル)?端子|フットスイッチ端子/u,
    ],
  },
];

/**
 * What German keeps on one line with the number before it (DIN 5008): units and symbols, and the
 * words the site counts in. Between them a no-break space (U+00A0), never a normal one.
 */
const germanUnits = [
  ...["kHz", "Hz", "mAh", "mA", "kW", "mm", "cm", "km", "kg", "ms", "dB", "KB", "kB", "MB", "GB", "TB"],
  ...["Bit", "Byte", "Bytes", "BPM", "Zoll", "%", "€", "Euro", "Prozent", "Uhr"],
  ...["Sekunden", "Minuten", "Stunden", "Tage", "Tagen", "Werktage", "Werktagen", "Wochen", "Monate", "Monaten"],
  ...["Jahre", "Jahren", "Tasten", "Klänge", "Klängen", "Styles", "Rhythmen", "Stimmen"],
];
/** Units that also stand for something else after a placeholder („{title} Tag für Tag“, „n {das} m {der}“). */
const germanNumberOnlyUnits = [
  "W",
  "V",
  "A",
  "m",
  "g",
  "s",
  "Sekunde",
  "Minute",
  "Stunde",
  "Tag",
  "Woche",
  "Monat",
  "Jahr",
];
/** A number, or a placeholder (X after `prose`), then a normal space and its unit. */
const GERMAN_SPACED_UNIT = new RegExp(
  `(?<![\\p{L}\\p{N}_.,\\-/])(?:\\d+(?:[.,]\\d+)* (?:${[...germanUnits, ...germanNumberOnlyUnits].join("|")})|X (?:${germanUnits.join("|")}))(?![\\p{L}\\p{N}-])`,
  "u",
);

/** A count before an amplifier's watts ("2 × 15 W", "2×15W"): Japanese (and English) write the watts first (15W×2). */
export const POWER_COUNT_FIRST =
  /(?<![\d.,×x] ?)\b\d+[ \u00a0]?[×x][ \u00a0]?\d+(?:[.,]\d+)?[ \u00a0]?W(?![A-Za-z\d])/u;
/** Watts before the count ("15 W × 2"): German running text writes the count first, „mit 2 × 15 W Verstärkerleistung“. */
export const POWER_WATTS_FIRST = /(?<![\d.,×x] ?)\b\d+(?:[.,]\d+)?[ \u00a0]?W[ \u00a0]?[×x][ \u00a0]?\d+(?![\d.,])/u;

/** A message's choice by a value, as `prose` leaves it: "{gender, select, n X f X m X}" (its branches are no units). */
const ICU_CHOICE = /\{\w+, (?:select|plural),[^{}]*\}/g;

/** Japanese spellings without the long-vowel mark the Japanese guide asks for (JIS Z 8301 is not used). */
const jaLongVowel: [RegExp, string][] = [
  [/コントローラ(?!ー)/u, "コントローラー"],
  [/メモリ(?!ー)/u, "メモリー"],
  [/フォルダ(?!ー)/u, "フォルダー"],
  [/ユーザ(?!ー)/u, "ユーザー"],
  [/プレーヤ(?!ー)|プレイヤ(?!ー)|プレイヤー/u, "プレーヤー"],
  [/ドライバ(?!ー)/u, "ドライバー"],
  [/ブラウザ(?!ー)/u, "ブラウザー"],
  [/コンピュータ(?!ー)/u, "コンピューター"],
  [/スピーカ(?!ー)/u, "スピーカー"],
  [/パラメータ(?!ー)/u, "パラメーター"],
  [/セキュリティ(?!ー)/u, "セキュリティー"],
  [/ヘッドフォン/u, "ヘッドホン"],
  [/キーボ(?!ー)/u, "キーボード"],
];

/** digit-hyphen-digit, unless part of a code, a date, a phone number or a path: see docs/l10n/de.md. */
function hyphenRanges(text: string): string[] {
  const found: string[] = [];
  for (const m of text.matchAll(/(\d+(?:[.,]\d+)?) ?- ?(\d+(?:[.,]\d+)?)/gu)) {
    const before = text[m.index - 1] ?? "";
    const after = text.slice(m.index + m[0].length);
    if (/[\p{L}\p{N}_.,/+#@:〒-]/u.test(before)) continue; // MK-61, E-21, +49-30, /news/1-2, 〒100-0001
    if (/^(?:-\d|[.,/]\d|\p{L}*-)/u.test(after)) continue; // 2026-03-01, 1-3-1 Umeda, 1-2-Bit
    if (/^\d{3}-\d{4}$/.test(m[0])) continue; // a Japanese postcode
    if (/(?:\+\d[\d ()]*|(?:Tel|Telefon|TEL|電話)[.:：]? ?[\d ()]*)$/u.test(text.slice(0, m.index))) continue; // a phone number
    found.push(m[0]);
  }
  return found;
}

/** The text a rule should read: placeholders, addresses and link targets taken out. */
export function prose(text: string): string {
  return text
    .replace(/\]\([^)]*\)/g, "]") // [label](/path)
    .replace(/\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, " ") // name@example.com
    .replace(/\bhttps?:\/\/\S+|(?:[\w-]+\.)+(?:example|com|de|jp)(?:\/[\w./-]*)?/g, " ") // noteva.example/ja
    .replace(/^- /gm, "") // a list item typed as "- item"
    .replace(/\{[\w.]+\}/g, "X"); // {count}, {company.name}
}

/** Where a bracket of `open`/`close` opens while another of the same kind is open. */
function nested(text: string, open: string, close: string): boolean {
  let depth = 0;
  for (const c of text) {
    if (c === open && ++depth > 1) return true;
    if (c === close) depth = Math.max(0, depth - 1);
  }
  return false;
}

/** The findings of one piece of copy. */
export function checkPiece(piece: Piece): Finding[] {
  const out: Finding[] = [];
  const add = (rule: string, message: string) => out.push({ line: piece.line, rule, message });
  const raw = piece.text;
  const text = prose(raw);
  if (raw.includes("〜"))
    add("ja-wave-dash", "〜 (U+301C): write ～ (U+FF5E), the one wave dash of the Japanese guide");
  if (piece.key) return out;
  // a panel's label as printed, one style on every model and in every language: RECORD/PLAY as START/STOP
  const spacedLabel = /\b[A-Z]{2,} \/ [A-Z]{2,}\b/.exec(text);
  if (spacedLabel)
    add("panel-label", `„${spacedLabel[0]}“: write a panel's label as printed, ${spacedLabel[0].replace(" / ", "/")}`);
  const japanese = hasJapanese(text);

  if (japanese) {
    const halfwidth = new RegExp(`(?<=[${JA_TEXT}])(?:[,:!?]|\\.(?![A-Za-z]))|[｡､]`, "u").exec(text);
    if (halfwidth) add("ja-punctuation", `half-width „${halfwidth[0]}“ after Japanese text: write 。、：！？`);
    // and before it, or set off by a space: a label or a list item composed into Japanese ("X: 日本語", "X, 日本語", "{a}: {b}")
    const before = new RegExp(`[,:] ?(?=[${KANA_KANJI}「（])|[,:] (?=\\S)`, "u").exec(text);
    if (before && !halfwidth)
      add("ja-punctuation", `half-width „${before[0].trim()}“ before Japanese text: write 、：`);
    if (new RegExp(`[${KANA_KANJI}]\\(|\\)[${KANA_KANJI}]|\\([^()]*[${KANA_KANJI}][^()]*\\)`, "u").test(text))
      add("ja-brackets", "half-width ( ) around or next to Japanese text: write （ ）");
    if (/["“”]/u.test(text)) add("ja-quotes", "quotation marks in Japanese text: write 「 」 (『 』 inside 「 」)");
    if (nested(text, "（", "）")) add("ja-brackets", "（ inside （: rephrase, or use 、 or ： inside");
    // (a Markdown table's cell bars stand apart: "| （注）", "…） |")
    if (/(?<![|\s])[ \u00a0]（|）[ \u00a0](?=[^\s|])/u.test(text))
      add("ja-space", "a half-width space beside a full-width bracket: 「型番（任意）」, never 「型番 （任意）」");
    if (/\d~\d/.test(text)) add("ja-wave-dash", "~ between numbers: write ～ (U+FF5E)");
    const dashed = /\d\s*[–—]\s*\d/.exec(text);
    if (dashed) add("range-dash", `„${dashed[0]}“: a range takes ～ in Japanese (イントロ1～3, 5～320)`);
    if (/[０-９Ａ-Ｚａ-ｚ]/u.test(text))
      add("ja-fullwidth", "full-width digits or Latin letters: write them half-width");
    const spaced = new RegExp(`[${KANA_KANJI}] [A-Za-z0-9X]|[A-Za-z0-9X] [${KANA_KANJI}]`, "u").exec(text);
    if (spaced) add("ja-space", `„${spaced[0]}“: no space between Japanese and Latin text or numbers (JTF 3.1.1)`);
    // 「スタッフ サインイン」: two katakana words are one compound, written without a space (a name takes ・)
    const kanaSpaced = /[\p{Script=Katakana}ー] [\p{Script=Katakana}]/u.exec(text);
    if (kanaSpaced)
      add("ja-space", `„${kanaSpaced[0]}“: no space between katakana words: one compound, or ・ in a name`);
    for (const [pattern, wanted] of jaLongVowel) {
      const m = pattern.exec(text);
      if (m) add("ja-long-vowel", `„${m[0]}“: write ${wanted}`);
    }
    // a version placeholder is printed as Ver.{version}: 「Ver.1.3.0」, one form on every /ja page and PDF
    const bareVersion = /(?<!Ver\.)\{\w*[vV]ersion\}/u.exec(raw);
    if (bareVersion)
      add("glossary", `„${bareVersion[0]}“: a version is written Ver.${bareVersion[0]} (Ver.1.3.0) everywhere on /ja`);
    for (const { thing, ja } of [...glossary, ...jaGlossary, ...japaneseTerms]) {
      const m = ja[1].exec(text);
      if (m) add("glossary", `„${m[0]}“: ${thing} is ${ja[0]} everywhere (docs/l10n/glossary.md)`);
    }
  }
  // in Japanese copy, a spec value of Latin words takes Japanese brackets too: OUTPUT（L/MONO、R）
  if (piece.lang === "ja" && !japanese && /\([^()]*,[^()]*\)/.test(text))
    add("ja-brackets", "half-width ( , ) in Japanese copy: write （ 、 ）, as in OUTPUT（L/MONO、R）");
  // in Japanese copy, also a string of Latin words only: a name left untranslated ("Aiko Tanabe")
  if (piece.lang === "ja" && (japanese || /[A-Za-z]+ [A-Za-z]+/.test(text))) {
    const cited = jaLatinNames.reduce((t, name) => t.replaceAll(name, " "), text);
    for (const word of cited.replace(/X/g, " ").match(/\p{Script=Latin}[\p{Script=Latin}0-9'’.+-]*/gu) ?? []) {
      const bare = word.replace(/[.+-]+$/, "");
      // a file's name as the archive holds it: its name in capitals, a language, a type (HOW-TO-UPDATE.ja.txt)
      const fileName = /^[A-Z][A-Z0-9_-]*(?:\.[a-z]{2})?\.[a-z]{3}$/.test(bare);
      if (/\d/.test(bare) || bare === bare.toUpperCase() || fileName || jaLatinAllowed.has(bare)) continue;
      add("ja-latin", `„${bare}“ in Japanese copy: write it in Japanese, or add it to jaLatinAllowed with a reason`);
    }
  }

  // an amplifier's power: Japanese as the specification writes it, the watts first (15W×2); German running
  // text the count first, as German writes a product (2 × 15 W, „mit 2 × 15 W Verstärkerleistung“)
  const countFirst = POWER_COUNT_FIRST.exec(text);
  if (japanese && countFirst)
    add("power-order", `„${countFirst[0]}“: power is written as the specification writes it, watts first: 15W×2`);
  const wattsFirst = POWER_WATTS_FIRST.exec(text);
  if (piece.lang === "de" && !japanese && wattsFirst)
    add("power-order", `„${wattsFirst[0]}“: German running text writes the count first: 2 × 15 W`);

  if (piece.lang === "de" || japanese) {
    for (const range of hyphenRanges(text))
      add("range-dash", `„${range}“: a range takes ${japanese ? "～ in Japanese" : "an en dash (–) in German"}`);
  }

  if (piece.lang === "de" && !japanese) {
    if (/\s-\s/.test(text)) add("de-dash", "„ - “ as a dash: write „ – “ (Halbgeviertstrich)");
    if (/["“”]/u.test(text.replace(/„[^„“]*“/gu, ""))) add("de-quotes", "quotation marks: write „…“");
    const decimal = /\d\.\d+[ \u00a0]?(?:kg|mm|cm|m|W|V|A|Hz|kHz|GB|MB|Zoll|h|Stunden|%)(?![\p{L}])/u.exec(text);
    if (decimal) add("de-decimal", `„${decimal[0]}“: the German decimal separator is a comma`);
    const spaced = GERMAN_SPACED_UNIT.exec(text.replace(ICU_CHOICE, "X"));
    if (spaced)
      add("de-nbsp", `„${spaced[0]}“: number and unit stay on one line; write a no-break space (U+00A0) between them`);
    for (const [pattern, wanted] of germanReplacements) {
      const m = pattern.exec(text);
      if (m) add("de-term", `„${m[0]}“: write ${wanted}`);
    }
    for (const { thing, de } of [...glossary, ...germanTerms]) {
      const m = de[1].exec(text);
      if (m) add("glossary", `„${m[0]}“: ${thing} is ${de[0]} everywhere (docs/l10n/glossary.md)`);
    }
    if (/\s/.test(text)) {
      for (const m of text.matchAll(/(?<![\p{L}\p{N}'’-])[A-Za-z]+(?![\p{L}\p{N}'’-])/gu)) {
        const word = m[0];
        if (word === word.toUpperCase() || !englishNotGerman.has(word.toLowerCase())) continue;
        // "Download" and "Update" are German nouns (Duden); the lower-case English verbs are not.
        if (word === "Download" || word === "Update") continue;
        add("de-english", `„${word}“ is English: write it in German`);
      }
    }
  }
  return out;
}

/** The language a file's copy is in by its path, when the whole file is in one language. */
export function fileLang(path: string): Lang | undefined {
  if (/(?:^|[/.])de(?:\.ts|\/)|\/de\.ts$/.test(path)) return "de";
  if (/(?:^|[/.])ja(?:\.ts|\/)|\/ja\.ts$/.test(path)) return "ja";
  return undefined;
}

/**
 * The string literals of a TypeScript source, each with its line and its language: the file's, or
 * that of the nearest enclosing `de:` / `ja:` / `en:` property. Comments and regular expressions
 * are skipped; a template literal's placeholders read as "X", like `{count}` in a message.
 */
export function piecesOf(source: string, lang: Lang | undefined): Piece[] {
  const pieces: Piece[] = [];
  const scopes: { lang: Lang | undefined; depth: number }[] = [{ lang, depth: -1 }];
  const templateDepths: number[] = [];
  let depth = 0;
  let line = 1;
  let i = 0;
  let pendingLang: Lang | undefined;
  let lastCode = "";
  const current = () => scopes[scopes.length - 1]?.lang;
  const nextCode = (from: number) => /\S/.exec(source.slice(from, from + 200))?.[0] ?? "";

  /** The text and first line of each template literal whose placeholder is being read. */
  const templates: { text: string; line: number }[] = [];
  /** Reads a literal from its opening quote (or a template's placeholder's closing brace) on. */
  const readString = (quote: string, resumed?: { text: string; line: number }) => {
    const startLine = resumed?.line ?? line;
    let text = resumed ? `${resumed.text}X` : "";
    i++;
    while (i < source.length && source[i] !== quote) {
      if (source[i] === "\\") {
        const esc = source[i + 1] ?? "";
        text += esc === "n" ? "\n" : esc;
        i += 2;
        continue;
      }
      if (quote === "`" && source[i] === "$" && source[i + 1] === "{") {
        templates.push({ text, line: startLine });
        templateDepths.push(depth);
        depth++;
        i += 2;
        return;
      }
      if (source[i] === "\n") line++;
      text += source[i];
      i++;
    }
    i++;
    const key = quote !== "`" && /[{,]/.test(lastCode) && nextCode(i) === ":";
    pieces.push({ text, line: startLine, lang: current(), key });
    lastCode = quote;
  };

  while (i < source.length) {
    const c = source[i] ?? "";
    const rest = source.slice(i, i + 2);
    if (c === "\n") {
      line++;
      i++;
    } else if (rest === "//") {
      while (i < source.length && source[i] !== "\n") i++;
    } else if (rest === "/*") {
      const end = source.indexOf("*/", i + 2);
      const stop = end < 0 ? source.length : end + 2;
      line += (source.slice(i, stop).match(/\n/g) ?? []).length;
      i = stop;
    } else if (c === "/" && /[(,=:&|!?;{}[]|^$|return$/.test(lastCode)) {
      // a regular expression literal
      i++;
      let inClass = false;
      while (i < source.length && (source[i] !== "/" || inClass) && source[i] !== "\n") {
        if (source[i] === "\\") i++;
        else if (source[i] === "[") inClass = true;
        else if (source[i] === "]") inClass = false;
        i++;
      }
      i++;
      lastCode = "/";
    } else if (c === '"' || c === "'" || c === "`") {
      readString(c);
    } else if (c === "}" && templateDepths[templateDepths.length - 1] === depth - 1) {
      templateDepths.pop();
      depth--;
      readString("`", templates.pop());
    } else if (/[{[(]/.test(c)) {
      if (pendingLang) scopes.push({ lang: pendingLang, depth });
      pendingLang = undefined;
      depth++;
      i++;
      lastCode = c;
    } else if (/[}\])]/.test(c)) {
      depth--;
      while (scopes.length > 1 && (scopes[scopes.length - 1]?.depth ?? -1) >= depth) scopes.pop();
      i++;
      lastCode = c;
    } else if (/[A-Za-z_$]/.test(c)) {
      const word = /^[\w$]+/.exec(source.slice(i))?.[0] ?? c;
      i += word.length;
      const after = /^\s*:\s*(.)/.exec(source.slice(i, i + 40));
      pendingLang =
        (word === "de" || word === "ja" || word === "en") && after && /[{[(]/.test(after[1] ?? "") ? word : undefined;
      lastCode = word === "return" ? "return" : "a";
    } else {
      if (!/\s/.test(c)) lastCode = c;
      if (c === "," || c === ";") pendingLang = undefined;
      i++;
    }
  }
  return pieces;
}

/** A line that holds this marker is not checked: `// l10n-lint-allow: <reason>`. */
export const allowMarker = "l10n-lint-allow";

/** Every finding of a source file. */
export function checkSource(source: string, path: string): Finding[] {
  const allowed = new Set(
    source.split("\n").flatMap((text, index) => (text.includes(allowMarker) ? [index + 1, index + 2] : [])),
  );
  return piecesOf(source, fileLang(path))
    .filter((piece) => piece.lang !== "en" && !allowed.has(piece.line))
    .flatMap(checkPiece);
}
