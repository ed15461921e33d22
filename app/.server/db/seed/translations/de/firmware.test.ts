/**
 * The German release notes as German instrument makers write them: each note says what is new or
 * what was wrong, and starts with „Neu:“ or „Behoben:“, or „Hinweis:“ for what an owner must know
 * before updating (docs/l10n/glossary.md); a first release has the one note „Erstveröffentlichung.“.
 */
import { describe, expect, it } from "vitest";
import { firmware } from "./firmware";

describe("the German firmware release notes", () => {
  it.each(Object.entries(firmware))("%s: every note starts „Neu:“, „Behoben:“ or „Hinweis:“", (_release, notes) => {
    if (notes.length === 1 && notes[0] === "Erstveröffentlichung.") return;
    for (const note of notes) expect(note).toMatch(/^(?:Neu|Behoben|Hinweis): \S/u);
  });

  it("the MK61 2.0.0's first note says what is new", () => {
    expect(firmware["MK61@2.0.0"]?.[0]).toMatch(/^Neu: /);
  });
});
