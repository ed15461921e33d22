/**
 * Half-width punctuation composed into Japanese (docs/l10n/ja.md, "Composed text"): a comma,
 * colon, bracket or middle dot beside a Japanese character, or an en dash between two numbers in
 * Japanese text, where Japanese writes 、：（）・～. What a reader found on /ja: 「すべての結果 (11)」,
 * 「ダウンロード: SP-C121取扱説明書, 日本語」, 「INTRO 1–3ボタン」.
 */
const JAPANESE = "\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Han}ー々";
const BESIDE = new RegExp(`[${JAPANESE}] ?[,:()·]|[,:()·] ?[${JAPANESE}]`, "u");
const HAS_JAPANESE = new RegExp(`[${JAPANESE}]`, "u");
const DASH_RANGE = /\d\s*[–—]\s*\d/;

/** The places in a text where half-width punctuation stands in Japanese, each with a little context. */
export function halfWidthInJapanese(text: string): string[] {
  if (!HAS_JAPANESE.test(text)) return [];
  const found: string[] = [];
  for (const pattern of [BESIDE, DASH_RANGE]) {
    const m = pattern.exec(text);
    if (m) found.push(`…${text.slice(Math.max(0, m.index - 12), m.index + m[0].length + 12)}…`);
  }
  return found;
}
