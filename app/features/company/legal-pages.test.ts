/**
 * The legal pages as seeded: each language has each page, names only facts the site knows, and
 * carries what its country requires (the Impressum's fields, 会社概要 as a table); the privacy
 * policy states the retention and the browser entries the code uses, by name, not from memory.
 */
import { describe, expect, it } from "vitest";
import { legalPageSeeds } from "~/.server/db/seed/legal";
import { CONSENT_KEY } from "~/lib/consent";
import { CONTACT_RETENTION, legalPageKeys } from "~/lib/content-model";
import { locales } from "~/lib/i18n/locales";
import { fillFacts, legalTextProblems, textToLegalBlocks } from "~/lib/legal-text";
import { companyDetails, LANGUAGE_KEY } from "~/lib/site-config";
import { USER_INFO_KEY } from "~/lib/user-info";
import { legalFactNames, legalFacts } from "./legal-facts";

describe("the legal pages as seeded", () => {
  it.each(locales)("%s has every page, naming only facts the site knows", (locale) => {
    for (const key of legalPageKeys) {
      const page = legalPageSeeds[locale][key];
      for (const text of [page.title, page.summary, page.body])
        expect(legalTextProblems(text, legalFactNames)).toEqual([]);
    }
  });

  it("nests no Japanese brackets once the facts are in: 「（03-6452-1180、受付時間：10:00～17:00、…を除く）」", () => {
    const facts = legalFacts("ja", { countries: "日本、ドイツ" });
    for (const key of legalPageKeys) {
      const page = legalPageSeeds.ja[key];
      for (const text of [page.title, page.summary, page.body])
        for (const line of fillFacts(text, facts).split("\n")) expect(line, key).not.toMatch(/（[^）]*（/u);
    }
  });

  it("the German imprint has the fields § 5 DDG and § 18 (2) MStV require", () => {
    const body = legalPageSeeds.de.imprint.body;
    // the VAT number's heading is not repeated by the line below it
    expect(body).toContain("## Umsatzsteuer-Identifikationsnummer\n\nNach § 27a Umsatzsteuergesetz:\n{company.vatId}");
    const headings = textToLegalBlocks(body).flatMap((b) => (b.type === "h2" ? [b.text] : []));
    expect(headings).toEqual(
      expect.arrayContaining([
        "Angaben gemäß § 5 DDG",
        "Vertreten durch",
        "Kontakt",
        "Registereintrag",
        "Umsatzsteuer-Identifikationsnummer",
        "Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV",
      ]),
    );
    for (const fact of [
      "company.name",
      "company.address",
      "company.directors",
      "company.phone",
      "company.email",
      "company.register",
      "company.vatId",
      "company.editor",
    ])
      expect(body).toContain(`{${fact}}`);
  });

  it("names natural persons where the law asks for one: the editor (§ 18 Abs. 2 MStV) and the managing directors", () => {
    // a given name and a family name, never a department or a role ("Redaktion", "Geschäftsführung", "Team")
    const person = /^\p{Lu}\p{Ll}+(?: \p{Lu}[\p{L}'-]+)+$/u;
    for (const name of [companyDetails.editor, ...companyDetails.directors]) {
      expect(name).toMatch(person);
      expect(name).not.toMatch(/Redaktion|Abteilung|Team|Geschäftsführung|Marketing|Support|GmbH/u);
    }
    const facts = legalFacts("de", { countries: "12" });
    expect(facts["company.editor"]).toBe(companyDetails.editor);
    // the editor's address: the company's, after the name
    expect(legalPageSeeds.de.imprint.body).toMatch(/\{company\.editor\}\n\{company\.name\}, \{company\.addressLine\}/);
    expect(legalPageSeeds.en.imprint.body).toContain("{company.editor}");
  });

  it("the Japanese company profile opens with a table of 商号, 設立, 代表者, 所在地 and 事業内容", () => {
    const [first] = textToLegalBlocks(legalPageSeeds.ja.profile.body);
    expect(first?.type).toBe("table");
    const labels = first?.type === "table" ? first.rows.map((r) => r.label) : [];
    expect(labels).toEqual(expect.arrayContaining(["商号", "設立", "代表者", "所在地", "事業内容"]));
  });

  it.each(locales)(
    "the %s privacy policy states retention, browser entries and whom to ask from the facts",
    (locale) => {
      const body = legalPageSeeds[locale].privacy.body;
      for (const fact of [
        "contact.retentionMonths",
        "contact.spamDays",
        "storage.language",
        "storage.consent",
        "storage.userInfo",
        "company.privacyEmail",
      ])
        expect(body).toContain(`{${fact}}`);
    },
  );

  it("the facts are the code's: the retention period and the browser entries' names", () => {
    const facts = legalFacts("de", { countries: "12" });
    expect(facts["contact.retentionMonths"]).toBe(String(CONTACT_RETENTION.closedMonths));
    expect(facts["contact.spamDays"]).toBe(String(CONTACT_RETENTION.spamDays));
    expect(facts["storage.language"]).toBe(LANGUAGE_KEY);
    expect(facts["storage.consent"]).toBe(CONSENT_KEY);
    expect(facts["storage.userInfo"]).toBe(USER_INFO_KEY);
    expect(facts.countries).toBe("12");
  });

  it.each(locales)("every fact has a value in %s, and the Japanese ones read as Japanese", (locale) => {
    const facts = legalFacts(locale, { countries: "12" });
    expect(Object.keys(facts).sort()).toEqual([...legalFactNames].sort());
    for (const [name, value] of Object.entries(facts)) expect(value, name).not.toBe("");
    if (locale === "ja") {
      expect(facts["company.founded"]).toBe("2009年4月");
      expect(facts["company.directors"]).toBe(
        "イルゼ・マルクヴァルト（Ilse Marquardt）、トマス・フェレイラ（Tomás Ferreira）",
      );
      expect(facts["japan.capital"]).toBe("3,000万円");
      expect(facts["japan.employees"]).toBe("38名（2026年4月現在）");
      expect(facts["japan.address"]).toMatch(/^〒\d{3}-\d{4} 東京都/);
      expect(facts["company.addressLine"]).toContain("ドイツ・ハンブルク");
    }
  });

  it.each(locales)("keeps postcode and city, and the register's kind and number, on one line in %s", (locale) => {
    const facts = legalFacts(locale, { countries: "12" });
    expect(facts["company.register"]).toContain("HRB\u00a0187204");
    expect(facts["company.address"]).toContain("20457\u00a0Hamburg");
    expect(facts["company.addressLine"]).toContain("20457\u00a0Hamburg");
  });
});
