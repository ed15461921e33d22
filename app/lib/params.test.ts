import { describe, expect, it } from "vitest";
import { paramHasWords, paramText, paramValue, specificationOf } from "./params";

describe("parameter values as text", () => {
  it("joins a list, keeps a single value and shows none as empty", () => {
    expect(paramText(["USB to Host", "USB to Device"])).toBe("USB to Host, USB to Device");
    expect(paramText(["a", "b"], "\n")).toBe("a\nb");
    expect(paramText("88 keys")).toBe("88 keys");
    expect(paramText(null)).toBe("");
  });

  it("reads what an editor typed: a line a value, a dash or nothing as none", () => {
    expect(paramValue("88 keys")).toBe("88 keys");
    expect(paramValue(" USB to Host \r\n\nUSB to Device ")).toEqual(["USB to Host", "USB to Device"]);
    expect(paramValue("—")).toBeNull();
    expect(paramValue("  ")).toBeNull();
    expect(paramValue(undefined)).toBeNull();
  });

  it("turns a value into text and back unchanged", () => {
    for (const value of ["Bluetooth 5.0", ["Line out", "Headphones"], null])
      expect(paramValue(paramText(value, "\n"))).toEqual(value);
  });

  it("tells words to translate from numbers, units and model codes, which stay as they are", () => {
    for (const same of ["11.8 kg", "128", "1020 × 380 × 145 mm", "5-280", "USB-MIDI", "DC IN 12 V", "SP-C121", "LCD"])
      expect(paramHasWords(same), same).toBe(false);
    for (const words of ["USB to Device (flash drive)", "Yes", "4 types", "Backlit LCD", "AC adaptor 12 V / 2 A"])
      expect(paramHasWords(words), words).toBe(true);
    expect(paramHasWords(["Black", "White"])).toBe(true);
    expect(paramHasWords(["12 cm × 2", "5 cm × 2"])).toBe(false);
    expect(paramHasWords(null)).toBe(false);
  });
});

describe("a model's specification as a visitor reads it", () => {
  const drums = [
    { label: "drum pad", value: "16 pads" },
    { label: "panel control", value: ["Tempo dial (5–320 BPM)", "OLED display"] },
  ];
  const kit = { connectors: ["Phones", "Output (L/MONO, R)", "DC IN 12 V", "USB to Host", "MIDI IN", "MIDI OUT"] };

  it("adds the kit's connectors, as printed, where no row names them (a rhythm machine's labels): USB and MIDI sockets under USB and MIDI", () => {
    expect(specificationOf(drums, kit)).toEqual([
      ...drums,
      { label: "USB", value: "USB TO HOST" },
      { label: "MIDI", value: ["MIDI IN", "MIDI OUT"] },
      { label: "jacks", value: ["PHONES", "OUTPUT (L/MONO, R)", "DC IN 12 V"] },
    ]);
  });

  it("leaves a specification that names its connectors, and a kit without any, as they are", () => {
    const piano = [...drums, { label: "USB", value: "USB to Host (USB-MIDI)" }];
    expect(specificationOf(piano, kit)).toEqual(piano);
    expect(specificationOf(drums, {})).toEqual(drums);
    expect(specificationOf(drums, null)).toEqual(drums);
  });
});
