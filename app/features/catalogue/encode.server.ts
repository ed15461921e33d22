/** The running site's encoder for an admin redraw: a drawing to AVIF or WebP (~/lib/media mediaEncoding). */
import { type MediaFormat, mediaEncoding } from "~/lib/media";

// sharp (libvips) is loaded on the first encoding, not when the server starts: a running site
// encodes only after an editor redraws a product, and libvips costs ~20 MB of memory once loaded.
const loadSharp = () => import("sharp").then((m) => m.default);

/** One file of a drawing: rasterised once at full density, then resized to `width`. */
export async function encodeDrawing(svg: string, width: number, format: MediaFormat): Promise<Buffer> {
  const sharp = await loadSharp();
  const master = await sharp(Buffer.from(svg), { density: mediaEncoding.density })
    .flatten({ background: mediaEncoding.background })
    .png()
    .toBuffer();
  const resized = sharp(master).resize({ width });
  return (format === "avif" ? resized.avif(mediaEncoding.avif) : resized.webp(mediaEncoding.webp)).toBuffer();
}
