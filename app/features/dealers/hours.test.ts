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

  it("writes them in each language with Intl's weekday names", () => {
    expect(write("Daily 10:00–20:00", "en")).toBe("Daily 10:00–20:00");
    expect(write("Daily 10:00–20:00", "ja")).toBe("毎日 10:00～20:00");
    expect(write("Daily 10:00–20:00", "de")).toBe("Täglich 10:00–20:00");
    expect(write("Mon–Sat 10:00–19:00", "de")).toBe("Mo–Sa 10:00–19:00, So geschlossen");
    expect(write("Mon–Sat 10:00–19:00", "en")).toBe("Mon–Sat 10:00–19:00, Sun closed");
    expect(write("Mon–Sat 10:00–19:00, Sun 12:00–17:00", "en")).toBe("Mon–Sat 10:00–19:00, Sun 12:00–17:00");
    expect(write("Thu–Tue 10:30–19:00 (closed Wed)", "en")).toBe("Thu–Tue 10:30–19:00, Wed closed");
    expect(write("Thu–Tue 10:30–19:00 (closed Wed)", "ja")).toBe("木～火 10:30～19:00、定休日：水");
    expect(write("Mon–Sat 10:00–13:30 and 15:30–19:30", "en")).toBe("Mon–Sat 10:00–13:30 and 15:30–19:30, Sun closed");
    expect(write("Mon–Sat 10:00–13:30 and 15:30–19:30", "de")).toBe(
      "Mo–Sa 10:00–13:30 und 15:30–19:30, So geschlossen",
    );
    expect(write("Tue–Sat 10:00–18:00, Thu until 21:00", "en")).toBe(
      "Tue–Wed 10:00–18:00, Thu 10:00–21:00, Fri–Sat 10:00–18:00, Sun–Mon closed",
    );
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
