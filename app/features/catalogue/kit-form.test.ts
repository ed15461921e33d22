import { describe, expect, it } from "vitest";
import { parseForm } from "~/lib/forms/parse";
import { productText } from "./admin-text/product";
import { KIT_LIMITS, kitFields, kitOf } from "./kit-form";
import { productSchema } from "./product-form";

const valid = {
  title: "SP-C150",
  category: "DigitalPianos",
  gender: "n",
  desc: "A piano.",
  sp1: "a",
  sp2: "b",
  sp3: "c",
  status: "draft",
};

const schemaIn = (locale: "en" | "de" | "ja") => productSchema(["DigitalPianos"], [], productText[locale].schema);

/** The product form as the browser posts it, with the kit's fields given. */
function posted(kit: Record<string, string | string[]>) {
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...valid, ...kit }))
    for (const v of [value].flat()) form.append(name, v);
  return form;
}

/** The kit's fields after the rules, or the messages of those refused. */
function kitAfter(kit: Record<string, string | string[]>, locale: "en" | "de" | "ja" = "en") {
  const submission = parseForm(posted(kit), schemaIn(locale));
  if (submission.status !== "success") return { errors: submission.reply().error };
  const { controls, accessories, connectors, hasDisplay } = submission.value;
  return { controls, accessories, connectors, hasDisplay };
}

const errorsOf = (kit: Record<string, string | string[]>, locale: "en" | "de" | "ja" = "en") =>
  kitAfter(kit, locale).errors;

describe("the kit's panel controls", () => {
  it("are one per line, trimmed, spaces collapsed, full-width letters as printed, empty lines left out", () => {
    expect(kitAfter({ controls: "  POWER \r\n\r\nMASTER\t  VOLUME\n\nＦＵＮＣＴＩＯＮ\n   \n" }).controls).toEqual([
      "POWER",
      "MASTER VOLUME",
      "FUNCTION",
    ]);
    expect(kitAfter({}).controls).toEqual([]);
  });

  it("refuses a control listed twice, capitals or not, naming it", () => {
    expect(errorsOf({ controls: "POWER\nTEMPO\npower" })).toEqual({
      controls: ["“power” is on two lines (capitals and small letters count as the same): keep one."],
    });
    expect(errorsOf({ controls: "TEMPO\n Tempo " }, "de")).toEqual({
      controls: [
        "„Tempo“ steht in zwei Zeilen (Groß- und Kleinschreibung zählen gleich). Bitte behalten Sie nur eine davon.",
      ],
    });
    expect(errorsOf({ controls: "TEMPO\ntempo" }, "ja")).toEqual({
      controls: ["「tempo」が2行あります（大文字と小文字は区別しません）。1行にまとめてください。"],
    });
  });

  it("refuses a control longer than the limit, by its line", () => {
    expect(errorsOf({ controls: `POWER\n\n${"A".repeat(KIT_LIMITS.label + 1)}` })).toEqual({
      controls: ["Line 3 is longer than 40 characters."],
    });
    expect(kitAfter({ controls: "A".repeat(KIT_LIMITS.label) }).controls).toEqual(["A".repeat(40)]);
    expect(errorsOf({ controls: "A".repeat(41) }, "ja")).toEqual({ controls: ["1行目が40文字を超えています。"] });
  });

  it("takes a connector with what it carries in brackets, up to its own limit (the MR101S's USB to Host)", () => {
    const usb = "USB to Host (USB-MIDI, USB storage for pattern chains from firmware 1.2.0)";
    expect(kitAfter({ connectors: `Phones\n${usb}` }).connectors).toEqual(["Phones", usb]);
    expect(errorsOf({ connectors: `USB to Host (${"x".repeat(KIT_LIMITS.connectorLabel)})` })).toEqual({
      connectors: [`Line 1 is longer than ${KIT_LIMITS.connectorLabel} characters.`],
    });
  });

  it("refuses more controls than a panel has", () => {
    const many = (n: number) => Array.from({ length: n }, (_, i) => `PAD ${i + 1}`).join("\n");
    expect(kitAfter({ controls: many(60) }).controls).toHaveLength(60);
    expect(errorsOf({ controls: many(61) })).toEqual({ controls: ["At most 60 controls, one per line."] });
    expect(errorsOf({ controls: many(61) }, "de")).toEqual({
      controls: ["Höchstens 60 Bedienelemente, eines pro Zeile."],
    });
  });

  it("refuses a field sent twice or as an object, as no browser sends it", () => {
    expect(errorsOf({ controls: ["POWER", "TEMPO"] })).toEqual({ controls: ["Type them one per line in this box."] });
    expect(errorsOf({ "connectors.kind": "Phones" }, "ja")).toEqual({
      connectors: ["この欄に1行に1つずつ入力してください。"],
    });
    expect(errorsOf({ "accessories.0.x": "usb-cable" }, "de")).toEqual({
      accessories: ["Bitte wählen Sie den Lieferumfang aus der Liste."],
    });
    expect(errorsOf({ hasDisplay: ["on", "on"] })).toEqual({ hasDisplay: ["Tick the box or leave it empty."] });
  });

  it("refuses a flood of text before reading it", () => {
    expect(errorsOf({ controls: "A\n".repeat(KIT_LIMITS.text) })).toEqual({
      controls: ["At most 4000 characters."],
    });
  });

  it("refuses characters no panel prints, in the editor's language", () => {
    for (const hostile of ["PO\u0000WER", "TEMPO\u200b", "\u202eREWOP", "A\u2028B", "MENU\u0007", "\uFFFD", "\uE000"]) {
      expect(errorsOf({ controls: `SOUND\n${hostile}` })?.controls?.[0], JSON.stringify(hostile)).toBe(
        "Line 2 holds a character no panel prints (a control character or an invisible mark). Type the line again.",
      );
    }
    expect(errorsOf({ controls: "TEMPO\u200b" }, "ja")?.controls?.[0]).toBe(
      "1行目に、パネルに印字されない文字（制御文字や見えない文字）が含まれています。入力し直してください。",
    );
    // letters of any script are printed: a Japanese panel's labels are kept as typed
    expect(kitAfter({ controls: "電源\nRECORD / PLAY\nÉCHO" }).controls).toEqual(["電源", "RECORD / PLAY", "ÉCHO"]);
  });
});

describe("the kit's accessories", () => {
  it("are taken from the closed list only, in its order, one ticked box as well as several", () => {
    expect(kitAfter({ accessories: "usb-cable" }).accessories).toEqual(["usb-cable"]);
    expect(kitAfter({ accessories: ["usb-cable", "ac-adaptor", "usb-cable"] }).accessories).toEqual([
      "ac-adaptor",
      "usb-cable",
    ]);
    expect(kitAfter({}).accessories).toEqual([]);
    expect(errorsOf({ accessories: ["ac-adaptor", "piano-bench"] })).toEqual({
      accessories: ["Choose what is in the box from the list."],
    });
    expect(errorsOf({ accessories: "<script>" }, "de")).toEqual({
      accessories: ["Bitte wählen Sie den Lieferumfang aus der Liste."],
    });
    expect(errorsOf({ accessories: Array(7).fill("ac-adaptor") }, "ja")).toEqual({
      accessories: ["付属品は一覧から選択してください。"],
    });
  });
});

describe("the kit's connectors and display", () => {
  it("takes connectors the documents know, as the specifications write them", () => {
    expect(
      kitAfter({ connectors: "Phones × 2\nOutput (L/MONO, R)\nDC IN 12 V\nUSB to Host\nMIDI IN" }).connectors,
    ).toEqual(["Phones × 2", "Output (L/MONO, R)", "DC IN 12 V", "USB to Host", "MIDI IN"]);
    expect(errorsOf({ connectors: "Phones\nThunderbolt" })).toEqual({
      connectors: [
        "The documents do not know the connector “Thunderbolt”. Write it as the specifications do: Phones, Output, Line out, AUX IN, Mic, Sustain, DC IN, USB to Host, MIDI IN …",
      ],
    });
    expect(errorsOf({ connectors: "Phones\nPHONES" })?.connectors?.[0]).toMatch(/^“PHONES” is on two lines/);
    expect(errorsOf({ connectors: "Phones\u0000" })?.connectors?.[0]).toMatch(/^Line 1 holds a character/);
  });

  it("takes the display as a ticked box or none", () => {
    expect(kitAfter({ hasDisplay: "on" }).hasDisplay).toBe("on");
    expect(kitAfter({}).hasDisplay).toBeUndefined();
    expect(errorsOf({ hasDisplay: "yes" }, "de")).toEqual({
      hasDisplay: ["Bitte setzen Sie das Häkchen oder lassen Sie das Feld leer."],
    });
  });
});

describe("a kit between the editor and the database", () => {
  it("comes back as it was stored, and stores only what the model has", () => {
    const kit = {
      controls: ["POWER", "TEMPO"],
      accessories: ["ac-adaptor", "usb-cable"] as const,
      connectors: ["Phones", "MIDI IN"],
      display: true,
    };
    const fields = kitFields({ ...kit, accessories: [...kit.accessories] });
    expect(fields).toEqual({
      controls: "POWER\nTEMPO",
      accessories: ["ac-adaptor", "usb-cable"],
      connectors: "Phones\nMIDI IN",
      hasDisplay: "on",
    });
    const { controls, accessories, connectors, hasDisplay } = kitAfter(fields as Record<string, string | string[]>);
    if (!controls || !accessories || !connectors) throw new Error("refused");
    expect(kitOf({ controls, accessories, connectors, hasDisplay })).toEqual(kit);
    expect(kitOf({ controls: [], accessories: [], connectors: [] })).toEqual({});
    expect(kitFields({})).toEqual({ controls: "", accessories: [], connectors: "" });
  });
});
