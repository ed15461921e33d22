import { describe, expect, it } from "vitest";
import { paramText, paramValue } from "./params";

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
});
