import { describe, expect, it } from "vitest";
import { contactText } from "~/features/contact/text.server";
import { dealersText } from "~/features/dealers/text.server";
import { legalPageSeeds } from ".";

describe("the Japanese privacy policy names the site's controls by their own labels", () => {
  const body = legalPageSeeds.ja.privacy.body;

  it("quotes the store finder's button as it reads", () => {
    expect(body).toContain(`「${dealersText.ja.nearMe.sort}」を選ぶと`);
  });

  it("names the contact form's optional fields by their labels", () => {
    const { model, serial } = contactText.ja.form;
    expect(body).toContain(`ご記入いただいた場合は${model}と${serial}を保存します。`);
  });
});

describe("every privacy policy lists what the contact form stores, and nothing it does not ask", () => {
  it.each(["en", "de", "ja"] as const)(
    "%s: no store of purchase (the form has no such field), the store of a reported change",
    (locale) => {
      const body = legalPageSeeds[locale].privacy.body;
      expect(body).not.toMatch(/bought it from|gekauft haben|ご購入の販売店/);
      expect(body).toMatch(
        /report a change to a store's details|Änderung an den Angaben eines Händlers|販売店情報の訂正/,
      );
      // the form's fields: a store appears only as the one whose details are reported (Find a Store's "report a change")
      expect(Object.keys(contactText[locale].form)).not.toContain("store");
    },
  );
});

describe("the warranty excludes an instrument others repaired or modified, in every language", () => {
  it.each([
    ["en", "Instruments repaired or modified by anyone other than {company.name} or a service centre it authorised."],
    [
      "de",
      "Instrumente, die von anderen als der {company.name} oder einer von ihr autorisierten Servicewerkstatt repariert oder verändert wurden.",
    ],
    ["ja", "当社または当社指定のサービス窓口以外での修理・改造による故障および損傷"],
  ] as const)("%s says who else repaired it, never who did not", (locale, sentence) => {
    const body = legalPageSeeds[locale].warranty.body;
    expect(body).toContain(sentence);
    // the opposite: an instrument Noteva did not repair is excluded (every instrument it never touched)
    expect(body).not.toMatch(/die nicht von der \{company\.name\}|not repaired by \{company\.name\}/);
  });
});
