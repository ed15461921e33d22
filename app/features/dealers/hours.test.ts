import { describe, expect, it } from "vitest";
import { formatHours, hoursJsonLd, type OpeningHours, parseHoursText, periodsByDay } from "~/lib/opening-hours";
import { dealersText } from "./text.server";

const write = (text: string, locale: "en" | "de" | "ja") =>
  formatHours(parseHoursText(text) as OpeningHours, locale, dealersText[locale].hours);

describe("opening hours", () => {
  it("reads the stores' one-line hours as days, opens and closes", () => {
    expect(parseHoursText("Daily 10:00–20:00")).toEqual([
      {
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
        opens: "10:00",
        closes: "20:00",
      },
    ]);
    expect(parseHoursText("Mon–Fri 09:30–17:30 (trade only)")).toEqual([
      { dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], opens: "09:30", closes: "17:30" },
    ]);
    const split = periodsByDay(parseHoursText("Mon 15:30–19:30, Tue–Sat 09:30–13:00 and 15:30–19:30") ?? []);
    expect(split[0]).toEqual([{ opens: "15:30", closes: "19:30" }]);
    expect(split[5]).toEqual([
      { opens: "09:30", closes: "13:00" },
      { opens: "15:30", closes: "19:30" },
    ]);
    expect(split[6]).toEqual([]);
    const late = periodsByDay(parseHoursText("Tue–Sat 10:00–18:00, Thu until 21:00") ?? []);
    expect(late[3]).toEqual([{ opens: "10:00", closes: "21:00" }]);
    expect(late[4]).toEqual([{ opens: "10:00", closes: "18:00" }]);
    const wrap = periodsByDay(parseHoursText("Thu–Tue 10:30–19:00 (closed Wed)") ?? []);
    expect(wrap.map((d) => d.length)).toEqual([1, 1, 0, 1, 1, 1, 1]);
    expect(parseHoursText("by appointment")).toBeNull();
    expect(parseHoursText("Mon–Fri 25:00–26:00")).toBeNull();
  });

  it("writes them in English as before: runs of days, closed days last", () => {
    expect(write("Daily 10:00–20:00", "en")).toBe("Daily 10:00–20:00");
    expect(write("Mon–Sat 10:00–19:00", "en")).toBe("Mon–Sat 10:00–19:00, Sun closed");
    expect(write("Mon–Sat 10:00–19:00, Sun 12:00–17:00", "en")).toBe("Mon–Sat 10:00–19:00, Sun 12:00–17:00");
    expect(write("Thu–Tue 10:30–19:00 (closed Wed)", "en")).toBe("Thu–Tue 10:30–19:00, Wed closed");
    expect(write("Mon–Sat 10:00–13:30 and 15:30–19:30", "en")).toBe("Mon–Sat 10:00–13:30 and 15:30–19:30, Sun closed");
    expect(write("Tue–Sat 10:00–18:00, Thu until 21:00", "en")).toBe(
      "Tue–Wed 10:00–18:00, Thu 10:00–21:00, Fri–Sat 10:00–18:00, Sun–Mon closed",
    );
  });

  it("writes them as German stores do: „Mo–Fr 10–19 Uhr, Sa 10–16 Uhr“, no :00, no leading zero, closed days unsaid", () => {
    const nbsp = "\u00a0";
    expect(write("Mon–Fri 10:00–19:00, Sat 10:00–16:00", "de")).toBe(`Mo–Fr 10–19${nbsp}Uhr, Sa 10–16${nbsp}Uhr`);
    expect(write("Daily 10:00–20:00", "de")).toBe(`Täglich 10–20${nbsp}Uhr`);
    expect(write("Mon–Fri 09:30–17:30 (trade only)", "de")).toBe(`Mo–Fr 9:30–17:30${nbsp}Uhr`);
    expect(write("Mon–Sat 10:00–13:30 and 15:30–19:30", "de")).toBe(`Mo–Sa 10–13:30 und 15:30–19:30${nbsp}Uhr`);
    // one day off midweek: not a run over the weekend („Do–Di“)
    expect(write("Thu–Tue 10:30–19:00 (closed Wed)", "de")).toBe(`Täglich außer Mi 10:30–19${nbsp}Uhr`);
    expect(write("Mon–Sat 10:00–19:00", "de")).toBe(`Mo–Sa 10–19${nbsp}Uhr`);
  });

  it("writes them as Japanese stores do: 「10:00～20:00（水曜定休）」, the closed days after the times", () => {
    expect(write("Thu–Tue 10:00–20:00 (closed Wed)", "ja")).toBe("10:00～20:00（水曜定休）");
    expect(write("Mon–Fri 10:00–19:00", "ja")).toBe("10:00～19:00（土・日曜定休）");
    expect(write("Mon–Fri 09:30–17:30 (trade only)", "ja")).toBe("9:30～17:30（土・日曜定休）");
    expect(write("Tue–Sat 10:00–19:00", "ja")).toBe("10:00～19:00（日・月曜定休）");
    expect(write("Daily 10:00–20:00", "ja")).toBe("10:00～20:00（定休日なし）");
    expect(write("Mon–Sat 10:00–19:00, Sun 12:00–17:00", "ja")).toBe("月～土 10:00～19:00／日 12:00～17:00");
    expect(write("Tue–Sat 11:00–19:00, Sun 12:00–17:00", "ja")).toBe(
      "火～土 11:00～19:00／日 12:00～17:00（月曜定休）",
    );
    expect(write("Mon 15:30–19:30, Tue–Sat 09:30–13:00 and 15:30–19:30", "ja")).toBe(
      "月 15:30～19:30／火～土 9:30～13:00、15:30～19:30（日曜定休）",
    );
  });

  it("never writes a store's kind into its hours: a distributor's are hours like any other", () => {
    for (const locale of ["en", "de", "ja"] as const) {
      const text = dealersText[locale];
      const hours = write("Mon–Fri 09:30–17:30 (trade only)", locale);
      expect(hours).not.toContain(text.row.tradeOnly);
      expect(hours).not.toMatch(/trade|Händler|Fachhandel|販売店/);
    }
  });

  it("gives schema.org's OpeningHoursSpecification, closed days at 00:00–00:00", () => {
    expect(hoursJsonLd(parseHoursText("Mon–Sat 10:00–19:00") ?? [])).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
        opens: "10:00",
        closes: "19:00",
      },
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Sunday"], opens: "00:00", closes: "00:00" },
    ]);
  });
});
