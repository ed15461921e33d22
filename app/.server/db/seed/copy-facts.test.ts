/**
 * The seed's copy claims only what the data holds, in every language (issue 40): every model it
 * names is one of the catalogue's; a count it gives of a model's sounds, styles, rhythms, songs,
 * kits, pads or keys is one its specification holds; the key action's test and the dealer
 * network's countries are the figures the company pages and the store list give.
 */
import { describe, expect, it } from "vitest";
import * as companyEn from "~/features/company/content";
import * as companyDe from "~/features/company/content.de";
import * as companyJa from "~/features/company/content.ja";
import { keyActionLab } from "~/lib/figures";
import type { Locale } from "~/lib/i18n/locales";
import { modelCode } from "~/lib/model-code";
import { paramListOf, specificationOf } from "~/lib/params";
import { connectorOf, instrumentFacts } from "~/lib/support/instrument-facts";
import { POWER_COUNT_FIRST, POWER_WATTS_FIRST } from "../../../../scripts/lib/l10n-rules";
import { keyActionTestIn } from "../../../../tests/setup/figures";
import { articleSeeds } from "./articles";
import { dealerSeeds } from "./dealers";
import { firmwareSeeds } from "./firmware";
import { productSeeds } from "./products";
import { translationRows } from "./translations";
import { catalogue as deCatalogue } from "./translations/de/catalogue";
import { catalogue as jaCatalogue } from "./translations/ja/catalogue";

/** A text of the copy, in its language, and the model it speaks of when it is one model's own. */
type Copy = { locale: Locale; where: string; text: string; model: string | null; news?: boolean };

const strings = (value: unknown, out: string[] = []): string[] => {
  if (typeof value === "string") out.push(value);
  else if (value && typeof value === "object") for (const inner of Object.values(value)) strings(inner, out);
  return out;
};

const PICTURE = /^(product|banner|feature|detail|cover)\//;
const articleModel = (id: string) => {
  const ids = articleSeeds.find((a) => a.id === id)?.productIds ?? [];
  return ids.length === 1 ? (ids[0] ?? null) : null;
};

/** All of the seed's copy: products' words, news and update articles, firmware notes, in English, German and Japanese, and the company pages. */
function allCopy(): Copy[] {
  const copy: Copy[] = [];
  const add = (locale: Locale, where: string, value: unknown, model: string | null, news = false) => {
    for (const text of strings(value)) if (!PICTURE.test(text)) copy.push({ locale, where, text, model, news });
  };
  for (const { id, desc, sp1, sp2, sp3, sp4, stickyList } of productSeeds)
    add("en", `product ${id}`, [desc, sp1.text, sp2.text, sp3.text, sp4, stickyList.map((s) => [s.title, s.desc])], id);
  for (const a of articleSeeds) add("en", `article ${a.id}`, [a.title, a.summary, a.body], articleModel(a.id), true);
  for (const [id, version, , changes] of firmwareSeeds) add("en", `firmware ${id}@${version}`, changes, id);
  for (const row of translationRows()) {
    if (row.entity === "product" && row.field !== "params")
      add(row.locale, `product ${row.entityId}`, row.value, row.entityId);
    if (row.entity === "article")
      add(row.locale, `article ${row.entityId}`, row.value, articleModel(row.entityId), true);
    if (row.entity === "firmware")
      add(row.locale, `firmware ${row.entityId}`, row.value, row.entityId.split("@")[0] ?? null);
  }
  for (const [locale, company] of [
    ["en", companyEn],
    ["de", companyDe],
    ["ja", companyJa],
  ] as const)
    add(locale, "company pages", company, null);
  return copy;
}

const copy = allCopy();
const LOCALES = ["en", "de", "ja"] as const;

/** A model code as copy writes one: SP-C121, CP203, SP201Plus, AKX10S, MK61, MR101S. */
const MODEL = /(?<![\p{L}\p{N}])[A-Z]{2,3}-?[A-Z]?\d{2,3}[A-Z]?(?:Plus)?(?![\p{L}\p{N}])/gu;
const catalogue = new Map(
  productSeeds.flatMap((p) => [p.id, p.title, ...p.aliases].map((name) => [modelCode(name), p.id] as const)),
);
const modelsIn = (text: string) => [
  ...new Set([...text.matchAll(MODEL)].map((m) => catalogue.get(modelCode(m[0])) ?? m[0])),
];

describe("models named in the copy", () => {
  it("finds model codes in the copy (the test reads what it means to)", () => {
    const named = new Set(copy.flatMap((c) => modelsIn(c.text)));
    expect([...named].sort()).toEqual(productSeeds.map((p) => p.id).sort());
  });

  it.each(["en", "de", "ja"] as const)("every model the %s copy names is in the catalogue", (locale) => {
    for (const c of copy.filter((x) => x.locale === locale))
      for (const model of modelsIn(c.text)) expect(catalogue.has(modelCode(model)), `${c.where}: ${model}`).toBe(true);
  });
});

/** Small numbers copy writes as words. */
const NUMBER_WORDS: Record<string, number> = Object.fromEntries(
  [
    ["one", "eins", "ein"],
    ["two", "zwei"],
    ["three", "drei"],
    ["four", "vier"],
    ["five", "fünf"],
    ["six", "sechs"],
    ["seven", "sieben"],
    ["eight", "acht"],
    ["nine", "neun"],
    ["ten", "zehn"],
    ["eleven", "elf"],
    ["twelve", "zwölf"],
    ["thirteen", "dreizehn"],
    ["fourteen", "vierzehn"],
    ["fifteen", "fünfzehn"],
    ["sixteen", "sechzehn"],
  ].flatMap((words, i) => words.map((w) => [w, i + 1])),
);
const WORD = Object.keys(NUMBER_WORDS).join("|");

/** A number as copy writes it: digits with the language's thousands mark (1,133 / 1.133), or a word. */
const numberOf = (written: string, locale: Locale) =>
  NUMBER_WORDS[written.toLowerCase()] ?? Number(written.replace(locale === "de" ? /\./g : /,/g, ""));

const N = `(?<![\\p{L}\\p{N}])(\\d[\\d.,]*\\d|\\d|${WORD})`;
/**
 * Per language: a count of a part of the specification, and the labels whose values hold it. A
 * sentence that adds to a model (a firmware's new styles, a free pack) is not a count of it.
 */
const COUNTS: Record<Locale, { pattern: RegExp; labels: string[] }[]> = {
  en: [
    { pattern: new RegExp(`${N}[ \\u00a0](?:preset |user )?(?:sounds|voices)\\b`, "giu"), labels: ["sound/voice"] },
    { pattern: new RegExp(`${N}[ \\u00a0](?:preset |user )?styles\\b`, "giu"), labels: ["style"] },
    { pattern: new RegExp(`${N}[ \\u00a0](?:preset |user )?rhythms\\b`, "giu"), labels: ["style", "rhythm"] },
    {
      pattern: new RegExp(`${N}[ \\u00a0](?:demo |classical |piano |lesson )?(?:songs|pieces)\\b`, "giu"),
      labels: ["music library", "demo song", "song"],
    },
    { pattern: new RegExp(`${N}[ \\u00a0](?:drum )?kits\\b`, "giu"), labels: ["drum kit", "sound/voice"] },
    {
      pattern: new RegExp(`${N}[ \\u00a0](?:velocity-sensitive |pressure-sensitive )?pads\\b`, "giu"),
      labels: ["drum pad"],
    },
    {
      pattern: new RegExp(`${N}[ \\u00a0](?:(?:full-size|mini|touch-sensitive|full-size,)\\s)*keys\\b`, "giu"),
      labels: ["keyboard"],
    },
  ],
  de: [
    { pattern: new RegExp(`${N}[ \\u00a0](?:Preset-|User-)?Klänge(?:n)?\\b`, "giu"), labels: ["sound/voice"] },
    { pattern: new RegExp(`${N}[ \\u00a0](?:Preset-|User-)?Styles\\b`, "giu"), labels: ["style"] },
    { pattern: new RegExp(`${N}[ \\u00a0](?:Preset-|User-)?Rhythmen\\b`, "giu"), labels: ["style", "rhythm"] },
    {
      pattern: new RegExp(`${N}[ \\u00a0](?:klassische |Klavier)?(?:Demosongs|Songs|Stücke|Klavierstücke)\\b`, "giu"),
      labels: ["music library", "demo song", "song"],
    },
    { pattern: new RegExp(`${N}[ \\u00a0](?:Drum-)?Kits\\b`, "giu"), labels: ["drum kit", "sound/voice"] },
    {
      pattern: new RegExp(`${N}[ \\u00a0](?:anschlagdynamische |druckempfindlichen )?Pads\\b`, "giu"),
      labels: ["drum pad"],
    },
    {
      pattern: new RegExp(`${N}[ \\u00a0](?:anschlagdynamische )?(?:Tasten|Minitasten)\\b`, "giu"),
      labels: ["keyboard"],
    },
  ],
  ja: [
    { pattern: /(?<![A-Za-z\d,.])(\d[\d,]*)(?:の)?音色/gu, labels: ["sound/voice"] },
    { pattern: /(?<![A-Za-z\d,.])(\d[\d,]*)の伴奏スタイル/gu, labels: ["style"] },
    {
      pattern: /(?<![A-Za-z\d,.])(\d[\d,]*)(?:種類の|の)?(?:プリセット|ユーザー)?リズム/gu,
      labels: ["style", "rhythm"],
    },
    { pattern: /(?<![A-Za-z\d,.])(\d[\d,]*)曲/gu, labels: ["music library", "demo song", "song"] },
    { pattern: /(?<![A-Za-z\d,.])(\d[\d,]*)(?:種類の)?キット/gu, labels: ["drum kit", "sound/voice"] },
    { pattern: /(?<![A-Za-z\d,.])(\d[\d,]*)パッド/gu, labels: ["drum pad"] },
    { pattern: /(?<![A-Za-z\d,.])(\d[\d,]*)鍵/gu, labels: ["keyboard"] },
  ],
};
const ADDS: Record<Locale, RegExp> = {
  en: /\badds?\b|\bnew\b|\bpack\b/i,
  de: /\bNeu:|\bneue\b|\bPaket\b/,
  ja: /追加|新しい|パック/,
};
/** A total an adding sentence gives ("Adds 50 songs …, 200 in all"): a count of the same part. */
const TOTAL: Record<Locale, RegExp> = {
  en: /(\d[\d,]*) in all\b/g,
  de: /insgesamt (\d[\d.]*\d|\d)/g,
  ja: /全(\d[\d,]*)/g,
};
const SENTENCE: Record<Locale, RegExp> = { en: /(?<=[.!?;])\s+/, de: /(?<=[.!?;])\s+/, ja: /(?<=。)/ };

/** The whole numbers the model's rows under these labels hold ("1133 sounds", "88 keys, … (4 levels)"). */
const held = (id: string, labels: string[]) => {
  const params = productSeeds.find((p) => p.id === id)?.params ?? [];
  const values = params.filter((p) => labels.includes(p.label)).flatMap((p) => strings(p.value));
  return new Set(values.flatMap((v) => [...v.matchAll(/\d+/g)].map((m) => Number(m[0]))));
};

/** The sentences of the copy, each with the one model it speaks of: the one it names, or, naming none, its text's own. */
function sentencesOfOneModel() {
  const out: { copy: Copy; sentence: string; model: string }[] = [];
  for (const c of copy)
    for (const sentence of c.text.split(SENTENCE[c.locale])) {
      const named = modelsIn(sentence);
      const model = named.length === 1 ? named[0] : named.length === 0 ? c.model : null;
      if (model) out.push({ copy: c, sentence, model });
    }
  return out;
}

/** Each count the copy gives of one model, with the numbers that model's specification holds for it. */
function countClaims() {
  const claims: { where: string; said: string; model: string; count: number; held: Set<number> }[] = [];
  for (const { copy: c, sentence, model } of sentencesOfOneModel()) {
    const claim = (said: string, written: string, labels: string[]) =>
      claims.push({ where: c.where, said, model, count: numberOf(written, c.locale), held: held(model, labels) });
    const counted = COUNTS[c.locale].filter(({ pattern }) => sentence.match(pattern));
    if (ADDS[c.locale].test(sentence)) {
      // what a release or a pack adds is not a count of the model, but a total it gives is
      const labels = counted.flatMap((k) => k.labels);
      for (const m of sentence.matchAll(TOTAL[c.locale])) claim(m[0], m[1] ?? "", labels);
      continue;
    }
    for (const { pattern, labels } of counted)
      for (const m of sentence.matchAll(pattern)) claim(m[0], m[1] ?? "", labels);
  }
  return claims;
}

describe("counts in the copy", () => {
  const claims = countClaims();

  it("finds counts of every kind in every language (the test reads what it means to)", () => {
    for (const locale of ["en", "de", "ja"] as const) {
      const said = claims.filter((c) => copy.some((x) => x.where === c.where && x.locale === locale));
      expect(said.length, locale).toBeGreaterThan(20);
    }
    expect(claims.map((c) => c.said)).toEqual(
      expect.arrayContaining([
        "1133 sounds",
        "1.133\u00a0Klänge",
        "1,133音色",
        "ten demo songs",
        "zehn Demosongs",
        "10曲",
      ]),
    );
  });

  it("gives only counts the model's specification holds", () => {
    const wrong = claims.filter((c) => !c.held.has(c.count)).map((c) => `${c.where}: ${c.model} "${c.said}"`);
    expect(wrong).toEqual([]);
  });
});

/**
 * Per language: a watt figure (the amplifier's power) and a centimetre figure next to a speaker
 * word (the speakers' size), and a watt figure given as a speaker's (a "15 W speaker" is no figure
 * of the data, whose speaker rows give sizes).
 */
const WATTS = /(\d+(?:[.,]\d+)?)\s?W\b/g;
const VOLTS = /(\d+(?:[.,]\d+)?)\s?V\b/g;
const AMPS = /(\d+(?:[.,]\d+)?)\s?A\b/g;
const SPEAKER_CM: Record<Locale, RegExp> = {
  en: /(\d+(?:\.\d+)?)\s?cm (?:speakers?|tweeters?)/g,
  de: /(\d+(?:,\d+)?)-cm-(?:Lautsprecher|Hochtöner)/g,
  ja: /(\d+(?:\.\d+)?)cm(?:×\d+)?の(?:スピーカー|ツイーター)/g,
};
const WATT_SPEAKER: Record<Locale, RegExp> = {
  en: /\d\s?W speakers?|speakers? of \d+\s?W/i,
  de: /\d+-W-Lautsprecher|Lautsprecher mit je \d/,
  ja: /\d+W(?:×\d+)?の?スピーカー/,
};

describe("power and speakers in the copy", () => {
  const numbersOf = (id: string, label: string, unit: string) =>
    new Set(
      productSeeds
        .find((p) => p.id === id)
        ?.params.filter((p) => p.label === label)
        .flatMap((p) => strings(p.value))
        .flatMap((v) =>
          [...v.matchAll(new RegExp(`(\\d+(?:\\.\\d+)?)\\s?${unit}\\b`, "g"))].map((m) => Number(m[1])),
        ) ?? [],
    );

  it("gives a model's watts as its amplifier's, its speakers' centimetres as its speakers', never watts as a speaker's, and its adaptor's volts and amps as its power row's", () => {
    const wrong: string[] = [];
    let said = 0;
    for (const { copy: c, sentence, model } of sentencesOfOneModel()) {
      const number = (written: string) => Number(written.replace(",", "."));
      for (const m of sentence.matchAll(WATTS)) {
        said++;
        if (!numbersOf(model, "amplifier", "W").has(number(m[1] ?? "")))
          wrong.push(`${c.where} (${c.locale}): ${model} ${m[0]}`);
      }
      for (const m of sentence.matchAll(SPEAKER_CM[c.locale])) {
        said++;
        if (!numbersOf(model, "speaker", "cm").has(number(m[1] ?? "")))
          wrong.push(`${c.where} (${c.locale}): ${model} ${m[0]}`);
      }
      if (WATT_SPEAKER[c.locale].test(sentence)) wrong.push(`${c.where} (${c.locale}): ${model}: ${sentence}`);
      // an adaptor's volts and amps are its power row's (the MK37's: 9 V, no amperage given)
      for (const [unit, pattern] of [
        ["V", VOLTS],
        ["A", AMPS],
      ] as const)
        for (const m of sentence.matchAll(pattern)) {
          said++;
          if (!numbersOf(model, "power", unit).has(number(m[1] ?? "")))
            wrong.push(`${c.where} (${c.locale}): ${model} ${m[0]}`);
        }
    }
    expect(said, "the copy gives watts and speaker sizes (the test reads what it means to)").toBeGreaterThan(5);
    expect(wrong).toEqual([]);
  });
});

describe("power in each language's order", () => {
  it.each(["en", "ja"] as const)(
    "writes an amplifier's watts before the count, as the specification does (15 W × 2), in the %s copy",
    (locale) => {
      const amplifiers = productSeeds.flatMap((p) => paramListOf(p.params, "amplifier"));
      expect(amplifiers.length).toBeGreaterThan(3);
      for (const value of amplifiers) expect(value).toMatch(/^\d+(?:\.\d+)? W(?: × \d+)?$/);
      const countFirst = copy.filter((c) => c.locale === locale && POWER_COUNT_FIRST.test(c.text));
      expect(countFirst.map((c) => `${c.where}: ${c.text}`)).toEqual([]);
    },
  );

  it("writes the count first in German running text, with the amplifier's own figures („mit 2 × 15 W Verstärkerleistung“, never „angetrieben von“)", () => {
    const german = copy.filter((c) => c.locale === "de");
    expect(german.filter((c) => POWER_WATTS_FIRST.test(c.text)).map((c) => `${c.where}: ${c.text}`)).toEqual([]);
    expect(german.filter((c) => /angetrieben/.test(c.text)).map((c) => `${c.where}: ${c.text}`)).toEqual([]);
    const said = german.flatMap((c) =>
      [...c.text.matchAll(/(\d+)\u00a0×\u00a0(\d+)\u00a0W Verstärkerleistung/gu)].map((m) => ({ c, m })),
    );
    expect(said.length, "the German copy names an amplifier's power (the test reads what it means to)").toBeGreaterThan(
      1,
    );
    for (const { c, m } of said) {
      const amplifier = paramListOf(productSeeds.find((p) => p.id === c.model)?.params ?? [], "amplifier");
      expect(amplifier, `${c.where}: ${m[0]}`).toContain(`${m[2]} W × ${m[1]}`);
    }
  });
});

describe("figures the news shares with the company pages and the store list", () => {
  const news = copy.filter((c) => c.news);

  it.each(["en", "de", "ja"] as const)(
    "the key action's test is ten million strokes per key, in the company pages' words, in the %s news",
    (locale) => {
      const { mentions, figure } = keyActionTestIn[locale];
      const named = news.filter((c) => c.locale === locale && mentions.test(c.text));
      expect(named.length).toBeGreaterThanOrEqual(1);
      for (const c of named) expect(c.text, c.where).toMatch(figure);
    },
  );

  it.each(["en", "de", "ja"] as const)(
    "the dealer network's countries are the store list's in the %s news",
    (locale) => {
      const countries = new Set(dealerSeeds.map((d) => d.country)).size;
      const pattern = { en: /([\p{L}\d]+) countries\b/giu, de: /([\p{L}\d]+) Länder\b/gu, ja: /(\d+)か国/g }[locale];
      const said = news
        .filter((c) => c.locale === locale)
        .flatMap((c) =>
          [...c.text.matchAll(pattern)].map((m) => ({ where: c.where, n: numberOf(m[1] ?? "", locale) })),
        );
      expect(said.length).toBeGreaterThanOrEqual(1);
      for (const s of said) expect(s.n, s.where).toBe(countries);
    },
  );
});

/**
 * Per language: how the copy names a feature, and whether a model's data (its specification and
 * kit, read as the manuals read them) holds it.
 */
type Product = (typeof productSeeds)[number];
const facts = (p: Product) => instrumentFacts(p.params, p.kit);
const data = (p: Product) => JSON.stringify([p.params, p.kit]);
const FEATURES: {
  feature: string;
  said: Record<Locale, RegExp>;
  holds: (p: Product) => boolean;
  /** A feature no copy names: words that name it, so the test still reads what it means to. */
  example?: Record<Locale, string>;
}[] = [
  {
    feature: "Bluetooth",
    said: { en: /Bluetooth/, de: /Bluetooth/, ja: /Bluetooth/ },
    holds: (p) => /Bluetooth/.test(data(p)),
  },
  {
    feature: "half-damper",
    said: { en: /half-damper/i, de: /Halbpedal/, ja: /ハーフダンパー/ },
    holds: (p) => /half-damper/i.test(data(p)),
  },
  {
    feature: "USB audio",
    said: { en: /USB audio/i, de: /USB-Audio/, ja: /USBオーディオ/ },
    holds: (p) => /USB audio/i.test(data(p)),
  },
  {
    feature: "USB",
    said: { en: /\bUSB\b/, de: /\bUSB\b/, ja: /USB/ },
    holds: (p) => Boolean(connectorOf(facts(p), "usb-host", "usb-device")),
  },
  {
    feature: "MIDI clock in and out",
    said: { en: /MIDI clock/i, de: /MIDI-Clock/, ja: /MIDIクロック/ },
    holds: (p) => Boolean(connectorOf(facts(p), "midi-in") && connectorOf(facts(p), "midi-out")),
  },
  {
    feature: "a display",
    said: { en: /\bdisplay\b/i, de: /\bDisplay\b/, ja: /ディスプレイ/ },
    holds: (p) => facts(p).display,
  },
  {
    feature: "headphones",
    said: { en: /headphone/i, de: /Kopfhörer/, ja: /ヘッドホン/ },
    holds: (p) => Boolean(connectorOf(facts(p), "phones", "phones-output")),
  },
  {
    feature: "batteries",
    said: { en: /batter(?:y|ies)/i, de: /Batterie/, ja: /電池/ },
    holds: (p) => facts(p).batteries > 0,
  },
  {
    // lessons are songs to learn (a music library) and a display that guides: the MK37 has neither;
    // a play-along mode that waits for the right note is one of them
    feature: "lessons",
    // the instrument's own lessons, not a lesson with a teacher or in an app
    said: {
      en: /lesson (?:function|mode|system|scores?|songs?|library)|lessons built in|three-step lessons|play-along (?:mode|function)|waits for the right note/i,
      de: /Lern(?:funktion|modus|system|bewertung|songs?|bibliothek|schritte)|Lernen in drei Schritten|Mitspiel(?:modus|funktion)|auf den richtigen Ton wartet/,
      ja: /レッスン(?:機能|モード|システム|曲|の採点)|3ステップレッスン|プレイアロング|正しい音を弾くまで待/,
    },
    // a function of the instrument: its specification names it ("Lesson mode, 3 steps"), as its manual describes it
    holds: (p) => facts(p).lessonSteps > 0,
  },
  {
    // practising each hand on its own (a part-practice function): no model's data has one
    feature: "practising the hands separately",
    said: {
      en: /separate hands|hands separately|each hand (?:on its own|separately)|left and right hands? apart/i,
      de: /getrennten Parts für beide Hände|Hände getrennt|jede Hand einzeln|beide Hände getrennt/,
      ja: /左右の手を分けて|片手ずつ|左右別々/,
    },
    holds: (p) => /separate hands|hands separately|part practice/i.test(data(p)),
    // named nowhere now: the pattern is read on the words the CP203's copy had
    example: {
      en: "60 classical pieces with separate hands, a metronome and a recorder to check progress.",
      de: "60 klassische Stücke mit getrennten Parts für beide Hände, ein Metronom und ein Recorder.",
      ja: "左右の手を分けて練習できるピアノ曲60曲に、メトロノームを搭載しています。",
    },
  },
  {
    // where its headphones plug in: the panel its data places PHONES on ("PHONES × 2 (front)"), as its picture shows it
    feature: "headphone jacks on the front",
    said: {
      en: /headphone jacks? on the front|front[- ]panel headphone/i,
      de: /Kopfhörer\p{L}* an der Vorderseite|vorne (?:zwei |einen? )?Kopfhörer/u,
      ja: /(?:フロント|前面)にヘッドホン/,
    },
    holds: (p) => connectorOf(facts(p), "phones", "phones-output")?.side === "front",
  },
  {
    feature: "headphone jacks on the rear",
    said: {
      en: /headphone jacks? on the (?:rear|back)|rear[- ]panel headphone/i,
      de: /Kopfhörer\p{L}* an der Rückseite|hinten (?:zwei |einen? )?Kopfhörer/u,
      ja: /(?:背面|リア)にヘッドホン/,
    },
    holds: (p) => connectorOf(facts(p), "phones", "phones-output")?.side === "rear",
    // named nowhere now: the pattern is read on words an editor might write
    example: {
      en: "Two headphone jacks on the rear.",
      de: "Zwei Kopfhöreranschlüsse an der Rückseite.",
      ja: "背面にヘッドホン端子を2つ装備。",
    },
  },
  {
    feature: "a music rest",
    said: { en: /music rest/i, de: /Notenpult/, ja: /譜面立て/ },
    holds: (p) => facts(p).accessories.includes("music-rest"),
  },
  // what the music library and the memory offer: each named only where the data holds it (and the manual describes it)
  {
    feature: "a lesson mode",
    said: {
      en: /lesson (?:mode|system|scores?)/i,
      de: /Lern(?:modus|system|bewertung)/,
      ja: /レッスン(?:モード|システム|の採点)/,
    },
    holds: (p) => facts(p).lessonSteps > 0,
  },
  {
    feature: "a chord dictionary",
    said: { en: /chord dictionary/i, de: /Akkordlexikon/, ja: /コード辞典/ },
    holds: (p) => facts(p).chordDictionary,
  },
  {
    feature: "a one-touch recorder",
    said: { en: /one-touch recorder/i, de: /One-Touch-Recorder|per Tastendruck/, ja: /ワンタッチ/ },
    holds: (p) => facts(p).oneTouchRecorder,
  },
  {
    feature: "a chord sequencer",
    said: { en: /chord sequencer/i, de: /Akkord-Sequenzer/, ja: /コードシーケンサー/ },
    holds: (p) => facts(p).chordSequencer,
  },
  {
    feature: "a registration memory",
    said: { en: /registration memor/i, de: /Registrierungsspeicher/, ja: /レジストレーションメモリー/ },
    holds: (p) => facts(p).registrations > 0,
  },
  // one-finger chords (a chord from one key): no model's data has them, so no copy names them
  {
    feature: "one-finger chords",
    said: {
      en: /one-finger|single-finger/i,
      de: /Ein-Finger|Einfinger/,
      ja: /ワンフィンガー|シングルフィンガー|指1本でコード/,
    },
    holds: (p) => /one-finger|single-finger/i.test(data(p)),
    // named nowhere now: the pattern is read on the words the MK200's and MK61's copy had
    example: {
      en: "400 sounds and 200 styles with one-finger chords.",
      de: "500 Klänge und 220 Styles, mit Ein-Finger- und Mehrfinger-Akkorderkennung.",
      ja: "200の伴奏スタイル。指1本でコードを鳴らせます。",
    },
  },
  {
    feature: "a carrying case",
    said: { en: /carrying case/i, de: /Tragetasche/, ja: /キャリングケース/ },
    holds: (p) => facts(p).accessories.includes("carrying-case"),
  },
];

describe("features in the copy", () => {
  const sentences = sentencesOfOneModel();

  it.each(FEATURES.map((f) => [f.feature, f] as const))("names %s only for a model whose data holds it", (_f, f) => {
    const wrong: string[] = [];
    let named = 0;
    for (const { copy: c, sentence, model } of sentences) {
      if (!f.said[c.locale].test(sentence)) continue;
      named++;
      const product = productSeeds.find((p) => p.id === model);
      if (!product || !f.holds(product)) wrong.push(`${c.where} (${c.locale}): ${model}: ${sentence}`);
    }
    if (f.example) for (const locale of LOCALES) expect(f.example[locale]).toMatch(f.said[locale]);
    else expect(named, "the copy names it somewhere (the test reads what it means to)").toBeGreaterThan(0);
    expect(wrong).toEqual([]);
  });
});

/**
 * A model's story: the copy calls a model its family's first (its origin, 原点) only where its data
 * has it first (the earliest first release of its family's models), and a model's own words give
 * only years its data spans, from its first release to the day it left the range.
 */
describe("a model's story in the copy", () => {
  const sentences = sentencesOfOneModel();
  const firstRelease = (id: string) =>
    firmwareSeeds
      .filter(([model]) => model === id)
      .map(([, , date]) => date)
      .sort()[0];
  const familyOf = (id: string) => /^[A-Z]+/.exec(modelCode(id))?.[0];
  const ORIGIN: Record<Locale, RegExp> = {
    en: /started the [\w-]+ family|first (?:model )?of the [\w-]+ family|the [\w-]+ family began/i,
    de: /mit dem die [\w-]+ begann|erste[sn]? (?:Modell|Keyboard) der/,
    ja: /原点|初代|最初のモデル/,
  };

  it("calls a model its family's first only where its first release is the family's earliest", () => {
    const wrong: string[] = [];
    for (const { copy: c, sentence, model } of sentences) {
      if (!ORIGIN[c.locale].test(sentence)) continue;
      const own = firstRelease(model);
      const family = productSeeds.filter((p) => familyOf(p.id) === familyOf(model)).map((p) => firstRelease(p.id));
      if (!own || family.some((d) => d && d < own)) wrong.push(`${c.where} (${c.locale}): ${model}: ${sentence}`);
    }
    expect(wrong).toEqual([]);
  });

  const YEAR = /\b(?:in|from|since|until|to|of|von|bis|seit|ab|Ende)\s(20\d\d)(?![\d.,]\d)|(20\d\d)年/g;

  it("gives in a model's own words only years from its first release to the day it left the range", () => {
    const wrong: string[] = [];
    let years = 0;
    for (const { copy: c, sentence, model } of sentences) {
      if (!c.where.startsWith("product ")) continue;
      const product = productSeeds.find((p) => p.id === model);
      const from = Number(firstRelease(model)?.slice(0, 4) ?? 0);
      const until = Number(product?.discontinuedOn?.slice(0, 4) ?? 9999);
      // a year as copy gives one ("from 2024", "bis Ende 2025", "2024年"), not a count ("2000 sounds")
      for (const m of sentence.matchAll(YEAR)) {
        const year = m[1] ?? m[2];
        years++;
        if (Number(year) < from || Number(year) > until) wrong.push(`${c.where} (${c.locale}): ${model} ${year}`);
      }
    }
    expect(years, "the copy gives a model's years somewhere (the test reads what it means to)").toBeGreaterThan(0);
    expect(wrong).toEqual([]);
  });
});

/**
 * A specification says the same in every language: a translated row (the MK37's power: "AC adaptor
 * 9 V", "Netzadapter 9 V", "ACアダプター（9V）") gives the English row's figures, no other volts or
 * amps, so the data list, the manual and the product page agree wherever a reader compares them.
 */
describe("figures of the translated specifications", () => {
  const figures = (value: unknown, locale: Locale) =>
    (
      JSON.stringify(value ?? null)
        // the battery size is a name (単3形 = AA), a number word a number
        .replace(/単3形/g, "AA")
        // (not the first part of a compound: "One-touch", „Ein-/Ausschalter“)
        .replace(new RegExp(`\\b(${WORD})\\b(?!-)`, "gi"), (w) => String(numberOf(w, locale)))
        .match(/\d[\d.,]*\d|\d/g) ?? []
    )
      .map((n) => n.replace(/[.,]/g, ""))
      .sort();

  it.each([
    ["de", deCatalogue],
    ["ja", jaCatalogue],
  ] as const)("in %s give the English rows' figures", (locale, catalogue) => {
    const wrong: string[] = [];
    let rows = 0;
    for (const p of productSeeds)
      for (const [label, value] of Object.entries(catalogue.products[p.id]?.params ?? {})) {
        rows++;
        // the rows the page shows, a rhythm machine's connectors and power from its kit among them
        const english = specificationOf(p.params, p.kit).find((x) => x.label === label)?.value;
        if (figures(value, locale).join(" ") !== figures(english, "en").join(" "))
          wrong.push(`${p.id} ${label}: ${JSON.stringify(english)} / ${JSON.stringify(value)}`);
      }
    expect(rows).toBeGreaterThan(30);
    expect(wrong).toEqual([]);
  });
});

describe("the brand's tone in the copy", () => {
  it("never sets one of its instruments beside a toy, in any language", () => {
    const toy = /\btoys?\b|Spielzeug|おもちゃ|玩具/i;
    expect(copy.filter((c) => toy.test(c.text)).map((c) => `${c.locale} ${c.where}: ${c.text}`)).toEqual([]);
  });
});

describe("Noteva Park's hall in the copy", () => {
  const HALL = {
    en: "a hall where teachers and owners can play instruments before they ship",
    de: "im Saal spielen Lehrkräfte, Kundinnen und Kunden neue Instrumente schon vor ihrer Auslieferung",
    ja: "先生やNoteva製品をお使いの皆さまに出荷前の楽器を弾いていただけるホール",
  } as const;
  it.each(["en", "de", "ja"] as const)(
    "is one fact in one wording in %s: the Park page says what the news says",
    (locale) => {
      const park = copy.filter(
        (c) =>
          c.locale === locale &&
          c.where === "company pages" &&
          /Park|パーク/.test(c.text) &&
          /hall|Saal|ホール/.test(c.text) &&
          /Labor|lab|ラボ/.test(c.text),
      );
      const news = copy.filter((c) => c.locale === locale && c.news && c.text.includes(HALL[locale]));
      expect(park.length).toBeGreaterThan(0);
      for (const c of park) expect(c.text).toContain(HALL[locale]);
      expect(news.length).toBeGreaterThan(0);
    },
  );
});

describe("a tempo figure in the copy", () => {
  it("names its unit in every language: 200 BPM, 200 BPM, 200BPM (the release notes' „Tempi über 200“ and 「テンポが200を超えると」)", () => {
    // a tempo, then within a few words a number or a range that is no percentage, nor part of a model code (MR101S)
    const tempo =
      /(?:\btempos?\b|\bTempi\b|\bTempo\b|テンポ)[^.。;:：]{0,24}?(?<![A-Za-z\d])(\d+(?:(?: to | bis |–|～)\d+)?)(?![\d%～–]| ?%| to \d| bis \d)([\s\u00a0]?BPM)?/giu;
    const bare = copy.flatMap((c) =>
      [...c.text.matchAll(tempo)].filter((m) => !m[2]).map((m) => `${c.locale} ${c.where}: ${m[0]}`),
    );
    expect(bare).toEqual([]);
    expect(copy.filter((c) => /200[\s\u00a0]?BPM/.test(c.text) && c.where === "firmware SPC121@1.2.1")).toHaveLength(3);
  });
});

/**
 * A count the copy gives of one kind of sound ("two electric pianos", „zwei E-Pianos“,
 * 「2種類のエレクトリックピアノ」) is what the model's current firmware has, from its data: the
 * release that added the last of them says which it is ("Adds a second electric piano", „ein
 * zweites E-Piano“, 「2種類目のエレクトリックピアノ」), as one ordinal in every language, never "one
 * more" (read beside "two" as a third); and copy that counts it names that release ("the second
 * from firmware 1.1.0"), so an owner of the first firmware knows why his has one fewer.
 */
describe("a count of one kind of sound in the copy", () => {
  const KINDS = [
    {
      kind: "electric piano",
      named: { en: /electric piano/i, de: /E-Piano/, ja: /エレクトリックピアノ/ },
      count: {
        en: new RegExp(`${N}[ \\u00a0]electric pianos?\\b`, "giu"),
        de: new RegExp(`${N}[ \\u00a0]E-Pianos?\\b`, "gu"),
        ja: /(\d+)種類のエレクトリックピアノ/gu,
      },
      ordinal: {
        en: /\b(second|third|fourth|fifth) electric piano/i,
        de: /\b(zweites|drittes|viertes|fünftes) E-Piano/,
        ja: /(\d+)種類目のエレクトリックピアノ/,
      },
    },
  ] as const;
  const ORDINALS: Record<string, number> = { second: 2, third: 3, fourth: 4, fifth: 5 };
  Object.assign(ORDINALS, { zweites: 2, drittes: 3, viertes: 4, fünftes: 5 });
  const RELEASE: Record<Locale, RegExp> = {
    en: /firmware (\d+\.\d+\.\d+)/i,
    de: /Firmware (\d+\.\d+\.\d+)/,
    ja: /Ver\.(\d+\.\d+\.\d+)/,
  };
  const noteOf = (c: Copy) => /^firmware (\S+)@(\S+)$/.exec(c.where);

  it.each(KINDS.map((k) => [k.kind, k] as const))(
    "%s: a release that adds one says which it is, the same in every language",
    (_kind, k) => {
      const added = new Map<string, number>();
      let notes = 0;
      for (const c of copy) {
        const note = noteOf(c);
        if (!note || !k.named[c.locale].test(c.text) || !ADDS[c.locale].test(c.text)) continue;
        notes++;
        const m = k.ordinal[c.locale].exec(c.text);
        expect(m, `${c.where} (${c.locale}) adds one without saying which: ${c.text}`).not.toBeNull();
        const n = ORDINALS[(m?.[1] ?? "").toLowerCase()] ?? Number(m?.[1]);
        const release = `${note[1]}@${note[2]}`;
        expect(added.get(release) ?? n, `${release} (${c.locale})`).toBe(n);
        added.set(release, n);
      }
      expect(notes, "a release adds one somewhere (the test reads what it means to)").toBeGreaterThanOrEqual(3);
    },
  );

  it.each(KINDS.map((k) => [k.kind, k] as const))(
    "%s: the copy counts what the current firmware has, and names the release that added the last",
    (_kind, k) => {
      const wrong: string[] = [];
      let counted = 0;
      for (const { copy: c, sentence, model } of sentencesOfOneModel()) {
        if (noteOf(c)) continue;
        for (const m of sentence.matchAll(k.count[c.locale])) {
          counted++;
          const said = numberOf(m[1] ?? "", c.locale);
          // the English release notes of the model, in order: the last that adds one says how many there are
          const releases = firmwareSeeds
            .filter(([id, , , changes]) => id === model && changes.some((x) => k.ordinal.en.test(x)))
            .map(([, version, , changes]) => ({
              version,
              n: ORDINALS[(k.ordinal.en.exec(changes.join(" "))?.[1] ?? "").toLowerCase()] ?? 0,
            }));
          const last = releases.at(-1);
          if (!last) {
            wrong.push(`${c.where} (${c.locale}): ${model} "${m[0]}": no data says how many it has`);
            continue;
          }
          if (said !== last.n) wrong.push(`${c.where} (${c.locale}): ${model} "${m[0]}", its firmware has ${last.n}`);
          if (RELEASE[c.locale].exec(sentence)?.[1] !== last.version)
            wrong.push(`${c.where} (${c.locale}): ${model} "${m[0]}" without firmware ${last.version}`);
        }
      }
      expect(counted, "the copy counts one somewhere (the test reads what it means to)").toBeGreaterThanOrEqual(3);
      expect(wrong).toEqual([]);
    },
  );
});

/**
 * The action lab's test, wherever the copy says what is tested there (the news of the park's
 * opening, the Noteva Park page): one claim in the Park page's words, that robots test every key
 * action prototype (`keyActionLab`), never "every key action".
 */
describe("the action lab in the copy", () => {
  const LAB: Record<Locale, RegExp> = { en: /\blab\b/i, de: /\bLabor\b/, ja: /ラボ/ };
  const EVERY: Record<Locale, RegExp> = {
    en: /\b(?:every|all|each) key actions?\b/i,
    de: /\b(?:jede|alle) Tastaturmechanik/,
    ja: /すべての鍵盤アクション/,
  };
  it.each(LOCALES)("says in %s what the Noteva Park page says: robots test every key action prototype", (locale) => {
    const named = copy.filter(
      (c) =>
        c.locale === locale &&
        keyActionTestIn[locale].mentions.test(c.text) &&
        (LAB[locale].test(c.text) || EVERY[locale].test(c.text)),
    );
    expect(named.some((c) => c.news)).toBe(true);
    expect(named.some((c) => c.where === "company pages")).toBe(true);
    for (const c of named) expect(c.text, `${c.where}: ${c.text}`).toContain(keyActionLab[locale]);
  });
});

/**
 * A sound feature the copy gives every Noteva piano („every Noteva piano“, „aller Noteva-Pianos“,
 * 「すべてのNotevaピアノ」, or a point of the technology page that names no model) is in every
 * piano's specification; where only some have it, the copy names them, and each named one has it
 * (the technology page once listed key-off samples and a headphone room sound, the CP203's alone,
 * and the 2021 story gave every piano the damper resonance the SP201Plus lacks).
 */
describe("features the copy gives every Noteva piano", () => {
  const pianos = productSeeds.filter((p) => p.categoryId === "DigitalPianos");
  const PIANO_FEATURES: { feature: string; said: Record<Locale, RegExp>; holds: (p: Product) => boolean }[] = [
    {
      feature: "string resonance",
      said: { en: /string (?:and damper )?resonance/i, de: /Saiten(?:resonanz|- und)/, ja: /ストリングレゾナンス/ },
      holds: (p) => /String resonance/i.test(data(p)),
    },
    {
      feature: "damper resonance",
      said: { en: /damper resonance/i, de: /Dämpferresonanz/, ja: /ダンパーレゾナンス/ },
      holds: (p) => /Damper resonance/i.test(data(p)),
    },
    {
      feature: "key-off samples",
      said: { en: /key-off/i, de: /Key-Off/i, ja: /キーオフ/ },
      holds: (p) => /key-off/i.test(data(p)),
    },
    {
      feature: "a room sound in headphones",
      said: { en: /room sound/i, de: /Raumklang/, ja: /ルームサウンド/ },
      holds: (p) => /room sound/i.test(data(p)) || p.stickyList.some((s) => /room sound/i.test(s.desc)),
    },
  ];
  const EVERY_PIANO: Record<Locale, RegExp> = {
    en: /\b(?:every|all|each) Noteva pianos?\b/i,
    de: /\b(?:alle[rn]?|jede[sn]?) Noteva-Pian/,
    ja: /すべてのNotevaピアノ/,
  };
  const technology = { en: companyEn, de: companyDe, ja: companyJa };
  // a model code as Japanese writes one too, kana straight after it (「CP203は」, 「SP-C121と」)
  const MODEL_ANY = /(?<![A-Za-z0-9])[A-Z]{2,3}-?[A-Z]?\d{2,3}[A-Z]?(?:Plus)?(?![A-Za-z0-9])/g;
  const modelsNamed = (text: string) => [
    ...new Set([...text.matchAll(MODEL_ANY)].map((m) => catalogue.get(modelCode(m[0])) ?? m[0])),
  ];

  /** Each claim: its words, and the models it names (none: every piano). */
  const claims = () => {
    const out: { where: string; locale: Locale; text: string; models: string[] }[] = [];
    for (const c of copy)
      for (const sentence of c.text.split(SENTENCE[c.locale]))
        if (EVERY_PIANO[c.locale].test(sentence))
          // a clause after a semicolon („; the SP-C121 and CP203 add …“) is its models' own
          for (const clause of sentence.split(/;|；|。(?=.)/))
            out.push({ where: c.where, locale: c.locale, text: clause, models: modelsNamed(clause) });
    for (const locale of LOCALES)
      for (const t of technology[locale].technologies)
        for (const point of t.points)
          out.push({ where: `technology: ${t.title}`, locale, text: point, models: modelsNamed(point) });
    return out;
  };

  it("reads the claims it means to (the 2021 story and the technology page, in every language)", () => {
    const all = claims();
    for (const locale of LOCALES) {
      expect(all.filter((c) => c.locale === locale && c.where === "company pages").length).toBeGreaterThan(0);
      for (const f of PIANO_FEATURES)
        expect(
          all.some((c) => c.locale === locale && f.said[locale].test(c.text)),
          f.feature,
        ).toBe(true);
    }
    expect(pianos.map((p) => p.id)).toEqual(expect.arrayContaining(["SPC121", "CP203", "SP201Plus"]));
  });

  it.each(PIANO_FEATURES.map((f) => [f.feature, f] as const))(
    "names %s for every piano only where every piano's data holds it, and otherwise names the models that have it",
    (_f, f) => {
      const wrong: string[] = [];
      for (const c of claims()) {
        if (!f.said[c.locale].test(c.text)) continue;
        const models = c.models.length ? pianos.filter((p) => c.models.includes(p.id)) : pianos;
        for (const p of models) if (!f.holds(p)) wrong.push(`${c.where} (${c.locale}): ${p.id} lacks it: ${c.text}`);
      }
      expect(wrong).toEqual([]);
    },
  );
});

/**
 * The copy tells the models' history as their firmware dates it (the first release, 1.0.0, is a
 * model's launch): a year's story names a model only if it was out by then, or marks it as a later
 * one (today's, die späteren Modelle, 現在の); and a model's copy gives it another model's feature
 * ("the SP-C121's hammer action", „die Hammermechanik des SP-C121“, 「SP-C121の…はそのままに」) only
 * where that model came first (the SP201Plus, out in June 2024, came before the SP-C121).
 */
describe("the models' history in the copy", () => {
  const launched = new Map<string, string>();
  for (const [id, , date] of firmwareSeeds)
    if (!launched.has(id) || date < (launched.get(id) ?? "")) launched.set(id, date);
  const LATER: Record<Locale, RegExp> = { en: /\btoday's\b/i, de: /\bspäteren\b/, ja: /現在の/ };
  const companies = { en: companyEn, de: companyDe, ja: companyJa };
  // a model code as Japanese writes one too, kana straight after it (「SP-C121と」)
  const code = "(?<![A-Za-z0-9])[A-Z]{2,3}-?[A-Z]?\\d{2,3}[A-Z]?(?:Plus)?(?![A-Za-z0-9])";
  const named = (text: string) => [
    ...new Set([...text.matchAll(new RegExp(code, "g"))].map((m) => catalogue.get(modelCode(m[0])) ?? m[0])),
  ];

  it("holds the first release of every model with firmware", () => {
    expect(launched.get("SPC121")).toBe("2024-11-04");
    expect(launched.get("SP201Plus")).toBe("2024-06-03");
  });

  it.each(LOCALES)("names in a year's story (%s) only the models out by then, or marks them as later", (locale) => {
    const wrong: string[] = [];
    for (const { year, text } of companies[locale].timeline)
      for (const clause of text.split(/;|；|。(?=.)/)) {
        if (LATER[locale].test(clause)) continue;
        for (const id of named(clause)) {
          const first = launched.get(id);
          if (first && first.slice(0, 4) > year) wrong.push(`${year}: ${id} (first firmware ${first}): ${clause}`);
        }
      }
    expect(wrong).toEqual([]);
  });

  const INHERITS: Record<Locale, RegExp> = {
    en: new RegExp(`(${code})'s (?:hammer |key |graded )?(?:action|sound|engine|speakers)`, "u"),
    de: new RegExp(`\\b(?:Hammermechanik|Tastatur|Klang|Mechanik) des (${code})`, "u"),
    ja: new RegExp(`(${code})の[^。、]*?(?:はそのまま|を受け継|を引き継)`, "u"),
  };
  it.each(LOCALES)("gives a model another's feature (%s) only where that model came first", (locale) => {
    const wrong: string[] = [];
    let read = 0;
    for (const c of copy) {
      if (c.locale !== locale || !c.model || !launched.has(c.model)) continue;
      for (const m of c.text.matchAll(new RegExp(INHERITS[locale].source, "gu"))) {
        const from = catalogue.get(modelCode(m[1] ?? ""));
        if (!from || from === c.model) continue;
        read++;
        const [a, b] = [launched.get(from) ?? "", launched.get(c.model) ?? ""];
        if (a > b) wrong.push(`${c.where}: ${c.model} (${b}) keeps ${from}'s (${a}): ${m[0]}`);
      }
    }
    expect(wrong, `${read} read`).toEqual([]);
  });

  it("reads the wordings it means to: the timeline's models in every language, a model's feature kept", () => {
    for (const locale of LOCALES)
      expect(companies[locale].timeline.some((t) => named(t.text).includes("CP203"))).toBe(true);
    const kept: Record<Locale, string> = {
      en: "the SP-C121's hammer action with a wider sound set",
      de: "die Hammermechanik des SP-C121 mit einer größeren Klangauswahl",
      ja: "SP-C121のハンマーアクションはそのままに、",
    };
    for (const locale of LOCALES) expect(INHERITS[locale].exec(kept[locale])?.[1]).toBe("SP-C121");
  });
});
