/**
 * Words a visitor types for the same thing, in any of the site's languages and spellings: a query
 * for 「マニュアル」 also looks for 取扱説明書, „Handbuch“ for Bedienungsanleitung, 「サスティン」 for
 * サステイン and ダンパー, a reading in hiragana (でんしぴあの) for the words it reads (電子ピアノ).
 * Data: a group is one thing; `shortcut` names a page the search also points to (warranty and
 * repairs: the warranty and repair page).
 */
import type { Locale } from "~/lib/i18n/locales";
import { kanjiStemOf, queryWords } from "./query";
import { segmentJapanese } from "./segment";

/** A page search points to beside its results. */
export type SearchShortcut = "service";

export const synonymGroups: readonly { words: readonly string[]; shortcut?: SearchShortcut }[] = [
  {
    words: [
      ...["manual", "manuals", "owner's manual", "user manual", "user guide", "instructions", "handbook"],
      ...["Bedienungsanleitung", "Anleitung", "Handbuch", "Benutzerhandbuch", "Gebrauchsanweisung"],
      ...["取扱説明書", "取り扱い説明書", "取扱い説明書", "取説", "説明書", "マニュアル", "とりせつ", "せつめいしょ"],
      "とりあつかいせつめいしょ",
    ],
  },
  {
    words: [
      ...["sustain", "sustain pedal", "damper", "damper pedal"],
      ...["Haltepedal", "Dämpferpedal", "Sustainpedal", "Sustain-Pedal"],
      ...["サステイン", "サスティン", "サスティーン", "サステン", "サステインペダル", "サスティンペダル"],
      ...["ダンパー", "ダンパーペダル", "さすていん", "さすてぃん", "だんぱー"],
    ],
  },
  { words: ["digital piano", "Digitalpiano", "電子ピアノ", "デジタルピアノ", "でんしぴあの"] },
  { words: ["piano", "Klavier", "ピアノ", "ぴあの"] },
  { words: ["keyboard", "キーボード", "きーぼーど", "鍵盤"] },
  { words: ["drum", "drums", "Schlagzeug", "ドラム", "どらむ"] },
  { words: ["pedal", "Pedal", "ペダル", "ぺだる"] },
  {
    words: [
      "music rest",
      "music stand",
      "Notenpult",
      "Notenständer",
      "Notenhalter",
      "譜面立て",
      "譜面台",
      "ふめんだい",
    ],
  },
  // the manuals' troubleshooting section, as each language heads it and as people ask for it
  {
    words: [
      ...["troubleshooting", "Fehlerbehebung", "Störungsbehebung", "Fehlersuche"],
      ...["困ったときは", "困ったとき", "故障かなと思ったら"],
    ],
  },
  // the manuals' factory reset section, as each language heads it and as people ask for it (the disposal page points there)
  {
    words: [
      ...["factory reset", "factory settings", "reset"],
      ...["Werkseinstellungen", "Werksreset", "zurücksetzen"],
      ...["初期化", "工場出荷時の設定", "リセット", "しょきか"],
    ],
  },
  // the power adaptor, as the pages write it (AC adaptor, Netzadapter, ACアダプター) and as people ask for it
  {
    words: [
      ...["AC adaptor", "AC adapter", "power adaptor", "power adapter", "power supply", "mains adapter"],
      ...["Netzadapter", "Netzteil", "Netzgerät", "Steckernetzteil", "Stromadapter"],
      // l10n-lint-allow: the spellings customers type, so search finds the words the glossary writes
      ...["ACアダプター", "ACアダプタ", "電源アダプター", "電源アダプタ", "アダプター"],
    ],
  },
  { words: ["firmware", "Firmware", "ファームウェア", "ファームウエア", "ふぁーむうぇあ"] },
  // katakana spellings of one loanword, and the word's other names: what customers type for what
  // the pages write (ヘッドフォン for ヘッドホン, ミディ for MIDI, リズムマシーン for リズムマシン)
  {
    words: [
      ...["headphones", "headphone", "Kopfhörer"],
      // l10n-lint-allow: the spellings customers type, so search finds the words the glossary writes
      ...["ヘッドホン", "ヘッドフォン", "ヘッドホーン", "へっどほん", "へっどふぉん"],
    ],
  },
  { words: ["Bluetooth", "ブルートゥース", "ブルートゥス", "ブルーツース", "ぶるーとぅーす"] },
  { words: ["MIDI", "ミディ", "みでぃ"] },
  {
    words: [
      ...["rhythm machine", "drum machine", "Drumcomputer", "Drum-Computer", "Drummaschine", "Rhythmusmaschine"],
      // l10n-lint-allow: the spellings customers type, so search finds the words the glossary writes
      ...["リズムマシン", "リズムマシーン", "ドラムマシン", "ドラムマシーン", "りずむましん"],
    ],
  },
  {
    words: [
      ...["serial number", "serial", "Seriennummer"],
      ...["シリアル番号", "シリアルナンバー", "シリアルNo", "製造番号", "しりあるばんごう"],
    ],
  },
  {
    words: [
      ...["warranty", "guarantee", "repair", "repairs"],
      ...["Garantie", "Gewährleistung", "Reparatur", "Reparaturen"],
      ...["保証", "修理", "アフターサービス", "ほしょう", "しゅうり"],
    ],
    shortcut: "service",
  },
];

/** The long vowel mark (ー, and its half-width ｰ), which a visitor often leaves out or types twice. */
const LONG_VOWEL = /[ーｰ]/gu;
/** A run of katakana (with its long vowel marks): one loanword or a few side by side. */
export const KATAKANA_RUN = /([\p{Script=Katakana}ーｰ]{2,})/u;

/**
 * A katakana run without its long vowel marks: メトロノーム and メトロノム, ハーフダンパー and
 * ハーフダンパ are one key. The index holds each run with a mark this way too (../../.server/search),
 * and a query's run looks for it, so a missing or extra ー still finds the word.
 */
export const withoutLongVowels = (run: string) => run.replace(LONG_VOWEL, "");

/** Small kana and the full-size kana they are small forms of (ッ/ツ, ャ/ヤ, ぁ/あ …). */
const SMALL_KANA =
  "ァアィイゥウェエォオッツャヤュユョヨヮワヵカヶケぁあぃいぅうぇえぉおっつゃやゅゆょよゎわゕかゖけㇰクㇱシㇲスㇳトㇵハㇷフㇻラㇽルㇾレㇿロ";
const fullSize = new Map<string, string>();
for (let i = 0; i < SMALL_KANA.length; i += 2) fullSize.set(SMALL_KANA[i] ?? "", SMALL_KANA[i + 1] ?? "");

/** Small kana as full-size: ヘッドホン and ヘツドホン, シャッフル and シヤツフル are one key (a small kana is easily typed full-size). */
export const withFullSizeKana = (text: string) =>
  text.replace(/[\u3041-\u30ff\u31f0-\u31ff]/gu, (c) => fullSize.get(c) ?? c);

/**
 * A katakana run as the index also holds it (../../.server/search): its small kana full-size and
 * without its long vowel marks, so a query typed with a mark missing or extra, or a small kana
 * typed full-size (ヘツドホン, メトロノム), still finds the word. The run itself when it has neither.
 */
export const kanaKey = (run: string) => withoutLongVowels(withFullSizeKana(run));

/** Hiragana as katakana: ぴあの → ピアノ (the long-vowel mark stays). */
export const toKatakana = (text: string) =>
  text.replace(/[\u3041-\u3096]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0x60));

/** A word's key: NFKC, lower case, katakana for hiragana, small kana full-size, without spaces, hyphens, apostrophes or ・. */
const keyOf = (text: string) =>
  withFullSizeKana(toKatakana(text.normalize("NFKC").toLowerCase())).replace(/[\s\-'’・]/g, "");

const groupByKey = new Map<string, (typeof synonymGroups)[number]>();
for (const group of synonymGroups) for (const word of group.words) groupByKey.set(keyOf(word), group);
const LONGEST_KEY = Math.max(...[...groupByKey.keys()].map((k) => k.length));

/**
 * One thing the query asks for: its alternatives, each a list of words that must all be there;
 * the first as the visitor typed it, then its synonyms.
 */
export type QueryTerm = readonly (readonly string[])[];

export type ExpandedQuery = { terms: QueryTerm[]; shortcuts: SearchShortcut[] };

const LATIN = /^[\p{Script=Latin}\p{N}]$/u;
/** Whether two neighbouring characters are in one Latin word (a match may not begin or end between them). */
const inWord = (before: string | undefined, after: string | undefined) =>
  before !== undefined && after !== undefined && LATIN.test(before) && LATIN.test(after);

const HIRAGANA_RUN = /(\p{Script=Hiragana}[\p{Script=Hiragana}ー]*)/u;
const KATAKANA = /^[\p{Script=Katakana}ー]+$/u;
const isHiragana = (text: string) => /^[\p{Script=Hiragana}ー]+$/u.test(text);

/**
 * The query's terms in the page's language: a word or phrase of a synonym group stands with the
 * group's other words (cut into words as the index cut that language); in Japanese a reading in
 * hiragana stands with its katakana (ぴあの: ピアノ) and a lone kana (a particle: の, を) is no
 * term, so 「でんしぴあの」 cannot match every page by its で and の.
 */
export function expandQuery(text: string, locale: Locale): ExpandedQuery {
  const words = (s: string) => queryWords(locale === "ja" ? segmentJapanese(s) : s);
  const terms: QueryTerm[] = [];
  const shortcuts = new Set<SearchShortcut>();
  const seen = new Set<string>();
  const push = (term: QueryTerm) => {
    const alternatives = term.filter((a) => a.length);
    const unique = [...new Map(alternatives.map((a) => [a.join(" "), a])).values()];
    const id = unique.map((a) => a.join(" ")).join("|");
    if (unique.length && !seen.has(id)) {
      seen.add(id);
      terms.push(unique);
    }
  };
  /**
   * A synonym's words as the index may hold them: a katakana word whole (ダンパー, the start of
   * ダンパーレゾナンス) and as the word break cut it (ダン パー); a reading in hiragana is only a
   * key (the index has the words it reads).
   */
  const wordsOf = (word: string): string[][] => {
    if (locale !== "ja") return [words(word)];
    if (isHiragana(word)) return [];
    const cut = words(word);
    return KATAKANA.test(word) && cut.length > 1 ? [[word], cut] : [cut];
  };
  const synonym = (typed: string, group: (typeof synonymGroups)[number]) => {
    if (group.shortcut) shortcuts.add(group.shortcut);
    push([...(locale === "ja" && isHiragana(typed) ? [[typed]] : wordsOf(typed)), ...group.words.flatMap(wordsOf)]);
  };
  const plain = (span: string) => {
    if (locale !== "ja") {
      for (const word of words(span)) push([[word]]);
      return;
    }
    const parts = span.split(HIRAGANA_RUN);
    parts.forEach((part, k) => {
      if (!part) return;
      if (isHiragana(part)) {
        // a lone kana is a particle; a longer run a reading, or a loanword in hiragana
        if ([...part].length >= 2) push([[part], words(toKatakana(part))]);
        return;
      }
      const pieces = part.split(KATAKANA_RUN).filter(Boolean);
      pieces.forEach((piece, p) => {
        // a katakana run as typed, or as its key (メトロノム: メトロノーム, ヘツドホン: ヘッドホン)
        if (KATAKANA_RUN.test(piece) && [...kanaKey(piece)].length >= 2) {
          push([words(piece), words(kanaKey(piece))]);
          return;
        }
        const cut = words(piece);
        cut.forEach((word, w) => {
          if (isHiragana(word) && [...word].length < 2) return;
          // a word inflected after its kanji (軽い: the kanji, then the kana that follow them) is
          // also looked for by its kanji, which begin the index's compounds (軽量, 軽さ): termsToTsQuery
          const ending = p === pieces.length - 1 && w === cut.length - 1 ? parts[k + 1] : undefined;
          const inflected = ending ? words(`${word}${ending}`)[0] : undefined;
          push(inflected && kanjiStemOf(inflected) === word ? [[inflected], [word]] : [[word]]);
        });
      });
    });
  };
  if (locale === "ja") {
    // no spaces between words: the longest synonym starting at each character
    for (const part of text.split(" ")) {
      let rest = "";
      let i = 0;
      const chars = [...part];
      while (i < chars.length) {
        let found: { length: number; group: (typeof synonymGroups)[number] } | null = null;
        for (let n = Math.min(LONGEST_KEY, chars.length - i); n >= 2 && !found; n--) {
          // a Latin word only whole ("manual", not the "piano" of "pianos")
          if (inWord(chars[i - 1], chars[i]) || inWord(chars[i + n - 1], chars[i + n])) continue;
          const group = groupByKey.get(keyOf(chars.slice(i, i + n).join("")));
          if (group) found = { length: n, group };
        }
        if (found) {
          if (rest) plain(rest);
          rest = "";
          synonym(chars.slice(i, i + found.length).join(""), found.group);
          i += found.length;
        } else rest += chars[i++];
      }
      if (rest) plain(rest);
    }
  } else {
    // words, and phrases of up to three words ("owner's manual", "sustain pedal"), longest first
    const parts = text.split(" ").filter(Boolean);
    let i = 0;
    while (i < parts.length) {
      let matched = 0;
      for (let n = Math.min(3, parts.length - i); n >= 1 && !matched; n--) {
        const phrase = parts.slice(i, i + n).join(" ");
        const group = groupByKey.get(keyOf(phrase));
        if (group) {
          synonym(phrase, group);
          matched = n;
        }
      }
      if (matched) i += matched;
      else plain(parts[i++] ?? "");
    }
  }
  return { terms, shortcuts: [...shortcuts] };
}

/**
 * A word's synonyms and spelling variants, lower-cased, the word among them: for a filter that
 * matches text by its words (the support page's downloads), not the index.
 */
export function variantsOf(word: string): string[] {
  const group = groupByKey.get(keyOf(word));
  return [...new Set([word.toLowerCase(), ...(group?.words ?? []).map((w) => w.toLowerCase())])];
}
