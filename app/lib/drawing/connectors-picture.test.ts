/**
 * Every model's connections picture (detail/{model}-rear: the product detail page's „Anschlüsse“,
 * the firmware page's step 3) names exactly the connectors its specification and kit give it, each
 * as printed on its panel, on the panel its data places it on: what the manual's connections table
 * and drawing list, never a description in English ("Pedal connector") or a connector it lacks.
 */
import { describe, expect, it } from "vitest";
import { productSeeds } from "../../.server/db/seed/products.ts";
import { paramListOf, specificationOf } from "../params.ts";
import { instrumentFacts } from "../support/instrument-facts.ts";
import { manualSections } from "../support/manual-content.ts";
import { instrumentOf } from "./instrument.ts";
import { drawnConnectors, rearDrawing } from "./panel-drawing.ts";
import { drawProductPicture } from "./picture.ts";

const decode = (text: string) => text.replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n)));
/** The texts of one class in an SVG, in order. */
const texts = (svg: string, cls: string) =>
  [...svg.matchAll(new RegExp(`<text class="${cls}"[^>]*>([^<]*)</text>`, "g"))].map((m) => decode(m[1] ?? ""));
/** The part of the SVG inside a group of this class. */
const group = (svg: string, cls: string) =>
  [...svg.matchAll(new RegExp(`<g class="${cls}">([\\s\\S]*?)</g>`, "g"))].map((m) => m[1] ?? "").join("");

/**
 * The sockets a model's specification names, read from its rows as the product page shows them
 * (a rhythm machine's from its kit): each jack, each USB port, each MIDI port; USB-MIDI and
 * Bluetooth MIDI ride on a port or on none.
 */
const socketsNamed = (p: (typeof productSeeds)[number]) => {
  const rows = specificationOf(p.params, p.kit);
  return [
    ...paramListOf(rows, "jacks"),
    ...paramListOf(rows, "USB").filter((u) => /^USB TO (?:HOST|DEVICE)/i.test(u)),
    ...paramListOf(rows, "MIDI").filter((m) => /^MIDI (?:IN|OUT)\b/i.test(m)),
  ];
};

describe.each(productSeeds.map((p) => [p.id, p] as const))("the %s's connections picture", (id, p) => {
  const svg = drawProductPicture(`detail/${id.toLowerCase()}-rear`, instrumentOf(p));
  const facts = instrumentFacts(p.params, p.kit);
  const drawn = drawnConnectors(facts);

  it("names exactly the connectors of its specification and kit, as the manual's connections table does", () => {
    const named = texts(svg, "connector");
    // (the rear panel's first, then the front's)
    expect(named.toSorted()).toEqual(drawn.map((c) => c.printed).toSorted());
    expect(named).toHaveLength(socketsNamed(p).length);
    const table = manualSections(p, "en", {}, p.params).find((s) => s.id === "connections");
    const rows = table?.blocks.flatMap((b) => (b.type === "table" ? b.rows.map(([name]) => name) : [])) ?? [];
    for (const name of named)
      expect(
        rows.some((row) => row.startsWith(name)),
        `${id}: ${name}`,
      ).toBe(true);
  });

  it("labels each as printed on the panel, never with a description, and writes nothing else", () => {
    for (const name of texts(svg, "connector")) expect(name).toMatch(/^[A-Z][A-Z0-9/ ]*$/);
    // a stereo pair's sockets as printed beside them, and no other words
    expect(texts(svg, "socket")).toEqual(drawn.flatMap((c) => c.pair));
    expect([...svg.matchAll(/<text\b/g)]).toHaveLength(texts(svg, "connector").length + texts(svg, "socket").length);
  });

  it("puts each connector on the panel its data places it on, as the manual's drawing does", () => {
    expect(texts(group(svg, "front"), "connector")).toEqual(
      drawn.filter((c) => c.side === "front").map((c) => c.printed),
    );
    expect(texts(group(svg, "rear"), "connector")).toEqual(
      drawn.filter((c) => c.side === "rear").map((c) => c.printed),
    );
    const manual = rearDrawing(facts).shapes.flatMap((s) =>
      s.t === "text" && s.text === s.text.toUpperCase() ? [s.text] : [],
    );
    for (const c of drawn) expect(manual, `${id}: ${c.printed}`).toContain(c.printed);
  });
});

describe("the connections pictures, together", () => {
  it("catch what the readers found: the MR101S's MIDI and audio jacks, the CP203's PEDAL, the SP-C121's front PHONES", () => {
    const picture = (id: string) => {
      const p = productSeeds.find((x) => x.id === id);
      if (!p) throw new Error(`${id} is not in the seed`);
      return drawProductPicture(`detail/${id.toLowerCase()}-rear`, instrumentOf(p));
    };
    expect(texts(picture("MR101S"), "connector")).toEqual([
      "PHONES",
      "OUTPUT",
      "DC IN",
      "USB TO HOST",
      "MIDI IN",
      "MIDI OUT",
    ]);
    expect(texts(picture("CP203"), "connector")).toContain("PEDAL");
    expect(picture("CP203")).not.toMatch(/Pedal connector/i);
    expect(texts(group(picture("SPC121"), "front"), "connector")).toEqual(["PHONES"]);
    expect(texts(group(picture("SPC121"), "rear"), "connector")).not.toContain("PHONES");
  });
});
