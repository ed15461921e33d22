import { Fragment } from "react";
import { InlineList, InlineText } from "~/components/ui/inline-text";
import { Phrases } from "~/components/ui/phrases";
import type { LegalBlock } from "~/lib/content-model";

/** A paragraph's lines, as typed (an address keeps its lines). */
function Lines({ text }: { text: string }) {
  return text.split("\n").map((line, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one paragraph never reorder
    <Fragment key={i}>
      {i > 0 ? <br /> : null}
      <InlineText text={line} />
    </Fragment>
  ));
}

/** A legal page's text: headings, paragraphs, lists and label–value tables; never raw HTML. */
export function LegalBody({ blocks }: { blocks: readonly LegalBlock[] }) {
  return (
    <div className="max-w-3xl space-y-5 leading-relaxed text-ink-soft">
      {blocks.map((block, i) => {
        const key = `${block.type}-${i}`;
        switch (block.type) {
          case "h2":
            return (
              <h2 key={key} className="pt-4 text-2xl font-bold text-ink">
                <Phrases text={block.text} />
              </h2>
            );
          case "h3":
            return (
              <h3 key={key} className="pt-2 text-xl font-bold text-ink">
                <Phrases text={block.text} />
              </h3>
            );
          case "ul":
            return <InlineList key={key} items={block.items} />;
          case "table":
            return (
              <table key={key} className="w-full table-fixed border-collapse border-y border-line text-left">
                <tbody>
                  {block.rows.map((row) => (
                    <tr key={row.label} className="border-b border-line last:border-b-0">
                      <th scope="row" className="w-1/3 py-3 pr-4 align-top font-semibold text-ink">
                        {row.label}
                      </th>
                      <td className="py-3 align-top">
                        <Lines text={row.value} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            );
          default:
            return (
              <p key={key}>
                <Lines text={block.text} />
              </p>
            );
        }
      })}
    </div>
  );
}
