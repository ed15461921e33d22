import { describe, expect, it } from "vitest";
import { internationalPhone, telLink } from "~/lib/phone";
import { legalFacts } from "./legal-facts";
import { supportLine } from "./support-line";

describe("telephone support in each language", () => {
  it("writes the head office's number as DIN 5008 does, the subscriber number in one group, whatever the data's spacing", () => {
    expect(internationalPhone("+49 40 3009 4410")).toBe("+49 40 30094410");
    expect(internationalPhone("03-6452-1180", "JP")).toBe("+81 3 6452 1180");
    for (const locale of ["en", "de"] as const) expect(supportLine(locale).phone).toBe("+49 40 30094410");
    expect(legalFacts("de", { countries: "14" })["company.phone"]).toBe("+49 40 30094410");
    expect(legalFacts("de", { countries: "14" })["japan.phone"]).toBe("+81 3 6452 1180");
    expect(legalFacts("ja", { countries: "14" })["japan.phone"]).toBe("03-6452-1180");
  });

  it("dials every number in E.164, however it is written for the reader", () => {
    expect(telLink("03-6452-1180", "JP")).toBe("tel:+81364521180");
    expect(telLink("+49 40 3009 4410")).toBe("tel:+494030094410");
    expect(telLink("+81 3-3256-4418", "JP")).toBe("tel:+81332564418");
    for (const locale of ["en", "de", "ja"] as const) expect(supportLine(locale).tel).toMatch(/^tel:\+[1-9]\d{6,14}$/);
    expect(supportLine("de").tel).toBe("tel:+494030094410");
  });

  it("writes the line's hours as the language's readers write them", () => {
    expect(supportLine("en")).toMatchObject({
      phone: "+49 40 30094410",
      hours: "Mon–Fri 09:00–17:00 (German time), except public holidays in Hamburg",
      hoursInText: "Mon–Fri 09:00–17:00 (German time), except public holidays in Hamburg",
    });
    expect(supportLine("de")).toMatchObject({
      phone: "+49 40 30094410",
      hours: "Mo–Fr 9–17\u00a0Uhr, außer an Feiertagen in Hamburg",
    });
    // Japanese readers call the Tokyo line, in Japan's time (受付時間); inside a sentence's brackets, no brackets of its own
    expect(supportLine("ja")).toEqual({
      phone: "03-6452-1180",
      tel: "tel:+81364521180",
      hours: "10:00～17:00（土・日・祝日・年末年始を除く）",
      hoursInText: "10:00～17:00、土・日・祝日・年末年始を除く",
    });
  });
});
