import { mediaKinds, mediaSrcSet, mediaUrl, parseMediaRef } from "~/lib/media";

type PictureProps = {
  src: string;
  alt: string;
  sizes: string;
  className?: string;
  /** The largest image on the page: load it first. */
  priority?: boolean;
};

/** A generated picture in AVIF and WebP at every width, with its intrinsic size (no layout shift). */
export function Picture({ src, alt, sizes, className, priority = false }: PictureProps) {
  const { kind } = parseMediaRef(src);
  const spec = mediaKinds[kind];
  const fallbackWidth = spec.widths[Math.min(1, spec.widths.length - 1)] ?? spec.width;
  return (
    <picture>
      <source type="image/avif" srcSet={mediaSrcSet(src, "avif")} sizes={sizes} />
      <img
        src={mediaUrl(src, fallbackWidth, "webp")}
        srcSet={mediaSrcSet(src, "webp")}
        sizes={sizes}
        width={spec.width}
        height={spec.height}
        alt={alt}
        className={className}
        loading={priority ? "eager" : "lazy"}
        decoding={priority ? "sync" : "async"}
        fetchPriority={priority ? "high" : "auto"}
      />
    </picture>
  );
}
