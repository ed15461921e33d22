import { describe, expect, it } from "vitest";
import { segmentJapanese } from "./segment";

describe("Japanese words", () => {
  it("cuts running text into words, keeping model codes and Latin words", () => {
    const words = segmentJapanese("SP-C121は毎日練習する方のための電子ピアノです。USB端子付き").split(" ");
    expect(words).toContain("電子");
    expect(words).toContain("ピアノ");
    expect(words).toContain("USB");
    expect(words.join("")).not.toContain("。");
  });

  it("cuts a query the same way as the text it should find", () => {
    const inText = segmentJapanese("この取扱説明書をお読みください").split(" ");
    for (const word of segmentJapanese("取扱説明書").split(" ")) expect(inText).toContain(word);
  });
});
