import { describe, expect, it } from "vitest";
import { contactText } from "~/features/contact/text.server";
import { dealersText } from "~/features/dealers/text.server";
import { legalPageSeeds } from ".";

describe("the Japanese privacy policy names the site's controls by their own labels", () => {
  const body = legalPageSeeds.ja.privacy.body;

  it("quotes the store finder's button as it reads", () => {
    expect(body).toContain(`「${dealersText.ja.nearMe.sort}」を選ぶと`);
  });

  it("names the contact form's optional field by its label", () => {
    expect(body).toContain(`ご記入いただいた場合は${contactText.ja.form.model}、`);
  });
});
