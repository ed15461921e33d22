import { countryCodes } from "~/lib/countries";
import { UNREADABLE } from "~/lib/forms/parse";
import { z } from "~/lib/forms/zod";
import { fill } from "~/lib/i18n/frame";
import { modelCode } from "~/lib/model-code";

/** The topics, labelled in English as the inbox shows them (the public form's labels are in its text). */
export const contactTopics = [
  { value: "product", label: "Product question" },
  { value: "support", label: "Technical support" },
  { value: "dealer", label: "Dealer enquiry" },
  { value: "press", label: "Press" },
  { value: "other", label: "Other" },
] as const;
export type ContactTopicValue = (typeof contactTopics)[number]["value"];

/** Where a message is in the inbox. */

export const NAME_MAX = 100;
export const EMAIL_MAX = 254;
export const MESSAGE_MIN = 20;
export const MESSAGE_MAX = 5000;
export const MODEL_MAX = 40;
/** Two letters for the factory, two digits for the year, six digits: NV24012345. */
export const SERIAL_PATTERN = /^[A-Z]{2}\d{8}$/;

/**
 * Serial numbers as printed, with or without spaces and hyphens (any dash, full-width too), in any
 * case and width: "nv-24 012345", "ＮＶ２４０１２３４５" → "NV24012345".
 */
export function normalizeSerial(value: string): string {
  return value
    .normalize("NFKC")
    .replace(/[\s\-\u2010-\u2015\u2212\u30fc]/g, "")
    .toUpperCase();
}

function required(message: string, unreadable: string) {
  return z
    .string({ error: message })
    .trim()
    .min(1, message)
    .refine((v) => !UNREADABLE.test(v), unreadable);
}

/** The messages of the form's rules in the page's language (the contact page's text gives them). */
export type ContactSchemaText = Record<
  | "nameRequired"
  | "nameTooLong"
  | "emailRequired"
  | "emailTooLong"
  | "emailInvalid"
  | "country"
  | "topic"
  | "modelTooLong"
  | "modelShape"
  /** With `{typed}`, the name as typed. */
  | "unknownModel"
  | "serial"
  | "messageRequired"
  | "messageTooShort"
  | "messageTooLong"
  | "consent"
  | "dealer"
  | "unreadable"
  /** A field sent in a shape the form does not use. */
  | "malformed",
  string
>;

/** Which catalogue model a visitor's spelling of a name means ("sp c121" → "SPC121"), or undefined. */
export type ModelFinder = (typed: string) => string | undefined;

/** The message for a model name the catalogue does not know, kept with what was typed. */
export function unknownModelMessage(text: ContactSchemaText, typed: string): string {
  return fill(text.unknownModel, { typed });
}

/**
 * The contact form's rules, one schema for the browser and the server. The model is typed, in any
 * spelling: both sides check its shape; the server, which holds the catalogue (hundreds of models,
 * current and discontinued), passes `findModel` and turns the name into the product's id. Its
 * messages are the page's language's (`text`, from the page's data on both sides).
 */
export function contactSchema(text: ContactSchemaText, findModel?: ModelFinder) {
  return z.object({
    name: required(text.nameRequired, text.unreadable).pipe(z.string().max(NAME_MAX, text.nameTooLong)),
    email: required(text.emailRequired, text.unreadable).pipe(
      z.string().max(EMAIL_MAX, text.emailTooLong).pipe(z.email(text.emailInvalid)),
    ),
    country: z.enum(countryCodes as [string, ...string[]], { error: text.country }),
    topic: z.enum(contactTopics.map((t) => t.value) as [ContactTopicValue, ...ContactTopicValue[]], {
      error: text.topic,
    }),
    product: z
      .string()
      .trim()
      .max(MODEL_MAX, text.modelTooLong)
      .refine((v) => v === "" || modelCode(v) !== "", text.modelShape)
      .transform((typed, ctx) => {
        // spaces alone are no model: the field was left empty
        if (typed === "" || !findModel) return typed || undefined;
        const id = findModel(typed);
        if (id === undefined) ctx.addIssue({ code: "custom", message: unknownModelMessage(text, typed) });
        return id ?? typed;
      })
      .optional(),
    serial: z
      .string()
      .transform(normalizeSerial)
      .refine((v) => SERIAL_PATTERN.test(v), text.serial)
      .optional(),
    message: required(text.messageRequired, text.unreadable).pipe(
      z.string().min(MESSAGE_MIN, text.messageTooShort).max(MESSAGE_MAX, text.messageTooLong),
    ),
    consent: z.boolean({ error: text.consent }).refine((v) => v, text.consent),
    /** A store whose details the visitor reports a change to ("report a change" on Find a Store). */
    dealer: z
      .string()
      .regex(/^[a-z0-9-]{1,80}$/, text.dealer)
      .optional(),
  });
}
export type ContactInput = z.infer<ReturnType<typeof contactSchema>>;
