import { useSyncExternalStore } from "react";
import type { ClientInstrumentation } from "react-router";
import { currentBuild } from "./build-skew";
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

/** Reload once per release; after that, show the error screen (never a blank page). */
export function handleChunkError(error: ChunkLoadError) {
  let storage: Storage | null = null;
  try {
    storage = window.sessionStorage;
  } catch {
    storage = null;
  }
  if (recoveryFor(currentBuild(), storage) === "reload") {
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

const PENDING_KEY = "musical-pending-navigation";
const RESUME_WINDOW_MS = 30_000;

function storePending(target: string | null) {
  try {
    if (target) sessionStorage.setItem(PENDING_KEY, JSON.stringify({ target, at: Date.now() }));
    else sessionStorage.removeItem(PENDING_KEY);
  } catch {
    // no storage: nothing to resume
  }
}

function storedTarget(): string | null {
  try {
    const raw = sessionStorage.getItem(PENDING_KEY);
    return raw ? ((JSON.parse(raw) as { target?: string }).target ?? null) : null;
  } catch {
    return null;
  }
}

/**
 * Remembers where a client navigation is going. React Router reloads the current page when a
 * route module fails to load (a new release replaced it); the target is then resumed as a
 * document request, so the visitor's click is not lost. It is recorded synchronously when the
 * navigation starts (router instrumentation), before any module is requested: an effect would
 * run too late when the failure is quick.
 */
export const pendingNavigationMemory: ClientInstrumentation = {
  router({ instrument }) {
    instrument({
      navigate: async (navigate, { to, currentUrl, formMethod }) => {
        const method = formMethod?.toUpperCase() ?? "GET";
        const url =
          typeof to === "string" && method === "GET" ? new URL(to, new URL(currentUrl, window.location.href)) : null;
        const target = url && url.origin === window.location.origin ? url.pathname + url.search : null;
        if (target) storePending(target);
        await navigate();
        if (target && storedTarget() === target) storePending(null);
      },
    });
  },
};

/** Call before hydrating: true when the page is being replaced by the remembered target. */
export function resumePendingNavigation(): boolean {
  try {
    const raw = sessionStorage.getItem(PENDING_KEY);
    if (!raw) return false;
    sessionStorage.removeItem(PENDING_KEY);
    const { target, at } = JSON.parse(raw) as { target: string; at: number };
    const here = window.location.pathname + window.location.search;
    if (typeof target !== "string" || !target.startsWith("/") || target.startsWith("//")) return false;
    if (Date.now() - at > RESUME_WINDOW_MS || target === here) return false;
    window.location.replace(target);
    return true;
  } catch {
    return false;
  }
}
