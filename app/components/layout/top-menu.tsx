import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { Phrases } from "~/components/ui/phrases";
import type { NavCategory } from "~/features/catalogue/nav-types";
import * as href from "~/lib/href-shared";
import { useFrame } from "~/lib/i18n/frame";
import { aboutMenu, type NavLink as NavItem, supportMenu } from "~/lib/navigation";
import { ProductsPanel } from "./products-panel";

type MenuKey = "products" | "support" | "about";

/**
 * The desktop top menu, following the WAI-ARIA disclosure navigation pattern: each dropdown is a
 * button with aria-expanded that opens on hover (mouse), click, tap or Enter/Space; Escape closes it
 * and returns focus to its button; leaving the menu with the keyboard closes it.
 */
export function TopMenu({ categories }: { categories: NavCategory[] }) {
  const [open, setOpen] = useState<MenuKey | null>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const navRef = useRef<HTMLElement>(null);
  const location = useLocation();
  const baseId = useId();
  const m = useFrame();

  // biome-ignore lint/correctness/useExhaustiveDependencies: close on every navigation
  useEffect(() => setOpen(null), [location.key]);

  const cancelClose = () => clearTimeout(closeTimer.current);
  const hoverOpen = useCallback((key: MenuKey) => {
    clearTimeout(closeTimer.current);
    setOpen(key);
  }, []);
  const hoverClose = useCallback(() => {
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => setOpen(null), 150);
  }, []);

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === "Escape" && open) {
      const trigger = navRef.current?.querySelector<HTMLButtonElement>(`[data-menu="${open}"]`);
      setOpen(null);
      trigger?.focus();
    }
  };
  const onBlur = (event: React.FocusEvent) => {
    if (!navRef.current?.contains(event.relatedTarget as Node | null)) setOpen(null);
  };

  const dropdown = (key: MenuKey, label: string, panel: ReactNode, wide = false) => {
    const panelId = `${baseId}-${key}`;
    const expanded = open === key;
    return (
      <li
        className={wide ? "" : "relative"}
        onPointerEnter={(e) => e.pointerType === "mouse" && hoverOpen(key)}
        onPointerLeave={(e) => e.pointerType === "mouse" && hoverClose()}
      >
        <button
          type="button"
          data-menu={key}
          aria-expanded={expanded}
          aria-controls={panelId}
          onClick={() => setOpen(expanded ? null : key)}
          // the pointer may come back to the button from the panel, never leaving the item
          // (after following a link in the panel, which closes it): entering the button opens it again
          onPointerEnter={(e) => e.pointerType === "mouse" && hoverOpen(key)}
          className={`flex h-16 items-center gap-1 px-4 text-sm font-semibold tracking-wide ${
            expanded ? "text-accent" : "text-ink hover:text-accent"
          }`}
        >
          <Phrases text={label} />
          <svg
            aria-hidden="true"
            viewBox="0 0 12 12"
            className={`h-3 w-3 transition-transform ${expanded ? "rotate-180" : ""}`}
          >
            <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" />
          </svg>
        </button>
        <div
          id={panelId}
          hidden={!expanded}
          onPointerEnter={cancelClose}
          className={
            wide
              ? "absolute inset-x-0 top-full z-40 border-t border-line bg-white shadow-xl"
              : "absolute left-0 top-full z-40 min-w-56 rounded-b-lg border border-line bg-white py-2 shadow-xl"
          }
        >
          {panel}
        </div>
      </li>
    );
  };

  const simpleList = (items: NavItem[]) => (
    <ul>
      {items.map((item) => (
        <li key={item.to}>
          <Link to={item.to} className="block px-5 py-2.5 text-sm font-medium text-ink hover:bg-mist hover:text-accent">
            <Phrases text={item.label} />
          </Link>
        </li>
      ))}
    </ul>
  );

  const plainLink = (to: string, label: string) => (
    <li>
      <NavLink
        to={to}
        className={({ isActive }) =>
          `flex h-16 items-center px-4 text-sm font-semibold tracking-wide ${isActive ? "text-accent" : "text-ink hover:text-accent"}`
        }
      >
        <Phrases text={label} />
      </NavLink>
    </li>
  );

  return (
    <nav ref={navRef} aria-label={m.menu.main} onKeyDown={onKeyDown} onBlur={onBlur} className="hidden lg:block">
      <ul className="flex items-center">
        {dropdown(
          "products",
          m.menu.products,
          <div className="mx-auto max-w-7xl">
            <ProductsPanel categories={categories} id={`${baseId}-panel`} />
          </div>,
          true,
        )}
        {plainLink(href.dealers(), m.menu.findAStore)}
        {plainLink(href.news(), m.menu.news)}
        {dropdown("support", m.menu.support, simpleList(supportMenu(m)))}
        {dropdown("about", m.menu.aboutUs, simpleList(aboutMenu(m)))}
      </ul>
    </nav>
  );
}
