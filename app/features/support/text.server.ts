/**
 * The support pages' words in each language: download centre, owner's manuals, software and
 * firmware, videos. Document titles, firmware notes and product data are content (the query layer).
 * `{name}` is filled in by `fill()`; `[…]` is heard by screen readers only (`SrText`).
 */
import type { Locale } from "~/lib/i18n/locales";
import { defineText } from "~/lib/i18n/text";
import { updateTroubleHeading } from "~/lib/support/firmware-steps";
import { manualTextJa } from "~/lib/support/manual-text.ja";
import { downloadTypeLabels, unknownFilterLabels } from "./downloads";
import { softwarePlatformLabels } from "./software";

/** The owner's manual sections a manual page's description names, by their keys in the manual's words. */
const manualSectionsNamed = [
  "safety",
  "panel",
  "getting-started",
  "connections",
  "troubleshooting",
  "specifications",
] as const;

const en = {
  support: "Support",
  /** The download types, as the filter and the table name them. */
  types: downloadTypeLabels,
  platforms: softwarePlatformLabels,
  centre: {
    crumb: "Download",
    title: "Downloads",
    description:
      "Owner's manuals, data lists, quick start guides, firmware and product videos for every Noteva instrument.",
    intro:
      "Manuals, data lists, quick start guides, firmware and videos for every Noteva instrument: free, no registration. Questions? Write to {email}.",
    areas: {
      manuals: { title: "Owner's manuals", text: "Read online or download the PDF." },
      /** The firmware page's card: "Software and firmware" only once an app or driver is published (`supportTextWith`). */
      software: {
        title: "Firmware",
        titleWithApps: "Software and firmware",
        text: "Updates with step-by-step instructions.",
      },
      videos: { title: "Product videos", text: "An instrument in a short video, with captions." },
      check: { title: "Check my instrument", text: "Connect it by USB: its firmware, manuals and updates." },
      warranty: { title: "Warranty and repair", text: "What the warranty covers and how to get a repair." },
      disposal: { title: "Disposal and recycling", text: "Where an old instrument and its batteries go." },
    },
    line: "Product line",
    allLines: "All lines",
    product: "Product",
    allProducts: "All products",
    type: "Type",
    allTypes: "All types",
    text: "Text",
    textExample: "e.g. firmware 1.3.0",
    show: "Show downloads",
    ignored: "We ignored the unknown {list}.",
    ignoredJoin: " and ",
    unknown: unknownFilterLabels,
    count: "{matching} of {total} downloads",
    countPage: "{first}–{last} of {matching} downloads, page {page} of {pages}",
    countPageFiltered: "{first}–{last} of {matching} matching downloads ({total} in all), page {page} of {pages}",
    clear: "Clear filters",
    noMatch: "No downloads match these filters.",
    noMatchHint: "Try fewer words, or another product or type.",
    clearAll: "Clear the filters",
    caption: "Downloads",
    columns: {
      title: "Title",
      product: "Product",
      type: "Type",
      language: "Language",
      size: "Size",
      date: "Date",
      download: "Download",
    },
    /** The language cell of a download that has none (a video; a firmware archive names the languages of its notes). */
    noLanguage: "No language",
  },
  manuals: {
    title: "Owner's manuals",
    description: "Every Noteva owner's manual, to read online or download as a PDF.",
    intro: "Read a manual online, with a table of contents and links to each section, or download the PDF.",
    count: " {total} manuals, page {page} of {pages}.",
    manual: "{product} owner's manual",
    readOnline: "Read online[: {manual}]",
    pdf: "PDF · {size}[ {manual}]",
  },
  manual: {
    title: "{product} owner's manual",
    description:
      "The Noteva {product} owner's manual: safety, panel, getting started, connections, troubleshooting and specifications.",
    contents: "Contents",
    downloadPdf: "Download PDF · {size}",
    /** Before the links to the PDF in the other languages. */
    otherLanguages: "The PDF in other languages:",
    kicker: "Owner's manual",
    heading: "Noteva {product}",
    /** The PDF's revision and the day the model's documents carry (lib/documents/edition.ts). */
    sameAsPdf: "The same text as the PDF, revision {revision} of {date}. {link}",
    productLink: "{product} specifications and downloads",
  },
  software: {
    /** The page lists firmware; apps and drivers only once one is published (`supportTextWith`). */
    title: "Firmware",
    titleWithApps: "Software and firmware",
    description: "Firmware updates for Noteva instruments, with changelogs, checksums and update steps.",
    intro:
      "Firmware updates add features and fix problems. Each page lists the versions, what changed, the checksum of the file and illustrated update steps.",
    firmware: "Firmware",
    productFirmware: "{product} firmware",
    latest: "Latest: {version}, {date}",
    apps: "Apps and drivers",
    /** platform, who it is for, release date, size */
    facts: "{platform} · {for} · {date} · {size}",
    forProduct: "for {product}",
    forEvery: "for every Noteva instrument",
    download: "Download[ {software}]",
  },
  firmware: {
    title: "{product} firmware",
    description: "Firmware for the Noteva {product}: versions, changes, checksums and how to update.",
    intro: "For the Noteva {product} only. Version {version}, released {date}. {link}",
    specifications: "{product} specifications",
    version: "Version {version}",
    fits: "Fits",
    fitsValue: "Noteva {product} (all serial numbers)",
    file: "File",
    downloadLatest: "Download firmware {version} · ZIP · {size}",
    howTo: "How to update",
    connectionsAlt: "The {product}'s connections, with the USB port",
    panelAlt: "The {product}'s panel",
    trouble: updateTroubleHeading("en"),
    stillStuck: "Still stuck? {contact} with your serial number.",
    contact: "Contact support",
    history: "Version history",
    release: "{version} · {date}",
    downloadRelease: "Download {version} · ZIP · {size}",
  },
  videos: {
    title: "Product videos",
    description: "Short Noteva product videos with captions in English, German and Japanese.",
    intro: "A short look at an instrument and its features, with captions in English, German and Japanese.",
    download: "Download the video · MP4 · {size}",
  },
};
export type SupportText = typeof en;

export const supportText = defineText(en, {
  de: {
    support: "Support",
    types: {
      "owners-manual": "Bedienungsanleitung",
      "data-list": "Datenliste",
      "quick-start": "Kurzanleitung",
      firmware: "Firmware",
      video: "Produktvideo",
    },
    platforms: {
      windows: "Windows",
      macos: "macOS",
      ios: "iOS",
      android: "Android",
      any: "Plattformunabhängig",
    },
    centre: {
      crumb: "Downloads",
      title: "Downloads",
      description:
        "Bedienungsanleitungen, Datenlisten, Kurzanleitungen, Firmware und Produktvideos für alle Noteva-Instrumente.",
      intro:
        "Anleitungen, Datenlisten, Kurzanleitungen, Firmware und Videos für alle Noteva-Instrumente: kostenlos und ohne Registrierung. Fragen? Schreiben Sie uns eine E-Mail an {email}.",
      areas: {
        manuals: { title: "Bedienungsanleitungen", text: "Online lesen oder als PDF herunterladen." },
        software: {
          title: "Firmware",
          titleWithApps: "Software und Firmware",
          text: "Updates mit Schritt-für-Schritt-Anleitung.",
        },
        videos: { title: "Produktvideos", text: "Ein Instrument im kurzen Video, mit Untertiteln." },
        check: { title: "Instrument prüfen", text: "Per USB verbinden: Firmware, Anleitungen und Updates." },
        warranty: {
          title: "Garantie und Reparatur",
          text: "Was die Garantie umfasst und wie Sie eine Reparatur beauftragen.",
        },
        disposal: {
          title: "Entsorgung und Rücknahme",
          text: "Wohin Altgeräte und Batterien gehören und wo Sie sie kostenlos abgeben.",
        },
      },
      line: "Produktlinie",
      allLines: "Alle Produktlinien",
      product: "Produkt",
      allProducts: "Alle Produkte",
      type: "Typ",
      allTypes: "Alle Typen",
      text: "Suchbegriff",
      textExample: "z. B. Firmware 1.3.0",
      show: "Downloads anzeigen",
      ignored: "Unbekannte Filterangaben haben wir ignoriert: {list}.",
      ignoredJoin: " und ",
      unknown: {
        line: "Produktlinie „{value}“",
        product: "Produkt „{value}“",
        type: "Typ „{value}“",
      },
      count: "{matching} von {total} Downloads",
      countPage: "{first}–{last} von {matching} Downloads, Seite {page} von {pages}",
      countPageFiltered:
        "{first}–{last} von {matching} passenden Downloads ({total} insgesamt), Seite {page} von {pages}",
      clear: "Filter zurücksetzen",
      noMatch: "Zu diesen Filtern gibt es keine Downloads.",
      noMatchHint:
        "Versuchen Sie es mit weniger Suchbegriffen oder wählen Sie ein anderes Produkt bzw. einen anderen Typ.",
      clearAll: "Alle Filter zurücksetzen",
      caption: "Downloads",
      columns: {
        title: "Titel",
        product: "Produkt",
        type: "Typ",
        language: "Sprache",
        size: "Größe",
        date: "Datum",
        download: "Herunterladen",
      },
      noLanguage: "Ohne Sprache",
    },
    manuals: {
      title: "Bedienungsanleitungen",
      description: "Alle Bedienungsanleitungen von Noteva: online lesen oder als PDF herunterladen.",
      intro:
        "Lesen Sie eine Anleitung online – mit Inhaltsverzeichnis und Links zu jedem Abschnitt – oder laden Sie das PDF herunter.",
      count: " {total} Anleitungen, Seite {page} von {pages}.",
      manual: "{product}-Bedienungsanleitung",
      readOnline: "Online lesen[: {manual}]",
      pdf: "PDF · {size}[: {manual}]",
    },
    manual: {
      title: "{product}-Bedienungsanleitung",
      description:
        "Die Bedienungsanleitung für {gender, select, n {das} f {die} m {den}} Noteva {product}: Sicherheitshinweise, Bedienfeld, erste Schritte, Anschlüsse, Fehlerbehebung und technische Daten.",
      contents: "Inhalt",
      downloadPdf: "PDF herunterladen · {size}",
      otherLanguages: "Das PDF in anderen Sprachen:",
      kicker: "Bedienungsanleitung",
      heading: "Noteva {product}",
      sameAsPdf: "Inhaltlich identisch mit der PDF-Ausgabe, Revision {revision} vom {date}. {link}",
      productLink: "{product}: technische Daten und Downloads",
    },
    software: {
      title: "Firmware",
      titleWithApps: "Software und Firmware",
      description: "Firmware-Updates für Noteva-Instrumente mit Änderungsprotokoll, Prüfsummen und Update-Anleitung.",
      intro:
        "Firmware-Updates bringen neue Funktionen und beheben Fehler. Auf jeder Seite finden Sie die Versionen, die Änderungen, die Prüfsumme der Datei und eine Update-Anleitung mit Abbildungen, Schritt für Schritt.",
      firmware: "Firmware",
      productFirmware: "{product}-Firmware",
      latest: "Aktuell: {version} vom {date}",
      apps: "Apps und Treiber",
      facts: "{platform} · {for} · {date} · {size}",
      forProduct: "für {product}",
      forEvery: "für alle Noteva-Instrumente",
      download: "Herunterladen[: {software}]",
    },
    firmware: {
      title: "{product}-Firmware",
      description: "Noteva {product}: Firmware-Versionen, Änderungen, Prüfsummen und die Anleitung zum Update.",
      intro: "Nur für {gender, select, n {das} f {die} m {den}} Noteva {product}. Version {version} vom {date}. {link}",
      specifications: "{product}: technische Daten",
      version: "Version {version}",
      fits: "Passend für",
      fitsValue: "Noteva {product} (alle Seriennummern)",
      file: "Datei",
      downloadLatest: "Firmware {version} herunterladen · ZIP · {size}",
      howTo: "So führen Sie das Update durch",
      connectionsAlt: "{product}: Anschlussfeld mit USB-Anschluss",
      panelAlt: "{product}: Bedienfeld",
      trouble: updateTroubleHeading("de"),
      stillStuck: "Das Problem besteht weiterhin? Dann {contact} und nennen Sie uns Ihre Seriennummer.",
      contact: "wenden Sie sich an unseren Support",
      history: "Versionsverlauf",
      release: "{version} · {date}",
      downloadRelease: "{version} herunterladen · ZIP · {size}",
    },
    videos: {
      title: "Produktvideos",
      description: "Kurze Produktvideos von Noteva mit Untertiteln auf Deutsch, Englisch und Japanisch.",
      intro:
        "Ein Instrument und seine Funktionen im kurzen Video, mit Untertiteln auf Deutsch, Englisch und Japanisch.",
      download: "Video herunterladen · MP4 · {size}",
    },
  },
  ja: {
    support: "サポート",
    types: {
      "owners-manual": "取扱説明書",
      "data-list": "データリスト",
      "quick-start": "クイックスタートガイド",
      firmware: "ファームウェア",
      video: "製品動画",
    },
    platforms: {
      windows: "Windows",
      macos: "macOS",
      ios: "iOS",
      android: "Android",
      any: "全OS対応",
    },
    centre: {
      crumb: "ダウンロード",
      title: "ダウンロード",
      description:
        "Noteva全製品の取扱説明書、データリスト、クイックスタートガイド、ファームウェア、製品動画をご用意しています。",
      intro:
        "Noteva全製品の取扱説明書、データリスト、クイックスタートガイド、ファームウェア、動画を、登録不要・無料でご利用いただけます。ご不明な点は{email}までお問い合わせください。",
      areas: {
        manuals: { title: "取扱説明書", text: "オンラインでお読みいただくか、PDFをダウンロードいただけます。" },
        software: {
          title: "ファームウェア",
          titleWithApps: "ソフトウェア／ファームウェア",
          text: "手順付きのアップデートをご用意しています。",
        },
        videos: { title: "製品動画", text: "製品を短い動画でご紹介します（字幕付き）。" },
        check: { title: "楽器の確認", text: "USBで接続して、ファームウェアと取扱説明書をご確認いただけます。" },
        warranty: { title: "保証・修理", text: "保証の内容と修理のご依頼方法をご案内します。" },
        disposal: { title: "廃棄・リサイクル", text: "使わなくなった製品と電池の処分方法をご案内します。" },
      },
      line: "製品ライン",
      allLines: "すべての製品ライン",
      product: "製品",
      allProducts: "すべての製品",
      type: "種類",
      allTypes: "すべての種類",
      text: "キーワード",
      textExample: "例：ファームウェアVer.1.3.0",
      show: "この条件で表示",
      ignored: "認識できない条件（{list}）は適用しておりません。",
      ignoredJoin: "、",
      unknown: {
        line: "製品ライン「{value}」",
        product: "製品「{value}」",
        type: "種類「{value}」",
      },
      count: "該当{matching}件（全{total}件）",
      countPage: "全{matching}件中{first}～{last}件を表示（{page}/{pages}ページ）",
      countPageFiltered: "該当{matching}件中{first}～{last}件を表示（全{total}件、{page}/{pages}ページ）",
      clear: "絞り込みを解除",
      noMatch: "条件に一致するダウンロードはございません。",
      noMatchHint: "キーワードを減らすか、別の製品や種類でお試しください。",
      clearAll: "すべての条件を解除",
      caption: "ダウンロード一覧",
      columns: {
        title: "タイトル",
        product: "製品",
        type: "種類",
        language: "言語",
        size: "サイズ",
        date: "日付",
        download: "ダウンロード",
      },
      noLanguage: "言語共通",
    },
    manuals: {
      title: "取扱説明書",
      description: "Noteva全製品の取扱説明書。オンラインでお読みいただくか、PDFでダウンロードいただけます。",
      intro: "目次と各章へのリンク付きのオンライン版でお読みいただくか、PDFをダウンロードしてご覧ください。",
      count: "（全{total}件、{page}/{pages}ページ）",
      manual: "{product}取扱説明書",
      readOnline: "[{manual}を]オンラインで読む",
      pdf: "[{manual}の]PDF・{size}",
    },
    manual: {
      title: "{product}取扱説明書",
      description:
        // the manual's own section titles, each quoted as a title (「困ったときは」 is no part of the sentence)
        `Noteva {product}の取扱説明書です。${manualSectionsNamed.map((key) => `「${manualTextJa.titles[key]}」`).join("")}を掲載しています。`,
      contents: "目次",
      downloadPdf: "PDFをダウンロード（{size}）",
      otherLanguages: "他の言語のPDF：",
      kicker: "取扱説明書",
      heading: "Noteva {product}",
      sameAsPdf: "PDF版（改訂{revision}版、{date}）と同じ内容です。{link}",
      productLink: "{product}の仕様とダウンロード",
    },
    software: {
      title: "ファームウェア",
      titleWithApps: "ソフトウェア／ファームウェア",
      description: "Noteva製品のファームウェアアップデート。変更内容、チェックサム、アップデート手順を掲載しています。",
      intro:
        "ファームウェアをアップデートすると、機能の追加や不具合の修正が反映されます。各製品のページに、バージョン、変更内容、ファイルのチェックサム、図解付きのアップデート手順を掲載しています。",
      firmware: "ファームウェア",
      productFirmware: "{product}ファームウェア",
      latest: "最新バージョン：Ver.{version}（{date}）",
      apps: "アプリ・ドライバー",
      facts: "{platform}・{for}・{date}・{size}",
      forProduct: "{product}用",
      forEvery: "Noteva全製品対応",
      download: "[{software}を]ダウンロード",
    },
    firmware: {
      title: "{product}ファームウェア",
      description:
        "Noteva {product}のファームウェア。バージョン、変更内容、チェックサム、アップデート方法を掲載しています。",
      intro: "Noteva {product}専用のファームウェアです。最新バージョンはVer.{version}（{date}公開）です。{link}",
      specifications: "{product}の仕様",
      version: "Ver.{version}",
      fits: "対象機種",
      fitsValue: "Noteva {product}（全シリアル番号）",
      file: "ファイル",
      downloadLatest: "ファームウェアVer.{version}をダウンロード（ZIP・{size}）",
      howTo: "アップデートの手順",
      connectionsAlt: "{product}の接続端子（USB端子）",
      panelAlt: "{product}のパネル",
      trouble: updateTroubleHeading("ja"),
      stillStuck: "それでも解決しない場合は、シリアル番号を添えて{contact}ください。",
      contact: "サポートにお問い合わせ",
      history: "バージョン履歴",
      release: "Ver.{version}（{date}）",
      downloadRelease: "Ver.{version}をダウンロード（ZIP・{size}）",
    },
    videos: {
      title: "製品動画",
      description: "Noteva製品を紹介する短い動画です。日本語・英語・ドイツ語の字幕付き。",
      intro: "楽器とその機能を短い動画でご紹介します。日本語・英語・ドイツ語の字幕を表示できます。",
      download: "動画をダウンロード（MP4・{size}）",
    },
  },
});

/**
 * The support words with the firmware page named for what it lists: "Firmware" while no app or
 * driver is published, "Software and firmware" once one is (a native reader found
 * 「ソフトウェア／ファームウェア」 over a page of firmware alone). `apps`: whether any is published.
 */
export function supportTextWith(locale: Locale, apps: boolean): (typeof supportText)[Locale] {
  const text = supportText[locale];
  if (!apps) return text;
  const card = text.centre.areas.software;
  return {
    ...text,
    software: { ...text.software, title: text.software.titleWithApps },
    centre: { ...text.centre, areas: { ...text.centre.areas, software: { ...card, title: card.titleWithApps } } },
  };
}

/** The download centre's words alone: its page sends no other support page's words to the browser. */
export type CentreText = Pick<(typeof supportText)[Locale], "support" | "types" | "centre">;
export const centreTextWith = (locale: Locale, apps: boolean): CentreText => {
  const { support, types, centre } = supportTextWith(locale, apps);
  return { support, types, centre };
};
