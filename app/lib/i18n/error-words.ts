/**
 * The error screen's words in every language. Unlike the frame's words they ride in the script:
 * the screen also shows when the root's data never came (a failed loader, a chunk that did not
 * load), and the page's language is then known from its address alone. English keeps the
 * specification's words (section 8): 'Unexpected Application Error!' and the error's own message
 * or status text; German and Japanese say the same in their words.
 */
import type { Locale } from "./locales";

type ErrorWords = {
  heading: string;
  retry: string;
  home: string;
  /** When nothing better is known. */
  unknown: string;
  /** A status without words of its own: `{status}` is the code. */
  status: string;
  /** The statuses a visitor meets, by code. */
  statuses: Readonly<Record<number, string>>;
  /** 'Loading chunk {n} failed' and 'Loading CSS chunk {n} failed', in the language. */
  chunk: string;
  cssChunk: string;
};

export const errorWords: Record<Locale, ErrorWords> = {
  en: {
    heading: "Unexpected Application Error!",
    retry: "Try again",
    home: "Go to the home page",
    unknown: "Unknown error",
    status: "Error {status}",
    statuses: {},
    chunk: "Loading chunk {n} failed",
    cssChunk: "Loading CSS chunk {n} failed",
  },
  de: {
    heading: "Unerwarteter Anwendungsfehler!",
    retry: "Erneut versuchen",
    home: "Zur Startseite",
    unknown: "Ein unbekannter Fehler ist aufgetreten.",
    status: "Fehler {status}",
    statuses: {
      400: "Ungültige Anfrage",
      403: "Zugriff verweigert",
      404: "Seite nicht gefunden",
      405: "Methode nicht erlaubt",
      429: "Zu viele Anfragen",
      500: "Interner Serverfehler",
      503: "Dienst vorübergehend nicht verfügbar",
    },
    chunk: "Teil {n} der Seite konnte nicht geladen werden.",
    cssChunk: "Die Gestaltung {n} der Seite konnte nicht geladen werden.",
  },
  ja: {
    heading: "予期しないアプリケーションエラーが発生しました",
    retry: "再読み込み",
    home: "ホームへ戻る",
    unknown: "不明なエラーが発生しました。",
    status: "エラー {status}",
    statuses: {
      400: "不正なリクエストです",
      403: "アクセスが拒否されました",
      404: "ページが見つかりません",
      405: "許可されていないメソッドです",
      429: "リクエストが多すぎます",
      500: "サーバー内部エラーが発生しました",
      503: "サービスを一時的に利用できません",
    },
    chunk: "ページの一部（{n}）を読み込めませんでした。",
    cssChunk: "ページのスタイル（{n}）を読み込めませんでした。",
  },
};
