import { Link } from "react-router";
import { fill, useFrame } from "~/lib/i18n/frame";
import { pageWindow } from "~/lib/pagination";

const step = "rounded-full border border-line px-4 py-2 text-sm font-semibold hover:bg-mist";

type PagerWords = { nav: string; previous: string; next: string; page: string };

/** Previous / numbered / next page links; nothing when there is one page. The admin passes its own words. */
export function Pager({
  page,
  pages,
  href,
  words,
}: {
  page: number;
  pages: number;
  href: (page: number) => string;
  words?: PagerWords;
}) {
  const site = useFrame().pager;
  const m = words ?? site;
  if (pages <= 1) return null;
  return (
    <nav aria-label={m.nav} className="mt-12 flex items-center justify-center gap-2">
      {page > 1 ? (
        <Link to={href(page - 1)} rel="prev" className={step}>
          {m.previous}
        </Link>
      ) : null}
      {pageWindow(page, pages).map((n, i) =>
        n === null ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
          <span key={`gap-${i}`} aria-hidden="true">
            …
          </span>
        ) : (
          <Link
            key={n}
            to={href(n)}
            aria-current={n === page ? "page" : undefined}
            aria-label={fill(m.page, { page: n })}
            className={`flex h-10 min-w-10 items-center justify-center rounded-full px-3 text-sm font-semibold ${n === page ? "bg-ink text-white" : "border border-line hover:bg-mist"}`}
          >
            {n}
          </Link>
        ),
      )}
      {page < pages ? (
        <Link to={href(page + 1)} rel="next" className={step}>
          {m.next}
        </Link>
      ) : null}
    </nav>
  );
}
