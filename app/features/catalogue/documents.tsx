import { formatBytes } from "~/lib/format";
import { useFormats, useLocale } from "~/lib/i18n/frame";

/** The downloads list of a product: what each file is, before the click (label, type, size, language). */
export type ProductDocument = { href: string; bytes: number | null; afterfix: string };

export function DocumentList({
  docs,
  productTitle,
  text,
}: {
  docs: ProductDocument[];
  productTitle: string;
  /** The list's words in the page's language (the catalogue text's `documents`). */
  text: { empty: string; download: string };
}) {
  const format = useFormats();
  // English keeps its sizes exactly as before ("1012 KB", no grouping); other languages format theirs
  const size = useLocale() === "en" ? formatBytes : format.bytes;
  if (docs.length === 0) return <p className="text-ink-soft">{text.empty}</p>;
  return (
    <ul className="divide-y divide-line rounded-2xl border border-line">
      {docs.map((doc) => (
        <li key={doc.href}>
          <a href={doc.href} type="application/pdf" className="flex items-center gap-4 p-4 hover:bg-mist">
            <svg aria-hidden="true" viewBox="0 0 24 24" className="h-8 w-8 shrink-0 text-accent">
              <path d="M6 2h9l5 5v15H6z" fill="none" stroke="currentColor" strokeWidth="1.6" />
              <path d="M14 2v6h6" fill="none" stroke="currentColor" strokeWidth="1.6" />
              <text x="7.5" y="18" fontSize="5.5" fontWeight="700" fill="currentColor">
                PDF
              </text>
            </svg>
            <span className="flex-1">
              <span className="block font-semibold">
                <span className="sr-only">{productTitle} </span>
                {doc.afterfix}
              </span>
              <span className="block text-sm text-ink-soft">PDF · {size(doc.bytes)} · EN</span>
            </span>
            <span aria-hidden="true" className="text-sm font-semibold text-accent">
              {text.download}
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
