/**
 * The product detail page's close-up pictures and their captions. A picture's name ends in what it
 * shows ("detail/cp203-rear"); the close-up of what the player plays is named "-keys" for every
 * model, so its caption comes from the model's own kind: the keys of a piano or keyboard, the pads
 * of a rhythm machine. No caption names a part the model lacks.
 */

import type { Param } from "~/lib/content-model";
import { instrumentFacts } from "~/lib/support/instrument-facts";

export type DetailCaptions = { panel: string; rear: string; keys: string; pads: string; detail: string };

/** Each picture with its caption, for a model with these (English) specifications. */
export function detailPictures(pics: readonly string[], params: readonly Param[], captions: DetailCaptions) {
  const plays = instrumentFacts(params).plays;
  return pics.map((src) => {
    const part = src.split("-").at(-1) ?? "";
    const caption =
      part === "keys" ? captions[plays] : part === "panel" || part === "rear" ? captions[part] : captions.detail;
    return { src, caption };
  });
}
