import { describe, expect, it } from "vitest";
import { shownFixes, typedAs, writtenAs } from "./written";

describe("corrections as the visitor reads them", () => {
  it("echoes the typed word as it was typed", () => {
    expect(typedAs("digitalpinao", "Digitalpinao")).toBe("Digitalpinao");
    expect(typedAs("kopfhoerer", "Yamaha KOPFHOERER")).toBe("KOPFHOERER");
    expect(typedAs("keybord", "keybord")).toBe("keybord");
  });

  it("writes the correction as the content writes it, its most frequent spelling, whole words only", () => {
    expect(writtenAs("digitalpiano", ["Das Digitalpiano SP-C121", "Digitalpianos und ein Digitalpiano"])).toBe(
      "Digitalpiano",
    );
    expect(writtenAs("kopfhörer", ["zwei Kopfhörer-Anschlüsse", "kopfhörer", "Kopfhörer"])).toBe("Kopfhörer");
    // English keeps its lower case where the text does
    expect(writtenAs("keyboard", ["Keyboards", "a keyboard for schools", "Keyboard stand", "the keyboard"])).toBe(
      "keyboard",
    );
    expect(writtenAs("bedienungsanleitung", [])).toBe("bedienungsanleitung");
  });

  it("pairs each correction's typed word and written correction", () => {
    expect(
      shownFixes({ digitalpinao: "digitalpiano" }, "Digitalpinao", ["MK49 – Digitalpiano oder Keyboard?"]),
    ).toEqual([{ typed: "Digitalpinao", fix: "Digitalpiano" }]);
  });
});
