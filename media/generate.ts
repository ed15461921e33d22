/**
 * Generates every picture the catalogue refers to, from the catalogue's own data: SVG drawings
 * (app/lib/drawing/) rendered by sharp to AVIF and WebP at each width (app/lib/media.ts).
 * Deterministic; files whose drawing has not changed since the last run are kept
 * (public/media/.manifest.json).
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { categorySeeds } from "../app/.server/db/seed/catalogue.ts";
import { seedPictureRefs } from "../app/.server/db/seed/picture-refs.ts";
import { productSeeds } from "../app/.server/db/seed/products.ts";
import { instrumentOf } from "../app/lib/drawing/instrument.ts";
import { drawProductPicture, pictureSlug } from "../app/lib/drawing/picture.ts";
import { cover } from "../app/lib/drawing/scenes.ts";
import { type MediaKind, mediaFormats, mediaKinds, parseMediaRef } from "../app/lib/media.ts";
import { encode, rasterize } from "./encode.ts";
import { progress } from "./progress.ts";

const OUT = path.resolve("public/media");
const VERSION = "3";

const instruments = new Map(productSeeds.map((p) => [p.id.toLowerCase(), instrumentOf(p)]));

/** The SVG for one picture reference. */
function drawing(ref: string): string {
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
  const refs = seedPictureRefs();
  const started = Date.now();
  let made = 0;
  const queue = [...refs];
  const shown = progress("media", refs.length, "pictures");
  const workers = Array.from({ length: Math.max(1, Math.min(2, os.availableParallelism())) }, async () => {
    for (let ref = queue.shift(); ref; ref = queue.shift()) {
      const svgText = drawing(ref);
      const hash = createHash("sha256").update(VERSION).update(svgText).digest("hex").slice(0, 16);
      const [kind, name] = ref.split("/") as [MediaKind, string];
      const last = path.join(OUT, kind, `${name}-${mediaKinds[kind].widths.at(-1)}.webp`);
      if (manifest[ref] !== hash || !existsSync(last)) {
        await render(ref, svgText);
        manifest[ref] = hash;
        made++;
      }
      shown.step();
    }
  });
  await Promise.all(workers);
  writeFileSync(manifestFile, JSON.stringify(manifest, null, 1));
  console.log(`media: ${refs.length} pictures, ${made} rendered in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

await main();
