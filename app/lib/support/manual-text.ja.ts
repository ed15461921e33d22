/** The owner's manual's fixed text in Japanese (the shape and the English: `manual-text.ts`). */
import type { ManualText } from "./manual-text.ts";

export const manualTextJa: ManualText = {
  listSeparator: "、",
  titles: {
    safety: "安全上のご注意",
    "in-the-box": "付属品",
    panel: "各部の名称と機能",
    "getting-started": "演奏の準備",
    playing: "演奏する",
    connections: "接続端子",
    troubleshooting: "困ったときは",
    specifications: "仕様",
  },
  safety: [
    "この取扱説明書をよくお読みになり、いつでも見られるところに大切に保管してください。",
    "電源アダプターは必ず付属のものを使用し、表示された電源電圧のコンセントに接続してください。",
    "楽器を雨や湿気にさらさないでください。また、液体の入った容器を楽器の上に置かないでください。",
    "暖房器具などの熱源の近くや、直射日光の当たる場所に楽器を置かないでください。",
    "雷が鳴っているときや、長期間使用しないときは、電源アダプターをコンセントから抜いてください。",
    "大きな音量で長時間聴かないでください。聴覚障害の原因になります。",
    "修理や点検は、必ず専門の技術者に依頼してください。内部にお客様が修理できる部品はありません。",
    "お手入れには、柔らかい乾いた布のみを使用してください。シンナーなどの溶剤は絶対に使用しないでください。",
  ],
  inTheBox: {
    // 「電源アダプター：ACアダプター（12V/2A）」: no brackets inside brackets.
    adaptor: (power) => (power ? `電源アダプター：${power}` : "電源アダプター（「仕様」を参照）"),
    sustainPedal: "サステインペダル",
    musicRest: "譜面立て",
    manuals: "取扱説明書（本書）、クイックスタートガイド",
  },
  // 「サステインペダル付属」「同梱」…; not 「別売」 or 「オプション」.
  pedalIncluded: (pedal) => /付属|同梱|included/i.test(pedal) && !/別売|オプション|optional|なし/i.test(pedal),
  panel: {
    power: "POWERスイッチ：楽器の電源をオン／オフします。",
    masterVolume: "MASTER VOLUME：スピーカーとヘッドホンの音量を調節します。",
    // 「ディスプレイ：バックライト付きLCD（128×64ドット）。」: the value may hold brackets; none go round it.
    display: (display) => `ディスプレイ：${display}。選択中の音色、テンポ、設定を表示します。`,
    style:
      "STYLEボタン：伴奏スタイルを選びます。スタイルのスタートやバリエーションの切り替えは、スタイルコントロールボタンで行います。",
    startsStyle: (control) => control.includes("Start") || control.includes("スタート"),
    styleControl: (name, starts) =>
      `${name}：${starts ? "スタイルをスタート／ストップします。" : "スタイルを操作します。"}`,
    // A name from the product's data, listed as it is: a Japanese list of names has no full stop.
    panelControl: (control) => control,
    layerSplit: "LAYER / SPLIT：2つの音色を重ねて鳴らしたり、鍵盤の左右で別々の音色を演奏したりします。",
    duo: "DUO：鍵盤を同じ音域の左右2つに分け、先生と生徒が並んで演奏できるようにします。",
    sequencer: (sequencer) => `RECORD / PLAY：演奏を録音・再生します。シーケンサー：${sequencer}。`,
    metronome:
      "METRONOME：メトロノームをスタートします。テンポを設定するには、FUNCTIONボタンを押したまま、TEMPOと表記された鍵盤を押します。",
  },
  gettingStarted: {
    place: "直射日光の当たらない場所で、安定したスタンドまたはテーブルの上に楽器を置きます。",
    power: "電源アダプターをDC IN端子に接続してから、コンセントに差し込みます。",
    pedal: "電源を入れる前に、ペダルをSUSTAIN端子に接続します。",
    volume: "MASTER VOLUMEを下げてからPOWERスイッチを押し、演奏しながら音量を上げます。",
    headphones: "音を出さずに練習するときは、PHONES端子にヘッドホンを接続します。スピーカーからは音が出なくなります。",
  },
  connections: { rearPanel: "リアパネル" },
  troubleshooting: {
    noSound: ["音が出ない", "MASTER VOLUMEの位置と、PHONES端子にヘッドホンが接続されていないことを確認してください。"],
    pedalReversed: [
      "サステインペダルの効果が逆になる",
      "電源を切ってからペダルを接続し、ペダルを踏まずに電源を入れ直してください。",
    ],
    computer: [
      "パソコンが楽器を認識しない",
      "データ通信に対応したUSBケーブルを使い、ハブを介さずに直接接続してください。また、アプリのMIDI設定で楽器を選択してください。",
    ],
    autoOff: [
      "勝手に電源が切れる",
      "オートパワーオフ機能が有効になっています。操作しない状態が30分続くと、自動的に電源が切れます。無効にするには、FUNCTIONボタンを押したまま電源を入れてください。",
    ],
    noise: ["スピーカーからノイズが出る", "携帯電話などを楽器から離し、付属の電源アダプターを使用してください。"],
  },
  specificationsNote:
    "本書に記載されている仕様および説明は、情報提供のみを目的としています。Notevaは、製品および仕様を予告なく変更することがあります。",
};
