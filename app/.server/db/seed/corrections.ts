import type { Locale } from "~/lib/i18n/locales";

/**
 * Facts the first seed's copy got wrong, as native readers found them (issue 40): each sentence as
 * a data set seeded before has it (`was`) and as the seed has it now (`now`), per language. Seed
 * data is insert-only, so the seed set `fact-corrections` (./index.ts) puts each `now` in where a
 * row still holds the seed's `was`: products' words, articles, firmware notes and their German and
 * Japanese translations. A wording an editor chose is not the seed's, and is left as it is.
 * `app/compose/facts.db.test.ts` holds the list to the seed (every `now` is in it, no `was` is) and
 * ages a data set to try it.
 */
export type Correction = {
  was: string;
  now: string;
  /** Only a whole text or line (a specification list's item) that is `was`, never a part of a longer one ("Expression-Pedale"). */
  whole?: true;
};

// ── issue 40, fifth reading (branch ja-polish): its corrections, kept apart from the others' ──
/** What the fifth reading's native readers found in the seed's copy, per language (spread at each list's end). */
const fifthReadingCorrections: Record<Locale, readonly Correction[]> = {
  en: [
    // a firmware article's last paragraph follows a list: it names what to download
    {
      was: "Download it and follow the illustrated steps on the [",
      now: "Download the firmware and follow the illustrated steps on the [",
    },
    // the AKX10S's expansion memory holds user samples, as its specification says
    {
      was: "1133 sounds on a 256-note polyphony engine, plus 768MB expansion memory for new sounds.",
      now: "1133 sounds on a 256-note polyphony engine, plus 768MB expansion memory for your own samples.",
    },
  ],
  de: [
    // a firmware article's last paragraph follows a list: „sie“ had nothing to refer to
    { was: "Laden Sie sie herunter; wie Sie das Update", now: "Laden Sie die Firmware herunter; wie Sie das Update" },
    // a model's document is one hyphenated word (format.named): „CP203-Bedienungsanleitung“
    {
      // l10n-lint-allow: the earlier words, kept to find them in a data set seeded before
      was: "Bedienungsanleitung CP203, Revision B",
      now: "CP203-Bedienungsanleitung, Revision B",
      whole: true,
    },
    // gender-fair: a hall open to all
    // l10n-lint-allow: the earlier words, kept to find them in a data set seeded before
    { was: "und ein Saal, der Besuchern offensteht.", now: "und ein Saal, der allen offensteht." },
    // the AKX10S's expansion memory in one wording, its specification's: for one's own samples
    {
      was: "768\u00a0MB Erweiterungsspeicher für neue Klänge.",
      now: "768\u00a0MB Erweiterungsspeicher für eigene Samples.",
    },
    {
      was: "768\u00a0MB Erweiterungsspeicher für User-Samples",
      now: "768\u00a0MB Erweiterungsspeicher für eigene Samples",
      whole: true,
    },
  ],
  ja: [
    // the MK200's lesson: one sentence, the display guides
    {
      was: "次に弾く音と使う指をディスプレイに表示。最後に採点結果が表示されます。",
      now: "次に弾く音と使う指をディスプレイでガイドし、最後に採点結果を表示します。",
    },
    // the AKX10S's expansion memory holds user samples, as its specification says
    {
      was: "さらに768MBの拡張メモリーに新しい音色を追加できます。",
      now: "さらに768MBの拡張メモリーにユーザーサンプルを追加できます。",
    },
  ],
};
// ── end of the fifth reading's corrections ──

// ── issue 40, sixth reading (branch copy-three): its corrections, kept apart from the others' ──
/**
 * What the sixth reading's native readers found, per language (spread at each list's end, after the
 * fifth reading's, so a chain starts from that reading's words): the AKX10S's 1.2.0 adds no styles
 * (the artist series of October 2026 is the free pack of 40 styles for the user style memory); the
 * MR101S's kits as its specification counts them (52 with firmware 1.2.0) and its 99 pattern chains
 * called up, not one per pad; the portable keyboards' group, whose MK37 has no lessons; the sound
 * design article's teaser, as the article tells it (no microphones); German gender-fair and plainer
 * wording, one name per pedal (Schwellerpedal) and per range (Kompaktpianos); Japanese names as
 * the glossary has them (USBフラッシュメモリー).
 */
const sixthReadingCorrections: Record<Locale, readonly Correction[]> = {
  en: [
    {
      was: "Adds 40 new styles to the user style memory, where the style browser lists them with your own styles.",
      now: "The style browser shows the user style memory as a list of its own, apart from the preset styles.",
    },
    {
      was: "16 velocity-sensitive pads, 48 kits from acoustic to electronic, 100 preset rhythms",
      now: "16 velocity-sensitive pads, 48 kits from acoustic to electronic (52 with firmware 1.2.0), 100 preset rhythms",
    },
    {
      was: "48 kits, 100 preset rhythms and 100 user patterns, recorded live or step by step.",
      now: "48 kits (52 with firmware 1.2.0), 100 preset rhythms and 100 user patterns, recorded live or step by step.",
    },
    {
      was: "Pattern chain: link rhythms into songs, keep up to 99 of them, and play one from a single pad.",
      now: "Pattern chain: link rhythms into songs, keep up to 99 of them, and call any one of them up when you need it.",
    },
    {
      was: "Light, battery-powered keyboards with lessons built in: the first instrument in many homes.",
      now: "Light, battery-powered keyboards, most with lessons built in: the first instrument in many homes.",
    },
    {
      was: "Our sound designers on microphones, four dynamic levels and the resonance you feel under your fingers.",
      now: "Three weeks, one concert grand, every key at four dynamic levels, and why we model the resonance instead of sampling it.",
    },
  ],
  de: [
    {
      was: "Neu: 40\u00a0zusätzliche Styles im User-Style-Speicher; der Style-Browser zeigt sie bei Ihren eigenen Styles an.",
      now: "Neu: Der Style-Browser zeigt den User-Style-Speicher als eigene Liste, getrennt von den Preset-Styles.",
    },
    {
      was: "16 anschlagdynamische Pads, 48 Kits von akustisch bis elektronisch, 100 Preset-Patterns",
      now: "16 anschlagdynamische Pads, 48 Kits von akustisch bis elektronisch (52 ab Firmware 1.2.0), 100 Preset-Patterns",
    },
    {
      was: "48 Kits, 100 Preset- und 100 User-Patterns, live oder per Step-Eingabe eingespielt.",
      now: "48 Kits (52 ab Firmware 1.2.0), 100 Preset- und 100 User-Patterns, live oder per Step-Eingabe eingespielt.",
    },
    {
      was: "speichern Sie bis zu 99 davon und starten Sie jeden mit einem einzigen Pad.",
      now: "speichern Sie bis zu 99 davon und rufen Sie sie jederzeit wieder auf.",
    },
    {
      was: "Leichte Keyboards mit Batteriebetrieb und eingebauten Lernfunktionen: in vielen Familien das erste Instrument.",
      now: "Leichte Keyboards mit Batteriebetrieb und, je nach Modell, eingebauten Lernfunktionen: in vielen Familien das erste Instrument.",
    },
    {
      // l10n-lint-allow: the earlier words, kept to find them in a data set seeded before
      was: "Unsere Sounddesigner über Mikrofone, vier Dynamikstufen und die Resonanz, die Sie unter den Fingern spüren.",
      now: "Drei Wochen, ein Konzertflügel, jede Taste in vier Dynamikstufen – und warum wir die Resonanz modellieren, statt sie zu sampeln.",
    },
    {
      // l10n-lint-allow: the earlier words, kept to find them in a data set seeded before
      was: "Behoben: Expression-Pedale mancher Hersteller erreichten nicht die volle Lautstärke.",
      now: "Behoben: Schwellerpedale mancher Hersteller erreichten nicht die volle Lautstärke.",
    },
    {
      // l10n-lint-allow: the earlier words, kept to find them in a data set seeded before
      was: "Drei Keyboarder auf Tour haben sich wegen seiner Mechanik und seiner Line-Ausgänge für das SP201Plus entschieden.",
      now: "Drei Profis an den Tasten haben sich wegen seiner Mechanik und seiner Line-Ausgänge für das SP201Plus entschieden – und es mit auf Tour genommen.",
    },
    {
      // l10n-lint-allow: the earlier words, kept to find them in a data set seeded before
      was: "Keyboarder auf Tour brauchen ein Instrument, das über jede PA richtig klingt und jede Fahrt im Transporter übersteht. Drei von ihnen haben",
      now: "Wer mit Keyboards auf Tour geht, braucht ein Instrument, das über jede PA richtig klingt und jede Fahrt im Transporter übersteht. Drei Profis an den Tasten haben",
    },
    {
      // l10n-lint-allow: the earlier words, kept to find them in a data set seeded before
      was: "so hören Lehrkraft und Schüler dasselbe Piano.",
      now: "so hören Lehrkraft und Lernende dasselbe Piano.",
    },
    {
      // l10n-lint-allow: the earlier words, kept to find them in a data set seeded before
      was: "die Portable-Pianos und die kompakten Pianos, der Arranger",
      now: "die Portable-Pianos und die Kompaktpianos, der Arranger",
    },
    {
      was: "Pianos, die auf jeden Anschlag antworten",
      now: "Pianos, die jede Nuance Ihres Anschlags umsetzen",
    },
    {
      was: "ergänzt die Einstellung der Halbpedal-Empfindlichkeit und eine klarere Beschreibung des Pedalanschlusses.",
      now: "ergänzt die Einstellung der Halbpedal-Empfindlichkeit und beschreibt den Pedalanschluss klarer.",
    },
    {
      was: "Neu: Sicherung der Registrierungsspeicher auf einem USB-Stick.",
      now: "Neu: Sicherung des Registrierungsspeichers auf einem USB-Stick.",
    },
  ],
  ja: [
    {
      was: "スタイルを40種類追加しました。ユーザースタイルメモリーに保存され、スタイルブラウザーでお客さまのスタイルと一緒に選べます。",
      now: "スタイルブラウザーで、ユーザースタイルメモリーのスタイルをプリセットスタイルとは別のリストで表示するようになりました。",
    },
    {
      was: "アコースティックからエレクトロニックまで48種類のキット、100のプリセットリズムを搭載し",
      now: "アコースティックからエレクトロニックまで48種類のキット（ファームウェアVer.1.2.0以降は52種類）、100のプリセットリズムを搭載し",
    },
    {
      was: "48種類のキット、100のプリセットリズム、100のユーザーパターン。",
      now: "48種類のキット（ファームウェアVer.1.2.0以降は52種類）、100のプリセットリズム、100のユーザーパターン。",
    },
    {
      was: "パターンチェーン：リズムをつないで作った曲を最大99曲保存でき、パッドひとつで再生できます。",
      now: "パターンチェーン：リズムをつないで作った曲を最大99曲保存でき、いつでも呼び出して再生できます。",
    },
    {
      was: "軽量で電池駆動、レッスン機能も内蔵。多くのご家庭で最初の楽器として選ばれているキーボードです。",
      now: "軽量で電池駆動、モデルによってはレッスン機能も内蔵。多くのご家庭で最初の楽器として選ばれているキーボードです。",
    },
    {
      was: "マイク、4段階のダイナミクス、そして指先に感じる共鳴について、Notevaのサウンドデザイナーが語ります。",
      now: "1台のコンサートグランドピアノを3週間かけて、すべての鍵盤を4段階のダイナミクスで収録。共鳴をサンプリングではなくモデリングで再現する理由もご紹介します。",
    },
    {
      // l10n-lint-allow: the earlier words, kept to find them in a data set seeded before
      was: "ソングブックを開いたままUSBドライブを取り外すと",
      now: "ソングブックを開いたままUSBフラッシュメモリーを取り外すと",
    },
    {
      // l10n-lint-allow: the earlier words, kept to find them in a data set seeded before
      was: "実際のリビングにちょうど収まるサイズに仕上げたホームピアノです。",
      // l10n-lint-allow: the earlier words, kept to find them in a data set seeded before (the ninth reading's コンパクトピアノ follows)
      now: "日本のリビングにもすっきり収まるサイズに仕上げたホームピアノです。",
    },
  ],
};
// ── end of the sixth reading's corrections ──

// ── issue 40, seventh reading (branch docs): documents true to each model, gender-fair German ──
/**
 * What the seventh reading found, per language (spread at each list's end, after the sixth
 * reading's): German copy that names people in the generic masculine (the trade fair's
 * „Sounddesigner“, the AKX10S's „Bühnenmusiker“, speakers aimed „zum Spieler“) is gender-fair, as the
 * site writes it elsewhere („Pianistinnen und Pianisten“, „Lehrkraft und Lernende“): a team, the pair,
 * or the reader addressed.
 */
const seventhReadingCorrections: Record<Locale, readonly Correction[]> = {
  en: [],
  de: [
    {
      // l10n-lint-allow: the earlier words, kept to find them in a data set seeded before
      was: "mit stündlichen Sessions unserer Sounddesigner.",
      now: "mit stündlichen Sessions unseres Sounddesign-Teams.",
    },
    {
      // l10n-lint-allow: the earlier words, kept to find them in a data set seeded before
      was: "Jede Stunde zeigen unsere Sounddesigner, wie ein Pianoklang aufgenommen und intoniert wird, und beantworten Ihre Fragen.",
      now: "Jede Stunde zeigt unser Sounddesign-Team, wie ein Pianoklang aufgenommen und intoniert wird, und beantwortet Ihre Fragen.",
    },
  ],
  ja: [],
};
// ── end of the seventh reading's corrections ──
// ── fact-corrections@4: fifth reading, German copy (branch de): its corrections, kept apart from the others' ──
/**
 * What a native German reader found in the fifth reading of the German copy (spread at each list's
 * end, after the sixth reading's, so a chain starts from the words a data set holds by then): German
 * phrases, not English ones („mit 2 × 15 W Verstärkerleistung“, not „angetrieben von“; „Besuchen Sie
 * uns“, not „Treffen Sie Noteva“), the CP203's half-damper on its damper pedal alone, gender-fair
 * words (Bühnenmusikerinnen und -musiker; loudspeakers aimed at the player: „zu Ihnen“), update
 * posts headed „Die Änderungen“ (they list fixes too), and a version written whole (2.0.0) in every
 * language.
 */
const germanCopyCorrections: Record<Locale, readonly Correction[]> = {
  en: [
    // a version written whole, as every other release and page writes it
    {
      was: "Installs the new boot loader that firmware 2.0 needs.",
      now: "Installs the new boot loader that firmware 2.0.0 needs.",
    },
  ],
  de: [
    {
      // l10n-lint-allow: the earlier words, kept to find them in a data set seeded before
      was: "zum Spieler hin ausgerichtet und angetrieben von 15 W × 2,",
      now: "die zu Ihnen hin abstrahlen, mit 2 × 15 W Verstärkerleistung,",
    },
    {
      // l10n-lint-allow: the earlier words, kept to find them in a data set seeded before
      was: "zwei zum Spieler und zwei in den Raum gerichtet, angetrieben von 25 W × 2.",
      now: "zwei zu Ihnen und zwei in den Raum gerichtet, mit 2 × 25 W Verstärkerleistung.",
    },
    // the half-damper is the damper pedal's, not all three pedals'
    {
      // l10n-lint-allow: the earlier words, kept to find them in a data set seeded before
      was: "drei Pedale mit Halbpedal-Funktion. Seine Lautsprecher strahlen zum Spieler und in den Raum ab",
      now: "drei Pedale (das Dämpferpedal mit Halbpedal-Funktion). Seine Lautsprecher strahlen zu Ihnen und in den Raum ab",
    },
    {
      // l10n-lint-allow: the earlier words, kept to find them in a data set seeded before
      was: "Drei Pedale mit Halbpedal-Funktion – für das Pedalspiel",
      now: "Drei Pedale, das Dämpferpedal mit Halbpedal-Funktion – für das Pedalspiel",
    },
    {
      was: "Aufnehmen, abspielen und speichern auf externen Laufwerken bis 512 GB, mit 16-Spur-Sequenzer.",
      now: "16-Spur-Sequenzer; Aufnahmen auf externen Laufwerken bis 512 GB speichern und abspielen.",
    },
    {
      // l10n-lint-allow: the earlier words, kept to find them in a data set seeded before
      was: "Treffen Sie Noteva auf der SUPERBOOTH25 in Berlin",
      now: "Besuchen Sie uns auf der SUPERBOOTH25 in Berlin",
    },
    // l10n-lint-allow: the earlier words, kept to find them in a data set seeded before
    { was: "ein Keyboard für jede erste Unterrichtsstunde", now: "ein Keyboard für die ersten Unterrichtsstunden" },
    {
      // l10n-lint-allow: the earlier words, kept to find them in a data set seeded before
      was: "den sich unsere Bühnenmusiker gewünscht haben.",
      now: "den sich unsere Bühnenmusikerinnen und -musiker gewünscht haben.",
    },
    // an update post lists what is new and what was fixed: its changes
    { was: "Die Neuerungen", now: "Die Änderungen", whole: true },
    {
      // l10n-lint-allow: the earlier words, kept to find them in a data set seeded before
      was: "den die Firmware 2.0 voraussetzt",
      now: "den die Firmware 2.0.0 voraussetzt",
    },
  ],
  ja: [],
};
// ── end of the fifth reading's German copy corrections ──
// ── issue 40, fifth reading, Japanese copy (branch ja): its corrections, kept apart from the others' (fact-corrections@4) ──
/**
 * What a native Japanese reader found in the fifth reading, per language (spread at each list's end,
 * after the sixth reading's, so a chain starts from those words): the SP-C121's action as a touch
 * the keys reproduce (never "a light hammer action"), Noteva's customers named as such (not
 * 「オーナー」), the SP201Plus tour's sound and verdict, a guest teacher (ゲスト講師), and every tempo
 * figure with its unit (BPM), in the English and German release notes and the MK37's metronome too.
 */
const japaneseCopyCorrections: Record<Locale, readonly Correction[]> = {
  en: [
    {
      was: "Fixes the recorder's second track starting one beat late at tempos above 200.",
      now: "Fixes the recorder's second track starting one beat late at tempos above 200 BPM.",
    },
    {
      was: "Fixes fill-ins starting half a beat early at tempos below 60.",
      now: "Fixes fill-ins starting half a beat early at tempos below 60 BPM.",
    },
    { was: "counts along at any tempo from 5 to 320, and", now: "counts along at any tempo from 5 to 320 BPM, and" },
  ],
  de: [
    { was: "bei Tempi über 200 einen Schlag zu spät ein.", now: "bei Tempi über 200 BPM einen Schlag zu spät ein." },
    {
      was: "bei Tempi unter 60 einen halben Schlag zu früh ein.",
      now: "bei Tempi unter 60 BPM einen halben Schlag zu früh ein.",
    },
    { was: "zählt in jedem Tempo von 5 bis 320 mit,", now: "zählt in jedem Tempo von 5 bis 320 BPM mit," },
  ],
  ja: [
    {
      was: "低音域は重く、高音域は軽いグレードハンマーアクション。フルサイズの88鍵を搭載しています。",
      now: "低音域は重く、高音域は軽いタッチを再現したグレードハンマーアクション鍵盤。フルサイズの88鍵です。",
    },
    {
      // l10n-lint-allow: the earlier words, kept to find them in a data set seeded before
      was: "そして先生やオーナーの皆さまに出荷前の楽器を弾いていただけるホール",
      now: "そして先生やNoteva製品をお使いの皆さまに出荷前の楽器を弾いていただけるホール",
    },
    { was: "どんなPAを通しても正しく鳴り、", now: "どんなPAを通しても狙いどおりのサウンドで鳴り、" },
    {
      was: "彼らの評価は、ハンマーアクションのタッチが毎晩変わらず安定していること、そしてLINE OUT端子からそのままミキサーにつなげられることでした。",
      now: "3人が口をそろえて挙げたのは、毎晩変わらず安定したハンマーアクションのタッチと、そのままミキサーにつなげられるLINE OUT端子です。",
    },
    // l10n-lint-allow: the earlier words, kept to find them in a data set seeded before
    { was: "招へい講師によるレッスン", now: "ゲスト講師によるレッスン" },
    // l10n-lint-allow: the earlier words, kept to find them in a data set seeded before
    { was: "テンポが200を超えると、", now: "テンポが200BPMを超えると、" },
    // l10n-lint-allow: the earlier words, kept to find them in a data set seeded before
    { was: "テンポが60未満のとき、", now: "テンポが60BPM未満のとき、" },
    // l10n-lint-allow: the earlier words, kept to find them in a data set seeded before
    { was: "メトロノームはテンポ5～320で使えます。", now: "メトロノームはテンポ5～320BPMで使えます。" },
  ],
};
// ── end of the fifth reading's Japanese copy corrections ──
// ── issue 40, fifth reading, model facts (branch facts): fact-corrections@4 ──
/**
 * What a model's documents, pictures and pages disagreed on, per language (spread at each list's
 * end, after the sixth reading's): the CP203's sticky claimed a lesson function with separate hands
 * that neither its specification nor its manual has (its 60 pieces and firmware 1.1.0's slow
 * playback are what it has); the SP201Plus's two electric pianos, the second from firmware 1.1.0
 * (its Japanese release note said „one more“, read beside „two“ as a third); the news says what the
 * Noteva Park page says of the action lab: robots test every key action prototype.
 */
const modelFactsCorrections: Record<Locale, readonly Correction[]> = {
  en: [
    { was: "Lessons built in", now: "Practise with 60 pieces", whole: true },
    {
      was: "60 classical pieces with separate hands, a metronome and a recorder to check progress.",
      now: "60 piano pieces, played back at 50% to 100% of their tempo for slow practice from firmware 1.1.0, a metronome and a recorder to check your progress.",
    },
    {
      was: "Stage-ready sound set: grand, upright, two electric pianos, organ and strings.",
      now: "Stage-ready sound set: grand, upright, two electric pianos (the second from firmware 1.1.0), organ and strings.",
    },
    {
      was: "a lab where key actions are tested to ten million strokes per key,",
      now: "a lab where every key action prototype is tested to ten million strokes per key by robots,",
    },
  ],
  de: [
    { was: "Unterricht inklusive", now: "Üben mit 60 Stücken", whole: true },
    {
      was: "60 klassische Stücke mit getrennten Parts für beide Hände, ein Metronom und ein Recorder, mit dem Sie Ihre Fortschritte überprüfen.",
      now: "60 Klavierstücke, ab Firmware 1.1.0 zum langsamen Üben mit 50 bis 100\u00a0% ihres Tempos abspielbar, dazu ein Metronom und ein Recorder, mit dem Sie Ihre Fortschritte überprüfen.",
    },
    {
      was: "Bühnentaugliche Klangauswahl: Flügel, Klavier, zwei E-Pianos, Orgel und Streicher.",
      now: "Bühnentaugliche Klangauswahl: Flügel, Klavier, zwei E-Pianos (das zweite ab Firmware 1.1.0), Orgel und Streicher.",
    },
    {
      was: "im Labor wird jede Tastaturmechanik mit zehn Millionen Anschlägen pro Taste getestet,",
      now: "im Labor wird jeder Prototyp einer Tastaturmechanik von Robotern mit zehn Millionen Anschlägen pro Taste getestet,",
    },
  ],
  ja: [
    { was: "レッスン機能を内蔵", now: "ピアノ曲60曲で練習", whole: true },
    {
      was: "左右の手を分けて練習できるピアノ曲60曲に、メトロノームと、上達を確かめられるレコーダーを搭載しています。",
      now: "ピアノ曲60曲を内蔵し、ファームウェアVer.1.1.0以降は元のテンポの50～100%で再生してゆっくり練習できます。メトロノームと、上達を確かめられるレコーダーも搭載しています。",
    },
    {
      was: "2種類のエレクトリックピアノ、オルガン、ストリングスと、",
      now: "2種類のエレクトリックピアノ（2種類目はファームウェアVer.1.1.0以降）、オルガン、ストリングスと、",
    },
    {
      was: "ベルのような明るい響きのエレクトリックピアノをもう1種類追加しました。",
      now: "2種類目のエレクトリックピアノとして、ベルのような明るい響きの音色を追加しました。",
    },
    {
      was: "すべての鍵盤アクションに1鍵あたり1,000万回の打鍵テストを行うラボ",
      now: "ロボットが鍵盤アクションのすべての試作品に1鍵あたり1,000万回の打鍵テストを行うラボ",
    },
  ],
};
// ── end of fact-corrections@4 (fifth reading, model facts) ──

// ── fact-corrections@5 (branch copy: German and Japanese native reviewers' reading) ──
/**
 * What the reviewers found in the copy, per language (spread at each list's end, after the model
 * facts'): the SP201Plus's registration memory recalls a set-up, where its SOUND button steps
 * through every sound (no sound is „one button away“); its LINE OUT jacks go to the PA, its
 * EXPRESSION jack takes a pedal (the sentence read as if both went to the PA).
 */
const copyCorrections: Record<Locale, readonly Correction[]> = {
  en: [
    // the MR101S's pad 16 used a wrong velocity curve (it reports none)
    { was: "Fixes pad 16 reporting the wrong velocity curve.", now: "Fixes pad 16 using the wrong velocity curve." },
    {
      was: "Stage pianos, electric pianos and strings are one button away.",
      now: "Set-ups of grand, electric piano and strings wait in the registration memory, ready to recall between songs.",
    },
    {
      was: "Line outputs and a pedal input for expression, straight to the PA without adaptors.",
      now: "Line outputs that go straight to the PA without adaptors, and a jack for an expression pedal.",
    },
  ],
  de: [
    // the German reviewers' stiff sentences: „jeder“ Style with its intro, a pad that „verwendete“ a curve
    {
      was: "Styles, jeweils mit Intro, Ending und zwei Fill-ins",
      now: "Styles, jeder mit Intro, Ending und zwei Fill-ins",
    },
    {
      was: "Behoben: Pad 16 meldete eine falsche Anschlagkurve.",
      now: "Behoben: Pad 16 verwendete eine falsche Anschlagkurve.",
    },
    {
      was: "Flügel-, E-Piano- und Streicherklänge sind nur einen Tastendruck entfernt.",
      now: "Setups mit Flügel, E-Piano oder Streichern legen Sie im Registrierungsspeicher ab und rufen sie zwischen den Songs sofort ab.",
    },
    {
      was: "Line-Ausgänge und ein Pedaleingang für Expression – ohne Adapter direkt in die PA.",
      now: "Line-Ausgänge, die ohne Adapter direkt in die PA gehen, und eine Buchse für ein Schwellerpedal (EXPRESSION).",
    },
  ],
  ja: [
    {
      was: "ステージピアノ、エレクトリックピアノ、ストリングスをボタンひとつで呼び出せます。",
      now: "グランドピアノ、エレクトリックピアノ、ストリングスの設定はレジストレーションメモリーに記憶して、曲の合間にすぐ呼び出せます。",
    },
    {
      was: "LINE OUT端子とEXPRESSION端子を装備。変換アダプターなしでPAに直接つなげます。",
      now: "LINE OUT端子から変換アダプターなしでPAに直接接続でき、EXPRESSION端子にはエクスプレッションペダルを接続できます。",
    },
  ],
};
// ── end of fact-corrections@5 (copy) ──

// ── fact-corrections@5, eighth reading (branch words): fresh native readers' copy corrections ──
/**
 * What the eighth reading's native readers found, per language (spread at each list's end, after
 * the copy reviewers'): a German sentence that overclaims („passt in jeden Rucksack“) says what the
 * English does ("fits a backpack"): „passt in einen Rucksack“.
 */
const eighthReadingCopy: Record<Locale, readonly Correction[]> = {
  en: [],
  de: [
    {
      // l10n-lint-allow: the earlier words, kept to find them in a data set seeded before
      was: "100 Klänge, 50 Rhythmen und ein eingebauter Lautsprecher in einem Gehäuse, das in jeden Rucksack passt.",
      now: "100 Klänge, 50 Rhythmen und ein eingebauter Lautsprecher in einem Gehäuse, das in einen Rucksack passt.",
    },
    {
      // l10n-lint-allow: the earlier words, kept to find them in a data set seeded before
      was: "16 anschlagdynamische Pads, 48 Kits und 100 Preset-Patterns in einem Gerät, das in jeden Rucksack passt.",
      now: "16 anschlagdynamische Pads, 48 Kits und 100 Preset-Patterns in einem Gerät, das in einen Rucksack passt.",
    },
  ],
  ja: [],
};
// ── end of fact-corrections@5, eighth reading ──

// ── fact-corrections@5, eighth reading (branch facts): fresh native readers ──
/**
 * What the eighth reading's readers found in the seed's copy, per language (spread at each list's
 * end, after the copy's): the SP201Plus (firmware 1.0.0 in June 2024) came before the SP-C121
 * (November 2024), so it has the same hammer action as the SP-C121, not the SP-C121's kept; the
 * MK61's touch-sensitive keys teach proper technique from the start (the MK49's line is the step
 * from a first keyboard).
 */
const eighthReadingFacts: Record<Locale, readonly Correction[]> = {
  en: [
    {
      was: "the SP-C121's hammer action with a wider sound set",
      now: "the same hammer action as the SP-C121, with a wider sound set",
    },
    {
      was: "61 full-size touch-sensitive keys: the step from a first keyboard to real technique.",
      now: "61 full-size touch-sensitive keys, for proper technique from the very start.",
    },
  ],
  de: [
    {
      was: "die Hammermechanik des SP-C121 mit einer größeren Klangauswahl",
      now: "dieselbe Hammermechanik wie das SP-C121, mit einer größeren Klangauswahl",
    },
    {
      was: "61 anschlagdynamische Tasten in voller Größe: der Schritt vom ersten Keyboard zur echten Spieltechnik.",
      now: "61 anschlagdynamische Tasten in voller Größe – für die richtige Spieltechnik von Anfang an.",
    },
  ],
  ja: [
    { was: "SP-C121のハンマーアクションはそのままに、", now: "SP-C121と同じハンマーアクションを備え、" },
    {
      was: "タッチレスポンス対応のフルサイズ61鍵。はじめてのキーボードから、本格的なテクニックの習得へとステップアップできます。",
      now: "タッチレスポンス対応のフルサイズ61鍵で、正しい弾き方を最初から身につけられます。",
    },
  ],
};
// ── end of fact-corrections@5 (eighth reading) ──

// ── issue 40, ninth reading (branch manuals): its corrections, kept apart from the others' ──
/**
 * What the ninth reading's German native reader found: the CP203's class under three names
 * („Kompaktpiano“, „Home-Piano“, „Piano für kleine Wohnzimmer“). It is „Kompaktpiano“ everywhere, as
 * its group in the menu (docs/l10n/glossary.md); Japanese likewise コンパクトピアノ, never ホームピアノ.
 * Spread at each list's end, so a chain starts from the earlier readings' words.
 */
const ninthReadingManuals: Record<Locale, readonly Correction[]> = {
  en: [],
  de: [
    {
      // l10n-lint-allow: the earlier words, kept to find them in a data set seeded before
      was: "Das CP203 ist das kompakte Home-Piano von Noteva:",
      now: "Das CP203 ist das Kompaktpiano von Noteva:",
    },
    {
      // l10n-lint-allow: the earlier words, kept to find them in a data set seeded before
      was: "das Klavier für zu Hause, gebaut für ganz normale Wohnzimmer.",
      now: "das Kompaktpiano, gebaut für ganz normale Wohnzimmer.",
    },
    {
      // l10n-lint-allow: the earlier words, kept to find them in a data set seeded before
      was: "Designpreis für das CP203, das Piano für kleine Wohnzimmer",
      now: "Designpreis für das CP203, das Kompaktpiano von Noteva",
      whole: true,
    },
  ],
  ja: [
    {
      // l10n-lint-allow: the earlier words, kept to find them in a data set seeded before
      was: "Notevaのコンパクトなホームピアノです。",
      now: "Notevaのコンパクトピアノです。",
    },
    {
      // l10n-lint-allow: the earlier words, kept to find them in a data set seeded before
      was: "サイズに仕上げたホームピアノです。",
      now: "サイズに仕上げたコンパクトピアノです。",
    },
  ],
};
// ── end of the ninth reading's corrections (manuals) ──
// ── fact-corrections@5, ninth reading (Japanese localization lead) ──
const ninthReadingJapanese: Record<Locale, readonly Correction[]> = {
  en: [],
  de: [],
  ja: [
    // the MR101S's pads light in the colour of the sound each plays (a kick, a snare), not of an instrument
    {
      // l10n-lint-allow: the earlier words, kept to find them in a data set seeded before
      was: "ベロシティとプレッシャーに対応した16パッド。楽器ごとに異なる色で点灯します。",
      now: "ベロシティとプレッシャーに対応した16パッド。割り当てた音色ごとに異なる色で点灯します。",
    },
  ],
};
// ── end of fact-corrections@5 (ninth reading) ──

// ── fact-corrections@5, ninth reading (German native reader, branch de9) ──
/**
 * What the ninth reading's German native reader found, with the same words in English and Japanese
 * fixed alike: seeded copy in `ninthReadingGerman` (spread at the end of each list of
 * `factCorrections`), the legal pages' words in `ninthReadingGermanLegal` (`legalCorrections`).
 */
const ninthReadingGerman: Record<Locale, readonly Correction[]> = {
  en: [],
  de: [
    // MR101S 1.1.1: a tempo „weicht ab“; „driftete weg“ is a calque of "drifted"
    {
      // l10n-lint-allow: the earlier words, kept to find them in a data set seeded before
      was: "Behoben: Das Tempo driftete weg, wenn der MR101S einer",
      now: "Behoben: Das Tempo wich ab, wenn der MR101S einer",
    },
  ],
  ja: [],
};
const ninthReadingGermanLegal: Record<Locale, readonly Correction[]> = {
  en: [
    // every owner's manual has a troubleshooting section (all nine), not "most"
    {
      // l10n-lint-allow: the earlier words, kept to find them in a data set seeded before
      was: "Look up the symptom in the owner's manual: most manuals have a troubleshooting section,",
      now: "Look up the symptom in the owner's manual: every manual has a troubleshooting section,",
    },
  ],
  de: [
    // jede Bedienungsanleitung hat einen Abschnitt zur Fehlerbehebung (alle neun), nicht „die meisten“
    {
      // l10n-lint-allow: the earlier words, kept to find them in a data set seeded before
      was: "Die meisten Anleitungen haben einen Abschnitt zur Fehlerbehebung,",
      now: "Jede Bedienungsanleitung hat einen Abschnitt zur Fehlerbehebung,",
    },
  ],
  ja: [],
};
// ── end of fact-corrections@5 (ninth reading, German) ──
// ── fact-corrections@5, ninth reading (Japanese, second pass) ──
const ninthReadingJapaneseTwo: Record<Locale, readonly Correction[]> = {
  en: [],
  de: [],
  ja: [
    // the AKX10S's mic input named as its own spec table names it (マイク／ライン兼用), not a „combo“ input
    {
      // l10n-lint-allow: the earlier words, kept to find them in a data set seeded before
      was: "歌いながら演奏するキーボーディストのための、ボーカルハーモニー対応コンボ入力です。",
      now: "歌いながら演奏するキーボーディストのための、ボーカルハーモニー対応のマイク／ライン兼用入力です。",
    },
  ],
};
// ── end of fact-corrections@5 (ninth reading, Japanese second pass) ──

export const factCorrections: Record<Locale, readonly Correction[]> = {
  en: [
    // the MR101S has no step keys: its pads edit a pattern
    {
      was: "Sixteen step keys edit the pattern note by note, with accent and flam.",
      now: "The sixteen pads edit the pattern step by step, with accent and flam.",
    },
    // the SP201Plus has no Bluetooth (no row, connector or manual names it): its USB audio
    {
      was: "Bluetooth audio reconnects to the last device at power-on.",
      now: "USB audio from a computer starts as soon as the cable is plugged in, with no setting to change.",
    },
    {
      was: "Adds Bluetooth audio volume memory.",
      now: "The piano keeps the USB audio playback volume when it is switched off.",
    },
    {
      was: "Bluetooth audio: play along with a recording through the piano's own speakers.",
      now: "USB audio: play along with a recording from your computer through the piano's own speakers.",
    },
    // the MR101S's USB TO HOST carries MIDI (its kit and manual), not audio
    { was: "MIDI clock in and out, USB audio", now: "MIDI clock in and out, USB-MIDI" },
    {
      was: "MIDI clock in and out and USB audio: the centre of a small studio.",
      now: "MIDI clock in and out and USB-MIDI: the centre of a small studio.",
    },
    // the SP-C121's supplied pedal is a sustain footswitch: no half-damper
    {
      was: "Improves the half-damper response of the supplied pedal.",
      now: "Improves how the damper resonance fades when the sustain pedal is released.",
    },
    {
      was: "USB-MIDI sends the damper pedal's half-damper positions as values of controller 64.",
      now: "Recordings exported over USB as MIDI files keep the sustain pedal (controller 64).",
    },
    // the MK61's music library holds 150 songs, not 200
    {
      was: "Adds 50 songs to the lesson library, 200 in all.",
      now: "Lesson mode can repeat one phrase of a song until it is played in time.",
    },
    // the MK37 (no display, USB or firmware) does not share the MK49's and MK61's lessons
    {
      was: "MK37, MK49 and MK61 now share one lesson system, so pupils keep their progress when they move up.",
      now: "The MK49 and MK61 now share one lesson system; the MK37 starts the youngest with a play-along mode.",
    },
    {
      was: "Children start small and grow fast. The MK37, MK49 and MK61 now use the same lesson songs and scoring, so a pupil moving up a size picks up where they left off.",
      now: "Children start small and grow fast. The MK37's ten demo songs have a play-along mode that waits for the right note. The MK49 and MK61 now use the same lesson steps and scoring, so a pupil who moves up from the MK49 to the MK61 finds the lessons they know.",
    },
    {
      was: "Adds the MK family's lesson system: scores and progress carry over to the MK61 and the MK37.",
      now: "Adds the MK61's lesson system: the same lesson steps and scoring, so a pupil moving up to the MK61 finds the lessons they know.",
    },
    // the key action's test is ten million strokes, as the company pages say
    {
      was: "a lab where key actions are tested for millions of strokes,",
      now: "a lab where key actions are tested to ten million strokes,",
    },
    // the MR101S keeps 99 pattern chains (songs), as its specification says
    {
      was: "Pattern chain: link up to 99 rhythms into a song and play it from a single pad.",
      now: "Pattern chain: link rhythms into songs, keep up to 99 of them, and play one from a single pad.",
    },
    // issue 40, fourth reading: the CP203 manual's revision B: the summary says what the article says (no diagram)
    {
      was: "Revision B adds the half-damper setting and a clearer pedal connection diagram.",
      now: "Revision B adds the half-damper sensitivity setting and a clearer description of the pedal connection.",
    },
    // issue 40, fourth reading: the MK37's demo songs and melody recorder (no play-along mode), the MK200 made 2024–2025 (not the family's first), the SP-C121's 12 cm speakers and 15 W × 2 amplifier, the key action's test per key
    {
      was: "Ten demo songs with a play-along mode that waits for the right note.",
      now: "Ten demo songs to listen to, and a melody recorder that plays back what you played.",
    },
    {
      was: "the MK37 starts the youngest with a play-along mode.",
      now: "the MK37 starts the youngest with ten demo songs and a melody recorder.",
    },
    {
      was: "The MK37's ten demo songs have a play-along mode that waits for the right note.",
      now: "The MK37 has ten demo songs to listen to and a melody recorder that plays back what they played.",
    },
    {
      was: "The MK200 is the portable keyboard that started the MK family:",
      now: "The MK200 is a portable keyboard of the MK family, made from 2024 until the end of 2025:",
    },
    {
      was: "Two 15 W speakers aimed at the player,",
      now: "Two 12 cm speakers aimed at the player, driven by 2 × 15 W,",
    },
    // issue 40, fourth reading: the key action's test, in one wording: ten million strokes per key
    {
      was: "a lab where key actions are tested to ten million strokes,",
      now: "a lab where key actions are tested to ten million strokes per key,",
    },
    // issue 40, fourth reading: the spring fair named: SUPERBOOTH25 at the FEZ-Berlin, 8–10 May 2025, Hall A, stand A14
    {
      was: "Meet Noteva at the spring trade fair",
      now: "Meet Noteva at SUPERBOOTH25 in Berlin",
    },
    {
      was: "Play the whole range on our stand, with hourly sessions by our sound designers.",
      now: "Play the whole range on our stand A14 at the FEZ-Berlin, 8 to 10 May, with hourly sessions by our sound designers.",
    },
    {
      was: "Our stand brings every instrument together:",
      now: "From 8 to 10 May 2025 we are at SUPERBOOTH25, the trade fair for electronic musical instruments at the FEZ-Berlin in the Wuhlheide. You find us in Hall A, stand A14, where every instrument comes together:",
    },
    // issue 40, fourth reading: one fact per article (keyboard players on tour, young pianists at the academy), the chord dictionary's chord-type key, the MR101S's user patterns
    {
      was: "Three touring pianists chose the SP201Plus for its action and its line outputs.",
      now: "Three touring keyboard players chose the SP201Plus for its action and its line outputs.",
    },
    {
      was: "A week of lessons, concerts and recording at Noteva Park for 40 young players.",
      now: "A week of lessons, concerts and recording at Noteva Park for 40 young pianists.",
    },
    {
      was: "hold FUNCTION, press a root key and a chord type, and the display shows its keys.",
      now: "hold FUNCTION, press a root key and the key marked with a chord type, and the display shows its keys.",
    },
    {
      was: "48 kits, 100 preset rhythms and 100 user rhythms, recorded live or step by step.",
      now: "48 kits, 100 preset rhythms and 100 user patterns, recorded live or step by step.",
    },
    // issue 40, fourth reading: connectors as printed on the panel; the update takes the steps' three minutes
    {
      was: "Expression pedal",
      whole: true,
      now: "EXPRESSION",
    },
    {
      was: "Mic/Line combo in",
      whole: true,
      now: "MIC/LINE IN",
    },
    {
      was: "Assignable pedal",
      whole: true,
      now: "ASSIGNABLE",
    },
    {
      was: "Updating takes about five minutes ",
      now: "Updating takes about three minutes ",
    },
    // issue 40, fourth reading: the SP201Plus's carrying case comes in the box (its kit, specification and manual)
    {
      was: "12.3 kg with a carrying case made to fit, and a music rest that clips on.",
      now: "12.3 kg, supplied with a carrying case made to fit and a music rest that clips on.",
    },
    // ---- features-walk: one-finger chords, the MK37's and MK49's features, functions dated by the firmware that added them ----
    // no model's data holds one-finger chords (no specification row, kit, manual or firmware note): the MK200's and MK61's styles follow the left hand's chords
    {
      was: "61 touch-sensitive keys, 400 sounds and 200 styles with one-finger chords.",
      now: "61 touch-sensitive keys, 400 sounds and 200 styles that follow the chords of your left hand.",
    },
    {
      was: "500 sounds and 220 styles, with one-finger and fingered chord modes.",
      now: "500 sounds and 220 styles, each with an intro, an ending and two fill-ins, ready to start with your first chord.",
    },
    // the MK37's and MK49's feature sections, now on their pages, say only what their data holds (no rounded corners, no lights on the MK49's display)
    {
      was: "37 mini keys sized for small hands, with 100 sounds and 50 rhythms.",
      now: "37 mini keys sized for small hands, with 100 sounds and 50 rhythms to play along to.",
    },
    {
      was: "Fits in a backpack and runs on four AA batteries.",
      now: "Press RECORD/PLAY, play a tune, and the melody recorder plays it back straight away.",
    },
    {
      was: "A headphone jack so practice time is quiet time.",
      now: "Four AA batteries, 1.2 kg and 50 cm long: it goes wherever the backpack goes.",
    },
    { was: "First steps", now: "Keep the beat", whole: true },
    {
      was: "Ten demo songs to listen to, and a melody recorder that plays back what you played.",
      now: "The metronome counts along at any tempo from 5 to 320, and ten demo songs show what the 100 sounds can do.",
    },
    { was: "Built to travel", now: "Quiet when it counts", whole: true },
    {
      was: "1.2 kg and 50 cm long, with rounded corners.",
      now: "Plug headphones into PHONES and the speaker falls silent: practice that disturbs no one.",
    },
    {
      was: "300 sounds and 100 styles with a lesson function.",
      now: "300 sounds and 100 styles, started in time with SYNC START and varied with a fill-in.",
    },
    {
      was: "Battery power and a 2.3 kg body for lessons anywhere.",
      now: "Six AA batteries and 2.3 kg: practice at home, at school or at the grandparents'.",
    },
    {
      was: "Follow the lights on the display note by note through 60 songs.",
      now: "60 songs to learn step by step: the display shows the next note to play and scores each step.",
    },
    {
      was: "Connect to a computer or tablet for apps and recording.",
      now: "One USB cable to a computer or tablet is all it takes to play into apps and record what you play.",
    },
    // a function a firmware release added names the release (media/firmware-versions.test.ts): the MK61's chord dictionary (2.0.0), the AKX10S's exFAT drives (1.2.0)
    { was: "Chord dictionary", now: "Chord dictionary (from firmware 2.0.0)", whole: true },
    {
      was: "USB TO DEVICE, external drives up to 512GB (FAT32 or exFAT)",
      now: "USB TO DEVICE, external drives up to 512GB (FAT32; exFAT from firmware 1.2.0)",
      whole: true,
    },
    // ---- end features-walk ----
    // the second dealer set: stores in Austria and Switzerland, so the network reaches 14 countries
    { was: "now covers twelve countries", now: "now covers 14 countries" },
    { was: "now reaches twelve countries", now: "now reaches 14 countries" },
    // ===== copy-notes branch (issue 40, fifth reading): power as the specification writes it (15 W × 2), release notes an owner understands (AKX10S 1.2.0's styles, CP203 1.2.0's room sound) =====
    {
      was: "driven by 2 × 15 W,",
      now: "driven by 15 W × 2,",
    },
    {
      was: "driven by 2 × 25 W.",
      now: "driven by 25 W × 2.",
    },
    {
      was: "Adds 40 styles to the user style memory browser view.",
      now: "Adds 40 new styles to the user style memory, where the style browser lists them with your own styles.",
    },
    {
      was: "Adds a second, closer room sound for headphones.",
      now: "Adds a second room sound for headphones that sounds as if you sat close to the piano.",
    },
    // ===== end of the copy-notes block =====
    // ---- fifth reading (facts and documents) ----
    // a brand does not set its own keyboard beside a toy
    {
      was: "The MK49 sits between a toy and a full keyboard:",
      now: "The MK49 is the step from a first keyboard to a full instrument:",
    },
    // the MR101S's four kits of firmware 1.2.0: where they live and the total
    {
      was: "Adds four electronic kits to the 48 kit bank as alternates.",
      now: "Adds four electronic kits on a fourth kit page (pads 1 to 4): 52 kits in all.",
    },
    // ---- end of the fifth reading (facts and documents) ----
    ...fifthReadingCorrections.en,
    ...sixthReadingCorrections.en,
    ...seventhReadingCorrections.en,
    ...japaneseCopyCorrections.en,
    ...germanCopyCorrections.en,
    ...modelFactsCorrections.en,
    ...copyCorrections.en,
    ...eighthReadingCopy.en,
    ...eighthReadingFacts.en,
    ...ninthReadingManuals.en,
    ...ninthReadingJapanese.en,
    ...ninthReadingGerman.en,
    ...ninthReadingJapaneseTwo.en,
  ],
  de: [
    // the SP201Plus has no Bluetooth (no row, connector or manual names it): its USB audio
    {
      was: "Bluetooth-Audio: Spielen Sie zu einer Aufnahme, die über die Lautsprecher des Pianos erklingt.",
      now: "USB-Audio: Spielen Sie zu einer Aufnahme vom Computer, die über die Lautsprecher des Pianos erklingt.",
    },
    {
      was: "Bluetooth-Audio verbindet sich beim Einschalten wieder mit dem zuletzt genutzten Gerät.",
      now: "USB-Audio vom Computer erklingt, sobald das Kabel eingesteckt ist – ohne eine Einstellung zu ändern.",
    },
    {
      was: "Neu: Die Lautstärke für Bluetooth-Audio wird gespeichert.",
      now: "Das Piano behält die Wiedergabelautstärke für USB-Audio auch nach dem Ausschalten.",
    },
    // the MR101S's USB TO HOST carries MIDI (its kit and manual), not audio
    {
      was: "MIDI-Clock-Ein- und -Ausgang und USB-Audio: die Schaltzentrale eines kleinen Studios.",
      now: "MIDI-Clock-Ein- und -Ausgang und USB-MIDI: die Schaltzentrale eines kleinen Studios.",
    },
    { was: "MIDI-Clock-Ein- und -Ausgang, USB-Audio", now: "MIDI-Clock-Ein- und -Ausgang, USB-MIDI" },
    // (the SP-C121's half-damper, the park's strokes and the MR101S's chains: in revised-words, with the German rewrite)
    // the MK61's music library holds 150 songs, not 200
    {
      was: "Neu: 50 weitere Songs in der Lernbibliothek, insgesamt 200.",
      now: "Der Lernmodus kann eine Phrase eines Songs wiederholen, bis sie im Takt gespielt wird.",
    },
    // the MK37 (no display, USB or firmware) does not share the MK49's and MK61's lessons
    {
      was: "Neu: das Lernsystem der MK-Familie. Bewertungen und Lernfortschritt gehen auf das MK61 und das MK37 über.",
      now: "Neu: das Lernsystem des MK61 mit denselben Lernschritten und derselben Bewertung – wer auf das MK61 umsteigt, findet die vertrauten Lektionen wieder.",
    },
    {
      was: "MK37, MK49 und MK61 nutzen jetzt dasselbe Lernsystem – wer auf ein größeres Modell umsteigt, behält seine Fortschritte.",
      now: "Das MK49 und das MK61 nutzen jetzt dasselbe Lernsystem; mit dem Mitspielmodus des MK37 fangen schon die Jüngsten an.",
    },
    {
      was: "Kinder fangen klein an und wachsen schnell. MK37, MK49 und MK61 verwenden jetzt dieselben Lernsongs und dieselbe Bewertung: Wer auf die nächste Größe umsteigt, macht genau dort weiter, wo er aufgehört hat.",
      now: "Kinder fangen klein an und wachsen schnell. Die zehn Demosongs des MK37 haben einen Mitspielmodus, der auf den richtigen Ton wartet. Das MK49 und das MK61 verwenden jetzt dieselben Lernschritte und dieselbe Bewertung: Wer vom MK49 auf das MK61 umsteigt, findet die vertrauten Lektionen wieder.",
    },
    // issue 40, fourth reading: one German name per pedal (Halbpedal, Sostenutopedal, Leisepedal); the CP203 manual's revision B says what its body says
    {
      // l10n-lint-allow: the seed's earlier words, as a data set made before holds them
      was: "drei Pedale mit Halbdämpfer-Funktion",
      // l10n-lint-allow: the earlier words, kept to find them in a data set seeded before
      now: "drei Pedale mit Halbpedal-Funktion",
    },
    {
      // l10n-lint-allow: the seed's earlier words, as a data set made before holds them
      was: "Drei Pedale mit Halbdämpfer-Funktion",
      // l10n-lint-allow: the earlier words, kept to find them in a data set seeded before
      now: "Drei Pedale mit Halbpedal-Funktion",
    },
    {
      // l10n-lint-allow: the seed's earlier words, as a data set made before holds them
      was: "Drei Pedale: Dämpfer (Halbdämpfer), Sostenuto, Soft",
      now: "Drei Pedale: Dämpferpedal (mit Halbpedal), Sostenutopedal, Leisepedal",
    },
    {
      // l10n-lint-allow: the seed's earlier words, as a data set made before holds them
      was: "Einstellung der Halbdämpfer-Empfindlichkeit",
      now: "Einstellung der Halbpedal-Empfindlichkeit",
    },
    {
      // l10n-lint-allow: the seed's earlier words, as a data set made before holds them
      was: "Revision B ergänzt die Halbdämpfer-Einstellung und ein übersichtlicheres Anschlussdiagramm für die Pedale.",
      now: "Revision B ergänzt die Einstellung der Halbpedal-Empfindlichkeit und eine klarere Beschreibung des Pedalanschlusses.",
    },
    {
      // l10n-lint-allow: the seed's earlier words, as a data set made before holds them
      was: "Das Sostenuto-Pedal hielt",
      now: "Das Sostenutopedal hielt",
    },
    // issue 40, fourth reading: one name for the portable lines: Portable-Piano, as German retail lists them
    {
      // l10n-lint-allow: the seed's earlier words, as a data set made before holds them
      was: "Das SP201Plus ist das tragbare Digitalpiano für Pianisten",
      // l10n-lint-allow: a step of a chain: the fourth reading's entry below makes it „Pianistinnen und Pianisten“
      now: "Das SP201Plus ist das Portable-Piano für Pianisten",
    },
    // issue 40, fourth reading: every German release note starts „Neu:“ or „Behoben:“ (the MK61 2.0.0's first note among them)
    {
      was: "Die Dämpferresonanz klingt natürlicher aus, wenn Sie das Dämpferpedal loslassen.",
      now: "Neu: Die Dämpferresonanz klingt natürlicher aus, sobald Sie das Dämpferpedal loslassen.",
    },
    {
      was: "Aufnahmen, die über USB als MIDI-Datei exportiert werden, behalten das Dämpferpedal (Controller 64).",
      now: "Neu: Über USB als MIDI-Datei exportierte Aufnahmen behalten das Dämpferpedal (Controller 64).",
    },
    {
      was: "Die 60 Stücke der Musikbibliothek lassen sich zum langsamen Üben mit 50 bis 100 % ihres Tempos abspielen.",
      now: "Neu: Zum langsamen Üben lassen sich die 60 Stücke der Musikbibliothek mit 50 bis 100 % ihres Tempos abspielen.",
    },
    {
      was: "Verbesserte Saitenresonanz in der tiefsten Oktave.",
      now: "Neu: eine verbesserte Saitenresonanz in der tiefsten Oktave.",
    },
    {
      was: "Die Line-Ausgänge geben das Piano auf Wunsch ohne Hall aus, damit die Effekte des Mischpults greifen.",
      now: "Neu: Auf Wunsch geben die Line-Ausgänge das Piano ohne Hall aus, damit die Effekte des Mischpults greifen.",
    },
    {
      was: "Die Transponierung bleibt nach dem Ausschalten erhalten.",
      now: "Neu: Die Transponierung bleibt auch nach dem Ausschalten erhalten.",
    },
    {
      was: "USB-Audio vom Computer erklingt, sobald das Kabel eingesteckt ist – ohne eine Einstellung zu ändern.",
      now: "Neu: USB-Audio vom Computer erklingt, sobald das Kabel steckt – ohne dass Sie eine Einstellung ändern müssen.",
    },
    {
      was: "Das Piano behält die Wiedergabelautstärke für USB-Audio auch nach dem Ausschalten.",
      now: "Neu: Das Piano behält die Wiedergabelautstärke für USB-Audio, auch wenn Sie es ausschalten.",
    },
    {
      was: "Registrierungsspeicher lassen sich auf einem USB-Stick sichern.",
      now: "Neu: Sicherung der Registrierungsspeicher auf einem USB-Stick.",
    },
    {
      was: "Jeder Songbook-Eintrag speichert seine eigene Style-Variation und sein Tempo.",
      now: "Neu: Jeder Eintrag im Songbook speichert seine eigene Style-Variation und sein Tempo.",
    },
    {
      was: "Der Touchscreen scrollt lange Klanglisten ohne Ruckeln.",
      now: "Neu: Lange Klanglisten scrollen auf dem Touchscreen ohne Ruckeln.",
    },
    {
      was: "Externe Laufwerke bis 512 GB im exFAT-Format werden erkannt.",
      now: "Neu: Das Instrument erkennt externe Laufwerke bis 512 GB im exFAT-Format.",
    },
    {
      was: "Soundpacks für den Erweiterungsspeicher laden 40 % schneller.",
      now: "Neu: Soundpacks für den Erweiterungsspeicher laden jetzt 40 % schneller.",
    },
    {
      was: "Der Lernmodus bewertet jetzt auch die Rhythmusübung, nicht nur die Töne.",
      now: "Neu: Der Lernmodus bewertet auch die Rhythmusübung, nicht nur die Töne.",
    },
    {
      was: "Für Aufnahmen am Computer sendet das MK200 auf Wunsch auch die Begleitung über USB-MIDI, auf den Kanälen 3 bis 10.",
      now: "Neu: Für Aufnahmen am Computer sendet das MK200 auf Wunsch auch die Begleitung über USB-MIDI (Kanäle 3 bis 10).",
    },
    {
      was: "Dämpferpedale beider Polaritäten werden beim Einschalten erkannt.",
      now: "Neu: Das MK61 erkennt beim Einschalten Dämpferpedale beider Polaritäten.",
    },
    {
      was: "Lernbewertungen bleiben nach dem Ausschalten erhalten.",
      now: "Neu: Lernbewertungen bleiben auch nach dem Ausschalten erhalten.",
    },
    {
      // l10n-lint-allow: the earlier words, kept to find them in a data set seeded before
      was: "Installiert den neuen Bootloader, den die Firmware 2.0 voraussetzt.",
      // l10n-lint-allow: the earlier words, kept to find them in a data set seeded before
      now: "Neu: der Bootloader, den die Firmware 2.0 voraussetzt; dieses Update installiert ihn.",
    },
    {
      was: "Bluetooth-MIDI lässt sich mit mehr Tablets und Smartphones koppeln.",
      now: "Neu: Bluetooth-MIDI lässt sich mit weiteren Tablets und Smartphones koppeln.",
    },
    {
      was: "Der Lernmodus kann eine Phrase eines Songs wiederholen, bis sie im Takt gespielt wird.",
      now: "Neu: Der Lernmodus wiederholt auf Wunsch eine Phrase eines Songs, bis sie im Takt gespielt wird.",
    },
    {
      was: "Halbierte Latenz bei Bluetooth-MIDI.",
      now: "Neu: halbierte Latenz bei Bluetooth-MIDI.",
    },
    {
      was: "Version 2.0.0 teilt den Flash-Speicher neu auf, und nur der mit 1.2.0 installierte Bootloader kann ihn so beschreiben.",
      now: "Hinweis: Version 2.0.0 teilt den Flash-Speicher neu auf; nur der mit 1.2.0 installierte Bootloader kann ihn so beschreiben.",
    },
    {
      was: "MIDI-Clock kann jetzt auch im gestoppten Zustand gesendet werden.",
      now: "Neu: Der MR101S sendet MIDI-Clock auf Wunsch auch im gestoppten Zustand.",
    },
    {
      was: "Die Pads sprechen bei leichtem Anschlag feiner an.",
      now: "Neu: Die Pads sprechen bei leichtem Anschlag feiner an als bisher.",
    },
    // issue 40, fourth reading: the firmware news says how to update without „bebilderte Anleitung“
    {
      was: "Laden Sie sie herunter und folgen Sie der bebilderten Anleitung auf der [Firmware-Seite",
      now: "Laden Sie sie herunter; wie Sie das Update Schritt für Schritt ausführen, zeigt die Anleitung mit Abbildungen auf der [Firmware-Seite",
    },
    // issue 40, fourth reading: one name for the portable lines: Portable-Piano (the SP-C121)
    {
      // l10n-lint-allow: the seed's earlier words, as a data set made before holds them
      was: "Das SP-C121 ist ein portables Digitalpiano für alle",
      now: "Das SP-C121 ist ein Portable-Piano für alle",
    },
    // issue 40, fourth reading: one name for the portable lines: Portable-Keyboard, Portable-Pianos
    {
      // l10n-lint-allow: the seed's earlier words, as a data set made before holds them
      was: "Das MK200 ist das portable Keyboard, mit dem",
      now: "Das MK200 ist das Portable-Keyboard, mit dem",
    },
    {
      // l10n-lint-allow: the seed's earlier words, as a data set made before holds them
      was: "die portablen und kompakten Pianos, der Arranger",
      // l10n-lint-allow: the earlier words, kept to find them in a data set seeded before
      now: "die Portable-Pianos und die kompakten Pianos, der Arranger",
    },
    // issue 40, fourth reading: the MK37's demo songs and melody recorder (no play-along mode), the MK200 made 2024–2025 (not the family's first), the SP-C121's 12 cm speakers and 15 W × 2 amplifier, the key action's test per key
    {
      was: "Zehn Demosongs mit einem Mitspielmodus, der auf den richtigen Ton wartet.",
      now: "Zehn Demosongs zum Anhören und eine Melodieaufnahme, die Ihr Spiel wiedergibt.",
    },
    {
      was: "mit dem Mitspielmodus des MK37 fangen schon die Jüngsten an.",
      now: "mit zehn Demosongs und der Melodieaufnahme des MK37 fangen schon die Jüngsten an.",
    },
    {
      was: "Die zehn Demosongs des MK37 haben einen Mitspielmodus, der auf den richtigen Ton wartet.",
      now: "Das MK37 hat zehn Demosongs zum Anhören und eine Melodieaufnahme, die das eigene Spiel wiedergibt.",
    },
    {
      was: "Das MK200 ist das Portable-Keyboard, mit dem die MK-Familie begann:",
      now: "Das MK200 ist ein Portable-Keyboard der MK-Familie, gebaut von 2024 bis Ende 2025:",
    },
    {
      // l10n-lint-allow: the earlier words, kept to find them in a data set seeded before
      was: "Zwei Lautsprecher mit je 15 W, zum Spieler hin ausgerichtet,",
      // l10n-lint-allow: a step of a chain: the copy-notes block below writes the watts first (15 W × 2)
      now: "Zwei 12-cm-Lautsprecher, zum Spieler hin ausgerichtet und angetrieben von 2 × 15 W,",
    },
    // issue 40, fourth reading: the key action's test, in one wording: ten million strokes per key
    {
      was: "im Labor absolviert jede Tastaturmechanik zehn Millionen Anschläge,",
      now: "im Labor wird jede Tastaturmechanik mit zehn Millionen Anschlägen pro Taste getestet,",
    },
    // issue 40, fourth reading: the spring fair named: SUPERBOOTH25 at the FEZ-Berlin, 8–10 May 2025, Hall A, stand A14
    {
      // l10n-lint-allow: the earlier words, kept to find them in a data set seeded before
      was: "Treffen Sie Noteva auf der Frühjahrsmesse",
      // l10n-lint-allow: the earlier words, kept to find them in a data set seeded before
      now: "Treffen Sie Noteva auf der SUPERBOOTH25 in Berlin",
    },
    {
      // l10n-lint-allow: the earlier words, kept to find them in a data set seeded before
      was: "Spielen Sie das gesamte Sortiment an unserem Stand – mit stündlichen Sessions unserer Sounddesigner.",
      // l10n-lint-allow: a step of a chain: the seventh reading's block writes the Sounddesign-Team
      now: "Spielen Sie vom 8. bis 10. Mai das gesamte Sortiment an unserem Stand A14 im FEZ-Berlin – mit stündlichen Sessions unserer Sounddesigner.",
    },
    {
      was: "An unserem Stand kommen alle Instrumente zusammen:",
      now: "Vom 8. bis 10. Mai 2025 sind wir auf der SUPERBOOTH25, der Fachmesse für elektronische Musikinstrumente im FEZ-Berlin in der Wuhlheide. Sie finden uns in Halle A an Stand A14, wo alle Instrumente zusammenkommen:",
    },
    // issue 40, fourth reading: one fact per article (Keyboarder auf Tour, junge Pianistinnen und Pianisten), the chord dictionary's chord-type key
    {
      // l10n-lint-allow: the earlier words, kept to find them in a data set seeded before
      was: "Drei Tourpianisten haben sich wegen seiner Mechanik",
      now: "Drei Keyboarder auf Tour haben sich wegen seiner Mechanik",
    },
    {
      was: "im Noteva Park für 40 junge Musikerinnen und Musiker.",
      now: "im Noteva Park für 40 junge Pianistinnen und Pianisten.",
    },
    {
      was: "drücken Sie eine Grundton-Taste und einen Akkordtyp: Das Display",
      now: "drücken Sie eine Grundton-Taste und die mit dem Akkordtyp beschriftete Taste der Tastatur: Das Display",
    },
    // issue 40, fourth reading: gender-fair words, counts from 13 as figures, Klänge not Sounds, one wording of the polyphony, connectors as printed
    {
      // l10n-lint-allow: the seed's earlier words, as a data set made before holds them
      was: "Das SP201Plus ist das Portable-Piano für Pianisten",
      now: "Das SP201Plus ist das Portable-Piano für Pianistinnen und Pianisten",
    },
    {
      // l10n-lint-allow: the seed's earlier words, as a data set made before holds them
      was: "Stagepianos, E-Pianos und Streicher sind nur einen Tastendruck entfernt.",
      now: "Flügel-, E-Piano- und Streicherklänge sind nur einen Tastendruck entfernt.",
    },
    {
      // l10n-lint-allow: the seed's earlier words, as a data set made before holds them
      was: "zeigt Klang, Tempo und Transposition auf einen Blick.",
      now: "zeigt Klang, Tempo und Transponierung auf einen Blick.",
    },
    {
      // l10n-lint-allow: the seed's earlier words, as a data set made before holds them
      was: "Line-Ausgänge (L/MONO, R)",
      whole: true,
      now: "LINE OUT (L/MONO, R)",
    },
    {
      // l10n-lint-allow: the seed's earlier words, as a data set made before holds them
      was: "Expression-Pedal",
      whole: true,
      now: "EXPRESSION (Schwellerpedal)",
    },
    {
      // l10n-lint-allow: the seed's earlier words, as a data set made before holds them
      was: "Mic/Line-Kombieingang",
      whole: true,
      now: "MIC/LINE IN (Kombibuchse für Mikrofon und Line)",
    },
    {
      // l10n-lint-allow: the seed's earlier words, as a data set made before holds them
      was: "Zuweisbares Pedal",
      whole: true,
      now: "ASSIGNABLE (zuweisbares Pedal)",
    },
    {
      // l10n-lint-allow: the seed's earlier words, as a data set made before holds them
      was: "1.133 Klänge und eine Klangerzeugung mit 256 Stimmen, dazu",
      now: "1.133 Klänge und 256-stimmige Polyphonie, dazu",
    },
    {
      // l10n-lint-allow: the seed's earlier words, as a data set made before holds them
      was: "1.133 Klänge bei 256-stimmiger Polyphonie, dazu 768 MB Erweiterungsspeicher für neue Sounds.",
      now: "1.133 Klänge und 256-stimmige Polyphonie, dazu 768 MB Erweiterungsspeicher für neue Klänge.",
    },
    {
      // l10n-lint-allow: the seed's earlier words, as a data set made before holds them
      was: "Ein Kombi-Eingang mit Vocal Harmony – für Keyboarder, die auch singen.",
      now: "Der Eingang MIC/LINE IN mit Vocal Harmony – für alle, die am Keyboard auch singen.",
    },
    {
      // l10n-lint-allow: the seed's earlier words, as a data set made before holds them
      was: "Mit den sechzehn Pads setzen Sie",
      now: "Mit den 16 Pads setzen Sie",
    },
    {
      // l10n-lint-allow: the seed's earlier words, as a data set made before holds them
      was: "Mic/Line-Eingang mit Vocal Harmony",
      now: "Eingang MIC/LINE IN für Mikrofon, mit Vocal Harmony",
    },
    {
      // l10n-lint-allow: the seed's earlier words, as a data set made before holds them
      was: "Sechzehn anschlagdynamische Pads, 48 Kits",
      now: "16 anschlagdynamische Pads, 48 Kits",
    },
    {
      // l10n-lint-allow: the seed's earlier words, as a data set made before holds them
      was: "ein Drumcomputer für Musiker, die lieber",
      now: "ein Drumcomputer für Musikerinnen und Musiker, die lieber",
    },
    {
      // l10n-lint-allow: the seed's earlier words, as a data set made before holds them
      was: "spielen Lehrkräfte und Noteva-Kunden neue Instrumente",
      now: "spielen Lehrkräfte, Kundinnen und Kunden neue Instrumente",
    },
    {
      // l10n-lint-allow: the seed's earlier words, as a data set made before holds them
      was: "Vierzig junge Pianistinnen und Pianisten verbrachten eine Woche im Noteva Park:",
      now: "Eine Woche lang waren 40 junge Pianistinnen und Pianisten im Noteva Park:",
    },
    {
      // l10n-lint-allow: the seed's earlier words, as a data set made before holds them
      was: "das Paket ist für alle AKX10S-Besitzer kostenlos",
      now: "das Paket ist für alle, die ein AKX10S besitzen, kostenlos",
    },
    {
      // l10n-lint-allow: the seed's earlier words, as a data set made before holds them
      was: "ist das Update in etwa fünf Minuten erledigt.",
      now: "ist das Update in etwa drei Minuten erledigt.",
    },
    // issue 40, fourth reading: the SP201Plus's carrying case comes in the box (its kit, specification and manual)
    {
      was: "kg, dazu eine passgenaue Tragetasche und ein Notenpult zum Aufstecken.",
      now: "kg, im Lieferumfang eine passgenaue Tragetasche und ein Notenpult zum Aufstecken.",
    },
    // ---- features-walk: one-finger chords, the MK37's and MK49's features, functions dated by the firmware that added them ----
    // no model's data holds one-finger chords (no specification row, kit, manual or firmware note): the MK200's and MK61's styles follow the left hand's chords
    {
      was: "61 anschlagdynamische Tasten, 400 Klänge und 200 Styles mit Ein-Finger-Akkorden.",
      now: "61 anschlagdynamische Tasten, 400 Klänge und 200 Styles, die den Akkorden Ihrer linken Hand folgen.",
    },
    {
      was: "500 Klänge und 220 Styles, mit Ein-Finger- und Mehrfinger-Akkorderkennung.",
      now: "500 Klänge und 220 Styles, jeweils mit Intro, Ending und zwei Fill-ins – und startklar mit Ihrem ersten Akkord.",
    },
    // the MK37's and MK49's feature sections, now on their pages, say only what their data holds (no rounded corners, no lights on the MK49's display)
    {
      was: "37 Minitasten in der richtigen Größe für kleine Hände, mit 100 Klängen und 50 Rhythmen.",
      now: "37 Minitasten in der richtigen Größe für kleine Hände, dazu 100 Klänge und 50 Rhythmen zum Mitspielen.",
    },
    {
      was: "Passt in den Rucksack und läuft mit vier AA-Batterien.",
      now: "RECORD/PLAY drücken, eine Melodie spielen und gleich anhören: Die Melodieaufnahme hält den ersten eigenen Song fest.",
    },
    {
      was: "Ein Kopfhöreranschluss, damit Übezeit auch Ruhezeit ist.",
      now: "Vier AA-Batterien, 1,2 kg, 50 cm lang: Es kommt überall mit, wohin der Rucksack mitkommt.",
    },
    { was: "Erste Schritte", now: "Im Takt bleiben", whole: true },
    {
      was: "Zehn Demosongs zum Anhören und eine Melodieaufnahme, die Ihr Spiel wiedergibt.",
      now: "Das Metronom zählt in jedem Tempo von 5 bis 320 mit, und zehn Demosongs zeigen, was in den 100 Klängen steckt.",
    },
    { was: "Gebaut für unterwegs", now: "Leise, wenn es sein muss", whole: true },
    {
      was: "1,2 kg leicht, 50 cm lang und mit abgerundeten Ecken.",
      now: "Schließen Sie Kopfhörer an PHONES an, und der Lautsprecher verstummt – so stört das Üben niemanden.",
    },
    {
      was: "300 Klänge und 100 Styles mit Lernfunktion.",
      now: "300 Klänge und 100 Styles – mit SYNC START im Takt gestartet, mit einem Fill-in variiert.",
    },
    {
      was: "Batteriebetrieb und nur 2,3 kg Gewicht – für Unterricht an jedem Ort.",
      now: "Sechs AA-Batterien und 2,3 kg: Üben zu Hause, in der Schule oder bei den Großeltern.",
    },
    {
      was: "Folgen Sie den Leuchtanzeigen im Display Note für Note durch 60 Songs.",
      now: "60 Songs Schritt für Schritt lernen: Das Display zeigt die nächste Note und bewertet jeden Schritt.",
    },
    {
      was: "Verbindung zu Computer oder Tablet für Apps und Aufnahmen.",
      now: "Ein USB-Kabel zum Computer oder Tablet genügt, um mit Apps zu spielen und das eigene Spiel aufzunehmen.",
    },
    // a function a firmware release added names the release (media/firmware-versions.test.ts): the MK61's chord dictionary (2.0.0), the AKX10S's exFAT drives (1.2.0)
    { was: "Akkordlexikon", now: "Akkordlexikon (ab Firmware 2.0.0)", whole: true },
    {
      was: "USB TO DEVICE: externe Laufwerke bis 512 GB (FAT32 oder exFAT)",
      now: "USB TO DEVICE: externe Laufwerke bis 512 GB (FAT32; exFAT ab Firmware 1.2.0)",
      whole: true,
    },
    // ---- end features-walk ----
    // the second dealer set: stores in Austria and Switzerland, so the network reaches 14 countries (a figure from 13 on)
    { was: "jetzt bei Händlern in zwölf Ländern", now: "jetzt bei Händlern in 14 Ländern" },
    { was: "umfasst jetzt zwölf Länder", now: "umfasst jetzt 14 Länder" },
    { was: "reicht jetzt in zwölf Länder", now: "reicht jetzt in 14 Länder" },
    // ===== copy-notes branch (issue 40, fifth reading): power as the specification writes it (15 W × 2), release notes an owner understands (AKX10S 1.2.0's styles, CP203 1.2.0's room sound) =====
    {
      // l10n-lint-allow: the earlier words, kept to find them in a data set seeded before
      was: "angetrieben von 2 × 15 W,",
      // l10n-lint-allow: the earlier words, kept to find them in a data set seeded before
      now: "angetrieben von 15 W × 2,",
    },
    {
      // l10n-lint-allow: the earlier words, kept to find them in a data set seeded before
      was: "angetrieben von 2 × 25 W.",
      // l10n-lint-allow: the earlier words, kept to find them in a data set seeded before
      now: "angetrieben von 25 W × 2.",
    },
    {
      // l10n-lint-allow: the earlier words, kept to find them in a data set seeded before
      was: "Neu: 40 Styles in der Browser-Ansicht des User-Style-Speichers.",
      now: "Neu: 40 zusätzliche Styles im User-Style-Speicher; der Style-Browser zeigt sie bei Ihren eigenen Styles an.",
    },
    {
      // l10n-lint-allow: the earlier words, kept to find them in a data set seeded before
      was: "Neu: ein zweiter, näherer Raumklang für Kopfhörer.",
      now: "Neu: ein zweiter Raumklang für Kopfhörer, der klingt, als säßen Sie direkt am Instrument.",
    },
    // ===== end of the copy-notes block =====
    // ---- fifth reading (facts and documents) ----
    // a brand does not set its own keyboard beside a toy
    {
      was: "Das MK49 liegt zwischen Spielzeug und vollwertigem Keyboard:",
      now: "Das MK49 ist der Schritt vom ersten Keyboard zum vollwertigen Instrument:",
    },
    // the MR101S's four kits of firmware 1.2.0: where they live and the total
    {
      was: "Neu: vier elektronische Kits als Alternativen zu den 48 Kits der Kit-Bank.",
      now: "Neu: vier elektronische Kits auf einer vierten Kit-Seite (Pads 1 bis 4), insgesamt 52 Kits.",
    },
    // ---- end of the fifth reading (facts and documents) ----
    ...fifthReadingCorrections.de,
    ...sixthReadingCorrections.de,
    ...seventhReadingCorrections.de,
    ...japaneseCopyCorrections.de,
    ...germanCopyCorrections.de,
    ...modelFactsCorrections.de,
    ...copyCorrections.de,
    ...eighthReadingCopy.de,
    ...eighthReadingFacts.de,
    ...ninthReadingManuals.de,
    ...ninthReadingJapanese.de,
    ...ninthReadingGerman.de,
    ...ninthReadingJapaneseTwo.de,
  ],
  ja: [
    // the MR101S has no step keys: its pads edit a pattern
    {
      was: "16個のステップキーで、パターンを1音ずつ編集。アクセントやフラムも設定できます。",
      now: "16個のパッドで、パターンを1ステップずつ編集。アクセントやフラムも設定できます。",
    },
    // the SP201Plus has no Bluetooth (no row, connector or manual names it): its USB audio
    {
      was: "Bluetoothオーディオに対応。楽曲をピアノ本体のスピーカーで再生しながら、一緒に演奏できます。",
      now: "USBオーディオに対応。コンピューターの楽曲をピアノ本体のスピーカーで再生しながら、一緒に演奏できます。",
    },
    {
      was: "電源を入れると、最後に接続していた機器にBluetoothオーディオが自動で再接続するようになりました。",
      now: "設定を変えなくても、ケーブルを接続するとすぐにコンピューターからのUSBオーディオが鳴るようになりました。",
    },
    {
      was: "Bluetoothオーディオの音量を記憶する機能を追加しました。",
      now: "電源を切っても、USBオーディオの再生音量が保持されるようになりました。",
    },
    // the MR101S's USB TO HOST carries MIDI (its kit and manual), not audio
    {
      was: "MIDIクロックの入出力とUSBオーディオに対応し、小規模スタジオの中核として活躍します。",
      now: "MIDIクロックの入出力とUSB-MIDIに対応し、小規模スタジオの中核として活躍します。",
    },
    { was: "MIDIクロック入出力、USBオーディオ", now: "MIDIクロック入出力、USB-MIDI" },
    // the SP-C121's supplied pedal is a sustain footswitch: no half-damper
    {
      was: "付属ペダルのハーフダンパーの反応を改善しました。",
      now: "サステインペダルを離したときの、ダンパーレゾナンスの減衰を改善しました。",
    },
    {
      was: "ダンパーペダルのハーフダンパーの位置を、USB-MIDIでコントロールチェンジ64の値として送信するようになりました。",
      now: "USB経由でMIDIファイルとして書き出した録音に、サステインペダルの操作（コントロールチェンジ64）が残るようになりました。",
    },
    // the MK61's music library holds 150 songs, not 200
    {
      was: "レッスン曲を50曲追加し、全200曲になりました。",
      now: "レッスンモードで、曲のフレーズをタイミングが合うまで繰り返し練習できるようになりました。",
    },
    // the MK37 (no display, USB or firmware) does not share the MK49's and MK61's lessons
    {
      was: "MKシリーズ共通のレッスンシステムを追加しました。採点結果と進み具合をMK61やMK37に引き継げます。",
      now: "MK61と同じレッスンシステムを追加しました。レッスンのステップと採点方式が共通なので、MK61に移っても慣れたレッスンで練習を続けられます。",
    },
    {
      was: "MK37、MK49、MK61のレッスンシステムを共通化。大きなモデルにステップアップしても、それまでの学習の成果を引き継げます。",
      now: "MK49とMK61のレッスンシステムを共通化。MK37では、いちばん小さなお子さまもプレイアロングモードで始められます。",
    },
    {
      was: "子どもたちは小さく始めて、あっという間に成長します。MK37、MK49、MK61のレッスン曲と採点方式を共通化したので、ひと回り大きなモデルに移っても、前回の続きからそのまま練習を再開できます。",
      now: "お子さまの成長はあっという間です。MK37の10曲のデモ曲には、正しい音を弾くまで待ってくれるプレイアロングモードがあります。MK49とMK61はレッスンのステップと採点方式を共通化したので、MK49からMK61に移っても、慣れたレッスンでそのまま練習を続けられます。",
    },
    // the key action's test is ten million strokes, as the company pages say
    {
      was: "鍵盤アクションに数百万回の打鍵テストを行うラボ",
      now: "すべての鍵盤アクションに1,000万回の打鍵テストを行うラボ",
    },
    // the MR101S keeps 99 pattern chains (songs), as its specification says
    {
      was: "パターンチェーン：最大99のリズムをつないで1曲にまとめ、パッドひとつで再生できます。",
      now: "パターンチェーン：リズムをつないで作った曲を最大99曲保存でき、パッドひとつで再生できます。",
    },
    // issue 40, fourth reading: one form per thing on /ja (Ver.2.0.0, キーオフサンプル, フィルインA／B, the MR101S's TEMPOつまみ)
    {
      // l10n-lint-allow: the earlier words, kept to find them in a data set seeded before
      was: "バージョン2.0.0では新しいフラッシュメモリーの構成を使用しており、1.2.0でインストールされるブートローダーでしか書き込めません。",
      now: "Ver.2.0.0では新しいフラッシュメモリーの構成を使用しており、Ver.1.2.0でインストールされるブートローダーでしか書き込めません。",
    },
    {
      // l10n-lint-allow: the earlier words, kept to find them in a data set seeded before
      was: "キーオフサンプリング",
      now: "キーオフサンプル",
    },
    {
      // l10n-lint-allow: the earlier words, kept to find them in a data set seeded before
      was: "フィルインA/B",
      now: "フィルインA／B",
    },
    {
      // l10n-lint-allow: the earlier words, kept to find them in a data set seeded before
      was: "テンポダイヤル（5～320BPM）",
      now: "TEMPOつまみ（5～320BPM）",
    },
    // issue 40, fourth reading: the CP203 manual's revision B: the summary says what the article says (no diagram)
    {
      was: "改訂B版では、ハーフダンパーの設定を追加し、ペダルの接続図をよりわかりやすくしました。",
      now: "改訂B版では、ハーフダンパー感度の設定を追加し、ペダルの接続方法をよりわかりやすく記載しました。",
    },
    // issue 40, fourth reading: the MK37's demo songs and melody recorder (no play-along mode), the MK200 made 2024–2025 (not the family's first), the SP-C121's 12 cm speakers and 15 W × 2 amplifier, the key action's test per key
    {
      was: "10曲のデモ曲と、正しい音を弾くまで待ってくれるプレイアロングモードを搭載しています。",
      now: "聴いて楽しめる10曲のデモ曲と、弾いたメロディーを録音して再生できるメロディー録音を搭載しています。",
    },
    {
      was: "MK37では、いちばん小さなお子さまもプレイアロングモードで始められます。",
      now: "MK37では、いちばん小さなお子さまも10曲のデモ曲とメロディー録音で始められます。",
    },
    {
      was: "MK37の10曲のデモ曲には、正しい音を弾くまで待ってくれるプレイアロングモードがあります。",
      now: "MK37には、聴いて楽しめる10曲のデモ曲と、弾いたメロディーを録音して再生できるメロディー録音があります。",
    },
    {
      was: "MK200は、MKシリーズの原点となったポータブルキーボードです。",
      now: "MK200は、2024年から2025年末まで製造されたMKシリーズのポータブルキーボードです。",
    },
    {
      was: "演奏者に向けた15W×2のスピーカーと、周囲を気にせず練習できるヘッドホンモードを搭載しています。",
      now: "演奏者に向けた12cm×2のスピーカーを15W×2のアンプで駆動し、周囲を気にせず練習できるヘッドホンモードも搭載しています。",
    },
    // issue 40, fourth reading: the key action's test, in one wording: ten million strokes per key
    {
      was: "すべての鍵盤アクションに1,000万回の打鍵テストを行うラボ",
      now: "すべての鍵盤アクションに1鍵あたり1,000万回の打鍵テストを行うラボ",
    },
    // issue 40, fourth reading: the spring fair named: SUPERBOOTH25 at the FEZ-Berlin, 8–10 May 2025, Hall A, stand A14
    {
      was: "春の見本市にNotevaが出展します",
      now: "ベルリンのSUPERBOOTH25にNotevaが出展します",
    },
    {
      was: "Notevaブースでは全製品をお試しいただけるほか、",
      now: "5月8日～10日、FEZベルリンのNotevaブース（ホールA、A14）では全製品をお試しいただけるほか、",
    },
    {
      was: "Notevaブースには、ポータブルピアノ",
      now: "2025年5月8日（木）～10日（土）、FEZベルリン（ドイツ・ベルリン）で開催される電子楽器の見本市「SUPERBOOTH25」に出展します。ホールAのNotevaブース（A14）には、ポータブルピアノ",
    },
    // issue 40, fourth reading: one fact per article (キーボーディスト, 若いピアニスト), 機能 once, わずか4.5kg, no 庭先, the chord dictionary's chord-type key; one name for step recording (ステップ録音) and the MR101S's user patterns
    {
      // l10n-lint-allow: the earlier words, kept to find them in a data set seeded before
      was: "ツアーで活躍する3人のピアニストが、",
      now: "ツアーで活躍する3人のキーボーディストが、",
    },
    {
      // l10n-lint-allow: the earlier words, kept to find them in a data set seeded before
      was: "40人の若いプレーヤーが、",
      now: "40人の若いピアニストが、",
    },
    {
      // l10n-lint-allow: the earlier words, kept to find them in a data set seeded before
      was: "採点機能付きのレッスン機能",
      now: "採点付きのレッスン機能",
    },
    {
      // l10n-lint-allow: the earlier words, kept to find them in a data set seeded before
      was: "500音色を、質量4.5kgのボディに収めた",
      now: "500音色を、わずか4.5kgのボディに収めた",
    },
    {
      // l10n-lint-allow: the earlier words, kept to find them in a data set seeded before
      was: "単3形電池6本で駆動するので、教室だけでなく庭先でも演奏を楽しめます。",
      now: "単3形電池6本で駆動するので、電源のない屋外でも演奏を楽しめます。",
    },
    {
      // l10n-lint-allow: the earlier words, kept to find them in a data set seeded before
      was: "FUNCTIONボタンを押したままルートの鍵盤とコードの種類を押すと、",
      now: "FUNCTIONボタンを押したまま、ルート音の鍵盤と、コードの種類が表記された鍵盤を押すと、",
    },
    {
      // l10n-lint-allow: the earlier words, kept to find them in a data set seeded before
      was: "16個のパッドで、パターンを1ステップずつ編集。",
      now: "16個のパッドで、パターンを1ステップずつ入力。",
    },
    {
      // l10n-lint-allow: the earlier words, kept to find them in a data set seeded before
      was: "ステップエディット",
      now: "ステップ録音",
    },
    {
      // l10n-lint-allow: the earlier words, kept to find them in a data set seeded before
      was: "ユーザー100リズム",
      now: "ユーザーパターン100",
    },
    {
      // l10n-lint-allow: the earlier words, kept to find them in a data set seeded before
      was: "プリセット100リズム",
      now: "プリセットリズム100",
    },
    // issue 40, fourth reading: connectors as printed on the panel; the update takes the steps' three minutes
    {
      // l10n-lint-allow: the seed's earlier words, as a data set made before holds them
      was: "ライン出力（L/MONO、R）",
      whole: true,
      now: "LINE OUT（L/MONO、R）",
    },
    {
      // l10n-lint-allow: the seed's earlier words, as a data set made before holds them
      was: "エクスプレッションペダル端子",
      whole: true,
      now: "EXPRESSION端子",
    },
    {
      // l10n-lint-allow: the seed's earlier words, as a data set made before holds them
      was: "マイク／ライン・コンボ入力",
      whole: true,
      now: "MIC/LINE IN端子（マイク／ライン兼用）",
    },
    {
      // l10n-lint-allow: the seed's earlier words, as a data set made before holds them
      was: "アサイナブルペダル端子",
      whole: true,
      now: "ASSIGNABLE端子",
    },
    {
      // l10n-lint-allow: the seed's earlier words, as a data set made before holds them
      was: "、約5分でアップデートできます。",
      now: "、約3分でアップデートできます。",
    },
    // issue 40, fourth reading: the SP201Plus's carrying case comes in the box (its kit, specification and manual)
    {
      was: "ぴったり収まる専用キャリングケースと、クリップで取り付ける譜面立ても用意しています。",
      now: "ぴったり収まる専用キャリングケースと、クリップで取り付ける譜面立てが付属しています。",
    },
    // issue 40, fourth reading: a version as the formatter writes it
    {
      // l10n-lint-allow: the earlier words, kept to find them in a data set seeded before
      was: "ファームウェア2.0に必要な新しいブートローダーをインストールします。",
      now: "Ver.2.0.0に必要な新しいブートローダーをインストールします。",
    },
    // issue 40, fourth reading: the AKX10S reads drives formatted FAT32 or exFAT (firmware 1.2.0, its update steps)
    { was: "最大512GBの外部ドライブに対応）", now: "最大512GBの外部ドライブに対応、FAT32またはexFAT）" },
    // ---- features-walk: one-finger chords, the MK37's and MK49's features, functions dated by the firmware that added them ----
    // no model's data holds one-finger chords (no specification row, kit, manual or firmware note): the MK200's and MK61's styles follow the left hand's chords
    {
      was: "タッチレスポンス対応の61鍵、400音色、200の伴奏スタイル。指1本でコードを鳴らせます。",
      now: "タッチレスポンス対応の61鍵、400音色、200の伴奏スタイル。伴奏は左手で弾くコードに合わせて変わります。",
    },
    {
      was: "500音色と220の伴奏スタイルを搭載。シングルフィンガーとフィンガードの2つのコードモードに対応します。",
      now: "500音色と220の伴奏スタイルを搭載。どのスタイルにもイントロ、エンディング、2種類のフィルインがあり、最初のコードを弾くと同時にスタートします。",
    },
    // the MK37's and MK49's feature sections, now on their pages, say only what their data holds (no rounded corners, no lights on the MK49's display)
    {
      was: "小さな手に合わせた37鍵のミニ鍵盤に、100音色と50種類のリズムを搭載。",
      now: "小さな手にちょうどいい37鍵のミニ鍵盤。100音色と50種類のリズムに合わせて演奏できます。",
    },
    {
      was: "リュックに収まるサイズで、単3形電池4本で駆動します。",
      now: "RECORD/PLAYボタンを押して弾けば、メロディー録音ですぐに聴き返せます。はじめての自分の曲を残しましょう。",
    },
    {
      was: "ヘッドホン端子を装備しているので、練習の時間も静かに過ごせます。",
      now: "単3形電池4本で駆動。1.2kg、全長50cmで、リュックに入れてどこへでも持ち出せます。",
    },
    { was: "はじめの一歩", now: "リズムに乗って", whole: true },
    {
      was: "聴いて楽しめる10曲のデモ曲と、弾いたメロディーを録音して再生できるメロディー録音を搭載しています。",
      // l10n-lint-allow: the fourth reading's words, which the fifth reading's Japanese copy gives their unit (BPM)
      now: "メトロノームはテンポ5～320で使えます。10曲のデモ曲で、100音色の響きを聴き比べられます。",
    },
    { was: "持ち運びやすい設計", now: "静かに練習", whole: true },
    {
      was: "質量1.2kg、全長50cm。角を丸くしたデザインです。",
      now: "PHONESにヘッドホンをつなぐとスピーカーが消音され、周りを気にせず練習できます。",
    },
    {
      was: "300音色と100の伴奏スタイルに、レッスン機能を搭載。",
      now: "300音色と100の伴奏スタイルを搭載。シンクロスタートで演奏に合わせて伴奏が始まり、フィルインで変化をつけられます。",
    },
    {
      was: "電池駆動と2.3kgの軽量ボディで、どこでもレッスンできます。",
      now: "単3形電池6本で駆動する2.3kgの軽量ボディ。自宅でも学校でも、どこでも練習できます。",
    },
    {
      was: "ディスプレイの点灯表示に従って、60曲を1音ずつ練習できます。",
      now: "60曲をステップごとに練習。次に弾く音をディスプレイに表示し、ステップごとに採点します。",
    },
    {
      was: "コンピューターやタブレットと接続して、アプリの活用や録音ができます。",
      now: "USBケーブル1本でコンピューターやタブレットとつながり、アプリで演奏したり、演奏を録音したりできます。",
    },
    // a function a firmware release added names the release (media/firmware-versions.test.ts): the MK61's chord dictionary (2.0.0), the AKX10S's exFAT drives (1.2.0)
    { was: "コード辞典", now: "コード辞典（Ver.2.0.0以降）", whole: true },
    { was: "対応、FAT32またはexFAT）", now: "対応、FAT32のほかVer.1.2.0以降はexFATにも対応）" },
    // ---- end features-walk ----
    // the second dealer set: stores in Austria and Switzerland, so the network reaches 14 countries
    { was: "ネットワークが12か国に拡大", now: "ネットワークが14か国に拡大" },
    { was: "ネットワークは12か国に広がり", now: "ネットワークは14か国に広がり" },
    // ===== copy-notes branch (issue 40, fifth reading): release notes as a Japanese maker's 変更内容 (CP203 and AKX10S 1.2.0), the panel's printed LINE OUT端子 and EXPRESSION端子 in running text =====
    {
      // l10n-lint-allow: the earlier words, kept to find them in a data set seeded before
      was: "ユーザースタイルメモリーのブラウザー画面に40のスタイルを追加しました。",
      now: "スタイルを40種類追加しました。ユーザースタイルメモリーに保存され、スタイルブラウザーでお客さまのスタイルと一緒に選べます。",
    },
    {
      // l10n-lint-allow: the earlier words, kept to find them in a data set seeded before
      was: "exFATでフォーマットされた最大512GBの外部ドライブを認識するようになりました。",
      now: "exFATでフォーマットした最大512GBの外部ドライブに対応しました。",
    },
    {
      // l10n-lint-allow: the earlier words, kept to find them in a data set seeded before
      was: "ヘッドホン用に、より近い響きのルームサウンドをもう1種類追加しました。",
      now: "ヘッドホン用のルームサウンドに、ピアノのすぐそばで聴くような響きのタイプを追加しました。",
    },
    {
      // l10n-lint-allow: the earlier words, kept to find them in a data set seeded before
      was: "PAにつなげるライン出力を搭載。",
      now: "PAにつなげるLINE OUT端子を搭載。",
    },
    {
      // l10n-lint-allow: the earlier words, kept to find them in a data set seeded before
      was: "ライン出力とエクスプレッションペダル入力を装備。",
      now: "LINE OUT端子とEXPRESSION端子を装備。",
    },
    {
      // l10n-lint-allow: the earlier words, kept to find them in a data set seeded before
      was: "鍵盤のタッチとライン出力を決め手に",
      now: "鍵盤のタッチとLINE OUT端子を決め手に",
    },
    {
      // l10n-lint-allow: the earlier words, kept to find them in a data set seeded before
      was: "そしてライン出力をそのままミキサーにつなげられることでした。",
      now: "そしてLINE OUT端子からそのままミキサーにつなげられることでした。",
    },
    {
      // l10n-lint-allow: the earlier words, kept to find them in a data set seeded before
      was: "PA側のエフェクトを使えるよう、ラインアウトからリバーブなしのピアノを出力できるようになりました。",
      now: "PA側のエフェクトを使えるよう、LINE OUT端子からリバーブなしのピアノを出力できるようになりました。",
    },
    {
      // l10n-lint-allow: the earlier words, kept to find them in a data set seeded before
      was: "まれにラインアウトにノイズが出る問題を修正しました。",
      now: "まれにLINE OUT端子の出力にノイズが出る問題を修正しました。",
    },
    // ===== end of the copy-notes block =====
    // ---- fifth reading (facts and documents) ----
    // the MR101S's four kits of firmware 1.2.0: where they live and the total
    {
      was: "48キットのバンクに、差し替え用のエレクトロニックキットを4種類追加しました。",
      now: "キットの4ページ目（パッド1～4）に、エレクトロニックキットを4種類追加しました。キットは合計52種類になりました。",
    },
    // ---- end of the fifth reading (facts and documents) ----
    ...fifthReadingCorrections.ja,
    ...sixthReadingCorrections.ja,
    ...seventhReadingCorrections.ja,
    ...japaneseCopyCorrections.ja,
    ...germanCopyCorrections.ja,
    ...modelFactsCorrections.ja,
    ...copyCorrections.ja,
    ...eighthReadingCopy.ja,
    ...eighthReadingFacts.ja,
    ...ninthReadingManuals.ja,
    ...ninthReadingJapanese.ja,
    ...ninthReadingGerman.ja,
    ...ninthReadingJapaneseTwo.ja,
  ],
};

/**
 * The legal pages' words as a data set seeded before has them, per language: each `was` lies in one
 * block of a page (a paragraph, a list item, a table cell), as an editor types it (Markdown links
 * kept). The seed set `fact-corrections` puts each `now` in (./index.ts); the seed set
 * `revised-words` takes them out again to find a page the first seed wrote (./revised-words-load.ts).
 */
export const legalCorrections: Record<Locale, readonly Correction[]> = {
  en: [
    // the imprint names the WEEE registration beside the commercial register (ElektroG § 6; the disposal page)
    {
      was: "Registered with the {company.register}",
      now: "Commercial register: {company.register}; WEEE registration number: {company.weee}",
    },
    // issue 40, fourth reading: the privacy policy lists what the contact form stores: no store of purchase (the form has none), the store of a reported change, when it was sent, the browser's identification
    {
      was: "and, if you give them, the product, its serial number and the store you bought it from. We also keep when you confirmed that you had read this policy, your browser's name and version, and a keyed hash",
      now: "and, if you give them, the product and its serial number; when you report a change to a store's details from Find a Store, we also keep which store it is. We also keep when you sent your message and confirmed that you had read this policy, the identification your browser sends (its name and version, and your operating system), and a keyed hash",
    },
    // the box names the warranty card (every model's kit): the page says what it is, and that the receipt proves the purchase
    {
      was: "It is given in addition to your statutory rights as a consumer against the seller, which it does not limit.",
      now: "It is given in addition to your statutory rights as a consumer against the seller, and does not limit them. These terms are also on the warranty card in the instrument's box. Keep the card with your receipt: the receipt, not the card, is your proof of purchase.",
    },
    {
      was: "Note it down with your proof of purchase: you will need both for a repair.",
      now: "Note it down on the warranty card, and keep the card with your proof of purchase: a repair needs the serial number and the proof of purchase.",
    },
    // ---- fw-docs: the disposal page promises no factory reset the manuals do not describe ----
    // l10n-lint-allow: the earlier words, kept to find them in a data set seeded before
    {
      was: "A factory reset deletes your songs, patterns, registrations and Bluetooth pairings; the owner's manual explains how.",
      now: "Songs, patterns and registrations you saved stay on the instrument, and so do its Bluetooth pairings: [ask our customer service](/contactus) how to delete them on your model.",
    },
    // ---- sixth reading (branch copy-three) ----
    // the serial number's label: on the underside of a portable, on the back of a cabinet piano (the CP203)
    {
      was: "The serial number is on the label on the underside of the instrument:",
      now: "The serial number is on the label on the underside or back of the instrument:",
    },
    // ---- end of the sixth reading ----
    // ---- seventh reading (branch docs): every owner's manual now describes its factory reset ----
    {
      was: "Songs, patterns and registrations you saved stay on the instrument, and so do its Bluetooth pairings: [ask our customer service](/contactus) how to delete them on your model.",
      now: "Restoring the factory settings deletes the songs, patterns and registrations you saved and the Bluetooth pairings: the section Restoring the factory settings of your model's [owner's manual](/support/manuals) says how.",
    },
    // ---- end of the seventh reading ----
    // ---- eighth reading: no update route shows licence terms (a firmware ZIP holds the BIN, its release notes and how to update): these terms are the licence ----
    { was: "; the licence shown when you install them applies.", now: ", under these terms of use." },
    ...ninthReadingGermanLegal.en,
  ],
  de: [
    // das Impressum nennt neben dem Handelsregister die WEEE-Registrierung (§ 6 ElektroG; die Seite Entsorgung und Rücknahme)
    // (line by line: a correction never spans a line break)
    { was: "Eingetragen im Handelsregister.", now: "Handelsregister: {company.register}" },
    {
      was: "Registergericht: {company.register}",
      now: "WEEE-Reg.-Nr. {company.weee} (Stiftung Elektro-Altgeräte Register)",
    },
    // issue 40, fourth reading: the terms of use grant a right of use, as a German lawyer writes it
    {
      was: "Bedienungsanleitungen, Datenlisten und Kurzanleitungen dürfen Sie für private Zwecke und für den Unterricht ausdrucken und weitergeben, unverändert und mit Angabe der Quelle. Software und Firmware sind ausschließlich für die Verwendung mit Instrumenten der {company.name} lizenziert; es gilt die Lizenz, die bei der Installation angezeigt wird.",
      // l10n-lint-allow: the earlier words, kept to find them in a data set seeded before
      now: "An Bedienungsanleitungen, Datenlisten und Kurzanleitungen räumen wir Ihnen ein einfaches, nicht übertragbares und unentgeltliches Recht ein, sie zu privaten Zwecken und im Unterricht zu nutzen. Dieses Nutzungsrecht umfasst, die Dokumente auszudrucken und unverändert unter Angabe der Quelle weiterzugeben. An Software und Firmware erhalten Sie ein einfaches, nicht übertragbares Recht, sie ausschließlich mit Instrumenten der {company.name} zu nutzen; im Übrigen gelten die Lizenzbedingungen, die bei der Installation angezeigt werden.",
    },
    // issue 40, fourth reading: the privacy policy lists what the contact form stores: no store of purchase (the form has none), the store of a reported change, when it was sent, the browser's identification
    {
      was: "sowie, falls angegeben, das Produkt, seine Seriennummer und den Händler, bei dem Sie es gekauft haben. Außerdem speichern wir, wann Sie bestätigt haben, diese Datenschutzerklärung gelesen zu haben, Name und Version Ihres Browsers und einen",
      now: "sowie, falls angegeben, das Produkt und seine Seriennummer; melden Sie über die Händlersuche eine Änderung an den Angaben eines Händlers, speichern wir auch, um welchen Händler es geht. Außerdem speichern wir, wann Sie Ihre Nachricht gesendet und bestätigt haben, diese Datenschutzerklärung gelesen zu haben, die Kennung, die Ihr Browser sendet (Name und Version des Browsers und Ihr Betriebssystem), und einen",
    },
    // the box names the Garantiekarte (every model's kit): the page says what it is, and that the Kaufbeleg proves the purchase
    {
      was: "Die Garantie gilt für Produkte, die Sie neu bei einem autorisierten Fachhändler gekauft haben, in dem Land, in dem Sie sie gekauft haben.",
      now: "Die Garantie gilt für neu bei einem autorisierten Fachhändler gekaufte Produkte, und zwar in dem Land, in dem Sie sie gekauft haben. Diese Garantiebedingungen stehen auch auf der Garantiekarte, die dem Instrument beiliegt. Bewahren Sie die Karte zusammen mit dem Kaufbeleg auf: Den Kauf weist der Kaufbeleg nach, nicht die Karte.",
    },
    {
      was: "Bewahren Sie sie zusammen mit dem Kaufbeleg auf: Für eine Reparatur brauchen Sie beides.",
      now: "Tragen Sie sie auf der Garantiekarte ein und bewahren Sie die Karte zusammen mit dem Kaufbeleg auf: Für eine Reparatur brauchen Sie Seriennummer und Kaufbeleg.",
    },
    // ---- fifth reading (facts and documents) ----
    // the warranty excludes an instrument repaired or modified by others, as the English and the Japanese say (not the opposite)
    {
      was: "Instrumente, die nicht von der {company.name} oder einer von ihr autorisierten Servicewerkstatt repariert oder verändert wurden.",
      now: "Instrumente, die von anderen als der {company.name} oder einer von ihr autorisierten Servicewerkstatt repariert oder verändert wurden.",
    },
    // ---- end of the fifth reading (facts and documents) ----
    // ---- fw-docs: the disposal page promises no factory reset the manuals do not describe ----
    // l10n-lint-allow: the earlier words, kept to find them in a data set seeded before
    {
      was: "Eigene Songs, Patterns, Registrierungen und Bluetooth-Kopplungen löschen Sie, indem Sie das Instrument auf die Werkseinstellungen zurücksetzen; wie das geht, steht in der Bedienungsanleitung.",
      now: "Eigene Songs, Patterns und Registrierungen bleiben ebenso auf dem Instrument gespeichert wie seine Bluetooth-Kopplungen. Wie Sie sie bei Ihrem Modell löschen, erklärt Ihnen gern unser [Kundenservice](/contactus).",
    },
    // ---- sixth reading (branch copy-three) ----
    // the serial number's label: on the underside of a portable, on the back of a cabinet piano (the CP203)
    {
      was: "Die Seriennummer steht auf dem Etikett an der Unterseite des Instruments:",
      now: "Die Seriennummer steht auf dem Etikett an der Unter- oder Rückseite des Instruments:",
    },
    // ---- end of the sixth reading ----
    // ---- seventh reading (branch docs): every owner's manual now describes its factory reset ----
    {
      was: "Eigene Songs, Patterns und Registrierungen bleiben ebenso auf dem Instrument gespeichert wie seine Bluetooth-Kopplungen. Wie Sie sie bei Ihrem Modell löschen, erklärt Ihnen gern unser [Kundenservice](/contactus).",
      now: "Eigene Songs, Patterns und Registrierungen sowie Bluetooth-Kopplungen löschen Sie, indem Sie das Instrument auf die Werkseinstellungen zurücksetzen. Wie das bei Ihrem Modell geht, steht im Abschnitt „Werkseinstellungen wiederherstellen“ seiner [Bedienungsanleitung](/support/manuals).",
    },
    // ---- end of the seventh reading ----
    // ---- fact-corrections@4: fifth reading, German copy (branch de) ----
    // the terms of use: what the right of use covers, as German legal prose writes it
    {
      // l10n-lint-allow: the earlier words, kept to find them in a data set seeded before
      was: "Dieses Nutzungsrecht umfasst, die Dokumente auszudrucken",
      now: "Es umfasst das Recht, die Dokumente auszudrucken",
    },
    // one name for the power adaptor, the specifications' and manuals' (Netzadapter); the page's summary too
    {
      // l10n-lint-allow: the earlier words, kept to find them in a data set seeded before
      was: "wo Sie Instrumente, Netzteile und Batterien",
      now: "wo Sie Instrumente, Netzadapter und Batterien",
    },
    {
      // l10n-lint-allow: the earlier words, kept to find them in a data set seeded before
      was: "ihr Zubehör wie Netzteile und Pedale",
      now: "ihr Zubehör wie Netzadapter und Pedale",
    },
    {
      // l10n-lint-allow: the earlier words, kept to find them in a data set seeded before
      was: "auf unseren Instrumenten, ihren Netzteilen und",
      now: "auf unseren Instrumenten, ihren Netzadaptern und",
    },
    // ---- end of fact-corrections@4, fifth reading, German copy ----
    // ---- fact-corrections@5 (branch copy): the German pages name the country their rules are Germany's ----
    {
      was: "Die Gewährleistung beträgt bei neuen Waren zwei Jahre ab Lieferung.",
      now: "In Deutschland beträgt die Gewährleistung bei neuen Waren zwei Jahre ab Lieferung.",
    },
    {
      was: "Die folgenden Hinweise geben wir nach § 18 Elektro- und Elektronikgerätegesetz (ElektroG) und dem Batterierecht-Durchführungsgesetz (BattDG).",
      now: "Die folgenden Hinweise geben wir für Deutschland nach § 18 Elektro- und Elektronikgerätegesetz (ElektroG) und dem Batterierecht-Durchführungsgesetz (BattDG); was in Österreich und in der Schweiz gilt, steht in eigenen Abschnitten weiter unten.",
    },
    // ---- eighth reading: no update route shows licence terms (a firmware ZIP holds the BIN, its release notes and how to update): these terms are the licence ----
    {
      was: "; im Übrigen gelten die Lizenzbedingungen, die bei der Installation angezeigt werden.",
      now: "; im Übrigen gelten für sie diese Nutzungsbedingungen.",
    },
    // ---- eighth reading: the imprint's VAT heading no longer repeats the line below it ----
    {
      was: "Umsatzsteuer-Identifikationsnummer gemäß § 27a Umsatzsteuergesetz:",
      now: "Nach § 27a Umsatzsteuergesetz:",
    },
    ...ninthReadingGermanLegal.de,
  ],
  ja: [
    // issue 40, fourth reading: ご連絡 where the company contacts the visitor; the form named, not 「こちら」
    // l10n-lint-allow: the earlier words, kept to find them in a data set seeded before
    { was: "2営業日以内に担当者よりご回答いたします。", now: "2営業日以内に担当者よりご連絡いたします。" },
    // l10n-lint-allow: the earlier words, kept to find them in a data set seeded before
    { was: "ご回答のために保存し", now: "ご連絡のために保存し" },
    {
      // l10n-lint-allow: the earlier words, kept to find them in a data set seeded before
      was: "お問い合わせへのご回答と対応のためにのみ利用します。",
      now: "お問い合わせへの対応とご連絡のためにのみ利用します。",
    },
    // l10n-lint-allow: the earlier words, kept to find them in a data set seeded before
    { was: "お問い合わせへのご回答と対応", now: "お問い合わせへの対応とご連絡" },
    {
      was: "お問い合わせは[こちら](/contactus)から。",
      now: "お問い合わせは[お問い合わせフォーム](/contactus)からお送りください。",
    },
    // issue 40, fourth reading: the privacy policy lists what the contact form stores: no store of purchase (the form has none), the store of a reported change, when it was sent, the browser's identification
    {
      was: "さらにご記入いただいた場合は型番、シリアル番号、ご購入の販売店を保存します。あわせて、本ポリシーをご確認いただいた日時、ブラウザーの名称とバージョン、大量送信を防ぐための",
      now: "さらにご記入いただいた場合は型番とシリアル番号を保存します。販売店検索から販売店情報の訂正をご連絡いただいた場合は、その販売店も保存します。あわせて、お問い合わせを送信し本ポリシーをご確認いただいた日時、ブラウザーが送信する識別情報（ブラウザーの名称とバージョン、OS）、大量送信を防ぐための",
    },
    // 保証書 comes in every model's box (its kit): the page asks for it, with a receipt where the dealer filled in nothing
    {
      was: "本保証は、お客様の法律上の権利を制限するものではありません。",
      now: "本保証によって、お客様の法律上の権利が制限されることはありません。保証書は製品に同梱されています。お買い上げの際に、お買い上げ日と販売店名が記入されていることをお確かめください。",
    },
    {
      was: "製品の型番、シリアル番号、購入を証明する書類（お買い上げ日と販売店名が記載された保証書、領収書、納品書など）をご用意ください。",
      now: "製品の型番、シリアル番号、保証書をご用意ください。保証書にお買い上げ日と販売店名の記入がない場合は、それらが記載された領収書や納品書を添えてください。",
    },
    {
      was: "購入を証明する書類のご提示がない場合、または書類にお買い上げ日・販売店名の記載がない場合",
      now: "保証書のご提示がない場合、または保証書にお買い上げ日・販売店名の記入がなく、それらを確認できる領収書や納品書もない場合",
    },
    {
      was: "修理の際には、シリアル番号と購入を証明する書類の両方が必要です。大切に保管してください。",
      now: "修理の際には、シリアル番号と保証書の両方が必要です。保証書は大切に保管してください。",
    },
    // ---- fw-docs: the disposal page promises no factory reset the manuals do not describe ----
    // l10n-lint-allow: the earlier words, kept to find them in a data set seeded before
    {
      was: "ユーザーソングやパターン、レジストレーション、Bluetoothのペアリング情報は、工場出荷時の設定に戻すと消去されます。手順は取扱説明書をご覧ください。",
      now: "ユーザーソングやパターン、レジストレーション、Bluetoothのペアリング情報は楽器に保存されたままです。消去の方法は[お問い合わせフォーム](/contactus)からお尋ねください。",
    },
    // ---- sixth reading (branch copy-three) ----
    // the serial number's label: on the underside of a portable, on the back of a cabinet piano (the CP203)
    {
      was: "シリアル番号は、製品底面のラベルに記載されています。",
      now: "シリアル番号は、製品の底面または背面のラベルに記載されています。",
    },
    // one name for a USB flash drive, the glossary's: USBフラッシュメモリー
    {
      // l10n-lint-allow: the earlier words, kept to find them in a data set seeded before
      was: "USBメモリーが挿したままになっていないかもご確認ください。",
      now: "USBフラッシュメモリーが挿したままになっていないかもご確認ください。",
    },
    // ---- end of the sixth reading ----
    // ---- seventh reading (branch docs): every owner's manual now describes its factory reset ----
    {
      was: "ユーザーソングやパターン、レジストレーション、Bluetoothのペアリング情報は楽器に保存されたままです。消去の方法は[お問い合わせフォーム](/contactus)からお尋ねください。",
      now: "ユーザーソングやパターン、レジストレーション、Bluetoothのペアリング情報は、工場出荷時の設定に戻すと消去されます。手順は、各製品の[取扱説明書](/support/manuals)の「工場出荷時の設定に戻す」をご覧ください。",
    },
    // ---- end of the seventh reading ----
    // ---- eighth reading: no update route shows licence terms (a firmware ZIP holds the BIN, its release notes and how to update): these terms are the licence ----
    {
      was: "インストール時に表示される使用許諾条件に従ってください。",
      now: "そのほかの使用条件は、このご利用規約に定めるとおりです。",
    },
    // issue 40, ninth reading: the privacy policy says whose servers hold the data one way (当社のサーバー), naming who runs them
    {
      was: "お問い合わせの内容は、本社である{company.name}が{company.country}で管理するサーバーに保存されます。",
      now: "お問い合わせの内容は、当社のサーバーに保存されます。このサーバーは、当社の本社である{company.name}が{company.country}で管理しています。",
    },
    ...ninthReadingGermanLegal.ja,
    // ninth reading, Japanese second pass: the software is for the brand's products (Noteva製品), not „the company's“
    {
      // l10n-lint-allow: the earlier words, kept to find them in a data set seeded before
      was: "ソフトウェアとファームウェアは{company.name}の製品でのみ使用できます。",
      now: "ソフトウェアとファームウェアはNoteva製品でのみ使用できます。",
    },
  ],
};

/**
 * Paragraphs and sections the legal pages gained, per language: each `add` (typed as an editor
 * types a page) goes in after the block whose text is `after`, where a page still has that block
 * and lacks the first of them (fact-corrections@5). The German pages serve Austria and Switzerland
 * too (the store list and the contact page name them first): their warranty law and take-back rules.
 */
export const legalAdditions: Record<Locale, readonly { after: string; add: string }[]> = {
  // the privacy policy of 30 November 2026: the contact form's mails, and firmware news by e-mail
  en: [
    {
      after:
        "Your message is kept until your enquiry is settled, and deleted {contact.retentionMonths} months after we close it. Messages marked as spam are deleted after {contact.spamDays} days.",
      add: "We e-mail you an acknowledgement with a copy of your message, and our answers to it, through our mail server. These e-mails are kept with your message and deleted with it.\n\n## Firmware news by e-mail\n\nIf you ask us to tell you when new firmware for a model is out, we keep your e-mail address, the model, your language, and when you agreed and to which words; nothing else. We first send one e-mail asking you to confirm; only once you have confirmed do you get news, one e-mail for each new firmware release for that model. Legal basis: Art. 6(1)(a) GDPR. Every e-mail has a link to unsubscribe with one click, and your address is then deleted at once. A request that is not confirmed within seven days is deleted.",
    },
  ],
  de: [
    {
      after:
        "Ihre Nachricht bleibt gespeichert, bis Ihre Anfrage erledigt ist, und wird {contact.retentionMonths} Monate nach ihrem Abschluss gelöscht. Als Spam markierte Nachrichten löschen wir nach {contact.spamDays} Tagen.",
      add: "Wir schicken Ihnen über unseren Mailserver eine Eingangsbestätigung mit einer Kopie Ihrer Nachricht und unsere Antworten darauf per E-Mail. Diese E-Mails speichern wir mit Ihrer Nachricht und löschen sie mit ihr.\n\n## Firmware-Neuigkeiten per E-Mail\n\nWenn Sie sich benachrichtigen lassen möchten, sobald es für ein Modell neue Firmware gibt, speichern wir Ihre E-Mail-Adresse, das Modell, Ihre Sprache sowie den Zeitpunkt und den Wortlaut Ihrer Einwilligung, sonst nichts. Zuerst schicken wir Ihnen eine E-Mail, mit der Sie die Anmeldung bestätigen; erst danach erhalten Sie Neuigkeiten, eine E-Mail je neuer Firmware-Version dieses Modells. Rechtsgrundlage ist Art. 6 Abs. 1 lit. a DSGVO. Jede E-Mail enthält einen Link, mit dem Sie sich mit einem Klick abmelden; Ihre Adresse wird dann sofort gelöscht. Eine Anmeldung, die nicht innerhalb von sieben Tagen bestätigt wird, löschen wir.",
    },
    {
      after:
        "Unsere Garantie ist eine freiwillige Leistung des Herstellers (§ 443 BGB). Ihre gesetzlichen Gewährleistungsrechte gegenüber dem Händler, bei dem Sie das Instrument gekauft haben, bleiben davon unberührt und bestehen unabhängig davon, ob Sie die Garantie in Anspruch nehmen. In Deutschland beträgt die Gewährleistung bei neuen Waren zwei Jahre ab Lieferung.",
      add: "In Österreich gilt die Gewährleistung nach dem Allgemeinen Bürgerlichen Gesetzbuch (ABGB) und, wenn Sie als Verbraucherin oder Verbraucher kaufen, nach dem Verbrauchergewährleistungsgesetz (VGG): Sie beträgt zwei Jahre ab Übergabe, und nach ihrem Ablauf können Sie Ihre Ansprüche noch drei Monate lang gerichtlich geltend machen.\n\nIn der Schweiz richtet sich die Gewährleistung nach dem Obligationenrecht (Art. 197 ff. OR). Ansprüche verjähren zwei Jahre nach der Ablieferung; bei neuen Waren für den persönlichen oder familiären Gebrauch darf diese Frist nicht verkürzt werden (Art. 210 OR). Melden Sie einen Mangel dem Geschäft, sobald Sie ihn entdecken (Art. 201 OR), und lesen Sie dessen Verkaufsbedingungen: Das OR lässt zu, die Gewährleistung vertraglich einzuschränken.",
    },
    {
      after:
        "Kleben Sie die Pole von Lithiumbatterien und Akkus vor der Abgabe mit Klebeband ab: Ein Kurzschluss kann einen Brand auslösen. Beschädigte oder aufgeblähte Akkus geben Sie bitte nur bei einer Sammelstelle ab und sagen dort Bescheid.",
      add: "## In Österreich\n\nElektroaltgeräte und Altbatterien geben Sie kostenlos bei der Sammelstelle Ihrer Gemeinde ab, etwa im Altstoffsammelzentrum (ASZ). Nach der Elektroaltgeräteverordnung (EAG-VO) nimmt auch der Handel Altgeräte zurück: beim Kauf eines neuen Geräts ein gleichartiges Altgerät kostenlos. Ob ein Geschäft dazu verpflichtet ist, hängt von seiner Verkaufsfläche ab; fragen Sie dort nach. Altbatterien nimmt jedes Geschäft, das Batterien verkauft, kostenlos zurück.\n\n## In der Schweiz\n\nNach der Verordnung über die Rückgabe, die Rücknahme und die Entsorgung elektrischer und elektronischer Geräte (VREG) nehmen Geschäfte, Hersteller- und Importfirmen Geräte der Art, die sie verkaufen, kostenlos zurück, auch ohne Neukauf. Das Recycling ist in der Regel mit der vorgezogenen Recyclinggebühr (vRG) beim Kauf bereits bezahlt. Sammelstellen nennen die Rücknahmesysteme SENS eRecycling und Swico. Altbatterien geben Sie kostenlos überall dort ab, wo Batterien verkauft werden.",
    },
  ],
  ja: [
    {
      after:
        "これらの情報は、お問い合わせへの対応とご連絡のためにのみ利用します。お問い合わせが完了するまで保存し、完了から{contact.retentionMonths}か月後に削除します。迷惑メールと判断したメッセージは{contact.spamDays}日後に削除します。",
      add: "お問い合わせを受け付けると、内容の控えを記載した受付確認メールを当社のメールサーバーからお送りし、回答もメールでお送りします。これらのメールはお問い合わせとともに保存し、お問い合わせと同時に削除します。\n\n### ファームウェア更新のお知らせメール\n\n機種ごとの新しいファームウェアの公開をメールでお知らせするお申し込みをいただいた場合は、メールアドレス、機種、言語、同意いただいた日時と文言のみを保存します。まず登録の確認メールを1通お送りし、確認いただいた後に限り、その機種の新しいファームウェアが公開されるたびにメールを1通お送りします。すべてのメールに配信停止のリンクがあり、ワンクリックで停止できます。停止するとメールアドレスは直ちに削除します。7日以内に確認されなかったお申し込みは削除します。",
    },
  ],
};

/** A text with the corrections taken out again, the last first: the words a data set seeded before them holds. */
export const uncorrected = (text: string, corrections: readonly Correction[]) =>
  corrections.toReversed().reduce((t, { was, now }) => t.replaceAll(now, was), text);

/** A stored value (text, a list, a JSON block) with every correction made in its texts; the same value when none applies. */
export function corrected<T>(value: T, corrections: readonly Correction[]): T {
  if (typeof value === "string") {
    let text: string = value;
    for (const { was, now, whole } of corrections)
      if (!whole) text = text.includes(was) ? text.split(was).join(now) : text;
      // a whole item, also as a line of a list a translation's source keeps as lines
      else if (text.split("\n").includes(was))
        text = text
          .split("\n")
          .map((line) => (line === was ? now : line))
          .join("\n");
    return text as T;
  }
  if (Array.isArray(value)) {
    const items = value.map((item) => corrected(item, corrections));
    return items.some((item, i) => item !== value[i]) ? (items as T) : value;
  }
  if (value && typeof value === "object") {
    const entries = Object.entries(value).map(([k, v]) => [k, corrected(v, corrections)] as const);
    return entries.some(([k, v]) => v !== (value as Record<string, unknown>)[k])
      ? (Object.fromEntries(entries) as T)
      : value;
  }
  return value;
}
