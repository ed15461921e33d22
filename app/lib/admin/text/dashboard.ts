/** The dashboard's words in the admin's three languages; `{name}` and the like are filled by `fill()`. */
import { defineText } from "~/lib/i18n/text";

const en = {
  /** The whole title: the English has kept "Admin | Noteva" since the admin began. */
  title: "Admin | Noteva",
  welcome: "Welcome, {name}",
  unread: "New contact messages",
  drafts: "Article drafts",
  scheduled: "Scheduled articles",
  outdated: "Outdated translations ({language})",
  recent: "Recent changes",
  entry: "{what} by {who}, {at}",
  none: "No changes yet.",
  audit: "The whole audit log",
};

export const dashboardText = defineText(en, {
  de: {
    title: "Übersicht | Noteva-Verwaltung",
    welcome: "Willkommen, {name}",
    unread: "Neue Kontaktanfragen",
    drafts: "Artikelentwürfe",
    scheduled: "Geplante Artikel",
    outdated: "Veraltete Übersetzungen ({language})",
    recent: "Letzte Änderungen",
    entry: "{what} – {who}, {at}",
    none: "Noch keine Änderungen.",
    audit: "Das gesamte Änderungsprotokoll",
  },
  ja: {
    title: "ダッシュボード | Noteva管理画面",
    welcome: "ようこそ、{name}さん",
    unread: "新着のお問い合わせ",
    drafts: "記事の下書き",
    scheduled: "公開予約中の記事",
    outdated: "古くなった翻訳（{language}）",
    recent: "最近の変更",
    entry: "{at}　{what}（{who}）",
    none: "まだ変更はありません。",
    audit: "監査ログ全体",
  },
});
