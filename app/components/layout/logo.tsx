import { siteConfig } from "~/lib/site-config";

/** The wordmark: a keyboard-key glyph and the brand name. */
export function Logo({ inverted = false }: { inverted?: boolean }) {
  return (
    <span className={`flex items-center gap-2 ${inverted ? "text-white" : "text-ink"}`}>
      <svg aria-hidden="true" viewBox="0 0 32 32" className="h-8 w-8">
        <rect x="1" y="1" width="30" height="30" rx="7" fill="#c8102e" />
        <path d="M8 7v18M13 7v18M19 7v18M24 7v18" stroke="#fff" strokeWidth="2" />
        <rect x="10.5" y="7" width="4" height="10" rx="1" fill="#14161a" />
        <rect x="20.5" y="7" width="4" height="10" rx="1" fill="#14161a" />
      </svg>
      <span className="text-xl font-extrabold tracking-[0.18em]">{siteConfig.name.toUpperCase()}</span>
    </span>
  );
}
