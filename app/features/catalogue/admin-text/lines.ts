/** The product line and group editors' words (labels, hints, notices, form rules) in the admin's three languages. */
import { defineText } from "~/lib/i18n/text";

const en = {
  line: {
    metaTitle: "Product line",
    saved: "Saved. Menus and the product line's page show the change now.",
    nameHint: "As in the menus and the footer.",
    midiFamilyHint:
      "The code this line's instruments send in their MIDI Identity Reply (0–16383): the instrument checker recognises them by it. Leave it empty for a line without MIDI instruments.",
  },
  group: {
    newGroup: "New group",
    newIn: "New group in {line}",
    back: "Back to the product lines",
    saved: "Saved. The {line} page shows the change now.",
    idHint: "Letters and digits, such as STAGEPIANOS. It cannot change later.",
  },
  labels: {
    id: "Id",
    name: "Name",
    title: "Headline",
    desc: "Description",
    pic: "Picture",
    pic2: "Second picture",
    position: "Position",
    products: "Products in this group",
    midiFamily: "MIDI family code",
  },
  positionHint: "Lower numbers come first.",
  errors: {
    atMost: "At most {max} characters.",
    position: "Give the position as a whole number.",
    atLeast0: "At least 0.",
    atMost999: "At most 999.",
    picture: "Choose a picture.",
    pictureListed: "Choose a picture from the list.",
    lineName: "Enter the name shown in menus.",
    lineTitle: "Enter the headline of the product line's page.",
    id: "Choose an id, such as STAGEPIANOS.",
    idShape: "Letters and digits only, 3 to 40.",
    groupName: "Enter the group's name.",
    desc: "Enter a description.",
    products: "Choose products from the list.",
    midiCode: "Give the code as a whole number from 0 to 16383.",
    familyTaken: "The product line {line} has family code {code} already: each line needs its own.",
  },
};

export type LinesText = typeof en;

export const linesText = defineText(en, {
  de: {
    line: {
      metaTitle: "Produktlinie",
      saved: "Gespeichert. Menüs und die Seite der Produktlinie zeigen die Änderung jetzt.",
      nameHint: "Wie in den Menüs und in der Fußzeile.",
      midiFamilyHint:
        "Der Code, den die Instrumente dieser Linie in ihrer MIDI-Identity-Reply senden (0–16383): Daran erkennt der Instrumenten-Check sie. Lassen Sie das Feld leer, wenn die Linie keine MIDI-Instrumente hat.",
    },
    group: {
      newGroup: "Neue Gruppe",
      newIn: "Neue Gruppe in {line}",
      back: "Zurück zu den Produktlinien",
      saved: "Gespeichert. Die Seite „{line}“ zeigt die Änderung jetzt.",
      idHint: "Buchstaben und Ziffern, etwa STAGEPIANOS. Die ID lässt sich später nicht ändern.",
    },
    labels: {
      id: "ID",
      name: "Name",
      title: "Überschrift",
      desc: "Beschreibung",
      pic: "Bild",
      pic2: "Zweites Bild",
      position: "Reihenfolge",
      products: "Produkte in dieser Gruppe",
      midiFamily: "MIDI-Familiencode",
    },
    positionHint: "Niedrigere Zahlen stehen weiter vorn.",
    errors: {
      atMost: "Höchstens {max} Zeichen.",
      position: "Bitte geben Sie die Reihenfolge als ganze Zahl an.",
      atLeast0: "Mindestens 0.",
      atMost999: "Höchstens 999.",
      picture: "Bitte wählen Sie ein Bild.",
      pictureListed: "Bitte wählen Sie ein Bild aus der Liste.",
      lineName: "Bitte geben Sie den Namen ein, der in den Menüs steht.",
      lineTitle: "Bitte geben Sie die Überschrift der Seite der Produktlinie ein.",
      id: "Bitte wählen Sie eine ID, etwa STAGEPIANOS.",
      idShape: "Nur Buchstaben und Ziffern, 3 bis 40 Zeichen.",
      groupName: "Bitte geben Sie den Namen der Gruppe ein.",
      desc: "Bitte geben Sie eine Beschreibung ein.",
      products: "Bitte wählen Sie Produkte aus der Liste.",
      midiCode: "Bitte geben Sie den Code als ganze Zahl von 0 bis 16383 an.",
      familyTaken: "Die Produktlinie „{line}“ hat bereits den Familiencode {code}. Jede Linie braucht einen eigenen.",
    },
  },
  ja: {
    line: {
      metaTitle: "製品ライン",
      saved: "保存しました。メニューと製品ラインのページに反映されています。",
      nameHint: "メニューとフッターに表示される名前です。",
      midiFamilyHint:
        "このラインの楽器がMIDIのアイデンティティーリプライで送信するコードです（0～16383）。楽器チェックはこのコードで楽器を識別します。MIDI対応の楽器がないラインでは空欄にします。",
    },
    group: {
      newGroup: "新しいグループ",
      newIn: "{line}に新しいグループを追加",
      back: "製品ラインの一覧に戻る",
      saved: "保存しました。{line}のページに反映されています。",
      idHint: "英字と数字で入力します（例：STAGEPIANOS）。後から変更できません。",
    },
    labels: {
      id: "ID",
      name: "名前",
      title: "見出し",
      desc: "説明",
      pic: "画像",
      pic2: "2枚目の画像",
      position: "表示順",
      products: "このグループの製品",
      midiFamily: "MIDIファミリーコード",
    },
    positionHint: "数字が小さいほど前に表示されます。",
    errors: {
      atMost: "{max}文字以内で入力してください。",
      position: "表示順は整数で入力してください。",
      atLeast0: "0以上で入力してください。",
      atMost999: "999以下で入力してください。",
      picture: "画像を選択してください。",
      pictureListed: "一覧から画像を選択してください。",
      lineName: "メニューに表示する名前を入力してください。",
      lineTitle: "製品ラインのページの見出しを入力してください。",
      id: "IDを入力してください（例：STAGEPIANOS）。",
      idShape: "英字と数字のみ、3～40文字で入力してください。",
      groupName: "グループの名前を入力してください。",
      desc: "説明を入力してください。",
      products: "一覧から製品を選択してください。",
      midiCode: "コードは0～16383の整数で入力してください。",
      familyTaken:
        "製品ライン「{line}」がすでにファミリーコード{code}を使用しています。ラインごとに異なるコードを指定してください。",
    },
  },
});
