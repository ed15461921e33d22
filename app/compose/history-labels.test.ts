import { describe, expect, it } from "vitest";
import { nounOf } from "~/lib/admin/text/changes";
import { restorerOf } from "./history.server";

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
