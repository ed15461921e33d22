import { describe, expect, it } from "vitest";
import { compareRows, parseCompareIds } from "./compare";

const known = ["SPC121", "CP203", "AKX10S", "MK61", "MR101S"];

describe("parseCompareIds", () => {
  it("reads repeated and comma-separated ids, case-insensitively, once each", () => {
    const r = parseCompareIds(new URLSearchParams("p=spc121&p=CP203,akx10s&p=SPC121"), known);
    expect(r.ids).toEqual(["SPC121", "CP203", "AKX10S"]);
    expect(r.enough).toBe(true);
    expect(r.unknown).toEqual([]);
  });
  it("reports unknown ids and too few products", () => {
    const r = parseCompareIds(new URLSearchParams("p=SPC121&p=NOPE"), known);
    expect(r.ids).toEqual(["SPC121"]);
    expect(r.unknown).toEqual(["NOPE"]);
    expect(r.enough).toBe(false);
  });
  it("keeps at most four and says so", () => {
    const r = parseCompareIds(new URLSearchParams(`p=${known.join(",")}`), known);
    expect(r.ids).toHaveLength(4);
    expect(r.tooMany).toBe(true);
  });
  it("ignores empty values", () => {
    expect(parseCompareIds(new URLSearchParams("p=&p=,"), known).ids).toEqual([]);
  });
});

describe("compareRows", () => {
  it("aligns parameters by label and marks the rows that differ", () => {
    const rows = compareRows([
      {
        params: [
          { label: "tempo", value: "5-320" },
          { label: "USB", value: ["A", "B"] },
          { label: "duo", value: null },
        ],
      },
      {
        params: [
          { label: "tempo", value: "5-280" },
          { label: "USB", value: ["A", "B"] },
          { label: "pedal", value: "Yes" },
        ],
      },
    ]);
    expect(rows.map((r) => [r.label, r.differs])).toEqual([
      ["tempo", true],
      ["USB", false],
      ["duo", false],
      ["pedal", true],
    ]);
    expect(rows[3]?.values).toEqual([undefined, "Yes"]);
    // a row the first model's data does not describe is „not stated“, a null value is „does not have it“
    expect(rows[3]?.stated).toEqual([false, true]);
    expect(rows[2]?.stated).toEqual([true, false]);
  });
});
