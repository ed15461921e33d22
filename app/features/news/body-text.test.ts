import { describe, expect, it } from "vitest";
import { blocksToText, textToBlocks } from "./body-text";

describe("article body text", () => {
  const text =
    "## Sound\n\nA [new engine](/product/AKX10S) with\nmore voices.\n\n- 256 notes\n- 1133 sounds\n\n![The panel](product/akx10s-front)";
  const blocks = textToBlocks(text);

  it("reads headings, paragraphs, lists and pictures", () => {
    expect(blocks).toEqual([
      { type: "h2", text: "Sound" },
      { type: "p", text: "A [new engine](/product/AKX10S) with more voices." },
      { type: "ul", items: ["256 notes", "1133 sounds"] },
      { type: "img", caption: "The panel", pic: "product/akx10s-front" },
    ]);
  });

  it("writes them back as the editor typed them", () => {
    expect(textToBlocks(blocksToText(blocks))).toEqual(blocks);
  });

  it("keeps HTML as plain text", () => {
    expect(textToBlocks("<script>alert(1)</script>")).toEqual([{ type: "p", text: "<script>alert(1)</script>" }]);
  });
});
