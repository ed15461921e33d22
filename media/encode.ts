/** The build's encoder: a drawing to one raster master, then AVIF and WebP per width (mediaEncoding). */
import sharp from "sharp";
import { type MediaFormat, mediaEncoding } from "../app/lib/media.ts";

export function rasterize(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg), { density: mediaEncoding.density })
    .flatten({ background: mediaEncoding.background })
    .png()
    .toBuffer();
}

export function encode(master: Buffer, width: number, format: MediaFormat): Promise<Buffer> {
  const resized = sharp(master).resize({ width });
  return (format === "avif" ? resized.avif(mediaEncoding.avif) : resized.webp(mediaEncoding.webp)).toBuffer();
}
