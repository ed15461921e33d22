/**
 * The words a visitor may type for a product line, in any of the site's languages: a Japanese
 * visitor types "piano" as readily as ピアノ or 電子ピアノ, a German one "Piano" or "Klavier". Each
 * product's search entry, in every language, carries its line's words (search-source.server.ts),
 * so the page's language never decides which words find it.
 */
const lineSearchWords: Readonly<Record<string, readonly string[]>> = {
  DigitalPianos: [
    ...["piano", "pianos", "digital piano", "stage piano", "electric piano"],
    ...["Klavier", "Digitalpiano", "E-Piano", "Stagepiano"],
    ...["ピアノ", "電子ピアノ", "デジタルピアノ", "ステージピアノ"],
  ],
  Keyboards: [
    ...["keyboard", "keyboards", "portable keyboard", "arranger keyboard"],
    ...["Keyboard", "Keyboards", "Arranger"],
    ...["キーボード", "ポータブルキーボード", "電子キーボード", "アレンジャーキーボード"],
  ],
  Drums: [
    ...["drum", "drums", "rhythm machine", "drum machine", "beat maker"],
    ...["Drumcomputer", "Schlagzeug", "Rhythmusgerät"],
    ...["ドラム", "リズムマシン", "リズム"],
  ],
};

/** A product's line's words for search, with the line's English name (found on every page's language). */
export function searchWordsOf(categoryId: string, englishLineName: string): string[] {
  return [...new Set([englishLineName, ...(lineSearchWords[categoryId] ?? [])])];
}
