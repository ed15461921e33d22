/**
 * The visitor's answer to the analytics question (GDPR, TDDDG §25): kept in the browser only, so
 * the HTML stays the same for everyone and shareable by caches. Nothing non-essential loads before
 * "granted"; a change of mind is heard by the page at once. Fetched only where analytics is
 * configured (root.tsx; its own chunk, vite.config.ts); the footer needs only lib/consent-ask.ts.
 */
import { CONSENT_EVENT as EVENT } from "./consent-ask";
import { storageKey } from "./site-config";

export const CONSENT_KEY = storageKey("consent");
type Consent = "granted" | "denied";
type ConsentEvent = Consent | "ask";

/** The stored answer, or null while the visitor has not answered (or storage is off). */
function storedConsent(): Consent | null {
  try {
    const value = window.localStorage.getItem(CONSENT_KEY);
    return value === "granted" || value === "denied" ? value : null;
  } catch {
    return null;
  }
}

const announce = (detail: ConsentEvent) => window.dispatchEvent(new CustomEvent(EVENT, { detail }));

/** Keeps the answer and tells the page. */
export function storeConsent(answer: Consent) {
  try {
    window.localStorage.setItem(CONSENT_KEY, answer);
  } catch {
    // storage off: the answer holds for this page only, and the question comes back on the next
  }
  announce(answer);
}

/** Calls `listener` on every answer and every request to ask again; returns the unsubscribe. */
function onConsent(listener: (event: ConsentEvent) => void): () => void {
  const handler = (e: Event) => listener((e as CustomEvent<ConsentEvent>).detail);
  window.addEventListener(EVENT, handler);
  return () => window.removeEventListener(EVENT, handler);
}

/**
 * The optional analytics snippet, appended only after a yes; `setAsk` is told whether to ask
 * (not yet answered, or asked again from the footer). Withdrawing consent reloads the page, so the
 * script is gone. Returns the unsubscribe.
 */
export function startAnalytics(url: string | null | undefined, setAsk: (ask: boolean) => void): () => void {
  const loaded = () => document.querySelector("script[data-analytics]");
  const load = () => {
    if (!url || loaded()) return;
    const script = document.createElement("script");
    script.src = url;
    script.async = true;
    script.dataset.analytics = "true";
    document.body.append(script);
  };
  const answer = storedConsent();
  if (answer === "granted") load();
  setAsk(answer === null);
  return onConsent((event) => {
    setAsk(event === "ask");
    if (event === "granted") load();
    if (event === "denied" && loaded()) window.location.reload();
  });
}
