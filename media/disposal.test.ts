/**
 * Every owner's manual, in every language, ends with its disposal notice as the site's disposal
 * page (/legal/disposal) has it: the crossed-out wheeled bin in English and German and none in
 * Japanese (Japan's custom), the batteries sentence exactly where the model's data gives it
 * batteries, the producer's WEEE registration in German, and the page by its own title.
 */
import { describe, expect, it } from "vitest";
import { legalPageSeeds } from "../app/.server/db/seed/legal/index.ts";
import { productSeeds } from "../app/.server/db/seed/products.ts";
import { WHEELED_BIN } from "../app/lib/drawing/disposal-symbol.ts";
import { locales } from "../app/lib/i18n/locales.ts";
import { companyDetails } from "../app/lib/site-config.ts";
import { instrumentFacts } from "../app/lib/support/instrument-facts.ts";
import { manualSections } from "../app/lib/support/manual-content.ts";
import { manualTextDe } from "../app/lib/support/manual-text.de.ts";
import { manualTextJa } from "../app/lib/support/manual-text.ja.ts";
import { manualTextEn } from "../app/lib/support/manual-text.ts";
import { productIn } from "./documents.ts";

const texts = { en: manualTextEn, de: manualTextDe, ja: manualTextJa };

describe.each(productSeeds.map((p) => [p.id, p] as const))("%s's disposal notice", (id, english) => {
  const facts = instrumentFacts(english.params, english.kit);

  it.each(locales)("in %s ends the manual, true to the model's data", (locale) => {
    const { product, labels } = productIn(english, locale);
    const manual = manualSections(product, locale, labels, english.params);
    const section = manual.at(-1);
    expect(section?.id, `${id} ${locale}`).toBe("disposal");
    expect(manual.filter((s) => s.id === "disposal")).toHaveLength(1);
    const block = section?.blocks[0];
    if (block?.type !== "disposal") throw new Error(`${id} ${locale}: no disposal notice`);
    const t = texts[locale].disposal;
    // the EU's crossed-out wheeled bin in Europe, with a text alternative; none in Japan
    if (locale === "ja") expect(block.symbol).toBeNull();
    else expect(block.symbol).toMatch(locale === "de" ? /durchgestrichene Mülltonne/i : /crossed-out wheeled bin/i);
    expect(block.paragraphs).toContain(t.household);
    expect(block.paragraphs).toContain(t.takeBack);
    // taking out the batteries: exactly where the model has them
    expect(block.paragraphs.includes(t.batteries), `${id} ${locale}`).toBe(facts.batteries > 0);
    expect(
      block.paragraphs.some((p) => /batter|Batterie|電池/i.test(p)),
      `${id} ${locale}`,
    ).toBe(facts.batteries > 0);
    // the producer's registration where the page names it (not on the Japanese page)
    const weee = companyDetails.weeeRegistration.replace(/ /g, "\u00a0");
    expect(
      block.paragraphs.some((p) => p.includes(weee)),
      `${id} ${locale}`,
    ).toBe(locale !== "ja");
    if (locale === "de") expect(block.paragraphs.join("\n")).toContain(`WEEE-Reg.-Nr. ${weee}`);
    // the site's disposal page, by the title it has in that language
    expect(block.more.href).toBe("/legal/disposal");
    expect(block.more.page).toBe(legalPageSeeds[locale].disposal.title);
  });
});

describe("the disposal notice's words", () => {
  it("agree with the disposal page", () => {
    const page = (locale: "en" | "de" | "ja") => legalPageSeeds[locale].disposal.body;
    expect(page("de")).toContain("durchgestrichenen Mülltonne auf Rädern");
    expect(page("de")).toContain("überall, wo Batterien verkauft werden");
    expect(page("en")).toContain("found in most shops that sell batteries");
    expect(page("ja")).toContain("お住まいの市区町村");
    expect(page("ja")).toContain("小型家電リサイクル法");
    expect(page("ja")).toContain("協力店");
    expect(page("ja")).not.toContain("{company.weee}");
    expect(manualTextJa.disposal.registration).toBeNull();
    expect(manualTextJa.disposal.batteries).toContain("リサイクル協力店");
    expect(manualTextJa.disposal.household).toContain("お住まいの自治体の指示に従って");
  });

  it("draw the bin with its bar, in a box the renderers scale", () => {
    expect(WHEELED_BIN.paths.filter((p) => p.fill).length).toBe(2);
    expect(WHEELED_BIN.paths.filter((p) => p.stroke).length).toBeGreaterThanOrEqual(3);
    expect(WHEELED_BIN.width).toBeGreaterThan(0);
  });
});
