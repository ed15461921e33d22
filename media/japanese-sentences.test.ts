/**
 * Every model's Japanese documents set sentences as Japanese does: no half-width space after a
 * sentence's 。 (or after 、！？), wherever the text joins sentences the data lists separately.
 */
import { describe, expect, it } from "vitest";
import { productSeeds } from "../app/.server/db/seed/products.ts";
import { manualSections } from "../app/lib/support/manual-content.ts";
import { documentPlan, productIn, quickStartSteps } from "./documents.ts";

describe.each(productSeeds.map((p) => [p.id, p] as const))("the Japanese documents of the %s", (_id, english) => {
  it("have no space after a Japanese full stop or comma", () => {
    const { product, labels } = productIn(english, "ja");
    const texts = JSON.stringify([
      manualSections(product, "ja", labels, english.params),
      documentPlan()
        .filter((job) => job.english.id === english.id && job.info.language === "ja")
        .map((job) => quickStartSteps({ product, english, info: job.info })),
    ]);
    expect(texts.match(/.{0,20}[。、！？] .{0,20}/gu) ?? []).toEqual([]);
  });
});
