import { useEffect, useState } from "react";
import { Link } from "react-router";
import { Phrases } from "~/components/ui/phrases";
import { breadcrumbHidden, type Crumb, presentCrumbs } from "~/lib/breadcrumbs";
import { useFrame, useLocale } from "~/lib/i18n/frame";

/**
 * The breadcrumb trail: upper-cased titles (names as written: SP201Plus, Noteva), the last one active. The trail comes from the current
 * route only, so it is cleared on every route change; it hides at 200 px of scroll or more. On a
 * narrow screen the trail wraps onto more lines, never cut off („… / TECHNISCHE DATEN“ whole).
 */
export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  const m = useFrame();
  const locale = useLocale();
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    const update = () => setHidden(breadcrumbHidden(window.scrollY));
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);
  if (crumbs.length === 0) return null;
  const items = presentCrumbs(crumbs, locale);
  return (
    <nav
      aria-label={m.breadcrumb}
      data-breadcrumbs=""
      data-hidden={hidden}
      className={`border-t border-line bg-white transition-[max-height,opacity] duration-200 ${
        hidden ? "invisible max-h-0 overflow-hidden opacity-0" : "max-h-40 opacity-100"
      }`}
    >
      <ol className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-2 gap-y-1 px-5 py-2.5 text-xs font-medium tracking-wider">
        {items.map((item, index) => (
          <li key={`${item.label}>${item.href}`} className="flex items-center gap-2">
            {index > 0 ? (
              <span aria-hidden="true" className="text-muted">
                /
              </span>
            ) : null}
            {item.active ? (
              <Link to={item.href} lang={item.lang} aria-current="page" className="font-semibold text-accent">
                <Phrases text={item.label} />
              </Link>
            ) : (
              <Link to={item.href} lang={item.lang} className="text-muted hover:text-ink hover:underline">
                <Phrases text={item.label} />
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
