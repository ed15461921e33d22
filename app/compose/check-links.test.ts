/**
 * The links to the checker (`/support/check`) say what it checks: the instrument's firmware. A
 * Japanese reader found 「お使いのAKX10Sを確認」 vague (the ninth reading); the product's detail
 * page and its firmware page name the same thing in the same words.
 */
import { describe, expect, it } from "vitest";
import { catalogueText } from "~/features/catalogue/text.server";
import { checkLinkFor } from "~/features/check/text.server";
import { fill } from "~/lib/i18n/frame";

describe("the links to the checker", () => {
  it("name the firmware in Japanese, alike on the detail page and the firmware page", () => {
    const detail = fill(catalogueText.ja.detail.check, { title: "AKX10S" });
    const firmware = fill(checkLinkFor("ja").checkMy, { product: "AKX10S" });
    expect(detail).toBe("お使いのAKX10Sのファームウェアを確認");
    expect(firmware).toBe(detail);
  });
});
