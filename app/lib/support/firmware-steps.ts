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
import { type FirmwareText, firmwareTextEn, type UpdateHow } from "./firmware-text.ts";
import { hasControl, instrumentFacts } from "./instrument-facts.ts";

const firmwareTexts: Record<Locale, FirmwareText> = { en: firmwareTextEn, de: firmwareTextDe, ja: firmwareTextJa };

/** How a model enters its updater and shows its version, from its English specification and kit. */
export function updateHowOf(params: readonly Param[], kit: InstrumentKit = {}): UpdateHow {
  const facts = instrumentFacts(params, kit);
  return {
    pads: facts.plays === "pads",
    display: facts.display || hasControl(facts, "SHIFT"),
    version: hasControl(facts, "FUNCTION") ? "function" : hasControl(facts, "SHIFT") ? "shift" : null,
  };
}

/** The update steps in one language's text. */
export function updateStepsWith(
  text: FirmwareText,
  title: string,
  hasDevicePort: boolean,
  how: UpdateHow,
  gender: Gender = "n",
): string[] {
  return [...(hasDevicePort ? text.fromDrive(title, gender, how) : text.fromComputer(title, gender, how))];
}

/**
 * Update steps: from a USB flash drive where the instrument has a USB TO DEVICE port, else from a
 * computer; with the model's own keys or pads and controls (`how`: `updateHowOf` its specification).
 * `gender` is the product's (German articles and pronouns agree with it).
 */
export function updateSteps(
  title: string,
  hasDevicePort: boolean,
  how: UpdateHow,
  locale: Locale = "en",
  gender: Gender = "n",
): string[] {
  return updateStepsWith(firmwareTexts[locale], title, hasDevicePort, how, gender);
}

/** What to do when an update fails, as [problem, remedy] pairs: from a USB drive, or from a computer. */
export function updateTroubleshootingFor(locale: Locale = "en", fromComputer = false): [string, string][] {
  const t = firmwareTexts[locale];
  return (fromComputer ? t.troubleshootingFromComputer : t.troubleshooting).map(
    ([problem, remedy]): [string, string] => [problem, remedy],
  );
}

/** What a release that needs a stepping stone says: "Requires firmware 1.2.0 or later: update to 1.2.0 first." */
export function steppingStoneFor(minimum: string, locale: Locale = "en"): string {
  return firmwareTexts[locale].steppingStone(minimum);
}

/** The English troubleshooting, for the callers that have no language. */
export const updateTroubleshooting: [string, string][] = updateTroubleshootingFor("en");
