/**
 * Generated pictures: each kind has one aspect ratio and a set of widths, shared by the build-time
 * generator (media/) and the <Picture> component, so every <img> carries its real dimensions.
 * A picture reference is "kind/name", e.g. "product/spc121-front".
 */
import * as href from "./href-shared.ts";

export const mediaKinds = {
  product: { width: 1200, height: 900, widths: [320, 640, 960, 1200] },
  cover: { width: 1600, height: 900, widths: [640, 960, 1600] },
  banner: { width: 1920, height: 800, widths: [640, 1280, 1920] },
  feature: { width: 1200, height: 900, widths: [480, 960, 1200] },
  detail: { width: 1200, height: 900, widths: [480, 960, 1200] },
} as const;

export type MediaKind = keyof typeof mediaKinds;

/** How a picture is named in the content: its set and its name, such as product/mk61-front. */
export const PICTURE_REF = /^(product|cover|banner|feature|detail)\/[a-z0-9-]{1,80}$/;
export const mediaFormats = ["avif", "webp"] as const;
export type MediaFormat = (typeof mediaFormats)[number];

/**
 * How a drawing becomes its files, the same for the build (media/encode.ts) and an admin redraw
 * (features/catalogue/encode.server.ts): one raster master at this density on this background, then
 * each width in each format with these settings.
 */
export const mediaEncoding = {
  density: 72,
  background: "#ffffff",
  avif: { quality: 55, effort: 2 },
  webp: { quality: 80, effort: 4 },
} as const;

export function parseMediaRef(ref: string): { kind: MediaKind; name: string } {
  const [kind, name] = ref.split("/", 2);
  if (!kind || !name || !(kind in mediaKinds)) throw new Error(`Not a media reference: ${ref}`);
  return { kind: kind as MediaKind, name };
}

/** The file a share card shows (Open Graph asks for about 1200 px wide): the narrowest at least that wide the set has. */
export function shareImageUrl(ref: string): string {
  const { widths } = mediaKinds[parseMediaRef(ref).kind];
  const width = widths.find((w) => w >= 1200) ?? widths[widths.length - 1] ?? 1200;
  return mediaUrl(ref, width, "webp");
}

export function mediaUrl(ref: string, width: number, format: MediaFormat): string {
  const { kind, name } = parseMediaRef(ref);
  return href.media(kind, `${name}-${width}.${format}`);
}

export function mediaSrcSet(ref: string, format: MediaFormat): string {
  const { kind } = parseMediaRef(ref);
  // l10n-lint-allow: a srcset's own syntax, not text
  return mediaKinds[kind].widths.map((w) => `${mediaUrl(ref, w, format)} ${w}w`).join(", ");
}

/** What a <picture> of `ref` needs: its size, both source sets and the fallback's URL. */
export type PictureSources = { width: number; height: number; avif: string; webp: string; fallback: string };

// A page shows dozens of pictures and every render built the same strings again; the references
// are the site's own (content, not visitor input), and the map is cleared if it ever grows large.
const sources = new Map<string, PictureSources>();
const MAX_SOURCES = 2_000;

export function pictureSources(ref: string): PictureSources {
  let found = sources.get(ref);
  if (!found) {
    const spec = mediaKinds[parseMediaRef(ref).kind];
    found = {
      width: spec.width,
      height: spec.height,
      avif: mediaSrcSet(ref, "avif"),
      webp: mediaSrcSet(ref, "webp"),
      fallback: mediaUrl(ref, spec.widths[Math.min(1, spec.widths.length - 1)] ?? spec.width, "webp"),
    };
    if (sources.size >= MAX_SOURCES) sources.clear();
    sources.set(ref, found);
  }
  return found;
}

/** A picture reference without the drawing version an admin redraw adds ("…-front~3f9a2c1b7d"). */
export function baseRef(ref: string): string {
  return ref.split("~", 1)[0] ?? ref;
}
