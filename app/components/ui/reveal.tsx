import { type ElementType, type ReactNode, useEffect, useRef } from "react";

/**
 * Scroll-triggered entrance (1000 ms), replayed every time the element re-enters the viewport;
 * visitors who prefer reduced motion get none (app.css). Without JavaScript everything is visible.
 */
export function Reveal({
  as: Tag = "div",
  className,
  children,
}: {
  as?: ElementType;
  className?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === "undefined") return;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry) element.dataset.reveal = entry.isIntersecting ? "in" : "out";
      },
      { threshold: 0.12 },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      delete element.dataset.reveal;
    };
  }, []);
  return (
    <Tag ref={ref} className={className}>
      {children}
    </Tag>
  );
}
