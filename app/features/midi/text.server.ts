/**
 * The words of /support/check/midi in each language. The byte tables themselves
 * (app/lib/midi/protocol-tables.ts) are the same in every language, as in instrument manuals.
 * `{name}` is filled in by `fill()`.
 */
import type { Locale } from "~/lib/i18n/locales";
import { defineText } from "~/lib/i18n/text";

const en = {
  support: "Support",
  check: "Check my instrument",
  title: "MIDI implementation: identity and firmware update",
  description:
    "How Noteva instruments identify themselves over MIDI and receive firmware updates over System Exclusive, byte by byte.",
  intro:
    "Every Noteva model with USB-MIDI or a MIDI port answers the MIDI Universal Device Inquiry and takes firmware updates over System Exclusive. This page documents both, byte by byte, for developers and for anyone who wants to know what the instrument checker sends.",
  conventions:
    "Numbers are hexadecimal. Every data byte is 7-bit (00–7F). Numbers wider than 7 bits are sent as 7-bit groups, least significant group first: 14-bit is 2 bytes, 21-bit 3, 35-bit 5. Versions are 4 bytes: major, minor, patch, build (1.2.0 is 01 02 00 00). In the tables, lower-case letters stand for values.",
  manufacturer: {
    heading: "Manufacturer ID",
    text: "Noteva has no registered MIDI manufacturer ID, so its instruments use 7D, the ID the MIDI standard reserves for non-commercial use. Because anyone may use 7D, every Noteva message carries the signature 4E 56 (“NV”) after it. A registered ID would replace 7D in every message, and in one place of the site's code.",
  },
  identity: {
    heading: "Identity",
    text: "The Identity Request asks every device on the connection who it is. A Noteva instrument answers with its family code (the product line), its member code (the model) and its installed firmware.",
    codesHeading: "Family and member codes",
    codesCaption: "Each model's codes and the start of its Identity Reply",
    codesNone: "Each model's data list gives its family and member codes.",
    columns: { model: "Model", family: "Family", member: "Member", reply: "Identity Reply bytes" },
  },
  update: {
    heading: "Firmware update",
    text: "The instrument keeps its installed firmware until it has received the whole new image and verified its SHA-256; only then does it switch. A transfer cut off by a pulled cable stays pending, so the host continues where it stopped. Updates run over USB only.",
    stepsHeading: "An update, step by step",
    steps: [
      "STATUS REQUEST: the instrument answers STATUS (model, firmware, state, USB or Bluetooth, pending transfer).",
      "UPDATE BEGIN with the image's model, versions, length and SHA-256. The instrument refuses another model's image (01), an image that needs a newer installed version first (02) and any update over Bluetooth (03).",
      "BEGIN ACCEPTED names the next chunk (0, or where a pending transfer of the same image stopped) and the window.",
      "DATA, chunk by chunk, at most a window ahead of the last ACK. On REFUSED 04 or 05, send again from the sequence number in the detail.",
      "COMMIT after the last ACK: the instrument verifies the SHA-256 and switches, then answers COMMITTED with the new version.",
      "After a reconnect: STATUS REQUEST and UPDATE BEGIN with the same image; BEGIN ACCEPTED names the chunk to continue from.",
    ],
    messagesHeading: "Messages",
    statesCaption: "States (STATUS ss)",
    linksCaption: "Connections (STATUS ll)",
    reasonsCaption: "Reasons (REFUSED rr)",
  },
  packing: {
    heading: "7-bit packing",
    text: "Image bytes are 8-bit, System Exclusive data bytes 7-bit. Each group of up to 7 raw bytes is sent as one byte holding their high bits (bit 0 for the first byte, bit 6 for the seventh), followed by the 7 low bits of each byte: 7 bytes become 8, a shorter last group one more than it has.",
    example: "Example: {raw} is sent as {packed}.",
  },
  checksum: {
    heading: "Checksum",
    text: "The DATA checksum is the sum of every byte from the sequence number to the end of the packed data, low 7 bits.",
    example: "Example: DATA for chunk 1 holding FF 00 is {message}; the sum of {summed} is {checksum}.",
  },
  image: {
    heading: "Firmware image",
    text: "The firmware file (the .BIN inside the published zip) is a 64-byte header followed by the body. The SHA-256 covers the whole image, header included; the instrument also checks the header's family and member codes before it switches.",
    caption: "The image header",
    columns: { offset: "Offset", length: "Bytes", meaning: "Meaning" },
  },
  table: {
    bytes: "Bytes",
    meaning: "Meaning",
    value: "Value",
    fromHost: "host to instrument",
    fromInstrument: "instrument to host",
  },
};

export type MidiText = typeof en;

export const midiText = defineText<MidiText>(en, {
  de: {
    support: "Support",
    check: "Mein Instrument prüfen",
    title: "MIDI-Implementierung: Identität und Firmware-Update",
    description:
      "Wie sich Noteva-Instrumente über MIDI zu erkennen geben und Firmware-Updates per System Exclusive empfangen, Byte für Byte.",
    intro:
      "Jedes Noteva-Modell mit USB-MIDI oder MIDI-Buchsen beantwortet die MIDI-Geräteabfrage (Universal Device Inquiry) und empfängt Firmware-Updates per System Exclusive. Diese Seite beschreibt beides Byte für Byte – für Entwicklerinnen und Entwickler und für alle, die wissen möchten, was die Instrumentenprüfung sendet.",
    conventions:
      "Zahlen sind hexadezimal. Jedes Datenbyte hat 7 Bit (00–7F). Breitere Zahlen werden in 7-Bit-Gruppen gesendet, die niederwertigste zuerst: 14 Bit sind 2 Bytes, 21 Bit 3, 35 Bit 5. Versionen sind 4 Bytes: Haupt-, Neben-, Patch- und Build-Nummer (1.2.0 ist 01 02 00 00). In den Tabellen stehen Kleinbuchstaben für Werte.",
    manufacturer: {
      heading: "Hersteller-ID",
      text: "Noteva hat keine registrierte MIDI-Hersteller-ID. Die Instrumente verwenden deshalb 7D, die ID, die der MIDI-Standard für nichtkommerzielle Zwecke reserviert. Weil jeder 7D verwenden darf, trägt jede Noteva-Nachricht danach die Signatur 4E 56 („NV“). Eine registrierte ID würde 7D in jeder Nachricht ersetzen – im Code der Website an genau einer Stelle.",
    },
    identity: {
      heading: "Identität",
      text: "Mit dem Identity Request fragt der Host jedes Gerät der Verbindung, wer es ist. Ein Noteva-Instrument antwortet mit seinem Family-Code (der Produktlinie), seinem Member-Code (dem Modell) und der installierten Firmware.",
      codesHeading: "Family- und Member-Codes",
      codesCaption: "Die Codes jedes Modells und der Anfang seiner Identity Reply",
      codesNone: "Die Datenliste jedes Modells nennt seinen Family- und Member-Code.",
      columns: { model: "Modell", family: "Family", member: "Member", reply: "Bytes der Identity Reply" },
    },
    update: {
      heading: "Firmware-Update",
      text: "Das Instrument behält seine installierte Firmware, bis es das neue Image vollständig empfangen und dessen SHA-256 geprüft hat; erst dann wechselt es. Eine Übertragung, die durch ein gezogenes Kabel abbricht, bleibt erhalten: Der Host setzt dort fort, wo sie stehen blieb. Updates laufen nur über USB.",
      stepsHeading: "Ein Update Schritt für Schritt",
      steps: [
        "STATUS REQUEST: Das Instrument antwortet mit STATUS (Modell, Firmware, Zustand, USB oder Bluetooth, laufende Übertragung).",
        "UPDATE BEGIN mit Modell, Versionen, Länge und SHA-256 des Images. Das Instrument lehnt das Image eines anderen Modells ab (01), ein Image, das zuerst eine neuere installierte Version verlangt (02), und jedes Update über Bluetooth (03).",
        "BEGIN ACCEPTED nennt den nächsten Block (0 oder die Stelle, an der eine Übertragung desselben Images stehen blieb) und das Fenster.",
        "DATA, Block für Block, höchstens ein Fenster vor dem letzten ACK. Nach REFUSED 04 oder 05 ab der Folgenummer im Detail erneut senden.",
        "COMMIT nach dem letzten ACK: Das Instrument prüft den SHA-256, wechselt und antwortet mit COMMITTED und der neuen Version.",
        "Nach dem erneuten Verbinden: STATUS REQUEST und UPDATE BEGIN mit demselben Image; BEGIN ACCEPTED nennt den Block, ab dem es weitergeht.",
      ],
      messagesHeading: "Nachrichten",
      statesCaption: "Zustände (STATUS ss)",
      linksCaption: "Verbindungen (STATUS ll)",
      reasonsCaption: "Gründe (REFUSED rr)",
    },
    packing: {
      heading: "7-Bit-Packung",
      text: "Image-Bytes haben 8 Bit, Datenbytes in System Exclusive 7 Bit. Jede Gruppe von bis zu 7 Bytes wird als ein Byte mit ihren höchsten Bits gesendet (Bit 0 für das erste Byte, Bit 6 für das siebte), gefolgt von den unteren 7 Bits jedes Bytes: Aus 7 Bytes werden 8, aus einer kürzeren letzten Gruppe eines mehr.",
      example: "Beispiel: {raw} wird als {packed} gesendet.",
    },
    checksum: {
      heading: "Prüfsumme",
      text: "Die Prüfsumme von DATA ist die Summe aller Bytes von der Folgenummer bis zum Ende der gepackten Daten, davon die unteren 7 Bits.",
      example: "Beispiel: DATA für Block 1 mit FF 00 ist {message}; die Summe von {summed} ist {checksum}.",
    },
    image: {
      heading: "Firmware-Image",
      text: "Die Firmware-Datei (die .BIN-Datei im veröffentlichten ZIP-Archiv) besteht aus einem 64 Byte langen Kopf und dem Inhalt. Der SHA-256 deckt das ganze Image ab, den Kopf eingeschlossen; vor dem Wechsel prüft das Instrument zusätzlich Family- und Member-Code im Kopf.",
      caption: "Der Kopf des Images",
      columns: { offset: "Position", length: "Bytes", meaning: "Bedeutung" },
    },
    table: {
      bytes: "Bytes",
      meaning: "Bedeutung",
      value: "Wert",
      fromHost: "Host an Instrument",
      fromInstrument: "Instrument an Host",
    },
  },
  ja: {
    support: "サポート",
    check: "楽器をチェック",
    title: "MIDIインプリメンテーション：アイデンティティとファームウェアアップデート",
    description:
      "Noteva製品がMIDIで機種を知らせる方法と、システムエクスクルーシブでファームウェアを受け取る方法を1バイトずつ説明します。",
    intro:
      "USB-MIDIまたはMIDI端子を備えたNoteva製品は、MIDIのユニバーサル・デバイス・インクワイアリーに応答し、システムエクスクルーシブでファームウェアアップデートを受け取ります。このページでは、その両方を1バイトずつ説明します。開発者の方や、楽器チェックが何を送信するかを知りたい方のための資料です。",
    conventions:
      "数値は16進数です。データバイトはすべて7ビット（00～7F）です。7ビットを超える数値は、下位のグループから順に7ビットずつ送信します。14ビットは2バイト、21ビットは3バイト、35ビットは5バイトです。バージョンは4バイトで、メジャー、マイナー、パッチ、ビルドの順です（1.2.0は01 02 00 00）。表の小文字は値を表します。",
    manufacturer: {
      heading: "メーカーID",
      text: "Notevaは登録されたMIDIメーカーIDを持っていないため、MIDI規格が非営利用途に予約している7Dを使用しています。7Dは誰でも使用できるため、Notevaのメッセージはすべて、7Dの後にシグネチャー4E 56（NV）を付けて送信します。登録IDを取得した場合は、すべてのメッセージで7Dを置き換えます。サイトのコードでは1か所を変更するだけです。",
    },
    identity: {
      heading: "アイデンティティ",
      text: "アイデンティティ・リクエストは、接続されたすべての機器に機種を問い合わせます。Noteva製品は、ファミリーコード（製品ライン）、メンバーコード（機種）、インストールされているファームウェアのバージョンを返します。",
      codesHeading: "ファミリーコードとメンバーコード",
      codesCaption: "各機種のコードとアイデンティティ・リプライの先頭",
      codesNone: "各機種のファミリーコードとメンバーコードは、その機種のデータリストに記載しています。",
      columns: {
        model: "機種",
        family: "ファミリー",
        member: "メンバー",
        reply: "アイデンティティ・リプライのバイト",
      },
    },
    update: {
      heading: "ファームウェアアップデート",
      text: "楽器は、新しいイメージをすべて受信してSHA-256を検証するまで、インストール済みのファームウェアを保持します。切り替えはその後です。ケーブルが抜けて中断した転送は保留され、ホストは中断した位置から再開します。アップデートはUSB接続でのみ行えます。",
      stepsHeading: "アップデートの流れ",
      steps: [
        "STATUS REQUEST：楽器はSTATUSを返します（機種、ファームウェア、状態、USBかBluetoothか、保留中の転送）。",
        "UPDATE BEGIN：イメージの機種、バージョン、長さ、SHA-256を送ります。楽器は、ほかの機種のイメージ（01）、先に新しいバージョンのインストールが必要なイメージ（02）、Bluetooth経由のアップデート（03）を拒否します。",
        "BEGIN ACCEPTED：次のチャンク（0、または同じイメージの転送が中断した位置）とウィンドウを返します。",
        "DATA：チャンクを順に送ります。最後のACKから最大ウィンドウ分まで先に送れます。REFUSED 04または05を受け取ったら、詳細にあるシーケンス番号から送り直します。",
        "COMMIT：最後のACKの後に送ります。楽器はSHA-256を検証して切り替え、新しいバージョンをCOMMITTEDで返します。",
        "再接続後：STATUS REQUESTと同じイメージのUPDATE BEGINを送ります。BEGIN ACCEPTEDが再開するチャンクを返します。",
      ],
      messagesHeading: "メッセージ",
      statesCaption: "状態（STATUSの状態バイト）",
      linksCaption: "接続（STATUSの接続バイト）",
      reasonsCaption: "拒否の理由（REFUSEDの理由バイト）",
    },
    packing: {
      heading: "7ビットパッキング",
      text: "イメージのバイトは8ビット、システムエクスクルーシブのデータバイトは7ビットです。最大7バイトのグループごとに、各バイトの最上位ビットを集めた1バイト（1バイト目がビット0、7バイト目がビット6）を送り、続けて各バイトの下位7ビットを送ります。7バイトは8バイトに、それより短い最後のグループは1バイト増えます。",
      example: "例：{raw}は{packed}として送信します。",
    },
    checksum: {
      heading: "チェックサム",
      text: "DATAのチェックサムは、シーケンス番号からパックされたデータの最後までの全バイトの和の下位7ビットです。",
      example: "例：FF 00を含むチャンク1のDATAは{message}です。{summed}の和は{checksum}です。",
    },
    image: {
      heading: "ファームウェアイメージ",
      text: "ファームウェアファイル（公開しているZIPファイル内の.BINファイル）は、64バイトのヘッダーと本体で構成されます。SHA-256はヘッダーを含むイメージ全体が対象です。楽器は切り替えの前に、ヘッダーのファミリーコードとメンバーコードも確認します。",
      caption: "イメージのヘッダー",
      columns: { offset: "オフセット", length: "バイト数", meaning: "内容" },
    },
    table: {
      bytes: "バイト",
      meaning: "内容",
      value: "値",
      fromHost: "ホストから楽器",
      fromInstrument: "楽器からホスト",
    },
  },
});

export const midiTextOf = (locale: Locale): MidiText => midiText[locale] as MidiText;
