/** Catalogue value types shared by the database schema, the seed data and the pages (seed-spec section 3). */
export type ParamValue = string | string[] | null;
export type Param = { label: string; value: ParamValue };
export type SellingPoint = { text: string; pic: string };
export type StickyItem = { title: string; pic: string; desc: string };
export type Banner = { pic: string };
