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

/**
 * What the action lab does, as the Noteva Park page says it in its intro and on the lab's card: one
 * fact (robots test every prototype of a key action, ten million strokes per key) in one wording,
 * built on the figure above. The intro and the card each set it into their own sentence.
 */
export const keyActionLab = {
  en: `every key action prototype is ${keyActionTest.en} by robots`,
  de: `jeder Prototyp einer Tastaturmechanik von Robotern ${keyActionTest.de}`,
  ja: `ロボットが鍵盤アクションのすべての試作品に${keyActionTest.ja}`,
} as const;
