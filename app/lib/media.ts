/**
 * Generated pictures: each kind has one aspect ratio and a set of widths, shared by the build-time
 * generator (media/) and the <Picture> component, so every <img> carries its real dimensions.
 * A picture reference is "kind/name", e.g. "product/spc121-front".
 */
export const mediaKinds = {
  product: { width: 1200, height: 900, widths: [320, 640, 960, 1200] },
  cover: { width: 1600, height: 900, widths: [640, 960, 1600] },
  banner: { width: 1920, height: 800, widths: [640, 1280, 1920] },
  feature: { width: 1200, height: 900, widths: [480, 960, 1200] },
  detail: { width: 1200, height: 900, widths: [480, 960, 1200] },
} as const;

export type MediaKind = keyof typeof mediaKinds;
export const mediaFormats = ["avif", "webp"] as const;

export function parseMediaRef(ref: string): { kind: MediaKind; name: string } {
  const [kind, name] = ref.split("/", 2);
  if (!kind || !name || !(kind in mediaKinds)) throw new Error(`Not a media reference: ${ref}`);
  return { kind: kind as MediaKind, name };
}

export function mediaUrl(ref: string, width: number, format: (typeof mediaFormats)[number]): string {
  const { kind, name } = parseMediaRef(ref);
  return `/media/${kind}/${name}-${width}.${format}`;
}

export function mediaSrcSet(ref: string, format: (typeof mediaFormats)[number]): string {
  const { kind } = parseMediaRef(ref);
  return mediaKinds[kind].widths.map((w) => `${mediaUrl(ref, w, format)} ${w}w`).join(", ");
}

/** A picture reference without the drawing version an admin redraw adds ("…-front~3f9a2c1b7d"). */
export function baseRef(ref: string): string {
  return ref.split("~", 1)[0] ?? ref;
}
