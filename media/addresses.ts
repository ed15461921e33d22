/**
 * A web or e-mail address in a PDF is never broken across lines: a reader types it from the page,
 * and „noteva.example/de/“ at the end of one line and „support“ at the start of the next reads as
 * two things. pdfkit breaks lines where the Unicode line-breaking algorithm (UAX #14, the
 * `linebreak` package) allows, which is after every "/" and "-" of an address; here the line
 * breaker skips every break inside an address, in every text any document sets (paragraphs, list
 * items, table cells, the disposal notice, the cover). An address is then one word to pdfkit: set
 * whole where it fits, otherwise whole at the start of the next line. Only an address wider than
 * its whole column would still be cut, and none of the documents' columns is that narrow (their
 * test sets every address in the narrowest).
 */
import LineBreaker, { type Break } from "linebreak";

/**
 * Addresses as the documents write them: a host with a dot and a top-level name of letters
 * (noteva.example), with its scheme and path if it has them, or an e-mail address. A sentence's
 * full stop, comma or colon after one is not part of it.
 */
const ADDRESS = /(?:https?:\/\/)?(?:[\w.+-]+@)?[a-z\d-]+(?:\.[a-z\d-]+)*\.[a-z]{2,}(?:\/[\w\-.~%/?#=&+@:]*)?/gi;

/** Where each address in `text` starts and ends (its end is the index after its last character). */
export function addressesIn(text: string): { start: number; end: number }[] {
  return [...text.matchAll(ADDRESS)].map((m) => {
    const address = m[0].replace(/[.,:;?!]+$/, "");
    return { start: m.index, end: m.index + address.length };
  });
}

/** The breaks inside an address, skipped: the text's addresses are found once per text broken. */
const addressesOf = new WeakMap<LineBreaker, { start: number; end: number }[]>();
const nextBreak = LineBreaker.prototype.nextBreak;
const keepsAddresses = Symbol.for("noteva.keepsAddresses");
if (!(keepsAddresses in nextBreak)) {
  LineBreaker.prototype.nextBreak = Object.assign(
    function (this: LineBreaker): Break | null {
      const addresses = addressesOf.get(this) ?? addressesIn(this.string);
      addressesOf.set(this, addresses);
      const inside = (b: Break) => !b.required && addresses.some((a) => b.position > a.start && b.position < a.end);
      let next = nextBreak.call(this);
      while (next && inside(next)) next = nextBreak.call(this);
      return next;
    },
    { [keepsAddresses]: true },
  );
}
