import { pictureSources } from "~/lib/media";

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
  const sources = pictureSources(src);
  return (
    <picture>
      <source type="image/avif" srcSet={sources.avif} sizes={sizes} />
      <img
        src={sources.fallback}
        srcSet={sources.webp}
        sizes={sizes}
        width={sources.width}
        height={sources.height}
        alt={alt}
        className={className}
        loading={priority ? "eager" : "lazy"}
        decoding={priority ? "sync" : "async"}
        fetchPriority={priority ? "high" : "auto"}
      />
    </picture>
  );
}
