/** Turns a drawing into the files pages load: one raster master, then AVIF and WebP per width. */
import type { mediaFormats } from "../../app/lib/media.ts";

export type MediaFormat = (typeof mediaFormats)[number];

// sharp (libvips) is loaded on the first encoding, not when the server starts: a running site
// encodes only after an editor redraws a product, and libvips costs ~20 MB of memory once loaded.
const loadSharp = () => import("sharp").then((m) => m.default);

export async function rasterize(svg: string): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(Buffer.from(svg), { density: 72 }).flatten({ background: "#ffffff" }).png().toBuffer();
}

export async function encode(master: Buffer, width: number, format: MediaFormat): Promise<Buffer> {
  const sharp = await loadSharp();
  const resized = sharp(master).resize({ width });
  return (
    format === "avif" ? resized.avif({ quality: 55, effort: 2 }) : resized.webp({ quality: 80, effort: 4 })
  ).toBuffer();
}
