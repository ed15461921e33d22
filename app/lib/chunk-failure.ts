import { useSyncExternalStore } from "react";
import { ChunkLoadError, chunkName, recoveryFor, toChunkLoadError } from "./chunk-errors";

/** The chunk failure the root shows as its error screen, once reloading did not help. */
let failure: ChunkLoadError | null = null;
const listeners = new Set<() => void>();

function setFailure(error: ChunkLoadError) {
  failure = error;
  for (const listener of listeners) listener();
}

export function useChunkFailure(): ChunkLoadError | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => failure,
    () => null,
  );
}

function currentRelease(): string {
  const manifest = (window as unknown as { __reactRouterManifest?: { version?: string } }).__reactRouterManifest;
  return manifest?.version ?? "dev";
}

/** Reload once per release; after that, show the error screen (never a blank page). */
export function handleChunkError(error: ChunkLoadError) {
  let storage: Storage | null = null;
  try {
    storage = window.sessionStorage;
  } catch {
    storage = null;
  }
  if (recoveryFor(currentRelease(), storage) === "reload") {
    window.location.reload();
    return;
  }
  setFailure(error);
}

/** Listens for failed script and style chunks anywhere in the page. Call once before hydrating. */
export function installChunkErrorHandling() {
  // Vite's preload helper reports failed dependencies of a dynamic import here.
  window.addEventListener("vite:preloadError", (event) => {
    event.preventDefault();
    const payload = (event as Event & { payload?: unknown }).payload;
    const error = toChunkLoadError(payload) ?? new ChunkLoadError("unknown", "script", { cause: payload });
    handleChunkError(error);
  });
  // Style sheets and module scripts added later (route CSS, preloads) report failure as an error event.
  document.addEventListener(
    "error",
    (event) => {
      const target = event.target;
      if (target instanceof HTMLLinkElement && target.rel === "stylesheet") {
        handleChunkError(new ChunkLoadError(chunkName(target.href), "css"));
      } else if (target instanceof HTMLScriptElement && target.src) {
        handleChunkError(new ChunkLoadError(chunkName(target.src), "script"));
      }
    },
    true,
  );
  window.addEventListener("unhandledrejection", (event) => {
    const error = toChunkLoadError(event.reason);
    if (error) {
      event.preventDefault();
      handleChunkError(error);
    }
  });
}
