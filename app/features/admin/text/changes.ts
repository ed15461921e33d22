/**
 * What the audit log records, in the admin's three languages: the kinds of record (as the log names
 * them: product, sub_group, staff_user) and the actions (update, publish, reset-factors). The
 * English keeps the log's own words ("update product SPC121"), which editors search for; German and
 * Japanese write them as their admins read a log: „Produkt SPC121: gespeichert“, 製品「SPC121」：保存.
 */

import type { Locale } from "~/lib/i18n/locales";
import { defineText } from "~/lib/i18n/text";

const en = {
  line: "{action} {entity} {id}",
  /** A record of a kind whose history can be restored, as a sentence names it ("Back to the {noun}"). */
  nouns: { product: "product", category: "product line", sub_group: "group", article: "article", dealer: "store" },
  entities: {
    product: "product",
    category: "category",
    sub_group: "sub_group",
    group: "group",
    article: "article",
    dealer: "dealer",
    document: "document",
    firmware: "firmware",
    software: "software",
    translation: "translation",
    "param-label": "param-label",
    contact_message: "contact_message",
    staff_user: "staff_user",
    staff_setting: "staff_setting",
  },
  actions: {
    create: "create",
    update: "update",
    publish: "publish",
    unpublish: "unpublish",
    redraw: "redraw",
    restore: "restore",
    remove: "remove",
    upload: "upload",
    replace: "replace",
    confirm: "confirm",
    invite: "invite",
    role: "role",
    disable: "disable",
    enable: "enable",
    "add-factor": "add-factor",
    "remove-factor": "remove-factor",
    "reset-factors": "reset-factors",
    "new-recovery-codes": "new-recovery-codes",
    "use-recovery-code": "use-recovery-code",
    "change-password": "change-password",
    "change-language": "change-language",
    "end-session": "end-session",
    "end-other-sessions": "end-other-sessions",
  },
};

export const changesText = defineText(en, {
  de: {
    line: "{entity} {id}: {action}",
    nouns: { product: "Produkt", category: "Produktlinie", sub_group: "Gruppe", article: "Artikel", dealer: "Händler" },
    entities: {
      product: "Produkt",
      category: "Produktlinie",
      sub_group: "Gruppe",
      group: "Gruppe",
      article: "Artikel",
      dealer: "Händler",
      document: "Dokument",
      firmware: "Firmware-Version",
      software: "Software-Version",
      translation: "Übersetzung",
      "param-label": "Bezeichnung einer technischen Angabe",
      contact_message: "Kontaktanfrage",
      staff_user: "Konto",
      staff_setting: "Einstellung",
    },
    actions: {
      create: "angelegt",
      update: "gespeichert",
      publish: "veröffentlicht",
      unpublish: "Veröffentlichung aufgehoben",
      redraw: "gespeichert, Bilder neu gezeichnet",
      restore: "frühere Version wiederhergestellt",
      remove: "entfernt",
      upload: "hochgeladen",
      replace: "ersetzt",
      confirm: "als noch korrekt bestätigt",
      invite: "eingeladen",
      role: "Rolle geändert",
      disable: "deaktiviert",
      enable: "aktiviert",
      "add-factor": "zweiter Faktor hinzugefügt",
      "remove-factor": "zweiter Faktor entfernt",
      "reset-factors": "zweite Faktoren zurückgesetzt",
      "new-recovery-codes": "neue Wiederherstellungscodes erstellt",
      "use-recovery-code": "Wiederherstellungscode verwendet",
      "change-password": "Passwort geändert",
      "change-language": "Sprache geändert",
      "end-session": "Sitzung beendet",
      "end-other-sessions": "andere Sitzungen beendet",
    },
  },
  ja: {
    line: "{entity}「{id}」：{action}",
    nouns: { product: "製品", category: "製品ライン", sub_group: "グループ", article: "記事", dealer: "販売店" },
    entities: {
      product: "製品",
      category: "製品ライン",
      sub_group: "グループ",
      group: "グループ",
      article: "記事",
      dealer: "販売店",
      document: "ドキュメント",
      firmware: "ファームウェア",
      software: "ソフトウェア",
      translation: "翻訳",
      "param-label": "仕様の項目名",
      contact_message: "お問い合わせ",
      staff_user: "アカウント",
      staff_setting: "設定",
    },
    actions: {
      create: "作成",
      update: "保存",
      publish: "公開",
      unpublish: "非公開に変更",
      redraw: "保存して画像を再描画",
      restore: "以前のバージョンを復元",
      remove: "削除",
      upload: "アップロード",
      replace: "差し替え",
      confirm: "現在も正しいことを確認",
      invite: "招待",
      role: "ロールを変更",
      disable: "無効化",
      enable: "有効化",
      "add-factor": "2段階目の認証を追加",
      "remove-factor": "2段階目の認証を削除",
      "reset-factors": "2段階目の認証をリセット",
      "new-recovery-codes": "リカバリーコードを再発行",
      "use-recovery-code": "リカバリーコードを使用",
      "change-password": "パスワードを変更",
      "change-language": "言語を変更",
      "end-session": "セッションを終了",
      "end-other-sessions": "ほかのセッションを終了",
    },
  },
});

export type ChangesText = (typeof changesText)[Locale];

/** A restorable record's kind as a sentence names it; null for a kind the catalogue does not know. */
export function nounOf(locale: Locale, entity: string): string | null {
  return (changesText[locale].nouns as Record<string, string>)[entity] ?? null;
}
