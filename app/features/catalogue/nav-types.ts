/** What the header's products panel needs to know about the catalogue. */
export type NavProduct = { id: string; title: string; pic: string };
/** A line's current models in the panel (at most PANEL_LIMIT), and how many more the line has. */
export type NavCategory = {
  id: string;
  name: string;
  products: NavProduct[];
  more: number;
  /** `["name"]` when the name is shown in English for want of a translation. */
  english?: readonly string[];
};

/** The most models a line shows in the products panel; the rest are on its category page. */
export const PANEL_LIMIT = 8;
