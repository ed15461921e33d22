import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "./inbox.server";

describe("CSV export", () => {
  it("quotes every cell and doubles quotes", () => {
    expect(csvCell('say "hi", ok')).toBe('"say ""hi"", ok"');
    expect(csvCell(null)).toBe('""');
    expect(csvCell(new Date("2026-11-23T08:00:00Z"))).toBe('"2026-11-23T08:00:00.000Z"');
  });
  it("defuses cells a spreadsheet would run as formulas", () => {
    for (const danger of ["=1+1", "+1", "-1", "@SUM(A1)"]) expect(csvCell(danger)).toBe(`"'${danger}"`);
  });
  it("starts with a byte-order mark and ends rows with CRLF, for spreadsheets", () => {
    expect(
      toCsv([
        ["a", "b"],
        ["c", "d"],
      ]),
    ).toBe('\uFEFF"a","b"\r\n"c","d"\r\n');
  });
});
