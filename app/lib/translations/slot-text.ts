/**
 * What the translation screens call each translatable field and kind of content, in the admin's
 * three languages. A slot's name follows from its key and how it is typed ("body.2.text" typed on
 * one line is a heading), so the slots themselves keep only their English label (tests, logs).
 */
import { fill } from "~/lib/i18n/frame";
import type { Locale } from "~/lib/i18n/locales";
import { defineText } from "~/lib/i18n/text";
import type { Slot, TranslatableEntity } from "./slots";

const en = {
  kinds: {
    category: "Product lines",
    group: "Product groups",
    product: "Products",
    "param-label": "Specification labels",
    article: "News and updates",
    firmware: "Firmware notes",
    dealer: "Stores in their own script",
  },
  fields: {
    description: "Description",
    sellingPoint: "Selling point {n}",
    highlightTitle: "Highlight {n}: title",
    highlightText: "Highlight {n}: text",
    specification: "Specification: {label}",
    title: "Title",
    summary: "Summary",
    bodyList: "Body {n}: list",
    bodyCaption: "Body {n}: caption",
    bodyHeading: "Body {n}: heading",
    bodyParagraph: "Body {n}: paragraph",
    name: "Name",
    headline: "Headline",
    label: "Label",
    street: "Street and number",
    city: "City (and ward)",
    region: "Region (prefecture)",
    changes: "Changes (one per line)",
  },
  /** The parts shown whole, in one language (see partlyFilled). */
  parts: { highlights: "highlights", body: "article text" },
};

export const slotText = defineText(en, {
  de: {
    kinds: {
      category: "Produktlinien",
      group: "Produktgruppen",
      product: "Produkte",
      "param-label": "Bezeichnungen technischer Angaben",
      article: "News und Updates",
      firmware: "Firmware-Hinweise",
      dealer: "Händler in eigener Schrift",
    },
    fields: {
      description: "Beschreibung",
      sellingPoint: "Verkaufsargument {n}",
      highlightTitle: "Highlight {n} – Titel",
      highlightText: "Highlight {n} – Text",
      specification: "Technische Angabe „{label}“",
      title: "Titel",
      summary: "Zusammenfassung",
      bodyList: "Text, Abschnitt {n} – Liste",
      bodyCaption: "Text, Abschnitt {n} – Bildunterschrift",
      bodyHeading: "Text, Abschnitt {n} – Zwischenüberschrift",
      bodyParagraph: "Text, Abschnitt {n} – Absatz",
      name: "Name",
      headline: "Überschrift",
      label: "Bezeichnung",
      street: "Straße und Hausnummer",
      city: "Ort (und Stadtbezirk)",
      region: "Region (Präfektur)",
      changes: "Änderungen (eine pro Zeile)",
    },
    parts: { highlights: "Highlights", body: "Artikeltext" },
  },
  ja: {
    kinds: {
      category: "製品ライン",
      group: "製品グループ",
      product: "製品",
      "param-label": "仕様の項目名",
      article: "ニュースとアップデート",
      firmware: "ファームウェアの変更内容",
      dealer: "現地の文字で表記する販売店",
    },
    fields: {
      description: "説明",
      sellingPoint: "セールスポイント{n}",
      highlightTitle: "ハイライト{n}：タイトル",
      highlightText: "ハイライト{n}：本文",
      specification: "仕様：{label}",
      title: "タイトル",
      summary: "概要",
      bodyList: "本文{n}：リスト",
      bodyCaption: "本文{n}：キャプション",
      bodyHeading: "本文{n}：見出し",
      bodyParagraph: "本文{n}：段落",
      name: "名前",
      headline: "見出し",
      label: "項目名",
      street: "番地",
      city: "市区町村",
      region: "都道府県",
      changes: "変更内容（1行に1項目）",
    },
    parts: { highlights: "ハイライト", body: "記事の本文" },
  },
});

type Fields = typeof en.fields;

/** A kind of translatable content as the editor's language names it. */
export const kindName = (locale: Locale, entity: TranslatableEntity): string => slotText[locale].kinds[entity];

/** A whole-or-nothing part ("highlights") as the editor's language names it. */
export const partName = (locale: Locale, part: keyof typeof en.parts): string => slotText[locale].parts[part];

/** Which name a slot takes, and the values its template names. */
function nameOf(
  entity: TranslatableEntity,
  slot: Pick<Slot, "key" | "kind">,
): [keyof Fields, Record<string, string>] | null {
  const [head = "", index = "", tail = ""] = slot.key.split(".");
  const n = String(Number(index) + 1);
  if (head === "params") return ["specification", { label: slot.key.slice("params.".length) }];
  if (head === "stickyList") return [tail === "title" ? "highlightTitle" : "highlightText", { n }];
  if (head === "body") {
    if (tail === "items") return ["bodyList", { n }];
    if (tail === "caption") return ["bodyCaption", { n }];
    return [slot.kind === "line" ? "bodyHeading" : "bodyParagraph", { n }];
  }
  if (/^sp\d$/.test(head)) return ["sellingPoint", { n: head.slice(2) }];
  if (head === "desc") return ["description", {}];
  if (head === "title") return [entity === "category" ? "headline" : "title", {}];
  if (head === "label") return [entity === "param-label" ? "label" : "name", {}];
  if (head in en.fields) return [head as keyof Fields, {}];
  return null;
}

/** A slot's name in the editor's language: „Verkaufsargument 2“, 本文3：段落. */
export function slotName(locale: Locale, entity: TranslatableEntity, slot: Pick<Slot, "key" | "kind">): string {
  const named = nameOf(entity, slot);
  return named ? fill(slotText[locale].fields[named[0]], named[1]) : slot.key;
}
