/**
 * The compare page's words in each language (the catalogue's other pages: ./text.server.ts).
 * `{name}` marks a value filled in by `fill()`.
 */
import { defineText } from "~/lib/i18n/text";

const en = {
  crumb: "Compare",
  title: "Compare",
  titleWith: "Compare {products}",
  description: "Compare Noteva instruments side by side: every specification, differences highlighted.",
  heading: "Compare instruments",
  intro:
    "Pick {min} to {max} instruments to see their specifications side by side. The page's URL keeps your choice, so you can share it.",
  instruments: "Instruments",
  /** After a model no longer made, in the list to pick from. */
  discontinued: "discontinued",
  onlyDifferences: "Show only the differences",
  submit: "Compare",
  quoted: "“{value}”",
  unknown: "We don't know {values}: it is not in the catalogue.",
  tooMany: "You can compare up to {max} instruments at once: showing the first {max}.",
  oneMore: "Pick at least one more instrument to compare.",
  atLeastTwo: "Pick at least two instruments.",
  caption: "Specifications of {products}; rows that differ are marked.",
  differs: "differs",
  same: "These instruments have the same specifications.",
  /** A row the model's specification does not describe (a rhythm machine has no polyphony row): not a „no“. */
  notStated: "not stated",
  legend: "— means the model does not have it; “not stated” means its specification does not say.",
};

export const compareText = defineText(en, {
  de: {
    crumb: "Vergleich",
    title: "Vergleich",
    titleWith: "Vergleich: {products}",
    description: "Noteva-Instrumente im direkten Vergleich: alle technischen Daten, Unterschiede hervorgehoben.",
    heading: "Instrumente vergleichen",
    intro:
      "Wählen Sie {min} bis {max} Instrumente aus und vergleichen Sie ihre technischen Daten Seite an Seite. Der Link zu dieser Seite enthält Ihre Auswahl – so können Sie den Vergleich teilen.",
    instruments: "Instrumente",
    discontinued: "ausgelaufen",
    onlyDifferences: "Nur Unterschiede anzeigen",
    submit: "Vergleichen",
    quoted: "„{value}“",
    unknown: "{values} finden wir nicht in unserem Katalog.",
    tooMany: "Sie können bis zu {max} Instrumente gleichzeitig vergleichen – angezeigt werden die ersten {max}.",
    oneMore: "Wählen Sie mindestens ein weiteres Instrument zum Vergleichen.",
    atLeastTwo: "Wählen Sie mindestens zwei Instrumente.",
    caption: "Technische Daten von {products}; abweichende Zeilen sind markiert.",
    differs: "abweichend",
    same: "Diese Instrumente haben dieselben technischen Daten.",
    notStated: "keine Angabe",
    legend: "— bedeutet: Das Modell hat es nicht. „keine Angabe“ bedeutet: Seine technischen Daten nennen es nicht.",
  },
  ja: {
    crumb: "製品比較",
    title: "製品比較",
    titleWith: "製品比較：{products}",
    description: "Notevaの製品を並べて比較。すべての仕様を一覧にし、違いを強調表示します。",
    heading: "製品を比較する",
    intro:
      "{min}～{max}台の製品をお選びいただくと、仕様を並べて比較できます。選んだ製品はURLに保存されるので、そのまま共有することもできます。",
    instruments: "製品",
    discontinued: "生産完了",
    onlyDifferences: "違いのある項目のみ表示",
    submit: "比較する",
    quoted: "「{value}」",
    unknown: "{values}は見つかりませんでした。カタログに掲載されていない製品です。",
    tooMany: "一度に比較できるのは{max}台までです。最初の{max}台を表示しています。",
    oneMore: "比較するには、もう1台以上お選びください。",
    atLeastTwo: "2台以上の製品をお選びください。",
    caption: "{products}の仕様。違いのある行には印が付いています。",
    differs: "違いあり",
    same: "これらの製品の仕様はすべて同じです。",
    notStated: "記載なし",
    legend: "「—」はその機能がないこと、「記載なし」は仕様に記載がないことを示します。",
  },
});
