import { describe, expect, it } from "vitest";
import { supportLine } from "./support-line";

describe("telephone support in each language", () => {
  it("writes the line's hours as the language's readers write them", () => {
    expect(supportLine("en")).toEqual({
      phone: "+49 40 3009 4410",
      hours: "Mon–Fri 09:00–17:00 (German time), except public holidays in Hamburg",
    });
    expect(supportLine("de")).toEqual({
      phone: "+49 40 3009 4410",
      hours: "Mo–Fr 9–17\u00a0Uhr, außer an Feiertagen in Hamburg",
    });
    // Japanese readers call the Tokyo line, in Japan's time (受付時間)
    expect(supportLine("ja")).toEqual({ phone: "03-6452-1180", hours: "10:00～17:00（土・日・祝日・年末年始を除く）" });
  });
});
