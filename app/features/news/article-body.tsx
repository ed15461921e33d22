import { Fragment } from "react";
import { Link } from "react-router";
import { Picture } from "~/components/ui/picture";
import type { ArticleBlock } from "~/lib/content-model";

const LINK = /\[([^\]]+)\]\(([^)\s]+)\)/g;

/** Paragraph text with [label](href) links: site paths become router links, https links open normally. */
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
    } else if (href.startsWith("https://")) {
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

/** An article body: headings, paragraphs, lists and pictures; never raw HTML. */
export function ArticleBody({ blocks }: { blocks: ArticleBlock[] }) {
  return (
    <div className="space-y-5 text-lg leading-relaxed text-ink-soft">
      {blocks.map((block, i) => {
        const key = `${block.type}-${i}`;
        switch (block.type) {
          case "h2":
            return (
              <h2 key={key} className="pt-4 text-2xl font-bold text-ink">
                {block.text}
              </h2>
            );
          case "ul":
            return (
              <ul key={key} className="list-disc space-y-1 pl-6">
                {block.items.map((item) => (
                  <li key={item}>
                    <InlineText text={item} />
                  </li>
                ))}
              </ul>
            );
          case "img":
            return (
              <figure key={key}>
                <Picture
                  src={block.pic}
                  alt={block.caption}
                  sizes="(min-width: 768px) 720px, 100vw"
                  className="h-auto w-full rounded-2xl bg-mist"
                />
                <figcaption className="mt-2 text-sm text-muted">{block.caption}</figcaption>
              </figure>
            );
          default:
            return (
              <p key={key}>
                <InlineText text={block.text} />
              </p>
            );
        }
      })}
    </div>
  );
}
