import { useEffect, useId, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import type { NavCategory } from "~/features/catalogue/nav-types";
import { useFrame } from "~/lib/i18n/frame";
import { aboutMenu, type NavLink, supportMenu } from "~/lib/navigation";
import { LanguageSwitcher } from "./language-switcher";
import { SearchBox } from "./search-box";

/** The phone menu: one button opens a full-height panel of disclosure sections. */
export function MobileMenu({ categories }: { categories: NavCategory[] }) {
  const [open, setOpen] = useState(false);
  const [section, setSection] = useState<string | null>(null);
  const location = useLocation();
  const id = useId();
  const m = useFrame();
  const buttonRef = useRef<HTMLButtonElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: close on every navigation
  useEffect(() => {
    setOpen(false);
    setSection(null);
  }, [location.key]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    document.body.style.overflow = "hidden";
    return () => {
      document.removeEventListener("keydown", onKey);
      document.body.style.overflow = "";
    };
  }, [open]);

  const group = (key: string, label: string, content: React.ReactNode) => {
    const expanded = section === key;
    return (
      <li className="border-b border-line">
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={`${id}-${key}`}
          onClick={() => setSection(expanded ? null : key)}
          className="flex w-full items-center justify-between px-5 py-4 text-left font-semibold"
        >
          {label}
          <span aria-hidden="true" className="text-xl leading-none">
            {expanded ? "−" : "+"}
          </span>
        </button>
        <div id={`${id}-${key}`} hidden={!expanded} className="pb-3">
          {content}
        </div>
      </li>
    );
  };
  const links = (items: NavLink[]) => (
    <ul>
      {items.map((item) => (
        <li key={item.to}>
          <Link to={item.to} className="block px-8 py-2.5 text-ink-soft">
            {item.label}
          </Link>
        </li>
      ))}
    </ul>
  );
  const plain = (to: string, label: string) => (
    <li className="border-b border-line">
      <Link to={to} className="block px-5 py-4 font-semibold">
        {label}
      </Link>
    </li>
  );

  return (
    <div className="lg:hidden">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={`${id}-menu`}
        onClick={() => setOpen(!open)}
        className="flex h-11 w-11 items-center justify-center rounded-md text-ink"
      >
        <span className="sr-only">{open ? m.menu.close : m.menu.open}</span>
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6">
          {open ? (
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" fill="none" />
          ) : (
            <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" fill="none" />
          )}
        </svg>
      </button>
      <nav
        id={`${id}-menu`}
        aria-label={m.menu.main}
        hidden={!open}
        className="fixed inset-x-0 bottom-0 top-16 z-50 overflow-y-auto bg-white"
      >
        <div className="border-b border-line p-4">
          <SearchBox idPrefix={`${id}-search`} />
        </div>
        <ul>
          {group(
            "products",
            m.menu.products,
            <ul>
              {categories.map((category) => (
                <li key={category.id}>
                  <Link to={`/category/${category.id}`} className="block px-8 py-2.5 font-medium">
                    {category.name}
                  </Link>
                  <ul>
                    {category.products.map((product) => (
                      <li key={product.id}>
                        <Link to={`/product/detail/${product.id}`} className="block px-12 py-2 text-ink-soft">
                          {product.title}
                        </Link>
                      </li>
                    ))}
                    {category.more > 0 ? (
                      <li>
                        <Link to={`/category/${category.id}`} className="block px-12 py-2 font-semibold text-accent">
                          All {category.products.length + category.more} {category.name} models
                        </Link>
                      </li>
                    ) : null}
                  </ul>
                </li>
              ))}
            </ul>,
          )}
          {plain("/dealer/distributor", m.menu.findAStore)}
          {plain("/news", m.menu.news)}
          {group("support", m.menu.support, links(supportMenu(m)))}
          {group("about", m.menu.aboutUs, links(aboutMenu(m)))}
        </ul>
        <LanguageSwitcher className="px-5 py-4 text-sm" />
      </nav>
    </div>
  );
}
