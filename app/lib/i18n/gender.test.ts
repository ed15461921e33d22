import { describe, expect, it } from "vitest";
import { fill } from "./frame";
import { byGender, selectGender, wordsForGender } from "./gender";

const firmware = "Firmware-Update für {gender, select, n {das} f {die} m {den}} {product}.";

describe("selectGender", () => {
  it("takes the gender's case", () => {
    expect(selectGender(firmware, "n")).toBe("Firmware-Update für das {product}.");
    expect(selectGender(firmware, "f")).toBe("Firmware-Update für die {product}.");
    expect(selectGender(firmware, "m")).toBe("Firmware-Update für den {product}.");
  });

  it("reads neuter when a product has no gender", () => {
    expect(selectGender(firmware, null)).toBe("Firmware-Update für das {product}.");
  });

  it("resolves every select of a sentence, with placeholders inside a case", () => {
    const t =
      "Schalten Sie {gender, select, n {das {product}} f {die {product}} m {den {product}}} aus und verbinden Sie {gender, select, n {seinen} f {ihren} m {seinen}} Anschluss.";
    expect(fill(selectGender(t, "f"), { product: "MR101S" })).toBe(
      "Schalten Sie die MR101S aus und verbinden Sie ihren Anschluss.",
    );
    expect(fill(selectGender(t, "m"), { product: "SY1" })).toBe(
      "Schalten Sie den SY1 aus und verbinden Sie seinen Anschluss.",
    );
  });

  it("falls back to other, then n", () => {
    expect(selectGender("{gender, select, f {ihr} other {sein}}", "m")).toBe("sein");
    expect(selectGender("{gender, select, n {sein} f {ihr}}", "m")).toBe("sein");
  });

  it("leaves a text without a select, or with a broken one, as it is", () => {
    expect(selectGender("Modell {title}", "f")).toBe("Modell {title}");
    expect(selectGender("a {gender, select, n {das} b", "f")).toBe("a {gender, select, n {das} b");
  });
});

describe("byGender", () => {
  it("picks the gender's words, the neuter's when there is none", () => {
    expect(byGender({ n: "das", f: "die", m: "der" }, "m")).toBe("der");
    expect(byGender({ n: "das", f: "die", m: "der" }, undefined)).toBe("das");
  });
});

describe("wordsForGender", () => {
  it("resolves the selects of every string, deep, and keeps the rest", () => {
    const words = {
      a: "{gender, select, n {Das} f {Die} m {Der}} {title}",
      b: { c: ["x {gender, select, n {sein} f {ihr}}"] },
      n: 1,
    };
    expect(wordsForGender(words, "f")).toEqual({ a: "Die {title}", b: { c: ["x ihr"] }, n: 1 });
  });
});
