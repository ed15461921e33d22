import { useRef, useState } from "react";
import { Link } from "react-router";
import * as href from "~/lib/href-shared";
import { fill, useFormats, useFrame } from "~/lib/i18n/frame";
import { englishLang } from "~/lib/i18n/text";
import { unphrased } from "~/lib/line-breaks";
import { Phrases } from "./phrases";
import { StageBanner } from "./stage-banner";

/** A slide's words may be segmented into phrases (the loader's `phrasedIn`). */
export type HeroSlide = {
  id: string;
  title: string;
  eyebrow: string;
  text: string;
  banner: string;
  /** `["sp1"]` when the text is shown in English for want of a translation. */
  english?: readonly string[];
};

/**
 * The home page's banners: a scroll-snap strip (swipe on touch, buttons for mouse and keyboard).
 * No autoplay, so nothing moves unless the visitor asks (WCAG 2.2.2).
 */
export function HeroBanners({ slides }: { slides: HeroSlide[] }) {
  const m = useFrame().carousel;
  const format = useFormats();
  const strip = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const go = (index: number) => {
    const el = strip.current;
    if (!el) return;
    const next = (index + slides.length) % slides.length;
    el.scrollTo({ left: next * el.clientWidth, behavior: "smooth" });
    setCurrent(next);
  };
  const onScroll = () => {
    const el = strip.current;
    if (el) setCurrent(Math.round(el.scrollLeft / el.clientWidth));
  };
  return (
    <section aria-roledescription={m.isCarousel} aria-label={m.label} className="relative bg-ink text-white">
      <div
        ref={strip}
        onScroll={onScroll}
        className="flex snap-x snap-mandatory overflow-x-auto [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
      >
        {slides.map((slide, index) => (
          // biome-ignore lint/a11y/useSemanticElements: a carousel slide is a group (WAI-ARIA APG carousel), not a form fieldset
          <div
            key={slide.id}
            role="group"
            aria-roledescription={m.isSlide}
            aria-label={unphrased(fill(m.slide, { index: index + 1, count: slides.length, title: slide.title }))}
            className="relative w-full shrink-0 snap-start"
          >
            <StageBanner pic={slide.banner} priority={index === 0}>
              {/* room below the words for the banner's buttons */}
              <div className="mx-auto w-full max-w-7xl px-5 pt-8 pb-20 md:pt-12 xl:py-20">
                <div className="max-w-lg">
                  <p className="text-sm font-semibold uppercase tracking-widest text-red-300">
                    <Phrases text={slide.eyebrow} />
                  </p>
                  {index === 0 ? (
                    <h1 className="mt-3 text-4xl font-bold tracking-tight md:text-6xl">
                      <Phrases text={slide.title} />
                    </h1>
                  ) : (
                    <h2 className="mt-3 text-4xl font-bold tracking-tight md:text-6xl">
                      <Phrases text={slide.title} />
                    </h2>
                  )}
                  <p lang={englishLang(slide, "sp1")} className="mt-5 text-lg text-neutral-200">
                    <Phrases text={slide.text} />
                  </p>
                  <div className="mt-8 flex flex-wrap gap-3">
                    <Link
                      to={href.product(slide.id)}
                      className="rounded-full bg-accent px-6 py-3 text-sm font-semibold hover:bg-accent-dark"
                      tabIndex={index === current ? undefined : -1}
                    >
                      <Phrases text={fill(m.discover, { title: slide.title })} />
                    </Link>
                    <Link
                      to={href.productDetail(slide.id)}
                      className="rounded-full border border-white/50 px-6 py-3 text-sm font-semibold hover:bg-white hover:text-ink"
                      tabIndex={index === current ? undefined : -1}
                    >
                      <Phrases text={m.specifications} />
                    </Link>
                  </div>
                </div>
              </div>
            </StageBanner>
          </div>
        ))}
      </div>
      <div className="absolute bottom-4 left-1/2 flex -translate-x-1/2 items-center gap-3">
        <button
          type="button"
          onClick={() => go(current - 1)}
          className="flex h-9 w-9 items-center justify-center rounded-full bg-white/15 hover:bg-white/30"
        >
          <span className="sr-only">{m.previous}</span>
          <svg aria-hidden="true" viewBox="0 0 12 12" className="h-3 w-3">
            <path d="M8 2L4 6l4 4" fill="none" stroke="currentColor" strokeWidth="1.8" />
          </svg>
        </button>
        {slides.map((slide, index) => (
          <button
            key={slide.id}
            type="button"
            onClick={() => go(index)}
            aria-current={index === current ? "true" : undefined}
            className="flex h-6 min-w-6 items-center justify-center"
          >
            <span
              aria-hidden="true"
              className={`block h-2.5 rounded-full transition-all ${index === current ? "w-6 bg-white" : "w-2.5 bg-white/40"}`}
            />
            <span className="sr-only">
              {format.labelled(fill(m.show, { index: index + 1 }), unphrased(slide.title))}
            </span>
          </button>
        ))}
        <button
          type="button"
          onClick={() => go(current + 1)}
          className="flex h-9 w-9 items-center justify-center rounded-full bg-white/15 hover:bg-white/30"
        >
          <span className="sr-only">{m.next}</span>
          <svg aria-hidden="true" viewBox="0 0 12 12" className="h-3 w-3">
            <path d="M4 2l4 4-4 4" fill="none" stroke="currentColor" strokeWidth="1.8" />
          </svg>
        </button>
      </div>
    </section>
  );
}
