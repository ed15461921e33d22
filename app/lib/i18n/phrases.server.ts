/**
 * Japanese headings split into phrases on the server, with BudouX (`lib/line-breaks.ts` says why;
 * docs/decisions/023-japanese-line-breaks.md). A `.server` module: BudouX and its dictionary
 * never reach a browser bundle. Loaders hand components strings already segmented.
 */
import { loadDefaultJapaneseParser } from "budoux";
import { keepsPhrases, PHRASE_BREAK } from "../line-breaks.ts";
import { keepTerms, splitCompounds } from "./compounds.server.ts";
import type { Locale } from "./locales";

let parser: ReturnType<typeof loadDefaultJapaneseParser> | undefined;

/** Segmented strings by their text: headings repeat on every page, and content changes seldom. */
const known = new Map<string, string>();
/** Enough for every heading of the site many times over; past it, the memo starts again. */
const KNOWN_MAX = 20_000;

/**
 * After these a line may always break (a colon, a comma, a full stop, the full-width slash between
 * two names: レイヤー／|スプリット); before these too (brackets).
 */
const BREAK_AFTER = /[：、。！？／]$/;
const BREAK_BEFORE = /^[（「『]/;

/**
 * Words BudouX's model splits inside, that a line must not break in: 手が|けた (a kana-written
 * verb it reads as 手が, "the hand"), and the compounds written with okurigana, kanji and kana
 * and kanji again, that it cuts after their kana (奥|行き, 切り|替え, 受け|付け). Each is its
 * stem, the part every form shares (切り替 of 切り替え, 切り替わる); the one kana that follows a
 * stem (its ending: 奥行き, 読み込み) stays with it. `phrases.test.tsx` checks that every such
 * compound of the site's Japanese copy is here.
 */
// biome-ignore format: a word list reads best in rows
export const KEEP_WHOLE = [
  "手がけ", "奥行",
  "切り替", "切り戻", "置き換", "差し替", "付け替", "受け付", "受け取", "取り扱", "取り外", "取り出", "取り付",
  "書き出", "書き込", "読み込", "読み出", "読み取", "差し込", "打ち込", "打ち切", "立ち上", "問い合", "申し込",
  "申し立", "呼び出", "組み込", "組み合", "割り当", "繰り返", "持ち運", "持ち出", "持ち込", "買い上", "送り直",
  "送り続", "絞り込", "引き続", "引き継", "引き取", "踏み込", "押し込", "押し続", "生み出", "行き渡", "聴き返",
  "聴き比", "鳴り続", "待ち続", "待ち望", "弾き続", "差し支", "探し直", "溶け合", "知り尽", "良し悪", "払い戻",
  "見直", "弾き方", "読み手", "送り先",
];

/** Where each KEEP_WHOLE word (with the one kana of its ending) lies in `text`: [start, end). */
function wholeWords(text: string): [number, number][] {
  const spans: [number, number][] = [];
  for (const word of KEEP_WHOLE)
    for (let at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + 1)) {
      const ending = /\p{Script=Hiragana}/u.test(text[at + word.length] ?? "") ? 1 : 0;
      spans.push([at, at + word.length + ending]);
    }
  return spans;
}

/** The pieces with every seam that falls inside a KEEP_WHOLE word taken back. */
export function keepWords(pieces: readonly string[]): string[] {
  const text = pieces.join("");
  const spans = wholeWords(text);
  if (spans.length === 0) return [...pieces];
  const out: string[] = [];
  let offset = 0;
  for (const piece of pieces) {
    const last = out.at(-1);
    if (last !== undefined && spans.some(([start, end]) => start < offset && offset < end))
      out[out.length - 1] = last + piece;
    else out.push(piece);
    offset += piece.length;
  }
  return out;
}

/**
 * BudouX's phrases, amended: never inside a `{placeholder}` of a template or between a number and
 * what follows it; always after a full-width colon or comma and before an opening bracket. A long
 * compound is then cut between its words (`./compounds.server.ts`).
 */
function amend(phrases: string[]): string[] {
  const pieces = phrases.flatMap((phrase) =>
    phrase.split(/(?<=[：、。！？／])(?=[^：、。！？／」』）])|(?<=.)(?=[（「『])/u),
  );
  const out: string[] = [];
  let open = 0;
  for (const piece of pieces) {
    const last = out.at(-1);
    const joinBrace = open > 0;
    const joinNumber = last !== undefined && /[\d.,]$/.test(last) && /^[\dA-Za-z%.,]/.test(piece);
    if (last !== undefined && (joinBrace || joinNumber) && !BREAK_AFTER.test(last) && !BREAK_BEFORE.test(piece))
      out[out.length - 1] = last + piece;
    else out.push(piece);
    for (const char of piece) open += char === "{" ? 1 : char === "}" ? -1 : 0;
  }
  return out.filter((piece) => piece !== "");
}

/** A Japanese string with PHRASE_BREAK between its phrases; any other string as it is. */
export function phrase(text: string): string {
  if (!keepsPhrases(text) || text.includes(PHRASE_BREAK)) return text;
  const done = known.get(text);
  if (done !== undefined) return done;
  parser ??= loadDefaultJapaneseParser();
  // a phrase too wide for a narrow line breaks only between the words of its compound, and never
  // inside a term of the glossary (グレードハンマーアクション)
  const phrases = keepWords(keepTerms(amend(parser.parse(text)).flatMap(splitCompounds)));
  // BudouX drops characters it cannot read (private use): then the string stays whole
  const segmented = phrases.join("") === text ? phrases.join(PHRASE_BREAK) : text;
  if (known.size >= KNOWN_MAX) known.clear();
  known.set(text, segmented);
  return segmented;
}

type Phrased<T> = T extends string
  ? string
  : T extends readonly (infer U)[]
    ? Phrased<U>[]
    : T extends object
      ? { [K in keyof T]: Phrased<T[K]> }
      : T;

/**
 * Every string in `value` (objects and lists, deeply) segmented on a Japanese page; on any other
 * page `value` itself. For the words a page shows as headings, menus, banners, cards and buttons.
 */
export function phrasedIn<T>(locale: Locale, value: T): Phrased<T> {
  if (locale !== "ja") return value as Phrased<T>;
  return segmentAll(value) as Phrased<T>;
}

function segmentAll(value: unknown): unknown {
  if (typeof value === "string") return phrase(value);
  if (Array.isArray(value)) return value.map(segmentAll);
  if (value && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, segmentAll(v)]));
  }
  return value;
}

/** `item` with the named string fields segmented on a Japanese page (a heading's, a card's). */
export function phrasedFields<T extends object>(locale: Locale, item: T, fields: readonly (keyof T & string)[]): T {
  if (locale !== "ja") return item;
  const out = { ...item } as Record<string, unknown>;
  for (const field of fields) if (typeof out[field] === "string") out[field] = phrase(out[field] as string);
  return out as T;
}

/** Specification rows with their labels segmented on a Japanese page (a table's row headers: レコーディング stays whole). */
export function phrasedLabels<T extends { label: string }>(locale: Locale, rows: readonly T[]): T[] {
  return locale === "ja" ? rows.map((row) => ({ ...row, label: phrase(row.label) })) : [...rows];
}
