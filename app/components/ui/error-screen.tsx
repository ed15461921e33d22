import { type ChunkLoadError, toChunkLoadError } from "~/lib/chunk-errors";
import * as href from "~/lib/href-shared";
import type { FrameMessages } from "~/lib/i18n/frame";
import { defaultLocale, type Locale, localizedPath } from "~/lib/i18n/locales";
import { Phrases } from "./phrases";

/** The error screen's words (the frame's `error`). */
export type ErrorWords = FrameMessages["error"];

/**
 * The specification's words, for when no language's words came (the root's data failed for a
 * reason that sent none). The only copy in the script: the others come with the data.
 */
const specWords: ErrorWords = {
  heading: "Unexpected Application Error!",
  retry: "Try again",
  home: "Go to the home page",
  unknown: "Unknown error",
  status: "Error {status}",
  statuses: {} as ErrorWords["statuses"],
  chunk: "Loading chunk {n} failed",
  cssChunk: "Loading CSS chunk {n} failed",
};

/**
 * In the browser only (set from an effect): the words of the page it showed, for a failure that
 * loses the root's data after the page came (a navigation's data request that fails whole).
 */
let shownWords: ErrorWords | undefined;
export function rememberErrorWords(words: ErrorWords) {
  shownWords = words;
}

/**
 * The words for the error screen: the page's frame's when the root's data came, else those a
 * refused request sent with its error (the database gate's 503), else those of the page the
 * browser showed, else the specification's.
 */
export function errorWordsOf(frame: FrameMessages | undefined, error: unknown): ErrorWords {
  if (frame) return frame.error;
  const sent = (error as { data?: { errorWords?: ErrorWords } } | null)?.data?.errorWords;
  return sent?.heading ? sent : (shownWords ?? specWords);
}

/**
 * The default error screen (seed-spec section 8): 'Unexpected Application Error!' with the error
 * message or status text below it, and a way to try again; in the page's language, its home link
 * that language's home (the language from the address, so it also works without the root's data).
 */
export function ErrorScreen({
  message,
  detail,
  locale,
  words,
}: {
  message: string;
  detail?: string;
  locale: Locale;
  words: ErrorWords;
}) {
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-2xl flex-col justify-center px-5 py-20">
      <h1 className="text-3xl font-bold tracking-tight text-ink">
        <Phrases text={words.heading} />
      </h1>
      <p className="mt-4 text-lg text-ink-soft" data-testid="error-message">
        {message}
      </p>
      {detail ? <pre className="mt-4 overflow-x-auto rounded bg-mist p-4 text-xs text-ink-soft">{detail}</pre> : null}
      <div className="mt-8 flex gap-3">
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="rounded-full bg-ink px-6 py-3 text-sm font-semibold text-white hover:bg-accent"
        >
          <Phrases text={words.retry} />
        </button>
        <a
          href={localizedPath(href.home(), locale)}
          className="rounded-full border border-ink px-6 py-3 text-sm font-semibold text-ink hover:bg-mist"
        >
          <Phrases text={words.home} />
        </a>
      </div>
    </section>
  );
}

const put = (template: string, name: string, value: string | number) => template.replace(`{${name}}`, String(value));
const statusIn = (words: ErrorWords, status: number) =>
  (words.statuses as Record<string, string | undefined>)[String(status)] ?? put(words.status, "status", status);

/**
 * The text under the heading: the error's message, or the response's status text. English shows
 * them as they are (the specification's words); another language says the status, a chunk that did
 * not load, or an unknown error in its own words.
 */
export function errorMessage(error: unknown, locale: Locale = defaultLocale, words: ErrorWords = specWords): string {
  const english = locale === defaultLocale;
  if (error && typeof error === "object" && "status" in error && "statusText" in error) {
    const response = error as { status: number; statusText?: string; data?: unknown };
    if (!english) return statusIn(words, response.status);
    if (response.statusText) return response.statusText;
    if (typeof response.data === "string" && response.data) return response.data;
    return put(words.status, "status", response.status);
  }
  if (english) {
    if (error instanceof Error) return error.message;
    return typeof error === "string" && error ? error : words.unknown;
  }
  const chunk = toChunkLoadError(error);
  if (chunk) return chunkMessage(chunk, locale, words);
  // a server error reaches the browser as React Router's "Unexpected Server Error"
  if (error instanceof Error && error.message === "Unexpected Server Error") return statusIn(words, 500);
  return words.unknown;
}

/** A chunk failure's message in the page's language ('Loading chunk {n} failed' in English). */
export function chunkMessage(error: ChunkLoadError, locale: Locale = defaultLocale, words: ErrorWords = specWords) {
  if (locale === defaultLocale) return error.message;
  return put(error.code ? words.cssChunk : words.chunk, "n", error.chunk);
}
