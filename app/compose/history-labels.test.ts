import { describe, expect, it } from "vitest";
import { nounOf } from "~/lib/admin/text/changes";
import { fieldChanges, restorerOf } from "./history.server";

const entities = ["product", "category", "sub_group", "article", "dealer"];

describe("a history in the editor's language", () => {
  it.each(entities)("names every field of a %s in German and Japanese", (entity) => {
    const restorer = restorerOf(entity);
    expect(restorer).not.toBeNull();
    for (const locale of ["de", "ja"] as const) {
      const named = restorer?.labelsIn?.(locale) ?? {};
      for (const [key, english] of Object.entries(restorer?.labels ?? {})) {
        expect(named[key], `${locale} ${key}`).toBeTruthy();
        if (locale === "ja") expect(named[key], `${locale} ${key}`).not.toBe(english);
      }
    }
  });

  it.each(entities)("names a %s in every language", (entity) => {
    for (const locale of ["en", "de", "ja"] as const) expect(nounOf(locale, entity)).toBeTruthy();
  });
});

describe("a product's kit in its history", () => {
  const labels = restorerOf("product")?.labels ?? {};
  const kit = { controls: ["POWER", "TEMPO"], accessories: ["ac-adaptor"] };

  it("shows each changed part of the kit as a field of its own", () => {
    const after = { kit: { ...kit, controls: ["POWER", "TEMPO", "SHIFT"], connectors: ["MIDI IN"], display: true } };
    expect(fieldChanges(labels, { kit }, after)).toEqual([
      { key: "kit.controls", label: "Controls on the panel", before: "POWER\nTEMPO", after: "POWER\nTEMPO\nSHIFT" },
      { key: "kit.connectors", label: "Connectors", before: "", after: "MIDI IN" },
      { key: "kit.display", label: "Has a display", before: "", after: "true" },
    ]);
    expect(fieldChanges(labels, { kit: { ...kit, display: true } }, { kit })).toEqual([
      { key: "kit.display", label: "Has a display", before: "true", after: "" },
    ]);
  });

  it("leaves the kit out of a version kept before products had one", () => {
    expect(fieldChanges(labels, { title: "MR101" }, { title: "MR101S" }).map((c) => c.key)).toEqual(["title"]);
    expect(fieldChanges(labels, { kit }, { title: "MR101S" }).map((c) => c.key)).toEqual(["title"]);
  });
});
