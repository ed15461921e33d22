/**
 * Chunk load failures (seed-spec section 8): a script chunk raises ChunkLoadError
 * 'Loading chunk {n} failed', a style chunk 'Loading CSS chunk {n} failed' with code
 * CSS_CHUNK_LOAD_FAILED. Recovery: reload once per release, then the error screen with a retry.
 */
export const CSS_CHUNK_LOAD_FAILED = "CSS_CHUNK_LOAD_FAILED";

export class ChunkLoadError extends Error {
  override name = "ChunkLoadError";
  readonly chunk: string;
  readonly code?: typeof CSS_CHUNK_LOAD_FAILED;
  constructor(chunk: string, kind: "script" | "css", options?: { cause?: unknown }) {
    super(kind === "css" ? `Loading CSS chunk ${chunk} failed` : `Loading chunk ${chunk} failed`, options);
    this.chunk = chunk;
    if (kind === "css") this.code = CSS_CHUNK_LOAD_FAILED;
  }
}

/** A chunk's name as shown in the message: the file name without directory and extension. */
export function chunkName(url: string): string {
  const file = url.split(/[?#]/)[0]?.split("/").pop() ?? url;
  return file.replace(/\.(m?js|css)$/, "") || url;
}

const dynamicImportFailure =
  /(Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS for)[:\s]*(\S*)/i;

/** Turns a browser's dynamic-import or preload failure into a ChunkLoadError; anything else is null. */
export function toChunkLoadError(error: unknown): ChunkLoadError | null {
  if (error instanceof ChunkLoadError) return error;
  if (!(error instanceof Error)) return null;
  const match = dynamicImportFailure.exec(error.message);
  if (!match) return null;
  const url = match[2] ?? "";
  const css = /Unable to preload CSS/i.test(error.message) || url.endsWith(".css");
  return new ChunkLoadError(chunkName(url || "unknown"), css ? "css" : "script", { cause: error });
}

type SessionLike = Pick<Storage, "getItem" | "setItem">;
export const RELOAD_MARK_KEY = "musical-chunk-reload";

/**
 * Decides what to do with a chunk failure: the first one of a release reloads the page (a new
 * release probably replaced the chunks); a second one shows the error screen.
 */
export function recoveryFor(release: string, storage: SessionLike | null): "reload" | "show-error" {
  try {
    if (!storage || storage.getItem(RELOAD_MARK_KEY) === release) return "show-error";
    storage.setItem(RELOAD_MARK_KEY, release);
    return "reload";
  } catch {
    return "show-error";
  }
}
