/** What the header's products panel needs to know about the catalogue. */
export type NavProduct = { id: string; title: string; pic: string };
export type NavCategory = { id: string; name: string; products: NavProduct[] };
