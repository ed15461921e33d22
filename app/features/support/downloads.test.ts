import { describe, expect, it } from "vitest";
import { type DownloadRow, filterDownloads, parseFilters } from "./downloads";

const row = (over: Partial<DownloadRow>): DownloadRow => ({
  key: "k",
  title: "Owner's manual",
  productId: "SPC121",
  productTitle: "SP-C121",
  categoryId: "DigitalPianos",
  type: "owners-manual",
  href: "/docs/x.pdf",
  format: "PDF",
  size: "163 KB",
  date: "2026-03-01",
  detail: "rev B",
  ...over,
});

const rows = [
  row({ key: "1" }),
  row({ key: "2", type: "firmware", title: "Firmware 1.1.0", format: "ZIP", detail: "v1.1.0" }),
  row({
    key: "3",
    productId: "AKX10S",
    productTitle: "AKX10S",
    categoryId: "Keyboards",
    type: "data-list",
    title: "Data list",
  }),
];

describe("parseFilters", () => {
  it("keeps known values and reports unknown ones", () => {
    const { filters, ignored } = parseFilters(
      new URLSearchParams("line=Keyboards&product=NOPE&type=zzz&q=  manual  "),
      ["DigitalPianos", "Keyboards", "Drums"],
      ["SPC121", "AKX10S"],
    );
    expect(filters).toEqual({ line: "Keyboards", product: "", type: "", q: "manual" });
    expect(ignored).toEqual(["product “NOPE”", "type “zzz”"]);
  });
  it("cuts a very long text filter", () => {
    expect(parseFilters(new URLSearchParams(`q=${"a".repeat(500)}`), [], []).filters.q).toHaveLength(100);
  });
});

describe("filterDownloads", () => {
  it("filters by line, product, type and text, all together", () => {
    expect(filterDownloads(rows, { line: "", product: "", type: "", q: "" })).toHaveLength(3);
    expect(filterDownloads(rows, { line: "Keyboards", product: "", type: "", q: "" }).map((r) => r.key)).toEqual(["3"]);
    expect(filterDownloads(rows, { line: "", product: "SPC121", type: "firmware", q: "" }).map((r) => r.key)).toEqual([
      "2",
    ]);
    expect(filterDownloads(rows, { line: "", product: "", type: "", q: "sp-c121 1.1" }).map((r) => r.key)).toEqual([
      "2",
    ]);
    expect(filterDownloads(rows, { line: "Drums", product: "", type: "", q: "" })).toEqual([]);
  });
});
