/** A language's words for the MIDI tables' cells (./cells.ts): by their whole English, then by a pattern ("Command: DATA"). */
export type CellWords = {
  exact: Readonly<Record<string, string>>;
  patterns: readonly (readonly [RegExp, string])[];
  /**
   * Rewrites of a cell of bytes and names alone ("5 s", "STATUS; REFUSED 08"): its units and list
   * punctuation as the language writes them (Japanese: 5秒, STATUS、REFUSED 08).
   */
  bare?: readonly (readonly [RegExp, string])[];
};
