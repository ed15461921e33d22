/**
 * A correction as the visitor reads it: the word they typed as they typed it („Digitalpinao“,
 * not the lower-case key the dictionary compares), and the word it was corrected to as the content
 * writes it („Digitalpiano“: German nouns are capitalised; the dictionary only knows „digitalpiano“).
 */

const WORD = /[\p{L}\p{N}]+/gu;

/** The query's own spelling of a lower-case token: "Digitalpinao" for "digitalpinao" in "Digitalpinao". */
export function typedAs(token: string, text: string): string {
  for (const word of text.match(WORD) ?? []) if (word.toLowerCase() === token) return word;
  return token;
}

/**
 * The spelling the texts use most for a lower-case word (ties: the first seen), matched as a whole
 * word; the word itself when no text has it.
 */
export function writtenAs(word: string, texts: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const text of texts)
    for (const found of text.match(WORD) ?? [])
      if (found.length === word.length && found.toLowerCase() === word) counts.set(found, (counts.get(found) ?? 0) + 1);
  let best = word;
  let most = 0;
  for (const [form, n] of counts)
    if (n > most) {
      best = form;
      most = n;
    }
  return best;
}

/** A misspelt word as typed, and its correction as the content writes it. */
export type ShownFix = { typed: string; fix: string };

/** The corrections (lower-case token → indexed word) as the results page shows them. */
export function shownFixes(
  corrections: Readonly<Record<string, string>>,
  query: string,
  texts: readonly string[],
): ShownFix[] {
  return Object.entries(corrections).map(([token, fix]) => ({
    typed: typedAs(token, query),
    fix: writtenAs(fix, texts),
  }));
}
