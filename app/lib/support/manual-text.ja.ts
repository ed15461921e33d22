/** The owner's manual's fixed text in Japanese (the shape and the English: `manual-text.ts`). */
import { type ManualText, type STYLE_CONTROLS, styleControlKind } from "./manual-text.ts";

const styleDoes: Record<(typeof STYLE_CONTROLS)[number], string> = {
  "START/STOP": "スタイルをスタート／ストップします。",
  "SYNC START": "左手で最初のコードを弾くと同時にスタイルがスタートします。",
  "INTRO/ENDING": "イントロ付きでスタイルをスタートしたり、エンディングで終えたりします。",
  INTRO: "選んだイントロでスタイルをスタートします。",
  VARIATION: "スタイルのバリエーションを切り替えます。",
  "FILL-IN": "フィルインを演奏してから、元のパターンに戻ります。",
  BREAK: "伴奏を1小節だけ止めます。",
  ENDING: "選んだエンディングでスタイルを終えます。",
};

export const manualTextJa: ManualText = {
  listSeparator: "、",
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
    adaptor: "電源アダプターは必ず付属のものを使用し、表示された電源電圧のコンセントに接続してください。",
    water: "楽器を雨や湿気にさらさないでください。また、液体の入った容器を楽器の上に置かないでください。",
    lightning: "雷が鳴っているときや、長期間使用しないときは、電源アダプターをコンセントから抜いてください。",
    open: "楽器を分解したり、改造したりしないでください。内部にお客様が修理できる部品はありません。修理や点検は販売店またはNotevaサポートにご依頼ください。",
    batteries:
      "電池は＋と－の向きを正しく入れ、新しい電池と古い電池を混ぜて使わないでください。電池は小さなお子さまの手の届かない所に保管してください。",
    hearing: "大きな音量で長時間聴かないでください。聴覚障害の原因になります。",
    heat: "暖房器具などの熱源の近くや、直射日光の当たる場所に楽器を置かないでください。",
    stable: "楽器は安定した水平な場所に置き、上に重い物を載せないでください。",
    cleaning: "お手入れには、柔らかい乾いた布を使用してください。シンナーなどの溶剤は使用しないでください。",
  },
  instrument: (title) => `Noteva ${title}本体`,
  accessories: {
    "ac-adaptor": "電源アダプター",
    "sustain-pedal": "サステインペダル",
    "music-rest": "譜面立て",
    "carrying-case": "キャリングケース",
    "usb-cable": "USBケーブル",
  },
  manuals: "取扱説明書（本書）、クイックスタートガイド",
  count: (printed, n) => `${printed}×${n}`,
  controls: {
    POWER: "POWERスイッチ：電源をオン／オフします。",
    "MASTER VOLUME": "MASTER VOLUME：スピーカーとヘッドホンの音量を調節します。",
    VOLUME: "VOLUME：出力端子とヘッドホンの音量を調節します。",
    FUNCTION:
      "FUNCTIONボタン：押したまま別のボタンや鍵盤を押すと、そのボタンや鍵盤に割り当てられた機能を呼び出せます。",
    SOUND: "SOUNDボタン：演奏する音色を選びます。",
    STYLE: "STYLEボタン：伴奏スタイルを選びます。",
    RHYTHM: "RHYTHMボタン：伴奏のリズムを選びます。",
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
  display: {
    keys: "ディスプレイ：選択中の音色、テンポ、設定を表示します。",
    pads: "ディスプレイ：選択中のキット、パターン、テンポを表示します。",
  },
  styleControl: (printed) => {
    const kind = styleControlKind(printed);
    return kind ? `${printed}ボタン：${styleDoes[kind]}` : printed;
  },
  gettingStarted: {
    place: "直射日光の当たらない場所で、安定したスタンドまたはテーブルの上に楽器を置きます。",
    power: "電源アダプターをDC IN端子に接続してから、コンセントに差し込みます。",
    batteries: (count) => `電池で使うときは、底面の電池ケースに単3形電池を${count}本、ケース内の表示どおりに入れます。`,
    pedal: "電源を入れる前に、サステインペダルをSUSTAIN端子に接続します。",
    volume: (volume) => `${volume}を下げてからPOWERスイッチを押し、演奏しながら${volume}で音量を上げます。`,
    headphones: (jack, speakers) =>
      speakers
        ? `音を出さずに練習するときは、${jack}端子にヘッドホンを接続します。スピーカーからは音が出なくなります。`
        : `ヘッドホンで聴くときは、${jack}端子に接続します。`,
  },
  playing: {
    sound: {
      title: "音色を選ぶ",
      choose: "SOUNDボタンを押すたびに、次の音色に切り替わります。",
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
    style: {
      title: "伴奏に合わせて弾く",
      choose: (button) => `${button}ボタンを押すたびに、次の伴奏に切り替わります。`,
      start: "START/STOPボタンを押すと伴奏がスタートし、もう一度押すと止まります。",
      syncStart:
        "SYNC STARTボタンを押してから鍵盤の左側でコードを弾くと、同時に伴奏がスタートし、弾いたコードに合わせて伴奏が変わります。",
    },
    pads: {
      title: "パッドを演奏する",
      kit: "KITボタンを押してからパッドを叩くと、キットを選べます。パッド1～16で、表示中のページのその番号のキットを選びます。",
      play: "パッドを叩きます。強く叩くほど大きな音が出ます。叩いたパッドをさらに押し込むと、音色が変化します。",
      pattern: "PATTERNボタンを押してからパッドを叩いてリズムを選び、START/STOPボタンで再生します。",
      record:
        "録音するには、RECORDボタンを押したままSTART/STOPボタンを押します。パターンが繰り返し再生され、パッドで叩いた演奏が録音されます。",
      swing: "SWINGつまみを回すと、偶数番目のステップがずれて、シャッフルのノリになります。",
      filter: "FILTERつまみを回すと、キット全体の音色が暗く、または明るくなります。",
    },
  },
  connectors: {
    phones: "ヘッドホンを接続します（ステレオ標準プラグ）。",
    "phones-output": "ヘッドホン、アンプ、ミキサーを接続します。",
    sustain: "サステインペダル（フットスイッチ）を接続します。",
    expression: "エクスプレッションペダルを接続し、演奏中に音量を変えられます。",
    assignable: "2本目のペダルを接続し、好きな機能を割り当てられます。",
    "aux-in": "スマートフォン、タブレット、音楽プレーヤーを接続し、スピーカーから鳴らして一緒に演奏できます。",
    "aux-out": "アンプ、ミキサー、パワードスピーカーを接続します。",
    "line-out": "アンプ、ミキサー、パワードスピーカーを接続します。モノラルで使うときはL/MONOだけに接続します。",
    output: "アンプ、ミキサー、パワードスピーカーを接続します。",
    mic: "マイクまたはラインレベルの機器を接続し、スピーカーから鳴らします。",
    "dc-in": "付属の電源アダプターを接続します。",
    "usb-host": "コンピューターやタブレットを接続し、MIDI（仕様に記載のある機種ではオーディオも）をやり取りします。",
    "usb-device": "USBフラッシュメモリーを接続し、録音や設定の保存、アップデートに使います。",
    "midi-in": "ほかの楽器やインターフェースのMIDI OUT端子と接続します。",
    "midi-out": "ほかの楽器やインターフェースのMIDI IN端子と接続します。",
    "bluetooth-midi": "タブレットやスマートフォンとケーブルなしで接続し、レッスンアプリや音楽アプリを使えます。",
  },
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
    pedalReversed: [
      "サステインペダルの効果が逆になる",
      "電源を切ってからペダルを接続し、ペダルを踏まずに電源を入れ直してください。",
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
        ? "携帯電話などを楽器から離し、付属の電源アダプターを使用してください。"
        : "携帯電話などを楽器から離してください。",
    ],
  },
  specificationsNote: "本書に記載されている仕様および説明は、改良のため予告なく変更することがあります。",
};
