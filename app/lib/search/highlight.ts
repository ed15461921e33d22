import { COMPOSED } from "~/lib/format";
import type { Locale } from "~/lib/i18n/locales";
import { modelCode } from "~/lib/model-code";
import type { TextPart } from "./query";

const WORD = /[\p{L}\p{N}]+/gu;

/**
 * Does a word of the text answer one of the searched terms? The terms are the visitor's words and
 * their corrections; English forms of one word share a long prefix (piano/pianos,
 * polyphony/polyphonic), and the last word may be half typed (digi → digital).
 */
export function wordMatches(word: string, terms: string[]): boolean {
  const w = word.toLowerCase();
  return terms.some((t) => {
    if (w.startsWith(t)) return t.length >= 3 || w.length === t.length;
    let common = 0;
    while (common < w.length && common < t.length && w[common] === t[common]) common++;
    return common >= 4 && common >= Math.min(w.length, t.length) - 2;
  });
}

/** The text with matching words marked; a model code matches in any spelling (SP-C121 for spc121). */
export function highlight(text: string, terms: string[], codes: string[] = []): TextPart[] {
  const parts: TextPart[] = [];
  const push = (value: string, mark: boolean) => {
    if (!value) return;
    const last = parts.at(-1);
    if (last && last.mark === mark) last.text += value;
    else parts.push({ text: value, mark });
  };
  // a model code at the start of the text, however it is written there (SP-C121, SP C121)
  let at = 0;
  const words = text.split(/(\s+)/);
  for (let i = 0, compact = ""; i < words.length && codes.length; i += 2) {
    compact += modelCode(words[i] ?? "");
    if (codes.includes(compact)) at = words.slice(0, i + 1).join("").length;
    if (!codes.some((c) => c.startsWith(compact))) break;
  }
  push(text.slice(0, at), true);
  const base = at;
  for (const match of text.slice(base).matchAll(WORD)) {
    const start = base + (match.index ?? 0);
    push(text.slice(at, start), false);
    push(match[0], wordMatches(match[0], terms));
    at = start + match[0].length;
  }
  push(text.slice(at), false);
  return merge(parts);
}

/**
 * A short extract around the best-matching passages of a text (at most two, joined by an
 * ellipsis), with the matching words marked; the text's beginning when nothing in it matches.
 * `locale` is the text's language: Japanese runs its lines on without spaces and its ellipsis
 * stands without spaces too (「…です。仕様…」), and as it has no spaces between words, an extract
 * is measured in characters there.
 */
export function snippet(text: string, terms: string[], maxWords = 26, locale: Locale = "en"): TextPart[] {
  const lines = text
    .split(/\n+/)
    .map((l) => l.trim())
    .filter(Boolean);
  const scored = lines
    .map((line, index) => ({ line, index, hits: (line.match(WORD) ?? []).filter((w) => wordMatches(w, terms)).length }))
    .filter((l) => l.hits > 0)
    .sort((a, b) => b.hits - a.hits || a.index - b.index)
    .slice(0, 2)
    .sort((a, b) => a.index - b.index);
  const extract = locale === "ja" ? japaneseExtract : wordExtract;
  const chosen = scored.length
    ? scored.map((s) => extract(s.line, terms, Math.floor(maxWords / scored.length)))
    : [extract(joinLines(lines, locale), [], maxWords)];
  const ellipsis = COMPOSED[locale].ellipsis;
  const parts: TextPart[] = [];
  chosen.forEach((fragment, i) => {
    if (i > 0) parts.push({ text: ellipsis, mark: false });
    parts.push(...highlight(fragment, terms));
  });
  return merge(parts);
}

/** Lines run on: with a space; in Japanese straight after 。！？ and with an ideographic space after a heading or a label. */
function joinLines(lines: string[], locale: Locale): string {
  if (locale !== "ja") return lines.join(" ");
  return lines.reduce((text, line) => (text ? `${text}${/[。！？]$/.test(text) ? "" : "\u3000"}${line}` : line), "");
}

/** About `size` words of a line, starting a little before its first match (from its start when none is given). */
function wordExtract(line: string, terms: string[], size: number): string {
  const words = line.split(/\s+/);
  const first = terms.length ? words.findIndex((w) => (w.match(WORD) ?? []).some((x) => wordMatches(x, terms))) : 0;
  const start = Math.max(0, Math.min(first - 3, words.length - size));
  const slice = words.slice(start, start + size).join(" ");
  return `${start > 0 ? "… " : ""}${slice}${start + size < words.length ? " …" : ""}`;
}

/** Japanese characters for one word of `size`: an extract as long on the screen as an English one. */
const CHARACTERS_PER_WORD = 4;

/** About `size` words' worth of characters of a Japanese line, starting a little before its first match. */
function japaneseExtract(line: string, terms: string[], size: number): string {
  const characters = Array.from(line);
  const length = size * CHARACTERS_PER_WORD;
  let first = 0;
  if (terms.length) {
    const match = [...line.matchAll(WORD)].find((m) => wordMatches(m[0], terms));
    first = match ? Array.from(line.slice(0, match.index)).length : 0;
  }
  const start = Math.max(0, Math.min(first - 8, characters.length - length));
  const slice = characters.slice(start, start + length).join("");
  return `${start > 0 ? "…" : ""}${slice}${start + length < characters.length ? "…" : ""}`;
}

/**
 * Joins neighbouring parts of one kind, reads a hyphen between two marked words as marked
 * (SP-C121 is one highlight), and never shows two ellipses in a row where fragments meet.
 */
function merge(parts: TextPart[]): TextPart[] {
  const joined = parts
    .map((part, i) =>
      !part.mark && part.text === "-" && parts[i - 1]?.mark && parts[i + 1]?.mark ? { ...part, mark: true } : part,
    )
    .reduce<TextPart[]>((out, part) => {
      const last = out.at(-1);
      if (last && last.mark === part.mark) last.text += part.text;
      else out.push({ ...part });
      return out;
    }, []);
  return joined.map((part) => (part.mark ? part : { ...part, text: part.text.replace(/…(\s*…)+/g, "…") }));
}
