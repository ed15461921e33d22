import { describe, expect, it } from "vitest";
import { kindName, partName, slotName } from "./slot-text";
import { articleSlots, productSlots, type Slot, type TranslatableEntity } from "./slots";

const product = productSlots({
  desc: "A portable piano.",
  sp1: { text: "Hammer action" },
  sp2: { text: "Grand sound" },
  sp3: { text: "Speakers" },
  sp4: "Bluetooth",
  stickyList: [{ title: "Practise", desc: "Two jacks." }],
  params: [{ label: "available colour", value: ["Black", "White"] }],
});
const article = articleSlots({
  title: "New sounds",
  summary: "Forty voices.",
  body: [
    { type: "h2", text: "What is new" },
    { type: "p", text: "Forty voices." },
    { type: "ul", items: ["Strings", "Brass"] },
    { type: "img", pic: "panel", caption: "The panel" },
  ],
});
const line = (key: string, label: string): Slot => ({ key, english: "x", kind: "line", label });

/** Every kind's slots as the owners label them in English. */
const slotsOf: [TranslatableEntity, Slot[]][] = [
  ["product", product],
  ["article", article],
  ["category", [line("name", "Name"), line("title", "Headline")]],
  ["group", [line("label", "Name"), { ...line("desc", "Description"), kind: "text" }]],
  ["param-label", [line("label", "Label")]],
  [
    "dealer",
    [
      line("name", "Name"),
      line("street", "Street and number"),
      line("city", "City (and ward)"),
      line("region", "Region (prefecture)"),
    ],
  ],
  ["firmware", [{ ...line("changes", "Changes (one per line)"), kind: "lines" }]],
];

describe("translatable fields named in the editor's language", () => {
  it.each(slotsOf)("names every %s field in English as its owner labels it", (entity, slots) => {
    for (const slot of slots) expect(slotName("en", entity, slot)).toBe(slot.label);
  });

  it.each(slotsOf)("names every %s field in German and Japanese, not in English", (entity, slots) => {
    for (const slot of slots) {
      // "Name" is German too
      if (slot.label !== "Name") expect(slotName("de", entity, slot), slot.key).not.toBe(slot.label);
      expect(slotName("ja", entity, slot), slot.key).not.toBe(slot.label);
    }
  });

  it("numbers highlights and article parts from one, and tells a heading from a paragraph", () => {
    expect(article.map((s) => slotName("de", "article", s))).toEqual([
      "Titel",
      "Zusammenfassung",
      "Text, Abschnitt 1 – Zwischenüberschrift",
      "Text, Abschnitt 2 – Absatz",
      "Text, Abschnitt 3 – Liste",
      "Text, Abschnitt 4 – Bildunterschrift",
    ]);
    expect(product.map((s) => slotName("ja", "product", s))).toEqual([
      "説明",
      "セールスポイント1",
      "セールスポイント2",
      "セールスポイント3",
      "セールスポイント4",
      "ハイライト1：タイトル",
      "ハイライト1：本文",
      "仕様：available colour",
    ]);
  });

  it("names kinds and whole-or-nothing parts", () => {
    expect(kindName("de", "dealer")).toBe("Händler in eigener Schrift");
    expect(kindName("ja", "category")).toBe("製品ライン");
    expect(partName("ja", "body")).toBe("記事の本文");
  });
});
