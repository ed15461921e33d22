/**
 * Typo correction against the index's dictionary, in memory: trigram similarity as pg_trgm
 * computes it (each word padded with two spaces before and one after; shared trigrams over all
 * trigrams), so a large vocabulary costs a pass over an array, not a scan per query.
 */

/** pg_trgm's default similarity threshold: a correction must be more similar than this. */
export const SIMILARITY_THRESHOLD = 0.3;

export function trigrams(word: string): Set<string> {
  const padded = `  ${word.toLowerCase()} `;
  const out = new Set<string>();
  const chars = [...padded];
  for (let i = 0; i + 3 <= chars.length; i++) out.add(chars.slice(i, i + 3).join(""));
  return out;
}

export function similarity(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const g of a) if (b.has(g)) shared++;
  const union = a.size + b.size - shared;
  return union === 0 ? 0 : shared / union;
}

export type Lexicon = {
  words: readonly { word: string; hits: number; grams: Set<string> }[];
  known: ReadonlySet<string>;
  /** Every model code in the index, for family prefixes (mk → MK37, MK49, …). */
  codes: readonly string[];
};

export function lexicon(terms: readonly { word: string; hits: number }[], codes: readonly string[]): Lexicon {
  return {
    words: terms.map((t) => ({ ...t, grams: trigrams(t.word) })),
    known: new Set(terms.map((t) => t.word)),
    codes: [...new Set(codes)].sort(),
  };
}

/**
 * The closest known word to each token the dictionary lacks (and no known word starts with):
 * most similar first, then most frequent, then alphabetical; none when nothing passes the threshold.
 */
export function corrections(lex: Lexicon, tokens: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const token of tokens) {
    if (lex.known.has(token)) continue;
    let startsWith = false;
    for (const w of lex.words)
      if (w.word.startsWith(token)) {
        startsWith = true;
        break;
      }
    if (startsWith) continue;
    const grams = trigrams(token);
    let best: { word: string; hits: number; score: number } | null = null;
    for (const w of lex.words) {
      const score = similarity(grams, w.grams);
      if (score <= SIMILARITY_THRESHOLD) continue;
      if (
        !best ||
        score > best.score ||
        (score === best.score && (w.hits > best.hits || (w.hits === best.hits && w.word < best.word)))
      )
        best = { word: w.word, hits: w.hits, score };
    }
    if (best && best.word !== token) out[token] = best.word;
  }
  return out;
}

/** The index's model codes that start with a family prefix. */
export function codesWithPrefix(lex: Lexicon, prefix: string): string[] {
  return prefix ? lex.codes.filter((c) => c.startsWith(prefix)) : [];
}
