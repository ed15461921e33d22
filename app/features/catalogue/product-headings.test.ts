/**
 * A product page's headings are its own: the heading over a model's features (its sticky list)
 * names the model, and is never its category's tagline, which every model of the category would
 * share (the AKX10S's features read „Keyboards für Bühne, Studio …“ before), in every language.
 */
import { describe, expect, it } from "vitest";
import { categorySeeds, subGroupSeeds } from "~/.server/db/seed/catalogue";
import { productSeeds } from "~/.server/db/seed/products";
import { catalogue as deCatalogue } from "~/.server/db/seed/translations/de/catalogue";
import { catalogue as jaCatalogue } from "~/.server/db/seed/translations/ja/catalogue";
import { fill } from "~/lib/i18n/frame";
import { wordsForGender } from "~/lib/i18n/gender";
import { catalogueText } from "./text.server";

const taglines = {
  en: Object.fromEntries(categorySeeds.map((c) => [c.id, c.title])),
  de: Object.fromEntries(Object.entries(deCatalogue.categories).map(([id, c]) => [id, c.title])),
  ja: Object.fromEntries(Object.entries(jaCatalogue.categories).map(([id, c]) => [id, c.title])),
} as const;

describe.each(["en", "de", "ja"] as const)("a product page's features heading (%s)", (locale) => {
  it.each(productSeeds.map((p) => [p.id, p] as const))("is the %s's own, not its category's tagline", (_id, p) => {
    const words = wordsForGender(catalogueText[locale].product, p.gender);
    const heading = fill(words.features, { title: p.title });
    expect(heading).toContain(p.title);
    expect(heading).not.toMatch(/\{/);
    expect(heading).not.toBe(taglines[locale][p.categoryId]);
    expect([words.highlights, words.overview, words.details]).not.toContain(heading);
  });
});

describe.each(["en", "de", "ja"] as const)("a discontinued model's buttons (%s)", (locale) => {
  it("name the support page for what it is, not a second „downloads“ beside „specifications and downloads“", () => {
    const words = catalogueText[locale].product;
    expect(words.supportLink).not.toBe(catalogueText[locale].common.downloads);
    expect(words.details).not.toContain(words.supportLink);
    expect(words.supportLink).not.toMatch(/download|ダウンロード/i);
  });
});

describe.each(["en", "de", "ja"] as const)("the line under a product's features heading (%s)", (locale) => {
  const leadOf = (p: (typeof productSeeds)[number]) => {
    const words = wordsForGender(catalogueText[locale].product, p.gender);
    return p.discontinuedOn ? fill(words.leads.discontinued, { title: p.title }) : words.leads[p.id];
  };

  it("is the model's own: no one template line on every model (「AKX10Sで広がる、毎日の音楽づくり。」)", () => {
    const leads = new Map(productSeeds.map((p) => [p.id, leadOf(p)]));
    for (const p of productSeeds) {
      expect(leads.get(p.id), p.id).toBeTruthy();
      expect(leads.get(p.id), p.id).not.toMatch(/\{/);
    }
    // no two models share a line, not even two of one group (the SP201Plus had the SP-C121's
    // „Jeden Tag üben – und dann mit zum Unterricht oder zum Auftritt.“); a discontinued model's
    // speaks to those who play one, by name
    const shared = productSeeds.filter((p) =>
      productSeeds.some((q) => q.id !== p.id && leads.get(q.id) === leads.get(p.id)),
    );
    expect(shared.map((p) => `${p.id}: ${leads.get(p.id)}`)).toEqual([]);
    expect(subGroupSeeds.find((g) => g.items.includes("SP201Plus"))?.items).toContain("SPC121");
    expect(leads.get("MK200")).toContain("MK200");
    expect(leads.get("MK200")).not.toBe(leads.get("MK61"));
    expect(leads.get("AKX10S")).not.toBe(leads.get("MK61"));
    // never a category's tagline, never the features heading again
    for (const p of productSeeds) {
      expect(leads.get(p.id)).not.toBe(taglines[locale][p.categoryId]);
      expect(leads.get(p.id)).not.toContain(fill(catalogueText[locale].product.features, { title: p.title }));
    }
  });
});
