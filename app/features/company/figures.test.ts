/**
 * A figure the company pages state is the same wherever it is stated, in every language: the key
 * action's test (ten million strokes per key) is named on the brand story, technology and park
 * pages, and a reader who compares them finds one number.
 */
import { describe, expect, it } from "vitest";
import { keyActionLab } from "~/lib/figures";
import { keyActionTestIn } from "../../../tests/setup/figures";
import * as en from "./content";
import * as de from "./content.de";
import * as ja from "./content.ja";

/** Every string of a language's company copy. */
const texts = (copy: object): string[] => {
  const out: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === "string") out.push(value);
    else if (value && typeof value === "object") for (const inner of Object.values(value)) walk(inner);
  };
  walk(copy);
  return out;
};

const STROKES = [
  { lang: "en", copy: en, ...keyActionTestIn.en },
  { lang: "de", copy: de, ...keyActionTestIn.de },
  { lang: "ja", copy: ja, ...keyActionTestIn.ja },
] as const;

describe.each(STROKES)("the key action's test in $lang", ({ copy, mentions, figure }) => {
  it("is ten million strokes per key, in one wording, wherever the copy names it", () => {
    const named = texts(copy).filter((t) => mentions.test(t));
    expect(named.length).toBeGreaterThanOrEqual(4);
    for (const text of named) expect(text, text).toMatch(figure);
  });
});

describe.each([
  { lang: "en", copy: en, lab: keyActionLab.en },
  { lang: "de", copy: de, lab: keyActionLab.de },
  { lang: "ja", copy: ja, lab: keyActionLab.ja },
] as const)("the Noteva Park page in $lang", ({ copy, lab }) => {
  it("says what the action lab does in one wording, in its intro and on the lab's card", () => {
    const card = copy.park.spaces.find((s) => s.pic === "detail/spc121-keys");
    expect(copy.park.intro).toContain(lab);
    expect(card?.text).toContain(lab);
  });
});
