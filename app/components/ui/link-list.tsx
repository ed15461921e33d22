import { Link } from "react-router";
import { Phrases } from "./phrases";

/** `lang`: a label in another language than the page's (an untranslated name). */
export type LinkListItem = { label: string; to?: string; lang?: string };

/** A titled list whose items are plain text or text that links somewhere (seed-spec "Reusable pieces"). */
export function LinkList({
  title,
  titleTo,
  items,
  headingLevel: Heading = "h2",
}: {
  title: string;
  titleTo?: string;
  items: LinkListItem[];
  headingLevel?: "h2" | "h3";
}) {
  return (
    <div>
      <Heading className="mb-3 text-sm font-semibold tracking-wide text-white">
        {titleTo ? (
          <Link to={titleTo} className="hover:underline">
            <Phrases text={title} />
          </Link>
        ) : (
          <Phrases text={title} />
        )}
      </Heading>
      <ul className="space-y-2 text-sm">
        {items.map((item) => (
          <li key={`${item.label}-${item.to ?? ""}`}>
            {item.to ? (
              <Link to={item.to} lang={item.lang} className="text-neutral-300 hover:text-white hover:underline">
                <Phrases text={item.label} />
              </Link>
            ) : (
              <span className="text-neutral-400">
                <Phrases text={item.label} />
              </span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
