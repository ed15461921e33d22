/** The store editor's form rules (admin), checked in the browser and again on the server. */

import { z } from "~/features/forms/zod";
import { countryCodes } from "~/lib/countries";
import { dealerLines } from "./filters";
import { checkHours, hourDays, hourFieldNames } from "./hours-form";

const text = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, `At most ${max} characters.`);

const number = (message: string, min: number, max: number) =>
  z.coerce.number({ error: message }).refine((n) => Number.isFinite(n) && n >= min && n <= max, message);

/** A weekday's times: "09:30" as a time input sends it; checked together by checkHours. */
const hourShape = Object.fromEntries(
  hourFieldNames.map((field) => [field, z.string().trim().max(10, "Write a time such as 09:30.").optional()]),
) as Record<(typeof hourFieldNames)[number], z.ZodOptional<z.ZodString>>;

/** The store editor's rules, shared by the browser and the server. */
export function dealerSchema(isNew: boolean) {
  return z
    .object({
      id: isNew
        ? z
            .string({ error: "Choose the store's id, such as de-berlin-klangwerk." })
            .trim()
            .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "Use lower-case letters, digits and single hyphens only.")
            .max(80, "At most 80 characters.")
        : z.string().optional(),
      name: text("Enter the store's name.", 120),
      type: z.enum(["distributor", "dealer"], { error: "Choose distributor or dealer store." }),
      country: z.enum(countryCodes as [string, ...string[]], { error: "Choose the country." }),
      city: text("Enter the city.", 80),
      region: z.string().trim().max(80, "At most 80 characters.").optional(),
      street: text("Enter the street and number.", 160),
      postcode: text("Enter the postcode.", 20),
      // libphonenumber checks the number on the server (features/dealers/phone.server.ts)
      phone: z
        .string({ error: "Enter the phone number." })
        .trim()
        .regex(/^\+[0-9][0-9 ()-]{5,28}$/, "Write the number in international form, such as +49 40 5550 1234."),
      email: z
        .string({ error: "Enter the store's e-mail address." })
        .trim()
        .pipe(z.email("Enter an e-mail address like shop@example.com.")),
      website: z
        .string({ error: "Enter the website." })
        .trim()
        .refine((v) => /^https:\/\/[^\s/]+\.[^\s]+$/.test(v) && URL.canParse(v), "Enter an https:// address."),
      lat: number("Latitude is a number from -90 to 90, such as 53.5511.", -90, 90),
      lng: number("Longitude is a number from -180 to 180, such as 9.9937.", -180, 180),
      lines: z
        .array(z.enum(dealerLines.map((l) => l.id) as [string, ...string[]]), {
          error: "Choose at least one product line.",
        })
        .min(1, "Choose at least one product line."),
      ...hourShape,
      verifiedOn: z
        .string({ error: "Enter the day the details were checked." })
        .regex(/^\d{4}-\d{2}-\d{2}$/, "Enter a date like 2026-11-23.")
        .refine(
          (v) => !Number.isNaN(Date.parse(v)) && v <= new Date().toISOString().slice(0, 10),
          "Enter a real date, not in the future.",
        ),
      status: z.enum(["draft", "published"], { error: "Choose draft or published." }),
    })
    .superRefine(checkHours);
}
export type DealerInput = z.infer<ReturnType<typeof dealerSchema>>;

/** A store's fields, labelled as its editor labels them (a refused save's table, the history). */
export const dealerFieldLabels: Record<string, string> = {
  name: "Name",
  type: "Type",
  street: "Street and number",
  postcode: "Postcode",
  city: "City",
  region: "Region (optional)",
  country: "Country",
  phone: "Phone",
  email: "E-mail",
  website: "Website",
  lat: "Latitude",
  lng: "Longitude",
  openingHours: "Opening hours",
  ...Object.fromEntries(
    hourDays.flatMap(({ day, fields }) => [
      [fields[0], `${day} opens`],
      [fields[1], `${day} closes`],
      [fields[2], `${day} opens again`],
      [fields[3], `${day} closes again`],
    ]),
  ),
  verifiedOn: "Details verified on",
  lines: "Product lines it carries",
  status: "State",
};
