/**
 * The visitor's answer to the analytics question (GDPR, TDDDG §25): kept in the browser only, so
 * the HTML stays the same for everyone and shareable by caches. Nothing non-essential loads before
 * "granted"; a change of mind is heard by the page at once (`onConsent`).
 */
import { storageKey } from "./site-config";

export const CONSENT_KEY = storageKey("consent");
export type Consent = "granted" | "denied";
type ConsentEvent = Consent | "ask";
const EVENT = storageKey("consent-change");

/** The stored answer, or null while the visitor has not answered (or storage is off). */
export function storedConsent(): Consent | null {
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

/** Asks again (the footer's "Cookie settings"). */
export const askConsentAgain = () => announce("ask");

/** Calls `listener` on every answer and every request to ask again; returns the unsubscribe. */
export function onConsent(listener: (event: ConsentEvent) => void): () => void {
  const handler = (e: Event) => listener((e as CustomEvent<ConsentEvent>).detail);
  window.addEventListener(EVENT, handler);
  return () => window.removeEventListener(EVENT, handler);
}
