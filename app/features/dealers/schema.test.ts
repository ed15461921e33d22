import { describe, expect, it } from "vitest";
import { parseForm } from "~/lib/forms/parse";
import { dealerSchema } from "./schema";

const fields = {
  id: "pt-lisboa-casa",
  name: "Casa dos Teclados",
  type: "dealer",
  country: "PT",
  city: "Lisboa",
  street: "Rua Garrett 50",
  postcode: "1200-204",
  phone: "+351 21 555 0100",
  email: "loja@casa-teclados.example",
  website: "https://casa-teclados.example",
  lat: "38.7107",
  lng: "-9.1420",
  lines: "DigitalPianos",
  monOpens: "10:00",
  monCloses: "19:00",
  satOpens: "10:00",
  satCloses: "14:00",
  verifiedOn: "2026-11-01",
  status: "published",
};
/** The catalogue's product lines' ids, as a route hands them in. */
const lineIds = ["DigitalPianos", "Keyboards", "Drums"];
const parse = (values: Record<string, string> | URLSearchParams, isNew = true, lines = lineIds) =>
  parseForm(new URLSearchParams(values), dealerSchema(lines, isNew));
const errors = (values: Record<string, string> | URLSearchParams, isNew = true, lines = lineIds) => {
  const submission = parse(values, isNew, lines);
  return submission.status === "error" ? submission.error : null;
};

describe("the store editor's rules", () => {
  it("accepts a complete store, with coordinates as numbers and the lines as a list", () => {
    const submission = parse(fields);
    expect(submission.status).toBe("success");
    if (submission.status === "success") {
      expect(submission.value).toMatchObject({ lat: 38.7107, lng: -9.142, lines: ["DigitalPianos"] });
    }
  });

  it("explains each wrong field", () => {
    const { lines: _lines, ...withoutLines } = fields;
    expect(errors({ ...withoutLines, id: "Not An Id", phone: "21 555 0100", lat: "95" })).toMatchObject({
      id: ["Use lower-case letters, digits and single hyphens only."],
      phone: ["Write the number in international form, such as +49 40 5550 1234."],
      lat: ["Latitude is a number from -90 to 90, such as 53.5511."],
      lines: ["Choose at least one product line."],
    });
  });

  it("checks the opening hours day by day, each message naming the day", () => {
    expect(
      errors({
        ...fields,
        monCloses: "",
        tueOpens: "25:00",
        tueCloses: "19:00",
        wedOpens: "19:00",
        wedCloses: "10:00",
        thuOpens: "09:30",
        thuCloses: "13:00",
        thuOpens2: "12:00",
        thuCloses2: "19:00",
      }),
    ).toMatchObject({
      monOpens: ["Monday: give both the opening and the closing time, or neither."],
      tueOpens: ["Tuesday: write a time of day as 24-hour HH:MM, such as 09:30."],
      wedOpens: ["Wednesday: it closes (10:00) before it opens (19:00)."],
      thuOpens2: ["Thursday: the second period starts (12:00) before the first ends (13:00)."],
    });
    const { monOpens: _o, monCloses: _c, satOpens: _s, satCloses: _t, ...closed } = fields;
    expect(errors(closed)).toMatchObject({ monOpens: ["Give the opening hours of at least one day."] });
  });

  it("takes the product lines the catalogue has, a new one too, and names a line it has not", () => {
    const withLines = (...lines: string[]) => {
      const form = new URLSearchParams(fields);
      form.delete("lines");
      for (const line of lines) form.append("lines", line);
      return form;
    };
    const both = parse(withLines("Keyboards", "Synths"), true, [...lineIds, "Synths"]);
    expect(both.status === "success" && both.value.lines).toEqual(["Keyboards", "Synths"]);
    expect(errors(withLines("Keyboards", "Synths"))).toEqual({
      lines: ["The catalogue has no product line “Synths”: choose the store's lines from the list."],
    });
    // a line removed from the catalogue since the form was loaded
    expect(errors(withLines("Drums"), true, ["DigitalPianos", "Keyboards"])).toEqual({
      lines: ["The catalogue has no product line “Drums”: choose the store's lines from the list."],
    });
  });

  it("needs an id only for a new store", () => {
    const { id: _id, ...withoutId } = fields;
    expect(parse(withoutId, false).status).toBe("success");
    expect(errors(withoutId, true)).toHaveProperty("id");
  });

  it("refuses a day in the future", () => {
    expect(errors({ ...fields, verifiedOn: "2999-01-01" })).toMatchObject({
      verifiedOn: ["Enter a real date, not in the future."],
    });
  });
});
