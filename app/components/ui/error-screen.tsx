/**
 * The default error screen (seed-spec section 8): 'Unexpected Application Error!' with the error
 * message or status text below it, and a way to try again.
 */
export function ErrorScreen({ message, detail }: { message: string; detail?: string }) {
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-2xl flex-col justify-center px-5 py-20">
      <h1 className="text-3xl font-bold tracking-tight text-ink">Unexpected Application Error!</h1>
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
          Try again
        </button>
        <a href="/" className="rounded-full border border-ink px-6 py-3 text-sm font-semibold text-ink hover:bg-mist">
          Go to the home page
        </a>
      </div>
    </section>
  );
}

/** The text under the heading: the error's message, or the response's status text. */
export function errorMessage(error: unknown): string {
  if (error && typeof error === "object" && "status" in error && "statusText" in error) {
    const response = error as { status: number; statusText?: string; data?: unknown };
    if (response.statusText) return response.statusText;
    if (typeof response.data === "string" && response.data) return response.data;
    return `Error ${response.status}`;
  }
  if (error instanceof Error) return error.message;
  return typeof error === "string" && error ? error : "Unknown error";
}
