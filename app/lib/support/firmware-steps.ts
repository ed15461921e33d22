/**
 * How to install a firmware update, as the firmware pages and the archives' instructions
 * (media/firmware.ts) say it, in each of the site's languages.
 *
 * The text is one table per language (`firmware-text.ts` with the English, `.de.ts`, `.ja.ts`),
 * pure constants: this module imports all three for the loaders and the media scripts, and a
 * browser bundle that never calls it with German or Japanese drops those tables when it tree-shakes
 * (or can pass one table to `updateStepsWith` itself).
 */
import type { InstrumentKit, Param } from "../content-model.ts";
import type { Gender } from "../i18n/gender.ts";
import type { Locale } from "../i18n/locales.ts";
import { firmwareTextDe } from "./firmware-text.de.ts";
import { firmwareTextJa } from "./firmware-text.ja.ts";
import {
  type ChecksumWhere,
  type FirmwareText,
  firmwareTextEn,
  type UpdateHow,
  WRITE_ERROR_CODE,
} from "./firmware-text.ts";
import { hasControl, type InstrumentFacts, instrumentFacts, versionControl } from "./instrument-facts.ts";

const firmwareTexts: Record<Locale, FirmwareText> = { en: firmwareTextEn, de: firmwareTextDe, ja: firmwareTextJa };

/**
 * How a model takes an update, from its English specification and kit: from a USB flash drive
 * where it has a USB TO DEVICE port, else from a computer; with its keys or pads; the version shown
 * on its display (a model without one is sent to the instrument checker, which reads it).
 */
export function updateHowOf(params: readonly Param[], kit: InstrumentKit = {}): UpdateHow {
  const facts = instrumentFacts(params, kit);
  const display = facts.display || hasControl(facts, "SHIFT");
  return {
    from: facts.update === "drive" ? "drive" : "computer",
    pads: facts.plays === "pads",
    display,
    ...(facts.drive ? { drive: facts.drive } : {}),
    ...(display ? { errorCode: errorCodeFor(facts) } : {}),
    version: versionControl(facts),
  };
}

/**
 * The write error's code, one form on every page and in every language: E21 (WRITE_ERROR_CODE), which
 * every display shows as it is, the CP203's LED of three digits as well. A display too small for it
 * would be a fault in the data, and fails here.
 */
function errorCodeFor(facts: InstrumentFacts): string {
  if (facts.displayKind === "digits" && WRITE_ERROR_CODE.length > facts.displayDigits)
    throw new Error(`a display of ${facts.displayDigits} digits cannot show ${WRITE_ERROR_CODE}`);
  return WRITE_ERROR_CODE;
}

/** The update steps in one language's text, by the model's own route (`how.from`). */
export function updateStepsWith(
  text: FirmwareText,
  title: string,
  how: UpdateHow,
  gender: Gender = "n",
  where: ChecksumWhere = "page",
): string[] {
  return [
    ...(how.from === "drive" ? text.fromDrive(title, gender, how) : text.fromComputer(title, gender, how, where)),
  ];
}

/**
 * Update steps: from a USB flash drive where the instrument has a USB TO DEVICE port, else from a
 * computer; with the model's own keys or pads and controls (`how`: `updateHowOf` its specification).
 * `gender` is the product's (German articles and pronouns agree with it); `where`: on the firmware
 * page, or in the archive's HOW-TO-UPDATE (with `how.release`, the archive's release).
 */
export function updateSteps(
  title: string,
  how: UpdateHow,
  locale: Locale = "en",
  gender: Gender = "n",
  where: ChecksumWhere = "page",
): string[] {
  return updateStepsWith(firmwareTexts[locale], title, how, gender, where);
}

/**
 * What to do when an update fails, as [problem, remedy] pairs, by the same route as the steps
 * (`how`: a model updated from a computer never reads of a USB flash drive, one without a display
 * never of its display).
 */
export function updateTroubleshootingFor(
  locale: Locale,
  how: UpdateHow,
  where: ChecksumWhere = "page",
): [string, string][] {
  return firmwareTexts[locale]
    .troubleshooting(how, where)
    .map(([problem, remedy]): [string, string] => [problem, remedy]);
}

/** The heading over what to do when an update fails: one wording on the firmware page and in the archive. */
export function updateTroubleHeading(locale: Locale): string {
  return firmwareTexts[locale].troubleHeading;
}

/** What a release that needs a stepping stone says: "Requires firmware 1.2.0 or later: update to 1.2.0 first." */
export function steppingStoneFor(minimum: string, locale: Locale = "en"): string {
  return firmwareTexts[locale].steppingStone(minimum);
}
