import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ChunkLoadError } from "~/lib/chunk-errors";
import { de as deFrame } from "~/lib/i18n/messages/de";
import { en as enFrame } from "~/lib/i18n/messages/en";
import { ja as jaFrame } from "~/lib/i18n/messages/ja";
import { chunkMessage, ErrorScreen, errorMessage, errorWordsOf } from "./error-screen";

const notFound = { status: 404, statusText: "Not Found", data: "Not Found" };
const { de, ja, en } = { de: deFrame.error, ja: jaFrame.error, en: enFrame.error };

describe("the error screen's message", () => {
  it("is the specification's in English: the error's message or the status text", () => {
    expect(errorMessage(new Error("Boom"))).toBe("Boom");
    expect(errorMessage(notFound, "en", en)).toBe("Not Found");
    expect(errorMessage({ status: 502, statusText: "" }, "en", en)).toBe("Error 502");
    expect(errorMessage(null)).toBe("Unknown error");
    expect(chunkMessage(new ChunkLoadError("home-abc", "script"))).toBe("Loading chunk home-abc failed");
    expect(chunkMessage(new ChunkLoadError("app-abc", "css"), "en", en)).toBe("Loading CSS chunk app-abc failed");
  });

  it("says the status, a chunk failure or an unknown error in German and Japanese", () => {
    expect(errorMessage(notFound, "de", de)).toBe("Seite nicht gefunden");
    expect(errorMessage(notFound, "ja", ja)).toBe("ページが見つかりません");
    expect(errorMessage({ status: 502, statusText: "Bad Gateway" }, "de", de)).toBe("Fehler 502");
    expect(errorMessage(new Error("Unexpected Server Error"), "de", de)).toBe("Interner Serverfehler");
    expect(errorMessage(new Error("x is undefined"), "ja", ja)).toBe("不明なエラーが発生しました。");
    expect(errorMessage(new ChunkLoadError("home-abc", "script"), "de", de)).toBe(
      "Teil home-abc der Seite konnte nicht geladen werden.",
    );
    const failed = new TypeError("Failed to fetch dynamically imported module: https://x.example/assets/news-1.js");
    expect(errorMessage(failed, "ja", ja)).toBe("ページの一部（news-1）を読み込めませんでした。");
  });
});

describe("the error screen's words", () => {
  it("come with the frame, else with a refused request's data, else are the specification's", () => {
    expect(errorWordsOf(deFrame, null)).toBe(de);
    expect(errorWordsOf(undefined, { status: 503, statusText: "", data: { errorWords: ja } })).toBe(ja);
    expect(errorWordsOf(undefined, new Error("x")).heading).toBe("Unexpected Application Error!");
  });
});

describe("the error screen", () => {
  it("keeps English as specified, home at /", () => {
    const html = renderToStaticMarkup(<ErrorScreen message="Boom" locale="en" words={en} />);
    expect(html).toContain("Unexpected Application Error!");
    expect(html).toContain('href="/"');
    expect(html).toContain("Try again");
  });

  it("is German on /de and Japanese on /ja, home in the same language", () => {
    const deHtml = renderToStaticMarkup(<ErrorScreen message="x" locale="de" words={de} />);
    expect(deHtml).toContain("Unerwarteter Anwendungsfehler!");
    expect(deHtml).toContain('href="/de"');
    expect(deHtml).toContain("Zur Startseite");
    const jaHtml = renderToStaticMarkup(<ErrorScreen message="x" locale="ja" words={ja} />);
    expect(jaHtml).toContain("予期しないアプリケーションエラーが発生しました");
    expect(jaHtml).toContain('href="/ja"');
  });
});
