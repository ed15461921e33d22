import { describe, expect, it } from "vitest";
import type { Param } from "../content-model";
import type { Locale } from "../i18n/locales";
import { type ManualProduct, type ManualSection, manualSections } from "./manual-content";
import { type ManualText, manualTextEn } from "./manual-text";
import { manualTextDe } from "./manual-text.de";
import { manualTextJa } from "./manual-text.ja";

const p = (label: string, value: Param["value"]): Param => ({ label, value });

/** An arranger keyboard with every control the manual knows, and a pedal in the box. */
const arranger: ManualProduct = {
  title: "EK-A300",
  desc: "The EK-A300 is an arranger keyboard for the stage and the living room.",
  sp1: { text: "61 touch-sensitive keys." },
  sp2: { text: "300 styles that follow your chords." },
  sp3: { text: "A backlit screen with the chord you play." },
  sp4: "Pattern chain: link rhythms into a song.",
  stickyList: [
    { title: "Practise silently", desc: "Two headphone jacks on the front." },
    { title: "Record your take", desc: "A six-track recorder." },
  ],
  params: [
    p("keyboard", "61 keys, touch response"),
    p("display", "Backlit LCD"),
    p("style", ["300 preset styles", "100 user styles"]),
    p("layer/split", "Yes"),
    p("duo", "Yes"),
    p("style control", ["Start/Stop", "Sync Start", "Fill-in"]),
    p("panel control", ["Tempo dial (5–320 BPM)", "Master filter"]),
    p("sequencer", "6 tracks, 5 songs"),
    p("USB", ["USB to Host (USB-MIDI, USB audio)", "USB to Device (flash drive)"]),
    p("MIDI", ["MIDI IN", "MIDI OUT"]),
    p("jacks", ["Phones × 2", "Sustain", "DC IN 12 V"]),
    p("pedal", "Sustain pedal included"),
    p("reverb", null),
    p("power", ["AC adaptor 12 V / 3 A", "6 × AA batteries"]),
    p("weight", "6.8 kg"),
  ],
};

/** A pocket keyboard: no display, style, power or jacks data, USB none, and an optional pedal. */
const pocket: ManualProduct = {
  title: "PK-10",
  desc: "A pocket keyboard.",
  sp1: { text: "32 mini keys." },
  sp2: { text: "Runs on batteries." },
  sp3: { text: "A built-in speaker." },
  sp4: null,
  stickyList: [],
  params: [p("keyboard", "32 mini keys"), p("display", null), p("USB", null), p("pedal", "Sustain pedal (optional)")],
};

/** The arranger's data as the German and Japanese catalogues give it: labels stay the English keys. */
const translated: Record<Exclude<Locale, "en">, ManualProduct> = {
  de: {
    ...arranger,
    desc: "Das EK-A300 ist ein Arranger-Keyboard für Bühne und Wohnzimmer.",
    params: [
      p("keyboard", "61 Tasten, anschlagdynamisch"),
      p("display", "LCD mit Hintergrundbeleuchtung"),
      p("style", ["300 Preset-Styles", "100 User-Styles"]),
      p("layer/split", "Ja"),
      p("duo", "Ja"),
      p("style control", ["Start/Stopp", "Sync-Start", "Fill-in"]),
      p("panel control", ["Tempo-Regler (5–320 BPM)", "Master-Filter"]),
      p("sequencer", "6 Spuren, 5 Songs"),
      p("USB", ["USB to Host (USB-MIDI, USB-Audio)", "USB to Device (USB-Stick)"]),
      p("MIDI", ["MIDI IN", "MIDI OUT"]),
      p("jacks", ["Kopfhörer × 2", "Sustain", "DC IN 12 V"]),
      p("pedal", "Sustain-Pedal im Lieferumfang"),
      p("reverb", null),
      p("power", ["Netzteil 12 V / 3 A", "6 × AA-Batterien"]),
      p("weight", "6,8 kg"),
    ],
  },
  ja: {
    ...arranger,
    desc: "EK-A300は、ステージでもリビングでも使えるアレンジャーキーボードです。",
    params: [
      p("keyboard", "61鍵、タッチレスポンス付き"),
      p("display", "バックライト付きLCD"),
      p("style", ["プリセットスタイル300種類", "ユーザースタイル100種類"]),
      p("layer/split", "あり"),
      p("duo", "あり"),
      p("style control", ["スタート/ストップ", "シンクロスタート", "フィルイン"]),
      p("panel control", ["テンポダイヤル（5～320BPM）", "マスターフィルター"]),
      p("sequencer", "6トラック、5曲"),
      p("USB", ["USB TO HOST（USB-MIDI、USBオーディオ）", "USB TO DEVICE（USBフラッシュメモリー）"]),
      p("MIDI", ["MIDI IN", "MIDI OUT"]),
      p("jacks", ["ヘッドホン × 2", "SUSTAIN", "DC IN 12 V"]),
      p("pedal", "サステインペダル付属"),
      p("reverb", null),
      p("power", ["電源アダプター 12 V / 3 A", "単3形乾電池 × 6"]),
      p("weight", "6.8 kg"),
    ],
  },
};

/** Each section's id and, per block, its type and how many items or rows it has. */
const shape = (sections: ManualSection[]) =>
  sections.map((s) => ({
    id: s.id,
    blocks: s.blocks.map((b) =>
      b.type === "table"
        ? `table:${b.rows.length}`
        : b.type === "p" || b.type === "subhead"
          ? b.type
          : `${b.type}:${b.items.length}`,
    ),
  }));

/** Every string of a language's table, by path, with the functions called on a neutral value "X". */
function strings(t: ManualText): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (value: unknown, path: string) => {
    if (typeof value === "string") out[path] = value;
    else if (Array.isArray(value)) for (const [i, v] of value.entries()) walk(v, `${path}.${i}`);
    else if (value && typeof value === "object")
      for (const [k, v] of Object.entries(value)) walk(v, path ? `${path}.${k}` : k);
  };
  walk(t, "");
  out["inTheBox.adaptor(X)"] = t.inTheBox.adaptor("X");
  out["inTheBox.adaptor()"] = t.inTheBox.adaptor(undefined);
  out["panel.display"] = t.panel.display("X");
  out["panel.styleControl(start)"] = t.panel.styleControl("X", true);
  out["panel.styleControl"] = t.panel.styleControl("X", false);
  out["panel.panelControl"] = t.panel.panelControl("X");
  out["panel.sequencer"] = t.panel.sequencer("X");
  return out;
}

const expectedArranger: ManualSection[] = [
  {
    id: "safety",
    title: "Important safety instructions",
    blocks: [
      {
        type: "list",
        items: [
          "Read these instructions and keep them for reference.",
          "Use only the supplied power adaptor, connected to an outlet of the voltage it is marked for.",
          "Do not expose the instrument to rain or moisture, and do not place containers of liquid on it.",
          "Do not place the instrument near heat sources such as radiators or in direct sunlight.",
          "Unplug the adaptor during lightning storms or when the instrument is unused for long periods.",
          "Do not listen at high volume for long periods: hearing damage can result.",
          "Refer all servicing to qualified personnel; there are no user-serviceable parts inside.",
          "Clean the instrument with a soft, dry cloth only; never use solvents.",
        ],
      },
    ],
  },
  {
    id: "in-the-box",
    title: "What is in the box",
    blocks: [
      {
        type: "list",
        items: [
          "Noteva EK-A300",
          "Power adaptor (AC adaptor 12 V / 3 A)",
          "Sustain pedal",
          "Music rest",
          "This owner's manual and the quick start guide",
        ],
      },
    ],
  },
  {
    id: "panel",
    title: "Panel description",
    blocks: [
      {
        type: "steps",
        items: [
          "POWER switch: turns the instrument on and off.",
          "MASTER VOLUME: sets the level of the speakers and headphones.",
          "Display (Backlit LCD): shows the selected sound, tempo and settings.",
          "STYLE buttons: select an accompaniment style; the style control buttons start and vary it.",
          "START/STOP: starts or stops the style.",
          "SYNC START: starts or stops the style.",
          "FILL-IN: style control.",
          "Tempo dial (5–320 BPM).",
          "Master filter.",
          "LAYER / SPLIT: plays two sounds together, or one in each half of the keyboard.",
          "DUO: divides the keyboard into two identical ranges for teacher and student.",
          "RECORD / PLAY: the recorder (6 tracks, 5 songs).",
          "METRONOME: starts the click; hold FUNCTION and press the keys marked TEMPO to set the tempo.",
        ],
      },
    ],
  },
  {
    id: "getting-started",
    title: "Getting started",
    blocks: [
      {
        type: "steps",
        items: [
          "Place the instrument on a stable stand or table, away from direct sunlight.",
          "Connect the power adaptor to DC IN, then to a wall outlet.",
          "Connect the pedal to the SUSTAIN jack before turning the power on.",
          "Turn MASTER VOLUME down, press POWER, then raise the volume while you play.",
          "To practise silently, connect headphones to PHONES: the speakers switch off.",
        ],
      },
    ],
  },
  {
    id: "playing",
    title: "Playing",
    blocks: [
      { type: "p", text: "The EK-A300 is an arranger keyboard for the stage and the living room." },
      { type: "p", text: "61 touch-sensitive keys." },
      { type: "p", text: "300 styles that follow your chords." },
      { type: "p", text: "A backlit screen with the chord you play." },
      { type: "p", text: "Pattern chain: link rhythms into a song." },
      { type: "subhead", text: "Practise silently" },
      { type: "p", text: "Two headphone jacks on the front." },
      { type: "subhead", text: "Record your take" },
      { type: "p", text: "A six-track recorder." },
    ],
  },
  {
    id: "connections",
    title: "Connections",
    blocks: [
      {
        type: "table",
        rows: [
          ["Phones × 2", "Rear panel"],
          ["Sustain", "Rear panel"],
          ["DC IN 12 V", "Rear panel"],
          ["USB", "USB to Host (USB-MIDI, USB audio), USB to Device (flash drive)"],
          ["MIDI", "MIDI IN, MIDI OUT"],
        ],
      },
    ],
  },
  {
    id: "troubleshooting",
    title: "Troubleshooting",
    blocks: [
      {
        type: "table",
        rows: [
          ["No sound", "Check MASTER VOLUME and that no headphones are connected to PHONES."],
          [
            "The sustain pedal works the wrong way round",
            "Turn the power off, connect the pedal, then turn the power on without pressing the pedal.",
          ],
          [
            "The computer does not see the instrument",
            "Use a USB cable that carries data, connect directly (not through a hub) and select the instrument in your app's MIDI settings.",
          ],
          [
            "The instrument turns itself off",
            "Auto power-off is on: it turns the instrument off after 30 minutes unused. Hold FUNCTION while turning the power on to disable it.",
          ],
          ["Noise from the speakers", "Move mobile phones away from the instrument, and use the supplied adaptor."],
        ],
      },
    ],
  },
  {
    id: "specifications",
    title: "Specifications",
    blocks: [
      {
        type: "table",
        rows: [
          ["keyboard", "61 keys, touch response"],
          ["display", "Backlit LCD"],
          ["style", "300 preset styles\n100 user styles"],
          ["layer/split", "Yes"],
          ["duo", "Yes"],
          ["style control", "Start/Stop\nSync Start\nFill-in"],
          ["panel control", "Tempo dial (5–320 BPM)\nMaster filter"],
          ["sequencer", "6 tracks, 5 songs"],
          ["USB", "USB to Host (USB-MIDI, USB audio)\nUSB to Device (flash drive)"],
          ["MIDI", "MIDI IN\nMIDI OUT"],
          ["jacks", "Phones × 2\nSustain\nDC IN 12 V"],
          ["pedal", "Sustain pedal included"],
          ["reverb", "-"],
          ["power", "AC adaptor 12 V / 3 A\n6 × AA batteries"],
          ["weight", "6.8 kg"],
        ],
      },
      {
        type: "p",
        text: "Specifications and descriptions in this manual are for information only. Noteva reserves the right to change or modify products or specifications at any time without prior notice.",
      },
    ],
  },
];

const expectedPocket: ManualSection[] = [
  {
    id: "safety",
    title: "Important safety instructions",
    blocks: [
      {
        type: "list",
        items: [
          "Read these instructions and keep them for reference.",
          "Use only the supplied power adaptor, connected to an outlet of the voltage it is marked for.",
          "Do not expose the instrument to rain or moisture, and do not place containers of liquid on it.",
          "Do not place the instrument near heat sources such as radiators or in direct sunlight.",
          "Unplug the adaptor during lightning storms or when the instrument is unused for long periods.",
          "Do not listen at high volume for long periods: hearing damage can result.",
          "Refer all servicing to qualified personnel; there are no user-serviceable parts inside.",
          "Clean the instrument with a soft, dry cloth only; never use solvents.",
        ],
      },
    ],
  },
  {
    id: "in-the-box",
    title: "What is in the box",
    blocks: [
      {
        type: "list",
        items: [
          "Noteva PK-10",
          "Power adaptor (see Specifications)",
          "Music rest",
          "This owner's manual and the quick start guide",
        ],
      },
    ],
  },
  {
    id: "panel",
    title: "Panel description",
    blocks: [
      {
        type: "steps",
        items: [
          "POWER switch: turns the instrument on and off.",
          "MASTER VOLUME: sets the level of the speakers and headphones.",
          "METRONOME: starts the click; hold FUNCTION and press the keys marked TEMPO to set the tempo.",
        ],
      },
    ],
  },
  {
    id: "getting-started",
    title: "Getting started",
    blocks: [
      {
        type: "steps",
        items: [
          "Place the instrument on a stable stand or table, away from direct sunlight.",
          "Connect the power adaptor to DC IN, then to a wall outlet.",
          "Connect the pedal to the SUSTAIN jack before turning the power on.",
          "Turn MASTER VOLUME down, press POWER, then raise the volume while you play.",
          "To practise silently, connect headphones to PHONES: the speakers switch off.",
        ],
      },
    ],
  },
  {
    id: "playing",
    title: "Playing",
    blocks: [
      { type: "p", text: "A pocket keyboard." },
      { type: "p", text: "32 mini keys." },
      { type: "p", text: "Runs on batteries." },
      { type: "p", text: "A built-in speaker." },
    ],
  },
  {
    id: "connections",
    title: "Connections",
    blocks: [
      {
        type: "table",
        rows: [
          ["USB", "-"],
          ["MIDI", "-"],
        ],
      },
    ],
  },
  {
    id: "troubleshooting",
    title: "Troubleshooting",
    blocks: [
      {
        type: "table",
        rows: [
          ["No sound", "Check MASTER VOLUME and that no headphones are connected to PHONES."],
          [
            "The sustain pedal works the wrong way round",
            "Turn the power off, connect the pedal, then turn the power on without pressing the pedal.",
          ],
          [
            "The computer does not see the instrument",
            "Use a USB cable that carries data, connect directly (not through a hub) and select the instrument in your app's MIDI settings.",
          ],
          [
            "The instrument turns itself off",
            "Auto power-off is on: it turns the instrument off after 30 minutes unused. Hold FUNCTION while turning the power on to disable it.",
          ],
          ["Noise from the speakers", "Move mobile phones away from the instrument, and use the supplied adaptor."],
        ],
      },
    ],
  },
  {
    id: "specifications",
    title: "Specifications",
    blocks: [
      {
        type: "table",
        rows: [
          ["keyboard", "32 mini keys"],
          ["display", "-"],
          ["USB", "-"],
          ["pedal", "Sustain pedal (optional)"],
        ],
      },
      {
        type: "p",
        text: "Specifications and descriptions in this manual are for information only. Noteva reserves the right to change or modify products or specifications at any time without prior notice.",
      },
    ],
  },
];

describe("the owner's manual in English", () => {
  it("is the text it was before the manual had languages", () => {
    expect(manualSections(arranger)).toEqual(expectedArranger);
    expect(manualSections(pocket)).toEqual(expectedPocket);
    expect(manualSections(arranger, "en")).toEqual(expectedArranger);
  });

  it("shows the specification labels as they are unless it is given names for them", () => {
    const specs = (sections: ManualSection[]) => sections.find((s) => s.id === "specifications")?.blocks[0];
    expect(specs(manualSections(pocket, "en", { keyboard: "Tastatur", constructor: "x" }))).toEqual({
      type: "table",
      rows: [
        ["Tastatur", "32 mini keys"],
        ["display", "-"],
        ["USB", "-"],
        ["pedal", "Sustain pedal (optional)"],
      ],
    });
    const odd = { ...pocket, params: [p("constructor", "1")] };
    expect(specs(manualSections(odd, "de", {}))).toEqual({ type: "table", rows: [["constructor", "1"]] });
  });
});

describe.each(["de", "ja"] as const)("the owner's manual in %s", (locale) => {
  const english = manualSections(arranger);
  const manual = manualSections(translated[locale], locale);

  it("has the English sections, ids, steps and rows, reading the translated data", () => {
    expect(shape(manual)).toEqual(shape(english));
    const noPedal = { ...pocket, params: pocket.params.filter((x) => x.label !== "pedal") };
    for (const product of [pocket, noPedal])
      expect(shape(manualSections(product, locale))).toEqual(shape(manualSections(product)));
  });

  it("titles every section in its language", () => {
    const titles = manual.map((s) => s.title);
    for (const [i, title] of titles.entries()) expect(title).not.toBe(english[i]?.title);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it("keeps the product's own data and the labels printed on the instrument", () => {
    const all = JSON.stringify(manual);
    for (const kept of ["Noteva EK-A300", "MASTER VOLUME", "POWER", "FUNCTION", "DC IN", "PHONES", "SUSTAIN"])
      expect(all).toContain(kept);
    expect(all).toContain(translated[locale].desc);
  });

  it("leaves no English in its own text", () => {
    const en = strings(manualTextEn);
    const own = strings(locale === "de" ? manualTextDe : manualTextJa);
    expect(Object.keys(own).sort()).toEqual(Object.keys(en).sort());
    for (const [path, value] of Object.entries(own)) {
      if (path !== "panel.panelControl" && !(locale === "de" && path === "listSeparator"))
        expect(value, path).not.toBe(en[path]);
      expect(value, path).not.toMatch(/\b(the|and|with|your|turn|press|see|included)\b/i);
    }
    // The specifications keep their English labels here: no names for them were given.
    const all = JSON.stringify(manual.filter((s) => s.id !== "specifications"));
    for (const phrase of [
      "Rear panel",
      "Sustain pedal",
      "Music rest",
      "owner's manual",
      "starts or stops",
      "style control",
    ])
      expect(all).not.toContain(phrase);
  });

  it("writes as the language does", () => {
    const own = Object.entries(strings(locale === "de" ? manualTextDe : manualTextJa));
    if (locale === "de")
      for (const [path, value] of own) {
        expect(value, path).not.toContain('"');
        expect(value.split("„").length, path).toBe(value.split("“").length);
      }
    else
      for (const [path, value] of own) {
        if (path !== "panel.panelControl") expect(value, path).toMatch(/[\u3001-\u30ff\u4e00-\u9fff]/);
        // Full-width sentence punctuation; "." only inside a name such as ".BIN".
        expect(value, path).not.toMatch(/[,:;()"]|\.(\s|$)/);
      }
  });
});

describe("the box's pedal, in each language's data", () => {
  const inTheBox = (product: ManualProduct, locale: Locale) =>
    manualSections(product, locale).find((s) => s.id === "in-the-box")?.blocks[0];
  const items = (product: ManualProduct, locale: Locale) => {
    const block = inTheBox(product, locale);
    return block?.type === "list" ? block.items.length : 0;
  };
  const withPedal = (value: string) => ({ ...pocket, params: [p("pedal", value)] });

  it("is listed when the data says it comes with the instrument", () => {
    expect(items(withPedal("Sustain-Pedal im Lieferumfang"), "de")).toBe(5);
    expect(items(withPedal("Sustain-Pedal (optional)"), "de")).toBe(4);
    expect(items(withPedal("Sustain-Pedal nicht enthalten"), "de")).toBe(4);
    expect(items(withPedal("サステインペダル付属"), "ja")).toBe(5);
    expect(items(withPedal("サステインペダル（別売）"), "ja")).toBe(4);
    expect(items(withPedal("Sustain pedal included"), "ja")).toBe(5);
  });
});

describe("brackets in the Japanese manual", () => {
  it("never nests brackets, whatever brackets the product's display and sequencer values hold", () => {
    const product = {
      ...translated.ja,
      params: [p("display", "バックライト付きLCD（128×64ドット）"), p("sequencer", "メロディー録音（1トラック）")],
    };
    const panel = manualSections(product, "ja").find((s) => s.id === "panel")?.blocks[0];
    const items = panel?.type === "steps" ? panel.items : [];
    expect(items).toContain(
      "ディスプレイ：バックライト付きLCD（128×64ドット）。選択中の音色、テンポ、設定を表示します。",
    );
    expect(items).toContain("RECORD / PLAY：演奏を録音・再生します。シーケンサー：メロディー録音（1トラック）。");
    for (const item of items) expect(item, item).not.toMatch(/（[^）]*（/);
  });
});
