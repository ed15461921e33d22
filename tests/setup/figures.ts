/**
 * A figure the copy states in more than one place: the key action's test, ten million strokes per
 * key, named on the brand story, technology and park pages and in the news. Each language writes
 * it one way; `app/features/company/figures.test.ts` (company pages) and `seed/copy-facts.test.ts` (news) hold every
 * text that names the test to it, so a reader who compares them finds one number.
 *
 * Per language: what marks a text as naming the test, and the figure such a text must state.
 */
export const keyActionTestIn = {
  en: { mentions: /strokes|keystrokes|times, while/, figure: /ten million/ },
  de: { mentions: /Anschläge|Anschlägen|Millionen Mal|millionenfach/, figure: /zehn Millionen/ },
  ja: { mentions: /打鍵/, figure: /1,000万回/ },
} as const;
