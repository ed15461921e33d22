import { describe, expect, it } from "vitest";
import {
  localizeArticle,
  localizeChanges,
  localizeParams,
  localizeProductCopy,
  NO_TRANSLATIONS,
  overlayText,
  type Translations,
} from "./overlay";

const german: Translations = {
  locale: "de",
  fields: new Map<string, Map<string, Record<string, unknown>>>([
    ["category", new Map<string, Record<string, unknown>>([["DigitalPianos", { name: "Digitalpianos" }]])],
    ["param-label", new Map<string, Record<string, unknown>>([["weight", { label: "Gewicht" }]])],
    [
      "product",
      new Map<string, Record<string, unknown>>([
        [
          "SPC121",
          {
            desc: "Ein tragbares Digitalpiano.",
            sp1: "Hammermechanik",
            stickyList: [{ title: "Leise üben", desc: "Zwei Kopfhöreranschlüsse." }],
            params: { weight: "11,8 kg", "available colour": ["Schwarz", "Weiß"] },
          },
        ],
      ]),
    ],
    [
      "article",
      new Map<string, Record<string, unknown>>([
        [
          "launch",
          {
            title: "Da ist sie",
            summary: "Kurz",
            body: [
              { type: "p", text: "Text" },
              { type: "img", pic: "other", caption: "Bild" },
            ],
          },
        ],
      ]),
    ],
    ["firmware", new Map<string, Record<string, unknown>>([["SPC121@1.1.0", { changes: ["Eins", "Zwei"] }]])],
  ]),
};

const product = {
  id: "SPC121",
  desc: "A portable digital piano.",
  sp1: { text: "Hammer action", pic: "feature/sp1" },
  sp2: { text: "Concert grand", pic: "feature/sp2" },
  sp3: { text: "Speakers", pic: "feature/sp3" },
  stickyList: [
    { title: "Practise silently", desc: "Two jacks.", pic: "feature/s1" },
    { title: "Record", desc: "A recorder.", pic: "feature/s2" },
  ],
};

describe("content in the page's language", () => {
  it("leaves English alone", () => {
    expect(localizeProductCopy(NO_TRANSLATIONS, product)).toBe(product);
  });

  it("lays translated fields over the English and names those left in English", () => {
    const localized = localizeProductCopy(german, product);
    expect(localized.desc).toBe("Ein tragbares Digitalpiano.");
    expect(localized.sp1).toEqual({ text: "Hammermechanik", pic: "feature/sp1" });
    expect(localized.sp2.text).toBe("Concert grand");
    expect(localized.stickyList[0]).toEqual({
      title: "Leise üben",
      desc: "Zwei Kopfhöreranschlüsse.",
      pic: "feature/s1",
    });
    expect([...(localized.english ?? [])].sort()).toEqual(["sp2", "sp3", "stickyList.1"]);
    const line = overlayText(german, "category", "DigitalPianos", { name: "Digital Pianos", title: "Pianos" }, [
      "name",
      "title",
    ]);
    expect(line).toEqual({ name: "Digitalpianos", title: "Pianos", english: ["title"] });
  });

  it("translates specification labels and word values, keeping the English key and numbers", () => {
    expect(
      localizeParams(german, "SPC121", [
        { label: "weight", value: "11.8 kg" },
        { label: "max polyphony", value: "128" },
        { label: "available colour", value: ["Black", "White"] },
      ]),
    ).toEqual([
      // a stored copy of a number is never shown: the one English value is, in German conventions
      { key: "weight", label: "Gewicht", value: "11,8\u00a0kg" },
      { key: "max polyphony", label: "max polyphony", value: "128", english: true },
      { key: "available colour", label: "available colour", value: ["Schwarz", "Weiß"], english: true },
    ]);
  });

  it("names a model's rhythms and their controls as rhythms (the MK37), in every language, its keys kept", () => {
    const mk37 = [
      { label: "style", value: "50 rhythms" },
      { label: "style control", value: ["Start/Stop"] },
    ];
    const japanese: Translations = {
      locale: "ja",
      fields: new Map([
        [
          "param-label",
          new Map<string, Record<string, unknown>>([
            ["style", { label: "伴奏スタイル" }],
            ["style control", { label: "スタイルコントロール" }],
            ["rhythm", { label: "リズム" }],
          ]),
        ],
      ]),
    };
    expect(localizeParams(japanese, "MK37", mk37).map((p) => [p.key, p.label])).toEqual([
      ["style", "リズム"],
      ["style control", "リズムコントロール"],
    ]);
    expect(localizeParams(NO_TRANSLATIONS, "MK37", mk37).map((p) => [p.key, p.label])).toEqual([
      ["style", "rhythm"],
      ["style control", "rhythm control"],
    ]);
    // the row says rhythms: its value is the count alone, never "Rhythmen: 50 Rhythmen"
    expect(localizeParams(NO_TRANSLATIONS, "MK37", mk37)[0]?.value).toBe("50");
    expect(localizeParams(japanese, "MK37", mk37)[0]?.value).toBe("50");
    // an arranger's styles keep their names
    expect(localizeParams(japanese, "MK61", [{ label: "style", value: "220 styles" }]).map((p) => p.label)).toEqual([
      "伴奏スタイル",
    ]);
  });

  it("takes an article only whole and block for block, with the English pictures", () => {
    const article = {
      id: "launch",
      title: "Here it is",
      summary: "Short",
      body: [
        { type: "p" as const, text: "Text" },
        { type: "img" as const, pic: "banner/x", caption: "Picture" },
      ],
    };
    const localized = localizeArticle(german, article);
    expect(localized.title).toBe("Da ist sie");
    expect(localized.body?.[1]).toEqual({ type: "img", pic: "banner/x", caption: "Bild" });
    const reshaped = localizeArticle(german, { ...article, body: [{ type: "p" as const, text: "One" }] });
    expect(reshaped.english).toEqual(["body"]);
    expect(reshaped.body).toEqual([{ type: "p", text: "One" }]);
    expect(localizeArticle(german, { ...article, id: "other" }).english).toEqual(["title", "summary", "body"]);
  });

  it("takes firmware notes only line for line", () => {
    expect(localizeChanges(german, "SPC121", "1.1.0", ["One", "Two"])).toEqual({
      changes: ["Eins", "Zwei"],
      english: false,
    });
    expect(localizeChanges(german, "SPC121", "1.1.0", ["One"])).toEqual({ changes: ["One"], english: true });
  });
});

describe("a recorder and a registration memory in the specification (fifth reading)", () => {
  const sp201: { label: string; value: string | string[] | null }[] = [
    { label: "layer/split", value: "Yes" },
    { label: "duo", value: "Yes" },
    { label: "effect", value: ["EQ (4 presets)"] },
    { label: "sequencer", value: ["6 tracks, 5 songs", "Registration memory, 8 set-ups"] },
    { label: "tempo", value: "5–320" },
  ];
  const translated = (locale: "de" | "ja", sequencer: string[], labels: Record<string, string>): Translations => ({
    locale,
    fields: new Map<string, Map<string, Record<string, unknown>>>([
      ["param-label", new Map(Object.entries(labels).map(([k, label]) => [k, { label }]))],
      ["product", new Map([["SP201Plus", { params: { sequencer, "layer/split": "Ja", duo: "Ja" } }]])],
    ]),
  });

  it("names a row of tracks the recorder, as the copy does, and the registration memory in a row of its own beside the panel's functions", () => {
    expect(localizeParams(NO_TRANSLATIONS, "SP201Plus", sp201).map((p) => [p.label, p.value])).toEqual([
      ["layer/split", "Yes"],
      ["duo", "Yes"],
      ["registration memory", "8 set-ups"],
      ["effect", ["EQ (4 presets)"]],
      ["recorder", "6 tracks, 5 songs"],
      ["tempo", "5–320 BPM"],
    ]);
    const de = translated("de", ["6 Spuren, 5 Songs", "Registrierungsspeicher, 8 Setups"], { sequencer: "Sequenzer" });
    expect(localizeParams(de, "SP201Plus", sp201).map((p) => [p.label, p.value])).toContainEqual([
      "Registrierungsspeicher",
      "8 Setups",
    ]);
    expect(localizeParams(de, "SP201Plus", sp201).map((p) => [p.label, p.value])).toContainEqual([
      "Recorder",
      "6 Spuren, 5 Songs",
    ]);
    const ja = translated("ja", ["6トラック、5ソング", "レジストレーションメモリー（8メモリー）"], {});
    const jaRows = localizeParams(ja, "SP201Plus", sp201).map((p) => [p.label, p.value]);
    expect(jaRows).toContainEqual(["レジストレーションメモリー", "8メモリー"]);
    expect(jaRows).toContainEqual(["レコーダー", "6トラック、5ソング"]);
  });

  it("keeps the sequencer's name where the row names a sequencer (the AKX10S)", () => {
    const akx = [{ label: "sequencer", value: ["16 tracks, quick record and step edit", "Chord sequencer"] }];
    expect(localizeParams(NO_TRANSLATIONS, "AKX10S", akx).map((p) => p.label)).toEqual(["sequencer"]);
  });
});
