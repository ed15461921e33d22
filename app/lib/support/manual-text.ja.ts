/** The owner's manual's fixed text in Japanese (the shape and the English: `manual-text.ts`). */

import { formatsFor } from "../format.ts";
import { PATTERN_CHAINS, PATTERNS, RECORDER, REGISTRATION_MEMORY, RHYTHM_CONTROL } from "../params.ts";
import {
  type AccompanimentText,
  type ManualText,
  type PageRange,
  partOfLastPage,
  styleControlKind,
} from "./manual-text.ts";

/** 「1ページ目に1～16、2ページ目に17～32、…7ページ目に97～100（パッド1～4）」. */
const rangesJa = (pages: readonly PageRange[]) => {
  const part = partOfLastPage(pages);
  const last = pages.at(-1);
  // the last page's pads where it is not full: 「7ページ目のパッド1～4に97～100」
  const on = (r: PageRange) =>
    `${r.page}ページ目${part && r === last ? `のパッド1～${part}` : ""}に${r.first}～${r.last}`;
  const listed =
    pages.length <= 3 || !last
      ? pages.map(on).join("、")
      : `${pages.slice(0, 2).map(on).join("、")}、以下同様に${on(last)}`;
  return listed;
};
const pageSpanJa = (pages: readonly PageRange[]) => `${pages[0]?.page}～${pages.at(-1)?.page}ページ`;

/**
 * The two tempo keys in a Japanese sentence, as Japanese manuals name a key by its printed label:
 * each in ［ ］, the minus and plus full signs (「［TEMPO −］と［TEMPO ＋］」, never 「TEMPO –とTEMPO +と」,
 * whose dash and plus run into the particle). The PDFs' Japanese font sets them too.
 */
const TEMPO_DOWN_JA = "［TEMPO −］";
const TEMPO_UP_JA = "［TEMPO ＋］";

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
  number: new Intl.NumberFormat("ja").format,
  printed,
  fromFirmware: (version) => `（Ver.${version}以降）`,
  titles: {
    safety: "安全上のご注意",
    "in-the-box": "付属品",
    panel: "各部の名称と機能",
    "getting-started": "演奏の準備",
    playing: "基本操作",
    connections: "接続端子",
    troubleshooting: "困ったときは",
    "factory-reset": "工場出荷時の設定に戻す",
    specifications: "仕様",
    disposal: "廃棄について",
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
    hearing: "ヘッドホンを使うときは、大きな音量で長時間聴かないでください。聴覚障害の原因になります。",
    heat: "暖房器具などの熱源の近くや、直射日光の当たる場所に楽器を置かないでください。",
    stable: "楽器は安定した水平な場所に置き、上に重い物を載せないでください。",
    floor:
      "楽器は丈夫で水平な床に置いてください。楽器に寄りかかったり、乗ったり、上に重い物を載せたりしないでください。",
    carry: (weight) =>
      `本製品の質量は${weight}です。運搬するときは、必ず2人以上で、キャビネットの底面を持ってください。鍵盤部や鍵盤蓋を持たないでください。`,
    moving:
      "移動するときは、電源プラグとペダルユニットのケーブルを抜いて鍵盤蓋を閉じ、立てた状態のまま運んでください。押したり傾けたりすると、転倒してけがの原因になります。",
    cleaning: "お手入れには、柔らかい乾いた布を使用してください。シンナーなどの溶剤は使用しないでください。",
  },
  instrument: (title) => `Noteva ${title}本体`,
  accessories: {
    "ac-adaptor": "ACアダプター",
    "sustain-pedal": "サステインペダル",
    "music-rest": "譜面立て",
    "carrying-case": "キャリングケース",
    "usb-cable": "USBケーブル",
    "warranty-card": "保証書",
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
    "RECORD/PLAY": "RECORD/PLAYボタン：演奏を録音・再生します。",
    "LAYER/SPLIT": "LAYER/SPLITボタン：2つの音色を重ねたり、鍵盤の左右で別々の音色を演奏したりします。",
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
  padsPart: (count) =>
    `パッド1～${count}：選択中のキットの音を鳴らします。KITボタンやPATTERNボタンを押したあとは、番号を選びます。`,
  markedKeys: {
    tempo: `${TEMPO_DOWN_JA}${TEMPO_UP_JA}と表記された鍵盤：FUNCTIONボタンを押したまま${TEMPO_DOWN_JA}を押すとテンポが遅くなり、${TEMPO_UP_JA}を押すと速くなります。`,
    version:
      "VERSIONと表記された鍵盤：FUNCTIONボタンを押したままこの鍵盤を押すと、インストールされているファームウェアのバージョンがディスプレイに表示されます。",
    lesson:
      "LESSONと表記された鍵盤：FUNCTIONボタンを押したままこの鍵盤を押すとレッスンが始まり、もう一度押すと次のステップに進みます。",
    chord:
      "コードの種類が表記された鍵盤：FUNCTIONボタンを押したまま、ルート音の鍵盤といずれかの鍵盤を押すと、コード辞典でコードを調べられます。",
    memory: (count) =>
      `MEMORY 1～${count}と表記された鍵盤：FUNCTIONボタンを押したままいずれかを押すと、レジストレーション（設定）を呼び出せます。長押しすると保存します。`,
  },
  pedals: (pedals) =>
    `ペダル：${pedals
      .map(
        (p) =>
          ({ damper: "ダンパーペダル（右）", sostenuto: "ソステヌートペダル（中央）", soft: "ソフトペダル（左）" })[p],
      )
      .join("、")}。キャビネットに内蔵されています。`,
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
        `テンポを設定するには${range ? `（${range}）` : ""}、FUNCTIONボタンを押したまま、${TEMPO_DOWN_JA}または${TEMPO_UP_JA}と表記された鍵盤を押します。`,
    },
    record: {
      title: "録音する",
      steps: [
        "RECORD/PLAYボタンを押します。ランプが点滅し、最初の音を弾くと録音が始まります。",
        "もう一度RECORD/PLAYボタンを押すと、録音が止まります。",
        "さらにRECORD/PLAYボタンを押すと、録音した演奏を再生します。",
      ],
      tracks: (tracks, display) =>
        tracks === 2 || !display
          ? `レコーダーは${tracks}トラックです。1トラック目を再生しながら2トラック目を録音するには（もう一方の手のパートなど）、FUNCTIONボタンを押したままRECORD/PLAYボタンを押してから演奏します。次にRECORD/PLAYボタンを押すと、2つのトラックが一緒に再生されます。`
          : `レコーダーは${tracks}トラックです。ほかのトラックを再生しながら別のパートを録音するには、FUNCTIONボタンを押したまま、録音したいトラックがディスプレイに表示されるまでRECORD/PLAYボタンを繰り返し押してから演奏します。`,
      midiFiles:
        "USB TO HOST端子でコンピューターに接続すると、録音した演奏がNOTEVA-RECという名前のドライブにスタンダードMIDIファイルとして表示されます。コンピューターにコピーして保存したり、音楽アプリで開いたりできます。",
      save: ({ touch, highestKey }) =>
        touch
          ? "録音をUSBフラッシュメモリーに保存するには、USBフラッシュメモリーをUSB TO DEVICE端子に差し込み、録音後にタッチスクリーンの［保存］にタッチします。録音がUSBフラッシュメモリーにコピーされます。"
          : `録音をUSBフラッシュメモリーに保存するには、USBフラッシュメモリーをUSB TO DEVICE端子に差し込み、FUNCTIONボタンを押したまま最高音の鍵盤${highestKey ? `（${highestKey}）` : ""}を押します。録音がUSBフラッシュメモリーにコピーされ、ディスプレイに表示されます。`,
    },
    library: {
      title: "内蔵曲を聴く",
      steps: (count, back) => [
        `SOUNDボタンとMETRONOMEボタンを同時に押すと、ディスプレイに曲の番号${count ? `（1～${count}）` : ""}が表示され、曲が再生されます。`,
        `SOUNDボタンを押すと、次の曲に進みます。${back ? "FUNCTIONボタンを押したままSOUNDボタンを押すと、前の曲に戻ります。" : ""}`,
        "もう一度SOUNDボタンとMETRONOMEボタンを同時に押すと、再生が止まります。",
      ],
    },
    layerSplit: {
      title: "2つの音色を同時に使う",
      text: "LAYER/SPLITボタンを1回押すと2つ目の音色が重なり、2回押すと鍵盤が左右に分かれて、左側で2つ目の音色を演奏できます。もう一度押すと、1つの音色に戻ります。",
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
      "ワンタッチ録音：スタイルの演奏中にRECORD/PLAYボタンを押します。メロディーとスタイルが、それぞれ別のトラックに同時に録音されます。",
    chordDictionary: {
      title: "コードを調べる",
      text: (from) =>
        `${from ? `Ver.${from}以降は、` : ""}コード辞典でコードの押さえ方を調べられます。FUNCTIONボタンを押したまま、ルート音の鍵盤と、コードの種類が表記された鍵盤を押すと、ディスプレイにコード名と押さえる鍵盤が表示されます。`,
    },
    registration: {
      title: "設定を保存する（レジストレーションメモリー）",
      text: (count) =>
        `レジストレーションメモリーには、音色、スプリット、エフェクトの設定を${count}つまで保存できます。現在の設定を保存するには、FUNCTIONボタンを押したまま、MEMORY 1～${count}と表記された鍵盤のいずれかを、ディスプレイに確認が表示されるまで長押しします。呼び出すには、FUNCTIONボタンを押したまま、その鍵盤を短く押します。`,
    },
    chordSequencer: {
      title: "コード進行を録音する（コードシーケンサー）",
      text: (exportFrom) =>
        `STYLEボタンを押し、タッチスクリーンで「コードシーケンサー」にタッチして、スタイルの演奏中に左手でコードを弾きます。コードシーケンサーがコード進行として記録し、以後はそのコード進行でスタイルを演奏します。${exportFrom ? `Ver.${exportFrom}以降は、コード進行をスタンダードMIDIファイルとして保存することもできます。` : ""}`,
    },
    accompaniment: { styles, rhythms },
    pedals: {
      title: "ペダルを使う",
      damper: "右のペダル（ダンパーペダル）を踏むと、鍵盤から指を離しても音が伸びます。",
      halfDamper:
        "踏み込む深さに応じて効果が変わり、途中まで踏む（ハーフダンパー）と、アコースティックピアノのように余韻が短くなります。",
      halfDamperSetting: (from) =>
        `${from ? `Ver.${from}以降は、` : ""}ハーフダンパー感度を調節できます。FUNCTIONボタンを押したまま、D1の鍵盤（いちばん低いD）を繰り返し押すと、5段階から選べます。`,
      sostenuto:
        "中央のペダル（ソステヌートペダル）を踏むと、そのとき押さえている鍵盤の音だけが伸びます。あとから弾いた音は伸びません。",
      soft: "左のペダル（ソフトペダル）を踏んでいる間、音がやわらかく小さくなります。",
    },
    pads: {
      title: "パッドを演奏する",
      kit: (count) =>
        `KITボタンを押してからパッドを叩くと、${count ? `${count}種類のキットから` : "キットを"}選べます。パッド1～16で、表示中のページのその番号のキットを選びます。`,
      page: (pages) =>
        `キットは16種類ずつのページに分かれています（${rangesJa(pages)}）。SHIFTボタンを押したままKITボタンを押すと、次のページに切り替わります（最後のページの次は最初のページに戻ります）。ディスプレイに、ページとキットが表示されます。`,
      addedKits: ({ count, page, total, version }) =>
        `ファームウェアVer.${version}以降は、${page}ページ目のパッド1～${count}に、エレクトロニックキットが${count}種類追加されています。キットは合計${total}種類です。`,
      play: "パッドを叩きます。強く叩くほど大きな音が出ます。叩いたパッドをさらに押し込むと、音色が変化します。",
      pattern: "PATTERNボタンを押してからパッドを叩いてパターンを選び、START/STOPボタンで再生します。",
      patternPages: ({ preset, user }) =>
        `パターンは16個ずつのページに分かれています。PATTERNボタンを押したまま、ページ番号のパッドを叩くとそのページが選ばれ、そのページのパターンをパッドで選べます。プリセットリズム${preset.count}種類は${pageSpanJa(preset.pages)}にあります（${rangesJa(preset.pages)}）。${user ? `ユーザーパターン${user.count}個は${pageSpanJa(user.pages)}にあります（${rangesJa(user.pages)}）。` : ""}ディスプレイに、ページとパターンが表示されます。`,
      record: (user) =>
        `録音するには、${user ? `ユーザーパターン（${pageSpanJa(user.pages)}）を選んでから、` : ""}RECORDボタンを押したままSTART/STOPボタンを押します。パターンが繰り返し再生され、パッドで叩いた演奏が録音されます。START/STOPボタンを押すと録音が止まり、演奏はパターンに保存されます。`,
      stepRecord: (user) =>
        `ステップ録音では、${user ? `ユーザーパターン（${pageSpanJa(user.pages)}）を選んでから、` : "まず"}入力したい楽器のパッドを叩き、SHIFTボタンを押したままRECORDボタンを押します。パッド1～16がパターンの16ステップに対応します。パッドを叩くとそのステップに楽器が入力され、もう一度叩くと消去されます。SHIFTボタンを押しながら叩くとアクセント、KITボタンを押しながら叩くとフラムになります。RECORDボタンを押すと、ステップ録音を終了します。`,
      swing: "SWINGつまみを回すと、偶数番目のステップがずれて、シャッフルのノリになります。",
      filter: "FILTERつまみを回すと、キット全体の音色が暗く、または明るくなります。",
    },
    chains: {
      title: "パターンをつないでソングにする（パターンチェーン）",
      text: (count) =>
        `パターンチェーンは、複数のパターンを順番に再生して1曲のソングにする機能です。${count ? `パターンチェーンを${count}個保存できます。` : ""}`,
      steps: [
        "PATTERNボタンを2回押します。ディスプレイにCHAINとチェーンの番号が表示されます。TEMPOつまみを回して、チェーンを選びます。",
        "RECORDボタンを押したまま、再生したい順にパターンのパッドを叩きます。叩いたパターンがチェーンの最後に追加され、ディスプレイにその数が表示されます。RECORDボタンから指を離すと、チェーンが保存されます。",
        "START/STOPボタンを押すと、チェーンのパターンが順番に再生され、1曲のソングになります。もう一度押すと止まります。",
        "パターンチェーンを終了するには、PATTERNボタンを押します。パッドで再び1つずつパターンを選べるようになります。",
      ],
      otherPage:
        "パッドで追加されるのは、最後に選んだページのパターンです。別のページのパターンを追加するには、RECORDボタンから指を離し、PATTERNボタンを押したままそのページ番号のパッドを叩きます。もう一度RECORDボタンを押したままパッドを叩くと、チェーンの最後に追加されます。",
    },
    versionCheck: {
      title: "ファームウェアのバージョンを確認する",
      shift:
        "SHIFTボタンを押したままSTART/STOPボタンを押すと、インストールされているファームウェアのバージョンがディスプレイに表示されます。",
    },
    rotary: {
      title: "ロータリースピーカーエフェクト",
      text: "オルガンの音色には、ロータリースピーカーエフェクトがかかります。FUNCTIONボタンを押したままG6の鍵盤を押すたびに、回転速度が遅い／速いに切り替わります。本物のロータリースピーカーと同じように、速度はゆっくりと変化します。",
    },
  },
  added: {
    brightVoicing: (v) =>
      `Ver.${v}以降は、ピアノの音色をより明るいボイシングに切り替えられます。FUNCTIONボタンを押したままC7の鍵盤を押すたびに、オン／オフが切り替わります。`,
    localControl: (v) =>
      `Ver.${v}以降は、コンピューターに録音するときにローカルコントロールをオフにできます。FUNCTIONボタンを押したままA6の鍵盤を押すと、鍵盤を弾いた音がコンピューター経由でのみ鳴るようになり、音が二重に鳴ることがなくなります。同じ操作で、オンに戻ります。`,
    midiFilePedal: (v) => `Ver.${v}以降は、ファイルにサステインペダルの操作（コントロールチェンジ64）も記録されます。`,
    slowPractice: (v) =>
      `Ver.${v}以降は、ゆっくり練習できるよう、内蔵曲を元のテンポの50～100%で再生できます。再生中にFUNCTIONボタンを押したまま${TEMPO_DOWN_JA}または${TEMPO_UP_JA}と表記された鍵盤を押すと、テンポを下げたり戻したりできます。`,
    closeRoomSound: (v) =>
      `ヘッドホンを接続すると、自然なルームサウンドが加わります。Ver.${v}以降は、ピアノのすぐそばで聴くような響きのルームサウンドも選べます。FUNCTIONボタンを押したままE1の鍵盤（いちばん低いE）を押すたびに、2つのルームサウンドが切り替わります。`,
    tinePiano: (v) => `Ver.${v}以降は、ベルのような明るい響きのエレクトリックピアノがもう1種類加わっています。`,
    dryLineOut: (v) =>
      `Ver.${v}以降は、PA側のエフェクトを使えるよう、LINE OUT端子からリバーブなしのピアノを出力できます。FUNCTIONボタンを押したままF1の鍵盤（いちばん低いF）を押すたびに、LINE OUT端子のリバーブがオフ／オンになります。スピーカーとヘッドホンの音にはリバーブがかかったままです。`,
    registrationDrive: (v) =>
      `Ver.${v}以降は、レジストレーションメモリーをUSBフラッシュメモリーに保存できます。USB TO DEVICE端子にUSBフラッシュメモリーを差し込み、FUNCTIONボタンを押したままG1の鍵盤（いちばん低いG）を押すと保存、E1の鍵盤（いちばん低いE）を押すと読み込みます。`,
    accompanimentOverUsb: (v) =>
      `Ver.${v}以降は、コンピューターに録音できるよう、USB TO HOST端子から伴奏もUSB-MIDIのチャンネル3～10で送信できます。FUNCTIONボタンを押したままSTYLEボタンを押すたびに、オン／オフが切り替わります。`,
    rhythmScored: (v) => `Ver.${v}以降は、音符に加えてリズムのステップも採点されます。`,
    lessonSystem: (v) =>
      `ここで説明するレッスンのステップと採点方式は、Ver.${v}以降で使えます。それより前のファームウェアでは、先にアップデートしてください。`,
    scoresKept: (v) => `Ver.${v}以降は、電源を切っても採点結果が保持されます。`,
    phraseRepeat: (v) =>
      `Ver.${v}以降は、曲のフレーズをタイミングが合うまで繰り返し練習できます。ステップ3で、FUNCTIONボタンを押したままLESSONと表記された鍵盤を長押しします。`,
    accentedMetronome: (v) => `Ver.${v}以降は、メトロノームの1拍目にアクセントが付きます。`,
    swingRange: (v) => `Ver.${v}以降は、SWINGつまみで最大75%まで設定できます。`,
    clockWhileStopped: (v) =>
      `Ver.${v}以降は、クロックが必要な機器のために、パターンの停止中もMIDI OUT端子からMIDIクロックを出力できます。SHIFTボタンを押したままPATTERNボタンを押すたびに、オン／オフが切り替わります。`,
    chainExport: (v) =>
      `Ver.${v}以降は、パターンチェーンをUSB経由で書き出せます。USB TO HOST端子でコンピューターに接続すると、パターンチェーンがNOTEVA-RECという名前のドライブにスタンダードMIDIファイルとして表示されるので、コンピューターにコピーします。`,
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
    "pedal-unit": "キャビネットに組み込まれたペダルユニットのケーブルを接続します（鍵盤の下）。",
    "usb-host": "コンピューターやタブレットを接続し、MIDIをやり取りします。",
    "usb-device": "USBフラッシュメモリーを接続し、録音や設定の保存、アップデートに使います。",
    "midi-in": "ほかの楽器やインターフェースのMIDI OUT端子と接続します。",
    "midi-out": "ほかの楽器やインターフェースのMIDI IN端子と接続します。",
    "bluetooth-midi": "タブレットやスマートフォンとケーブルなしで接続し、レッスンアプリや音楽アプリを使えます。",
  },
  drive: ([first, ...more]) =>
    first && !more.length && !first.from
      ? `容量${first.maxGB}GBまでで、${first.format}でフォーマットしたものを使えます。`
      : `${first?.format}（${first?.maxGB}GBまで）でフォーマットしたものを使えます。${more
          .map((o) => `${o.from ? `Ver.${o.from}以降は` : ""}${o.format}（${o.maxGB}GBまで）も使えます。`)
          .join("")}`,
  rhythmControls: RHYTHM_CONTROL.ja,
  recorderLabel: RECORDER.ja,
  patternsLabel: PATTERNS.ja,
  patternChainsLabel: PATTERN_CHAINS.ja,
  registrationMemoryLabel: REGISTRATION_MEMORY.ja,
  bluetoothMidi: "Bluetooth MIDI",
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
    reset: [
      "正常に動作しない",
      "電源を入れ直してください。それでも直らないときは、次の「工場出荷時の設定に戻す」の手順で初期化してください。保存したデータは消去されます。",
    ],
    noise: (adaptor, speakers) => [
      speakers ? "スピーカーからノイズが出る" : "音にノイズが入る",
      adaptor
        ? "携帯電話などを楽器から離し、付属のACアダプターを使用してください。"
        : "携帯電話などを楽器から離してください。",
    ],
  },
  factoryReset: {
    deleted: {
      recordings: "録音した演奏",
      userStyles: "ユーザースタイル",
      userPatterns: "ユーザーパターン",
      patternChains: "パターンチェーン",
      registrations: "レジストレーションメモリーに保存した設定",
      songbook: "ソングブックに登録したエントリー",
      userSamples: "拡張メモリーのユーザーサンプル",
      pairings: "Bluetoothのペアリング情報",
    },
    intro: (deleted, firmware) =>
      `工場出荷時の設定に戻すと、すべての設定がお買い上げ時の状態に戻${deleted.length ? `り、${listed(deleted)}が消去されます` : "ります"}。楽器を譲ったり、売ったり、廃棄したりする前に行ってください。${firmware ? "インストールされているファームウェアはそのまま残ります。" : ""}`,
    steps: (first, second, display) => [
      "電源を切ります。",
      `${first}ボタンと${second}ボタンを押したまま電源を入れ、${display ? "ディスプレイに初期化中の表示が出る" : "ボタンのランプが点滅する"}まで押し続けます。`,
      "ボタンから指を離すと、工場出荷時の設定で起動し直します。",
    ],
    undo: (drive) =>
      `消去したデータは元に戻せません。${drive ? "残しておきたい録音は、先にUSBフラッシュメモリーに保存してください。" : ""}`,
  },
  specificationsNote: "本書に記載されている仕様および説明は、改良のため予告なく変更することがあります。",
  // Japan's custom: the municipality's rules, no EU symbol (the disposal page explains the mark on the product)
  disposal: {
    symbol: null,
    household: "本製品を廃棄するときは、お住まいの自治体の指示に従ってください。",
    takeBack:
      "電子楽器は小型家電リサイクルの対象品目です。回収ボックスや小型家電の収集日など、回収の方法は自治体によって異なります。回収ボックスに入らない大きさの製品は、粗大ごみとして出すのが一般的です。",
    batteries:
      "廃棄の前に電池を取り外してください。乾電池は自治体の分別ルールに従って処分し、充電式電池は家電量販店などにあるリサイクル協力店のリサイクルBOXに入れてください。",
    registration: null,
    page: "廃棄・リサイクル",
    more: ["詳しくは、当社ウェブサイトの", "をご覧ください。"],
  },
};
