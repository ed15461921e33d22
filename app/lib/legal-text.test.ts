import { describe, expect, it } from "vitest";
import { fillFacts, legalBlocksToText, legalTextProblems, textToLegalBlocks, withLegalFacts } from "./legal-text";

const typed = `## Angaben gemäß § 5 DDG

{company.name}
{company.address}

### Kontakt

- Telefon: {company.phone}
- E-Mail: [{company.email}](mailto:{company.email})

| 設立 | {company.founded} |
| 代表者 | 代表取締役　森下 健一 |`;

describe("legal pages as editors type them", () => {
  it("reads headings, paragraphs that keep their lines, lists and label–value tables", () => {
    expect(textToLegalBlocks(typed)).toEqual([
      { type: "h2", text: "Angaben gemäß § 5 DDG" },
      { type: "p", text: "{company.name}\n{company.address}" },
      { type: "h3", text: "Kontakt" },
      { type: "ul", items: ["Telefon: {company.phone}", "E-Mail: [{company.email}](mailto:{company.email})"] },
      {
        type: "table",
        rows: [
          { label: "設立", value: "{company.founded}" },
          { label: "代表者", value: "代表取締役　森下 健一" },
        ],
      },
    ]);
  });

  it("gives back what was typed, so an edit round-trips", () => {
    expect(legalBlocksToText(textToLegalBlocks(typed))).toBe(typed);
    expect(textToLegalBlocks("a\r\n\r\n\r\nb")).toEqual([
      { type: "p", text: "a" },
      { type: "p", text: "b" },
    ]);
  });

  it("keeps a value's own bars, and never reads HTML as anything but text", () => {
    expect(textToLegalBlocks("| Hours | Mon | Fri |")).toEqual([
      { type: "table", rows: [{ label: "Hours", value: "Mon | Fri" }] },
    ]);
    expect(textToLegalBlocks("<script>x</script>")).toEqual([{ type: "p", text: "<script>x</script>" }]);
  });

  it("names the facts the site does not know, once each, and rows without a value", () => {
    const known = new Set(["company.name"]);
    expect(legalTextProblems("{company.name} {company.nmae} {company.nmae} {ceo}", known)).toEqual([
      { code: "unknownFact", fact: "company.nmae" },
      { code: "unknownFact", fact: "ceo" },
    ]);
    expect(legalTextProblems("| 設立 |\n| 代表者 | 森下 |", known)).toEqual([{ code: "tableRow", row: "設立" }]);
    expect(
      legalTextProblems(
        typed,
        new Set(["company.name", "company.address", "company.phone", "company.email", "company.founded"]),
      ),
    ).toEqual([]);
  });

  it("fills in the facts everywhere a page shows text, and leaves an unknown one as written", () => {
    const facts = { "company.name": "Noteva GmbH", "company.founded": "2009年" };
    expect(fillFacts("{company.name} ({company.ceo})", facts)).toBe("Noteva GmbH ({company.ceo})");
    const filled = withLegalFacts(textToLegalBlocks(typed), facts);
    expect(filled[1]).toEqual({ type: "p", text: "Noteva GmbH\n{company.address}" });
    expect(filled[4]).toMatchObject({ rows: [{ label: "設立", value: "2009年" }, {}] });
  });
});
