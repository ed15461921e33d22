import { describe, expect, it } from "vitest";
import { locales } from "~/lib/i18n/locales";
import { companyDetails } from "~/lib/site-config";
import { companyAddressIn } from "./legal-facts";
import { companyContent } from "./text.server";

describe("Noteva Park's visiting information", () => {
  it("gives the park's address from the brand's details and the way there, in every language", () => {
    for (const locale of locales) {
      const address = companyAddressIn(locale);
      expect(address, locale).toContain(companyDetails.street);
      expect(address, locale).toContain(companyDetails.postalCode);
      const directions = companyContent[locale].park.directions.join("\n");
      // the nearest underground stations and what to do with a car
      expect(directions, locale).toMatch(/U4/);
      expect(directions, locale).toMatch(/U3/);
      expect(directions, locale).toMatch(/parking|[Pp]arkplätze|駐車場/);
    }
  });
});
