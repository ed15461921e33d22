import { describe, expect, it } from "vitest";
import { documentLanguage, groupByKind } from "./document-groups";

const doc = (afterfix: string, language: string, href = `${afterfix}-${language}`) => ({ afterfix, language, href });

describe("a product's documents by kind", () => {
  const docs = [
    doc("OWNER'S MANUAL", "en"),
    doc("OWNER'S MANUAL", "de"),
    doc("OWNER'S MANUAL", "ja"),
    doc("DATA LIST", "en"),
    doc("QUICK START", "ja"),
    doc("QUICK START", "en"),
    doc("QUICK START", "de"),
  ];

  it("lists each kind once, in the order of its first document, with its languages in the site's order", () => {
    expect(groupByKind(docs).map((g) => [g.afterfix, g.files.map((f) => f.language)])).toEqual([
      ["OWNER'S MANUAL", ["en", "de", "ja"]],
      ["DATA LIST", ["en"]],
      ["QUICK START", ["en", "de", "ja"]],
    ]);
  });

  it("puts the page's language first", () => {
    expect(groupByKind(docs, "de").map((g) => g.files.map((f) => f.language))).toEqual([
      ["de", "en", "ja"],
      ["en"],
      ["de", "en", "ja"],
    ]);
  });

  it("keeps two files of one language in the list's order, and reads an unknown language as English", () => {
    const list = [doc("DATA LIST", "en", "a"), doc("DATA LIST", "fr", "b"), doc("DATA LIST", "de", "c")];
    expect(groupByKind(list)[0]?.files.map((f) => [f.href, f.language])).toEqual([
      ["a", "en"],
      ["b", "en"],
      ["c", "de"],
    ]);
    expect(documentLanguage("xx")).toBe("en");
  });
});
