/** Types of the `linebreak` package (UAX #14), pdfkit's line breaker, as media/addresses.ts uses it. */
declare module "linebreak" {
  export type Break = { position: number; required: boolean };
  export default class LineBreaker {
    constructor(text: string);
    /** The text being broken. */
    string: string;
    /** The next place the text may (or, `required`, must) break, after the one before; null at its end. */
    nextBreak(): Break | null;
  }
}
