import { modelCode } from "~/lib/model-code";

/** Longer queries are cut to this many characters, never refused. */
export const MAX_QUERY_LENGTH = 200;
const MAX_TOKENS = 10;
const MAX_TOKEN_LENGTH = 40;

export type ParsedQuery = {
  /** The query as searched: normalised, whitespace collapsed, cut to MAX_QUERY_LENGTH. */
  text: string;
  /** True when the visitor's query was longer than MAX_QUERY_LENGTH and was cut. */
  cut: boolean;
  /** Lower-case words (letters and digits), de-duplicated. */
  tokens: string[];
  /** Candidate model codes: the whole query, each word and each pair of neighbouring words (sp c121). */
  codes: string[];
};

/** Normalises a raw `q`: any string, however hostile, becomes a safe, bounded query. */
export function parseQuery(raw: string | null | undefined): ParsedQuery {
  const cleaned = (raw ?? "")
    .normalize("NFKC")
    // control and private-use characters, and the replacement character of undecodable input
    .replace(/[\p{Cc}\p{Cf}\p{Co}\uFFFD]/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
  const cut = cleaned.length > MAX_QUERY_LENGTH;
  const text = cut ? cutAtWord(cleaned, MAX_QUERY_LENGTH) : cleaned;
  const tokens = queryWords(text);
  const candidates = [text, ...tokens, ...tokens.slice(1).map((t, i) => `${tokens[i]}${t}`)].map(modelCode);
  const codes = [...new Set(candidates)].filter((c) => c.length >= 2 && c.length <= 16 && /[A-Z]/.test(c));
  return { text, cut, tokens, codes };
}

/**
 * A query's words: lower-case runs of letters and digits, de-duplicated and bounded, so nothing
 * the visitor typed (":", "&", "!") can reach a tsquery as syntax. Japanese text is word-broken
 * first (segment.ts) and then goes through here too.
 */
export function queryWords(text: string): string[] {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words.map((t) => t.slice(0, MAX_TOKEN_LENGTH)))].slice(0, MAX_TOKENS);
}

/** The kanji a word of kanji and a kana ending begins with (軽い: 軽), or undefined. */
export const kanjiStemOf = (word: string) => /^(\p{Script=Han}+)\p{Script=Hiragana}+$/u.exec(word)?.[1];

function cutAtWord(text: string, max: number): string {
  const head = text.slice(0, max);
  const space = head.lastIndexOf(" ");
  return (space > max * 0.6 ? head.slice(0, space) : head).trim();
}

/**
 * A tsquery from a query's terms (synonyms.ts): each term's alternatives, each alternative's words
 * all required; every term (`all`) or any (`any`, where a term of one-character words alone, a
 * particle or a single kana, cannot match every page). A misspelt word also matches its correction;
 * the last term's words of two characters or more match as a prefix (a half-typed word finds
 * something), and so does a synonym's katakana word (サステイン finds サステインペダル) and the kanji
 * of an inflected word (軽い: 軽:*, which finds 軽量 and 軽さ).
 */
export function termsToTsQuery(
  terms: readonly (readonly (readonly string[])[])[],
  corrections: Record<string, string>,
  mode: "all" | "any",
): string | null {
  const used = mode === "any" ? terms.filter((term) => term.some((a) => a.some((w) => [...w].length > 1))) : terms;
  if (!used.length) return null;
  const parts = used.map((term, t) => {
    const last = t === used.length - 1;
    const alternatives = term.flatMap((words, a) => {
      const fix = a === 0 && words.length === 1 && words[0] ? corrections[words[0]] : undefined;
      // the kanji of a word inflected after them (軽 of 軽い) begin the words they make (軽量)
      const typed = term[0]?.length === 1 ? term[0][0] : undefined;
      const stem = a > 0 && words.length === 1 && !!typed && typed !== words[0] && kanjiStemOf(typed) === words[0];
      const written = words.map((word, w) => {
        const prefix =
          stem ||
          ([...word].length >= 2 &&
            ((last && w === words.length - 1) ||
              (a > 0 && /^\p{Script=Katakana}[\p{Script=Katakana}ー]{2,}$/u.test(word))));
        return prefix ? `${word}:*` : word;
      });
      const one = written.length > 1 ? `(${written.join(" & ")})` : (written[0] ?? "");
      return fix ? [one, fix] : [one];
    });
    const unique = [...new Set(alternatives)];
    return unique.length > 1 ? `(${unique.join(" | ")})` : (unique[0] ?? "");
  });
  return parts.join(mode === "all" ? " & " : " | ");
}

/** A piece of text, marked when it matches the query. */
export type TextPart = { text: string; mark: boolean };

/** The kinds of thing search finds, in the order their groups are shown. */
export const searchGroups = [
  { kind: "product", label: "Products" },
  { kind: "document", label: "Manuals and downloads" },
  { kind: "news", label: "News" },
  { kind: "update", label: "Updates" },
  // service pages, such as warranty and repair
  { kind: "page", label: "Service" },
  // stores, each linking to Find a Store filtered to it
  { kind: "store", label: "Stores" },
  // the company's and the legal pages: imprint, company profile, privacy policy, terms of use
  { kind: "company", label: "Company and legal" },
] as const;
export type SearchKind = (typeof searchGroups)[number]["kind"];

export function isSearchKind(value: string | null): value is SearchKind {
  return searchGroups.some((g) => g.kind === value);
}
