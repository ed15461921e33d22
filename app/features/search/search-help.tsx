/** The results page's advice: for an empty query and when nothing matched, beside the popular pages. */
import { Link } from "react-router";
import { searchHref } from "./results";

const examples = ["SP-C121", "polyphony", "firmware", "MK", "Bluetooth"];

/** Advice beside the popular pages: for an empty query, and when nothing matched. */
function SearchHelp({
  id,
  title,
  className = "",
  children,
}: {
  id: string;
  title: string;
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
      <QuickLinks />
    </div>
  );
}

/** For an empty query: what can be searched, and examples to try. */
export function EmptyQuery() {
  return (
    <SearchHelp id="search-tips" title="What are you looking for?">
      <p className="mt-2 text-ink-soft">
        Search instruments, their specifications, owner's manuals, firmware, news and updates. A model number works with
        or without hyphens and spaces.
      </p>
      <ul className="mt-4 flex flex-wrap gap-2">
        {examples.map((example) => (
          <li key={example}>
            <Link
              to={searchHref(example)}
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
export function NoResults() {
  return (
    <SearchHelp id="no-results-tips" title="Try" className="mt-6">
      <ul className="mt-2 list-disc space-y-1 pl-5 text-ink-soft">
        <li>fewer or more general words, such as “piano” or “drum”;</li>
        <li>the model number printed on the instrument, such as SP-C121 or MK61;</li>
        <li>
          browsing all{" "}
          <Link to="/support" className="font-semibold text-accent hover:underline">
            downloads
          </Link>
          .
        </li>
      </ul>
    </SearchHelp>
  );
}

function QuickLinks() {
  const links = [
    { href: "/support/manuals", label: "Owner's manuals" },
    { href: "/support", label: "Downloads and firmware" },
    { href: "/dealer/distributor", label: "Find a store" },
    { href: "/contactus", label: "Contact us" },
  ];
  return (
    <section aria-labelledby="quick-links">
      <h2 id="quick-links" className="text-xl font-bold">
        Popular pages
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
