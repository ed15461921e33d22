/**
 * Find a Store's words in each language: the page, its filters, the list, the map and "near me".
 * The stores' names, cities, addresses and hours are content; country names come from Intl.
 * `{name}` marks a value filled in by `fill()`.
 */
import type { Locale } from "~/lib/i18n/locales";
import { defineText } from "~/lib/i18n/text";
import { type HoursWords, hoursMarks } from "~/lib/opening-hours";
import { lineNames, type OfferedLine } from "./filters";

const en = {
  title: "Find A Store",
  eyebrow: "Dealer stores",
  description: "Noteva distributors and dealer stores in {count} countries: play an instrument before you buy.",
  /** The description while the number of countries is unknown. */
  descriptionAnywhere: "Noteva distributors and dealer stores in many countries: play an instrument before you buy.",
  intro:
    "Play a Noteva before you buy. {total} distributors and dealer stores in {countries} countries carry our instruments and advise you in person.",
  /** "48 stores in 9 countries, nearest first; 1–20 shown". */
  summary: "{stores} {storeWord} in {countries} countries",
  /** The same when they are all in one country (a country chosen, a city searched): "2 stores". */
  summaryOneCountry: "{stores} {storeWord}",
  store: "store",
  stores: "stores",
  nearestFirst: ", nearest first",
  shown: "; {first}–{last} shown",
  noMatch: "No store matches these filters.",
  /** A place searched for that has no store: the list shows the nearest to it, with their distance from it. */
  noStoreIn: "No store in {place}. The nearest, by distance from {place}:",
  /** A misspelt place the search read as another („Berlni“: Berlin). */
  correctedPlace: "Showing stores for “{place}” (you typed “{typed}”).",
  showAll: "Show all stores",
  emptyHint: "Try another country or product line, or clear the name, city or region field.",
  noStoreNear:
    "No store near you? Our distributors ship across their country, and {link} can tell you where to play an instrument.",
  dealerTeam: "our dealer team",
  types: { distributor: "Distributor", dealer: "Dealer store" },
  /**
   * The product lines' names by id, in the catalogue's order and language: the catalogue's own,
   * laid in by `dealersTextWith` (empty here: no line is named in this folder).
   */
  lines: {} as Record<string, string>,
  filters: {
    label: "Filter stores",
    nameOrCity: "Name, city or region",
    country: "Country",
    allCountries: "All countries",
    countryOption: "{name} ({count})",
    type: "Type",
    allTypes: "All types",
    distributors: "Distributors",
    dealerStores: "Dealer stores",
    line: "Product line",
    allLines: "All product lines",
    submit: "Show stores",
  },
  nearMe: {
    denied:
      "You did not allow this site to use your location, so the stores stay in their usual order. Choose your country above to narrow the list.",
    unavailable:
      "Your position could not be determined. Check that location services are on, or choose your country above.",
    timeout: "Finding your position took too long. Please try again, or choose your country above.",
    unsupported: "This browser cannot share your position. Choose your country above.",
    sorted: "Sorted by distance from your approximate position.",
    stop: "Stop sorting by distance",
    locating: "Finding your position…",
    sort: "Sort by distance from me",
  },
  /** Opening hours, written from the stores' structured hours (~/lib/opening-hours.ts). */
  hours: {
    ...hoursMarks.en,
    daily: "Daily {times}",
    closed: "{open}, {days} closed",
  } satisfies HoursWords as HoursWords,
  row: {
    /** A distributor's line above its hours: it sells to stores, not to players. */
    tradeOnly: "Trade customers only",
    lines: "Product lines",
    verified: "Details verified on {date}",
    showOnMap: "Show on map",
    /** After "Show on map", for screen readers only. */
    showOnMapStore: ": {name}",
    report: "Report a change",
    /** After "Report a change", for screen readers only. */
    reportStore: " to {name}",
  },
  map: {
    label: "Map of the {count} stores listed",
    /** The same for one store listed: a count of one is not written ("the 1 stores"). */
    labelOne: "Map of the store listed",
    labelWithClusters: "Map of the {count} stores listed, and the others nearby in groups",
    labelOneWithClusters: "Map of the store listed, and the others nearby in groups",
    // the count is the cluster's visible text: its accessible name begins with it (WCAG 2.5.3)
    clusterOne: "{count} more store {place}: page {page} of the list",
    clusterOther: "{count} more stores {place}: page {page} of the list",
    /** A numbered store's marker, for its link's name: its number, name and city. */
    marker: "{number}. {name}, {place}",
    /**
     * Where a cluster is, for its link's name (made on the server): around a city its stores are all
     * near (`clusterPlace`), else in their country.
     */
    place: "around {city}, {country}",
    /** The same in the reader's own country (no country named, as in addresses). */
    placeHome: "around {city}",
    /**
     * Where its stores lie far apart in one country (Tokyo to Kumamoto), or the language names none
     * of their cities: `{inCountry}` is the country after "in", its article too ("in the United States").
     */
    placeCountry: "{inCountry}",
    more: "More stores nearby: select one to open its page of the list",
    help: "Select a marker to go to its store. Map data: Natural Earth.",
  },
};
export type DealersText = typeof en;

export const dealersText = defineText(en, {
  de: {
    title: "Händlersuche",
    eyebrow: "Fachhändler",
    description:
      "Noteva-Vertriebspartner und Fachhändler in {count} Ländern: Probieren Sie ein Instrument vor dem Kauf aus.",
    descriptionAnywhere:
      "Noteva-Vertriebspartner und Fachhändler in vielen Ländern: Probieren Sie ein Instrument vor dem Kauf aus.",
    intro:
      "Probieren Sie Ihr Noteva-Instrument vor dem Kauf aus. {total} Vertriebspartner und Fachhändler in {countries} Ländern führen unsere Instrumente und beraten Sie persönlich.",
    summary: "{stores} {storeWord} in {countries} Ländern",
    summaryOneCountry: "{stores} {storeWord}",
    store: "Händler",
    stores: "Händler",
    nearestFirst: ", die nächstgelegenen zuerst",
    shown: "; {first}–{last} angezeigt",
    noMatch: "Kein Händler entspricht diesen Filtern.",
    noStoreIn: "Kein Händler in {place}. Die nächstgelegenen, nach Entfernung von {place}:",
    correctedPlace: "Händler für „{place}“ (Ihre Eingabe: „{typed}“).",
    showAll: "Alle Händler anzeigen",
    emptyHint:
      "Wählen Sie ein anderes Land oder eine andere Produktlinie, oder leeren Sie das Feld „Name, Ort oder Region“.",
    noStoreNear:
      "Kein Händler in Ihrer Nähe? Unsere Vertriebspartner liefern im ganzen Land, und {link} sagt Ihnen, wo Sie ein Instrument ausprobieren können.",
    dealerTeam: "unser Händlerteam",
    types: { distributor: "Vertriebspartner", dealer: "Fachhändler" },
    lines: {},
    filters: {
      label: "Händler filtern",
      nameOrCity: "Name, Ort oder Region",
      country: "Land",
      allCountries: "Alle Länder",
      countryOption: "{name} ({count})",
      type: "Art",
      allTypes: "Alle Arten",
      distributors: "Vertriebspartner",
      dealerStores: "Fachhändler",
      line: "Produktlinie",
      allLines: "Alle Produktlinien",
      submit: "Händler anzeigen",
    },
    nearMe: {
      denied:
        "Sie haben dieser Website den Zugriff auf Ihren Standort nicht erlaubt, daher bleibt die Liste in der üblichen Reihenfolge. Wählen Sie oben Ihr Land, um sie einzugrenzen.",
      unavailable:
        "Ihr Standort konnte nicht ermittelt werden. Prüfen Sie, ob die Ortungsdienste eingeschaltet sind, oder wählen Sie oben Ihr Land.",
      timeout:
        "Die Standortbestimmung hat zu lange gedauert. Bitte versuchen Sie es noch einmal, oder wählen Sie oben Ihr Land.",
      unsupported: "Dieser Browser kann Ihren Standort nicht übermitteln. Wählen Sie oben Ihr Land.",
      sorted: "Nach Entfernung zu Ihrem ungefähren Standort sortiert.",
      stop: "Sortierung nach Entfernung aufheben",
      locating: "Standort wird ermittelt …",
      sort: "Nächstgelegene Händler zuerst",
    },
    hours: {
      ...hoursMarks.de,
      daily: "Täglich {times}",
      closed: "{open}",
      exceptOne: "Täglich außer {days} {times}",
    },
    row: {
      tradeOnly: "Nur für den Fachhandel",
      lines: "Produktlinien",
      verified: "Angaben geprüft am {date}",
      showOnMap: "Auf der Karte zeigen",
      showOnMapStore: ": {name}",
      report: "Änderung melden",
      reportStore: ": {name}",
    },
    map: {
      label: "Karte der {count} aufgeführten Händler",
      labelOne: "Karte mit dem aufgeführten Händler",
      labelWithClusters:
        "Karte der {count} aufgeführten Händler und, zu Gruppen zusammengefasst, der übrigen in der Nähe",
      labelOneWithClusters:
        "Karte mit dem aufgeführten Händler und, zu Gruppen zusammengefasst, den übrigen in der Nähe",
      clusterOne: "{count} weiterer Händler {place}: Seite {page} der Liste",
      clusterOther: "{count} weitere Händler {place}: Seite {page} der Liste",
      marker: "{number}. {name}, {place}",
      place: "in der Nähe von {city}, {country}",
      placeHome: "in der Nähe von {city}",
      placeCountry: "{inCountry}",
      more: "Weitere Händler in der Nähe – ein Klick öffnet die passende Listenseite",
      help: "Wählen Sie eine Markierung, um zum Händler in der Liste zu springen. Kartendaten: Natural Earth.",
    },
  },
  ja: {
    title: "販売店検索",
    eyebrow: "販売代理店・販売店",
    description: "{count}か国のNoteva販売代理店・販売店をご紹介します。ご購入前に、店頭で製品をお試しください。",
    descriptionAnywhere: "世界各国のNoteva販売代理店・販売店をご紹介します。ご購入前に、店頭で製品をお試しください。",
    intro:
      "ご購入の前に、Notevaを実際に弾いてみませんか。{countries}か国・{total}の販売代理店と販売店でNoteva製品を取り扱っており、店頭で直接ご相談いただけます。",
    summary: "{countries}か国の{stores}{storeWord}",
    summaryOneCountry: "{stores}{storeWord}",
    store: "店舗",
    stores: "店舗",
    nearestFirst: "（近い順）",
    shown: "：{first}～{last}件目を表示",
    noMatch: "条件に一致する販売店はありません。",
    noStoreIn: "{place}には販売店がありません。{place}から近い販売店：",
    correctedPlace: "「{place}」の販売店を表示しています（入力：「{typed}」）。",
    showAll: "すべての販売店を表示",
    emptyHint: "別の国・地域や製品ラインを選ぶか、「店名・地域名」の欄を空にしてお試しください。",
    noStoreNear:
      "お近くに販売店がない場合も、販売代理店が国内各地へお届けします。製品をお試しいただける場所は、{link}がご案内します。",
    dealerTeam: "販売店担当チーム",
    types: { distributor: "販売代理店", dealer: "販売店" },
    lines: {},
    filters: {
      label: "販売店の絞り込み",
      nameOrCity: "店名・地域名",
      country: "国・地域",
      allCountries: "すべての国・地域",
      countryOption: "{name}（{count}）",
      type: "種類",
      allTypes: "すべての種類",
      distributors: "販売代理店",
      dealerStores: "販売店",
      line: "製品ライン",
      allLines: "すべての製品ライン",
      submit: "販売店を表示",
    },
    nearMe: {
      denied:
        "位置情報の利用が許可されなかったため、通常の順序で表示しています。上で国・地域を選ぶと、一覧を絞り込めます。",
      unavailable:
        "現在地を特定できませんでした。位置情報サービスがオンになっているかご確認いただくか、上で国・地域を選択してください。",
      timeout: "現在地の取得に時間がかかりすぎました。もう一度お試しいただくか、上で国・地域を選択してください。",
      unsupported: "このブラウザーは現在地を共有できません。上で国・地域を選択してください。",
      sorted: "おおよその現在地から近い順に並べています。",
      stop: "距離順の並べ替えを解除",
      locating: "現在地を取得しています…",
      sort: "現在地から近い順に並べ替え",
    },
    hours: {
      ...hoursMarks.ja,
      daily: "{times}（定休日なし）",
      closed: "{open}（{days}曜定休）",
    },
    row: {
      tradeOnly: "販売店さま専用の窓口です",
      lines: "製品ライン",
      verified: "掲載情報の確認日：{date}",
      showOnMap: "地図で見る",
      showOnMapStore: "：{name}",
      report: "掲載情報の修正依頼",
      reportStore: "：{name}",
    },
    map: {
      label: "一覧に表示中の{count}店舗の地図",
      labelOne: "一覧に表示中の店舗の地図",
      labelWithClusters: "一覧に表示中の{count}店舗と、周辺のその他の店舗をまとめて示した地図",
      labelOneWithClusters: "一覧に表示中の店舗と、周辺のその他の店舗をまとめて示した地図",
      clusterOne: "{place}にあるほかの{count}店舗：一覧の{page}ページ目",
      clusterOther: "{place}にあるほかの{count}店舗：一覧の{page}ページ目",
      marker: "{number}番：{name}（{place}）",
      place: "{country}、{city}周辺",
      placeHome: "{city}周辺",
      placeCountry: "{country}国内",
      more: "その他の店舗：一覧の該当ページへ",
      help: "マーカーを選ぶと、その店舗の情報へ移動します。地図データ：Natural Earth。",
    },
  },
});

/** Find a Store's words in the language, with the product lines the catalogue has (named in that language). */
export function dealersTextWith(locale: Locale, lines: readonly OfferedLine[]): DealersText {
  return { ...dealersText[locale], lines: lineNames(lines) };
}
