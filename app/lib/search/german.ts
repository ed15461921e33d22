/**
 * German text as the index stems it. Postgres's German stemmer (Snowball) folds ä, ö and ü into
 * a, o and u before it cuts the endings, so words that differ only by their umlaut become one:
 * „Ständer“ (a stand) and „Stand“ (the fair's stand, the date a page was revised), „Bände“ and
 * „Band“. Its newer versions (PGlite's) read ae, oe and ue as umlauts too, so the digraphs would
 * fold the same. Each umlaut is written here as its vowel and an x, a letter the stemmer keeps and
 * no German word has after an umlaut's vowel where it would matter: Ständer, Stände and Ständern
 * stem to staxnd, Stand to stand. The index (its German entries) and the German query both go
 * through this, so they agree; what a visitor reads (titles, snippets, their marks) is the text.
 */
const MARKED: Readonly<Record<string, string>> = { ä: "ax", ö: "ox", ü: "ux", Ä: "Ax", Ö: "Ox", Ü: "Ux" };

/** The text with its umlauts marked (composed or not: „Ständer“ either way is „Staxnder“). */
export function keepUmlauts(text: string): string {
  return text.normalize("NFC").replace(/[äöüÄÖÜ]/g, (c) => MARKED[c] ?? c);
}
