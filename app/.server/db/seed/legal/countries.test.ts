/**
 * The German pages serve every German-speaking country the store list has stores in (Germany,
 * Austria, Switzerland): the warranty page names each one's warranty law and the disposal page each
 * one's take-back rules, not Germany's alone (§ 443 BGB, ElektroG, the Gelbe Tonne), and says
 * which rules are Germany's.
 */
import { describe, expect, it } from "vitest";
import { dealerSeeds } from "../dealers";
import { legalPageSeeds } from ".";

const RULES: Record<string, { country: RegExp; warranty: RegExp[]; disposal: RegExp[] }> = {
  DE: {
    country: /In Deutschland|für Deutschland/,
    warranty: [/§ 443 BGB/],
    disposal: [/ElektroG/, /BattDG/],
  },
  AT: {
    country: /In Österreich/,
    warranty: [/\(ABGB\)/, /\(VGG\)/],
    disposal: [/\(EAG-VO\)/, /Altstoffsammelzentrum/],
  },
  CH: {
    country: /In der Schweiz/,
    warranty: [/Obligationenrecht/, /Art\. 210 OR/],
    disposal: [/\(VREG\)/, /SENS eRecycling/, /Swico/],
  },
};

describe("the German legal pages and the countries the German site serves", () => {
  const countries = [...new Set(dealerSeeds.map((d) => d.country))].filter((c) => ["DE", "AT", "CH"].includes(c));

  it("reads every German-speaking country the store list has stores in", () => {
    expect(countries.sort()).toEqual(["AT", "CH", "DE"]);
  });

  it.each(["DE", "AT", "CH"])("names %s's warranty law and its take-back rules", (country) => {
    const rules = RULES[country];
    if (!rules) throw new Error(country);
    const { warranty, disposal } = legalPageSeeds.de;
    expect(warranty.body).toMatch(rules.country);
    expect(disposal.body).toMatch(rules.country);
    for (const law of rules.warranty) expect(warranty.body).toMatch(law);
    for (const law of rules.disposal) expect(disposal.body).toMatch(law);
  });
});
