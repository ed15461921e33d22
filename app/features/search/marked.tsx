import type { TextPart } from "~/lib/search/query";

/** Text with the matching words highlighted; every part is a React text node, so it stays inert. */
export function Marked({ parts }: { parts: TextPart[] }) {
  return (
    <>
      {parts.map((part, i) =>
        part.mark ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts are positional and never reorder
          <mark key={i} className="rounded-sm bg-accent/12 px-0.5 text-inherit">
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
