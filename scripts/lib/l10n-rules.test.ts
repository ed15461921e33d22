import { describe, expect, it } from "vitest";
import { checkPiece, checkSource, fileLang, type Lang, piecesOf } from "./l10n-rules.ts";

const rules = (text: string, lang: Lang | undefined) =>
  checkPiece({ text, line: 1, lang, key: false }).map((f) => f.rule);

describe("Japanese punctuation", () => {
  it("flags a half-width full stop or comma after Japanese text", () => {
    expect(rules("電子ピアノ、キーボード、リズムマシン.", "ja")).toEqual(["ja-punctuation"]);
    expect(rules("電子ピアノ,キーボード", "ja")).toEqual(["ja-punctuation"]);
    expect(rules("サポート:", "ja")).toEqual(["ja-punctuation"]);
    expect(rules("本体は11.8kgです。", "ja")).toEqual([]);
  });

  it("flags a half-width comma or colon composed in front of Japanese text", () => {
    expect(rules("{download}: {product}取扱説明書", "ja")).toEqual(["ja-punctuation"]);
    expect(rules("{title}, 日本語", "ja")).toEqual(["ja-punctuation"]);
    expect(rules("Ver.1.3.0:新機能", "ja")).toEqual(["ja-punctuation"]);
    expect(rules("{title}、日本語", "ja")).toEqual([]);
    expect(rules("10:00～17:00に開館", "ja")).toEqual([]);
    expect(rules("詳しくは https://noteva.example/ja をご覧ください。", "ja")).toEqual([]);
  });

  it("reads past decimals, file extensions, addresses and placeholders", () => {
    expect(rules("コピーし、.BINファイルを選びます。", "ja")).toEqual([]);
    expect(rules("詳しくは noteva.example/ja/support をご覧ください。", "ja")).toEqual([]);
    expect(rules("name@example.comのような形式でご入力ください。", "ja")).toEqual([]);
    expect(rules("候補{count}件。", "ja")).toEqual([]);
  });

  it("wants full-width brackets around Japanese and no brackets nested in brackets", () => {
    expect(rules("ACアダプター(12V)を使います。", "ja")).toEqual(["ja-brackets"]);
    expect(rules("ディスプレイ（LCD（128×64ドット））", "ja")).toEqual(["ja-brackets"]);
    expect(rules("「電源：ACアダプター（12V/2A）」", "ja")).toEqual([]);
  });

  it("knows one wave dash, ～ (U+FF5E)", () => {
    expect(rules("{min}〜{max}台", "ja")).toEqual(["ja-wave-dash"]);
    expect(rules("10:00~17:00に開館", "ja")).toEqual(["ja-wave-dash"]);
    expect(rules("10:00～17:00に開館", "ja")).toEqual([]);
    // a key or an English string with U+301C is flagged too: the character is wrong anywhere
    expect(checkPiece({ text: "1〜3", line: 4, lang: undefined, key: true })).toEqual([
      { line: 4, rule: "ja-wave-dash", message: expect.stringContaining("U+FF5E") },
    ]);
  });

  it("sets no space between Japanese and Latin text (JTF 3.1.1)", () => {
    expect(rules("{site} ホーム", "ja")).toEqual(["ja-space"]);
    expect(rules("Noteva ニュース", "ja")).toEqual(["ja-space"]);
    expect(rules("{site}ホーム", "ja")).toEqual([]);
    expect(rules("田辺 愛子", "ja")).toEqual([]);
  });

  it("wants the long-vowel mark and half-width digits", () => {
    expect(rules("USBフラッシュメモリを挿します。", "ja")).toEqual(["ja-long-vowel"]);
    expect(rules("コントローラとして使えます。", "ja")).toEqual(["ja-long-vowel"]);
    expect(rules("コントローラーとして使えます。", "ja")).toEqual([]);
    expect(rules("１２鍵", "ja")).toEqual(["ja-fullwidth"]);
    expect(rules("スタッフ サインイン", "ja")).toEqual(["ja-space"]);
    expect(rules("スタッフ用サインイン", "ja")).toEqual([]);
    expect(rules("この手順書（HOW-TO-UPDATE.ja.txt）が含まれています。", "ja")).toEqual([]);
    expect(rules("この手順書（Anleitung.txt）が含まれています。", "ja")).toEqual(["ja-latin"]);
  });

  it("holds one Japanese name per thing: お子さま, ユーザーパターン, ピアノ曲60曲, 型番, 「困ったときは」, 変更内容", () => {
    for (const text of [
      "お子様にも弾きやすい鍵盤です。",
      "100のユーザーリズムを保存できます。",
      "PATTERNボタン：リズムパターンを選びます。",
      "左右の手を分けて練習できるクラシック曲60曲",
      "ミュージックライブラリーの60曲を再生できます。",
      "モデル名",
      "取扱説明書のトラブルシューティングをご覧ください。",
      "バージョン履歴、変更点、インストール方法。",
      "途中まで踏む（ハーフペダル）と、余韻が短くなります。",
      "ユーザー100リズム",
      "ステップエディット",
      "Notevaのコンパクトなホームピアノです。",
      "リビングに収まるサイズに仕上げたホームピアノです。",
    ])
      expect(rules(text, "ja"), text).toEqual(["glossary"]);
    expect(
      rules(
        "お子さまと一緒に、100のプリセットリズムと100のユーザーパターン、ピアノ曲60曲。型番は取扱説明書の「困ったときは」と、変更内容・アップデート手順をご覧ください。CP203はNotevaのコンパクトピアノです。",
        "ja",
      ),
    ).toEqual([]);
  });
});

describe("one name per thing on /ja", () => {
  it("names a store 販売店, a revision 改訂B版, the adaptor ACアダプター and the pedal jack SUSTAIN端子", () => {
    for (const text of [
      "お近くの取扱店",
      "リビジョンB",
      "電源アダプターを接続します。",
      "サステイン端子",
      "サステインペダル端子",
    ])
      expect(rules(text, "ja"), text).toEqual(["glossary"]);
    for (const text of [
      "お近くの販売店",
      "販売代理店",
      "改訂B版",
      "ACアダプターを接続します。",
      "SUSTAIN端子",
      "サステインペダル付属",
    ])
      expect(rules(text, "ja"), text).toEqual([]);
  });
});

describe("Latin words in Japanese copy", () => {
  it("passes panel labels, acronyms, model codes, units and the allow-list", () => {
    expect(rules("FUNCTIONボタンを押したまま、TEMPOと表記された鍵盤を押します。", "ja")).toEqual([]);
    expect(rules("SP201PlusはUSB-MIDIとBluetoothに対応し、質量は12.3kgです。", "ja")).toEqual([]);
    expect(rules("Notevaのファームウェア（Ver.1.3.0）", "ja")).toEqual([]);
    expect(rules("地図データ：Natural Earth。", "ja")).toEqual([]);
  });

  it("flags any other word, and a name left in the Latin alphabet", () => {
    expect(rules("Lenaのチームがお答えします。", "ja")).toEqual(["ja-latin"]);
    expect(rules("Noteva Parkがオープン", "ja")).toEqual(["ja-latin"]);
    expect(rules("Aiko Tanabe", "ja")).toEqual(["ja-latin", "ja-latin"]);
    expect(rules("feature/spc121-sp1", "ja")).toEqual([]);
    // outside Japanese files the rule does not apply: a German string may name Noteva Park
    expect(rules("Noteva Park", "de")).toEqual([]);
  });
});

describe("ranges", () => {
  it("wants an en dash between numbers in German and ～ in Japanese", () => {
    expect(rules("Tempo-Regler (5-320 BPM)", "de")).toEqual(["range-dash"]);
    expect(rules("Intro 1-3", "de")).toEqual(["range-dash"]);
    expect(rules("TEMPOつまみ（5-320BPM）", "ja")).toEqual(["range-dash"]);
    expect(rules("INTRO 1–3ボタン", "ja")).toEqual(["range-dash"]);
    expect(rules("INTRO 1～3ボタン", "ja")).toEqual([]);
    expect(rules("Tempo-Regler (5–320\u00a0BPM)", "de")).toEqual([]);
  });

  it("leaves model codes, dates, addresses, phone numbers, paths and compounds alone", () => {
    for (const text of [
      "Ein Modellname wie MK-61 oder SP-C121",
      "Fehler E-21 und Prüfsumme SHA-256",
      "Stand: 2026-03-01",
      "1-3-1 Umeda, Kita-ku",
      "Telefon +49 30 1234-5678",
      "〒530-0001 大阪市",
      "Siehe /news/update/akx10s-firmware-1-3-0 hier",
      "ein 3-Band-EQ mit 2-Wege-Lautsprechern",
    ])
      expect(rules(text, "de"), text).not.toContain("range-dash");
  });
});

describe("German", () => {
  it("flags English words that are not German, not panel labels or the German nouns Download and Update", () => {
    expect(rules("Laden Sie the Firmware herunter.", "de")).toEqual(["de-english"]);
    expect(rules("Bitte click here für Details.", "de")).toEqual(["de-english", "de-english"]);
    expect(rules("Halten Sie FUNCTION gedrückt und drücken Sie ON.", "de")).toEqual([]);
    expect(rules("Das Update steht als Download bereit.", "de")).toEqual([]);
    expect(rules("Jetzt download starten.", "de")).toEqual(["de-english"]);
    expect(rules("Die Firmware wird so installiert, wie es war.", "de")).toEqual([]);
  });

  it("replaces the anglicisms of the style guide", () => {
    expect(rules("bei den Portables auf die Person am Instrument ausgerichtet", "de")).toEqual(["de-term"]);
    expect(rules("Sie reparieren Stage Pianos.", "de")).toEqual(["de-term"]);
    expect(rules("Export als Standard-MIDI-File.", "de")).toEqual(["de-term"]);
    expect(rules("Noteva News", "de")).toEqual(["de-term"]);
    expect(rules("Schreiben Sie eine Email an uns.", "de")).toEqual(["de-term"]);
    expect(rules("Function + Taste C7", "de")).toEqual(["de-term"]);
    expect(rules("Portable-Keyboards und Stagepianos, Noteva-News, FUNCTION", "de")).toEqual([]);
  });

  it("wants „…“ quotes, a spaced en dash and a decimal comma", () => {
    expect(rules('Thema "Sonstiges"', "de")).toEqual(["de-quotes"]);
    expect(rules("Thema “Sonstiges”", "de")).toEqual(["de-quotes"]);
    expect(rules("Thema „Sonstiges“", "de")).toEqual([]);
    expect(rules("Zu Hause - und auf der Bühne", "de")).toEqual(["de-dash"]);
    expect(rules("nur 11.8\u00a0kg leicht", "de")).toEqual(["de-decimal"]);
    expect(rules("nur 11,8\u00a0kg leicht, Firmware 2.1.0", "de")).toEqual([]);
  });

  it("keeps a number and its unit on one line: a no-break space between them", () => {
    for (const text of [
      "das 11,8 kg leichte Gehäuse",
      "zwei Lautsprecher mit je 15 W",
      "Wir löschen sie nach 30 Tagen.",
      "höchstens {max} MB",
      "und löschen sie {months} Monate nach Abschluss",
      "88 Tasten in voller Größe",
      "1.133 Klänge auf einer Klangerzeugung",
      "im Batteriebetrieb unter 30 %",
      "Samstags von 10:00 bis 17:00 Uhr",
      "Bitte warten Sie 1 Minute.",
    ])
      expect(rules(text, "de"), text).toEqual(["de-nbsp"]);
    for (const text of [
      "das 11,8\u00a0kg leichte Gehäuse, 2\u00a0×\u00a015\u00a0W",
      "höchstens {max}\u00a0MB, nach 30\u00a0Tagen",
      // not a unit after a model code, in a compound or a word; a placeholder before a word that is no unit there
      "Das SP-C121 Tasten-Set, 88 Tasten-Mechaniken, Seite 3 von 5",
      "Was Ihnen {gender, select, n {das} f {die} m {der}} {title} Tag für Tag bietet.",
    ])
      expect(rules(text, "de"), text).toEqual([]);
    // English copy keeps its own conventions
    expect(rules("two 15 W speakers", "en")).toEqual([]);
  });

  it("holds one German name per thing: Dämpferpedal, User-Pattern, Step-Eingabe, the MIDI codes", () => {
    for (const text of [
      "Sustain-Pedal im Lieferumfang",
      "Platz für 100 eigene Patterns",
      "100 User-Rhythmen",
      "Step-Aufnahme und Step-Edit",
      "sein Family-Code und sein Member-Code",
      "Familie {family}, Mitglied {member}",
      "Antwort: das Identity Reply",
      "Er sendet eine Identity Request.",
      "USB-MIDI und Bluetooth MIDI",
      "Saitenresonanz und Key-Off-Sampling",
      "neue Sound-Packs laden",
      "Erweiterungs-Soundpacks laden schneller",
      "Updates als System-Exklusiv-Meldungen",
      "einschließlich systemexklusiver Nachrichten",
      "für Lehrer und Schüler",
      "für Lehrkraft und Schüler",
      "ein Expression-Pedal anschließen",
      "Expressionspedale mancher Hersteller",
      "Die MK-Keyboards bieten Einsteigern Lernfunktionen",
      "Tippen Sie einen Groove ein, lassen Sie ihn loopen",
      "Die Bedienungsanleitung für Noteva {product}",
      "Alle technischen Daten zu Noteva {title}",
      "Ausschließlich für Noteva MK61.",
      "drei Pedale mit Halbdämpfer-Funktion",
      "Das Sostenuto-Pedal hielt Töne",
      "Das CP203 ist das kompakte Home-Piano von Noteva",
      "Designpreis für das CP203, das Piano für kleine Wohnzimmer",
      "das Klavier für zu Hause, gebaut für ganz normale Wohnzimmer",
      "Ein Klavier fürs Wohnzimmer",
      "ein Homepiano mit drei Pedalen",
      "das kompakte Digitalpiano CP203",
      "Pedale: Dämpfer und Sostenuto",
      "links das Pedal Soft",
      "das Soft-Pedal links",
      "prüft die Mindestversion",
      "die niederwertigste Gruppe zuerst",
      "das tragbare Digitalpiano für die Bühne",
      "bei den tragbaren Modellen",
      "ein portables Digitalpiano",
    ])
      expect(rules(text, "de"), text).toEqual(["glossary"]);
    expect(
      rules(
        "Dämpferpedal an SUSTAIN, 100 User-Patterns per Step-Eingabe; Familiencode und Modellcode stehen in der Identity Reply, der Antwort auf den Identity Request.",
        "de",
      ),
    ).toEqual([]);
    for (const text of [
      "Bluetooth-MIDI ohne Kabel, dazu Soundpacks und Key-Off-Samples als SysEx-Nachrichten",
      "für Lehrkraft und Lernende; Spielen Sie einen Groove ein",
      "ein Schwellerpedal an EXPRESSION; Lehrkraft und Schülerin oder Schüler",
      "Die Bedienungsanleitung für {gender, select, n {das} f {die} m {den}} Noteva {product}",
      "Alle technischen Daten {gender, select, n {zum} f {zur} m {zum}} Noteva {title}",
      "Nur für das Noteva MK61. Ein Noteva-Instrument für Kundinnen und Kunden.",
      "Drei Pedale: Dämpferpedal (mit Halbpedal), Sostenutopedal, Leisepedal; Halbpedal-Empfindlichkeit",
      "Das CP203 ist das Kompaktpiano von Noteva; die Portable-Pianos und die Kompaktpianos; ein Piano fürs Wohnzimmer",
    ])
      expect(rules(text, "de"), text).toEqual([]);
  });
});

describe("German words readers found twice (fourth reading)", () => {
  it("calls a panel button a Taster and a key a Taste der Tastatur", () => {
    for (const text of [
      "Drücken Sie RECORD/PLAY: Die Leuchte der Taste blinkt.",
      "drücken Sie die mit VERSION beschriftete Taste.",
      "drücken Sie die Taste START/STOP",
      "die RECORD-Taste",
    ])
      expect(rules(text, "de"), text).toEqual(["glossary"]);
    for (const text of [
      "Die Leuchte des Tasters blinkt; die Leuchten der Taster zeigen den Fortschritt.",
      "drücken Sie die mit VERSION beschriftete Taste der Tastatur.",
      "drücken mehrmals die Taste D1 (das tiefste D)",
    ])
      expect(rules(text, "de"), text).toEqual([]);
  });
  it("is gender-fair with owners, customers, players, visitors and makers: the pair, a team or a neutral form", () => {
    for (const text of [
      "Für ihre Besitzer bleiben Anleitungen hier.",
      "für alle AKX10S-Besitzer kostenlos",
      "Lehrkräfte und Noteva-Kunden",
      "das Portable-Piano für Pianisten, die live spielen",
      // the seventh reading: a trade fair's sessions, the stage, speakers and the campus in the masculine
      "mit stündlichen Sessions unserer Sounddesigner.",
      "Jede Stunde zeigen unsere Sounddesigner, wie ein Pianoklang aufgenommen wird.",
      "der Arranger, den sich unsere Bühnenmusiker gewünscht haben",
      "Zwei Lautsprecher, zum Spieler hin ausgerichtet",
      "Parkplätze für Besucher gibt es nicht.",
      "Entwurf: für Besucher verborgen",
      // the fifth reading of the German copy: visitors, players and a compound written as one word
      "zwei zum Spieler und zwei in den Raum gerichtet",
    ])
      expect(rules(text, "de"), text).toEqual(["glossary"]);
    for (const text of [
      "Besitzerinnen und Besitzer finden Anleitungen hier.",
      "für alle, die ein AKX10S besitzen",
      "Kundinnen und Kunden; junge Pianistinnen und Pianisten; der Kundenservice",
      "mit stündlichen Sessions unseres Sounddesign-Teams.",
      "den sich Musikerinnen und Musiker auf der Bühne von uns gewünscht haben",
      "Zwei Lautsprecher, auf Sie am Instrument ausgerichtet; Besucherinnen und Besucher; Parkplätze für Gäste",
      "der Arranger, den sich unsere Bühnenmusikerinnen und -musiker gewünscht haben",
      "Besucherparkplätze gibt es nicht; ein Saal, der allen offensteht",
      "zwei zu Ihnen und zwei in den Raum gerichtet, auf die Person am Instrument ausgerichtet",
    ])
      expect(rules(text, "de"), text).toEqual([]);
  });
  it("writes two to twelve as a word in running text, from 13 on a figure", () => {
    for (const text of [
      "Sechzehn anschlagdynamische Pads",
      "Mit den sechzehn Pads",
      "Vierzig junge Pianistinnen",
      "6 Batterien vom Typ AA",
    ])
      expect(rules(text, "de"), text).toEqual(["glossary"]);
    for (const text of [
      "16 anschlagdynamische Pads",
      "40 junge Pianistinnen",
      "sechs Batterien vom Typ AA",
      "6 × AA-Batterien",
      "1 Spur",
    ])
      expect(rules(text, "de"), text).toEqual([]);
  });
  it("names sounds Klänge and transposing Transponierung", () => {
    for (const text of [
      "768 MB für neue Sounds",
      "Stagepianos, E-Pianos und Streicher sind einen Tastendruck entfernt",
      "Transposition",
    ])
      expect(rules(text.replace(" MB", "\u00a0MB"), "de"), text).toEqual(["glossary"]);
    expect(rules("Flügel-, E-Piano- und Streicherklänge; Transponierung; Sounddesign-Team", "de")).toEqual([]);
  });
  it("names a home piano's stand Ständer, never Gestell", () => {
    expect(rules("Drei Pedale, fest im Gestell eingebaut.", "de")).toEqual(["glossary"]);
    expect(rules("Drei Pedale, fest in den Ständer eingebaut.", "de")).toEqual([]);
  });
  it("names the chord sequencer Akkord-Sequenzer, on the touch screen too", () => {
    expect(rules("tippen Sie auf dem Touchscreen auf Chord Sequencer", "de")).toEqual(["glossary"]);
    expect(rules("tippen Sie auf dem Touchscreen auf „Akkord-Sequenzer“", "de")).toEqual([]);
  });
});

describe("panel labels (fifth reading)", () => {
  it("writes a label as printed, one style: RECORD/PLAY as START/STOP", () => {
    expect(rules("RECORD / PLAYボタンを押します。", "ja")).toEqual(["panel-label"]);
    expect(rules("Drücken Sie den Taster LAYER / SPLIT.", "de")).toEqual(["panel-label"]);
    expect(rules("RECORD/PLAYボタンとSTART/STOPボタン", "ja")).toEqual([]);
  });
});

describe("Japanese brackets (fifth reading)", () => {
  it("sets no half-width space beside a full-width bracket", () => {
    for (const text of ["型番 （任意）", "シリアル番号 （任意）を入力"])
      expect(rules(text, "ja"), text).toEqual(["ja-space"]);
    expect(rules("型番（任意）", "ja")).toEqual([]);
  });
});

describe("German words readers found twice (fifth reading)", () => {
  it("names a model's document as one hyphenated word", () => {
    for (const text of [
      "MK61 Bedienungsanleitung",
      "CP203 Datenliste",
      "SP-C121 Videoanleitung",
      "MK61 Firmware-Update",
      "Bedienungsanleitung CP203",
      "Bedienungsanleitung {product}",
    ])
      expect(rules(text, "de"), text).toEqual(["glossary"]);
    for (const text of [
      "MK61-Bedienungsanleitung",
      "CP203-Datenliste",
      "SP-C121-Produktvideo",
      "{product}-Firmware",
      "die Firmware 1.2.0",
      "Revision B der Bedienungsanleitung zum CP203",
    ])
      expect(rules(text, "de"), text).toEqual([]);
  });
});

describe("reading a source file", () => {
  it("gives each literal its language and line, skipping comments, regular expressions and keys", () => {
    const source = [
      "// a comment: the, and, 〜",
      "export const text = defineText(en, {",
      "  de: { title: `Alle $" + "{n} Modelle`, re: /Stage Pianos/ },",
      '  ja: { "owners-manual": "取扱説明書",',
      "    more: 'もっと見る' },",
      "});",
    ].join("\n");
    expect(piecesOf(source, undefined)).toEqual([
      { text: "Alle X Modelle", line: 3, lang: "de", key: false },
      { text: "owners-manual", line: 4, lang: "ja", key: true },
      { text: "取扱説明書", line: 4, lang: "ja", key: false },
      { text: "もっと見る", line: 5, lang: "ja", key: false },
    ]);
  });

  it("takes the language of a whole file from its path", () => {
    expect(fileLang("app/lib/i18n/messages/ja.ts")).toBe("ja");
    expect(fileLang("app/.server/db/seed/translations/de/news.ts")).toBe("de");
    expect(fileLang("app/features/company/content.de.ts")).toBe("de");
    expect(fileLang("app/features/company/content.ts")).toBeUndefined();
    expect(fileLang("app/features/dealers/text.server.ts")).toBeUndefined();
  });

  it("reports file lines, skips English sections and honours the allow marker", () => {
    const source = [
      "export const x = {",
      '  en: { a: "Tempo 5-320" },',
      '  de: { a: "Tempo 5-320",',
      "    // l10n-lint-allow: a part number as printed",
      '    b: "Teil 12-34" },',
      '  ja: { a: "リズムマシン." },',
      "};",
    ].join("\n");
    expect(checkSource(source, "app/features/x/text.server.ts").map((f) => `${f.line} ${f.rule}`)).toEqual([
      "3 range-dash",
      "6 ja-punctuation",
    ]);
  });
});

describe("one form per thing on /ja (fourth reading)", () => {
  it("wants a version as Ver.1.3.0, in text and in a placeholder", () => {
    expect(rules("バージョン1.0.2では", "ja")).toEqual(["glossary"]);
    expect(rules("ファームウェアv2.0.0です。", "ja")).toEqual(["glossary"]);
    expect(rules("{version}にアップデート", "ja")).toEqual(["glossary"]);
    expect(rules("Ver.{version}にアップデート", "ja")).toEqual([]);
    expect(rules("最新バージョン：Ver.1.3.0", "ja")).toEqual([]);
  });

  it("refuses the variants readers found beside the one name", () => {
    for (const text of [
      "テンポダイヤルを回します。",
      "キーオフサンプリング",
      "楽器をチェック",
      "ソフトウェア・ファームウェア",
      "フィルインA/B",
      "担当者よりご回答いたします。",
      "言語なし",
    ])
      expect(rules(text, "ja"), text).toContain("glossary");
    for (const text of ["TEMPOつまみを回します。", "キーオフサンプル", "楽器の確認", "ソフトウェア／ファームウェア"])
      expect(rules(text, "ja"), text).toEqual([]);
    expect(rules("フィルインA／B", "ja")).toEqual([]);
    expect(rules("言語共通", "ja")).toEqual([]);
  });

  it("holds the fifth reading's Japanese words (a native reader's findings)", () => {
    for (const text of [
      "オーナーの皆さまからのお問い合わせ",
      "ガイドをオーナーの視点で執筆しています。",
      "先生が自信をもってすすめられる電子ピアノ",
      "招へい講師によるレッスン",
      "ディテール",
      "後続チャンクは黙って無視する",
      "一致しないため、送信しておりません。",
      "テンポが200を超えると、",
      "メトロノームはテンポ5～320で使えます。",
      "TEMPO –とTEMPO +と表記された鍵盤",
    ])
      expect(rules(text, "ja"), text).toEqual(["glossary"]);
    for (const text of [
      "お客様からのお問い合わせ",
      "ファームウェアアップデートのガイドをユーザーの視点で執筆しています。",
      "先生やNoteva製品をお使いの皆さまに",
      "先生が自信をもって薦められる電子ピアノ",
      "おすすめモデル",
      "ゲスト講師によるレッスン",
      "各部の写真",
      "応答せずに破棄する",
      "一致しないため、送信を中止しました。",
      "テンポが200BPMを超えると、",
      "メトロノームはテンポ5～320BPMで使えます。",
      "テンポの50～100%で再生",
      "［TEMPO −］［TEMPO ＋］と表記された鍵盤",
    ])
      expect(rules(text, "ja"), text).toEqual([]);
  });

  it("names the warranty card in the box 保証書 and „Garantiekarte“", () => {
    for (const text of ["保証カードに販売店名をご記入ください。", "保証証は大切に保管してください。"])
      expect(rules(text, "ja"), text).toEqual(["glossary"]);
    for (const text of ["Bewahren Sie den Garantieschein auf.", "die Garantie-Karte im Karton"])
      expect(rules(text, "de"), text).toEqual(["glossary"]);
    expect(rules("保証書は製品に同梱されています。", "ja")).toEqual([]);
    expect(rules("Tragen Sie sie auf der Garantiekarte ein.", "de")).toEqual([]);
  });

  it("wants Japanese brackets and list marks in a spec value of Latin words", () => {
    expect(rules("OUTPUT (L/MONO, R)", "ja")).toEqual(["ja-brackets"]);
    expect(rules("OUTPUT（L/MONO、R）", "ja")).toEqual([]);
  });
});

describe("the fifth reading: power as each language writes it, jacks as printed in running text", () => {
  it("writes an amplifier's watts before the count in Japanese (15W×2), the count first in German prose (2 × 15 W)", () => {
    expect(rules("mit 15\u00a0W\u00a0×\u00a02 Verstärkerleistung.", "de")).toEqual(["power-order"]);
    expect(rules("15W×2のアンプ、2×15Wではなく", "ja")).toEqual(["power-order"]);
    expect(rules("mit 2\u00a0×\u00a015\u00a0W Verstärkerleistung.", "de")).toEqual([]);
    expect(rules("Bis zu 2\u00a0×\u00a030\u00a0W", "de")).toEqual([]);
    expect(rules("12cm×2のスピーカーを15W×2のアンプで駆動します。", "ja")).toEqual([]);
    expect(rules("1315\u00a0×\u00a0285\u00a0×\u00a0130\u00a0mm", "de")).toEqual([]);
  });

  it("names the line outputs LINE OUT端子 and the expression jack EXPRESSION端子 in Japanese running text", () => {
    for (const text of [
      "ラインアウトからリバーブなしで出力",
      "ライン出力を搭載。",
      "エクスプレッションペダル入力を装備。",
      "USBメモリーを挿したまま",
      "USBドライブを取り外すと",
    ])
      expect(rules(text, "ja"), text).toEqual(["glossary"]);
    for (const text of [
      "LINE OUT端子からリバーブなしで出力",
      "LINE OUT端子とEXPRESSION端子を装備。",
      "エクスプレッションペダル",
      "USBフラッシュメモリーを取り外すと",
    ])
      expect(rules(text, "ja"), text).toEqual([]);
  });
});

describe("the fifth reading of the German copy: German phrases, not English ones", () => {
  it("flags what a native reader found carried over from English, and takes the German phrase", () => {
    for (const text of [
      "Zwei Lautsprecher, angetrieben von 2\u00a0×\u00a015\u00a0W.",
      "Treffen Sie Noteva auf der SUPERBOOTH25 in Berlin",
      "ein Keyboard für jede erste Unterrichtsstunde",
      "drei Pedale mit Halbpedal-Funktion",
      "Dieses Nutzungsrecht umfasst, die Dokumente auszudrucken.",
      "Schließen Sie das Netzteil an.",
      "Der Host wartet 15\u00a0s + 15\u00a0s Karenz",
      "Stille nach DATA",
      "der Bootloader, den die Firmware 2.0 voraussetzt",
    ])
      expect(rules(text, "de"), text).toEqual(["glossary"]);
    for (const text of [
      "Zwei Lautsprecher mit 2\u00a0×\u00a015\u00a0W Verstärkerleistung.",
      "Besuchen Sie uns auf der SUPERBOOTH25 in Berlin",
      "ein Keyboard für die ersten Unterrichtsstunden",
      "drei Pedale, das Dämpferpedal mit Halbpedal-Funktion",
      "Es umfasst das Recht, die Dokumente auszudrucken.",
      "Schließen Sie den Netzadapter an.",
      "Der Host wartet 15\u00a0s + 15\u00a0s Toleranz",
      "Keine Antwort nach DATA",
      "der Bootloader, den die Firmware 2.0.0 voraussetzt; USB 2.0",
    ])
      expect(rules(text, "de"), text).toEqual([]);
  });
});
