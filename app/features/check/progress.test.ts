import { describe, expect, it } from "vitest";
import { announcedTenth, percentText, timeLeft } from "./progress";

const words = { leftMinutes: "about {minutes} min left", leftSeconds: "about {seconds} s left", leftUnknown: "?" };

describe("the update's progress in words", () => {
  it("writes the percentage as each language does, never rounding up to 100 before the end", () => {
    expect(percentText(0.43, "en")).toBe("43%");
    expect(percentText(0.43, "de")).toBe("43\u00a0%");
    expect(percentText(0.43, "ja")).toBe("43%");
    expect(percentText(0.999, "en")).toBe("99%");
  });

  it("estimates the time left from the rate since sending started", () => {
    expect(timeLeft(words, 100, 400, 100, 20_000)).toBe("about 1 min left");
    expect(timeLeft(words, 300, 400, 100, 10_000)).toBe("about 10 s left");
    expect(timeLeft(words, 399, 400, 300, 1_000)).toBe("about 5 s left");
    expect(timeLeft(words, 2, 400, 2, 100)).toBe("?");
  });

  it("adds what the instrument takes after the last chunk: a whole path's installs", () => {
    expect(timeLeft(words, 300, 400, 100, 10_000, 0)).toBe("about 10 s left");
    expect(timeLeft(words, 300, 400, 100, 10_000, 2 * 60_000)).toBe("about 2 min left");
  });

  it("announces every tenth, not every chunk", () => {
    expect([0, 0.05, 0.1, 0.43, 0.99, 1].map(announcedTenth)).toEqual([0, 0, 1, 4, 9, 10]);
  });
});
