/**
 * A data list's names read as a maker's: every list grouped by category in the order maker's lists
 * run, each category once, every name distinct and none a numbered variant of another ("Grand
 * Piano 2"); a home piano's list holds only a pianist's sounds; every sound and kit the copy, the
 * specification or a release note names is in the model's list under that name, a count the copy
 * gives of one kind is the list's, and what a firmware release added is marked with that release.
 */
import { describe, expect, it } from "vitest";
import { articleSeeds } from "../app/.server/db/seed/articles.ts";
import { firmwareSeeds } from "../app/.server/db/seed/firmware.ts";
import { productSeeds } from "../app/.server/db/seed/products.ts";
import { translationRows } from "../app/.server/db/seed/translations/index.ts";
import type { Locale } from "../app/lib/i18n/locales.ts";
import { paramListOf } from "../app/lib/params.ts";
import { instrumentFacts } from "../app/lib/support/instrument-facts.ts";
import { type DataListSection, dataListSections, modelClass } from "./data-list.ts";
import { documentText } from "./document-text.ts";
import { documentPlan, renderDocument } from "./documents.ts";

const LOCALES = ["en", "de", "ja"] as const;
const lists = (id: string, locale: Locale = "en") => {
  const product = productSeeds.find((p) => p.id === id);
  if (!product) throw new Error(`${id} is not a seed product`);
  return dataListSections(product, locale).filter((s) => s.kind !== "notes");
};
const section = (id: string, kind: DataListSection["kind"], locale: Locale = "en") =>
  lists(id, locale).find((s) => s.kind === kind);
/** A row's name without the mark of the release that added it. */
const MARKS: Record<Locale, RegExp> = {
  en: /\s*\(from firmware (\d+\.\d+\.\d+)\)$/,
  de: /\s*\(ab Firmware (\d+\.\d+\.\d+)\)$/,
  ja: /（Ver\.(\d+\.\d+\.\d+)以降）$/,
};
const bare = (name: string, locale: Locale) => name.replace(MARKS[locale], "");
const markOf = (name: string, locale: Locale) => MARKS[locale].exec(name)?.[1] ?? null;

/** The order a maker's sound list runs in, and its kits'; a style list's genres in theirs. */
const SOUND_ORDER = [
  "Piano",
  "E.Piano",
  "Organ",
  "Accordion",
  "Guitar",
  "Bass",
  "Strings",
  "Choir",
  "Brass",
  "Reed",
  "Pipe",
  "Synth Lead",
  "Synth Pad",
  "Chromatic Percussion",
  "World",
  "Percussion",
  "Synth FX",
  "Sound FX",
  "Drum Kit",
];
const STYLE_ORDER = [
  "Pop & Rock",
  "Ballad",
  "Dance",
  "Swing & Jazz",
  "R&B",
  "Country",
  "Latin",
  "Ballroom",
  "World",
  "Entertainment",
];
const KIT_ORDER = ["Acoustic", "Electronic", "Percussion", "SFX"];

/**
 * What reads as generated in a list of names: a name twice, a numbered variant ("Grand Piano 2",
 * "Rock II", "Pop #3", "Ballad (2)"), a category that comes back after another (a round robin),
 * categories out of the maker's order.
 */
function namingFaults(names: readonly string[], categories: readonly string[] = [], order: readonly string[] = []) {
  const faults: string[] = [];
  const seen = new Set<string>();
  for (const name of names) {
    if (seen.has(name.toLowerCase())) faults.push(`twice: ${name}`);
    seen.add(name.toLowerCase());
    if (/(?:\s|#|\.|-)\d+$|\s[IVX]+$|\(\d+\)$|\bVar\.?\s*\d/.test(name)) faults.push(`numbered: ${name}`);
  }
  const runs = categories.filter((c, i) => c !== categories[i - 1]);
  for (const [i, c] of runs.entries()) if (runs.indexOf(c) !== i) faults.push(`category again: ${c}`);
  if (order.length) {
    const at = runs.map((c) => order.indexOf(c));
    if (at.includes(-1)) faults.push(`unknown category: ${runs[at.indexOf(-1)]}`);
    if (at.some((n, i) => i > 0 && n < (at[i - 1] ?? 0))) faults.push(`out of order: ${runs.join(", ")}`);
  }
  return faults;
}

describe("a data list's names", () => {
  it("are judged by a check that fails the lists it replaced (a round robin of numbered names)", () => {
    const families = ["Grand Piano", "Bright Piano", "Upright Piano"];
    const old = Array.from({ length: 7 }, (_, i) => {
      const v = Math.floor(i / families.length) + 1;
      return v === 1 ? families[i % 3] : `${families[i % 3]} ${v}`;
    }) as string[];
    expect(namingFaults(old)).toContain("numbered: Grand Piano 2");
    expect(namingFaults(["Piano", "Piano"])).toEqual(["twice: Piano"]);
    expect(namingFaults(["a", "b", "c"], ["Piano", "Organ", "Piano"])).toEqual(["category again: Piano"]);
    expect(namingFaults(["a", "b"], ["Organ", "Piano"], SOUND_ORDER)).toEqual(["out of order: Organ, Piano"]);
    expect(namingFaults(["8 Beat Pop", "16 Beat Pop", "6/8 March"])).toEqual([]);
  });

  for (const locale of LOCALES)
    it.each(productSeeds.map((p) => [p.id] as const))(
      `of the %s (${locale}): grouped by category in a maker's order, each name once, none numbered`,
      (id) => {
        for (const s of lists(id, locale)) {
          const groups = s.groups ?? [];
          expect(groups.length, `${id} ${s.kind}: grouped`).toBeGreaterThan(0);
          expect(
            groups.flatMap((g) => g.rows),
            `${id} ${s.kind}: the groups are the rows`,
          ).toEqual(s.rows);
          // a firmware's additions come after the others, as a group of their own (a kit page)
          const kept = groups.filter((g) => !markOf(g.category, locale));
          const order = { sounds: SOUND_ORDER, styles: STYLE_ORDER, kits: KIT_ORDER, patterns: [] }[
            s.kind as "sounds" | "styles" | "kits" | "patterns"
          ];
          expect(
            namingFaults(
              s.rows.map(([, name]) => bare(name, locale)),
              kept.flatMap((g) => g.rows.map(() => g.category)),
              order,
            ),
            `${id} ${locale} ${s.kind}`,
          ).toEqual([]);
          expect(groups.slice(kept.length).every((g) => markOf(g.category, locale))).toBe(true);
          // the names are the panel's: the same in every language
          if (locale !== "en")
            expect(s.rows.map(([, n]) => bare(n, locale))).toEqual(
              section(id, s.kind)?.rows.map(([, n]) => bare(n, "en")),
            );
        }
      },
    );

  it("name no other maker's instruments or effects", () => {
    const TRADEMARKS =
      /Rhodes|Wurli|Hammond|Leslie|Clavinet|Mellotron|Moog|Prophet|Jupiter|\bDX ?7\b|\b[89]0[89]\b|TR-|Live!|SuperArticulation|Motown|Dobro|Stratocaster|Telecaster|Les Paul|Steinway|Bösendorfer|Yamaha|Roland|Casio|Korg|Kawai/i;
    for (const product of productSeeds)
      for (const s of lists(product.id))
        for (const [, name] of s.rows) expect(name, `${product.id} ${s.kind}`).not.toMatch(TRADEMARKS);
  });
});

describe("a home piano's sound list", () => {
  /** What a home piano plays (pianos, electric pianos, harpsichord, organs, strings, choir, pads, mallets), and what it never does. */
  const CATEGORIES = ["Piano", "E.Piano", "Organ", "Strings", "Choir", "Synth Pad", "Chromatic Percussion"];
  const OUTSIDE =
    /Sax|Guitar|Bass\b|Trumpet|Trombone|Brass|Horn|Tuba|Flute|Clarinet|Oboe|Lead\b|Kit\b|Drum|Accordion|Harmonica|Sitar|Koto|Banjo|Mandolin|Ukulele|Synth Bass|FX|Whistle|Bagpipe|Steel/i;

  it("is the list of the digital pianos without accompaniment: the SP-C121's and the CP203's", () => {
    const home = productSeeds.filter((p) => modelClass(p) === "home-piano").map((p) => p.id);
    expect(home).toEqual(
      productSeeds
        .filter((p) => p.categoryId === "DigitalPianos" && !paramListOf(p.params, "style").length)
        .map((p) => p.id),
    );
    expect(home).toEqual(["SPC121", "CP203"]);
  });

  it("holds nothing a home piano's player would not find on it: no sax, no steel guitar", () => {
    expect("Steel Guitar").toMatch(OUTSIDE);
    expect("Tenor Sax").toMatch(OUTSIDE);
    for (const product of productSeeds.filter((p) => modelClass(p) === "home-piano")) {
      const sounds = section(product.id, "sounds");
      for (const group of sounds?.groups ?? []) {
        expect(CATEGORIES, `${product.id}: ${group.category}`).toContain(group.category);
        for (const [, name] of group.rows) expect(name, product.id).not.toMatch(OUTSIDE);
      }
      // a pianist's list starts with the piano
      expect(sounds?.rows[0]?.[1], product.id).toBe("Concert Grand");
    }
  });
});

/** A model's copy in a language: its product page's words, its own news and its release notes. */
function copyOf(id: string, locale: Locale): string[] {
  const product = productSeeds.find((p) => p.id === id);
  if (!product) return [];
  const texts: string[] = [];
  const strings = (value: unknown): void => {
    if (typeof value === "string") texts.push(value);
    else if (value && typeof value === "object") for (const v of Object.values(value)) strings(v);
  };
  const ownArticles = articleSeeds.filter((a) => a.productIds?.length === 1 && a.productIds[0] === id);
  if (locale === "en") {
    const { desc, sp1, sp2, sp3, sp4, stickyList } = product;
    strings([desc, sp1.text, sp2.text, sp3.text, sp4, stickyList.map((s) => [s.title, s.desc])]);
    strings(ownArticles.map((a) => [a.title, a.summary, a.body]));
    strings(firmwareSeeds.filter(([model]) => model === id).map(([, , , changes]) => changes));
  }
  for (const row of translationRows()) {
    if (row.locale !== locale) continue;
    if (row.entity === "product" && row.entityId === id && row.field !== "params") strings(row.value);
    if (row.entity === "article" && ownArticles.some((a) => a.id === row.entityId)) strings(row.value);
    if (row.entity === "firmware" && row.entityId.startsWith(`${id}@`)) strings(row.value);
  }
  return texts;
}

describe("a data list and the other documents", () => {
  /** A sound the copy names, in each language's words, and the name the list holds it under. */
  const SOUNDS: { said: Record<Locale, RegExp>; listed: RegExp }[] = [
    { said: { en: /concert grand/i, de: /Konzertflügel/, ja: /コンサートグランド/ }, listed: /^Concert Grand$/ },
    { said: { en: /\bgrand\b/i, de: /Flügel/, ja: /グランドピアノ/ }, listed: /Grand$/ },
    { said: { en: /\bupright\b/i, de: /\bKlavier\b/, ja: /アップライトピアノ/ }, listed: /^Upright Piano$/ },
    { said: { en: /electric piano/i, de: /E-Piano/, ja: /エレクトリックピアノ/ }, listed: /E\.Piano$/ },
    { said: { en: /\borgan\b/i, de: /Orgel/, ja: /オルガン/ }, listed: /Organ$/ },
    { said: { en: /\bstrings\b/i, de: /Streicher/, ja: /ストリングス/ }, listed: /Strings$/ },
  ];
  const KITS: { said: Record<Locale, RegExp>; category: string }[] = [
    { said: { en: /\bacoustic\b/i, de: /akustisch/, ja: /アコースティック/ }, category: "Acoustic" },
    { said: { en: /\belectronic\b/i, de: /elektronisch/, ja: /エレクトロニック/ }, category: "Electronic" },
    { said: { en: /\bpercussion\b/i, de: /Percussion/, ja: /パーカッション/ }, category: "Percussion" },
  ];

  it.each(productSeeds.map((p) => [p.id, p] as const))(
    "the %s's list holds every sound its copy names, in every language, under its panel name",
    (id, product) => {
      const names = (section(id, "sounds")?.rows ?? []).map(([, n]) => bare(n, "en"));
      for (const locale of LOCALES)
        for (const text of copyOf(id, locale))
          for (const { said, listed } of SOUNDS)
            if (said[locale].test(text) && product.categoryId !== "Drums")
              expect(
                names.some((n) => listed.test(n)),
                `${id} (${locale}) "${text}": no ${listed}`,
              ).toBe(true);
      // the rotary speaker of its effect row (the manual: "The organ sounds play through a rotary speaker effect")
      if (instrumentFacts(product.params, product.kit).rotarySpeaker) expect(names).toContain("Rotary Organ");
    },
  );

  it("the SP201Plus's copy is read: grand, upright, electric pianos, organ, strings and the rotary organ", () => {
    const names = (section("SP201Plus", "sounds")?.rows ?? []).map(([, n]) => bare(n, "en"));
    for (const name of ["Concert Grand", "Upright Piano", "Stage E.Piano", "Rotary Organ", "Strings"])
      expect(names).toContain(name);
  });

  it("a count of electric pianos the copy gives is the list's (the SP201Plus's two)", () => {
    const COUNT: Record<Locale, RegExp> = {
      en: /\b(two|three|four) electric pianos\b/i,
      de: /\b(zwei|drei|vier) E-Pianos\b/,
      ja: /(\d+)種類のエレクトリックピアノ/,
    };
    const WORDS: Record<string, number> = { two: 2, three: 3, four: 4, zwei: 2, drei: 3, vier: 4 };
    let counted = 0;
    for (const product of productSeeds)
      for (const locale of LOCALES)
        for (const text of copyOf(product.id, locale)) {
          const m = COUNT[locale].exec(text);
          if (!m) continue;
          counted++;
          const said = WORDS[(m[1] ?? "").toLowerCase()] ?? Number(m[1]);
          const listed = (section(product.id, "sounds")?.rows ?? []).filter(([, n]) => /E\.Piano/.test(n));
          expect(listed.length, `${product.id} (${locale}) "${m[0]}": ${listed.map(([, n]) => n)}`).toBe(said);
        }
    expect(counted, "the copy counts them somewhere (the test reads what it means to)").toBeGreaterThanOrEqual(3);
  });

  it.each(productSeeds.filter((p) => instrumentFacts(p.params, p.kit).kits).map((p) => [p.id, p] as const))(
    "the %s's kits are of every kind its copy and specification name",
    (id, product) => {
      const categories = (section(id, "kits")?.groups ?? []).map((g) => g.category);
      const kitRow = paramListOf(product.params, "drum kit").join(" ");
      for (const locale of LOCALES)
        for (const text of [...copyOf(id, locale), ...(locale === "en" ? [kitRow] : [])])
          if (/kits?\b|Kits?\b|キット/.test(text))
            for (const { said, category } of KITS)
              if (said[locale].test(text)) expect(categories, `${id} (${locale}) "${text}"`).toContain(category);
    },
  );

  /** A release note that adds a sound to the list (an electric piano, an organ …), or kits ("four electronic kits"). */
  const ADDS_SOUND = /^Adds (?:a|an|one)\b.*?\b(electric piano|organ|strings|pad|lead)\b(?! voicing)/i;
  const ADDS_KITS = /^Adds (\w+) (\w+ )?kits\b/i;
  const NUMBER: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6 };
  const KIND: Record<string, RegExp> = {
    "electric piano": /E\.Piano/,
    organ: /Organ/,
    strings: /Strings/,
    pad: /Pad/,
    lead: /Lead/,
  };

  it("marks every sound and kit a release note adds with that release, in every language, and nothing else", () => {
    let read = 0;
    for (const product of productSeeds) {
      const expected = new Map<string, { kind: "sounds" | "kits"; version: string; n: number; named: RegExp }>();
      for (const [, version, , changes] of firmwareSeeds.filter(([m]) => m === product.id))
        for (const change of changes) {
          const sound = ADDS_SOUND.exec(change);
          if (sound)
            expected.set(`sounds@${version}`, {
              kind: "sounds",
              version,
              n: 1,
              named: KIND[(sound[1] ?? "").toLowerCase()] ?? /$^/,
            });
          const kits = ADDS_KITS.exec(change);
          if (kits)
            expected.set(`kits@${version}`, {
              kind: "kits",
              version,
              n: NUMBER[(kits[1] ?? "").toLowerCase()] ?? Number(kits[1]),
              named: kits[2] ? new RegExp(kits[2].trim(), "i") : /./,
            });
          if (sound || kits) read++;
        }
      for (const locale of LOCALES) {
        const marked = lists(product.id, locale).flatMap((s) =>
          (s.groups ?? []).flatMap((g) =>
            g.rows
              .filter(([, name]) => markOf(name, locale))
              .map(([, name]) => ({
                kind: s.kind,
                version: markOf(name, locale) ?? "",
                name: bare(name, locale),
                category: g.category,
              })),
          ),
        );
        for (const { kind, version, n, named } of expected.values()) {
          const these = marked.filter((m) => m.kind === kind && m.version === version);
          expect(these.length, `${product.id} (${locale}) ${kind} of ${version}`).toBe(n);
          // an added sound is of the kind the note says; added kits are in the note's kind ("electronic")
          for (const m of these) expect(kind === "kits" ? bare(m.category, locale) : m.name, product.id).toMatch(named);
        }
        // nothing is marked that no release note adds
        for (const m of marked)
          expect(
            expected.has(`${m.kind}@${m.version}`),
            `${product.id} (${locale}): ${m.name} marked ${m.version}`,
          ).toBe(true);
      }
    }
    expect(read, "release notes add a sound and kits (the test reads what it means to)").toBeGreaterThanOrEqual(2);
  });

  it("lists the SP201Plus's second electric piano in its E.Piano group, marked with firmware 1.1.0", () => {
    const marks = { en: "(from firmware 1.1.0)", de: "(ab Firmware 1.1.0)", ja: "（Ver.1.1.0以降）" } as const;
    for (const locale of LOCALES) {
      const group = section("SP201Plus", "sounds", locale)?.groups?.find((g) => g.category === "E.Piano");
      const marked = (group?.rows ?? []).filter(([, n]) => n.endsWith(marks[locale])).map(([, n]) => n);
      expect(marked, locale).toEqual([`Bright Tine E.Piano${locale === "ja" ? "" : " "}${marks[locale]}`]);
      expect(documentText[locale].dataList.fromFirmware("1.1.0").length).toBeGreaterThan(0);
    }
  });
});

describe("a data list's PDF", () => {
  it("sets the categories as headings over their rows and comes out the same every time", async () => {
    const job = documentPlan().find((j) => j.info.href.endsWith("/noteva-sp201plus-data-list-en-revB.pdf"));
    if (!job) throw new Error("the SP201Plus's English data list is in the plan");
    const pdf = await renderDocument(job);
    expect((await renderDocument(job)).equals(pdf)).toBe(true);
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
  }, 60_000);
});
