/**
 * The one piece of the analytics consent every page carries: the event its code (lib/consent.ts,
 * fetched only where analytics is configured) listens to, and the footer's "Privacy settings".
 */
import { storageKey } from "./site-config";

export const CONSENT_EVENT = storageKey("consent-change");

/** Asks the question again. */
export const askConsentAgain = () => window.dispatchEvent(new CustomEvent(CONSENT_EVENT, { detail: "ask" }));
