/** The news pages' words in each language (the article texts themselves are content). */
import { defineText } from "~/lib/i18n/text";

const en = {
  news: "News",
  updates: "Updates",
  updateCrumb: "Update",
  newsIntro: "New instruments, events and stories from Noteva, newest first.",
  updatesIntro: "Firmware updates and manual revisions for Noteva instruments, newest first.",
  newsDescription: "News from Noteva: new instruments, events and stories.",
  updatesDescription: "Firmware updates and manual revisions for Noteva instruments.",
  sections: "News sections",
  rss: "RSS feed",
  newsFeed: "Noteva news",
  updatesFeed: "Noteva updates",
  // an article's page
  update: "Update",
  mentioned: "Instruments in this article",
  more: "More articles",
  previous: "← Previous",
  next: "Next →",
};
export type NewsText = typeof en;

export const newsText = defineText(en, {
  de: {
    news: "News",
    updates: "Updates",
    updateCrumb: "Updates",
    newsIntro: "Neue Instrumente, Veranstaltungen und Geschichten von Noteva, die neuesten zuerst.",
    updatesIntro: "Firmware-Updates und überarbeitete Anleitungen für Noteva-Instrumente, die neuesten zuerst.",
    newsDescription: "News von Noteva: neue Instrumente, Veranstaltungen und Geschichten.",
    updatesDescription: "Firmware-Updates und überarbeitete Anleitungen für Noteva-Instrumente.",
    sections: "Bereiche der News",
    rss: "RSS-Feed",
    newsFeed: "Noteva-News",
    updatesFeed: "Noteva-Updates",
    update: "Update",
    mentioned: "Instrumente in diesem Artikel",
    more: "Weitere Artikel",
    previous: "← Vorheriger Artikel",
    next: "Nächster Artikel →",
  },
  ja: {
    news: "ニュース",
    updates: "アップデート",
    updateCrumb: "アップデート",
    newsIntro: "Notevaの新製品、イベント、ストーリーを新しい順にお届けします。",
    updatesIntro: "Noteva製品のファームウェアのアップデートと取扱説明書の改訂情報を新しい順に掲載しています。",
    newsDescription: "Notevaからのお知らせ：新製品、イベント、ストーリー。",
    updatesDescription: "Noteva製品のファームウェアのアップデートと取扱説明書の改訂情報。",
    sections: "ニュースの区分",
    rss: "RSSフィード",
    newsFeed: "Notevaニュース",
    updatesFeed: "Notevaアップデート",
    update: "アップデート",
    mentioned: "この記事で紹介した製品",
    more: "そのほかの記事",
    previous: "← 前の記事",
    next: "次の記事 →",
  },
});
