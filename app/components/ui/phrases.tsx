import { Fragment } from "react";
import { keepsPhrases, phrasesOf } from "~/lib/line-breaks";

/**
 * A heading's words that break only between phrases (docs/decisions/023-japanese-line-breaks.md).
 * The server segmented the string (`phrasedIn`); here each mark becomes a `<wbr>`, inside a span
 * that keeps everything else together (`.phrases` in app.css: `word-break: keep-all`, and
 * `overflow-wrap: break-word` only as a last resort). A string that is not Japanese is
 * rendered as it is, so English and German pages are unchanged.
 */
/** A hyphen between letters (USB-MIDIに, SP-C121の): `keep-all` still breaks after it, `nowrap` does not. */
const LATIN_HYPHEN = /[A-Za-z0-9]-[A-Za-z0-9]/;

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
          {LATIN_HYPHEN.test(phrase) ? <span className="whitespace-nowrap">{phrase}</span> : phrase}
        </Fragment>
      ))}
    </span>
  );
}
