import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Phrases } from "~/components/ui/phrases";
import { keepUnits, PHRASE_BREAK, phrasesOf, unphrased } from "../line-breaks";
import { GLOSSARY_TERMS, splitCompounds } from "./compounds.server";
import { pageFrames } from "./frame.server";
import { KEEP_WHOLE, phrase, phrasedFields, phrasedIn } from "./phrases.server";

const phrases = (text: string) => phrasesOf(phrase(text));

describe("Japanese headings split into phrases (BudouX, on the server)", () => {
  it("never splits a word: the reports' キーボード, お試しください, フルサイズ, お探しください", () => {
    expect(phrases("キーボード")).toEqual(["キーボード"]);
    expect(phrases("ぜひお試しください")).toContain("お試しください");
    expect(phrases("フルサイズの88鍵を搭載しています。")).toEqual(["フルサイズの", "88鍵を", "搭載しています。"]);
    expect(phrases("次のページからお探しください。")).toEqual(["次の", "ページから", "お探しください。"]);
    // BudouX alone reads 手が|けた ("the hand" and a stray ending)
    expect(phrases("AKX10Sアーティストシリーズ：現役バンドが手がけた伴奏スタイル")).toContain("手がけた");
    expect(phrases("ステージピアノの修理を手がけながら")).toContain("手がけながら");
  });

  it("never breaks inside a compound written with okurigana: 奥行き, 切り替え, 受け付け (KEEP_WHOLE)", () => {
    // BudouX alone reads 奥|行き and 切り|替え (the ninth Japanese reading)
    const headline = phrases("奥行きわずか35cmのキャビネットに、スライド式の鍵盤蓋を装備。");
    expect(headline[0]).toMatch(/^奥行き/);
    expect(phrases("アトミックな切り替えと電源断").some((p) => p.includes("切り替え"))).toBe(true);
    for (const word of KEEP_WHOLE)
      for (const text of [
        `${word}る`,
        `製品の${word}ます。`,
        `アトミックな${word}えと電源断`,
        `お客様の${word}を確認`,
      ]) {
        const pieces = phrases(text);
        expect(unphrased(pieces.join(""))).toBe(text);
        expect(
          pieces.some((p) => p.includes(word)),
          `${word} in ${pieces.join("|")}`,
        ).toBe(true);
      }
  });

  it("holds in KEEP_WHOLE every okurigana compound (kanji, kana, kanji) of the site's Japanese copy", () => {
    // what the pattern also finds that is no compound: an adjective before its noun, an adverb, し直す
    const notCompounds = new Set([
      "再び起",
      "再び返",
      "力し直",
      "動し直",
      "続し直",
      "古い鍵",
      "回り大",
      "近い響",
      "近い順",
      "重い物",
    ]);
    const files = ["app", "media"].flatMap((dir) =>
      readdirSync(dir, { recursive: true, encoding: "utf8" })
        .filter((f) => /\.tsx?$/.test(f) && !/\.test\./.test(f))
        .map((f) => join(dir, f)),
    );
    const found = new Set<string>();
    for (const file of files)
      for (const [stem] of readFileSync(file, "utf8").matchAll(
        /\p{Script=Han}[りきしちいけえみびげせ]\p{Script=Han}(?=[\u3041-\u3096])/gu,
      ))
        found.add(stem);
    expect(found).toContain("切り替");
    const missing = [...found].filter((stem) => !notCompounds.has(stem) && !KEEP_WHOLE.some((w) => w.startsWith(stem)));
    expect(missing).toEqual([]);
  });

  it("keeps every character, in order, and only adds marks between phrases", () => {
    for (const text of [
      "最新のニュースとアップデート",
      "MK61ファームウェア（Ver.2.0.0）",
      "お探しのページが見つかりません",
    ]) {
      expect(unphrased(phrase(text))).toBe(text);
      expect(phrases(text).every((p) => p !== "")).toBe(true);
    }
    expect(phrases("最新のニュースとアップデート")).toEqual(["最新の", "ニュースと", "アップデート"]);
  });

  it("breaks after a full-width colon and before an opening bracket, never inside a {placeholder}", () => {
    expect(phrases("AKX10Sアーティストシリーズ：現役バンドが手がけた伴奏スタイル").slice(0, 4)).toEqual([
      "AKX10S",
      "アーティスト",
      "シリーズ：",
      "現役バンドが",
    ]);
    expect(phrases("MK61ファームウェア（Ver.2.0.0）")).toEqual(["MK61", "ファームウェア", "（Ver.2.0.0）"]);
    expect(phrases("キーボード（生産完了品）")).toEqual(["キーボード", "（生産完了品）"]);
    // two names side by side (a compare row of two kinds): a narrow column breaks after the slash
    expect(phrases("レイヤー／スプリット")).toEqual(["レイヤー／", "スプリット"]);
    expect(phrases("シーケンサー／レコーダー／レコーディング")).toEqual([
      "シーケンサー／",
      "レコーダー／",
      "レコーディング",
    ]);
    for (const template of ["{line}の全{count}モデル", "{title}の詳細", "{title_long}を試す{count}件"]) {
      for (const piece of phrases(template)) expect(piece.split("{").length).toBe(piece.split("}").length);
    }
  });

  it("cuts a compound too long for a phone's line only between its words (the reports' アーティス／トシリーズ)", () => {
    expect(phrases("MIDIインプリメンテーション：アイデンティティとファームウェアアップデート")).toEqual([
      "MIDI",
      "インプリメンテーション：",
      "アイデンティティと",
      "ファームウェア",
      "アップデート",
    ]);
    expect(phrases("アイデンティティ・リクエスト")).toEqual(["アイデンティティ・", "リクエスト"]);
    // a glossary term stays whole (below): USBフラッシュメモリー
    expect(phrases("USBフラッシュメモリーのサポート情報")).toEqual(["USBフラッシュメモリーの", "サポート情報"]);
    // short enough for any line: whole (サポート情／報 at 1280 px was a paragraph nobody segmented)
    expect(phrases("ファームウェア、サポート情報は引き続き")).toContain("サポート情報は");
    expect(splitCompounds("ファームウェア")).toEqual(["ファームウェア"]);
    // a word the dictionary lacks keeps its run whole; a number keeps its counter
    expect(splitCompounds("キーボーディストのための伴奏")).toEqual(["キーボーディストのための伴奏"]);
    expect(splitCompounds("7ビットパッキングの手順")).toEqual(["7ビット", "パッキングの手順"]);
    // a one-kanji suffix stays with its word (ピアノ用, never ピアノ|用)
    expect(splitCompounds("ピアノ用アップデートの手順")).toEqual(["ピアノ用アップデートの手順"]);
  });

  it("never cuts a term of the glossary: the report's 「軽いグレード｜ハンマー｜アクション」", () => {
    expect(
      phrases("低音域は重く、高音域は軽いタッチを再現したグレードハンマーアクション鍵盤。フルサイズの88鍵です。"),
    ).toEqual([
      "低音域は",
      "重く、",
      "高音域は",
      "軽いタッチを",
      "再現した",
      "グレードハンマーアクション",
      "鍵盤。",
      "フルサイズの",
      "88鍵です。",
    ]);
    // where BudouX joins a word before the term, the line may break before the term instead
    expect(phrases("高音域は軽いグレードハンマーアクション。")).toEqual([
      "高音域は",
      "軽い",
      "グレードハンマーアクション。",
    ]);
    expect(phrases("ポータブルピアノのSP-C121")).toContain("ポータブルピアノの");
  });

  it("keeps every katakana compound the Japanese glossaries name whole (docs/l10n/ja.md, glossary.md)", () => {
    // the Japanese columns of every glossary table, not the names they rule out ("not …", a "Not" column)
    const terms = new Set<string>();
    for (const file of ["docs/l10n/ja.md", "docs/l10n/glossary.md"]) {
      let columns: number[] = [];
      for (const line of readFileSync(file, "utf8").split("\n")) {
        if (!line.startsWith("|")) {
          columns = [];
          continue;
        }
        const cells = line.split("|").map((c) => c.trim());
        if (!columns.length) {
          columns = cells.flatMap((c, i) => (/^(?:日本語|Japanese)$/.test(c) ? [i] : []));
          continue;
        }
        for (const i of columns)
          for (const term of (cells[i] ?? "")
            .split(/;? not |; in a manual/)[0]
            ?.match(/[A-Z]*[\u30a1-\u30fa\u30fc]{4,}/g) ?? [])
            terms.add(term);
      }
    }
    expect(terms).toContain("グレードハンマーアクション");
    for (const term of terms) {
      const pieces = phrases(`高音域は軽い${term}を再現した${term}鍵盤の${term}。`);
      expect(
        pieces.filter((p) => p.includes(term)),
        term,
      ).toHaveLength(3);
      // a term made of the compound dictionary's words is listed, and fits a phone's heading
      if (splitCompounds(`${term}のご案内とご説明です`).length > 1) expect(GLOSSARY_TERMS, term).toContain(term);
    }
    for (const term of GLOSSARY_TERMS) expect(term.length, term).toBeLessThanOrEqual(13);
  });

  it("keeps a number with its unit and a date whole", () => {
    expect(phrases("重さ11.8kgのボディ")).toContain("重さ11.8kgの");
    expect(phrases("15W×2のスピーカー")).toContain("15W×2の");
    expect(phrases("2026年3月1日に公開")[0]).toBe("2026年3月1日に");
    expect(phrases("243KBのPDF").join("|")).toMatch(/243KB/);
  });

  it("leaves English and German as they are, and segments only on a Japanese page", () => {
    expect(phrase("Digital pianos for every home")).toBe("Digital pianos for every home");
    const words = { title: "最新のニュースとアップデート", list: ["お探しのページが見つかりません"], n: 3 };
    expect(phrasedIn("en", words)).toBe(words);
    expect(phrasedIn("de", words)).toBe(words);
    const ja = phrasedIn("ja", words);
    expect(ja.title).toBe(["最新の", "ニュースと", "アップデート"].join(PHRASE_BREAK));
    expect(ja.list[0]).toContain(PHRASE_BREAK);
    expect(ja.n).toBe(3);
    expect(phrasedFields("en", { title: "最新のニュース" }, ["title"]).title).toBe("最新のニュース");
    expect(phrasedFields("ja", { title: "最新のニュース", id: "x" }, ["title"])).toEqual({
      title: `最新の${PHRASE_BREAK}ニュース`,
      id: "x",
    });
  });

  it("segments the Japanese frame's visible words, never its screen-reader labels", () => {
    expect(pageFrames.ja.notFound.heading).toContain(PHRASE_BREAK);
    expect(pageFrames.ja.menu.main).not.toContain(PHRASE_BREAK);
    expect(pageFrames.ja.footer.opensInNewTab).not.toContain(PHRASE_BREAK);
    expect(JSON.stringify(pageFrames.en)).not.toContain(PHRASE_BREAK);
    expect(JSON.stringify(pageFrames.de)).not.toContain(PHRASE_BREAK);
  });
});

describe("<Phrases>: what server and browser render alike", () => {
  it("renders the marks as <wbr> in a span that keeps each phrase together", () => {
    expect(renderToStaticMarkup(<Phrases text={phrase("お探しのページが見つかりません")} />)).toBe(
      '<span class="phrases">お探しの<wbr/>ページが<wbr/>見つかりません</span>',
    );
    expect(renderToStaticMarkup(<Phrases text="キーボード" />)).toBe('<span class="phrases">キーボード</span>');
    // keep-all still breaks after a hyphen: a phrase that holds one never wraps (USB-MIDI／に)
    expect(renderToStaticMarkup(<Phrases text={phrase("USB-MIDIに対応しています")} />)).toContain(
      '<span class="whitespace-nowrap">USB-MIDIに</span>',
    );
  });

  it("renders a string that is not Japanese exactly as before", () => {
    expect(renderToStaticMarkup(<Phrases text="Find a store" />)).toBe("Find a store");
    expect(renderToStaticMarkup(<Phrases text="Händler finden" />)).toBe("Händler finden");
  });
});

describe("a number keeps its unit", () => {
  it("German: a no-break space; Japanese: the unit right after the number; English as written", () => {
    expect(keepUnits("de", "PDF · 243 KB")).toBe("PDF · 243\u00a0KB");
    expect(keepUnits("de", "2,4 MB und 11,8 kg")).toBe("2,4\u00a0MB und 11,8\u00a0kg");
    expect(keepUnits("ja", "PDF・243 KB")).toBe("PDF・243KB");
    expect(keepUnits("ja", "1,012 KB")).toBe("1,012KB");
    expect(keepUnits("en", "PDF · 243 KB")).toBe("PDF · 243 KB");
  });

  it("changes nothing the second time, and never joins a word that is no unit", () => {
    const once = keepUnits("de", "243 KB");
    expect(keepUnits("de", once)).toBe(once);
    expect(keepUnits("de", "Version 2 Ablauf")).toBe("Version 2 Ablauf");
    expect(keepUnits("de", "3 Watt")).toBe("3 Watt");
  });
});
