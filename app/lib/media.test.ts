import { describe, expect, it } from "vitest";
import { mediaKinds, mediaSrcSet, mediaUrl, pictureSources, shareImageUrl } from "./media";

describe("pictureSources", () => {
  it("gives what the picture built from mediaUrl and mediaSrcSet", () => {
    for (const ref of [
      "product/spc121-front",
      "banner/spc121-1",
      "cover/video-mk61",
      "product/mk61-front~3f9a2c1b7d",
    ]) {
      const kind = ref.split("/")[0] as keyof typeof mediaKinds;
      const spec = mediaKinds[kind];
      expect(pictureSources(ref)).toEqual({
        width: spec.width,
        height: spec.height,
        avif: mediaSrcSet(ref, "avif"),
        webp: mediaSrcSet(ref, "webp"),
        fallback: mediaUrl(ref, spec.widths[1] ?? spec.width, "webp"),
      });
      expect(pictureSources(ref)).toBe(pictureSources(ref));
    }
    expect(pictureSources("product/spc121-front").fallback).toBe("/media/product/spc121-front-640.webp");
    expect(mediaSrcSet("cover/x", "avif")).toBe(
      "/media/cover/x-640.avif 640w, /media/cover/x-960.avif 960w, /media/cover/x-1600.avif 1600w",
    );
  });

  it("refuses what is not a picture reference", () => {
    expect(() => pictureSources("nonsense")).toThrow("Not a media reference");
  });
});

describe("share cards", () => {
  it.each(Object.entries(mediaKinds))("show a file the %s set really has, about 1200 px wide", (kind, spec) => {
    const url = shareImageUrl(`${kind}/x`);
    const width = Number(/-(\d+)\.webp$/.exec(url)?.[1]);
    expect(spec.widths).toContain(width);
    expect(width).toBeGreaterThanOrEqual(1200);
  });
});
