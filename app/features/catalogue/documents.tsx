import { Phrases } from "~/components/ui/phrases";
import { groupByKind, type ProductDocument } from "~/lib/documents/document-groups";
import { formatBytes } from "~/lib/format";
import { fill, useFormats, useLocale } from "~/lib/i18n/frame";
import { languageNameIn } from "~/lib/i18n/locales";
import { unphrased } from "~/lib/line-breaks";

/** A product's document as the list shows it: what it is, its file and size, its language. */

type DocumentsText = {
  empty: string;
  fileOf: string;
  kinds: Readonly<Record<string, string>>;
  languages: string;
};

/** The downloads list of a product: what each file is, before the click (label, type, size, language). */
export function DocumentList({
  docs,
  productTitle,
  text,
}: {
  docs: ProductDocument[];
  productTitle: string;
  /** The list's words in the page's language (the catalogue text's `documents`). */
  text: DocumentsText;
}) {
  const format = useFormats();
  const locale = useLocale();
  // English keeps its sizes exactly as before ("1012 KB", no grouping); other languages format theirs
  const size = locale === "en" ? formatBytes : format.bytes;
  if (docs.length === 0) return <p className="text-ink-soft">{text.empty}</p>;
  return (
    <ul className="divide-y divide-line rounded-2xl border border-line">
      {groupByKind(docs, locale).map(({ afterfix, files }) => {
        const kind = text.kinds[afterfix] ?? afterfix;
        return (
          <li key={afterfix} className="flex items-start gap-4 p-4">
            <svg aria-hidden="true" viewBox="0 0 24 24" className="h-8 w-8 shrink-0 text-accent">
              <path d="M6 2h9l5 5v15H6z" fill="none" stroke="currentColor" strokeWidth="1.6" />
              <path d="M14 2v6h6" fill="none" stroke="currentColor" strokeWidth="1.6" />
              <text x="7.5" y="18" fontSize="5.5" fontWeight="700" fill="currentColor">
                PDF
              </text>
            </svg>
            <div className="flex-1">
              <h3 className="font-semibold">
                {/* „MK61-Bedienungsanleitung“, 「MK61取扱説明書」: the name as the page's language couples it (`format.named`) */}
                <span className="sr-only">{format.named(productTitle, "")}</span>
                <Phrases text={kind} />
              </h3>
              <ul
                aria-label={unphrased(fill(text.languages, { document: kind }))}
                className="mt-2 flex flex-wrap gap-2"
              >
                {files.map((doc, i) => (
                  <li key={doc.href}>
                    <a
                      href={doc.href}
                      type="application/pdf"
                      hrefLang={doc.language}
                      className={`inline-flex items-baseline gap-2 rounded-full border px-3.5 py-1.5 text-sm ${
                        i === 0 ? "border-ink bg-ink text-white hover:bg-accent" : "border-line hover:bg-mist"
                      }`}
                    >
                      <span className="sr-only">
                        {unphrased(fill(text.fileOf, { document: format.named(productTitle, unphrased(kind)) }))}
                      </span>
                      {/* the document's language named in the page's (英語 on /ja); hreflang says which it is */}
                      <span className="font-semibold">{languageNameIn(doc.language, locale)}</span>
                      <span className={i === 0 ? "text-neutral-300" : "text-ink-soft"}>
                        {format.facts(["PDF", size(doc.bytes)])}
                      </span>
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
