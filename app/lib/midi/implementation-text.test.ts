import { describe, expect, it } from "vitest";
import { implementationEn } from "./implementation-text";
import { implementationDe } from "./implementation-text.de";
import { implementationJa } from "./implementation-text.ja";
import { MANUFACTURER_ID } from "./manufacturer";
import { SIGNATURE } from "./protocol";

const texts = { en: implementationEn, de: implementationDe, ja: implementationJa } as const;
const hex = (bytes: readonly number[]) => bytes.map((b) => b.toString(16).toUpperCase().padStart(2, "0")).join(" ");

describe("the MIDI implementation's manufacturer ID, as a maker's MIDI documentation states it", () => {
  it.each(Object.entries(texts))("%s: states the format first: the bytes every message begins with", (_lang, t) => {
    expect(t.manufacturer.text.split(/(?<=[.。])/u)[0]).toContain(`F0 ${hex(MANUFACTURER_ID)} ${hex(SIGNATURE)}`);
  });

  it.each(Object.entries(texts))(
    "%s: keeps the facts: 7D reserved for non-commercial use, in place of a registered ID, and why NV follows",
    (_lang, t) => {
      const text = t.manufacturer.text;
      expect(text).toMatch(/non-commercial|nichtkommerzielle|非営利/u);
      expect(text).toMatch(/registered ID|registrierten ID|登録ID/u);
      expect(text).toMatch(/4E 56 \(“NV”\)|4E 56 \(„NV“\)|4E 56（NV）/u);
    },
  );

  it.each(Object.entries(texts))("%s: never opens on what Noteva lacks, nor explains with „deshalb“/so", (_lang, t) => {
    const text = t.manufacturer.text;
    expect(text).not.toMatch(/^Noteva (?:has no|hat keine)|^Notevaは登録されたMIDIメーカーIDを持っていない/u);
    expect(text).not.toMatch(/\bso its instruments\b|\bdeshalb\b|持っていないため/u);
  });
});
