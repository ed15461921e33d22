import { describe, expect, it } from "vitest";
import { joinSentences } from "./sentences";

describe("sentences in a paragraph", () => {
  it("sets no space after a Japanese sentence, one after a Latin one", () => {
    expect(
      joinSentences([
        "SOUNDボタンを押すたびに、次の音色に切り替わります。",
        "FUNCTIONボタンを押したままSOUNDボタンを押すと、1つ前の音色に戻ります。",
      ]),
    ).toBe(
      "SOUNDボタンを押すたびに、次の音色に切り替わります。FUNCTIONボタンを押したままSOUNDボタンを押すと、1つ前の音色に戻ります。",
    );
    expect(joinSentences(["Press SOUND.", "Hold FUNCTION."])).toBe("Press SOUND. Hold FUNCTION.");
    expect(joinSentences(["Drücken Sie SOUND.", "", "Halten Sie FUNCTION."])).toBe(
      "Drücken Sie SOUND. Halten Sie FUNCTION.",
    );
    expect(joinSentences(["「接続」を押してください）", "次へ。"])).toBe("「接続」を押してください）次へ。");
  });
});
