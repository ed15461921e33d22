/**
 * Japanese is written without spaces: the index and the query are cut into words the same way
 * (ICU's dictionary-based word break, through Intl.Segmenter), so "電子ピアノ" finds "電子 ピアノ".
 */
const japanese = new Intl.Segmenter("ja", { granularity: "word" });

/** The words of a Japanese text, separated by spaces (Latin words and model codes included). */
export function segmentJapanese(text: string): string {
  const words: string[] = [];
  for (const part of japanese.segment(text)) if (part.isWordLike) words.push(part.segment);
  return words.join(" ");
}
