import { Link } from "react-router";
import * as href from "~/lib/href";
import { fillNodes } from "~/lib/i18n/fill-nodes";

/** The advice's words in the page's language (`searchText[locale].help`, from the loader). */
export type SearchHelpText = {
  emptyTitle: string;
  emptyText: string;
  examples: readonly string[];
  tryTitle: string;
  tryWords: string;
  tryModel: string;
  tryBrowse: string;
  downloads: string;
  popular: string;
  manuals: string;
  downloadsAndFirmware: string;
  findAStore: string;
  contactUs: string;
};

/** Advice beside the popular pages: for an empty query, and when nothing matched. */
function SearchHelp({
  id,
  title,
  text,
  className = "",
  children,
}: {
  id: string;
  title: string;
  text: SearchHelpText;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <div className={`grid gap-10 md:grid-cols-2 ${className}`}>
      <section aria-labelledby={id}>
        <h2 id={id} className="text-xl font-bold">
          {title}
        </h2>
        {children}
      </section>
      <QuickLinks text={text} />
    </div>
  );
}

/** For an empty query: what can be searched, and examples to try. */
export function EmptyQuery({ text }: { text: SearchHelpText }) {
  return (
    <SearchHelp id="search-tips" title={text.emptyTitle} text={text}>
      <p className="mt-2 text-ink-soft">{text.emptyText}</p>
      <ul className="mt-4 flex flex-wrap gap-2">
        {text.examples.map((example) => (
          <li key={example}>
            <Link
              to={href.search({ q: example })}
              className="inline-block rounded-full border border-line px-4 py-2 text-sm font-semibold hover:bg-mist"
            >
              {example}
            </Link>
          </li>
        ))}
      </ul>
    </SearchHelp>
  );
}

/** When nothing matched: how to search differently. */
export function NoResults({ text }: { text: SearchHelpText }) {
  return (
    <SearchHelp id="no-results-tips" title={text.tryTitle} text={text} className="mt-6">
      <ul className="mt-2 list-disc space-y-1 pl-5 text-ink-soft">
        <li>{text.tryWords}</li>
        <li>{text.tryModel}</li>
        <li>
          {fillNodes(text.tryBrowse, {
            downloads: (
              <Link to={href.support()} className="font-semibold text-accent hover:underline">
                {text.downloads}
              </Link>
            ),
          })}
        </li>
      </ul>
    </SearchHelp>
  );
}

function QuickLinks({ text }: { text: SearchHelpText }) {
  const links = [
    { href: href.supportManuals(), label: text.manuals },
    { href: href.support(), label: text.downloadsAndFirmware },
    { href: href.dealers(), label: text.findAStore },
    { href: href.contact(), label: text.contactUs },
  ];
  return (
    <section aria-labelledby="quick-links">
      <h2 id="quick-links" className="text-xl font-bold">
        {text.popular}
      </h2>
      <ul className="mt-3 space-y-2">
        {links.map((l) => (
          <li key={l.href}>
            <Link to={l.href} className="font-semibold text-accent hover:underline">
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
