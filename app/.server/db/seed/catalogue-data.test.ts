import { existsSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { formatBytes } from "~/lib/format";
import { locales } from "~/lib/i18n/locales";
import { mediaKinds, parseMediaRef } from "~/lib/media";
import { type FirmwareFunction, firmwareFunctions } from "~/lib/support/firmware-facts";
import { categorySeeds, subGroupSeeds } from "./catalogue";
import { documentsFor } from "./documents";
import { firmwareSeeds } from "./firmware";
import { seedPictureRefs } from "./picture-refs";
import { productSeeds } from "./products";
import { catalogue as catalogueDe } from "./translations/de/catalogue";
import { firmware as firmwareDe } from "./translations/de/firmware";
import { catalogue as catalogueJa } from "./translations/ja/catalogue";
import { firmware as firmwareJa } from "./translations/ja/firmware";

const INSTRUMENT_LABELS = [
  "keyboard",
  "display",
  "max polyphony",
  "sound/voice",
  "style",
  "demo song",
  "music library",
  "layer/split",
  "duo",
  "style control",
  "reverb",
  "chorus",
  "effect",
  "sequencer",
  "tempo",
  "USB",
  "MIDI",
  "jacks",
  "pedal",
  "amplifier",
  "speaker",
  "power",
  "dimensions",
  "weight",
  "available colour",
];
/** A rhythm machine's own labels (seed-spec section 3), then the size, weight and colour every model gives. */
const DRUM_LABELS = [
  "drum pad",
  "drum kit",
  "song",
  "rhythm",
  "record",
  "panel control",
  "dimensions",
  "weight",
  "available colour",
];

const product = (id: string) => {
  const found = productSeeds.find((p) => p.id === id);
  if (!found) throw new Error(`no product ${id}`);
  return found;
};
const value = (id: string, label: string) => product(id).params.find((p) => p.label === label)?.value;
const flat = (id: string) => JSON.stringify(product(id).params);

describe("catalogue data", () => {
  it("has the spec's categories, sub-groups and products", () => {
    expect(categorySeeds.map((c) => c.id)).toEqual(["DigitalPianos", "Keyboards", "Drums"]);
    expect(subGroupSeeds.map((g) => g.id)).toEqual([
      "PortablePIANOS",
      "COMPACTPIANOS",
      "ARRANGERKEYBOARDS",
      "PORTABLEKEYBOARDS",
      "RHYTHMMACHINE",
    ]);
    expect(productSeeds.map((p) => p.id).sort()).toEqual(
      ["SPC121", "SP201Plus", "CP203", "AKX10S", "MK200", "MK61", "MK37", "MK49", "MR101S"].sort(),
    );
    expect(product("SPC121").title).toBe("SP-C121");
    expect(subGroupSeeds.find((g) => g.id === "PORTABLEKEYBOARDS")?.pic).toBe("product/mk200-front");
  });

  it("lists every model on its line's page: in a group, or among the discontinued models (the MK200)", () => {
    const grouped = new Set(subGroupSeeds.flatMap((g) => g.items));
    for (const p of productSeeds) expect(grouped.has(p.id) || Boolean(p.discontinuedOn), p.id).toBe(true);
    for (const p of productSeeds.filter((x) => x.discontinuedOn)) expect(p.menuPosition, p.id).toBeNull();
    expect(productSeeds.filter((p) => p.discontinuedOn).map((p) => p.id)).toEqual(["MK200"]);
  });

  it("gives every product the German gender its copy uses: das Digitalpiano/Keyboard, der Drumcomputer", () => {
    for (const p of productSeeds) expect(p.gender).toBe(p.categoryId === "Drums" ? "m" : "n");
  });

  it.each(productSeeds.map((p) => [p.id, p] as const))("%s has every field filled", (_id, p) => {
    for (const text of [p.title, p.desc, p.pic, p.pic2, p.sp1.text, p.sp2.text, p.sp3.text])
      expect(text.length).toBeGreaterThan(3);
    expect(p.desc.length).toBeGreaterThan(120);
    expect(p.stickyList.length).toBeGreaterThanOrEqual(2);
    for (const item of p.stickyList) expect(item.title && item.desc && item.pic).toBeTruthy();
    expect(p.banners.length).toBeGreaterThanOrEqual(1);
    expect(p.detailPicList?.length).toBeGreaterThanOrEqual(1);
    expect(p.desc).not.toMatch(/lorem|ipsum/i);
  });

  it("instruments use the spec's labels in order; MR101S uses the drum labels (and sp4)", () => {
    for (const p of productSeeds) {
      const labels = p.params.map((x) => x.label);
      expect(labels, p.id).toEqual(p.id === "MR101S" ? DRUM_LABELS : INSTRUMENT_LABELS);
      for (const param of p.params) {
        const v = param.value;
        expect(v === null || typeof v === "string" || (Array.isArray(v) && v.every((s) => typeof s === "string"))).toBe(
          true,
        );
      }
    }
    expect(product("MR101S").sp4).toBeTruthy();
    expect(productSeeds.filter((p) => p.sp4).map((p) => p.id)).toEqual(["MR101S"]);
  });

  it("every figure of the spec appears exactly", () => {
    for (const p of productSeeds.filter((x) => x.id !== "MR101S")) {
      expect(value(p.id, "tempo"), p.id).toBe(p.id === "MK200" ? "5–280" : "5–320");
    }
    expect(flat("AKX10S")).toContain("300 preset styles");
    expect(flat("AKX10S")).toContain("1000 user styles");
    expect(flat("AKX10S")).toContain("1133 sounds");
    expect(value("AKX10S", "max polyphony")).toBe("256");
    expect(flat("AKX10S")).toContain("768MB");
    expect(flat("AKX10S")).toContain("512GB");
    expect(value("MR101S", "drum kit")).toEqual([
      "48 kits (acoustic, electronic, percussion)",
      "From firmware 1.2.0: 4 more electronic kits on kit page 4, 52 in all",
    ]);
    expect(value("MR101S", "rhythm")).toEqual(["100 preset rhythms", "100 user"]);
  });

  it("invented figures are realistic for the class", () => {
    const keys = (id: string) => Number(/(\d+)/.exec(String(value(id, "keyboard")))?.[1]);
    const kg = (id: string) => Number.parseFloat(String(value(id, "weight")));
    for (const id of ["SPC121", "SP201Plus", "CP203"]) expect(keys(id)).toBe(88);
    for (const id of ["AKX10S", "MK200", "MK61"]) expect(keys(id)).toBe(61);
    expect(keys("MK49")).toBe(49);
    expect(keys("MK37")).toBe(37);
    expect(kg("CP203")).toBeGreaterThan(30);
    for (const id of ["SPC121", "SP201Plus"]) expect(kg(id)).toBeGreaterThan(9);
    for (const id of ["MK200", "MK61", "MK49", "MK37"]) expect(kg(id)).toBeLessThan(6);
    // a compact 16-pad rhythm machine that fits a backpack (its launch news)
    expect(kg("MR101S")).toBeGreaterThan(1);
    expect(kg("MR101S")).toBeLessThan(2.5);
    const [w = 0, d = 0] = String(value("MR101S", "dimensions")).split(" × ").map(Number);
    expect(w).toBeLessThan(400);
    expect(d).toBeLessThan(300);
  });

  it("writes a panel's labels one way, as printed: RECORD/PLAY as START/STOP, a DC IN with its volts", async () => {
    const { manualTextEn } = await import("~/lib/support/manual-text");
    const { manualTextDe } = await import("~/lib/support/manual-text.de");
    const { manualTextJa } = await import("~/lib/support/manual-text.ja");
    const { catalogue: de } = await import("./translations/de/catalogue");
    const { catalogue: ja } = await import("./translations/ja/catalogue");
    const all = JSON.stringify([productSeeds, manualTextEn, manualTextDe, manualTextJa, de, ja]);
    expect(all.match(/\b[A-Z]{2,} \/ [A-Z]{2,}\b/g) ?? []).toEqual([]);
    // every model's DC IN names its volts, and its power row agrees
    for (const p of productSeeds) {
      const jacks = [p.params.find((x) => x.label === "jacks")?.value ?? [], p.kit?.connectors ?? []].flat();
      for (const dc of jacks.filter((j) => /^DC IN/.test(j))) expect(dc, p.id).toMatch(/^DC IN \d+ V$/);
    }
  });

  it("every picture reference names a generated picture kind", () => {
    const refs = seedPictureRefs();
    for (const p of productSeeds) {
      for (const ref of [p.pic, p.pic2, p.sp1.pic, p.banners[0]?.pic ?? ""]) expect(refs).toContain(ref);
    }
    for (const ref of refs) expect(Object.keys(mediaKinds)).toContain(parseMediaRef(ref).kind);
  });
});

describe("documents", () => {
  const staticDir = path.resolve("public");
  it("every product has an owner's manual and a data list or quick start", () => {
    for (const p of productSeeds) {
      const labels = documentsFor(p).map((d) => d.afterfix);
      expect(labels).toContain("OWNER'S MANUAL");
      expect(labels.some((l) => l === "DATA LIST" || l === "QUICK START")).toBe(true);
    }
  });

  it("every document comes in German and Japanese too, the same kinds as in English", () => {
    for (const p of productSeeds) {
      for (const locale of ["de", "ja"] as const) {
        const docs = documentsFor(p, locale);
        expect(docs.map((d) => d.afterfix)).toEqual(documentsFor(p).map((d) => d.afterfix));
        for (const doc of docs) {
          expect(doc.language).toBe(locale);
          expect(doc.href).toBe(`/docs/noteva-${p.id.toLowerCase()}-${doc.kind}-${locale}-revB.pdf`);
        }
      }
      expect(documentsFor(p).every((d) => d.language === "en" && d.href.endsWith("-en-revB.pdf"))).toBe(true);
    }
  });

  it("every document was generated, is a PDF, and its size text matches the file", async () => {
    const { readFileSync } = await import("node:fs");
    for (const p of productSeeds) {
      for (const doc of locales.flatMap((locale) => documentsFor(p, locale))) {
        const file = path.join(staticDir, doc.href);
        expect(existsSync(file), `${file} is missing: run npm run build`).toBe(true);
        expect(readFileSync(file).subarray(0, 5).toString()).toBe("%PDF-");
        const bytes = statSync(file).size;
        expect(bytes).toBeGreaterThan(20_000);
        expect(formatBytes(bytes)).toMatch(/^\d+(\.\d)? (KB|MB)$/);
      }
    }
  });

  it("the video and its captions exist", () => {
    expect(statSync(path.join(staticDir, "video/noteva-spc121-overview.mp4")).size).toBeGreaterThan(100_000);
    for (const lang of ["en", "de", "ja"]) {
      expect(existsSync(path.join(staticDir, `video/noteva-spc121-overview.${lang}.vtt`))).toBe(true);
    }
  });

  it("leaves a release's stepping stone to the page, which states it once: no note says it again", () => {
    const restates =
      /Requires firmware|Update to \d|Setzt die Firmware|Aktualisieren Sie zuerst|以降が必要|先に[\d.]+に/;
    for (const [productId, version, , changes, minimum] of firmwareSeeds) {
      if (!minimum) continue;
      const key = `${productId}@${version}`;
      for (const note of [...changes, ...(firmwareDe[key] ?? []), ...(firmwareJa[key] ?? [])])
        expect(note, key).not.toMatch(restates);
    }
  });
});

describe("a function a firmware release added, in the specification", () => {
  // the specification's words for the functions firmware-facts dates (an item that names one)
  const named: Partial<Record<FirmwareFunction["id"], RegExp>> = {
    brightVoicing: /^Brilliance|^Brillanz|^ブリリアンス/,
    lessonSystem: /^Lesson mode|^Lernmodus|レッスン機能/,
    chordDictionary: /^Chord dictionary|^Akkordlexikon|^コード辞典/,
  };
  const marks = (version: string) => [
    `(from firmware ${version})`,
    `(ab Firmware ${version})`,
    `（Ver.${version}以降）`,
  ];
  const itemsOf = (params: Record<string, unknown> | readonly { value: unknown }[]) =>
    (Array.isArray(params) ? params.map((p) => p.value) : Object.values(params))
      .flat()
      .filter((v): v is string => typeof v === "string");

  it("says from which release, in every language, as the MK61's chord dictionary does (the SP-C121's brilliance, the MK49's lessons)", () => {
    let checked = 0;
    for (const fn of firmwareFunctions) {
      const pattern = named[fn.id];
      const product = productSeeds.find((p) => p.id === fn.model);
      if (!pattern || !product) continue;
      const translated = [catalogueDe, catalogueJa].map((t) => t.products[fn.model]?.params ?? {});
      for (const items of [itemsOf(product.params), ...translated.map(itemsOf)]) {
        const item = items.find((i) => pattern.test(i));
        expect(item, `${fn.model} ${fn.id}`).toBeDefined();
        expect(
          marks(fn.version).some((mark) => item?.endsWith(mark)),
          `${fn.model}: „${item}“ says from firmware ${fn.version}`,
        ).toBe(true);
        checked++;
      }
    }
    expect(checked).toBe(9);
  });
});
