/**
 * Every picture of one product, drawn from its parameters: used by the build for the seed catalogue
 * (media/generate.ts) and by the admin when an editor redraws a product's pictures
 * (features/catalogue/drawing.server.ts).
 * A product's pictures follow one naming convention: "kind/{slug}-{part}", slug = lower-case id.
 */
import { type MediaKind, mediaKinds } from "../media.ts";
import type { Instrument } from "./instrument.ts";
import { banner, closeUp, productShot, rearShot, type View, videoCover } from "./scenes.ts";

type Region = { x: number; y: number; w: number; h: number };

/** Close-up regions, as fractions of the instrument's top face. */
const regions: Record<string, Region> = {
  sp1: { x: 0.28, y: 0.82, w: 0.3, h: 0 },
  sp2: { x: 0.35, y: 0.3, w: 0.3, h: 0 },
  sp3: { x: 0.02, y: 0.3, w: 0.32, h: 0 },
  sticky1: { x: 0.58, y: 0.3, w: 0.36, h: 0 },
  sticky2: { x: 0.1, y: 0.72, w: 0.26, h: 0 },
  sticky3: { x: 0.66, y: 0.78, w: 0.3, h: 0 },
  panel: { x: 0.2, y: 0.28, w: 0.6, h: 0 },
  keys: { x: 0.04, y: 0.86, w: 0.42, h: 0 },
};

/** The whole set of pictures that can be drawn for a product, in the order the admin lists them. */
export function productPictureRefs(slug: string): string[] {
  return [
    ...["front", "angle", "top"].map((v) => `product/${slug}-${v}`),
    ...[1, 2].map((n) => `banner/${slug}-${n}`),
    ...["sp1", "sp2", "sp3", "sticky1", "sticky2", "sticky3"].map((r) => `feature/${slug}-${r}`),
    ...["panel", "rear", "keys"].map((r) => `detail/${slug}-${r}`),
    `cover/video-${slug}`,
  ];
}

/** The slug a product picture belongs to, or null for a picture that is not one product's. */
export function pictureSlug(ref: string): string | null {
  const [kind, name = ""] = ref.split("/");
  if (kind === "cover") return name.startsWith("video-") ? name.slice("video-".length) : null;
  return /^(.+)-[^-]+$/.exec(name)?.[1] ?? null;
}

/** The SVG of one product picture ("product/spc121-front", "cover/video-spc121", ...). */
export function drawProductPicture(ref: string, inst: Instrument): string {
  const [kind, name = ""] = ref.split("/") as [MediaKind, string];
  const { width: w, height: h } = mediaKinds[kind] ?? {};
  if (!w || !h) throw new Error(`Not a picture kind: ${ref}`);
  const part = /-([^-]+)$/.exec(name)?.[1] ?? "";
  switch (kind) {
    case "product":
      if (part !== "front" && part !== "angle" && part !== "top") break;
      return productShot(inst, part as View, w, h);
    case "banner":
      if (!/^[1-3]$/.test(part)) break;
      return banner(inst, Number(part), w, h);
    case "feature":
    case "detail": {
      if (kind === "detail" && part === "rear") return rearShot(inst, w, h);
      const region = regions[part];
      if (region) return closeUp(inst, region, w, h);
      break;
    }
    case "cover":
      if (name.startsWith("video-")) return videoCover(inst, `${inst.title} overview`, w, h);
  }
  throw new Error(`Not a product picture: ${ref}`);
}
