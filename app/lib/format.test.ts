import { describe, expect, it, vi } from "vitest";
import { compareEnglish, formatNumber, formatsFor } from "./format";

const dates = [new Date("2026-03-01T00:00:00Z"), new Date("2025-12-31T23:59:59Z"), new Date("2024-02-29T12:30:00Z")];

describe("formats built once", () => {
  it("write what the per-call toLocale* forms wrote", () => {
    const { date, localDate, dateTimeMedium, dateTimeLong } = formatsFor("en");
    for (const d of dates) {
      const day = { day: "numeric", month: "long", year: "numeric" } as const;
      expect(date(d)).toBe(d.toLocaleDateString("en-GB", { ...day, timeZone: "UTC" }));
      expect(date(d.toISOString())).toBe(date(d));
      expect(localDate(d)).toBe(d.toLocaleDateString("en-GB", day));
      expect(dateTimeMedium(d)).toBe(
        d.toLocaleString("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" }),
      );
      expect(dateTimeLong(d)).toBe(
        d.toLocaleString("en-GB", { dateStyle: "long", timeStyle: "short", timeZone: "UTC" }),
      );
    }
    expect(date(dates[0] as Date)).toBe("1 March 2026");
    for (const n of [0, 3.5, 1204, 12_000, 1_234_567.8]) expect(formatNumber(n)).toBe(n.toLocaleString("en"));
    const names = ["Österreich", "Zambia", "Åland", "Belgium", "austria"];
    expect([...names].sort(compareEnglish)).toEqual([...names].sort((a, b) => a.localeCompare(b, "en")));
  });
});

describe("loading the module", () => {
  it("builds no collator until something sorts (it is in every page's shared chunk)", async () => {
    vi.resetModules();
    const Collator = vi.spyOn(Intl, "Collator");
    try {
      const fresh = await import("./format");
      expect(Collator).not.toHaveBeenCalled();
      expect(["b", "a"].sort(fresh.compareEnglish)).toEqual(["a", "b"]);
      expect(Collator).toHaveBeenCalledTimes(1);
    } finally {
      Collator.mockRestore();
    }
  });
});
