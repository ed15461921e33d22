/** A language's words for the MIDI tables' cells (./cells.ts): by their whole English, then by a pattern ("Command: DATA"). */
export type CellWords = {
  exact: Readonly<Record<string, string>>;
  patterns: readonly (readonly [RegExp, string])[];
};
