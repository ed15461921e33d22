import { inflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { productSeeds } from "../app/.server/db/seed/products.ts";
import { catalogue as jaCatalogue } from "../app/.server/db/seed/translations/ja/catalogue.ts";
import { paramListOf, specificationOf } from "../app/lib/params.ts";
import { formatSpecText, formatSpecValue } from "../app/lib/spec-values.ts";
import { instrumentFacts } from "../app/lib/support/instrument-facts.ts";
import { accessoryNamesIn } from "../app/lib/support/manual-content.ts";
import { dataListSections } from "./data-list.ts";
import { documentText } from "./document-text.ts";
import { AT_A_GLANCE, atAGlance, documentPlan, productIn, renderDocument } from "./documents.ts";
import {
  ansi,
  ansiGerman,
  bullets,
  newDoc,
  numbered,
  pageNumber,
  paragraphToNextPage,
  unsetCharacters,
} from "./pdf-layout.ts";

const plan = documentPlan();
const job = (href: string) => {
  const found = plan.find((j) => j.info.href === href);
  if (!found) throw new Error(`${href} is not in the plan`);
  return found;
};
/** The text of a PDF's streams (pdfkit deflates them), to look for what it says. */
const streams = (pdf: Buffer) => {
  const raw = pdf.toString("latin1");
  const out: string[] = [raw];
  // pdfkit ends a stream with "\nendstream"; a deflated stream may itself end in a "\r" byte
  for (const m of raw.matchAll(/stream\r?\n([\s\S]*?)\nendstream/g)) {
    const data = m[1] ?? "";
    for (const bytes of [data, data.replace(/\r$/, "")]) {
      try {
        out.push(inflateSync(Buffer.from(bytes, "latin1")).toString("latin1"));
        break;
      } catch {
        // not deflated (an image's raw bytes)
      }
    }
  }
  return out.join("\n");
};

describe("the documents' plan", () => {
  it("has an owner's manual, a quick start and (with a sound, style or kit list) a data list in English, German and Japanese for every product", () => {
    for (const p of productSeeds) {
      const slug = p.id.toLowerCase();
      const hrefs = plan.filter((j) => j.english.id === p.id).map((j) => j.info.href);
      const lists = hrefs.filter((h) => h.includes("-data-list-"));
      for (const language of ["en", "de", "ja"]) {
        for (const kind of ["owners-manual", "quick-start"])
          expect(hrefs).toContain(`/docs/noteva-${slug}-${kind}-${language}-revB.pdf`);
        if (lists.length) expect(lists).toContain(`/docs/noteva-${slug}-data-list-${language}-revB.pdf`);
      }
      expect(lists.length === 0 || lists.length === 3, p.id).toBe(true);
    }
    expect(plan.filter((j) => j.info.kind === "data-list").length).toBeGreaterThanOrEqual(3 * 6);
    expect(new Set(plan.map((j) => j.info.href)).size).toBe(plan.length);
  });

  it("titles each document in its language", () => {
    expect(job("/docs/noteva-spc121-owners-manual-de-revB.pdf").info.title).toBe("Bedienungsanleitung");
    expect(job("/docs/noteva-spc121-quick-start-de-revB.pdf").info.title).toBe("Kurzanleitung");
    expect(job("/docs/noteva-spc121-owners-manual-ja-revB.pdf").info.title).toBe("取扱説明書");
    expect(job("/docs/noteva-spc121-quick-start-ja-revB.pdf").info.title).toBe("クイックスタートガイド");
    expect(job("/docs/noteva-spc121-owners-manual-en-revB.pdf").info.title).toBe("Owner's Manual");
  });

  it("builds each language's product from the English seed and its translation, every field translated", () => {
    for (const p of productSeeds) {
      for (const locale of ["de", "ja"] as const) {
        const { product, labels, english } = productIn(p, locale);
        expect(english, `${p.id} ${locale}`).toEqual([]);
        expect(product.desc).not.toBe(p.desc);
        expect(product.sp1.text).not.toBe(p.sp1.text);
        // pictures and specification keys stay the English ones, as the website's table shows them
        // (a rhythm machine's connectors from its kit: the PDF says what the HTML manual says)
        expect(product.sp1.pic).toBe(p.sp1.pic);
        // (and what comes in its box, named in the language)
        expect(product.params.map((x) => x.label)).toEqual(
          specificationOf(p.params, p.kit, accessoryNamesIn(locale)).map((x) => x.label),
        );
        expect(product.stickyList.map((x) => x.pic)).toEqual(p.stickyList.map((x) => x.pic));
        // its MIDI sockets under MIDI, as the compare page and the HTML manual list them
        if (p.id === "MR101S")
          expect(product.params.find((x) => x.label === "MIDI")?.value?.toString()).toContain("MIDI IN");
        expect(labels.keyboard).toBeTruthy();
      }
    }
    const spc121 = productSeeds.find((p) => p.id === "SPC121");
    if (!spc121) throw new Error("SPC121 is a seed product");
    const { product } = productIn(spc121, "ja");
    expect(product.desc).toBe(jaCatalogue.products.SPC121?.desc);
    expect(product.params.find((x) => x.label === "keyboard")?.value).toBe(
      jaCatalogue.products.SPC121?.params.keyboard,
    );
    // a value of numbers and units is the English one, written the Japanese way where it is shown (as on the site)
    expect(product.params.find((x) => x.label === "weight")?.value).toBe("11.8 kg");
    expect(formatSpecValue("ja", "weight", "11.8 kg")).toBe("11.8kg");
  });
});

describe("a specification's list in one line, in the quick start's table", () => {
  /** A list item that is a condition of its own, as the data writes one ("From firmware 1.2.0: …", „Ab Firmware …“, 「…以降：…」). */
  const CLAUSE = /^(?:From|Ab) |^ファームウェアVer\.[\d.]+以降：/;
  /** The bug the readers found: a condition joined as a list item, its first word a capital after the comma. */
  const CAPITAL_AFTER_COMMA = /, (?:From|Ab|Until|Bis|With|Mit|Seit) |、ファームウェアVer\.[\d.]+以降：/;

  it("gives at a glance what a model is, by class, for every model in every language: keys or pads, sounds, connectors, power, size and weight", () => {
    for (const english of productSeeds)
      for (const locale of ["en", "de", "ja"] as const) {
        const { product, labels } = productIn(english, locale);
        const info = plan.find((j) => j.english.id === english.id && j.info.language === locale)?.info;
        if (!info) throw new Error(`no ${locale} document of the ${english.id}`);
        const glance = atAGlance({ product, english, labels, info }).map(([label]) => label);
        const rows = product.params.filter((p) => p.value !== null);
        const labelOf = (label: string) => (locale === "en" ? label : (labels[label] ?? label));
        const has = (label: string) => rows.some((p) => p.label === label);
        const id = `${english.id} ${locale}`;
        // what is played, and how big and heavy it is, always
        expect(has("keyboard") || has("drum pad"), id).toBe(true);
        expect(glance.length, id).toBe(rows.filter((p) => AT_A_GLANCE.includes(p.label)).length);
        for (const label of ["dimensions", "weight", "power", "jacks", "MIDI", "max polyphony"])
          if (has(label)) expect(glance.join("\n"), `${id}: ${label}`).toContain(labelOf(label));
        // in one order for every model: its size and weight last
        expect(glance.slice(-2), id).toEqual([labelOf("dimensions"), labelOf("weight")]);
        // never a demo song or an effect, which a keyboard's table lists first
        for (const label of ["demo song", "reverb", "chorus", "available colour"])
          if (has(label)) expect(glance, `${id}: ${label}`).not.toContain(labelOf(label));
      }
  });

  it("sets an item that is a condition after a semicolon, as running text, for every model in every language", () => {
    const joined: string[] = [];
    for (const english of productSeeds)
      for (const locale of ["en", "de", "ja"] as const) {
        const { product, labels } = productIn(english, locale);
        const info = plan.find((j) => j.english.id === english.id && j.info.language === locale)?.info;
        if (!info) throw new Error(`no ${locale} document of the ${english.id}`);
        const glance = atAGlance({ product, english, labels, info }).map(([, value]) => value);
        for (const value of glance) {
          joined.push(value);
          expect(value, `${english.id} ${locale}`).not.toMatch(CAPITAL_AFTER_COMMA);
        }
        // every condition its rows at a glance hold is set so
        for (const row of product.params.filter((p) => p.value !== null && AT_A_GLANCE.includes(p.label)))
          if (Array.isArray(row.value))
            for (const item of row.value
              .slice(1)
              .map((v) => formatSpecText(locale, v))
              .filter((i) => CLAUSE.test(i)))
              expect(glance.join("\n"), `${english.id} ${locale}`).toContain(
                locale === "ja" ? `／${item}` : `; ${item.replace(/^\p{Lu}/u, (c) => c.toLowerCase())}`,
              );
      }
    // the test reads what it means to: the MR101S's four kits of firmware 1.2.0, in every language
    expect(joined).toEqual(
      expect.arrayContaining([
        "48 kits (acoustic, electronic, percussion); from firmware 1.2.0: 4 more electronic kits on kit page 4, 52 in all",
        "48 Kits (akustisch, elektronisch, Percussion); ab Firmware 1.2.0: vier weitere elektronische Kits auf Kit-Seite 4, insgesamt 52",
        "48キット（アコースティック、エレクトロニック、パーカッション）／ファームウェアVer.1.2.0以降：4ページ目にエレクトロニックキット4種類を追加、合計52キット",
      ]),
    );
  });
});

describe("a data list's lists", () => {
  /** The whole numbers a value holds: "48 kits", "From firmware 1.2.0: 4 more …, 52 in all". */
  const numbers = (text: string) => [...text.matchAll(/\d+/g)].map((m) => Number(m[0]));

  it.each(productSeeds.map((p) => [p.id, p] as const))(
    "of the %s count as its specification does, in every language: sounds, styles, kits (with a firmware's) and rhythms",
    (_id, english) => {
      const facts = instrumentFacts(english.params, english.kit);
      const rhythms = numbers(paramListOf(english.params, "rhythm")[0] ?? "")[0] ?? 0;
      const kitRow = paramListOf(english.params, "drum kit");
      // "52 in all": the total the specification gives for its kits with the firmware's
      const kits = facts.addedKits ? facts.addedKits.total : facts.kits;
      if (facts.addedKits) expect(kitRow.join(" ")).toContain(`${facts.addedKits.total} in all`);
      for (const locale of ["en", "de", "ja"] as const) {
        const sections = dataListSections(english, locale);
        const length = (kind: string) => sections.find((s) => s.kind === kind)?.rows.length ?? 0;
        expect(length("sounds"), `${locale} sounds`).toBe(facts.sounds);
        expect(length("styles"), `${locale} styles`).toBe(facts.accompaniments);
        expect(length("kits"), `${locale} kits`).toBe(kits);
        expect(length("patterns"), `${locale} rhythms`).toBe(rhythms);
        for (const section of sections.filter((s) => s.kind !== "notes")) {
          // the heading counts what the list holds, numbered 0001 on without a gap
          expect(numbers(section.heading.replace(/[.,]/g, "")), `${locale} ${section.heading}`).toContain(
            section.rows.length,
          );
          expect(section.rows.map(([n]) => Number(n))).toEqual(section.rows.map((_, i) => i + 1));
        }
      }
    },
  );

  /**
   * Every kind of numbered thing the specification counts, read from its rows' own words (not from
   * the facts the lists are made from): "1133 sounds", "46 drum kits", "300 preset styles", "50
   * rhythms", "100 preset rhythms". A count of a kind no list is made for fails; user memory ("1000
   * user styles", "768MB expansion memory") is not a list.
   */
  it.each(productSeeds.map((p) => [p.id, p] as const))(
    "of the %s list every kind of numbered thing its specification counts, as many as it counts",
    (id, english) => {
      const kindOf = (label: string, words: string): string | null => {
        if (/\buser\b|memory|MB\b/i.test(words)) return null;
        if (/drum kits?|^kits?\b/i.test(words) || label === "drum kit") return "kits";
        if (label === "sound/voice" && (words === "" || /^sounds?$/i.test(words))) return "sounds";
        if (label === "style" && (words === "" || /^(preset )?(styles?|rhythms?)$/i.test(words))) return "styles";
        if (label === "rhythm" && /^(preset )?rhythms?$/i.test(words)) return "patterns";
        return `unlisted: ${label} "${words}"`;
      };
      const counted = new Map<string, number>();
      for (const label of ["sound/voice", "drum kit", "style", "rhythm"])
        for (const value of paramListOf(english.params, label)) {
          const m = /^(\d+)\s*(.*?)(?:\s*\(.*\))?$/.exec(value);
          if (!m || /^From firmware/i.test(value)) continue;
          const kind = kindOf(label, m[2] ?? "");
          if (kind) counted.set(kind, Number(m[1]));
        }
      const facts = instrumentFacts(english.params, english.kit);
      for (const locale of ["en", "de", "ja"] as const) {
        const sections = dataListSections(english, locale);
        for (const [kind, n] of counted) {
          const section = sections.find((s) => s.kind === kind);
          const total = kind === "kits" && facts.addedKits ? facts.addedKits.total : n;
          expect(section?.rows.length, `${id} ${locale} ${kind}`).toBe(total);
        }
      }
    },
  );

  it("map a pad instrument's pads to its instruments and note numbers, in every language: the MR101S's 16", () => {
    for (const english of productSeeds) {
      const facts = instrumentFacts(english.params, english.kit);
      for (const locale of ["en", "de", "ja"] as const) {
        const notes = dataListSections(english, locale).find((s) => s.kind === "notes");
        if (facts.plays !== "pads") {
          expect(notes, english.id).toBeUndefined();
          continue;
        }
        expect(notes?.rows.length, `${english.id} ${locale}`).toBe(facts.pads);
        const sent = (notes?.rows ?? []).map(([, said]) => Number(/(\d+)\D*$/.exec(said)?.[1]));
        // one General MIDI drum note per pad, no note twice
        expect(new Set(sent).size, locale).toBe(facts.pads);
        for (const note of sent) expect(note >= 35 && note <= 81, `${locale} ${note}`).toBe(true);
      }
    }
    const mr = productSeeds.find((p) => p.id === "MR101S");
    if (!mr) throw new Error("the MR101S is a seed product");
    expect(dataListSections(mr, "en").find((s) => s.kind === "notes")?.rows[0]).toEqual([
      "Pad 1",
      "Bass drum: note 36",
    ]);
    expect(dataListSections(mr, "de").find((s) => s.kind === "notes")?.rows[1]).toEqual([
      "Pad 2",
      "Snaredrum: Note 38",
    ]);
    expect(dataListSections(mr, "ja").find((s) => s.kind === "notes")?.rows[0]).toEqual([
      "パッド1",
      "バスドラム（ノートナンバー36）",
    ]);
  });

  it("mark the kits a firmware release added with it, in every language: the MR101S's 0049–0052", () => {
    const mr101s = productSeeds.find((p) => p.id === "MR101S");
    if (!mr101s) throw new Error("the MR101S is a seed product");
    const marks = { en: "(from firmware 1.2.0)", de: "(ab Firmware 1.2.0)", ja: "（Ver.1.2.0以降）" } as const;
    const headings = {
      en: "Drum kit list (52 kits)",
      de: "Drum-Kit-Liste (52 Kits)",
      ja: "ドラムキットリスト（52キット）",
    };
    for (const locale of ["en", "de", "ja"] as const) {
      const kits = dataListSections(mr101s, locale).find((s) => s.kind === "kits");
      expect(kits?.heading).toBe(headings[locale]);
      const marked = kits?.rows.filter(([, name]) => name.endsWith(marks[locale])).map(([n]) => n);
      expect(marked, locale).toEqual(["0049", "0050", "0051", "0052"]);
    }
  });
});

describe("the documents' fixed text", () => {
  it("dates the cover as each language writes a date", () => {
    expect(documentText.en.coverLine("B", "2026-03-01")).toBe("English · Revision B · 2026-03-01");
    expect(documentText.de.coverLine("B", "2026-03-01")).toBe("Deutsch · Revision B · 1. März 2026");
    expect(documentText.ja.coverLine("B", "2026-03-01")).toBe("日本語・改訂B版・2026年3月1日");
    expect(documentText.de.coverLine("C", "2026-12-24")).toBe("Deutsch · Revision C · 24. Dezember 2026");
  });

  it("counts the quick start's steps in German and Japanese (four without a pedal)", () => {
    expect(documentText.de.quickStart.heading(4)).toBe("In vier Schritten startklar");
    expect(documentText.de.quickStart.heading(5)).toBe("In fünf Schritten startklar");
    expect(documentText.ja.quickStart.heading(4)).toBe("4つのステップでセットアップ");
  });

  it("names the quick start's documents as a list joined with the language's „and“", () => {
    expect(documentText.en.quickStart.help(false)).toMatch(/^The owner's manual and the data list are at/);
    expect(documentText.en.quickStart.help(true)).toMatch(
      /^The owner's manual, the data list and the latest firmware are at/,
    );
    expect(documentText.de.quickStart.help(false)).toMatch(/^Die Bedienungsanleitung und die Datenliste finden Sie/);
    expect(documentText.de.quickStart.help(true)).toMatch(
      /^Die Bedienungsanleitung, die Datenliste und die aktuelle Firmware finden Sie/,
    );
  });
  it("names the product with its German article by its line", () => {
    expect(documentText.de.subject("Bedienungsanleitung", "MR101S", "Drums")).toBe(
      "Bedienungsanleitung für den Noteva MR101S",
    );
    expect(documentText.de.subject("Bedienungsanleitung", "SP-C121", "DigitalPianos")).toBe(
      "Bedienungsanleitung für das Noteva SP-C121",
    );
  });
});

describe("the footers", () => {
  it("number every PDF's pages in one form, short or long, in every language: 3/7, 2/43", () => {
    expect(pageNumber(3, 7)).toBe("3/7");
    expect(pageNumber(2, 43)).toBe("2/43");
  });
});

describe("the PDFs", () => {
  it("a Japanese quick start embeds a subset of Noto Sans JP, names its language, stays small and reproducible", async () => {
    const target = job("/docs/noteva-mr101s-quick-start-ja-revB.pdf");
    const pdf = await renderDocument(target);
    // the same bytes every time: the build keeps files whose input has not changed
    expect((await renderDocument(target)).equals(pdf)).toBe(true);
    const text = streams(pdf);
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    expect(text).toContain("/Lang (ja)");
    expect(text).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansJP-Regular/);
    expect(text).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansJP-Bold/);
    expect(text).toContain("/FontFile2");
    // the font files are 5.4 MB each; a subset of the glyphs used is a few tens of KB
    expect(pdf.length).toBeLessThan(400 * 1024);
    // the metadata is written as UTF-16: look for the title's bytes (Japanese joins a model and a word without a space)
    expect(pdf.includes(Buffer.from("\ufeffNoteva MR101Sクイックスタートガイド", "utf16le").swap16())).toBe(true);
  }, 30_000);

  it("a Japanese document embeds every font it uses: its wordmark, model name, panel labels and callouts too", async () => {
    const jobs = documentPlan().filter((j) => j.info.language === "ja" && j.english.id === "CP203");
    expect(jobs.map((j) => j.info.kind).sort()).toEqual(expect.arrayContaining(["owners-manual", "quick-start"]));
    for (const each of jobs) {
      const text = streams(await renderDocument(each));
      const fonts = [...text.matchAll(/\/BaseFont \/([\w+-]+)/g)].map((m) => m[1]);
      expect(fonts.length, each.info.href).toBeGreaterThan(0);
      // an embedded subset is named with a six-letter tag (ABCDEF+NotoSansJP-Regular); a standard font is not
      expect(
        fonts.filter((f) => !/^[A-Z]{6}\+/.test(f ?? "")),
        each.info.href,
      ).toEqual([]);
    }
  }, 120_000);

  it("German keeps its quotation marks, which WinAnsi has; English text stays as it always was", () => {
    const text = "Siehe „Technische Daten“ und ‚Pedal‘ – 12 V · 2 × 25 W … 日本";
    expect(ansiGerman(text)).toBe("Siehe „Technische Daten“ und ‚Pedal‘ – 12 V · 2 × 25 W … --");
    expect(ansi(text)).toBe("Siehe -Technische Daten\" und -Pedal' – 12 V · 2 × 25 W … --");
  });

  it("sets every character of the English and German documents in their font: the panel's TEMPO − as the en dash", async () => {
    expect(ansiGerman("TEMPO − und TEMPO +")).toBe("TEMPO – und TEMPO +");
    expect(ansi("TEMPO − and TEMPO +")).toBe("TEMPO – and TEMPO +");
    unsetCharacters.clear();
    for (const each of documentPlan().filter((j) => j.info.language !== "ja")) await renderDocument(each);
    expect([...unsetCharacters]).toEqual([]);
  }, 300_000);

  it("a German owner's manual is set in Helvetica and names its language", async () => {
    const pdf = await renderDocument(job("/docs/noteva-cp203-owners-manual-de-revB.pdf"));
    const text = streams(pdf);
    expect(text).toContain("/Lang (de)");
    expect(text).toContain("/BaseFont /Helvetica");
    expect(text).not.toContain("NotoSansJP");
    expect(text).toContain("(Noteva CP203 Bedienungsanleitung)");
  }, 30_000);
});

describe("the PDFs' pages", () => {
  it("move a paragraph whole rather than leave one line of it at the foot of a page or alone on the next", () => {
    // lines of the paragraph, lines the page has room for
    expect(paragraphToNextPage(3, 2)).toBe(true);
    expect(paragraphToNextPage(8, 1)).toBe(true);
    expect(paragraphToNextPage(8, 7)).toBe(true);
    expect(paragraphToNextPage(8, 5)).toBe(false);
    expect(paragraphToNextPage(3, 3)).toBe(false);
  });

  it.each([
    ["bullets", bullets],
    ["numbered", numbered],
  ] as const)(
    "move a list item (%s) whole rather than leave its last line alone at the top of the next page",
    (_kind, list) => {
      for (const language of ["ja", "de", "en"] as const) {
        const manual = plan.find((j) => j.info.kind === "owners-manual" && j.info.language === language);
        if (!manual) throw new Error(`no ${language} manual in the plan`);
        const doc = newDoc(manual.info.title, manual.product, manual.info, manual.labels);
        doc.font(doc.style.regular).fontSize(10.5);
        // an item of three lines or more, with room for two of them left on the page
        const item =
          language === "ja"
            ? "電源コードや電源プラグが傷んだとき、使用中に音が出なくなったとき、異臭や煙が出たときは、すぐに電源スイッチを切り、電源プラグをコンセントから抜いて、お買い上げの販売店またはNotevaサポートに点検をご依頼ください。"
            : "If the power cord or plug is damaged, if the sound cuts out during use or if there is an unusual smell or smoke, switch the instrument off at once, unplug it and have it inspected by your dealer or Noteva support before you use it again.";
        const line = doc.currentLineHeight(true) + 2;
        doc.y = doc.page.height - doc.page.margins.bottom - 2 * line - 1;
        let pages = 0;
        doc.on("pageAdded", () => pages++);
        const top = doc.page.margins.top;
        list(doc, [item]);
        // the item starts on the next page: nothing of it at the foot of this one
        expect(pages, language).toBe(1);
        expect(doc.y - top, language).toBeGreaterThan(2 * line);
      }
    },
  );
});
