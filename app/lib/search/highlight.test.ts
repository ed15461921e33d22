import { describe, expect, it } from "vitest";
import { highlight, snippet, wordMatches } from "./highlight";

const marked = (parts: { text: string; mark: boolean }[]) =>
  parts.map((p) => (p.mark ? `[${p.text}]` : p.text)).join("");

describe("wordMatches", () => {
  it.each([
    ["keyboards", "keyboard", true],
    ["keyboard", "keyboards", true],
    ["polyphonic", "polyphony", true],
    ["Digital", "digi", true],
    ["piano", "organ", false],
    ["a", "ab", false],
  ])("%s for %s: %s", (word, term, expected) => {
    expect(wordMatches(word, [term])).toBe(expected);
  });
});

describe("highlight", () => {
  it("marks the matching words, case-insensitively, and keeps the rest", () => {
    expect(marked(highlight("Keyboards for 120 school rooms", ["keyboard"]))).toBe("[Keyboards] for 120 school rooms");
  });
  it("marks a model code in any spelling, and only the code", () => {
    expect(marked(highlight("SP-C121", ["spc121"], ["SPC121"]))).toBe("[SP-C121]");
    expect(marked(highlight("SP C121 owner's manual", ["sp", "c121", "manual"], ["SPC121"]))).toBe(
      "[SP C121] owner's [manual]",
    );
    expect(marked(highlight("SP201Plus", ["sp"], ["SPC121"]))).toBe("SP201Plus");
  });
  it("marks a hyphenated code as one highlight", () => {
    expect(marked(highlight("The SP-C121 is portable", ["sp", "c121"]))).toBe("The [SP-C121] is portable");
  });
  it("marks only a model code or a word in Japanese text, never the kana or kanji after it: 「[MK61]は」", () => {
    expect(marked(highlight("MK61は、61鍵のポータブルキーボードです。", ["mk61"], ["MK61"]))).toBe(
      "[MK61]は、61鍵のポータブルキーボードです。",
    );
    expect(marked(highlight("MK61は、61鍵のキーボードです。", ["mk61"]))).toBe("[MK61]は、61鍵のキーボードです。");
    expect(marked(highlight("新しいSP-C121用ファームウェア", ["sp", "c121"]))).toBe("新しい[SP-C121]用ファームウェア");
    expect(marked(highlight("USBメモリーとMIDI端子", ["midi"]))).toBe("USBメモリーと[MIDI]端子");
    expect(marked(snippet("MK61は、61鍵のポータブルキーボードです。\n仕様", ["mk61"], 26, "ja"))).toContain("[MK61]は");
  });
  it("leaves HTML in the text as text", () => {
    expect(highlight("<b>piano</b>", ["piano"])).toEqual([
      { text: "<b>", mark: false },
      { text: "piano", mark: true },
      { text: "</b>", mark: false },
    ]);
  });
});

describe("snippet", () => {
  const text = "A compact home piano.\nBluetooth audio: stream from your phone.\nmax polyphony: 256\nweight: 12 kg";
  it("shows the best-matching lines, joined, with the words marked", () => {
    expect(marked(snippet(text, ["polyphony", "bluetooth"]))).toBe(
      "[Bluetooth] audio: stream from your phone. … max [polyphony]: 256",
    );
  });
  it("never shows two ellipses in a row where fragments meet", () => {
    const long = `${"word ".repeat(30)}piano ${"word ".repeat(30)}\n${"more ".repeat(30)}piano ${"more ".repeat(30)}`;
    const text = marked(snippet(long, ["piano"]));
    expect(text).not.toMatch(/…\s*…/);
    expect(text.match(/\[piano\]/g)).toHaveLength(2);
  });
  it("starts at the beginning when nothing matches, cut to length", () => {
    expect(marked(snippet("one two three four five", ["zzz"], 3))).toBe("one two three …");
  });
  it("runs Japanese lines on in Japanese punctuation, no half-width mark or space beside Japanese", () => {
    const ja =
      "キーボード。MK37は37鍵のミニキーボードです。\nはじめの一歩：デモ曲を10曲搭載しています。\n鍵盤：37鍵（ミニ鍵盤）\n最大同時発音数：8";
    const plain = (parts: { text: string }[]) => parts.map((p) => p.text).join("");
    expect(plain(snippet(ja, ["デモ曲"], 26, "ja"))).toBe("はじめの一歩：デモ曲を10曲搭載しています。");
    const start = marked(snippet(ja, ["zzz"], 26, "ja"));
    expect(start).toBe(
      "キーボード。MK37は37鍵のミニキーボードです。はじめの一歩：デモ曲を10曲搭載しています。鍵盤：37鍵（ミニ鍵盤）\u3000最大同時発音数：8",
    );
    expect(marked(snippet(ja.repeat(4), ["zzz"], 5, "ja"))).toMatch(/^キーボード。[^…]{14}…$/u);
    const two = plain(
      snippet(`${"あ".repeat(200)}、ピアノ${"い".repeat(200)}\n${"う".repeat(200)}、ピアノ`, ["ピアノ"], 26, "ja"),
    );
    expect(two).toMatch(/^…あ+、ピアノい+…う+、ピアノ$/u);
    expect(two).not.toMatch(/ …|… |…\s*…/u);
  });
  it("cuts a Japanese extract between phrases, never inside a word: 「PHONES×2」 stays whole", () => {
    const line = `${"あ".repeat(12)}PHONES×2、AUX IN、SUSTAIN端子（ペダル）、USB TO HOST${"い".repeat(120)}`;
    const plain = (parts: { text: string }[]) => parts.map((p) => p.text).join("");
    for (const words of [5, 6, 7, 8]) {
      const text = plain(snippet(line, ["ペダル"], words, "ja"));
      expect(text, text).not.toMatch(/…[A-Za-z0-9]*[a-z0-9]?(?<![A-Z])HONES|…ONES|…NES|…ES×|…S×|…×2/u);
      expect(text, text).not.toMatch(/(?:SUST|SUSTAI|AU|HOS|TO H)…/u);
    }
    // with the phrases the site breaks its headings at, the cuts fall between them
    const phrases = (l: string) => l.match(/[^、（）]*[、（）]|[^、（）]+$/gu) ?? [l];
    const cut = plain(snippet(line, ["ペダル"], 4, "ja", phrases));
    expect(cut).toMatch(/^…(?:PHONES×2、|AUX IN、|SUSTAIN端子（)/u);
    expect(cut).toMatch(/(?:、|（|）|い)…$/u);
    expect(phrases(line).join("")).toBe(line);
  });
});
