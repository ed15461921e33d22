/**
 * An item's translatable text as a flat list of slots ("desc", "sp1", "stickyList.0.title",
 * "params.weight", "body.2.text", "changes"), so the editor can put each beside its English and
 * the report can count what is missing; and back into the stored fields (content_translation).
 */
import type { ArticleBlock, ProductWords } from "~/lib/content-model";
import { paramHasWords } from "~/lib/params";

export type Slot = {
  key: string;
  /** The English text (a list's items one per line). */
  english: string;
  /** How it is typed: one line, a paragraph, or one item per line. */
  kind: "line" | "text" | "lines";
  /** What an editor reads beside it. */
  label: string;
};

export type TranslatableEntity = "category" | "group" | "product" | "param-label" | "article" | "firmware" | "dealer";

const lines = (value: string | string[]) => (Array.isArray(value) ? value.join("\n") : value);

export function productSlots(p: ProductWords): Slot[] {
  return [
    { key: "desc", english: p.desc, kind: "text", label: "Description" },
    { key: "sp1", english: p.sp1.text, kind: "text", label: "Selling point 1" },
    { key: "sp2", english: p.sp2.text, kind: "text", label: "Selling point 2" },
    { key: "sp3", english: p.sp3.text, kind: "text", label: "Selling point 3" },
    ...(p.sp4 ? [{ key: "sp4", english: p.sp4, kind: "text" as const, label: "Selling point 4" }] : []),
    ...p.stickyList.flatMap((item, i) => [
      { key: `stickyList.${i}.title`, english: item.title, kind: "line" as const, label: `Highlight ${i + 1}: title` },
      { key: `stickyList.${i}.desc`, english: item.desc, kind: "text" as const, label: `Highlight ${i + 1}: text` },
    ]),
    ...p.params
      .filter((x) => paramHasWords(x.value))
      .map((x) => ({
        key: `params.${x.label}`,
        english: lines(x.value ?? ""),
        kind: Array.isArray(x.value) ? ("lines" as const) : ("line" as const),
        label: `Specification: ${x.label}`,
      })),
  ];
}

export function articleSlots(a: { title: string; summary: string; body: ArticleBlock[] }): Slot[] {
  return [
    { key: "title", english: a.title, kind: "line", label: "Title" },
    { key: "summary", english: a.summary, kind: "text", label: "Summary" },
    ...a.body.map((block, i): Slot => {
      if (block.type === "ul")
        return { key: `body.${i}.items`, english: block.items.join("\n"), kind: "lines", label: `Body ${i + 1}: list` };
      if (block.type === "img")
        return { key: `body.${i}.caption`, english: block.caption, kind: "line", label: `Body ${i + 1}: caption` };
      if (block.type === "h2")
        return { key: `body.${i}.text`, english: block.text, kind: "line", label: `Body ${i + 1}: heading` };
      return { key: `body.${i}.text`, english: block.text, kind: "text", label: `Body ${i + 1}: paragraph` };
    }),
  ];
}

/** The stored fields of an item as slot values (what is there; a missing slot is untranslated). */
export function storedToSlots(
  entity: TranslatableEntity,
  stored: Readonly<Record<string, unknown>>,
): Record<string, string> {
  const out: Record<string, string> = {};
  const text = (key: string, value: unknown) => {
    if (typeof value === "string" && value.trim()) out[key] = value;
    else if (Array.isArray(value) && value.every((v) => typeof v === "string") && value.length)
      out[key] = value.join("\n");
  };
  for (const [field, value] of Object.entries(stored)) {
    if (entity === "product" && field === "stickyList" && Array.isArray(value)) {
      value.forEach((item: { title?: unknown; desc?: unknown }, i) => {
        text(`stickyList.${i}.title`, item?.title);
        text(`stickyList.${i}.desc`, item?.desc);
      });
    } else if (entity === "product" && field === "params" && value && typeof value === "object") {
      for (const [label, v] of Object.entries(value)) text(`params.${label}`, v);
    } else if (entity === "article" && field === "body" && Array.isArray(value)) {
      value.forEach((block: ArticleBlock, i) => {
        if (block.type === "ul") text(`body.${i}.items`, block.items);
        else if (block.type === "img") text(`body.${i}.caption`, block.caption);
        else text(`body.${i}.text`, block.text);
      });
    } else text(field, value);
  }
  return out;
}

/** The parts stored whole or not at all (see slotsToStored), by their slots' key prefix. */
const WHOLE_PARTS = [
  { prefix: "stickyList.", name: "highlights" },
  { prefix: "body.", name: "body" },
] as const;

/**
 * The parts an editor filled in only partly (some highlights, some paragraphs): saving would drop
 * what was typed there, since such a part is shown whole in one language, so the save is refused.
 */
export function partlyFilled(
  slots: readonly Slot[],
  values: Readonly<Record<string, string>>,
): (typeof WHOLE_PARTS)[number]["name"][] {
  return WHOLE_PARTS.filter(({ prefix }) => {
    const own = slots.filter((s) => s.key.startsWith(prefix));
    const filled = own.filter((s) => (values[s.key] ?? "").trim()).length;
    return filled > 0 && filled < own.length;
  }).map((part) => part.name);
}

/**
 * The fields to store from an editor's slot values, against the English (for shapes): an article's
 * body and a product's highlights are stored whole or not at all, so a page never mixes a
 * half-translated list; a field left empty is removed (the English shows, marked). A specification
 * value without words (numbers, units, model codes) has no slot and is never stored: every language
 * shows the one English value.
 */
export function slotsToStored(
  entity: TranslatableEntity,
  english: { slots: Slot[]; body?: ArticleBlock[]; sticky?: { title: string; desc: string }[] },
  values: Readonly<Record<string, string>>,
): Record<string, unknown | null> {
  const get = (key: string) => (values[key] ?? "").trim();
  const list = (key: string) =>
    get(key)
      .split("\n")
      .map((l) => l.trim())
      .filter(Boolean);
  const out: Record<string, unknown | null> = {};
  const plain = english.slots.filter((s) => !s.key.includes("."));
  for (const slot of plain)
    out[slot.key] = slot.kind === "lines" ? (list(slot.key).length ? list(slot.key) : null) : get(slot.key) || null;
  if (entity === "product") {
    const sticky = english.sticky ?? [];
    const items = sticky.map((_, i) => ({ title: get(`stickyList.${i}.title`), desc: get(`stickyList.${i}.desc`) }));
    out.stickyList = items.length && items.every((it) => it.title && it.desc) ? items : null;
    const params: Record<string, unknown> = {};
    for (const slot of english.slots.filter((s) => s.key.startsWith("params."))) {
      const label = slot.key.slice("params.".length);
      if (slot.kind === "lines") {
        const items = list(slot.key);
        if (items.length === slot.english.split("\n").length) params[label] = items;
      } else if (get(slot.key)) params[label] = get(slot.key);
    }
    out.params = Object.keys(params).length ? params : null;
  }
  if (entity === "article") {
    const blocks = english.body ?? [];
    const body = blocks.map((block, i): ArticleBlock | null => {
      if (block.type === "ul") {
        const items = list(`body.${i}.items`);
        return items.length === block.items.length ? { type: "ul", items } : null;
      }
      if (block.type === "img")
        return get(`body.${i}.caption`) ? { ...block, caption: get(`body.${i}.caption`) } : null;
      return get(`body.${i}.text`) ? { type: block.type, text: get(`body.${i}.text`) } : null;
    });
    out.body = body.length && body.every((b) => b !== null) ? body : null;
  }
  return out;
}

/** The stored field a slot belongs to: "params.power" → "params", "body.2.text" → "body". */
export const fieldOfSlot = (key: string) => key.split(".")[0] ?? key;

/**
 * The translated slots whose English changed since they were translated, each with the English
 * it was translated from: `translated` are the language's slot values (storedToSlots), `sources`
 * the English recorded per slot (a slot with none recorded counts as current).
 */
export function outdatedSlots(
  slots: readonly Slot[],
  translated: Readonly<Record<string, string>>,
  sources: Readonly<Record<string, string | null | undefined>>,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const slot of slots) {
    const before = sources[slot.key];
    if (translated[slot.key] !== undefined && typeof before === "string" && before !== slot.english)
      out[slot.key] = before;
  }
  return out;
}
