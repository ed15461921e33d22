/**
 * Japanese in a PDF breaks only between phrases, as the site's headings do (app/lib/line-breaks.ts,
 * docs/decisions/023-japanese-line-breaks.md): pdfkit breaks lines where the Unicode line-breaking
 * algorithm (UAX #14, the `linebreak` package) allows, which in Japanese is between any two
 * characters, so a line ended in 「パーカッショ」 and the next began with 「ン」, or 「VOLUMEつま」
 * and 「み」. Here the line breaker skips every break inside a phrase of BudouX's (the site's own
 * splitter, lib/i18n/phrases.server.ts), in every text any document sets; a space inside a phrase
 * (between two printed words) still breaks. A phrase wider than its whole column is still cut, as
 * pdfkit cuts any word too wide for it. Text without Japanese is broken as before.
 */
import LineBreaker, { type Break } from "linebreak";
import { phrase } from "../app/lib/i18n/phrases.server.ts";
import { phrasesOf } from "../app/lib/line-breaks.ts";

/** Where a line may break between the phrases of `text` (an index of `text`), or null when it has no Japanese. */
export function phraseBoundaries(text: string): Set<number> | null {
  const segmented = phrase(text);
  if (segmented === text && !/[\u3040-\u30ff\u3400-\u9fff]/u.test(text)) return null;
  const at = new Set<number>();
  let offset = 0;
  for (const piece of phrasesOf(segmented)) {
    offset += piece.length;
    at.add(offset);
  }
  return at;
}

const boundariesOf = new WeakMap<LineBreaker, Set<number> | null>();
const nextBreak = LineBreaker.prototype.nextBreak;
const keepsPhrases = Symbol.for("noteva.keepsPhrases");
if (!(keepsPhrases in nextBreak)) {
  LineBreaker.prototype.nextBreak = Object.assign(
    function (this: LineBreaker): Break | null {
      let boundaries = boundariesOf.get(this);
      if (boundaries === undefined) {
        boundaries = phraseBoundaries(this.string);
        boundariesOf.set(this, boundaries);
      }
      const phrases = boundaries;
      const inside = (b: Break) =>
        phrases !== null && !b.required && !phrases.has(b.position) && !/\s/u.test(this.string[b.position - 1] ?? "");
      let next = nextBreak.call(this);
      while (next && inside(next)) next = nextBreak.call(this);
      return next;
    },
    { [keepsPhrases]: true },
  );
}
