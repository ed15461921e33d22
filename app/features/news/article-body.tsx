import { InlineList, InlineText } from "~/components/ui/inline-text";
import { Picture } from "~/components/ui/picture";
import type { ArticleBlock } from "~/lib/content-model";

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
            return <InlineList key={key} items={block.items} />;
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
