/**
 * Sentences set one after another in a paragraph. Latin scripts put a space between them; Japanese
 * does not: a sentence ending in 。 (or ！ ？ 」 ）) is followed directly by the next. Code that
 * joins translated sentences joins them here, whatever the language.
 */
const FULL_WIDTH_END = /[\u3000-\u30ff\u4e00-\u9fff\uff00-\uffef]$/u;

export function joinSentences(sentences: readonly string[]): string {
  return sentences.reduce((text, next) => {
    if (!text) return next;
    if (!next) return text;
    return FULL_WIDTH_END.test(text) ? `${text}${next}` : `${text} ${next}`;
  }, "");
}
