import { describe, expect, it } from "vitest";
import {
  type DownloadEntry,
  type DownloadRow,
  entryTitle,
  filterDownloads,
  groupDownloads,
  parseFilters,
} from "./downloads";

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

  it("finds a line's files by the line's words in any language, and a word by any of its spellings", () => {
    const none = { line: "", product: "", type: "", q: "" };
    const drums = [
      row({ key: "mr", productId: "MR101S", productTitle: "MR101S", categoryId: "Drums" }),
      row({ key: "sp" }),
    ];
    for (const q of ["Drumcomputer", "drum machine", "リズムマシン", "リズムマシーン"])
      expect(
        filterDownloads(drums, { ...none, q }).map((r) => r.key),
        q,
      ).toEqual(["mr"]);
    const midi = [row({ key: "m", title: "MIDI implementation" }), row({ key: "o" })];
    expect(filterDownloads(midi, { ...none, q: "ミディ" }).map((r) => r.key)).toEqual(["m"]);
  });
});

describe("a document in several languages", () => {
  const manual = (language: "en" | "de" | "ja", over: Partial<DownloadRow> = {}) =>
    row({
      key: `doc-${language}`,
      title: "SP-C121 owner's manual",
      href: `/docs/noteva-spc121-owners-manual-${language}-revB.pdf`,
      language,
      detail: "rev B",
      ...over,
    });
  const list = [
    manual("en"),
    manual("de"),
    manual("ja"),
    row({ key: "dl", type: "data-list", title: "SP-C121 data list", language: "en", detail: "rev B" }),
    row({ key: "fw", type: "firmware", title: "SP-C121 firmware 1.1.0", format: "ZIP", detail: "v1.1.0" }),
  ];

  it("is one entry with a file per language, the page's language first", () => {
    const entries = groupDownloads(list, "ja");
    expect(entries.map((e) => [e.key, e.detail, e.files.map((f) => f.language ?? "-")])).toEqual([
      ["doc-en", "rev B", ["ja", "en", "de"]],
      ["dl", "rev B", ["en"]],
      ["fw", "v1.1.0", ["-"]],
    ]);
    expect(groupDownloads(list).map((e) => e.files.map((f) => f.language ?? "-"))).toEqual([
      ["en", "de", "ja"],
      ["en"],
      ["-"],
    ]);
  });

  it("keeps two revisions, or two files of one language, apart", () => {
    const upload = manual("en", { key: "upload", href: "/files/abc/manual.pdf", detail: "rev A" });
    const second = manual("en", { key: "second", href: "/files/def/manual.pdf" });
    expect(groupDownloads([...list.slice(0, 3), upload, second]).map((e) => e.files.map((f) => f.key))).toEqual([
      ["doc-en", "doc-de", "doc-ja"],
      ["upload"],
      ["second"],
    ]);
  });

  it("is found by its language's code and name", () => {
    const none = { line: "", product: "", type: "", q: "" };
    expect(filterDownloads(list, { ...none, q: "ja" }).map((r) => r.key)).toEqual(["doc-ja"]);
    expect(filterDownloads(list, { ...none, q: "deutsch" }).map((r) => r.key)).toEqual(["doc-de"]);
    expect(filterDownloads(list, { ...none, q: "日本語" }).map((r) => r.key)).toEqual(["doc-ja"]);
  });
});

describe("a download's title in the page's language", () => {
  const entry = (type: DownloadEntry["type"], title: string): DownloadEntry => ({
    key: "k",
    title,
    productId: "CP203",
    productTitle: "CP203",
    type,
    date: "2026-03-01",
    detail: "",
    files: [],
  });
  const words = {
    types: {
      "owners-manual": "Bedienungsanleitung",
      "data-list": "Datenliste",
      "quick-start": "Kurzanleitung",
      firmware: "Firmware",
      video: "Produktvideo",
    },
    productFirmware: "{product}-Firmware",
  };
  it("names documents, firmware and videos in the language, and leaves English as it is", () => {
    expect(entryTitle(entry("owners-manual", "CP203 owner's manual"), words, "de")).toBe("CP203-Bedienungsanleitung");
    expect(entryTitle(entry("firmware", "CP203 firmware 1.1.0"), words, "de")).toBe("CP203-Firmware 1.1.0");
    expect(entryTitle(entry("video", "CP203 overview video"), words, "de")).toBe("CP203-Produktvideo");
    expect(entryTitle(entry("owners-manual", "CP203 owner's manual"), words, "en")).toBe("CP203 owner's manual");
  });
  it("writes a Japanese release as the news and every list do: 「MR101Sファームウェア（Ver.1.1.0）」", () => {
    const ja = { types: { ...words.types, "owners-manual": "取扱説明書" }, productFirmware: "{product}ファームウェア" };
    expect(entryTitle({ ...entry("firmware", "MR101S firmware 1.1.0"), productTitle: "MR101S" }, ja, "ja")).toBe(
      "MR101Sファームウェア（Ver.1.1.0）",
    );
    expect(entryTitle(entry("owners-manual", "CP203 owner's manual"), ja, "ja")).toBe("CP203取扱説明書");
  });
});
