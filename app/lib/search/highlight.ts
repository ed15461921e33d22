import { COMPOSED } from "~/lib/format";
import type { Locale } from "~/lib/i18n/locales";
import { modelCode } from "~/lib/model-code";
import type { TextPart } from "./query";

/** Japanese script: kanji, hiragana, katakana and the long-vowel mark ー (which Unicode counts as neither). */
const JAPANESE_SCRIPT = "\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\u30fc";
/**
 * A word: a run of Japanese script, or of any other letters and digits. Japanese has no spaces, so
 * a model code or an English word ends where the Japanese after it begins: 「MK61は」 is MK61 and は,
 * and only MK61 is marked.
 */
const WORD = new RegExp(`[${JAPANESE_SCRIPT}]+|(?:(?![${JAPANESE_SCRIPT}])[\\p{L}\\p{N}])+`, "gu");
const JAPANESE = new RegExp(`[${JAPANESE_SCRIPT}]`, "u");

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
  // (never with the Japanese after it: 「MK61は」 is the code MK61 and a particle)
  const japanese = text.search(JAPANESE);
  const words = (japanese < 0 ? text : text.slice(0, japanese)).split(/(\s+)/);
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
 * is measured in characters there, and cut only between its phrases (`phrases`: the server passes
 * BudouX's, lib/i18n/phrases.server.ts), never inside a word such as PHONES.
 */
export function snippet(
  text: string,
  terms: string[],
  maxWords = 26,
  locale: Locale = "en",
  phrases: Phrasing = latinWords,
): TextPart[] {
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
  const extract = locale === "ja" ? japaneseExtract(phrases) : wordExtract;
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

/** A line's phrases, in order, whose concatenation is the line. */
export type Phrasing = (line: string) => string[];

/** Without a phrase segmenter: each run of Latin letters and digits whole, every other character a phrase of its own. */
const latinWords: Phrasing = (line) => line.match(/[A-Za-z0-9][A-Za-z0-9.\-/]*|[\s\S]/gu) ?? [];

/**
 * About `size` words' worth of characters of a Japanese line, starting a little before its first
 * match, cut only where one phrase ends and the next begins (「…PHONES×2、AUX IN…」, never 「…×2、AUX IN…」).
 */
const japaneseExtract =
  (phrases: Phrasing) =>
  (line: string, terms: string[], size: number): string => {
    const length = size * CHARACTERS_PER_WORD;
    let first = 0;
    if (terms.length) {
      const match = [...line.matchAll(WORD)].find((m) => wordMatches(m[0], terms));
      first = match?.index ?? 0;
    }
    // where a cut may fall (code units): between two phrases, and never inside a Latin word or number
    const latin = /[A-Za-z0-9]/;
    const cutsOf = (pieces: string[]) => {
      const cuts = [0];
      for (const piece of pieces) cuts.push((cuts.at(-1) ?? 0) + piece.length);
      return cuts.filter(
        (at) => at === 0 || at === line.length || !(latin.test(line[at - 1] ?? "") && latin.test(line[at] ?? "")),
      );
    };
    const fine = cutsOf(latinWords(line));
    const pieces = phrases(line);
    const coarse = pieces.length > 1 ? cutsOf(pieces) : fine;
    const wanted = Math.max(0, Math.min(first - 8, line.length - length));
    const start = coarse.filter((at) => at <= Math.min(wanted, first)).at(-1) ?? 0;
    // the phrase that ends after the extract's length; a phrase far longer is cut short, between words
    const after = coarse.find((at) => at >= start + length) ?? line.length;
    const before = coarse.filter((at) => at > start + length / 2 && at < start + length).at(-1);
    const end =
      after - start <= length * 1.5 ? after : (before ?? fine.find((at) => at >= start + length) ?? line.length);
    return `${start > 0 ? "…" : ""}${line.slice(start, end)}${end < line.length ? "…" : ""}`;
  };

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
