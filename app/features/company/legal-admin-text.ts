/** The legal pages' editor and list (imprint, privacy policy, terms of use, company profile) in the admin's three languages. */
import type { LegalPageKey } from "~/lib/content-model";
import type { Locale } from "~/lib/i18n/locales";
import { defineText } from "~/lib/i18n/text";

const en = {
  title: "Legal pages",
  intro:
    "The imprint, the privacy policy, the terms of use, the disposal and take-back page, the company profile and the warranty terms, each written for its language's readers and their country's law, not translated. The company's details (address, register, directors) come from the site configuration: write {company.address} and the page shows the address.",
  pages: {
    imprint: "Imprint",
    privacy: "Privacy policy",
    terms: "Terms of use",
    disposal: "Disposal and recycling",
    profile: "Company profile",
    warranty: "Warranty and repair",
  } satisfies Record<LegalPageKey, string>,
  languages: { en: "English", de: "German", ja: "Japanese" } satisfies Record<Locale, string>,
  columns: { page: "Page", language: "Language", title: "Title", updated: "Last changed" },
  edit: "Edit",
  saved: "Saved. It is live on the site.",
  labels: { title: "Title", summary: "Description", body: "Text", effectiveOn: "In effect from" },
  hints: {
    summary: "One or two sentences for search engines and link previews.",
    body: "Blank line between paragraphs; a paragraph keeps its line breaks. “## ” starts a heading, “- ” a list item, “| label | value |” a table row; [label](/path) or [label](mailto:…) is a link.",
    facts: "Facts from the site configuration:",
    effectiveOn:
      "The page shows this date as its “Last updated” date. Move it when the text changes in substance, not for a typo.",
  },
  preview: "Preview",
  previewTitle: "Preview (not saved)",
  back: "Back to the legal pages",
  errors: {
    title: "Enter a title.",
    summary: "Enter a description for search engines.",
    body: "Write the page.",
    effectiveOn: "Enter the date the text takes effect.",
    atMost: "At most {max} characters.",
    unknownFact: "{fact} is not a fact the site knows. Use one of those listed below the text.",
    tableRow: "The table row “{row}” needs a label and a value: | label | value |.",
  },
};

export type LegalAdminText = typeof en;

export const legalAdminText = defineText(en, {
  de: {
    title: "Rechtliche Seiten",
    intro:
      "Impressum, Datenschutzerklärung, Nutzungsbedingungen, Entsorgung und Rücknahme, Unternehmensprofil sowie Garantie und Reparatur, jeweils für die Leserinnen und Leser einer Sprache und das Recht ihres Landes geschrieben, nicht übersetzt. Die Angaben zum Unternehmen (Anschrift, Register, Geschäftsführung) stammen aus der Konfiguration der Website: Wer {company.address} schreibt, zeigt auf der Seite die Anschrift.",
    pages: {
      imprint: "Impressum",
      privacy: "Datenschutzerklärung",
      terms: "Nutzungsbedingungen",
      disposal: "Entsorgung und Rücknahme",
      profile: "Unternehmensprofil",
      warranty: "Garantie und Reparatur",
    },
    languages: { en: "Englisch", de: "Deutsch", ja: "Japanisch" },
    columns: { page: "Seite", language: "Sprache", title: "Titel", updated: "Zuletzt geändert" },
    edit: "Bearbeiten",
    saved: "Gespeichert. Die Seite ist auf der Website sichtbar.",
    labels: { title: "Titel", summary: "Beschreibung", body: "Text", effectiveOn: "Stand" },
    hints: {
      summary: "Ein oder zwei Sätze für Suchmaschinen und Linkvorschauen.",
      body: "Leerzeile zwischen Absätzen; ein Absatz behält seine Zeilenumbrüche. „## “ beginnt eine Überschrift, „- “ einen Listenpunkt, „| Bezeichnung | Wert |“ eine Tabellenzeile; [Text](/pfad) oder [Text](mailto:…) ist ein Link.",
      facts: "Angaben aus der Konfiguration:",
      effectiveOn:
        "Dieses Datum zeigt die Seite als „Stand“. Ändern Sie es, wenn sich der Text inhaltlich ändert, nicht bei einem Tippfehler.",
    },
    preview: "Vorschau",
    previewTitle: "Vorschau (nicht gespeichert)",
    back: "Zurück zu den rechtlichen Seiten",
    errors: {
      title: "Geben Sie einen Titel ein.",
      summary: "Geben Sie eine Beschreibung für Suchmaschinen ein.",
      body: "Schreiben Sie den Text der Seite.",
      effectiveOn: "Geben Sie das Datum ein, ab dem der Text gilt.",
      atMost: "Höchstens {max} Zeichen.",
      unknownFact:
        "{fact} ist keine Angabe, die die Website kennt. Verwenden Sie eine der unter dem Text aufgeführten.",
      tableRow: "Die Tabellenzeile „{row}“ braucht eine Bezeichnung und einen Wert: | Bezeichnung | Wert |.",
    },
  },
  ja: {
    title: "法定ページ",
    intro:
      "サイト運営者情報、プライバシーポリシー、ご利用規約、廃棄・リサイクル、会社概要、保証・修理のページです。翻訳ではなく、言語ごとにその国の法令と読み手に合わせて書きます。会社の所在地・登記・代表者などはサイト設定から読み込まれます。本文に{company.address}と書くと、ページには所在地が表示されます。",
    pages: {
      imprint: "サイト運営者情報",
      privacy: "プライバシーポリシー",
      terms: "ご利用規約",
      disposal: "廃棄・リサイクル",
      profile: "会社概要",
      warranty: "保証・修理",
    },
    languages: { en: "英語", de: "ドイツ語", ja: "日本語" },
    columns: { page: "ページ", language: "言語", title: "タイトル", updated: "最終更新" },
    edit: "編集",
    saved: "保存しました。サイトに公開されています。",
    labels: { title: "タイトル", summary: "説明文", body: "本文", effectiveOn: "制定・改定日" },
    hints: {
      summary: "検索エンジンやリンクのプレビューに表示される1～2文。",
      body: "段落の間は空行を入れます。段落内の改行はそのまま表示されます。「## 」で見出し、「- 」で箇条書き、「| 項目 | 内容 |」で表の行になります。[表示名](/パス) または [表示名](mailto:…) でリンクになります。",
      facts: "サイト設定から読み込める項目：",
      effectiveOn: "ページに表示される日付です。誤字の修正では変えず、内容を改定したときに更新してください。",
    },
    preview: "プレビュー",
    previewTitle: "プレビュー（未保存）",
    back: "法定ページの一覧に戻る",
    errors: {
      title: "タイトルを入力してください。",
      summary: "検索エンジン向けの説明文を入力してください。",
      body: "本文を入力してください。",
      effectiveOn: "本文を適用する日付を入力してください。",
      atMost: "{max}文字以内で入力してください。",
      unknownFact: "{fact}はサイト設定にない項目です。本文の下に挙げた項目を使ってください。",
      tableRow: "表の行「{row}」には項目と内容の両方が必要です（| 項目 | 内容 |）。",
    },
  },
});
