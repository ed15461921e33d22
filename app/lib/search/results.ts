/**
 * What a search answers, as the results page and the header's suggestions receive it: plain data
 * shared by the server that builds it and the components that show it.
 */
import type { RefObject } from "react";
import type { ParsedQuery, SearchKind, TextPart } from "./query";
import type { SearchShortcut } from "./synonyms";
import type { ShownFix } from "./written";

export type SearchHit = {
  id: string;
  kind: SearchKind;
  refId: string;
  url: string;
  pic: string | null;
  title: TextPart[];
  snippet: TextPart[];
  /** The query is exactly this product's model code (or an alias). */
  exact: boolean;
  publishedAt: string | null;
};
export type SearchGroup = { kind: SearchKind; label: string; total: number; hits: SearchHit[] };
export type SearchResults = {
  query: ParsedQuery;
  /** Misspelt words and the indexed words they were also matched as ("keybord" → "keyboard"). */
  corrections: Record<string, string>;
  /** The same, as the page shows them: the word as typed, its correction as the content writes it. */
  fixes: ShownFix[];
  /** The product whose model code the query is, offered first with a direct link. */
  topPick: SearchHit | null;
  /** The query is the start of several model codes (MK): the family, listed in the products group. */
  family: { code: string; total: number } | null;
  groups: SearchGroup[];
  total: number;
  /** Pages the query's words point to beside the results (warranty, repairs: the support team). */
  shortcuts: SearchShortcut[];
};

/** One suggestion under the header's search box. */
export type Suggestion = { id: string; group: string; title: TextPart[]; url: string };
export type Suggestions = { query: string; items: Suggestion[] };
/** What the suggestions chunk gets from the search box it attaches to. */
export type SuggestionsProps = { input: RefObject<HTMLInputElement | null>; idPrefix: string };
