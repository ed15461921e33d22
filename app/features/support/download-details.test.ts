import { describe, expect, it } from "vitest";
import { durationIn, rowIn } from "./download-details";
import { downloadText } from "./download-text.server";
import type { DownloadRow } from "./downloads";

const words = downloadText;

const manual: DownloadRow = {
  key: "doc-1",
  title: "SP-C121 owner's manual",
  productId: "SPC121",
  productTitle: "SP-C121",
  categoryId: "DigitalPianos",
  type: "owners-manual",
  href: "/docs/spc121-owners-manual-en-revB.pdf",
  format: "PDF",
  size: "1.2 MB",
  date: "2026-03-01",
  detail: "rev B",
  language: "en",
  bytes: 1_258_291,
  revision: "B",
};
const video: DownloadRow = {
  ...manual,
  key: "video-SPC121",
  type: "video",
  format: "MP4",
  language: undefined,
  revision: undefined,
  detail: "EN, DE, JA captions · 0:15",
  size: "812 KB",
  bytes: 831_488,
  captions: "EN, DE, JA",
  seconds: 15,
};

describe("a download's details in the page's language", () => {
  it("leaves English as the lists always wrote it", () => {
    expect(rowIn(manual, "en", words.en)).toBe(manual);
    expect(rowIn(video, "en", words.en)).toBe(video);
  });

  it("writes German dates, sizes, revisions and captions", () => {
    const doc = rowIn(manual, "de", words.de);
    expect(doc).toMatchObject({
      detail: "Revision B",
      size: "1,2\u00a0MB", // a no-break space: the unit never starts a line
      dateText: "1. März 2026",
      date: "2026-03-01",
    });
    expect(rowIn(video, "de", words.de)).toMatchObject({
      detail: "Untertitel: Deutsch, Englisch, Japanisch · Dauer: 0:15",
      size: "812\u00a0KB",
    });
  });

  it("writes Japanese dates, sizes, revisions and captions", () => {
    expect(rowIn(manual, "ja", words.ja)).toMatchObject({
      detail: "改訂B版", // the list sets it in brackets after the title: 「CP203取扱説明書（改訂B版）」
      size: "1.2MB", // the unit right after the number (docs/l10n/ja.md)
      dateText: "2026年3月1日",
    });
    expect(rowIn(video, "ja", words.ja).detail).toBe("字幕：日本語、英語、ドイツ語・再生時間：0:15");
  });

  it("keeps a firmware's detail and a size it cannot rewrite", () => {
    const firmware: DownloadRow = {
      ...manual,
      type: "firmware",
      language: undefined,
      revision: undefined,
      bytes: undefined,
      detail: "v1.2 · SHA-256 abc…",
    };
    expect(rowIn(firmware, "de", words.de)).toMatchObject({ detail: "v1.2 · SHA-256 abc…", size: "1.2 MB" });
  });

  it("writes a firmware's version as the language prints it: Ver.2.0.0 and the Japanese separator on /ja", () => {
    const firmware: DownloadRow = {
      ...manual,
      type: "firmware",
      language: undefined,
      revision: undefined,
      detail: "v2.0.0 · SHA-256 abc…",
      version: "2.0.0",
      checksum: "SHA-256 abc…",
    };
    expect(rowIn(firmware, "ja", words.ja).detail).toBe("Ver.2.0.0・SHA-256 abc…");
    expect(rowIn(firmware, "de", words.de).detail).toBe("v2.0.0 · SHA-256 abc…");
    expect(rowIn(firmware, "en", words.en).detail).toBe("v2.0.0 · SHA-256 abc…");
  });

  it("writes a length over a minute", () => {
    expect(durationIn(125, words.de)).toBe("Dauer: 2:05");
    expect(durationIn(125, words.ja)).toBe("再生時間：2:05");
  });
});
