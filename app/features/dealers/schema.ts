/** The store editor's form rules (admin), checked in the browser and again on the server. */

import { countryCodes } from "~/lib/countries";
import { z } from "~/lib/forms/zod";
import { fill } from "~/lib/i18n/frame";
import { type DealerText, dealerText } from "./admin-text";
import { checkHours, hourDays, hourFieldNames } from "./hours-form";

/**
 * The store editor's rules, shared by the browser and the server: `lineIds` are the product lines
 * the catalogue has now (a store carries some of them), `isNew` asks for the new store's id.
 */
export function dealerSchema(lineIds: readonly string[], isNew: boolean, t: DealerText = dealerText("en")) {
  const e = t.errors;
  const atMost = (max: number) => fill(e.atMost, { max });
  const text = (message: string, max: number) =>
    z.string({ error: message }).trim().min(1, message).max(max, atMost(max));
  const number = (message: string, min: number, max: number) =>
    z.coerce.number({ error: message }).refine((n) => Number.isFinite(n) && n >= min && n <= max, message);
  /** A weekday's times: "09:30" as a time input sends it; checked together by checkHours. */
  const hourShape = Object.fromEntries(
    hourFieldNames.map((field) => [field, z.string().trim().max(10, e.time).optional()]),
  ) as Record<(typeof hourFieldNames)[number], z.ZodOptional<z.ZodString>>;
  return z
    .object({
      id: isNew
        ? z
            .string({ error: e.id })
            .trim()
            .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, e.idShape)
            .max(80, atMost(80))
        : z.string().optional(),
      name: text(e.name, 120),
      type: z.enum(["distributor", "dealer"], { error: e.type }),
      country: z.enum(countryCodes as [string, ...string[]], { error: e.country }),
      city: text(e.city, 80),
      region: z.string().trim().max(80, atMost(80)).optional(),
      street: text(e.street, 160),
      postcode: text(e.postcode, 20),
      // libphonenumber checks the number on the server (features/dealers/phone.server.ts)
      phone: z
        .string({ error: e.phone })
        .trim()
        .regex(/^\+[0-9][0-9 ()-]{5,28}$/, e.phoneShape),
      email: z.string({ error: e.email }).trim().pipe(z.email(e.emailShape)),
      website: z
        .string({ error: e.website })
        .trim()
        .refine((v) => /^https:\/\/[^\s/]+\.[^\s]+$/.test(v) && URL.canParse(v), e.websiteShape),
      lat: number(e.lat, -90, 90),
      lng: number(e.lng, -180, 180),
      lines: z
        .array(z.string(), { error: e.lines })
        .min(1, e.lines)
        .superRefine((chosen, ctx) => {
          // a line the catalogue no longer has (a form loaded before it went), or never had
          const unknown = chosen.find((id) => !lineIds.includes(id));
          if (unknown !== undefined) ctx.addIssue({ code: "custom", message: fill(e.unknownLine, { line: unknown }) });
        }),
      ...hourShape,
      verifiedOn: z
        .string({ error: e.verifiedOn })
        .regex(/^\d{4}-\d{2}-\d{2}$/, e.dateShape)
        .refine((v) => !Number.isNaN(Date.parse(v)) && v <= new Date().toISOString().slice(0, 10), e.dateReal),
      status: z.enum(["draft", "published"], { error: e.status }),
    })
    .superRefine(checkHours(t));
}
export type DealerInput = z.infer<ReturnType<typeof dealerSchema>>;

/** A store's fields, labelled as its editor labels them (a refused save's table, the history). */
export function dealerFieldLabelsIn(t: DealerText): Record<string, string> {
  const { opens, closes, opens2, closes2 } = t.hours.fields;
  // the id is fixed once created: a refused save and the history compare what can be edited; each
  // day's times follow "Opening hours", in the form's order
  const { id: _id, verifiedOn, lines, status, ...before } = t.labels;
  return {
    ...before,
    ...Object.fromEntries(
      hourDays.flatMap(({ fields }, i) => {
        const day = t.days[i] ?? "";
        return [
          [fields[0], fill(opens, { day })],
          [fields[1], fill(closes, { day })],
          [fields[2], fill(opens2, { day })],
          [fields[3], fill(closes2, { day })],
        ];
      }),
    ),
    verifiedOn,
    lines,
    status,
  };
}

/** The fields' English labels (the history). */
export const dealerFieldLabels = dealerFieldLabelsIn(dealerText("en"));
