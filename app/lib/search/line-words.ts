import { variantsOf } from "./synonyms";

/**
 * The words a visitor may type for a product line, in any of the site's languages: a Japanese
 * visitor types "piano" as readily as ピアノ or 電子ピアノ, a German one "Piano" or "Klavier". Each
 * product's search entry, in every language, carries its line's words (search-source.server.ts),
 * so they name what every product of the line is, never a kind only some are (an arranger),
 * so the page's language never decides which words find it; the support page's download filter
 * reads them too („Drumcomputer“ finds the MR101S's files). Spelling variants of one word
 * (リズムマシーン for リズムマシン) are the synonym table's (synonyms.ts).
 */
const lineSearchWords: Readonly<Record<string, readonly string[]>> = {
  DigitalPianos: [
    ...["piano", "pianos", "digital piano", "stage piano", "electric piano"],
    ...["Klavier", "Digitalpiano", "E-Piano", "Stagepiano"],
    ...["ピアノ", "電子ピアノ", "デジタルピアノ", "ステージピアノ"],
  ],
  // what every keyboard is; a kind of keyboard (arranger, portable) is its products' own words,
  // else アレンジャー would find the MK37 as readily as the AKX10S
  Keyboards: [...["keyboard", "keyboards"], ...["Keyboard", "Keyboards"], ...["キーボード", "電子キーボード"]],
  Drums: [
    ...["drum", "drums", "rhythm machine", "drum machine", "beat maker"],
    ...["Drumcomputer", "Drum-Computer", "Drummaschine", "Schlagzeug", "Rhythmusgerät"],
    ...["ドラム", "リズムマシン", "リズム"],
  ],
};

/** A product's line's words for search, with the line's English name (found on every page's language). */
export function searchWordsOf(categoryId: string, englishLineName: string): string[] {
  return [...new Set([englishLineName, ...(lineSearchWords[categoryId] ?? [])])];
}

/** A product line's own words, without its name: what its products' files are also found by. */
export const lineWordsOf = (categoryId: string): readonly string[] => lineSearchWords[categoryId] ?? [];

const keyOf = (text: string) =>
  text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[\s\-・]/g, "");

/**
 * The product lines a whole query names, by any of their words or those words' spellings and
 * synonyms (電子ピアノ, Digitalpiano: the digital pianos; リズムマシーン, Drumcomputer: the drums):
 * search offers the line's page beside its results.
 */
export function linesNamedBy(query: string): string[] {
  const typed = new Set(variantsOf(query.trim()).map(keyOf));
  if (!query.trim()) return [];
  return Object.entries(lineSearchWords)
    .filter(([, words]) => words.some((word) => typed.has(keyOf(word))))
    .map(([id]) => id);
}
