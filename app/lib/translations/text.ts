/**
 * The translation screens' words (the report, the editor and its outdated-field note) in the
 * admin's three languages; `{name}`s are filled by `fill()`.
 */
import { defineText } from "~/lib/i18n/text";

const en = {
  report: {
    title: "Translations",
    intro:
      "What the German and Japanese sites show in English for want of a translation. A missing field falls back to the English text, marked as English for browsers and screen readers; pages and search follow a saved translation at once.",
    summary: "Outdated translations",
    summaryNote:
      "A translation is outdated when its English changed since it was translated. The German and Japanese pages keep showing it until a translator updates it or confirms it is still correct.",
    oneField: "1 field",
    fields: "{n} fields",
    outdatedHeading: "Outdated fields",
    outdatedNone: "Nothing: every translation matches its English.",
    moreItems: "and {n} more items",
    columns: {
      content: "Content",
      translated: "Translated",
      outdated: "Outdated",
      lacking: "Lacking a translation",
    },
    of: "{complete} of {total}",
    missing: "({missing} of {total} missing)",
    more: "and {n} more",
    allTranslated: "Nothing: every item is translated.",
    staleItem: "{name} ({kind}): {fields}",
    fieldSeparator: ", ",
  },
  edit: {
    title: "Translate: {name}",
    metaTitle: "Translate {name}",
    content: "content",
    viewIn: "View in {language}",
    all: "All translations",
    saved: "Saved. The German and Japanese pages and search show it now.",
    confirmed: "Marked as still correct: {field}. Anything else you typed is kept here, not saved yet.",
    outdatedOne: "1 translated field is outdated: its English changed since it was translated.",
    outdatedMany: "{n} translated fields are outdated: their English changed since they were translated.",
    conflict:
      "Someone saved these translations while you were editing. (Or changed the English: check the fields marked outdated.) What they saved is shown under each field; what you typed is kept. Save again to keep yours.",
    save: "Save translations",
    caption: "Each field in English, German and Japanese",
    english: "English",
    fieldIn: "{field} in {language}",
    savedMeanwhile: "Saved meanwhile:",
    hint: "A field left empty shows the English. Lists take one item per line, as many as the English has.",
    tooLong: "{language}, {field}: at most {max} characters (this has {length}).",
    lines: "{language}, {field}: one line per English line ({english}, not {count}).",
    whole: "{language}, {field}: translate all of it or leave all of it empty (it is shown whole, in one language).",
  },
  outdated: {
    title: "Outdated: the English changed since this was translated.",
    changes: "What changed in the English:",
    removed: "removed:",
    added: "added:",
    endRemoved: "end of removed text",
    endAdded: "end of added text",
    compare: "The English before and now",
    before: "Translated from",
    now: "English now",
    stillCorrect: "Still correct",
    stillCorrectOf: "Still correct: {label}",
    hint: "Update the translation and save, or confirm it is still correct.",
  },
};

export type TranslationsText = typeof en;
export type OutdatedText = TranslationsText["outdated"];

export const translationsText = defineText(en, {
  de: {
    report: {
      title: "Übersetzungen",
      intro:
        "Was die deutsche und die japanische Website mangels Übersetzung auf Englisch zeigen. Ein fehlendes Feld fällt auf den englischen Text zurück, für Browser und Screenreader als Englisch gekennzeichnet; Seiten und Suche übernehmen eine gespeicherte Übersetzung sofort.",
      summary: "Veraltete Übersetzungen",
      summaryNote:
        "Eine Übersetzung ist veraltet, wenn sich ihr englischer Text seit der Übersetzung geändert hat. Die deutschen und japanischen Seiten zeigen sie weiter, bis sie aktualisiert oder als noch korrekt bestätigt wird.",
      oneField: "1 Feld",
      fields: "{n} Felder",
      outdatedHeading: "Veraltete Felder",
      outdatedNone: "Keine: Jede Übersetzung entspricht ihrem englischen Text.",
      moreItems: "und {n} weitere Einträge",
      columns: {
        content: "Inhalt",
        translated: "Übersetzt",
        outdated: "Veraltet",
        lacking: "Ohne Übersetzung",
      },
      of: "{complete} von {total}",
      missing: "({missing} von {total} fehlen)",
      more: "und {n} weitere",
      allTranslated: "Keine: Alles ist übersetzt.",
      staleItem: "{name} ({kind}): {fields}",
      fieldSeparator: ", ",
    },
    edit: {
      title: "Übersetzen: {name}",
      metaTitle: "Übersetzen: {name}",
      content: "Inhalt",
      viewIn: "Auf {language} ansehen",
      all: "Alle Übersetzungen",
      saved: "Gespeichert. Die deutschen und japanischen Seiten und die Suche zeigen es jetzt.",
      confirmed:
        "Als noch korrekt bestätigt: {field}. Alles andere, was Sie eingegeben haben, bleibt hier erhalten, ist aber noch nicht gespeichert.",
      outdatedOne: "1 übersetztes Feld ist veraltet: Sein englischer Text hat sich seit der Übersetzung geändert.",
      outdatedMany: "{n} übersetzte Felder sind veraltet: Ihr englischer Text hat sich seit der Übersetzung geändert.",
      conflict:
        "Jemand hat diese Übersetzungen gespeichert, während Sie sie bearbeitet haben (oder den englischen Text geändert: Prüfen Sie die als veraltet markierten Felder). Das Gespeicherte steht unter jedem Feld; Ihre Eingaben bleiben erhalten. Speichern Sie erneut, um Ihre Fassung zu übernehmen.",
      save: "Übersetzungen speichern",
      caption: "Jedes Feld auf Englisch, Deutsch und Japanisch",
      english: "Englisch",
      fieldIn: "{field} ({language})",
      savedMeanwhile: "Zwischenzeitlich gespeichert:",
      hint: "Ein leeres Feld zeigt den englischen Text. Listen enthalten einen Eintrag pro Zeile, so viele wie im Englischen.",
      tooLong: "{language}, {field}: höchstens {max} Zeichen (dieser Text hat {length}).",
      lines: "{language}, {field}: eine Zeile pro englischer Zeile ({english}, nicht {count}).",
      whole:
        "{language}, {field}: Übersetzen Sie alles oder lassen Sie alles leer (es wird als Ganzes in einer Sprache angezeigt).",
    },
    outdated: {
      title: "Veraltet: Der englische Text hat sich seit der Übersetzung geändert.",
      changes: "Was sich im englischen Text geändert hat:",
      removed: "entfernt:",
      added: "hinzugefügt:",
      endRemoved: "Ende des entfernten Textes",
      endAdded: "Ende des hinzugefügten Textes",
      compare: "Der englische Text vorher und jetzt",
      before: "Übersetzt aus",
      now: "Englisch jetzt",
      stillCorrect: "Noch korrekt",
      stillCorrectOf: "Noch korrekt: {label}",
      hint: "Aktualisieren Sie die Übersetzung und speichern Sie, oder bestätigen Sie, dass sie noch korrekt ist.",
    },
  },
  ja: {
    report: {
      title: "翻訳",
      intro:
        "翻訳がないためにドイツ語サイトと日本語サイトで英語のまま表示されている内容です。未翻訳の項目は英語の本文で表示され、ブラウザーとスクリーンリーダーには英語として示されます。保存した翻訳はページと検索にすぐ反映されます。",
      summary: "古くなった翻訳",
      summaryNote:
        "翻訳した後に英語が変更された翻訳は「古くなった翻訳」になります。翻訳者が更新するか、現在も正しいと確認するまで、ドイツ語と日本語のページには古い翻訳が表示されます。",
      oneField: "1項目",
      fields: "{n}項目",
      outdatedHeading: "古くなった項目",
      outdatedNone: "ありません。すべての翻訳が英語と一致しています。",
      moreItems: "ほか{n}件",
      columns: {
        content: "コンテンツ",
        translated: "翻訳済み",
        outdated: "古くなった翻訳",
        lacking: "未翻訳",
      },
      of: "{complete}／{total}",
      missing: "（{total}項目中{missing}項目が未翻訳）",
      more: "ほか{n}件",
      allTranslated: "ありません。すべて翻訳済みです。",
      staleItem: "{name}（{kind}）：{fields}",
      fieldSeparator: "、",
    },
    edit: {
      title: "翻訳：{name}",
      metaTitle: "翻訳：{name}",
      content: "コンテンツ",
      viewIn: "{language}で表示",
      all: "すべての翻訳",
      saved: "保存しました。ドイツ語と日本語のページと検索に反映されています。",
      confirmed:
        "「現在も正しい」として確認しました：{field}。ほかの入力内容はこの画面に残っていますが、まだ保存されていません。",
      outdatedOne: "古くなった翻訳が1項目あります。翻訳した後に英語が変更されています。",
      outdatedMany: "古くなった翻訳が{n}項目あります。翻訳した後に英語が変更されています。",
      conflict:
        "編集中に他の人がこの翻訳を保存しました（または英語を変更しました。古くなった翻訳の項目を確認してください）。保存された内容は各項目の下に表示され、入力内容はそのまま残っています。入力内容を残すには、もう一度保存してください。",
      save: "翻訳を保存",
      caption: "各項目の英語・ドイツ語・日本語",
      english: "英語",
      fieldIn: "{field}（{language}）",
      savedMeanwhile: "編集中に保存された内容：",
      hint: "空欄の項目には英語が表示されます。リストは1行に1項目で、英語と同じ行数で入力してください。",
      tooLong: "{language}、{field}：{max}文字以内で入力してください（現在{length}文字）。",
      lines: "{language}、{field}：英語の各行に1行ずつ入力してください（英語は{english}行、入力は{count}行）。",
      whole: "{language}、{field}：全体を翻訳するか、全体を空欄にしてください（1つの言語でまとめて表示されます）。",
    },
    outdated: {
      title: "古くなった翻訳：翻訳した後に英語が変更されています。",
      changes: "英語の変更箇所：",
      removed: "削除：",
      added: "追加：",
      endRemoved: "削除箇所の終わり",
      endAdded: "追加箇所の終わり",
      compare: "変更前と現在の英語",
      before: "翻訳元の英語",
      now: "現在の英語",
      stillCorrect: "「現在も正しい」として確認",
      stillCorrectOf: "「現在も正しい」として確認：{label}",
      hint: "翻訳を更新して保存するか、現在も正しいことを確認してください。",
    },
  },
});
