/**
 * Finds English left on a German or Japanese page: words of a small list of English stop words
 * and site words that neither language uses, outside a short allow-list of names and terms.
 * Words in capitals (panel labels, MIDI message names: POWER, STATUS REQUEST) are not English
 * prose and are skipped; so are URLs, e-mail addresses and file names.
 */

/** English words that are no German word (so "in", "an", "was", "will", "Status", "Start", "Video" are not here). */
const COMMON = [
  "the",
  "and",
  "with",
  "for",
  "your",
  "you",
  "our",
  "of",
  "to",
  "from",
  "by",
  "on",
  "at",
  "is",
  "are",
  "this",
  "that",
  "these",
  "it",
  "its",
  "be",
  "been",
  "has",
  "have",
  "not",
  "or",
  "can",
  "which",
  "what",
  "when",
  "where",
  "how",
  "why",
  "who",
  "more",
  "about",
  "here",
  "please",
  "click",
  "read",
  "learn",
  "view",
  "get",
  "only",
  "each",
  "every",
  "before",
  "into",
  "than",
  "then",
  "there",
  "their",
  "they",
  "we",
  "my",
  "overview",
  "manual",
  "manuals",
  "owner",
  "owners",
  "guide",
  "captions",
  "subtitles",
  "find",
  "new",
  "page",
  "contact",
  "store",
  "stores",
  "dealer",
  "dealers",
  "file",
  "files",
  "product",
  "products",
  "category",
  "compare",
  "features",
  "specifications",
  "exclusive",
  "device",
  "message",
  "state",
  "none",
  "any",
  "other",
  "battery",
  "power",
  "idle",
  "receiving",
  "verifying",
  "installing",
  "restarting",
  "recovery",
  "chunk",
  "window",
  "signature",
  "key",
  "end",
  "seconds",
  "music",
  "gentle",
  "speakers",
  "keys",
  "practise",
  "day",
  "sent",
  "send",
  "low",
  "high",
  "first",
  "next",
];

/** Words German has too (das Video, der Status, der Host …), English on a Japanese page. */
const JAPANESE_ONLY = [
  "in",
  "an",
  "a",
  "as",
  "so",
  "also",
  "will",
  "was",
  "all",
  "status",
  "start",
  "video",
  "videos",
  "news",
  "support",
  "home",
  "search",
  "update",
  "updates",
  "download",
  "firmware",
  "instrument",
  "host",
  "bytes",
];

export const STOP_WORDS = {
  de: new Set(COMMON),
  ja: new Set([...COMMON, ...JAPANESE_ONLY]),
};

/**
 * Phrases that stay as they are in German and Japanese, each with its reason. Short on purpose:
 * a phrase is here only when a native text keeps it.
 */
export const ALLOWED: readonly { phrase: RegExp; reason: string }[] = [
  {
    phrase: /\bEnglish\b|\bDeutsch\b/g,
    reason: "the language picker names each language in itself (English, Deutsch, 日本語)",
  },
  {
    phrase: /\bIsle of Man\b/g,
    reason: "the island's German name too (Intl.DisplayNames, Duden); the country list names it",
  },
  {
    phrase: /\bNew York\b/g,
    reason: "the city's German name too (Duden); a store's city names the stores near it, Japanese writes ニューヨーク",
  },
  {
    phrase: /\bUniversal Device Inquiry\b/g,
    reason:
      "the MIDI standard's message name, which German manuals give as is (Japanese: ユニバーサル・デバイス・インクワイアリー)",
  },
  {
    phrase: /\bKey-Off\b/g,
    reason: "the piano-sampling term German makers use as is (Key-Off-Samples); Japanese writes キーオフ",
  },
];

/** URLs, e-mail addresses, host and file names, paths: not words. */
const NOT_WORDS =
  /\b[\w.+-]+@[\w.-]+\b|\b(?:https?:\/\/|www\.)\S+|\/[\w./?=&%-]+|\b[\w-]+(?:\.[\w-]+)*\.(?:example|com|org|net|pdf|zip|mp4|vtt|bin|xml|webp|png|jpg)\b/gi;

/**
 * The English words in a text, each with a little of its context ("…Exclusive status…"). `names`
 * are proper names the page gives as such (a store's name and address in its JSON-LD): they keep
 * their spelling in every language.
 */
export function englishIn(text: string, locale: "de" | "ja", names: readonly string[] = []): string[] {
  const stop = STOP_WORDS[locale];
  let rest = text.replace(NOT_WORDS, " ");
  for (const { phrase } of ALLOWED) rest = rest.replace(phrase, " ");
  for (const name of names) rest = rest.replaceAll(name, " ");
  const found: string[] = [];
  // a token with a digit is a code, a version, a hash or a key (A6, v1, 4d68…), never a word;
  // a word with a letter beyond ASCII (frühere, Geräte) is not English
  for (const match of rest.matchAll(/[\p{L}\p{N}]+(?:'\p{L}+)?/gu)) {
    const word = match[0];
    if (/\d/.test(word) || /[^A-Za-z']/.test(word)) continue;
    // capitals are labels and message names (POWER, ACK, STATUS REQUEST), not English prose
    if (word.length > 1 && word === word.toUpperCase()) continue;
    if (!stop.has(word.toLowerCase().replace(/'s$/, ""))) continue;
    const at = match.index ?? 0;
    found.push(`${word} in “${rest.slice(Math.max(0, at - 30), at + word.length + 30).replace(/\s+/g, " ")}”`);
  }
  return found;
}
