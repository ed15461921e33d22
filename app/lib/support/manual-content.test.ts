import { describe, expect, it } from "vitest";
import { productSeeds } from "~/.server/db/seed/products";
import type { Param } from "../content-model";
import type { Locale } from "../i18n/locales";
import { type ManualBlock, type ManualProduct, type ManualSection, manualSections } from "./manual-content";
import { type ManualText, manualTextEn, pagesOf } from "./manual-text";
import { manualTextDe } from "./manual-text.de";
import { manualTextJa } from "./manual-text.ja";

const p = (label: string, value: Param["value"]): Param => ({ label, value });

/** An arranger keyboard with its panel, connectors and box, as the catalogue's data gives them. */
const arranger: ManualProduct = {
  title: "EK-A300",
  desc: "The EK-A300 is an arranger keyboard for the stage and the living room.",
  sp1: { text: "61 touch-sensitive keys." },
  sp2: { text: "300 styles that follow your chords." },
  sp3: { text: "A backlit screen with the chord you play." },
  sp4: null,
  stickyList: [{ title: "Practise silently", desc: "Two headphone jacks on the front." }],
  params: [
    p("keyboard", "61 keys, touch response"),
    p("display", "Backlit LCD"),
    p("style", ["300 preset styles", "100 user styles"]),
    p("style control", ["Start/Stop", "Sync Start", "Intro 1–3", "Variation 1–4", "Fill-in", "Break", "Ending 1–3"]),
    p("sequencer", "6 tracks, 5 songs"),
    p("tempo", "5–320"),
    p("USB", ["USB to Host (USB-MIDI, USB audio)", "USB to Device (flash drive)"]),
    p("MIDI", ["MIDI IN", "MIDI OUT"]),
    p("jacks", ["Phones × 2", "Sustain", "DC IN 12 V"]),
    p("power", ["AC adaptor 12 V / 3 A", "6 × AA batteries"]),
    p("weight", "6.8 kg"),
  ],
  kit: {
    controls: ["POWER", "MASTER VOLUME", "FUNCTION", "SOUND", "STYLE", "METRONOME", "RECORD/PLAY"],
    accessories: ["ac-adaptor", "sustain-pedal", "music-rest"],
  },
};

/** A rhythm machine: pads, a tempo dial, no keys, no music rest. */
const drums: ManualProduct = {
  ...arranger,
  title: "RM-1",
  params: [p("drum pad", "16 pads"), p("tempo", "5–320")],
  kit: {
    controls: ["POWER", "VOLUME", "TEMPO", "KIT", "PATTERN", "START/STOP", "RECORD", "SHIFT"],
    accessories: ["ac-adaptor", "usb-cable"],
    connectors: ["Phones", "Output (L/MONO, R)", "DC IN 12 V"],
  },
};

const section = (sections: ManualSection[], id: string) => sections.find((s) => s.id === id);
const items = (block: ManualBlock | undefined) => (block && "items" in block ? block.items : []);
const text = (sections: ManualSection[]) => JSON.stringify(sections.map((s) => s.blocks));

describe("the owner's manual, from the model's own data", () => {
  const manual = manualSections(arranger);

  it("lists the box as the data gives it, the instrument first", () => {
    expect(items(section(manual, "in-the-box")?.blocks[0])).toEqual([
      "Noteva EK-A300",
      "Power adaptor",
      "Sustain pedal",
      "Music rest",
      "This owner's manual and the quick start guide",
    ]);
    expect(text(manualSections(drums))).not.toMatch(/music rest/i);
  });

  it("describes each control printed on the panel, each style control by what it does", () => {
    const panel = items(section(manual, "panel")?.blocks.find((b) => b.type !== "drawing"));
    expect(panel).toContain(
      "FUNCTION: hold it and press another button or a key to reach that button's or key's second function.",
    );
    expect(panel).toContain("Display: shows the selected sound and style, the tempo and the settings.");
    // the keys FUNCTION reaches, listed with the controls (the playing section sets the tempo with them)
    expect(panel).toContain(
      "Keys marked TEMPO – and TEMPO +: hold FUNCTION and press one to slow the tempo down or speed it up.",
    );
    const style = panel.filter((line) => /^(START|SYNC|INTRO|VARIATION|FILL|BREAK|ENDING)/.test(line));
    expect(style).toHaveLength(7);
    // five buttons, five different things: never "style control" for each
    expect(new Set(style.map((line) => line.split(": ")[1])).size).toBe(7);
    // no specification fragments glued onto a control's line
    for (const line of panel) expect(line).not.toMatch(/Sequencer|tracks|LCD/);
  });

  it("operates the instrument in its playing section, in place of the product page's copy", () => {
    const playing = section(manual, "playing");
    const subheads = playing?.blocks.filter((b) => b.type === "subhead").map((b) => ("text" in b ? b.text : ""));
    expect(subheads).toEqual([
      "Choosing a sound",
      "Playing with a style",
      "Practising with the metronome",
      "Recording",
    ]);
    expect(text(manual)).not.toContain(arranger.desc);
    expect(text(manual)).toContain(
      "To set the tempo (5–320 BPM), hold FUNCTION and press the keys marked TEMPO – and TEMPO +.",
    );
    const drumsPlaying = text(manualSections(drums).filter((s) => s.id === "playing"));
    expect(drumsPlaying).toContain("Turn the TEMPO dial to set the tempo (5–320 BPM).");
    expect(drumsPlaying).not.toMatch(/\bkeys?\b|FUNCTION/);
  });

  it("sets the safety instructions under their signal words, with what the model has", () => {
    const safety = section(manual, "safety")?.blocks ?? [];
    const signals = safety.filter((b) => b.type === "signal");
    expect(signals.map((b) => (b.type === "signal" ? [b.level, b.word] : []))).toEqual([
      ["warning", "WARNING"],
      ["caution", "CAUTION"],
    ]);
    expect(text(manual.filter((s) => s.id === "safety"))).toMatch(/batteries/);
    expect(text(manualSections(drums))).not.toMatch(/batteries/);
  });

  it("lists its connectors with what each is for, and the steps and remedies its connectors allow", () => {
    const rows = section(manual, "connections")?.blocks.find((b) => b.type !== "drawing");
    expect(rows?.type === "table" ? rows.rows.map(([name]) => name) : []).toEqual([
      "PHONES × 2",
      "SUSTAIN",
      "DC IN",
      "USB TO HOST",
      "USB TO DEVICE",
      "MIDI IN",
      "MIDI OUT",
    ]);
    const started = items(section(manualSections(drums), "getting-started")?.blocks[0]).join(" ");
    expect(started).toContain("Turn VOLUME down");
    expect(started).not.toMatch(/SUSTAIN|pedal|MASTER VOLUME/);
    const trouble = section(manualSections(drums), "troubleshooting")?.blocks[0];
    expect(JSON.stringify(trouble)).not.toMatch(/pedal|FUNCTION|computer/);
  });

  it("writes its specifications in the reader's conventions", () => {
    const specs = (locale: Locale) => section(manualSections(arranger, locale), "specifications")?.blocks[0];
    expect(JSON.stringify(specs("de"))).toContain("6,8\u00a0kg");
    expect(JSON.stringify(specs("ja"))).toContain("6.8kg");
    expect(JSON.stringify(specs("ja"))).toContain("5～320BPM");
  });

  it("prints a value the model lacks as the website's spec table does (—), in every language", () => {
    const lacking = { ...arranger, params: [...arranger.params, p("duo", null), p("effect", [])] };
    for (const locale of ["en", "de", "ja"] as const) {
      const block = section(manualSections(lacking, locale), "specifications")?.blocks[0];
      const rows = block && "rows" in block ? block.rows : [];
      expect(rows.slice(-2).map(([, value]) => value)).toEqual(["—", "—"]);
    }
  });

  it("writes a printed label's range as the reader's language does: INTRO 1～3 in Japanese", () => {
    const panel = (locale: Locale) =>
      items(section(manualSections(arranger, locale), "panel")?.blocks.find((b) => b.type !== "drawing"));
    expect(panel("ja")).toContain("INTRO 1～3ボタン：選んだイントロでスタイルをスタートします。");
    expect(panel("ja").join("\n")).not.toMatch(/\d\s*[–-]\s*\d/);
    expect(panel("en").some((line) => line.startsWith("INTRO 1–3: "))).toBe(true);
  });
});

/** Patterns on pages of 16: 100 presets on pages 1 to 7, 100 user patterns on pages 8 to 14. */
const PRESET_SAMPLE = { count: "100", pages: pagesOf(100, 16) };
const USER_SAMPLE = { count: "100", pages: pagesOf(100, 16, 8) };

/** The sample arguments of a text's functions that take more than a label and a number, by path. */
const SAMPLES: Record<string, unknown[]> = {
  volume: ["VOLUME", { speakers: 2, outputs: true, headphones: true }],
  display: [{ kind: "touch", plays: "keys", accompaniment: "styles" }],
  pedals: [["damper", "sostenuto", "soft"]],
  drive: [
    [
      { format: "FAT32", maxGB: 32 },
      { format: "exFAT", maxGB: 512, from: "1.2.0" },
    ],
  ],
  "playing.record.tracks": [2, false],
  "playing.pads.page": [pagesOf(48, 16)],
  "playing.pads.patternPages": [{ preset: PRESET_SAMPLE, user: USER_SAMPLE }],
  "playing.pads.record": [USER_SAMPLE],
  "playing.pads.stepRecord": [USER_SAMPLE],
  "factoryReset.intro": [["X", "Y"]],
  "factoryReset.steps": ["METRONOME", "RECORD/PLAY", true],
};

/** Every string of a text table, functions called with sample arguments, by path. */
function strings(t: ManualText): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (value: unknown, path: string) => {
    if (typeof value === "string") out[path] = value;
    else if (typeof value === "function") {
      const result = value(...(SAMPLES[path] ?? ["X", 2]));
      walk(Array.isArray(result) ? result.join(" ") : result, path);
    } else if (value && typeof value === "object")
      for (const [key, inner] of Object.entries(value)) walk(inner, path ? `${path}.${key}` : key);
  };
  walk(t, "");
  return out;
}

describe.each(["de", "ja"] as const)("the owner's manual in %s", (locale) => {
  const own = strings(locale === "de" ? manualTextDe : manualTextJa);
  const english = strings(manualTextEn);

  it("has every English string, in its own words", () => {
    // Japan's disposal notice has no EU symbol and no WEEE registration (null in its table, on purpose)
    const japanOnly = ["disposal.registration", "disposal.symbol"];
    const expected = Object.keys(english).filter((k) => locale !== "ja" || !japanOnly.includes(k));
    expect(Object.keys(own).sort()).toEqual(expected.sort());
    for (const [path, value] of Object.entries(own)) {
      expect(value, path).not.toMatch(/\b(the|and|with|your|turn|press|see|included|hold)\b/i);
    }
  });

  it("has the English sections and steps for the same model", () => {
    const shape = (sections: ManualSection[]) => sections.map((s) => [s.id, s.blocks.map((b) => b.type)]);
    for (const product of [arranger, drums])
      expect(shape(manualSections(product, locale))).toEqual(shape(manualSections(product)));
  });

  it("writes as the language does, with its signal words", () => {
    const manual = manualSections(arranger, locale);
    const words = section(manual, "safety")?.blocks.flatMap((b) => (b.type === "signal" ? [b.word] : []));
    expect(words).toEqual(locale === "de" ? ["WARNUNG", "VORSICHT"] : ["警告", "注意"]);
    for (const [path, value] of Object.entries(own)) {
      if (locale === "de") expect(value.split("„").length, path).toBe(value.split("“").length);
      else expect(value, path).not.toMatch(/[,:;()"]|\.(\s|$)/);
    }
  });
});

describe("a model without speakers or a tempo range in its data", () => {
  // the MR101S as a reader found it: no speaker and no tempo in its specification, a display
  const silent: ManualProduct = {
    ...drums,
    params: [p("drum pad", "16 pads"), p("display", "LED")],
  };
  it.each(["en", "de", "ja"] as const)(
    "names no speaker, shows no empty brackets and describes a pad display (%s)",
    (locale) => {
      const all = text(manualSections(silent, locale));
      expect(all).not.toMatch(/\(\)|（）/);
      // its own speakers, that is: an amplifier or powered speakers at its output are another matter
      expect(all).not.toMatch(/the speakers|die Lautsprecher|den Lautsprechern|(?<!パワード)スピーカー/);
      expect(all).toContain({ en: "selected kit", de: "gewählte Kit", ja: "選択中のキット" }[locale]);
      // with speakers, the headphones silence them
      const loud = text(manualSections({ ...silent, params: [...silent.params, p("speaker", "2 × 5 W")] }, locale));
      expect(loud).toMatch(
        /speakers switch off|Lautsprecher werden dann abgeschaltet|スピーカーからは音が出なくなります/,
      );
    },
  );
});

describe("each model's own parts, described from its data (the catalogue's models)", () => {
  const model = (id: string) => {
    const found = productSeeds.find((p) => p.id === id);
    if (!found) throw new Error(`no ${id} in the seed`);
    return found;
  };
  // the specifications table aside: its labels are the data's own English keys ("style")
  const all = (id: string, locale: Locale) =>
    text(manualSections(model(id), locale).filter((s) => s.id !== "specifications"));
  const panelOf = (id: string, locale: Locale) =>
    items(section(manualSections(model(id), locale), "panel")?.blocks.find((b) => b.type !== "drawing")).join("\n");

  it.each([
    ["en", "300 styles are built in", "Up to 1,000 styles of your own", "the touch screen shows the 1,133 sounds"],
    [
      "de",
      "300\u00a0Styles sind eingebaut",
      "Bis zu 1.000\u00a0eigene Styles",
      "Der Touchscreen zeigt die 1.133\u00a0Klänge",
    ],
    [
      "ja",
      "伴奏スタイルを300種類内蔵",
      "ユーザースタイルを1,000個まで",
      "全1,133音色がカテゴリー別にタッチスクリーンに表示",
    ],
  ] as const)("the AKX10S: its touch screen, its 300 styles and its TEMPO keys (%s)", (locale, styles, own, sounds) => {
    const manual = all("AKX10S", locale);
    for (const said of [styles, own, sounds]) expect(manual).toContain(said);
    expect(panelOf("AKX10S", locale)).toMatch(/^(?:Touch screen|Touchscreen|タッチスクリーン)/m);
    expect(panelOf("AKX10S", locale)).toMatch(locale === "ja" ? /［TEMPO −］［TEMPO ＋］/ : /TEMPO –/);
    // every accompaniment control of its data, on a line of its own
    for (const printed of ["START/STOP", "SYNC START", "INTRO 1", "VARIATION 1", "FILL-IN", "BREAK", "ENDING 1"])
      expect(panelOf("AKX10S", locale)).toMatch(new RegExp(`^${printed}`, "m"));
  });

  it.each([
    ["en", "firm, level floor", "half-damper", "D1", "sostenuto"],
    ["de", "ebenen Boden", "Halbpedal", "D1", "Sostenutopedal"],
    ["ja", "水平な床", "ハーフダンパー", "D1", "ソステヌートペダル"],
  ] as const)("the CP203: a home piano on the floor, with its three pedals and half-damper (%s)", (locale, ...said) => {
    const manual = all("CP203", locale);
    for (const words of said) expect(manual).toContain(words);
    expect(manual).not.toMatch(/stand or table|Ständer oder Tisch|スタンドまたはテーブル/);
    const playing = section(manualSections(model("CP203"), locale), "playing")?.blocks ?? [];
    expect(playing.some((b) => b.type === "subhead" && /pedals|Pedalen|ペダル/.test(b.text))).toBe(true);
  });

  it.each(["en", "de", "ja"] as const)("the MK37: its rhythms, never a style (%s)", (locale) => {
    const manual = all("MK37", locale);
    expect(manual).not.toMatch(/style|スタイル/i);
    expect(manual).toContain({ en: "50 drum rhythms", de: "50\u00a0Rhythmen", ja: "リズムを50種類" }[locale]);
    expect(panelOf("MK37", locale)).toContain(
      {
        en: "START/STOP: starts and stops the rhythm.",
        de: "START/STOP: startet und stoppt den Rhythmus.",
        ja: "START/STOPボタン：リズムをスタート／ストップします。",
      }[locale],
    );
  });
});

describe("what each model's data holds, its manual operates (the fifth reading)", () => {
  const model = (id: string) => {
    const found = productSeeds.find((p) => p.id === id);
    if (!found) throw new Error(`no ${id} in the seed`);
    return found;
  };
  const playingOf = (id: string, locale: Locale) =>
    text(manualSections(model(id), locale).filter((s) => s.id === "playing"));

  it.each(
    productSeeds
      .filter((p) => p.params.some((x) => x.label === "tempo" && x.value))
      .flatMap((p) => (["en", "de", "ja"] as const).map((locale) => [p.id, locale] as const)),
  )("%s sets the tempo its specification gives (%s)", (id, locale) => {
    const range = String(model(id).params.find((x) => x.label === "tempo")?.value);
    const [low = "", high = ""] = range.split("–");
    const playing = playingOf(id, locale);
    expect(playing).toMatch(/TEMPO/);
    expect(playing).toContain(low);
    expect(playing).toContain(high);
  });

  it.each([
    ["en", "hold SHIFT and press KIT", "16 steps", "From firmware 1.2.0", "52 kits in all"],
    ["de", "SHIFT gedrückt und drücken Sie KIT", "16 Schritte", "Ab Firmware 1.2.0", "insgesamt 52 Kits"],
    ["ja", "SHIFTボタンを押したままKITボタンを押す", "16ステップ", "ファームウェアVer.1.2.0以降", "合計52種類"],
  ] as const)("the MR101S: its kit pages, step recording and the kits of firmware 1.2.0 (%s)", (locale, ...said) => {
    const playing = playingOf("MR101S", locale);
    for (const words of said) expect(playing.replaceAll("\u00a0", " ")).toContain(words);
  });

  it.each([
    [
      "en",
      "hold PATTERN and strike the pad of its number",
      "The 100 preset patterns are on pages 1 to 7 (patterns 1–16 on page 1, 17–32 on page 2 and so on up to 97–100 on page 7, on pads 1 to 4)",
      "the 100 user patterns are on pages 8 to 14 (user patterns 1–16 on page 8, 17–32 on page 9 and so on up to 97–100 on page 14, on pads 1 to 4)",
      "To record, choose a user pattern (pages 8 to 14), then hold RECORD",
      "kits 1–16 on page 1, 17–32 on page 2 and 33–48 on page 3",
    ],
    [
      "de",
      "halten Sie PATTERN gedrückt und schlagen das Pad mit ihrer Nummer an",
      "Die 100 Preset-Patterns liegen auf den Seiten 1 bis 7 (Patterns 1–16 auf Seite 1, 17–32 auf Seite 2 und so weiter bis 97–100 auf Seite 7, auf den Pads 1 bis 4)",
      "die 100 User-Patterns auf den Seiten 8 bis 14 (User-Patterns 1–16 auf Seite 8, 17–32 auf Seite 9 und so weiter bis 97–100 auf Seite 14, auf den Pads 1 bis 4)",
      "Zum Aufnehmen wählen Sie ein User-Pattern (Seiten 8 bis 14)",
      "Kits 1–16 auf Seite 1, 17–32 auf Seite 2 und 33–48 auf Seite 3",
    ],
    [
      "ja",
      "PATTERNボタンを押したまま、ページ番号のパッドを叩く",
      "プリセットリズム100種類は1～7ページにあります（1ページ目に1～16、2ページ目に17～32、以下同様に7ページ目のパッド1～4に97～100）",
      "ユーザーパターン100個は8～14ページにあります（8ページ目に1～16、9ページ目に17～32、以下同様に14ページ目のパッド1～4に97～100）",
      "録音するには、ユーザーパターン（8～14ページ）を選んでから",
      "1ページ目に1～16、2ページ目に17～32、3ページ目に33～48",
    ],
  ] as const)(
    "the MR101S: every pattern of its data on a page its pads choose, recorded into a user pattern (%s)",
    (locale, ...said) => {
      const playing = playingOf("MR101S", locale).replaceAll("\u00a0", " ");
      for (const words of said) expect(playing).toContain(words);
    },
  );

  it.each(["en", "de", "ja"] as const)(
    "pages a rhythm machine's patterns only where its pads do not reach them all, and counts its pages from its data (%s)",
    (locale) => {
      const rhythm = (value: string[]) => ({
        ...drums,
        params: [...drums.params, p("rhythm", value), p("song", "9 pattern chains")],
      });
      const paged = /patterns are on pages|Patterns liegen auf Seiten|パターンは16個ずつのページ/;
      // 16 presets, no user patterns: the pads reach them all
      expect(text(manualSections(rhythm(["16 preset rhythms"]), locale))).not.toMatch(paged);
      // 40 presets and 20 user patterns: pages 1 to 3, then 4 and 5
      const more = text(manualSections(rhythm(["40 preset rhythms", "20 user"]), locale)).replaceAll("\u00a0", " ");
      expect(more).toMatch(paged);
      expect(more).toContain(
        {
          en: "33–40 on page 3, on pads 1 to 8",
          de: "33–40 auf Seite 3, auf den Pads 1 bis 8",
          ja: "3ページ目のパッド1～8に33～40",
        }[locale],
      );
      expect(more).toContain({ en: "pages 4 to 5", de: "Seiten 4 bis 5", ja: "4～5ページ" }[locale]);
      // a chain takes another page's patterns where they are paged
      expect(more).toMatch(/another page|einer anderen Seite|別のページ/);
    },
  );

  it.each([
    ["en", "Drives formatted FAT32 (up to 32 GB), or exFAT (up to 512 GB) from firmware 1.2.0."],
    ["de", "Laufwerke im Format FAT32 (bis 32 GB) oder, ab Firmware 1.2.0, exFAT (bis 512 GB)."],
    ["ja", "FAT32（32GBまで）でフォーマットしたものを使えます。Ver.1.2.0以降はexFAT（512GBまで）も使えます。"],
  ] as const)("the AKX10S: a drive of each format up to the size it can be formatted to (%s)", (locale, said) => {
    const connections = text(manualSections(model("AKX10S"), locale).filter((s) => s.id === "connections"));
    expect(connections.replaceAll("\u00a0", " ")).toContain(said);
    // FAT32 is never offered larger than a computer formats it
    expect(connections).not.toMatch(/(?:512|256|128|64)\s?GB[^.。]*FAT32(?![^.。]*exFAT)/);
  });

  it.each(["en", "de", "ja"] as const)(
    "every step a manual promises is one it describes: saving recordings before a reset, the pieces a release slows down (%s)",
    (locale) => {
      const saveFirst = {
        en: "to a USB flash drive first",
        de: "vorher auf einem USB-Stick",
        ja: "先にUSBフラッシュメモリーに保存",
      }[locale];
      const saving = {
        en: /To keep your recordings on a USB flash drive, insert the drive into USB TO DEVICE/,
        de: /Um Ihre Aufnahmen auf einem USB-Stick zu sichern, stecken Sie ihn in den Anschluss USB TO DEVICE/,
        ja: /録音をUSBフラッシュメモリーに保存するには、USBフラッシュメモリーをUSB TO DEVICE端子に差し込み/,
      }[locale];
      const whilePlaying = {
        en: "while a piece plays",
        de: "während der Wiedergabe FUNCTION",
        ja: "再生中にFUNCTIONボタンを押したまま",
      }[locale];
      const library = {
        en: "Press SOUND and METRONOME together",
        de: "Drücken Sie SOUND und METRONOME gleichzeitig",
        ja: "SOUNDボタンとMETRONOMEボタンを同時に押す",
      }[locale];
      let checked = 0;
      for (const seed of productSeeds) {
        const manual = text(manualSections(seed, locale));
        if (manual.includes(saveFirst)) {
          checked++;
          expect(playingOf(seed.id, locale), seed.id).toMatch(saving);
        }
        const playing = playingOf(seed.id, locale);
        if (playing.includes(whilePlaying)) {
          checked++;
          expect(playing.indexOf(library), seed.id).toBeGreaterThan(-1);
          expect(playing.indexOf(library), seed.id).toBeLessThan(playing.indexOf(whilePlaying));
        }
      }
      // the CP203, SP201Plus and AKX10S save onto a drive; the CP203 slows its pieces down
      expect(checked).toBeGreaterThanOrEqual(4);
      const cp = playingOf("CP203", locale);
      expect(cp).toContain({ en: "(1 to 60)", de: "(1 bis 60)", ja: "（1～60）" }[locale]);
      expect(cp).toContain("C8");
    },
  );

  it.each([
    ["en", "at least two people", "tip over"],
    ["de", "mindestens zu zweit", "umfallen"],
    ["ja", "2人以上", "転倒"],
  ] as const)("the CP203: carried by two, moved upright, by its weight (%s)", (locale, two, tip) => {
    const safety = text(manualSections(model("CP203"), locale).filter((s) => s.id === "safety"));
    expect(safety).toContain(two);
    expect(safety).toContain(tip);
    expect(safety).toMatch(/38[.,]5/);
    expect(text(manualSections(model("SPC121"), locale))).not.toContain(two);
  });
});

describe("the tempo keys' labels", () => {
  it("are printed the same in the English and German manuals, HTML and PDF alike (an en dash, which the PDF fonts set)", async () => {
    const { manualTextEn, TEMPO_DOWN } = await import("./manual-text.ts");
    const { manualTextDe } = await import("./manual-text.de.ts");
    expect(TEMPO_DOWN).toBe("TEMPO \u2013");
    for (const text of [manualTextEn, manualTextDe]) {
      expect(text.markedKeys.tempo).toContain(TEMPO_DOWN);
      expect(text.markedKeys.tempo).not.toMatch(/[\u2212\uff0d\uff0b]/);
    }
  });

  it("are named in Japanese as Japanese manuals name a key, each in ［ ］ (「［TEMPO −］［TEMPO ＋］と表記された鍵盤」)", async () => {
    const { manualTextJa } = await import("./manual-text.ja.ts");
    const tempo = [manualTextJa.markedKeys.tempo, manualTextJa.playing.tempo.keys("5～320BPM")];
    for (const text of tempo) {
      expect(text).toContain("［TEMPO −］");
      expect(text).toContain("［TEMPO ＋］");
      // never the label run into a particle: 「TEMPO –とTEMPO +と」
      expect(text).not.toMatch(/TEMPO [\u2013+-]/);
    }
  });
});

describe("the registration memory's keys", () => {
  it("are named with their numbers as printed, one per set-up, in every language (MEMORY 1–8, MEMORY 1～8)", async () => {
    const { manualTextEn } = await import("./manual-text.ts");
    const { manualTextDe } = await import("./manual-text.de.ts");
    const { manualTextJa } = await import("./manual-text.ja.ts");
    expect(manualTextEn.markedKeys.memory(8)).toMatch(/^Keys marked MEMORY 1–8: hold FUNCTION and press one /);
    expect(manualTextDe.markedKeys.memory(8)).toMatch(/^Mit MEMORY 1–8 beschriftete Tasten der Tastatur/);
    expect(manualTextJa.markedKeys.memory(8)).toBe(
      "MEMORY 1～8と表記された鍵盤：FUNCTIONボタンを押したままいずれかを押すと、レジストレーション（設定）を呼び出せます。長押しすると保存します。",
    );
    for (const words of [manualTextEn, manualTextDe, manualTextJa])
      expect(words.playing.registration.text(8)).toMatch(/MEMORY 1[–～]8/);
    const sp201Plus = productSeeds.find((p) => p.id === "SP201Plus");
    if (!sp201Plus) throw new Error("no SP201Plus in the seed");
    const sp201 = text(manualSections(sp201Plus, "ja"));
    expect(sp201).toContain("MEMORY 1～8と表記された鍵盤");
    expect(sp201).not.toMatch(/MEMORYと表記/);
  });
});
