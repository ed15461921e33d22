/** The results page's parts: the tabs of result kinds, one hit, and the top pick for a model code. */
import { Link } from "react-router";
import { Picture } from "~/components/ui/picture";
import * as href from "~/lib/href";
import { fill, useFormats } from "~/lib/i18n/frame";
import type { SearchHit } from "~/lib/search/results";
import { Marked } from "./marked";

/** A tab of the results: all kinds, or one. */
export function TypeLink({ href, current, children }: { href: string; current: boolean; children: React.ReactNode }) {
  return (
    <Link
      to={href}
      aria-current={current ? "page" : undefined}
      className={`rounded-full px-4 py-2 text-sm font-semibold ${current ? "bg-ink text-white [&_span]:text-white/70" : "border border-line hover:bg-mist"}`}
    >
      {children}
    </Link>
  );
}

/** One hit: its title (a PDF opens as a document), date for news and updates, and snippet. */
export function ResultRow({ hit, text }: { hit: SearchHit; text: { pdf: string } }) {
  const format = useFormats();
  const date = hit.publishedAt && (hit.kind === "news" || hit.kind === "update") ? hit.publishedAt : null;
  const label = href.isDocument(hit.url) ? text.pdf : null;
  return (
    <li className="py-4">
      <p className="font-semibold">
        {href.isDocument(hit.url) ? (
          <a href={hit.url} className="text-ink hover:text-accent hover:underline">
            <Marked parts={hit.title} />
          </a>
        ) : (
          <Link to={hit.url} className="text-ink hover:text-accent hover:underline">
            <Marked parts={hit.title} />
          </Link>
        )}
        {label ? <span className="ml-2 rounded bg-mist px-1.5 py-0.5 text-xs text-ink-soft">{label}</span> : null}
      </p>
      {date ? (
        <p className="mt-0.5 text-sm text-muted">
          <time dateTime={date.slice(0, 10)}>{format.localDate(date)}</time>
        </p>
      ) : null}
      {hit.snippet.length ? (
        <p className="mt-1 line-clamp-3 text-sm text-ink-soft">
          <Marked parts={hit.snippet} />
        </p>
      ) : null}
    </li>
  );
}

/** The product whose model code the visitor typed, first, with its manual and specifications. */
export function TopPick({
  hit,
  text,
}: {
  hit: SearchHit;
  /** From the loader's `searchText[locale]`: `model` and `goTo` have a `{title}`. */
  text: { bestMatch: string; model: string; goTo: string; manual: string; specifications: string };
}) {
  const title = hit.title.map((p) => p.text).join("");
  return (
    <section
      aria-label={text.bestMatch}
      className="mt-6 flex items-center gap-5 rounded-2xl border border-line bg-mist p-4"
    >
      {hit.pic ? (
        <div className="w-28 shrink-0 overflow-hidden rounded-xl bg-white">
          <Picture src={hit.pic} alt="" sizes="112px" className="h-auto w-full" />
        </div>
      ) : null}
      <div>
        {/* a model is named as written (SP201Plus), never upper-cased */}
        <p className="text-sm font-semibold tracking-wide text-accent">{fill(text.model, { title })}</p>
        <p className="mt-1 line-clamp-2 text-ink-soft">
          <Marked parts={hit.snippet} />
        </p>
        <p className="mt-3 flex flex-wrap gap-x-5 gap-y-1 font-semibold">
          <Link to={hit.url} className="text-accent hover:underline">
            {fill(text.goTo, { title })}
          </Link>
          <Link to={href.supportManual(hit.refId)} className="hover:underline">
            {text.manual}
          </Link>
          <Link to={href.productDetail(hit.refId)} className="hover:underline">
            {text.specifications}
          </Link>
        </p>
      </div>
    </section>
  );
}
