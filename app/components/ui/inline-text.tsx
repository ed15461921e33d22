import { Fragment } from "react";
import { Link } from "react-router";

const LINK = /\[([^\]]+)\]\(([^)\s]+)\)/g;

const MAILTO = /^mailto:[^@\s/?#]+@[^@\s/?#]+\.[a-z]{2,}$/i;

/**
 * Paragraph text with [label](href) links: site paths become router links, https and mailto links
 * open normally; any other target is shown as its label.
 */
export function InlineText({ text }: { text: string }) {
  const parts: React.ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const [whole, label = "", href = ""] = match;
    parts.push(text.slice(last, match.index));
    if (href.startsWith("/") && !href.startsWith("//")) {
      parts.push(
        <Link key={match.index} to={href} className="font-semibold text-accent underline-offset-2 hover:underline">
          {label}
        </Link>,
      );
    } else if (href.startsWith("https://") || MAILTO.test(href)) {
      parts.push(
        <a
          key={match.index}
          href={href}
          rel="noopener noreferrer"
          className="font-semibold text-accent hover:underline"
        >
          {label}
        </a>,
      );
    } else {
      parts.push(label);
    }
    last = (match.index ?? 0) + whole.length;
  }
  parts.push(text.slice(last));
  return (
    <>
      {parts.map((part, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never reorder
        <Fragment key={i}>{part}</Fragment>
      ))}
    </>
  );
}

/** A bulleted list of such texts. */
export function InlineList({ items }: { items: readonly string[] }) {
  return (
    <ul className="list-disc space-y-1 pl-6">
      {items.map((item) => (
        <li key={item}>
          <InlineText text={item} />
        </li>
      ))}
    </ul>
  );
}
