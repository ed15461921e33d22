import { UNREADABLE, unreadableMessage } from "~/features/forms/parse";
import { z } from "~/features/forms/zod";
import { formatNumber } from "~/lib/format";
import { modelCode } from "~/lib/model-code";
import { countryCodes } from "./countries";

export const contactTopics = [
  { value: "product", label: "Product question" },
  { value: "support", label: "Technical support" },
  { value: "dealer", label: "Dealer enquiry" },
  { value: "press", label: "Press" },
  { value: "other", label: "Other" },
] as const;
export type ContactTopicValue = (typeof contactTopics)[number]["value"];

/** Where a message is in the inbox. */
export { type ContactStatus, contactStatuses } from "~/lib/content-model";

export const NAME_MAX = 100;
export const EMAIL_MAX = 254;
export const MESSAGE_MIN = 20;
export const MESSAGE_MAX = 5000;
export const MODEL_MAX = 40;
/** Two letters for the factory, two digits for the year, six digits: NV24012345. */
export const SERIAL_PATTERN = /^[A-Z]{2}\d{8}$/;

/** Serial numbers as printed, with or without spaces and hyphens, in any case: "nv-24 012345" → "NV24012345". */
export function normalizeSerial(value: string): string {
  return value.replace(/[\s-]/g, "").toUpperCase();
}

const CONSENT = "Please agree that we may process your message, or we cannot answer it.";

function text(required: string) {
  return z
    .string({ error: required })
    .trim()
    .min(1, required)
    .refine((v) => !UNREADABLE.test(v), unreadableMessage);
}

/** Which catalogue model a visitor's spelling of a name means ("sp c121" → "SPC121"), or undefined. */
export type ModelFinder = (typed: string) => string | undefined;

/** The message for a model name the catalogue does not know, kept with what was typed. */
export function unknownModelMessage(typed: string): string {
  return `We do not know a model called “${typed}”. Check the name on the instrument's panel, or leave this empty and describe the instrument in your message.`;
}

/**
 * The contact form's rules, one schema for the browser and the server. The model is typed, in any
 * spelling: both sides check its shape; the server, which holds the catalogue (hundreds of models,
 * current and discontinued), passes `findModel` and turns the name into the product's id.
 */
export function contactSchema(findModel?: ModelFinder) {
  return z.object({
    name: text("Enter your name.").pipe(
      z.string().max(NAME_MAX, `Your name is too long: at most ${NAME_MAX} characters.`),
    ),
    email: text("Enter your e-mail address, so we can answer you.").pipe(
      z
        .string()
        .max(EMAIL_MAX, `This e-mail address is too long: at most ${EMAIL_MAX} characters.`)
        .pipe(z.email("Enter an e-mail address like name@example.com.")),
    ),
    country: z.enum(countryCodes as [string, ...string[]], { error: "Choose the country you are writing from." }),
    topic: z.enum(contactTopics.map((t) => t.value) as [ContactTopicValue, ...ContactTopicValue[]], {
      error: "Choose what your message is about.",
    }),
    product: z
      .string()
      .trim()
      .max(MODEL_MAX, `A model name is at most ${MODEL_MAX} characters, such as SP-C121.`)
      .refine((v) => v === "" || modelCode(v) !== "", "A model name has letters or digits, such as SP-C121.")
      .transform((typed, ctx) => {
        // spaces alone are no model: the field was left empty
        if (typed === "" || !findModel) return typed || undefined;
        const id = findModel(typed);
        if (id === undefined) ctx.addIssue({ code: "custom", message: unknownModelMessage(typed) });
        return id ?? typed;
      })
      .optional(),
    serial: z
      .string()
      .transform(normalizeSerial)
      .refine(
        (v) => SERIAL_PATTERN.test(v),
        "A serial number is two letters and eight digits, such as NV24012345. It is on the label under the instrument.",
      )
      .optional(),
    message: text("Write your message.").pipe(
      z
        .string()
        .min(MESSAGE_MIN, `Please write at least ${MESSAGE_MIN} characters, so we can help.`)
        .max(MESSAGE_MAX, `Your message is too long: at most ${formatNumber(MESSAGE_MAX)} characters.`),
    ),
    consent: z.boolean({ error: CONSENT }).refine((v) => v, CONSENT),
    /** A store whose details the visitor reports a change to ("report a change" on Find a Store). */
    dealer: z
      .string()
      .regex(/^[a-z0-9-]{1,80}$/, "This store is not in our list.")
      .optional(),
  });
}
export type ContactInput = z.infer<ReturnType<typeof contactSchema>>;
