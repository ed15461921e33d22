import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ChunkLoadError } from "~/lib/chunk-errors";
import { chunkMessage, ErrorScreen, errorMessage } from "./error-screen";

const notFound = { status: 404, statusText: "Not Found", data: "Not Found" };

describe("the error screen's message", () => {
  it("is the specification's in English: the error's message or the status text", () => {
    expect(errorMessage(new Error("Boom"))).toBe("Boom");
    expect(errorMessage(notFound, "en")).toBe("Not Found");
    expect(errorMessage({ status: 502, statusText: "" }, "en")).toBe("Error 502");
    expect(errorMessage(null)).toBe("Unknown error");
    expect(chunkMessage(new ChunkLoadError("home-abc", "script"))).toBe("Loading chunk home-abc failed");
    expect(chunkMessage(new ChunkLoadError("app-abc", "css"), "en")).toBe("Loading CSS chunk app-abc failed");
  });

  it("says the status, a chunk failure or an unknown error in German and Japanese", () => {
    expect(errorMessage(notFound, "de")).toBe("Seite nicht gefunden");
    expect(errorMessage(notFound, "ja")).toBe("ページが見つかりません");
    expect(errorMessage({ status: 502, statusText: "Bad Gateway" }, "de")).toBe("Fehler 502");
    expect(errorMessage(new Error("Unexpected Server Error"), "de")).toBe("Interner Serverfehler");
    expect(errorMessage(new Error("x is undefined"), "ja")).toBe("不明なエラーが発生しました。");
    expect(errorMessage(new ChunkLoadError("home-abc", "script"), "de")).toBe(
      "Teil home-abc der Seite konnte nicht geladen werden.",
    );
    expect(
      errorMessage(
        new TypeError("Failed to fetch dynamically imported module: https://x.example/assets/news-1.js"),
        "ja",
      ),
    ).toBe("ページの一部（news-1）を読み込めませんでした。");
  });
});

describe("the error screen", () => {
  it("keeps English as specified, home at /", () => {
    const html = renderToStaticMarkup(<ErrorScreen message="Boom" locale="en" />);
    expect(html).toContain("Unexpected Application Error!");
    expect(html).toContain('href="/"');
    expect(html).toContain("Try again");
  });

  it("is German on /de and Japanese on /ja, home in the same language", () => {
    const de = renderToStaticMarkup(<ErrorScreen message="x" locale="de" />);
    expect(de).toContain("Unerwarteter Anwendungsfehler!");
    expect(de).toContain('href="/de"');
    expect(de).toContain("Zur Startseite");
    const ja = renderToStaticMarkup(<ErrorScreen message="x" locale="ja" />);
    expect(ja).toContain("予期しないアプリケーションエラーが発生しました");
    expect(ja).toContain('href="/ja"');
  });
});
