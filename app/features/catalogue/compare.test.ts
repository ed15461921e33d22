import { describe, expect, it } from "vitest";
import { productSeeds } from "~/.server/db/seed/products";
import {
  englishLabelOf,
  playsRhythms,
  recordsTracks,
  shownLabelOf,
  specificationOf,
  withRegistrationMemory,
} from "~/lib/params";
import {
  compareRows,
  compareSpecification,
  joinedLabel,
  MAX_OPTIONS,
  offeredModels,
  parseCompareIds,
  SAME_FUNCTION,
} from "./compare";

const known = ["SPC121", "CP203", "AKX10S", "MK61", "MR101S"];

describe("parseCompareIds", () => {
  it("reads repeated and comma-separated ids, case-insensitively, once each", () => {
    const r = parseCompareIds(new URLSearchParams("p=spc121&p=CP203,akx10s&p=SPC121"), known);
    expect(r.ids).toEqual(["SPC121", "CP203", "AKX10S"]);
    expect(r.enough).toBe(true);
    expect(r.unknown).toEqual([]);
  });
  it("reports unknown ids and too few products", () => {
    const r = parseCompareIds(new URLSearchParams("p=SPC121&p=NOPE"), known);
    expect(r.ids).toEqual(["SPC121"]);
    expect(r.unknown).toEqual(["NOPE"]);
    expect(r.enough).toBe(false);
  });
  it("keeps at most four and says so", () => {
    const r = parseCompareIds(new URLSearchParams(`p=${known.join(",")}`), known);
    expect(r.ids).toHaveLength(4);
    expect(r.tooMany).toBe(true);
  });
  it("ignores empty values", () => {
    expect(parseCompareIds(new URLSearchParams("p=&p=,"), known).ids).toEqual([]);
  });
});

describe("compareRows", () => {
  it("aligns parameters by label and marks the rows that differ", () => {
    const rows = compareRows([
      {
        params: [
          { label: "tempo", value: "5-320" },
          { label: "USB", value: ["A", "B"] },
          { label: "duo", value: null },
        ],
      },
      {
        params: [
          { label: "tempo", value: "5-280" },
          { label: "USB", value: ["A", "B"] },
          { label: "pedal", value: "Yes" },
        ],
      },
    ]);
    // the first model's rows in its order; another's own row after the row before it in its table
    expect(rows.map((r) => [r.label, r.differs])).toEqual([
      ["tempo", true],
      ["USB", false],
      ["pedal", true],
      // „not stated“ beside a dash („does not have it“) is a difference: it is marked
      ["duo", true],
    ]);
    expect(rows[2]?.values).toEqual([undefined, "Yes"]);
    // a row the first model's data does not describe is „not stated“, a null value is „does not have it“
    expect(rows[2]?.stated).toEqual([false, true]);
    expect(rows[3]?.stated).toEqual([true, false]);
  });
});

describe("compare rows from each model's data", () => {
  /** Rows every instrument's data answers: what it has, or that it has none (a dash), never „not stated“. */
  const ANSWERED = [
    "keyboard",
    "display",
    "tempo",
    "amplifier",
    "speaker",
    "pedal",
    "power",
    "dimensions",
    "weight",
    "available colour",
  ];
  const models = productSeeds.map((p) => ({
    id: p.id,
    // as the page has them: the sequencer's registration memory a row of its own
    params: compareSpecification(withRegistrationMemory(specificationOf(p.params, p.kit), p.params), p.kit),
  }));
  const rows = compareRows(models);

  it.each(productSeeds.flatMap((p, i) => ANSWERED.map((label) => [p.id, label, i] as const)))(
    "%s: the %s row is answered from its data",
    (_id, label, i) => {
      const row = rows.find((r) => r.label === label);
      expect(row?.stated[i]).toBe(true);
    },
  );

  it("reads the MR101S as a rhythm machine: its OLED display and tempo range, no keyboard, speakers or pedal", () => {
    const i = productSeeds.findIndex((p) => p.id === "MR101S");
    const value = (label: string) => rows.find((r) => r.label === label)?.values[i];
    expect(value("display")).toBe("OLED display");
    expect(value("tempo")).toBe("5–320");
    for (const none of ["keyboard", "amplifier", "speaker", "pedal"]) expect(value(none), none).toBeNull();
    expect(value("dimensions")).toBe("330 × 200 × 60 mm");
  });

  it("keeps every row a model's specification has as it is, under the label its own table shows", () => {
    for (const [i, p] of productSeeds.entries())
      for (const param of withRegistrationMemory(specificationOf(p.params, p.kit), p.params)) {
        const shown = shownLabelOf(param.label, playsRhythms(p.params), recordsTracks(p.params));
        // a row every model lacks is left out: this one must be one some model has (its function's row)
        const row = rows.find((r) => r.key.split("/").includes(shown) || r.label === shown);
        if (row) expect(row.values[i], `${p.id} ${param.label}`).toEqual(param.value);
        else expect(param.value, `${p.id} ${param.label}`).toBeNull();
      }
  });

  it("says a model played on keys has no pads", () => {
    const pads = rows.find((r) => r.label === "drum pad");
    for (const [i, p] of productSeeds.entries()) if (p.id !== "MR101S") expect(pads?.values[i], p.id).toBeNull();
  });

  it("shows the registration memory a sequencer names, and leaves it unstated where the data names none (the AKX10S)", () => {
    const ids = productSeeds.map((p) => p.id);
    const memory = rows.find((r) => r.label === "registration memory");
    expect(memory?.values[ids.indexOf("SP201Plus")]).toEqual(expect.any(String));
    for (const id of ["AKX10S", "SPC121", "CP203", "MK61"]) {
      expect(memory?.stated[ids.indexOf(id)], id).toBe(false);
      expect(memory?.values[ids.indexOf(id)], id).toBeUndefined();
    }
  });

  it("matches rows in another language by their English key, and names and writes the rows it adds in that language", () => {
    const mr101s = productSeeds.find((p) => p.id === "MR101S");
    const spc121 = productSeeds.find((p) => p.id === "SPC121");
    if (!mr101s || !spc121) throw new Error("seed models");
    // a German page's rows: German labels, each with its English key
    const german = (params: typeof mr101s.params) =>
      specificationOf(params, null).map((p) => ({ ...p, key: p.label, label: `de:${p.label}` }));
    const localize = { label: (key: string) => `de:${key}`, value: (key: string, v: unknown) => `${key}=${v}` };
    const both = compareRows([
      { params: compareSpecification(german(spc121.params), spc121.kit, localize) },
      { params: compareSpecification(german(mr101s.params), mr101s.kit, localize) },
    ]);
    const labels = both.map((r) => r.label);
    expect(new Set(labels).size).toBe(labels.length);
    expect(labels.every((l) => l.startsWith("de:"))).toBe(true);
    const tempo = both.find((r) => r.label === "de:tempo");
    expect(tempo?.stated).toEqual([true, true]);
    expect(both.find((r) => r.label === "de:keyboard")?.values[1]).toBe("keyboard=null");
  });
});

describe("compare rows are the rows each model's own table shows", () => {
  const seed = (id: string) => {
    const found = productSeeds.find((p) => p.id === id);
    if (!found) throw new Error(id);
    return found;
  };
  /** The compare table of these models, in English, as the page builds it. */
  const table = (...ids: string[]) =>
    compareRows(
      ids.map((id) => {
        const p = seed(id);
        return {
          params: compareSpecification(withRegistrationMemory(specificationOf(p.params, p.kit), p.params), p.kit),
        };
      }),
    );
  const row = (rows: ReturnType<typeof table>, label: string) => rows.find((r) => r.label === label);
  /** Every set of two to four of the seeded models. */
  const sets = (ids: readonly string[]): string[][] =>
    ids.flatMap((id, i) => [[id], ...sets(ids.slice(i + 1)).map((rest) => [id, ...rest])]);
  const everySet = sets(productSeeds.map((p) => p.id)).filter((s) => s.length >= 2 && s.length <= 4);

  it("shows the styles and the MK37's rhythms as one row, named by both, whatever the order", () => {
    for (const ids of [
      ["MK37", "MK49", "MK61", "AKX10S"],
      ["MK49", "MK37"],
    ]) {
      const rows = table(...ids);
      const mk37 = ids.indexOf("MK37");
      const mk49 = ids.indexOf("MK49");
      expect(row(rows, "rhythm"), ids.join()).toBeUndefined();
      expect(row(rows, "style"), ids.join()).toBeUndefined();
      expect(row(rows, "style/rhythm")?.values[mk37], ids.join()).toBe("50 rhythms");
      expect(row(rows, "style/rhythm")?.values[mk49], ids.join()).toBe("100");
      expect(row(rows, "style/rhythm")?.stated.every(Boolean), ids.join()).toBe(true);
      expect(row(rows, "style control/rhythm control")?.values[mk37], ids.join()).toEqual(["Start/Stop"]);
      expect(row(rows, "style control/rhythm control")?.stated.every(Boolean), ids.join()).toBe(true);
    }
  });

  it("names a row of one function by the one name when every model calls it so", () => {
    const rows = table("MK49", "MK61");
    expect(row(rows, "style")?.values).toEqual(["100", "220"]);
    expect(row(rows, "style control")).toBeDefined();
    expect(row(rows, "style/rhythm")).toBeUndefined();
  });

  it("shows a recorder, a sequencer and a drum machine's record function as one row", () => {
    const rows = table("MK61", "MR101S");
    expect(row(rows, "recorder/record")?.values).toEqual(["2 tracks", ["Live record with quantise", "Step record"]]);
    expect(row(rows, "recorder")).toBeUndefined();
    expect(row(rows, "record")).toBeUndefined();
    expect(row(table("AKX10S", "MK61", "MR101S"), "sequencer/recorder/record")?.stated).toEqual([true, true, true]);
    // demo songs and a drum machine's songs (pattern chains) are different functions
    const songs = table("MK61", "MR101S");
    expect(row(songs, "demo song")?.stated).toEqual([true, false]);
    expect(row(songs, "song")?.stated).toEqual([false, true]);
  });

  it("never shows a model under a label naming only a kind it lacks", () => {
    for (const ids of everySet)
      for (const r of table(...ids).filter((r) =>
        SAME_FUNCTION.some((names) => names.includes(r.key.split("/")[0] ?? "")),
      ))
        for (const [i, id] of ids.entries()) {
          if (!r.stated[i]) continue;
          const p = seed(id);
          const own = compareSpecification(withRegistrationMemory(specificationOf(p.params, p.kit), p.params), p.kit)
            .map((param) => param.shown ?? param.label)
            .filter((shown) => r.key.split("/").includes(shown));
          expect(own, `${ids.join()} ${r.label} ${id}`).toHaveLength(1);
          expect(r.label.split("/"), `${ids.join()} ${r.label} ${id}`).toContain(englishLabelOf(own[0] ?? ""));
        }
  });

  it("gives the MK37's rhythms and the MR101S's one row, named once", () => {
    const rows = table("MK37", "MR101S");
    expect(row(rows, "rhythm")?.values).toEqual(["50 rhythms", ["100 preset rhythms", "100 user"]]);
    expect(row(rows, "style")).toBeUndefined();
    expect(row(rows, "style/rhythm")).toBeUndefined();
  });

  it("names a row the same whatever the order of the columns", () => {
    const labels = (...ids: string[]) =>
      table(...ids)
        .map((r) => `${r.label}:${r.key}`)
        .sort();
    expect(labels("MK49", "MK37")).toEqual(labels("MK37", "MK49"));
    expect(labels("MR101S", "MK37", "AKX10S")).toEqual(labels("AKX10S", "MK37", "MR101S"));
  });

  it("counts a keyboard's drum kits from its sound row", () => {
    const rows = table("AKX10S", "MR101S");
    expect(row(rows, "drum kit")?.values[0]).toBe("46 drum kits");
    expect(row(rows, "drum kit")?.stated).toEqual([true, true]);
    expect(row(rows, "drum kit")?.values[1]).toEqual(seed("MR101S").params.find((p) => p.label === "drum kit")?.value);
  });

  it("marks exactly the rows whose answers differ: „not stated“ beside a dash differs", () => {
    for (const ids of everySet)
      for (const r of table(...ids)) {
        const answers = r.values.map((v, i) => (r.stated[i] ? JSON.stringify(v ?? null) : "unstated"));
        expect(r.differs, `${ids.join()} ${r.label}`).toBe(new Set(answers).size > 1);
      }
  });

  it("leaves out a row every model lacks", () => {
    const rows = table("MK49", "MK61");
    for (const none of ["drum pad", "registration memory", "duo"]) expect(row(rows, none), none).toBeUndefined();
    for (const shown of ["keyboard", "style", "layer/split"]) expect(row(rows, shown), shown).toBeDefined();
    // a row one model lacks and another's specification does not state stays: it says something
    expect(row(table("MK37", "MR101S"), "keyboard")?.values[1]).toBeNull();
  });

  it("never shows two rows under one label, for every set of models", () => {
    expect(everySet.length).toBeGreaterThan(100);
    for (const ids of everySet) {
      const labels = table(...ids).map((r) => r.label);
      expect(labels.length - new Set(labels).size, ids.join()).toBe(0);
    }
  });
});

describe("joinedLabel", () => {
  it("names several names of one function as the language writes them", () => {
    expect(joinedLabel("en", ["style", "rhythm"])).toBe("style/rhythm");
    expect(joinedLabel("de", ["Styles", "Rhythmen"])).toBe("Styles/Rhythmen");
    expect(joinedLabel("de", ["Style-Steuerung", "Rhythmus-Steuerung"])).toBe("Style-/Rhythmus-Steuerung");
    expect(joinedLabel("ja", ["伴奏スタイル", "リズム"])).toBe("伴奏スタイル／リズム");
    expect(joinedLabel("ja", ["伴奏スタイル"])).toBe("伴奏スタイル");
    expect(joinedLabel("ja", ["スタイルコントロール", "リズムコントロール"])).toBe("スタイル／リズムコントロール");
    expect(joinedLabel("ja", ["レコーダー", "レコーディング"])).toBe("レコーダー／レコーディング");
  });
});

describe("offeredModels", () => {
  const lines = [
    { id: "DigitalPianos", name: "Digital Pianos" },
    { id: "Keyboards", name: "Keyboards" },
    { id: "Drums", name: "Rhythm Machines" },
  ];
  const offered = (picked: string[]) =>
    offeredModels(productSeeds, lines, picked).flatMap((line) => line.models.map((m) => m.id));

  it("offers every model, line by line, whatever is chosen already, the ones no longer made last in their line", () => {
    const all = offered([]);
    expect([...all].sort()).toEqual(productSeeds.map((p) => p.id).sort());
    for (const picked of [["SP201Plus", "MR101S"], ["MK200", "MK37"], ["SPC121"]]) expect(offered(picked)).toEqual(all);
    const keyboards = offeredModels(productSeeds, lines, []).find((l) => l.id === "Keyboards")?.models ?? [];
    expect(keyboards.at(-1)).toEqual({ id: "MK200", title: "MK200", discontinued: true });
    expect(keyboards.filter((m) => m.discontinued)).toHaveLength(1);
  });

  it("keeps a large catalogue to a page's worth, each line its share, and always offers the chosen models", () => {
    const many = Array.from({ length: 900 }, (_, i) => ({
      id: `M${i}`,
      title: `M${i}`,
      categoryId: lines[i % 3]?.id ?? "",
      discontinuedOn: null,
    }));
    const picked = offeredModels(many, lines, ["M899"]);
    const count = picked.reduce((n, line) => n + line.models.length, 0);
    expect(count).toBeLessThanOrEqual(MAX_OPTIONS + 1);
    expect(picked.map((l) => l.models.length).slice(0, 2)).toEqual([MAX_OPTIONS / 3, MAX_OPTIONS / 3]);
    expect(picked.flatMap((l) => l.models.map((m) => m.id))).toContain("M899");
  });
});
