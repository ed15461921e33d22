/** The owner's manual's fixed text in Japanese (the shape and the English: `manual-text.ts`). */

import { formatsFor } from "../format.ts";
import { RHYTHM_CONTROL } from "../params.ts";
import { type AccompanimentText, type ManualText, styleControlKind } from "./manual-text.ts";

/** A printed label's range as Japanese writes it: INTRO 1～3 (docs/l10n/ja.md), by the one formatter. */
const { ranges: printed } = formatsFor("ja");
/** 「AとB」, 「A、B、C」. */
const listed = (items: readonly string[]) => (items.length === 2 ? items.join("と") : items.join("、"));

const styles: AccompanimentText = {
  title: "スタイルに合わせて弾く",
  has: (count, own) =>
    `伴奏スタイルを${count}種類内蔵しています。左手で弾いたコードに合わせて、ドラム、ベース、コードの伴奏が演奏されます。${own ? `このほかに、ユーザースタイルを${own}個まで保存できます。` : ""}`,
  choose: (button) => `${button}ボタンを押すたびに、次のスタイルに切り替わります。`,
  touch: (button) =>
    `${button}ボタンを押すと、スタイルがカテゴリー別にタッチスクリーンに表示されます。カテゴリーをタッチしてから、スタイルをタッチします。`,
  start: "START/STOPボタンを押すとスタイルがスタートし、もう一度押すと止まります。",
  syncStart:
    "SYNC STARTボタンを押してから鍵盤の左側でコードを弾くと、同時にスタイルがスタートし、弾いたコードに合わせて伴奏が変わります。",
  intro: (label) => `イントロから始めるときは、START/STOPボタンの代わりに${label}ボタンを押します。`,
  ending: (label) => `エンディングで終えるときは、スタイルの演奏中に${label}ボタンを押します。`,
  controls: {
    "START/STOP": "スタイルをスタート／ストップします。",
    "SYNC START": "左手で最初のコードを弾くと同時にスタイルがスタートします。",
    "INTRO/ENDING": "イントロ付きでスタイルをスタートしたり、エンディングで終えたりします。",
    INTRO: "選んだイントロでスタイルをスタートします。",
    VARIATION: "スタイルのバリエーションを切り替えます。",
    "FILL-IN": "フィルインを演奏してから、元のスタイルに戻ります。",
    BREAK: "スタイルを1小節だけ止めます。",
    ENDING: "選んだエンディングでスタイルを終えます。",
  },
};

const rhythms: AccompanimentText = {
  title: "リズムに合わせて弾く",
  has: (count, own) =>
    `一緒に演奏できるリズムを${count}種類内蔵しています。${own ? `このほかに、ユーザーパターンを${own}個まで保存できます。` : ""}`,
  choose: (button) => `${button}ボタンを押すたびに、次のリズムに切り替わります。`,
  touch: (button) => `${button}ボタンを押すと、リズムがタッチスクリーンに表示されます。リズムをタッチして選びます。`,
  start: "START/STOPボタンを押すとリズムがスタートし、もう一度押すと止まります。",
  syncStart: "SYNC STARTボタンを押しておくと、鍵盤を弾くと同時にリズムがスタートします。",
  intro: (label) => `イントロから始めるときは、START/STOPボタンの代わりに${label}ボタンを押します。`,
  ending: (label) => `エンディングで終えるときは、リズムの演奏中に${label}ボタンを押します。`,
  controls: {
    "START/STOP": "リズムをスタート／ストップします。",
    "SYNC START": "鍵盤を弾くと同時にリズムがスタートします。",
    "INTRO/ENDING": "イントロ付きでリズムをスタートしたり、エンディングで終えたりします。",
    INTRO: "選んだイントロでリズムをスタートします。",
    VARIATION: "リズムのバリエーションを切り替えます。",
    "FILL-IN": "フィルインを演奏してから、元のリズムに戻ります。",
    BREAK: "リズムを1小節だけ止めます。",
    ENDING: "選んだエンディングでリズムを終えます。",
  },
};

export const manualTextJa: ManualText = {
  listSeparator: "、",
  number: new Intl.NumberFormat("ja").format,
  printed,
  titles: {
    safety: "安全上のご注意",
    "in-the-box": "付属品",
    panel: "各部の名称と機能",
    "getting-started": "演奏の準備",
    playing: "基本操作",
    connections: "接続端子",
    troubleshooting: "困ったときは",
    specifications: "仕様",
  },
  safety: {
    intro:
      "ご使用の前に、この「安全上のご注意」をよくお読みください。お読みになったあとは、いつでも見られるところに保管してください。",
    warning: {
      word: "警告",
      meaning: "この表示を無視して誤った取り扱いをすると、死亡または重傷を負う可能性があります。",
    },
    caution: {
      word: "注意",
      meaning: "この表示を無視して誤った取り扱いをすると、けがをしたり、楽器が損傷したりする可能性があります。",
    },
    adaptor: "ACアダプターは必ず付属のものを使用し、表示された電源電圧のコンセントに接続してください。",
    water: "楽器を雨や湿気にさらさないでください。また、液体の入った容器を楽器の上に置かないでください。",
    lightning: "雷が鳴っているときや、長期間使用しないときは、ACアダプターをコンセントから抜いてください。",
    open: "楽器を分解したり、改造したりしないでください。内部にお客様が修理できる部品はありません。修理や点検は販売店またはNotevaサポートにご依頼ください。",
    batteries:
      "電池は＋と－の向きを正しく入れ、新しい電池と古い電池を混ぜて使わないでください。電池は小さなお子さまの手の届かない所に保管してください。",
    hearing: "大きな音量で長時間聴かないでください。聴覚障害の原因になります。",
    heat: "暖房器具などの熱源の近くや、直射日光の当たる場所に楽器を置かないでください。",
    stable: "楽器は安定した水平な場所に置き、上に重い物を載せないでください。",
    floor:
      "楽器は丈夫で水平な床に置いてください。楽器に寄りかかったり、乗ったり、上に重い物を載せたりしないでください。",
    cleaning: "お手入れには、柔らかい乾いた布を使用してください。シンナーなどの溶剤は使用しないでください。",
  },
  instrument: (title) => `Noteva ${title}本体`,
  accessories: {
    "ac-adaptor": "ACアダプター",
    "sustain-pedal": "サステインペダル",
    "music-rest": "譜面立て",
    "carrying-case": "キャリングケース",
    "usb-cable": "USBケーブル",
  },
  manuals: "取扱説明書（本書）、クイックスタートガイド",
  count: (printed, n) => `${printed}×${n}`,
  controls: {
    POWER: "POWERスイッチ：電源をオン／オフします。",
    FUNCTION:
      "FUNCTIONボタン：押したまま別のボタンや鍵盤を押すと、そのボタンや鍵盤に割り当てられた機能を呼び出せます。",
    SOUND: "SOUNDボタン：演奏する音色を選びます。",
    STYLE: "STYLEボタン：伴奏スタイルを選びます。",
    RHYTHM: "RHYTHMボタン：リズムを選びます。",
    METRONOME: "METRONOMEボタン：メトロノームをスタート／ストップします。",
    "RECORD / PLAY": "RECORD / PLAYボタン：演奏を録音・再生します。",
    "LAYER / SPLIT": "LAYER / SPLITボタン：2つの音色を重ねたり、鍵盤の左右で別々の音色を演奏したりします。",
    DUO: "DUOボタン：鍵盤を同じ音域の左右2つに分け、先生と生徒が並んで演奏できるようにします。",
    TEMPO: "TEMPOつまみ：テンポを設定します。",
    FILTER: "FILTERつまみ：キット全体の音色を暗く、または明るくします。",
    SWING: "SWINGつまみ：偶数番目のステップを遅らせて、シャッフルのノリを付けます。",
    PATTERN: "PATTERNボタン：パターンを選びます。番号はパッドで選びます。",
    KIT: "KITボタン：ドラムキットを選びます。番号はパッドで選びます。",
    "START/STOP": "START/STOPボタン：パターンをスタート／ストップします。",
    RECORD: "RECORDボタン：パッドで叩いた演奏をパターンに録音します。",
    SHIFT: "SHIFTボタン：押したままパッドやボタンを押すと、そのパッドやボタンのもう1つの機能を呼び出せます。",
  },
  volume: (label, { speakers, outputs, headphones }) =>
    `${label}：${listed([
      ...(speakers ? ["スピーカー"] : []),
      ...(outputs ? ["出力端子"] : []),
      ...(headphones ? ["ヘッドホン"] : []),
    ])}の音量を調節します。`,
  display: ({ kind, plays, accompaniment }) => {
    if (plays === "pads") return "ディスプレイ：選択中のキット、パターン、テンポを表示します。";
    const selected = accompaniment ? `音色と${accompaniment === "styles" ? "スタイル" : "リズム"}` : "音色";
    if (kind === "touch")
      return `タッチスクリーン：選択中の${selected}、テンポ、設定を表示します。名前や設定をタッチして、選んだり変更したりできます。`;
    if (kind === "digits") return "ディスプレイ：選択中の音色の番号、テンポ、設定値を表示します。";
    return `ディスプレイ：選択中の${selected}、テンポ、設定を表示します。`;
  },
  markedKeys: {
    tempo:
      "TEMPO －とTEMPO ＋と表記された鍵盤：FUNCTIONボタンを押したままこれらの鍵盤を押すと、テンポを遅くしたり速くしたりできます。",
    version:
      "VERSIONと表記された鍵盤：FUNCTIONボタンを押したままこの鍵盤を押すと、インストールされているファームウェアのバージョンがディスプレイに表示されます。",
    lesson:
      "LESSONと表記された鍵盤：FUNCTIONボタンを押したままこの鍵盤を押すとレッスンが始まり、もう一度押すと次のステップに進みます。",
    chord:
      "コードの種類が表記された鍵盤：FUNCTIONボタンを押したまま、ルート音の鍵盤といずれかの鍵盤を押すと、コード辞典でコードを調べられます（Ver.2.0.0以降）。",
    memory:
      "MEMORYと表記された鍵盤：FUNCTIONボタンを押したままいずれかの鍵盤を押すと、レジストレーションメモリーのセットアップを呼び出せます。長押しすると保存します。",
  },
  pedals: (pedals) =>
    `ペダル：${pedals
      .map(
        (p) =>
          ({ damper: "ダンパーペダル（右）", sostenuto: "ソステヌートペダル（中央）", soft: "ソフトペダル（左）" })[p],
      )
      .join("、")}。スタンドに内蔵されています。`,
  styleControl: (label, accompaniment) => {
    const kind = styleControlKind(label);
    const does = (accompaniment === "rhythms" ? rhythms : styles).controls;
    // two buttons under one name (FILL-IN A/B) are listed as Japanese manuals list them: FILL-IN A、B
    const buttons = printed(label).replace(/(?<=[ -][A-Z0-9])\/(?=[A-Z0-9]$)/, "、");
    return kind ? `${buttons}ボタン：${does[kind]}` : buttons;
  },
  gettingStarted: {
    place: "直射日光の当たらない場所で、安定したスタンドまたはテーブルの上に楽器を置きます。",
    placeCabinet: "直射日光や暖房器具を避け、丈夫で水平な床の上に楽器を置きます。",
    pedalCable: "電源を入れる前に、ペダルのケーブルを鍵盤の下にあるペダル端子に接続します。",
    power: "ACアダプターをDC IN端子に接続してから、コンセントに差し込みます。",
    batteries: (count) => `電池で使うときは、底面の電池ケースに単3形電池を${count}本、ケース内の表示どおりに入れます。`,
    pedal: "電源を入れる前に、サステインペダルをSUSTAIN端子に接続します。",
    optionalPedal: "サステインペダル（別売）を使うときは、電源を入れる前にSUSTAIN端子に接続します。",
    volume: (volume) => `${volume}を下げてからPOWERスイッチを押し、演奏しながら${volume}で音量を上げます。`,
    headphones: (jack, speakers) =>
      speakers
        ? `音を出さずに練習するときは、${jack}端子にヘッドホンを接続します。スピーカーからは音が出なくなります。`
        : `ヘッドホンで聴くときは、${jack}端子に接続します。`,
  },
  playing: {
    sound: {
      title: "音色を選ぶ",
      choose: (count) => `SOUNDボタンを押すたびに、次の音色に切り替わります${count ? `（全${count}音色）` : ""}。`,
      touch: (count) =>
        `SOUNDボタンを押すと、${count ? `全${count}音色が` : "音色が"}カテゴリー別にタッチスクリーンに表示されます。カテゴリーをタッチしてから、音色をタッチします。`,
      back: "FUNCTIONボタンを押したままSOUNDボタンを押すと、1つ前の音色に戻ります。",
    },
    tempo: {
      title: "メトロノームに合わせて練習する",
      metronome: "METRONOMEボタンを押すとメトロノームが鳴り、もう一度押すと止まります。",
      dial: (range) => `TEMPOつまみを回して、テンポを設定します${range ? `（${range}）` : ""}。`,
      keys: (range) =>
        `テンポを設定するには${range ? `（${range}）` : ""}、FUNCTIONボタンを押したまま、TEMPO －またはTEMPO ＋と表記された鍵盤を押します。`,
    },
    record: {
      title: "録音する",
      steps: [
        "RECORD / PLAYボタンを押します。ランプが点滅し、最初の音を弾くと録音が始まります。",
        "もう一度RECORD / PLAYボタンを押すと、録音が止まります。",
        "さらにRECORD / PLAYボタンを押すと、録音した演奏を再生します。",
      ],
    },
    layerSplit: {
      title: "2つの音色を同時に使う",
      text: "LAYER / SPLITボタンを1回押すと2つ目の音色が重なり、2回押すと鍵盤が左右に分かれて、左側で2つ目の音色を演奏できます。もう一度押すと、1つの音色に戻ります。",
    },
    duo: {
      title: "2人で並んで弾く",
      text: "DUOボタンを押すと、鍵盤が同じ音域の左右2つに分かれます。先生と生徒が同じフレーズを並んで弾けます。",
    },
    lessons: {
      title: "レッスン機能で曲を練習する",
      text: "レッスン機能では、内蔵曲を1ステップずつ練習できます。ディスプレイに次に弾く音が表示され、各ステップの最後に採点結果が表示されます。",
      steps: [
        "FUNCTIONボタンを押したまま、LESSONと表記された鍵盤を押します。ステップ1では曲を聴きます。",
        "FUNCTIONボタンを押したまま、もう一度LESSONと表記された鍵盤を押します。ステップ2ではメロディーのリズムを好きな鍵盤で弾き、ステップ3では正しい音をテンポどおりに弾きます。",
        "ステップ3のあとにもう一度押すと、レッスン機能を終了します。",
      ],
    },
    oneTouchRecorder:
      "ワンタッチ録音：スタイルの演奏中にRECORD / PLAYボタンを押します。メロディーとスタイルが、それぞれ別のトラックに同時に録音されます。",
    chordDictionary: {
      title: "コードを調べる",
      text: "Ver.2.0.0以降は、コード辞典でコードの押さえ方を調べられます。FUNCTIONボタンを押したまま、ルート音の鍵盤と、コードの種類が表記された鍵盤を押すと、ディスプレイにコード名と押さえる鍵盤が表示されます。",
    },
    registration: {
      title: "セットアップを保存する（レジストレーションメモリー）",
      text: (count) =>
        `レジストレーションメモリーには、音色、スプリット、エフェクトのセットアップを${count}つまで保存できます。現在のセットアップを保存するには、FUNCTIONボタンを押したまま、MEMORYと表記された鍵盤をディスプレイに確認が表示されるまで長押しします。呼び出すには、FUNCTIONボタンを押したまま、その鍵盤を短く押します。`,
    },
    chordSequencer: {
      title: "コード進行を録音する（コードシーケンサー）",
      text: "STYLEボタンを押し、タッチスクリーンで「コードシーケンサー」にタッチして、スタイルの演奏中に左手でコードを弾きます。コードシーケンサーがコード進行として記録し、以後はそのコード進行でスタイルを演奏します。コード進行はスタンダードMIDIファイルとして保存できます。",
    },
    accompaniment: { styles, rhythms },
    pedals: {
      title: "ペダルを使う",
      damper: "右のペダル（ダンパーペダル）を踏むと、鍵盤から指を離しても音が伸びます。",
      halfDamper:
        "踏み込む深さに応じて効果が変わり、途中まで踏む（ハーフダンパー）と、アコースティックピアノのように余韻が短くなります。",
      halfDamperSetting:
        "ハーフダンパー感度を調節するには、FUNCTIONボタンを押したまま、D1の鍵盤（いちばん低いD）を繰り返し押します。5段階から選べます。",
      sostenuto:
        "中央のペダル（ソステヌートペダル）を踏むと、そのとき押さえている鍵盤の音だけが伸びます。あとから弾いた音は伸びません。",
      soft: "左のペダル（ソフトペダル）を踏んでいる間、音がやわらかく小さくなります。",
    },
    pads: {
      title: "パッドを演奏する",
      kit: (count) =>
        `KITボタンを押してからパッドを叩くと、${count ? `${count}種類のキットから` : "キットを"}選べます。パッド1～16で、表示中のページのその番号のキットを選びます。`,
      play: "パッドを叩きます。強く叩くほど大きな音が出ます。叩いたパッドをさらに押し込むと、音色が変化します。",
      pattern: "PATTERNボタンを押してからパッドを叩いてパターンを選び、START/STOPボタンで再生します。",
      record:
        "録音するには、RECORDボタンを押したままSTART/STOPボタンを押します。パターンが繰り返し再生され、パッドで叩いた演奏が録音されます。",
      swing: "SWINGつまみを回すと、偶数番目のステップがずれて、シャッフルのノリになります。",
      filter: "FILTERつまみを回すと、キット全体の音色が暗く、または明るくなります。",
    },
  },
  connectors: {
    phones: "ステレオヘッドホンを接続します。",
    "phones-output": "ヘッドホン、アンプ、ミキサーを接続します。",
    sustain: "サステインペダル（フットスイッチ）を接続します。",
    expression: "エクスプレッションペダルを接続し、演奏中に音量を変えられます。",
    assignable: "2本目のペダルを接続し、好きな機能を割り当てられます。",
    "aux-in": "スマートフォン、タブレット、音楽プレーヤーを接続し、スピーカーから鳴らして一緒に演奏できます。",
    "aux-out": "アンプ、ミキサー、パワードスピーカーを接続します。",
    "line-out": "アンプ、ミキサー、パワードスピーカーを接続します。モノラルで使うときはL/MONOだけに接続します。",
    output: "アンプ、ミキサー、パワードスピーカーを接続します。",
    mic: "マイクまたはラインレベルの機器を接続し、スピーカーから鳴らします。",
    "dc-in": "付属のACアダプターを接続します。",
    "pedal-unit": "スタンドに組み込まれたペダルユニットのケーブルを接続します（鍵盤の下）。",
    "usb-host": "コンピューターやタブレットを接続し、MIDIをやり取りします。",
    "usb-device": "USBフラッシュメモリーを接続し、録音や設定の保存、アップデートに使います。",
    "midi-in": "ほかの楽器やインターフェースのMIDI OUT端子と接続します。",
    "midi-out": "ほかの楽器やインターフェースのMIDI IN端子と接続します。",
    "bluetooth-midi": "タブレットやスマートフォンとケーブルなしで接続し、レッスンアプリや音楽アプリを使えます。",
  },
  rhythmControls: RHYTHM_CONTROL.ja,
  usbHostAudio:
    "コンピューターやタブレットを接続し、MIDIとオーディオをやり取りします。楽器の演奏を録音したり、コンピューターの音を楽器から鳴らしたりできます。",
  troubleshooting: {
    noSound: (volume, phones) => [
      "音が出ない",
      [
        volume ? `${volume}の位置を確認してください。` : "",
        phones ? `${phones}端子にヘッドホンが接続されていないことを確認してください。` : "",
      ]
        .filter(Boolean)
        .join("") || "電源が入っていることを確認してください。",
    ],
    pedalReversed: (from) => [
      "サステインペダルの効果が逆になる",
      `${from ? `ファームウェアVer.${from}以降は、` : ""}電源を入れたときにペダルの極性を認識します。電源を切ってからペダルを接続し、ペダルを踏まずに電源を入れ直してください。${from ? `Ver.${from}より前のファームウェアでは、先にアップデートしてください。` : ""}`,
    ],
    pedalCable: [
      "ペダルが効かない",
      "電源を切り、ペダルのケーブルが鍵盤の下のペダル端子にしっかり差し込まれているか確認してください。",
    ],
    computer: [
      "コンピューターが楽器を認識しない",
      "データ通信に対応したUSBケーブルを使い、ハブを介さずに直接接続してください。また、アプリのMIDI設定で楽器を選択してください。",
    ],
    autoOff: [
      "勝手に電源が切れる",
      "オートパワーオフ機能が有効になっています。操作しない状態が30分続くと、自動的に電源が切れます。無効にするには、FUNCTIONボタンを押したまま電源を入れてください。",
    ],
    noise: (adaptor, speakers) => [
      speakers ? "スピーカーからノイズが出る" : "音にノイズが入る",
      adaptor
        ? "携帯電話などを楽器から離し、付属のACアダプターを使用してください。"
        : "携帯電話などを楽器から離してください。",
    ],
  },
  specificationsNote: "本書に記載されている仕様および説明は、改良のため予告なく変更することがあります。",
};
