/**
 * A figure the copy states in more than one place, as one fact with one wording per language: the
 * key action's test (ten million strokes per key), on the brand story, technology and park pages
 * and in the news. Every text that names the test says it in these words (tests/setup/figures.ts).
 */
export const keyActionTest = {
  en: "tested to ten million strokes per key",
  de: "mit zehn Millionen Anschlägen pro Taste getestet",
  ja: "1鍵あたり1,000万回の打鍵テスト",
} as const;
