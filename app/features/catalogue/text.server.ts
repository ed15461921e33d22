/**
 * The catalogue pages' words in each language: home, product line (category), product and product
 * detail, and the components they share (the compare page's: ./compare-text.server.ts). The product
 * lines, products, specification labels and values are content and come from the database.
 * `{name}` marks a value filled in by `fill()`; `{lineLower}`, `{titleLower}` and `{captionLower}`
 * are the same values in lower case, for languages that write them so mid-sentence.
 * A key ending in `One` is the sentence for a count of one. `{gender, select, n {…} f {…} m {…}}`
 * agrees with the product named (its German gender, `lib/i18n/gender.ts`); the loader resolves it.
 */
import { defineText } from "~/lib/i18n/text";

const en = {
  /** Shared by several pages. */
  common: {
    findAStore: "Find a store",
    compare: "Compare",
    downloads: "Downloads",
    specifications: "Specifications",
    /** A product card's call to action (decorative: the card's heading is the link). */
    discover: "Discover →",
    /** Read out for an empty value (the dash) in a specification table. */
    none: "none",
    /** Between the items of a list written out in a sentence. */
    listSeparator: ", ",
    /** Between two sentences set apart (Japanese runs them on after 。). */
    sentenceGap: " ",
  },
  /** Alt texts of a product's pictures. */
  views: {
    alt: "{title}, {view}",
    front: "front view",
    angled: "angled view",
    above: "view from above",
    closeUp: "{title} close-up",
  },
  documents: {
    empty: "No documents are published for this product yet.",
    /** Before a file's language and size, for screen readers only: the link's whole name is "Download: SP-C121 Owner's manual, English PDF · 1.2 MB". */
    fileOf: "Download: {document}, ",
    /** Each kind of document, by its label in the data ("OWNER'S MANUAL"). */
    kinds: {
      "OWNER'S MANUAL": "Owner's manual",
      "DATA LIST": "Data list",
      "QUICK START": "Quick start guide",
    },
    /** The languages a document comes in, as the list's screen readers hear it. */
    languages: "{document}: languages",
  },
  home: {
    description:
      "Noteva digital pianos, keyboards and rhythm machines: specifications, manuals and downloads, news, and where to buy.",
    instruments: "Our instruments",
    featured: "Featured",
    latest: "Latest news and updates",
    allNews: "All news",
    news: "News",
    update: "Update",
    help: "Help when you need it",
    manuals: "Manuals and downloads",
    manualsText: "Owner's manuals, data lists and firmware for every instrument.",
    store: "Find a store",
    storeText: "Play a Noteva before you buy, at a dealer near you.",
    updates: "News and updates",
    updatesText: "New instruments, firmware updates and manual revisions.",
  },
  category: {
    eyebrow: "Products",
    /** A line's meta description; with its groups, a sentence names them (`lineDescription`). */
    description: "{line} by Noteva: {titleLower}.",
    descriptionWithGroups:
      "{line} by Noteva: {titleLower}. Browse our {groups}, with their specifications, manuals and downloads.",
    /** A line whose one group is the line itself (the rhythm machines): its models, not its name again. */
    descriptionWithModels: "{line} by Noteva: {titleLower}. Specifications, manuals and downloads for the {models}.",
    descriptionWithModelsOne: "{line} by Noteva: {titleLower}. Specifications, manuals and downloads for the {models}.",
    /** The heading over a group named as its line itself (the rhythm machines): its models, not the page's name again. */
    lineModels: "Models",
    allInGroup: "All {count} {group} models",
    discontinued: "Discontinued models",
    discontinuedText: "Manuals, firmware and support for {count} {lineLower} no longer made.",
    discontinuedTextOne: "Manuals, firmware and support for a model no longer made.",
    /** A few discontinued models, by name: {models} as the language lists them ("MK200", "MK100 and MK200"). */
    discontinuedNamed: "Discontinued models ({models}) keep their manuals, firmware and support here.",
    discontinuedLink: "See the discontinued models",
  },
  /** The paged lists of a line's range (?group=…, ?range=discontinued). */
  range: {
    all: "All {line}",
    discontinuedTitle: "Discontinued {line}",
    models: "{count} models",
    modelsOne: "{count} model",
    pageOf: ", page {page} of {pages}",
    summary: "{count}.",
    /** The discontinued list's summary: the count in its sentence, the page, when there are several, after it. */
    discontinuedSummary:
      "{count} models no longer made. Their manuals, firmware and support stay here for their owners.",
    discontinuedSummaryOne: "One model no longer made. Its manuals, firmware and support stay here for its owners.",
    discontinuedPageOf: " Page {page} of {pages}.",
    discontinuedOn: "Discontinued {date}",
    description: "{line} by Noteva: {count} current models{page}.",
    descriptionOne: "{line} by Noteva: {count} current model{page}.",
    discontinuedDescription:
      "Discontinued {lineLower} by Noteva: manuals, firmware and support for {count} models{page}.",
    /** One discontinued model: by its name ({model}), its German article by its gender. */
    discontinuedDescriptionOne: "Discontinued {lineLower} by Noteva: manuals, firmware and support for the {model}.",
    descriptionPage: ", page {page}",
  },
  /** The notice on a discontinued model's pages. */
  discontinued: {
    label: "Discontinued model",
    since: "The {title} was discontinued in {date}.",
    support: "Its manuals, firmware and support stay here for its owners.",
    current: "See the current {line}",
  },
  product: {
    details: "Specifications and downloads",
    keyFacts: "Key facts",
    keyFactsCaption: "{title} key facts",
    overview: "Overview",
    highlights: "Highlights",
    /** The heading over the model's own features (its sticky list): its own, never its category's tagline. */
    features: "Features of the {title}",
    /**
     * The line under the features heading: what the model is for, each model's its own (by its id;
     * two models of one group once shared one, the SP201Plus the SP-C121's lesson line), a
     * discontinued model's for those who play one; none for a model without one.
     */
    leads: {
      SPC121: "Practise every day, then take it along to the lesson or the gig.",
      SP201Plus: "From rehearsal to the stage: everything a gig asks of a piano.",
      CP203: "A piano for the living room: daily practice, quiet evenings included.",
      AKX10S: "A whole band under your fingers, on stage and in the studio.",
      MK61: "Light enough to go anywhere: for a first tune and many more.",
      MK37: "Small enough for a backpack: first tunes for the youngest players.",
      MK49: "The step from a first keyboard to a full instrument, with full-size keys for real fingering.",
      MR101S: "Play a groove on the pads, loop it and build it into a song.",
      discontinued: "No longer made: what the {title} does, for those who play one.",
    } as Readonly<Record<string, string>> & { discontinued: string },
    video: "See and hear the {title}",
    videoDownload: "Download the {title} video (MP4)",
    dealer: "Play the {title} at a Noteva dealer",
    dealerLink: "Find a store near you",
    /** A discontinued model's banner instead of the dealer's: its owners' support. */
    ownerSupport: "Support for your {title}",
    ownerSupportLink: "Manuals, firmware and downloads",
    /** A discontinued model's button beside "Specifications and downloads": its owners' support page. */
    supportLink: "Support",
    manuals: "Manuals and downloads",
    more: "More {lineLower}",
  },
  detail: {
    title: "{title} specifications and downloads",
    description: "Full specifications of the Noteva {title}, with its owner's manual and other downloads.",
    about: "About the {title}",
    manual: "Read the owner's manual online",
    firmware: "Firmware {version} and update steps",
    /** A model with a MIDI port: the instrument checker (/support/check). */
    check: "Check my {title}",
    specsText: "Figures as measured by Noteva. A dash means the {title} does not have that feature.",
    specsCaption: "{title} specifications",
    inDetail: "In detail",
    pictureAlt: "{title}: {captionLower}",
    panel: "Control panel",
    rear: "Connections",
    keys: "Keyboard",
    /** The close-up of a rhythm machine's playing surface. */
    pads: "Pads",
    detail: "Detail",
  },
};

export const catalogueText = defineText(en, {
  de: {
    common: {
      findAStore: "Händler finden",
      compare: "Vergleichen",
      downloads: "Downloads",
      specifications: "Technische Daten",
      discover: "Entdecken →",
      none: "nicht vorhanden",
      listSeparator: ", ",
      sentenceGap: " ",
    },
    views: {
      alt: "{title}, {view}",
      front: "Vorderansicht",
      angled: "Schrägansicht",
      above: "Ansicht von oben",
      closeUp: "{title}, Detailansicht",
    },
    documents: {
      empty: "Für dieses Produkt sind noch keine Dokumente veröffentlicht.",
      fileOf: "Herunterladen: {document}, ",
      kinds: {
        "OWNER'S MANUAL": "Bedienungsanleitung",
        "DATA LIST": "Datenliste",
        "QUICK START": "Kurzanleitung",
      },
      languages: "{document}: Sprachen",
    },
    home: {
      description:
        "Digitalpianos, Keyboards und Drumcomputer von Noteva: technische Daten, Anleitungen und Downloads, News und Händler in Ihrer Nähe.",
      instruments: "Unsere Instrumente",
      featured: "Empfehlungen",
      latest: "Aktuelle News und Updates",
      allNews: "Alle News",
      news: "News",
      update: "Update",
      help: "Hilfe, wenn Sie sie brauchen",
      manuals: "Anleitungen und Downloads",
      manualsText: "Bedienungsanleitungen, Datenlisten und Firmware für jedes Instrument.",
      store: "Händler finden",
      storeText: "Probieren Sie Noteva-Instrumente vor dem Kauf aus – bei einem Händler in Ihrer Nähe.",
      updates: "News und Updates",
      updatesText: "Neue Instrumente, Firmware-Updates und überarbeitete Anleitungen.",
    },
    category: {
      eyebrow: "Produkte",
      description: "{line} von Noteva: {title}.",
      descriptionWithGroups:
        "{line} von Noteva: {title}. Entdecken Sie unsere {groups} – mit technischen Daten, Bedienungsanleitungen und Downloads.",
      descriptionWithModels:
        "{line} von Noteva: {title}. Technische Daten, Bedienungsanleitungen und Downloads zu den Modellen {models}.",
      descriptionWithModelsOne:
        "{line} von Noteva: {title}. Technische Daten, Bedienungsanleitungen und Downloads zum Modell {models}.",
      lineModels: "Modelle",
      allInGroup: "{group} – alle {count} Modelle",
      discontinued: "Ausgelaufene Modelle",
      discontinuedText: "Anleitungen, Firmware und Support für {count} {line}, die nicht mehr hergestellt werden.",
      discontinuedTextOne: "Anleitungen, Firmware und Support für ein Modell, das nicht mehr hergestellt wird.",
      discontinuedNamed: "Auch für ausgelaufene Modelle ({models}) finden Sie hier Anleitungen, Firmware und Support.",
      discontinuedLink: "Ausgelaufene Modelle ansehen",
    },
    range: {
      all: "Alle {line}",
      discontinuedTitle: "Ausgelaufene {line}",
      models: "{count} Modelle",
      modelsOne: "ein Modell",
      pageOf: ", Seite {page} von {pages}",
      summary: "{count}.",
      discontinuedSummary:
        "{count} Modelle, die nicht mehr hergestellt werden. Für Besitzerinnen und Besitzer bleiben Anleitungen, Firmware und Support hier verfügbar.",
      discontinuedSummaryOne:
        "Ein Modell, das nicht mehr hergestellt wird. Für Besitzerinnen und Besitzer bleiben Anleitungen, Firmware und Support hier verfügbar.",
      discontinuedPageOf: " Seite {page} von {pages}.",
      discontinuedOn: "Ausgelaufen im {date}",
      description: "{line} von Noteva: {count} aktuelle Modelle{page}.",
      descriptionOne: "{line} von Noteva: ein aktuelles Modell{page}.",
      discontinuedDescription:
        "Ausgelaufene {line} von Noteva: Anleitungen, Firmware und Support für {count} Modelle{page}.",
      discontinuedDescriptionOne:
        "Ausgelaufene {line} von Noteva: Anleitungen, Firmware und Support für {gender, select, n {das} f {die} m {den}} {model}.",
      descriptionPage: ", Seite {page}",
    },
    discontinued: {
      label: "Ausgelaufenes Modell",
      since: "{gender, select, n {Das} f {Die} m {Der}} {title} wird seit {date} nicht mehr hergestellt.",
      support: "Besitzerinnen und Besitzer finden Anleitungen, Firmware und Support weiterhin hier.",
      current: "Aktuelle {line} ansehen",
    },
    product: {
      details: "Technische Daten und Downloads",
      keyFacts: "Die wichtigsten Daten",
      keyFactsCaption: "{title}: die wichtigsten Daten",
      overview: "Überblick",
      highlights: "Highlights",
      features: "Ausstattung {gender, select, n {des} f {der} m {des}} {title}",
      leads: {
        SPC121: "Jeden Tag üben – und dann mit zum Unterricht oder zum Auftritt.",
        SP201Plus: "Von der Probe bis auf die Bühne – alles, was ein Auftritt von einem Piano verlangt.",
        CP203: "Das Kompaktpiano fürs Wohnzimmer: zum täglichen Üben, auch leise am Abend.",
        AKX10S: "Eine ganze Band unter Ihren Fingern, auf der Bühne und im Studio.",
        MK61: "Leicht genug für unterwegs – für das erste Lied und alle weiteren.",
        MK37: "Klein genug für den Rucksack – für die ersten Lieder der Jüngsten.",
        MK49: "Der Schritt vom ersten Keyboard zum richtigen Instrument – mit Tasten in voller Größe für echte Fingersätze.",
        MR101S: "Spielen Sie einen Groove auf den Pads ein, lassen Sie ihn loopen und bauen Sie daraus einen Song.",
        discontinued: "Nicht mehr im Handel – das kann Ihr{gender, select, n {} f {e} m {en}} {title}.",
      },
      video: "{title} in Bild und Ton",
      videoDownload: "{title}-Video herunterladen (MP4)",
      dealer: "{title} bei einem Noteva-Händler anspielen",
      dealerLink: "Händler in Ihrer Nähe finden",
      ownerSupport: "Support für Ihr{gender, select, n {} f {e} m {en}} {title}",
      ownerSupportLink: "Anleitungen, Firmware und Downloads",
      supportLink: "Support",
      manuals: "Anleitungen und Downloads",
      more: "Weitere {line}",
    },
    detail: {
      title: "{title}: Technische Daten und Downloads",
      description:
        "Alle technischen Daten {gender, select, n {zum} f {zur} m {zum}} Noteva {title} – mit Bedienungsanleitung und weiteren Downloads.",
      about: "{title} im Überblick",
      manual: "Bedienungsanleitung online lesen",
      firmware: "Firmware {version} und Update-Anleitung",
      check: "{gender, select, n {Ihr} f {Ihre} m {Ihren}} {title} prüfen",
      specsText:
        "Alle Angaben sind Herstellerangaben. Ein Strich bedeutet, dass {gender, select, n {das} f {die} m {der}} {title} diese Funktion nicht hat.",
      specsCaption: "Technische Daten: {title}",
      inDetail: "Im Detail",
      pictureAlt: "{title}: {caption}",
      panel: "Bedienfeld",
      rear: "Anschlüsse",
      keys: "Tastatur",
      pads: "Pads",
      detail: "Detail",
    },
  },
  ja: {
    common: {
      findAStore: "販売店を探す",
      compare: "比較する",
      downloads: "ダウンロード",
      specifications: "仕様",
      discover: "詳しく見る →",
      none: "なし",
      listSeparator: "、",
      sentenceGap: "",
    },
    views: {
      alt: "{title}（{view}）",
      front: "正面",
      angled: "斜めから",
      above: "真上から",
      closeUp: "{title}のクローズアップ",
    },
    documents: {
      empty: "この製品の資料は現在準備中です。",
      fileOf: "{document}をダウンロード：",
      kinds: {
        "OWNER'S MANUAL": "取扱説明書",
        "DATA LIST": "データリスト",
        "QUICK START": "クイックスタートガイド",
      },
      languages: "{document}の言語",
    },
    home: {
      description:
        "Notevaの電子ピアノ、キーボード、リズムマシン。仕様、取扱説明書・ダウンロード、ニュース、販売店情報をご案内します。",
      instruments: "製品ラインナップ",
      featured: "おすすめモデル",
      latest: "最新のニュースとアップデート",
      allNews: "ニュース一覧",
      news: "ニュース",
      update: "アップデート",
      help: "サポート",
      manuals: "取扱説明書・ダウンロード",
      manualsText: "すべての製品の取扱説明書、データリスト、ファームウェアをご用意しています。",
      store: "販売店を探す",
      storeText: "ご購入の前に、お近くの販売店でNotevaの製品をお試しください。",
      updates: "ニュース・アップデート",
      updatesText: "新製品のご案内、ファームウェアのアップデート、取扱説明書の改訂情報をお届けします。",
    },
    category: {
      eyebrow: "製品",
      description: "Notevaの{line}：{title}。",
      descriptionWithGroups:
        "Notevaの{line}：{title}。{groups}の仕様、取扱説明書、ダウンロード資料をご覧いただけます。",
      descriptionWithModels:
        "Notevaの{line}：{title}。{models}の仕様、取扱説明書、ダウンロード資料をご覧いただけます。",
      descriptionWithModelsOne:
        "Notevaの{line}：{title}。{models}の仕様、取扱説明書、ダウンロード資料をご覧いただけます。",
      lineModels: "モデル一覧",
      allInGroup: "{group}の全{count}機種を見る",
      discontinued: "生産完了品",
      discontinuedText:
        "生産完了となった{line}{count}機種の取扱説明書、ファームウェア、サポート情報もご用意しています。",
      discontinuedTextOne:
        "生産完了となった{line}{count}機種の取扱説明書、ファームウェア、サポート情報もご用意しています。",
      discontinuedNamed: "生産完了モデル（{models}）の取扱説明書、ファームウェア、サポート情報もご覧いただけます。",
      discontinuedLink: "生産完了品を見る",
    },
    range: {
      all: "{line}の全モデル",
      discontinuedTitle: "{line}（生産完了品）",
      models: "全{count}機種",
      modelsOne: "{count}機種",
      pageOf: "、{pages}ページ中{page}ページ目",
      summary: "{count}。",
      discontinuedSummary:
        "生産完了となったモデル（{count}機種）です。お使いの方のために、取扱説明書、ファームウェア、サポート情報は引き続きこちらでご覧いただけます。",
      discontinuedSummaryOne:
        "生産完了となったモデル（{count}機種）です。お使いの方のために、取扱説明書、ファームウェア、サポート情報は引き続きこちらでご覧いただけます。",
      discontinuedPageOf: "{pages}ページ中{page}ページ目です。",
      discontinuedOn: "{date}生産完了",
      description: "Notevaの{line}：現行{count}機種{page}。",
      descriptionOne: "Notevaの{line}：現行{count}機種{page}。",
      discontinuedDescription:
        "Notevaの生産完了となった{line}（{count}機種{page}）の取扱説明書、ファームウェア、サポート情報です。",
      discontinuedDescriptionOne:
        "Notevaの生産完了となった{line}、{model}の取扱説明書、ファームウェア、サポート情報です。",
      descriptionPage: "、{page}ページ目",
    },
    discontinued: {
      label: "生産完了品",
      since: "{title}は{date}に生産完了となりました。",
      support: "お使いの方のために、取扱説明書、ファームウェア、サポート情報は引き続きこちらでご覧いただけます。",
      current: "現行の{line}を見る",
    },
    product: {
      details: "仕様・ダウンロード",
      keyFacts: "主な仕様",
      keyFactsCaption: "{title}の主な仕様",
      overview: "概要",
      highlights: "特長",
      features: "{title}の主な機能",
      leads: {
        SPC121: "毎日の練習から、レッスンやステージへの持ち出しまで支える機能です。",
        SP201Plus: "リハーサルからステージ本番まで、ライブでの演奏を支える機能です。",
        CP203: "リビングでの毎日の練習を、夜の静かな時間まで支える機能です。",
        AKX10S: "ステージやスタジオで、バンドまるごとの演奏を支える機能です。",
        MK61: "はじめての1曲から、楽しく弾き続けられる機能です。",
        MK37: "リュックに入るサイズで、小さな子どもの最初の1曲を支える機能です。",
        MK49: "はじめてのキーボードから本格的な楽器へのステップを支える機能です。",
        MR101S: "パッドを叩いて、その場でグルーヴを生み出す機能です。",
        discontinued: "生産完了品の{title}をお使いの方へ、主な機能をご紹介します。",
      },
      video: "映像とサウンドで知る{title}",
      videoDownload: "{title}の動画をダウンロード（MP4）",
      dealer: "{title}をNoteva販売店でお試しください",
      dealerLink: "お近くの販売店を探す",
      ownerSupport: "{title}をお使いの方へ",
      ownerSupportLink: "取扱説明書・ファームウェアを見る",
      supportLink: "サポート情報",
      manuals: "取扱説明書・ダウンロード",
      more: "その他の{line}",
    },
    detail: {
      title: "{title}の仕様・ダウンロード",
      description: "Noteva {title}の全仕様と、取扱説明書をはじめとするダウンロード資料をご覧いただけます。",
      about: "{title}の製品情報",
      manual: "取扱説明書をオンラインで読む",
      firmware: "ファームウェアVer.{version}とアップデート手順",
      check: "お使いの{title}のファームウェアを確認",
      specsText: "数値はNotevaの測定によるものです。「—」は、{title}にその機能がないことを示します。",
      specsCaption: "{title}の仕様",
      inDetail: "各部の写真",
      pictureAlt: "{title}：{caption}",
      panel: "操作パネル",
      rear: "接続端子",
      keys: "鍵盤",
      pads: "パッド",
      detail: "細部",
    },
  },
});
