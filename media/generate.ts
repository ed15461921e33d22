/**
 * Generates every picture the catalogue refers to, from the catalogue's own data: SVG drawings
 * rendered by sharp to AVIF and WebP at each width (app/lib/media.ts). Deterministic; files whose
 * drawing has not changed since the last run are kept (public/media/.manifest.json).
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { categorySeeds, subGroupSeeds } from "../app/.server/db/seed/catalogue.ts";
import { productSeeds } from "../app/.server/db/seed/products.ts";
import { type MediaKind, mediaFormats, mediaKinds } from "../app/lib/media.ts";
import { type Instrument, instrumentOf } from "./draw/instrument.ts";
import { banner, closeUp, cover, productShot, rearShot, type View, videoCover } from "./draw/scenes.ts";

const OUT = path.resolve("public/media");
const VERSION = "3";

const instruments = new Map(productSeeds.map((p) => [p.id.toLowerCase(), instrumentOf(p)]));

/** Every picture reference in the seed data, plus the ones pages use directly. */
export function allRefs(): string[] {
  const refs = new Set<string>(["product/akx10s-front"]);
  for (const c of categorySeeds) refs.add(c.pic);
  for (const g of subGroupSeeds) refs.add(g.pic).add(g.pic2);
  for (const p of productSeeds) {
    for (const ref of [p.pic, p.pic2, p.pic3, p.videoCover, p.sp1.pic, p.sp2.pic, p.sp3.pic]) if (ref) refs.add(ref);
    for (const b of p.banners) refs.add(b.pic);
    for (const s of p.stickyList) refs.add(s.pic);
    for (const d of p.detailPicList ?? []) refs.add(d);
  }
  return [...refs].sort();
}

const regions: Record<string, { x: number; y: number; w: number; h: number }> = {
  sp1: { x: 0.28, y: 0.82, w: 0.3, h: 0 },
  sp2: { x: 0.35, y: 0.3, w: 0.3, h: 0 },
  sp3: { x: 0.02, y: 0.3, w: 0.32, h: 0 },
  sticky1: { x: 0.58, y: 0.3, w: 0.36, h: 0 },
  sticky2: { x: 0.1, y: 0.72, w: 0.26, h: 0 },
  sticky3: { x: 0.66, y: 0.78, w: 0.3, h: 0 },
  panel: { x: 0.2, y: 0.28, w: 0.6, h: 0 },
  keys: { x: 0.04, y: 0.86, w: 0.42, h: 0 },
};

function instrument(slug: string): Instrument {
  const inst = instruments.get(slug);
  if (!inst) throw new Error(`No product for picture slug "${slug}"`);
  return inst;
}

/** The SVG for one picture reference. */
export function drawing(ref: string): string {
  const [kind, name = ""] = ref.split("/") as [MediaKind, string];
  const { width: w, height: h } = mediaKinds[kind];
  const [slug = "", part = ""] = name.split(/-(?=[^-]+$)/);
  switch (kind) {
    case "product":
      return productShot(instrument(slug), part as View, w, h);
    case "banner":
      return banner(instrument(slug), Number(part), w, h);
    case "feature": {
      const region = regions[part];
      if (!region) throw new Error(`Unknown feature picture ${ref}`);
      return closeUp(instrument(slug), region, w, h);
    }
    case "detail": {
      if (part === "rear") return rearShot(instrument(slug), w, h);
      const region = regions[part];
      if (!region) throw new Error(`Unknown detail picture ${ref}`);
      return closeUp(instrument(slug), region, w, h);
    }
    case "cover": {
      if (name.startsWith("video-")) {
        const inst = instrument(name.slice("video-".length));
        return videoCover(inst, `${inst.title} overview`, w, h);
      }
      const categoryId = categorySeeds.find((c) => `category-${c.id.toLowerCase()}` === name)?.id;
      const members = productSeeds.filter((p) => p.categoryId === categoryId && p.menuPosition !== null);
      if (!members.length) throw new Error(`Unknown cover ${ref}`);
      return cover(members.slice(0, 3).map(instrumentOf), w, h);
    }
  }
}

async function render(ref: string, svgText: string) {
  const [kind, name] = ref.split("/") as [MediaKind, string];
  const dir = path.join(OUT, kind);
  mkdirSync(dir, { recursive: true });
  const base = sharp(Buffer.from(svgText), { density: 72 }).flatten({ background: "#ffffff" });
  const master = await base.png().toBuffer();
  for (const width of mediaKinds[kind].widths) {
    const resized = sharp(master).resize({ width });
    await Promise.all(
      mediaFormats.map((format) =>
        (format === "avif"
          ? resized.clone().avif({ quality: 55, effort: 2 })
          : resized.clone().webp({ quality: 80, effort: 4 })
        ).toFile(path.join(dir, `${name}-${width}.${format}`)),
      ),
    );
  }
}

async function main() {
  const manifestFile = path.join(OUT, ".manifest.json");
  const manifest: Record<string, string> = existsSync(manifestFile)
    ? JSON.parse(readFileSync(manifestFile, "utf8"))
    : {};
  const refs = allRefs();
  const started = Date.now();
  let made = 0;
  const queue = [...refs];
  const workers = Array.from({ length: Math.max(1, Math.min(2, os.availableParallelism())) }, async () => {
    for (let ref = queue.shift(); ref; ref = queue.shift()) {
      const svgText = drawing(ref);
      const hash = createHash("sha256").update(VERSION).update(svgText).digest("hex").slice(0, 16);
      const [kind, name] = ref.split("/") as [MediaKind, string];
      const last = path.join(OUT, kind, `${name}-${mediaKinds[kind].widths.at(-1)}.webp`);
      if (manifest[ref] === hash && existsSync(last)) continue;
      await render(ref, svgText);
      manifest[ref] = hash;
      made++;
    }
  });
  await Promise.all(workers);
  writeFileSync(manifestFile, JSON.stringify(manifest, null, 1));
  console.log(`media: ${refs.length} pictures, ${made} rendered in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

if (import.meta.main) await main();
