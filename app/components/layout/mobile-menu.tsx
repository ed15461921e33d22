import { type ComponentType, useEffect, useId, useRef, useState } from "react";
import { useLocation } from "react-router";
import type { NavCategory } from "~/features/catalogue/nav-types";
import { useFrame } from "~/lib/i18n/frame";

type Panel = ComponentType<{ categories: NavCategory[]; id: string }>;

/**
 * The phone menu: one button opens a full-height panel of disclosure sections. The panel's code
 * loads when the button is first approached (pointer, focus or tap), as the search suggestions do.
 */
export function MobileMenu({ categories }: { categories: NavCategory[] }) {
  const [open, setOpen] = useState(false);
  const [Panel, setPanel] = useState<Panel | null>(null);
  const loading = useRef(false);
  const location = useLocation();
  const id = useId();
  const m = useFrame();
  const buttonRef = useRef<HTMLButtonElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: close on every navigation
  useEffect(() => {
    setOpen(false);
  }, [location.key]);

  const load = () => {
    if (loading.current) return;
    loading.current = true;
    import("./mobile-menu-panel").then(
      (module) => setPanel(() => module.MobileMenuPanel),
      () => {
        loading.current = false; // offline: try again on the next approach
      },
    );
  };

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

  return (
    <div className="lg:hidden">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={`${id}-menu`}
        onPointerEnter={load}
        onFocus={load}
        onClick={() => {
          load();
          setOpen(!open);
        }}
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
        {Panel ? <Panel categories={categories} id={id} /> : null}
      </nav>
    </div>
  );
}
