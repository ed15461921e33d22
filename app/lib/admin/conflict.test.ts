import { describe, expect, it } from "vitest";
import { differingFields, sentVersion, shownValue } from "./conflict";

describe("shownValue: a form value as the refused editor reads it", () => {
  it("shows text trimmed, a ticked box as Yes and nothing as empty", () => {
    expect(shownValue("  Warm and quiet.  ")).toBe("Warm and quiet.");
    expect(shownValue("on")).toBe("Yes");
    expect(shownValue(undefined)).toBe("");
    expect(shownValue(null)).toBe("");
    expect(shownValue(3)).toBe("3");
  });

  it("reads line breaks as the browser sends them (CR LF) the same as the stored ones", () => {
    expect(shownValue("First line\r\nSecond line")).toBe("First line\nSecond line");
    expect(shownValue("a\rb")).toBe("a\nb");
  });

  it("shows a list one item per line, leaving out the empty spare rows", () => {
    expect(shownValue(["product/mk61-front", "", "product/mk61-angle", undefined])).toBe(
      "product/mk61-front\nproduct/mk61-angle",
    );
    expect(shownValue(["", ""])).toBe("");
  });

  it("shows specifications one per line, name and value on it, a value's own lines joined by commas", () => {
    const specs = [
      { label: "keyboard", value: "88 keys" },
      { label: "available colour", value: "black\r\nwhite" },
      { label: "", value: "" },
    ];
    expect(shownValue(specs)).toBe("keyboard — 88 keys\navailable colour — black, white");
  });

  it("shows highlights one per line: title, text and picture, the empty parts left out", () => {
    const highlights = [
      { title: "Quiet", desc: "Headphones and a volume that goes low.", pic: "feature/spc121-sticky1" },
      { title: "Light", desc: "12 kg", pic: "" },
      { title: "", desc: "", pic: "" },
    ];
    expect(shownValue(highlights)).toBe(
      "Quiet — Headphones and a volume that goes low. — feature/spc121-sticky1\nLight — 12 kg",
    );
  });
});

describe("differingFields", () => {
  const labels = { title: "Name", desc: "Description", menu: "Show in the menu", params: "Specifications" };

  it("lists only the fields that differ, in the form's order, with the labels the form uses", () => {
    const theirs = {
      desc: "Theirs.",
      title: "SP-C121",
      menu: "on",
      params: [{ label: "keyboard", value: "88 keys" }],
      version: 7,
    };
    const yours = { title: "SP-C121", desc: "Yours.", params: [{ label: "keyboard", value: "76 keys" }] };
    expect(differingFields(theirs, yours, labels)).toEqual([
      { name: "desc", label: "Description", theirs: "Theirs.", yours: "Yours." },
      { name: "menu", label: "Show in the menu", theirs: "Yes", yours: "" },
      { name: "params", label: "Specifications", theirs: "keyboard — 88 keys", yours: "keyboard — 76 keys" },
    ]);
  });

  it("shows rows' parts in the order the form sent them, whatever order the saved rows keep", () => {
    const theirs = { params: [{ pic: "feature/a", desc: "Two jacks.", title: "Quiet" }] };
    const same = { params: [{ title: "Quiet", pic: "feature/a", desc: "Two jacks." }] };
    expect(differingFields(theirs, same, labels)).toEqual([]);
    const other = { params: [{ title: "Silent", pic: "feature/a", desc: "Two jacks." }] };
    expect(differingFields(theirs, other, labels)).toEqual([
      {
        name: "params",
        label: "Specifications",
        theirs: "Quiet — feature/a — Two jacks.",
        yours: "Silent — feature/a — Two jacks.",
      },
    ]);
  });

  it("finds no difference between the loaded rows (spare rows, LF) and the same values as posted (CR LF)", () => {
    const theirs = {
      title: "SP-C121",
      desc: "One\nTwo",
      params: [
        { label: "colour", value: "black\nwhite" },
        { label: "", value: "" },
      ],
    };
    const yours = { title: "SP-C121 ", desc: "One\r\nTwo", params: [{ label: "colour", value: "black\r\nwhite" }] };
    expect(differingFields(theirs, yours, labels)).toEqual([]);
  });
});

describe("sentVersion", () => {
  const form = (version?: string) => {
    const data = new FormData();
    if (version !== undefined) data.set("version", version);
    return data;
  };

  it("reads the version the form was loaded from", () => {
    expect(sentVersion(form("1"))).toBe(1);
    expect(sentVersion(form("42"))).toBe(42);
  });

  it("is null when the form sent none or not a version", () => {
    for (const sent of [undefined, "", "0", "-1", "1.5", "01", "abc", "12345678901"]) {
      expect(sentVersion(form(sent)), String(sent)).toBeNull();
    }
  });
});
