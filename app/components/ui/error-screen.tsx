import { type ChunkLoadError, toChunkLoadError } from "~/lib/chunk-errors";
import { errorWords } from "~/lib/i18n/error-words";
import { defaultLocale, type Locale, localizedPath } from "~/lib/i18n/locales";

/**
 * The default error screen (seed-spec section 8): 'Unexpected Application Error!' with the error
 * message or status text below it, and a way to try again; in the page's language (from its
 * address, so it also works when the root's data never came), its home link that language's home.
 */
export function ErrorScreen({ message, detail, locale }: { message: string; detail?: string; locale: Locale }) {
  const w = errorWords[locale];
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-2xl flex-col justify-center px-5 py-20">
      <h1 className="text-3xl font-bold tracking-tight text-ink">{w.heading}</h1>
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
          {w.retry}
        </button>
        <a
          href={localizedPath("/", locale)}
          className="rounded-full border border-ink px-6 py-3 text-sm font-semibold text-ink hover:bg-mist"
        >
          {w.home}
        </a>
      </div>
    </section>
  );
}

const put = (template: string, name: string, value: string | number) => template.replace(`{${name}}`, String(value));

/**
 * The text under the heading: the error's message, or the response's status text. English shows
 * them as they are (the specification's words); another language says the status, a chunk that did
 * not load, or an unknown error in its own words.
 */
export function errorMessage(error: unknown, locale: Locale = defaultLocale): string {
  const w = errorWords[locale];
  const english = locale === defaultLocale;
  if (error && typeof error === "object" && "status" in error && "statusText" in error) {
    const response = error as { status: number; statusText?: string; data?: unknown };
    if (!english) return w.statuses[response.status] ?? put(w.status, "status", response.status);
    if (response.statusText) return response.statusText;
    if (typeof response.data === "string" && response.data) return response.data;
    return put(w.status, "status", response.status);
  }
  if (english) {
    if (error instanceof Error) return error.message;
    return typeof error === "string" && error ? error : w.unknown;
  }
  const chunk = toChunkLoadError(error);
  if (chunk) return chunkMessage(chunk, locale);
  // a server error reaches the browser as React Router's "Unexpected Server Error"
  if (error instanceof Error && error.message === "Unexpected Server Error") return w.statuses[500] ?? w.unknown;
  return w.unknown;
}

/** A chunk failure's message in the page's language ('Loading chunk {n} failed' in English). */
export function chunkMessage(error: ChunkLoadError, locale: Locale = defaultLocale): string {
  if (locale === defaultLocale) return error.message;
  const w = errorWords[locale];
  return put(error.code ? w.cssChunk : w.chunk, "n", error.chunk);
}
