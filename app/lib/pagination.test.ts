import { describe, expect, it } from "vitest";
import { pageCount, pageWindow, parsePage } from "./pagination";

describe("parsePage", () => {
  it("reads whole numbers from 1", () => {
    expect(parsePage(null)).toBe(1);
    expect(parsePage("")).toBe(1);
    expect(parsePage("1")).toBe(1);
    expect(parsePage("12")).toBe(12);
  });
  it.each(["-1", "0", "abc", "1.5", "1e3", " 2", "9999999", "0x10"])("rejects %j", (raw) => {
    expect(parsePage(raw)).toBeNull();
  });
});

describe("pageCount and pageWindow", () => {
  it("counts pages, at least one", () => {
    expect(pageCount(0, 6)).toBe(1);
    expect(pageCount(12, 6)).toBe(2);
    expect(pageCount(13, 6)).toBe(3);
  });
  it("shows first, last and neighbours with gaps", () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(pageWindow(10, 10)).toEqual([1, null, 9, 10]);
  });
});
