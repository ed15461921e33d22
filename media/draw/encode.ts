/** Turns a drawing into the files pages load: one raster master, then AVIF and WebP per width. */
import sharp from "sharp";
import type { mediaFormats } from "../../app/lib/media.ts";

export type MediaFormat = (typeof mediaFormats)[number];

export function rasterize(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg), { density: 72 }).flatten({ background: "#ffffff" }).png().toBuffer();
}

export function encode(master: Buffer, width: number, format: MediaFormat): Promise<Buffer> {
  const resized = sharp(master).resize({ width });
  return (
    format === "avif" ? resized.avif({ quality: 55, effort: 2 }) : resized.webp({ quality: 80, effort: 4 })
  ).toBuffer();
}
