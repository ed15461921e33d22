import { inflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { productSeeds } from "../app/.server/db/seed/products.ts";
import { sections } from "../app/lib/midi/implementation-sections.ts";
import { implementationEn as words } from "../app/lib/midi/implementation-text.ts";
import { documentPlan, renderDocument } from "./documents.ts";
import { channelMessages, effectControllers, midiCodesOf, modelLinksOf } from "./midi-implementation.ts";

/** The lines a PDF sets: each text object's TJ strings, decoded (pdfkit writes WinAnsi as hex). */
async function linesOf(href: string): Promise<string[]> {
  const job = documentPlan().find((j) => j.info.href === href);
  if (!job) throw new Error(`${href} is not in the plan`);
  const raw = (await renderDocument(job)).toString("latin1");
  const lines: string[] = [];
  // pdfkit ends a stream with "\nendstream"; a compressed stream may itself end in a "\r" byte
  for (const m of raw.matchAll(/stream\r?\n([\s\S]*?)\nendstream/g)) {
    const data = m[1] ?? "";
    let content: string;
    try {
      content = inflateSync(Buffer.from(data, "latin1")).toString("latin1");
    } catch {
      try {
        content = inflateSync(Buffer.from(data.replace(/\r$/, ""), "latin1")).toString("latin1");
      } catch {
        continue;
      }
    }
    for (const t of content.matchAll(/\[([^\]]*)\] TJ/g)) {
      const parts = [...(t[1] ?? "").matchAll(/<([0-9a-f]*)>/g)].map((h) =>
        Buffer.from(h[1] ?? "", "hex").toString("latin1"),
      );
      lines.push(parts.join(""));
    }
  }
  return lines;
}

describe("the data lists' MIDI implementation", () => {
  it("gives every model with a MIDI port family and member codes, distinct per model, and none to the MK37", () => {
    const seen = new Set<string>();
    for (const p of productSeeds) {
      const codes = midiCodesOf(p.id);
      if (p.id === "MK37") expect(codes).toBeNull();
      else {
        expect(codes, p.id).not.toBeNull();
        const key = `${codes?.family}/${codes?.member}`;
        expect(seen.has(key), `${p.id} ${key}`).toBe(false);
        seen.add(key);
      }
    }
  });

  it("documents the MK61's Identity Reply and every update message byte by byte", async () => {
    const lines = await linesOf("/docs/noteva-mk61-data-list-en-revB.pdf");
    const text = lines.join("\n");
    /** The text as read, lines wrapped in table cells joined again. */
    const flat = lines.join(" ").replace(/\s+/g, " ");
    const codes = midiCodesOf("MK61");
    if (!codes) throw new Error("the MK61 has a MIDI port");
    expect(text).toContain("System exclusive: Identity");
    expect(text).toContain("System exclusive: firmware update");
    // the reply as the MK61 sends it: family and member as 7-bit groups, low first
    const lo = (n: number) => (n & 0x7f).toString(16).toUpperCase().padStart(2, "0");
    const hi = (n: number) => (n >> 7).toString(16).toUpperCase().padStart(2, "0");
    expect(lines).toContain(`${lo(codes.family)} ${hi(codes.family)}`);
    expect(lines).toContain(`${lo(codes.member)} ${hi(codes.member)}`);
    expect(text).toMatch(/Manufacturer ID 7D: the ID the MIDI standard reserves for non-commercial use/);
    for (const name of [
      "Identity Request",
      "Identity Reply",
      "STATUS REQUEST",
      "STATUS",
      "UPDATE BEGIN",
      "BEGIN ACCEPTED",
      "DATA",
      "ACK",
      "COMMIT",
      "COMMITTED",
      "ABORT",
      "REFUSED",
    ]) {
      expect(
        lines.some((l) => l.startsWith(`${name} (`)),
        name,
      ).toBe(true);
    }
    for (const command of ["Command: UPDATE BEGIN", "Command: DATA", "Command: REFUSED"])
      expect(lines).toContain(command);
    for (const code of ["10", "11", "12", "13", "14", "15", "16", "7F", "4E 56", "F0", "F7"])
      expect(lines).toContain(code);
    // every section of /support/check/midi, its text and its tables, in the page's order
    const headings = sections.map((section) => lines.indexOf(words[section.key].heading));
    expect(
      headings.every((at) => at >= 0),
      String(headings),
    ).toBe(true);
    expect([...headings].sort((x, y) => x - y)).toEqual(headings);
    for (const { grids } of sections) {
      for (const grid of grids) {
        const caption = words.tables[grid.id as keyof typeof words.tables].caption
          .replace("{headerSize}", "160")
          .replace("{sequence}", "1")
          .replace("{chunk}", "FF 00")
          .replace("{device}", "10");
        expect(lines, grid.id).toContain(caption);
        expect(lines, grid.id).toContain(grid.head.at(-1));
      }
    }
    expect(flat).toContain("An instrument's device ID is 10 (the factory setting).");
    expect(flat).toContain("A host sends 7F only in the Identity Request and in the STATUS REQUEST that pairs ports");
    // the normative rows, as the page has them
    for (const row of [
      "Silence after COMMIT (or any other request)",
      "DATA below the next expected (a duplicate)",
      "restarting, or the ports gone after COMMIT",
      "A cable pulled (power kept), any phase",
      "Downgrades",
      "21d38292d0dddc24",
      "26 72 50 5F 0C",
      "0D 5F 77 17 0D",
    ])
      expect(flat, row).toContain(row);
    expect(text).toMatch(/ASCII "NVFW"/);
    // the channel messages are still there
    expect(lines).toContain("Note on/off");
  }, 60_000);

  it("answers with the codes the model sends: the SP-C121 (no battery, no Bluetooth) without 0B and 03, the MK61 with them", async () => {
    const flat = async (href: string) => (await linesOf(href)).join(" ").replace(/\s+/g, " ");
    const spc = await flat("/docs/noteva-spc121-data-list-en-revB.pdf");
    expect(spc).toContain("BEGIN ACCEPTED; REFUSED 01, 02, 07, 08, 09, 0A, 0C");
    expect(spc).toContain("STATUS; REFUSED 07, 08");
    expect(spc).not.toMatch(/REFUSED[^.;]*\b0B\b/);
    const mk61 = await flat("/docs/noteva-mk61-data-list-en-revB.pdf");
    expect(mk61).toContain("BEGIN ACCEPTED; REFUSED 01, 02, 03, 07, 08, 09, 0A, 0B, 0C");
  }, 120_000);

  it("leaves it out of the MK37's data list, which has no MIDI port", async () => {
    const text = (await linesOf("/docs/noteva-mk37-data-list-en-revB.pdf")).join("\n");
    expect(text).toContain("Sound list");
    expect(text).not.toContain("MIDI implementation");
    expect(text).not.toContain("Identity Reply");
  }, 60_000);
});

describe("the data lists in German and Japanese", () => {
  it("a German data list reads in German: its lists, its MIDI implementation, its tables' cells", async () => {
    const lines = await linesOf("/docs/noteva-mk61-data-list-de-revB.pdf");
    const text = lines.join("\n");
    for (const german of [
      "Datenliste",
      "MIDI-Implementierung",
      "SysEx-Nachrichten: Identität",
      "SysEx-Nachrichten: Firmware-Update",
      "Exklusiv-Status",
      "Hersteller-ID",
      "Host an Instrument",
    ])
      expect(text).toContain(german);
    // number and unit on one line: a no-break space between them
    expect(text).toMatch(/Klangliste \([\d.]+\u00a0Klänge\)/);
    // the English headings and cells are gone; the bytes are the model's own, as in English
    for (const english of [
      "Sound list",
      "MIDI implementation",
      "Exclusive status",
      "Host to instrument",
      "Transmitted and recognised",
      // the Identity Reply's codes of this model, named with its line and model
      "Family code",
      "Member code",
      "low 7 bits",
    ])
      expect(text).not.toContain(english);
    expect(text).toContain("Familiencode 0002");
    expect(text).toContain("Modellcode 003D (MK61): Modell");
    const codes = midiCodesOf("MK61");
    if (!codes) throw new Error("the MK61 has a MIDI port");
    const group = (n: number) => (n & 0x7f).toString(16).toUpperCase().padStart(2, "0");
    expect(lines).toContain(`${group(codes.member)} ${group(codes.member >> 7)}`);
    expect(text).toContain("Der Familiencode des MK61 ist");
  }, 60_000);

  it("a Japanese data list is set in Noto Sans JP and names its language", async () => {
    const job = documentPlan().find((j) => j.info.href === "/docs/noteva-mr101s-data-list-ja-revB.pdf");
    if (!job) throw new Error("no Japanese MR101S data list");
    expect(job.info.title).toBe("データリスト");
    const raw = (await renderDocument(job)).toString("latin1");
    expect(raw).toContain("/Lang (ja)");
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansJP-Regular/);
  }, 60_000);
});

describe("a data list's headings", () => {
  it("call a small keyboard's rhythms rhythms, not styles", async () => {
    const text = (await linesOf("/docs/noteva-mk37-data-list-en-revB.pdf")).join("\n");
    expect(text).toContain("Preset rhythm list (50 rhythms)");
    expect(text).not.toContain("Style list");
  }, 60_000);

  it("name the drum computer's presets by the German glossary's word, Preset-Patterns", async () => {
    const text = (await linesOf("/docs/noteva-mr101s-data-list-de-revB.pdf")).join("\n");
    expect(text).toContain("Pattern-Liste (100\u00a0Preset-Patterns)");
    expect(text).not.toMatch(/Preset-Rhythmen/);
  }, 60_000);

  it("list the kits a firmware release added, as the document's date says it describes (the MR101S's 0049–0052 of 1.2.0)", async () => {
    const en = await linesOf("/docs/noteva-mr101s-data-list-en-revB.pdf");
    // 52 in all, as the specification counts them, numbered on from the 48, each marked with its release
    expect(en).toContain("Drum kit list (52 kits)");
    const added = en.slice(en.indexOf("0049"), en.indexOf("0052") + 2);
    expect(added.filter((_, i) => i % 2 === 0)).toEqual(["0049", "0050", "0051", "0052"]);
    for (const name of added.filter((_, i) => i % 2 === 1)) expect(name).toMatch(/\S Kit \(from firmware 1\.2\.0\)$/);
    // the 48 before it carry no release
    expect(en[en.indexOf("0048") + 1]).not.toMatch(/firmware/);
    const de = (await linesOf("/docs/noteva-mr101s-data-list-de-revB.pdf")).join("\n");
    expect(de).toMatch(/Drum-Kit-Liste \(52[ \u00a0]Kits\)/);
    expect(de).toMatch(/0049\n.+ Kit \(ab Firmware 1\.2\.0\)/);
  }, 60_000);
});

describe("the data lists' channel messages", () => {
  const seed = (id: string) => {
    const found = productSeeds.find((p) => p.id === id);
    if (!found) throw new Error(`no ${id}`);
    return found;
  };
  const clockIn = (id: string, locale: "en" | "de" | "ja") =>
    channelMessages(seed(id), locale).find(([message]) => /Clock|クロック/.test(message))?.[1];

  it("say MIDI clock is sent and received where the model's data says so (the MR101S), in every language", () => {
    // the product page, the news and firmware 1.1.0 say it sends and follows clock: so does its data (MIDI OUT)
    expect(clockIn("MR101S", "en")).toBe("Transmitted and recognised");
    expect(clockIn("MR101S", "de")).toBe("Gesendet und empfangen");
    expect(clockIn("MR101S", "ja")).toBe("送信・受信");
    for (const locale of ["en", "de", "ja"] as const)
      expect(clockIn("MK61", locale), locale).not.toBe(clockIn("MR101S", locale));
  });

  it("list only the controllers, bend and pressure a model's data gives it", () => {
    const messages = (id: string) => new Map(channelMessages(seed(id), "en"));
    const controllers = (id: string) => messages(id).get("Control change")?.split(", ").map(Number) ?? [];
    // a piano with three pedals: damper, sostenuto, soft
    expect(controllers("CP203")).toEqual(expect.arrayContaining([64, 66, 67]));
    // a piano with a sustain jack: the damper only
    expect(controllers("SPC121")).toContain(64);
    expect(controllers("SPC121")).not.toEqual(expect.arrayContaining([66]));
    expect(controllers("SPC121")).not.toContain(67);
    // a drum machine: no pedal, no modulation, no bend; its pads send pressure
    for (const cc of [1, 11, 64, 66, 67]) expect(controllers("MR101S"), String(cc)).not.toContain(cc);
    expect(messages("MR101S").has("Pitch bend")).toBe(false);
    expect(messages("MR101S").has("Channel pressure (aftertouch)")).toBe(true);
    // an arranger whose keys send aftertouch, as its specification says
    expect(messages("AKX10S").has("Channel pressure (aftertouch)")).toBe(true);
    expect(messages("SPC121").has("Channel pressure (aftertouch)")).toBe(false);
  });
});

describe("the data lists' effect controllers, for every model", () => {
  const labels = { en: "Control change", de: "Controller", ja: "コントロールチェンジ" } as const;
  const listed = (english: (typeof productSeeds)[number], locale: "en" | "de" | "ja") =>
    (new Map(channelMessages(english, locale)).get(labels[locale]) ?? "").split(/, |、/).map(Number);
  const has = (english: (typeof productSeeds)[number], label: string) => {
    const value = english.params.find((p) => p.label === label)?.value;
    return Array.isArray(value) ? value.length > 0 : Boolean(value);
  };

  it.each(productSeeds.filter((p) => midiCodesOf(p.id)).map((p) => [p.id, p] as const))(
    "the %s recognises reverb (91) and chorus (93) exactly where its specification has them, in every language",
    (_id, english) => {
      for (const locale of ["en", "de", "ja"] as const) {
        const controllers = listed(english, locale);
        expect(controllers.length, locale).toBeGreaterThan(2);
        expect(controllers.includes(91), `${locale}: reverb`).toBe(has(english, "reverb"));
        expect(controllers.includes(93), `${locale}: chorus`).toBe(has(english, "chorus"));
      }
    },
  );

  it("catches what the readers found: the MK49's chorus (its specification: none), the MR101S's reverb and chorus", () => {
    const seed = (id: string) => productSeeds.find((p) => p.id === id);
    const mk49 = seed("MK49");
    const mr101s = seed("MR101S");
    if (!mk49 || !mr101s) throw new Error("the seed lacks the MK49 or the MR101S");
    expect(listed(mk49, "de")).toContain(91);
    expect(listed(mk49, "de")).not.toContain(93);
    expect(listed(mr101s, "en")).not.toContain(91);
    expect(listed(mr101s, "en")).not.toContain(93);
    expect(
      effectControllers([
        { label: "reverb", value: "4 types" },
        { label: "chorus", value: null },
      ]),
    ).toEqual([91]);
  });
});

describe("the data lists' update tables, for each model as it is", () => {
  const seedOf = (id: string) => {
    const found = productSeeds.find((p) => p.id === id);
    if (!found) throw new Error(`no ${id}`);
    return found;
  };

  it("list no Bluetooth link and no battery for a mains-only piano without Bluetooth, in English and German", async () => {
    for (const id of ["spc121", "cp203", "sp201plus"])
      for (const locale of ["en", "de"]) {
        const text = (await linesOf(`/docs/noteva-${id}-data-list-${locale}-revB.pdf`)).join("\n");
        expect(text, `${id} ${locale}`).toContain("STATUS");
        expect(text, `${id} ${locale}`).not.toMatch(
          /01 Bluetooth|Bluetooth MIDI|01 battery|01 Batterie|battery below|Batterie unter|Batteriebetrieb/,
        );
        // its rules' heading, from its data: no battery named where it has none
        expect(text, `${id} ${locale}`).not.toMatch(/Battery, downgrades|Batterie, Downgrades/);
        expect(text, `${id} ${locale}`).toContain(
          locale === "de" ? "Downgrades und weitere Regeln" : "Downgrades and other rules",
        );
      }
  });

  it("keep them for a model that has them (the MK61: Bluetooth MIDI and batteries)", async () => {
    const text = (await linesOf("/docs/noteva-mk61-data-list-en-revB.pdf")).join("\n");
    expect(text).toContain("01 Bluetooth");
    expect(text).toMatch(/battery below 30/);
    expect(text).toContain("Battery, downgrades and other rules");
    expect(modelLinksOf(seedOf("MK61"))).toEqual({
      bluetooth: true,
      battery: true,
      keys: true,
      pads: false,
    });
    expect(modelLinksOf(seedOf("CP203"))).toEqual({
      bluetooth: false,
      battery: false,
      keys: true,
      pads: false,
    });
    expect(modelLinksOf(seedOf("MR101S"))).toMatchObject({ keys: false, pads: true });
  });
});
