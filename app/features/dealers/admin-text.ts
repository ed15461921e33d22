/**
 * The store editor's words (labels, hints, the form's rules and the opening hours' table) in the
 * admin's three languages; the weekdays come from Intl in the editor's language.
 */
import type { Locale } from "~/lib/i18n/locales";
import { defineText, type Strings } from "~/lib/i18n/text";
import { lineNames, type OfferedLine } from "./filters";

const en = {
  list: {
    title: "Stores",
    columns: { store: "Store", type: "Type", where: "Where", verified: "Verified", state: "State" },
    where: "{city}, {country}",
  },
  newStore: "New store",
  back: "Back to the stores",
  saved: "Saved. Find a Store shows the change now.",
  chooseCountry: "Choose the country",
  labels: {
    id: "Id",
    name: "Name",
    type: "Type",
    street: "Street and number",
    postcode: "Postcode",
    city: "City",
    region: "Region (optional)",
    country: "Country",
    phone: "Phone",
    email: "E-mail",
    website: "Website",
    lat: "Latitude",
    lng: "Longitude",
    openingHours: "Opening hours",
    verifiedOn: "Details verified on",
    lines: "Product lines it carries",
    status: "State",
  },
  hints: {
    id: "Country, city and a short name, such as de-berlin-klangwerk. It cannot change later.",
    region: "State, province or prefecture where addresses show one.",
    phone: "International form, with the country code: +49 40 5550 1234. Find a Store writes it as each language does.",
    website: "https:// address.",
    lat: "Decimal degrees, north positive: 53.5511.",
    lng: "Decimal degrees, east positive: 9.9937.",
  },
  types: { dealer: "Dealer store", distributor: "Distributor" },
  /**
   * The product lines' names by id, in the catalogue's order and the editor's language: the
   * catalogue's own, laid in by `dealerText` (empty here: no line is named in this folder).
   */
  lines: {} as Record<string, string>,
  statuses: { published: "Published: shown on Find a Store", draft: "Draft: hidden" },
  hours: {
    note: "24-hour times, such as 10:00 and 19:00; leave a day empty when the store is closed. The second pair is for a day with a break (09:30–13:00 and 15:30–19:30).",
    day: "Day",
    columns: { opens: "Opens", closes: "Closes", opens2: "Opens again", closes2: "Closes again" },
    cells: {
      opens: "{day}: opens",
      closes: "{day}: closes",
      opens2: "{day}: opens again",
      closes2: "{day}: closes again",
    },
    fields: {
      opens: "{day} opens",
      closes: "{day} closes",
      opens2: "{day} opens again",
      closes2: "{day} closes again",
    },
  },
  errors: {
    atMost: "At most {max} characters.",
    id: "Choose the store's id, such as de-berlin-klangwerk.",
    idShape: "Use lower-case letters, digits and single hyphens only.",
    name: "Enter the store's name.",
    type: "Choose distributor or dealer store.",
    country: "Choose the country.",
    city: "Enter the city.",
    street: "Enter the street and number.",
    postcode: "Enter the postcode.",
    phone: "Enter the phone number.",
    phoneShape: "Write the number in international form, such as +49 40 5550 1234.",
    email: "Enter the store's e-mail address.",
    emailShape: "Enter an e-mail address like shop@example.com.",
    website: "Enter the website.",
    websiteShape: "Enter an https:// address.",
    lat: "Latitude is a number from -90 to 90, such as 53.5511.",
    lng: "Longitude is a number from -180 to 180, such as 9.9937.",
    lines: "Choose at least one product line.",
    unknownLine: "The catalogue has no product line “{line}”: choose the store's lines from the list.",
    time: "Write a time such as 09:30.",
    verifiedOn: "Enter the day the details were checked.",
    dateShape: "Enter a date like 2026-11-23.",
    dateReal: "Enter a real date, not in the future.",
    status: "Choose draft or published.",
    hoursTime: "{day}: write a time of day as 24-hour HH:MM, such as 09:30.",
    hoursBoth: "{day}: give both the opening and the closing time, or neither.",
    hoursOrder: "{day}: it closes ({to}) before it opens ({from}).",
    hoursFirst: "{day}: fill in the first period before the second.",
    hoursSecond: "{day}: the second period starts ({opens2}) before the first ends ({closes}).",
    hoursNone: "Give the opening hours of at least one day.",
  },
};

const text = defineText(en, {
  de: {
    list: {
      title: "Händler",
      columns: { store: "Händler", type: "Art", where: "Ort", verified: "Geprüft am", state: "Status" },
      where: "{city}, {country}",
    },
    newStore: "Neuer Händler",
    back: "Zurück zu den Händlern",
    saved: "Gespeichert. Die Händlersuche zeigt die Änderung jetzt.",
    chooseCountry: "Land auswählen",
    labels: {
      id: "ID",
      name: "Name",
      type: "Art",
      street: "Straße und Hausnummer",
      postcode: "Postleitzahl",
      city: "Ort",
      region: "Bundesland oder Region (optional)",
      country: "Land",
      phone: "Telefon",
      email: "E-Mail",
      website: "Webadresse",
      lat: "Breitengrad",
      lng: "Längengrad",
      openingHours: "Öffnungszeiten",
      verifiedOn: "Angaben geprüft am",
      lines: "Geführte Produktlinien",
      status: "Status",
    },
    hints: {
      id: "Land, Ort und ein Kurzname, etwa de-berlin-klangwerk. Die ID lässt sich später nicht ändern.",
      region: "Bundesland, Provinz oder Präfektur, wo Adressen eines angeben.",
      phone:
        "Internationale Schreibweise mit Ländervorwahl: +49 40 5550 1234. Die Händlersuche schreibt die Nummer in jeder Sprache passend.",
      website: "Adresse mit https://.",
      lat: "Dezimalgrad mit Punkt, Norden positiv: 53.5511.",
      lng: "Dezimalgrad mit Punkt, Osten positiv: 9.9937.",
    },
    types: { dealer: "Fachhändler", distributor: "Vertriebspartner" },
    lines: {},
    statuses: { published: "Veröffentlicht: in der Händlersuche sichtbar", draft: "Entwurf: verborgen" },
    hours: {
      note: "Uhrzeiten im 24-Stunden-Format, etwa 10:00 und 19:00; lassen Sie einen Tag leer, an dem der Händler geschlossen hat. Das zweite Paar ist für Tage mit Pause (09:30–13:00 und 15:30–19:30).",
      day: "Tag",
      columns: { opens: "Öffnet", closes: "Schließt", opens2: "Öffnet wieder", closes2: "Schließt wieder" },
      cells: {
        opens: "{day}: öffnet",
        closes: "{day}: schließt",
        opens2: "{day}: öffnet wieder",
        closes2: "{day}: schließt wieder",
      },
      fields: {
        opens: "{day}: öffnet",
        closes: "{day}: schließt",
        opens2: "{day}: öffnet wieder",
        closes2: "{day}: schließt wieder",
      },
    },
    errors: {
      atMost: "Höchstens {max} Zeichen.",
      id: "Wählen Sie die ID des Händlers, etwa de-berlin-klangwerk.",
      idShape: "Verwenden Sie nur Kleinbuchstaben, Ziffern und einzelne Bindestriche.",
      name: "Geben Sie den Namen des Händlers ein.",
      type: "Wählen Sie Vertriebspartner oder Fachhändler.",
      country: "Wählen Sie das Land.",
      city: "Geben Sie den Ort ein.",
      street: "Geben Sie Straße und Hausnummer ein.",
      postcode: "Geben Sie die Postleitzahl ein.",
      phone: "Geben Sie die Telefonnummer ein.",
      phoneShape: "Schreiben Sie die Nummer in internationaler Form, etwa +49 40 5550 1234.",
      email: "Geben Sie die E-Mail-Adresse des Händlers ein.",
      emailShape: "Geben Sie eine E-Mail-Adresse wie shop@example.com ein.",
      website: "Geben Sie die Webadresse ein.",
      websiteShape: "Geben Sie eine Adresse mit https:// ein.",
      lat: "Der Breitengrad ist eine Zahl von -90 bis 90, etwa 53.5511.",
      lng: "Der Längengrad ist eine Zahl von -180 bis 180, etwa 9.9937.",
      lines: "Wählen Sie mindestens eine Produktlinie.",
      unknownLine:
        "Der Katalog hat keine Produktlinie „{line}“: Wählen Sie die Produktlinien des Händlers aus der Liste.",
      time: "Geben Sie eine Uhrzeit wie 09:30 ein.",
      verifiedOn: "Geben Sie den Tag ein, an dem die Angaben geprüft wurden.",
      dateShape: "Geben Sie ein Datum wie 2026-11-23 ein.",
      dateReal: "Geben Sie ein gültiges Datum ein, das nicht in der Zukunft liegt.",
      status: "Wählen Sie Entwurf oder veröffentlicht.",
      hoursTime: "{day}: Geben Sie die Uhrzeit im 24-Stunden-Format an, etwa 09:30.",
      hoursBoth: "{day}: Geben Sie Öffnungs- und Schließzeit an oder keine von beiden.",
      hoursOrder: "{day}: Die Schließzeit ({to}) liegt vor der Öffnungszeit ({from}).",
      hoursFirst: "{day}: Füllen Sie den ersten Zeitraum vor dem zweiten aus.",
      hoursSecond: "{day}: Der zweite Zeitraum beginnt ({opens2}), bevor der erste endet ({closes}).",
      hoursNone: "Geben Sie die Öffnungszeiten für mindestens einen Tag an.",
    },
  },
  ja: {
    list: {
      title: "販売店",
      columns: { store: "販売店", type: "種類", where: "所在地", verified: "確認日", state: "状態" },
      where: "{country}・{city}",
    },
    newStore: "新しい販売店",
    back: "販売店の一覧に戻る",
    saved: "保存しました。販売店検索に反映されています。",
    chooseCountry: "国を選択",
    labels: {
      id: "ID",
      name: "店名",
      type: "種別",
      street: "番地・通り",
      postcode: "郵便番号",
      city: "市区町村",
      region: "都道府県・州（任意）",
      country: "国",
      phone: "電話番号",
      email: "メールアドレス",
      website: "ウェブサイト",
      lat: "緯度",
      lng: "経度",
      openingHours: "営業時間",
      verifiedOn: "情報の確認日",
      lines: "取扱製品ライン",
      status: "状態",
    },
    hints: {
      // l10n-lint-allow: an id as the editor types it
      id: "国、都市、短い名前をハイフンでつなげます（例：de-berlin-klangwerk）。後から変更できません。",
      region: "住所に州・省・都道府県を書く国の場合に入力します。",
      phone: "国番号付きの国際形式で入力します（例：+49 40 5550 1234）。販売店検索では各言語の表記で表示されます。",
      // l10n-lint-allow: the address's scheme as the editor types it
      website: "https://で始まるアドレスです。",
      lat: "10進数の度で入力します。北が正です（例：53.5511）。",
      lng: "10進数の度で入力します。東が正です（例：9.9937）。",
    },
    types: { dealer: "販売店", distributor: "販売代理店" },
    lines: {},
    statuses: { published: "公開：販売店検索に表示", draft: "下書き：非表示" },
    hours: {
      note: "24時間制で入力します（例：10:00、19:00）。定休日は空欄にしてください。2組目は休憩がある日に使います（09:30～13:00と15:30～19:30）。",
      day: "曜日",
      columns: { opens: "開店", closes: "閉店", opens2: "開店（2回目）", closes2: "閉店（2回目）" },
      cells: {
        opens: "{day}：開店",
        closes: "{day}：閉店",
        opens2: "{day}：開店（2回目）",
        closes2: "{day}：閉店（2回目）",
      },
      fields: {
        opens: "{day}の開店時刻",
        closes: "{day}の閉店時刻",
        opens2: "{day}の開店時刻（2回目）",
        closes2: "{day}の閉店時刻（2回目）",
      },
    },
    errors: {
      atMost: "{max}文字以内で入力してください。",
      // l10n-lint-allow: an id as the editor types it
      id: "販売店のIDを入力してください（例：de-berlin-klangwerk）。",
      idShape: "半角の英小文字、数字、単独のハイフンのみ使用できます。",
      name: "店名を入力してください。",
      type: "販売代理店または販売店を選択してください。",
      country: "国を選択してください。",
      city: "市区町村を入力してください。",
      street: "番地・通りを入力してください。",
      postcode: "郵便番号を入力してください。",
      phone: "電話番号を入力してください。",
      phoneShape: "国際形式で入力してください（例：+49 40 5550 1234）。",
      email: "販売店のメールアドレスを入力してください。",
      // l10n-lint-allow: an address as the editor types it
      emailShape: "shop@example.comのような形式で入力してください。",
      website: "ウェブサイトを入力してください。",
      // l10n-lint-allow: the address's scheme as the editor types it
      websiteShape: "https://で始まるアドレスを入力してください。",
      lat: "緯度は-90から90までの数値で入力してください（例：53.5511）。",
      lng: "経度は-180から180までの数値で入力してください（例：9.9937）。",
      lines: "製品ラインを1つ以上選択してください。",
      unknownLine: "カタログに製品ライン「{line}」はありません。一覧から選択してください。",
      time: "時刻を入力してください（例：09:30）。",
      verifiedOn: "情報を確認した日を入力してください。",
      dateShape: "日付を入力してください（例：2026-11-23）。",
      dateReal: "未来ではない正しい日付を入力してください。",
      status: "下書きまたは公開を選択してください。",
      hoursTime: "{day}：時刻は24時間制で入力してください（例：09:30）。",
      hoursBoth: "{day}：開店時刻と閉店時刻を両方入力するか、両方とも空欄にしてください。",
      hoursOrder: "{day}：閉店時刻（{to}）が開店時刻（{from}）より前になっています。",
      hoursFirst: "{day}：2回目より先に1回目の時間帯を入力してください。",
      hoursSecond: "{day}：2回目の開店時刻（{opens2}）が1回目の閉店時刻（{closes}）より前になっています。",
      hoursNone: "少なくとも1日分の営業時間を入力してください。",
    },
  },
});

export type DealerText = Strings<typeof en> & {
  /** Monday to Sunday in the editor's language. */
  days: readonly string[];
};

/** The weekdays, Monday first, as the language writes them ("Monday", "Montag", "月曜日"). */
function weekdayNames(locale: Locale): string[] {
  const format = new Intl.DateTimeFormat(locale === "en" ? "en-GB" : locale, { weekday: "long", timeZone: "UTC" });
  // 1 January 2024 was a Monday
  return Array.from({ length: 7 }, (_, i) => format.format(Date.UTC(2024, 0, 1 + i)));
}

/**
 * The store editor's words in one language, with its weekdays and the product lines the catalogue
 * has (named in that language; none where the words need no line's name).
 */
export function dealerText(locale: Locale, lines: readonly OfferedLine[] = []): DealerText {
  return { ...text[locale], lines: lineNames(lines), days: weekdayNames(locale) };
}
