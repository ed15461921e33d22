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
import { type ChecksumWhere, type FirmwareText, firmwareTextEn, type UpdateHow } from "./firmware-text.ts";
import { hasControl, type InstrumentFacts, instrumentFacts } from "./instrument-facts.ts";

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
    version: !display
      ? null
      : facts.markedKeys.includes("version")
        ? "function"
        : hasControl(facts, "SHIFT")
          ? "shift"
          : null,
  };
}

/** The write error's code as the display shows it: "E-21", or "E21" on an LED of three digits that has no room for the dash. */
function errorCodeFor(facts: InstrumentFacts): string {
  const code = "E-21";
  return facts.displayKind === "digits" && code.length > facts.displayDigits ? code.replace("-", "") : code;
}

/** The update steps in one language's text, by the model's own route (`how.from`). */
export function updateStepsWith(text: FirmwareText, title: string, how: UpdateHow, gender: Gender = "n"): string[] {
  return [...(how.from === "drive" ? text.fromDrive(title, gender, how) : text.fromComputer(title, gender, how))];
}

/**
 * Update steps: from a USB flash drive where the instrument has a USB TO DEVICE port, else from a
 * computer; with the model's own keys or pads and controls (`how`: `updateHowOf` its specification).
 * `gender` is the product's (German articles and pronouns agree with it).
 */
export function updateSteps(title: string, how: UpdateHow, locale: Locale = "en", gender: Gender = "n"): string[] {
  return updateStepsWith(firmwareTexts[locale], title, how, gender);
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

/** What a release that needs a stepping stone says: "Requires firmware 1.2.0 or later: update to 1.2.0 first." */
export function steppingStoneFor(minimum: string, locale: Locale = "en"): string {
  return firmwareTexts[locale].steppingStone(minimum);
}
