/**
 * Why a save was refused, the same for every editor: a service throws these before it commits its
 * change, or names them in the change for the pipeline to throw (a claimed record gone, a unique key
 * taken meanwhile), so nothing is written; the admin's save (app/.server/admin/save.server.ts) answers
 * them: a 404, or the form again with the message (on its field) and what was typed kept.
 *
 * A refusal is a code and its values (`Refusal`); the admin writes it in the editor's language
 * (`refusalIn`), and the error's `message` is the English, for logs and the command line.
 */
import { formatsFor } from "~/lib/format";
import { fill } from "~/lib/i18n/frame";
import type { Locale } from "~/lib/i18n/locales";
import { type RefusalCode, refusalText } from "./refusal-text";

export type { RefusalCode };

/** A refusal's code and the values its message names (a moment is written in the reader's language). */
export type Refusal =
  | { code: "addressTaken"; by: string }
  | { code: "modelCodeTaken"; id: string }
  | { code: "phoneCountry"; expected: string; given: string }
  | { code: "replacedBy"; by: string; name: string; at: Date }
  | { code: "replacedWith"; name: string }
  | { code: "versionLineGone"; id: string }
  | { code: "hoursUnreadable"; hours: string }
  | { code: "midiFamilyTakenNow" | "midiFamilyTaken"; line: string; family: number }
  | { code: "midiMemberTaken"; product: string; member: number }
  | { code: "noSteppingStone"; version: string; product: string }
  | { code: "firmwareImages"; names: string }
  | { code: "firmwareImageTooLarge"; name: string; max: number }
  | { code: "firmwareNotSigned" | "firmwareBadSignature" | "firmwareBodyChanged"; name: string }
  | { code: "firmwareUnknownKey"; name: string; keyId: string }
  | { code: "firmwareBodyLength"; name: string; actual: number; expected: number }
  | {
      code: "firmwareOtherModel";
      name: string;
      imageProduct: string;
      imageFamily: number;
      imageMember: number;
      product: string;
      family: number;
      member: number;
    }
  | { code: "firmwareNoCodes"; product: string }
  | { code: "firmwareVersion"; name: string; imageVersion: string; version: string }
  | { code: "firmwareMinimumNotLower"; name: string; minimum: string; version: string }
  | { code: "midiMemberTakenNow"; product: string; member: number }
  | {
      code: Exclude<
        RefusalCode,
        | "addressTaken"
        | "modelCodeTaken"
        | "phoneCountry"
        | "replacedBy"
        | "replacedWith"
        | "versionLineGone"
        | "hoursUnreadable"
        | "midiFamilyTakenNow"
        | "midiMemberTakenNow"
        | "midiFamilyTaken"
        | "midiMemberTaken"
        | "noSteppingStone"
        | "firmwareImages"
        | "firmwareImageTooLarge"
        | "firmwareNotSigned"
        | "firmwareBadSignature"
        | "firmwareBodyChanged"
        | "firmwareUnknownKey"
        | "firmwareBodyLength"
        | "firmwareOtherModel"
        | "firmwareNoCodes"
        | "firmwareVersion"
        | "firmwareMinimumNotLower"
      >;
    };

/** A refusal's message in a language: "„Neue Klänge“ verwendet diese Adresse bereits. …". */
export function refusalIn(refusal: Refusal, locale: Locale): string {
  const { code, ...values } = refusal;
  const written: Record<string, string> = {};
  for (const [name, value] of Object.entries(values))
    written[name] = value instanceof Date ? `${formatsFor(locale).dateTimeMedium(value)} UTC` : String(value);
  return fill(refusalText[locale][code], written);
}

/** The record the change is about does not exist (any more). */
export class NotFound extends Error {
  constructor(what: string) {
    super(`${what} not found`);
    this.name = "NotFound";
  }
}

/** The change cannot be made as asked; the refusal says why (`message`: in English). */
export class Refused extends Error {
  override name = "Refused";
  constructor(readonly refusal: Refusal) {
    super(refusalIn(refusal, "en"));
  }
  /** The message in the reader's language. */
  in(locale: Locale): string {
    return refusalIn(this.refusal, locale);
  }
}

/** A value the form sent cannot be saved (an id in use, an unknown assignee): `field` gets the message. */
export class FieldRefused extends Refused {
  override name = "FieldRefused";
  constructor(
    readonly field: string,
    refusal: Refusal,
  ) {
    super(refusal);
  }
}
