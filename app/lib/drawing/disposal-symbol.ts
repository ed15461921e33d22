/**
 * The crossed-out wheeled bin (EN 50419, ElektroG § 9, WEEE Annex IX) that the owner's manual's
 * disposal notice shows in Europe, with the black bar under it: the product was placed on the
 * market after 13 August 2005, as the disposal page explains. Plain SVG path data in units of a
 * 48 × 66 box: the PDF sets it with pdfkit's vector operators (media/pdf-layout.ts `symbol`), the
 * HTML manual as inline SVG, so both draw the same mark.
 */
export type SymbolPath = { d: string; stroke?: number; fill?: true };
export type SymbolDrawing = { width: number; height: number; paths: readonly SymbolPath[] };

export const WHEELED_BIN: SymbolDrawing = {
  width: 48,
  height: 66,
  paths: [
    // the lid and its handle
    { d: "M7 12 H41", stroke: 3 },
    { d: "M19 12 V7.5 H29 V12", stroke: 2.2 },
    // the bin, narrowing to its foot, and its wheel
    { d: "M10.5 15.5 L37.5 15.5 L34.5 50 L13.5 50 Z", stroke: 2.6 },
    { d: "M12 53.5 A3.5 3.5 0 1 0 19 53.5 A3.5 3.5 0 1 0 12 53.5 Z", fill: true },
    // crossed out
    { d: "M4 4 L44 58 M44 4 L4 58", stroke: 3 },
    // the bar: placed on the market after 13 August 2005
    { d: "M4 60.5 H44 V66 H4 Z", fill: true },
  ],
};
