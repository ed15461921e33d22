/**
 * A figure the copy states in more than one place: the key action's test, ten million strokes per
 * key, named on the brand story, technology and park pages and in the news. Each language writes
 * it one way, from one fact (`app/lib/figures.ts`); `app/features/company/figures.test.ts` (company
 * pages) and `seed/copy-facts.test.ts` (news) hold every text that names the test to those words,
 * so a reader who compares them finds one number said one way.
 *
 * Per language: what marks a text as naming the test (any wording of it, old or new), and the words
 * such a text must use.
 */
import { keyActionTest } from "../../app/lib/figures";

const exactly = (words: string) => new RegExp(words.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));

export const keyActionTestIn = {
  en: { mentions: /strokes|keystrokes|million|times, while/i, figure: exactly(keyActionTest.en) },
  de: { mentions: /Anschläge|Anschlägen|Million|millionenfach/, figure: exactly(keyActionTest.de) },
  ja: { mentions: /打鍵|万回/, figure: exactly(keyActionTest.ja) },
} as const;
