/**
 * Every model's generated pictures draw the instrument its data describes: a keyboard with as many
 * keys as its "keyboard" row says (88, 61, 49, 37: white and black in the real pattern), the rhythm
 * machine with as many pads as its "drum pad" row says. The close-ups draw the whole top face and
 * show a region of it; the rear view has no keys.
 */
import { describe, expect, it } from "vitest";
import { productSeeds } from "~/.server/db/seed/products";
import { instrumentOf } from "./instrument";
import { drawProductPicture, productPictureRefs } from "./picture";

/** The white and black keys a picture draws (a pressed key in its pressed colour). */
function keysIn(svg: string) {
  const white = (svg.match(/fill="(?:url\(#whiteKey\)|#f3a3ae)"/g) ?? []).length;
  // a black key is its body and a sheen on it: count the sheens (the gradient's own stops are not rects)
  const black = (svg.match(/fill="#3a3d42" opacity="\.55"/g) ?? []).length;
  return { white, black, all: white + black };
}
const padsIn = (svg: string) => (svg.match(/fill="url\(#pad\)"/g) ?? []).length;

/** White keys in a range: 88 keys from A, the others from C. */
const whiteKeys: Record<number, number> = { 88: 52, 61: 36, 49: 29, 37: 22 };

const stated = (id: string, label: string, pattern: RegExp) => {
  const product = productSeeds.find((p) => p.id === id);
  const value = product?.params.find((p) => p.label === label)?.value;
  return Number(pattern.exec(Array.isArray(value) ? value.join(" ") : (value ?? ""))?.[1] ?? 0);
};

describe.each(productSeeds.map((p) => [p.id, p] as const))("%s's pictures", (id, product) => {
  const inst = instrumentOf(product);
  const keys = stated(id, "keyboard", /(\d+)\s+(?:full-size\s+|mini\s+)?keys/);
  const pads = stated(id, "drum pad", /(\d+)\s+pads/);
  const refs = productPictureRefs(id.toLowerCase()).filter((ref) => !ref.endsWith("-rear"));

  it("reads its key or pad count from its data", () => {
    expect(keys > 0 || pads > 0).toBe(true);
    expect(inst.keys).toBe(keys);
    expect(inst.pads).toBe(pads);
  });

  it.each(refs)("%s draws its keys and pads", (ref) => {
    const svg = drawProductPicture(ref, inst);
    const drawn = keysIn(svg);
    expect(drawn.all).toBe(keys);
    if (keys) expect(drawn.white).toBe(whiteKeys[keys]);
    expect(padsIn(svg)).toBe(pads);
  });
});
