import { Fragment } from "react";
import { keepsPhrases, phrasesOf } from "~/lib/line-breaks";

/**
 * A heading's words that break only between phrases (docs/decisions/023-japanese-line-breaks.md).
 * The server segmented the string (`phrasedIn`); here each mark becomes a `<wbr>`, inside a span
 * that keeps everything else together (`.phrases` in app.css: `word-break: keep-all`, and
 * `overflow-wrap: break-word` only as a last resort). A string that is not Japanese is
 * rendered as it is, so English and German pages are unchanged.
 */
export function Phrases({ text }: { text: string }) {
  if (!keepsPhrases(text)) return text;
  const phrases = phrasesOf(text);
  return (
    <span className="phrases">
      {phrases.map((phrase, i) => (
        // the phrases of one string never change order: the index is their identity
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Fragment key={i}>
          {i > 0 ? <wbr /> : null}
          {phrase}
        </Fragment>
      ))}
    </span>
  );
}
