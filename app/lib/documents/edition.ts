/**
 * The edition a model's generated documents (owner's manual, quick start, data list: the PDFs and the
 * HTML manual) are dated by. Every model's documents are revision B; a revision is dated by its
 * newest content, so a model's documents that describe what a firmware release added
 * (support/firmware-facts.ts) are dated no earlier than that release: the MK61's, which describe
 * the chord dictionary of firmware 2.0.0, on the day 2.0.0 came out. The build writes the date on
 * each PDF's cover and in its metadata (from the seed's releases); the download lists and the HTML
 * manual show the same date (from the stored releases).
 */
import { firmwareFunctions } from "../support/firmware-facts.ts";

/** The revision every generated document is, and the day revision B came out (its documents' earliest date). */
export const DOCUMENT_REVISION = "B";
export const EDITION_DATE = "2026-03-01";

/** A firmware release of the model: its version and the day it came out (ISO, or its first ten characters). */
export type ReleaseDay = { version: string; date: string };

/**
 * The day a model's documents carry (ISO): the edition's, or the day of the newest of its releases
 * whose functions they describe, whichever is later. A described function's release the list does not
 * hold (an editor removed it) does not date them.
 */
export function documentsDate(productId: string, releases: readonly ReleaseDay[]): string {
  const described = new Set(firmwareFunctions.filter((f) => f.model === productId).map((f) => f.version));
  const days = releases.filter((r) => described.has(r.version)).map((r) => r.date.slice(0, 10));
  // ISO days sort as they fall
  return [EDITION_DATE, ...days].sort().at(-1) ?? EDITION_DATE;
}
