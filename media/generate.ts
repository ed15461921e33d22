/**
 * Generates every picture the catalogue refers to, from the catalogue's own data: SVG drawings
 * rendered by sharp to AVIF and WebP at each width (app/lib/media.ts). Deterministic; files whose
 * drawing has not changed since the last run are kept (public/media/.manifest.json).
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { categorySeeds, subGroupSeeds } from "../app/.server/db/seed/catalogue.ts";
import { productSeeds } from "../app/.server/db/seed/products.ts";
import { type MediaKind, mediaFormats, mediaKinds, parseMediaRef } from "../app/lib/media.ts";
import { encode, rasterize } from "./draw/encode.ts";
import { instrumentOf } from "./draw/instrument.ts";
import { drawProductPicture, pictureSlug } from "./draw/picture.ts";
import { cover } from "./draw/scenes.ts";

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

/** The SVG for one picture reference. */
export function drawing(ref: string): string {
  const name = ref.split("/")[1] ?? "";
  if (ref.startsWith("cover/category-")) {
    const categoryId = categorySeeds.find((c) => `category-${c.id.toLowerCase()}` === name)?.id;
    const members = productSeeds.filter((p) => p.categoryId === categoryId && p.menuPosition !== null);
    if (!members.length) throw new Error(`Unknown cover ${ref}`);
    return cover(members.slice(0, 3).map(instrumentOf), w(ref), h(ref));
  }
  const inst = instruments.get(pictureSlug(ref) ?? "");
  if (!inst) throw new Error(`No product for picture "${ref}"`);
  return drawProductPicture(ref, inst);
}

const w = (ref: string) => mediaKinds[parseMediaRef(ref).kind].width;
const h = (ref: string) => mediaKinds[parseMediaRef(ref).kind].height;

async function render(ref: string, svgText: string) {
  const { kind, name } = parseMediaRef(ref);
  const dir = path.join(OUT, kind);
  mkdirSync(dir, { recursive: true });
  const master = await rasterize(svgText);
  for (const width of mediaKinds[kind].widths) {
    await Promise.all(
      mediaFormats.map(async (format) =>
        writeFileSync(path.join(dir, `${name}-${width}.${format}`), await encode(master, width, format)),
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
