/** Japanese in the PDFs breaks between phrases only (./phrase-breaks.ts), as pdfkit's line breaker is asked. */
import LineBreaker from "linebreak";
import { describe, expect, it } from "vitest";
import "./pdf-layout.ts";

/** The places pdfkit may break `text` (the index after which a line may end). */
function breaks(text: string): number[] {
  const breaker = new LineBreaker(text);
  const at: number[] = [];
  for (let b = breaker.nextBreak(); b; b = breaker.nextBreak()) if (!b.required) at.push(b.position);
  return at;
}
const cutsInside = (text: string, word: string) => {
  const start = text.indexOf(word);
  return breaks(text).filter((p) => p > start && p < start + word.length);
};

describe("Japanese line breaks in the PDFs", () => {
  it("never break inside a word: パーカッション, VOLUMEつまみ stay whole on one line", () => {
    const text = "VOLUMEつまみを回して音量を調節します。パーカッションの音色を選びます。";
    expect(cutsInside(text, "パーカッション")).toEqual([]);
    expect(cutsInside(text, "VOLUMEつまみ")).toEqual([]);
    // and still break between the phrases
    expect(breaks(text)).toEqual(expect.arrayContaining([text.indexOf("回して"), text.indexOf("パーカッション")]));
  });

  it("leave text without Japanese as the Unicode algorithm breaks it", () => {
    const text = "Turn the VOLUME knob to set the level.";
    expect(breaks(text)).toContain(text.indexOf("VOLUME"));
    expect(breaks(text)).toContain(text.indexOf("knob"));
  });
});
