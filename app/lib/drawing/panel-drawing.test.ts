import { describe, expect, it } from "vitest";
import { productSeeds } from "../../.server/db/seed/products.ts";
import { instrumentFacts } from "../support/instrument-facts.ts";
import { panelParts, topDrawing } from "./panel-drawing.ts";

describe("the panel drawing's tempo keys", () => {
  it.each(["SPC121", "CP203"])("the %s's callout marks both TEMPO – and TEMPO +, not one key", (id) => {
    const product = productSeeds.find((p) => p.id === id);
    if (!product) throw new Error(`${id} is not in the seed`);
    const facts = instrumentFacts(product.params, product.kit);
    const n = panelParts(facts).findIndex((p) => p.kind === "marked-key" && p.key === "tempo") + 1;
    expect(n).toBeGreaterThan(0);
    const drawing = topDrawing(facts);
    const at = drawing.callouts.find((c) => c.n === n);
    if (!at) throw new Error(`no callout ${n}`);
    // two key marks above the keyboard, and the callout between them
    const marks = drawing.shapes.filter((s) => s.t === "rect" && s.w === 5 && s.h === 3);
    const tempoMarks = marks.filter((s) => s.t === "rect" && Math.abs(s.x + 2.5 - at.x) < 12);
    expect(tempoMarks).toHaveLength(2);
    const [a, b] = tempoMarks.map((s) => (s.t === "rect" ? s.x + 2.5 : 0));
    expect(at.x).toBeCloseTo(((a ?? 0) + (b ?? 0)) / 2);
  });
});
