/**
 * The text of the firmware update instructions, one table per language: this module holds the shape
 * and the English (the source); `firmware-text.de.ts` and `firmware-text.ja.ts` hold the German and
 * the Japanese. Every language has the same steps in the same order (the firmware page pictures
 * steps 3 and 4), and a table that misses one does not type-check.
 */
import { formatsFor } from "../format.ts";
import type { Gender } from "../i18n/gender.ts";
import type { Locale } from "../i18n/locales.ts";
import { compareVersions } from "../midi/protocol.ts";

/**
 * How long an instrument takes to install an update and restart by itself: one figure for the
 * update steps and the firmware news, in every language.
 */
const UPDATE_MINUTES = 3;
const ENGLISH_COUNTS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];
/** That figure as running text writes it: "three", „drei“, 「3」. */
export const updateMinutesIn = (locale: Locale) =>
  locale === "en"
    ? (ENGLISH_COUNTS[UPDATE_MINUTES] ?? String(UPDATE_MINUTES))
    : formatsFor(locale).inText(UPDATE_MINUTES);

/** The six steps of one way of updating. */
export type UpdateStepTexts = readonly [string, string, string, string, string, string];
/** A problem and what to do about it. */
export type TroubleText = readonly [problem: string, remedy: string];

/**
 * How the model takes an update, from its own data (firmware-steps.ts `updateHowOf`): from a USB
 * flash drive at its USB TO DEVICE port or from a computer at USB TO HOST, keys or pads, a
 * display or lit buttons, and the control that shows the version on its display (FUNCTION with
 * the key marked VERSION, or SHIFT with START/STOP). The steps and the troubleshooting both follow
 * `from`, so a model updated from a computer never reads of a USB flash drive.
 */
export type UpdateHow = {
  from: "drive" | "computer";
  pads: boolean;
  display: boolean;
  version: "function" | "shift" | null;
  /**
   * The write error as its display shows it (WRITE_ERROR_CODE, E21, on every model with a display); a
   * model without a display shows its buttons' lights instead.
   */
  errorCode?: string;
  /** The drive an update from a drive is read from (instrument-facts.ts `drive`); a 32 GB FAT32 flash drive where not given. */
  drive?: DriveRule;
  /**
   * The release whose archive's HOW-TO-UPDATE these steps are; absent on the firmware page. An update
   * is read by the firmware already installed, older than the release: a format that firmware reads
   * only from a later version (`DriveRule.from`) is not offered for a release up to that version.
   */
  release?: string;
};

/**
 * The largest drive a model reads and the formats every firmware of it reads; `from`: a format it
 * reads only from a firmware version on ("FAT32; exFAT from firmware 1.2.0").
 */
export type DriveRule = { maxGB: number; formats: readonly string[]; from?: { format: string; version: string } };
/** What a USB flash drive for an update must be where the model's data says no more. */
export const FLASH_DRIVE: DriveRule = { maxGB: 32, formats: ["FAT32"] };
/**
 * The drive an update is read from, as the installed firmware reads it: a format read only from a
 * later version is dropped where the installed firmware is older for certain (an archive of a release
 * up to that version), and kept, with its version, where it may not be (the firmware page, later archives).
 */
export const driveOf = (how: UpdateHow): DriveRule => {
  const drive = how.drive ?? FLASH_DRIVE;
  if (!drive.from || !how.release || compareVersions(how.release, drive.from.version) > 0) return drive;
  return { maxGB: Math.max(...drive.formats.map((f) => largestOf(drive, f))), formats: drive.formats };
};
/**
 * The largest FAT32 drive a reader can make: the computer's own tools format FAT32 up to 32 GB (Windows
 * offers no larger), so a larger drive a model reads is exFAT, never FAT32.
 */
export const FAT32_MAX_GB = 32;
/** The largest drive of one format a model reads: FAT32 up to 32 GB, another format up to its data's largest. */
export const largestOf = (drive: DriveRule, format: string) =>
  format === "FAT32" ? Math.min(FAT32_MAX_GB, drive.maxGB) : drive.maxGB;
/** A format a drive may have, the largest drive of it, and the firmware that first reads it where not every one does. */
export type DriveOption = { format: string; maxGB: number; from?: string };
/**
 * What a drive may be, one option a format, each with its own largest size: "FAT32 (up to 32 GB), or
 * exFAT (up to 512 GB) from firmware 1.2.0", never "up to 512 GB, FAT32", which nobody can format.
 */
export const driveOptions = (drive: DriveRule): DriveOption[] => [
  ...drive.formats.map((format) => ({ format, maxGB: largestOf(drive, format) })),
  ...(drive.from
    ? [{ format: drive.from.format, maxGB: largestOf(drive, drive.from.format), from: drive.from.version }]
    : []),
];
/** A drive of one format and one size, with nothing read from a later firmware: the plain sentence says it. */
export const singleOption = (drive: DriveRule): DriveOption | null => {
  const options = driveOptions(drive);
  return options.length === 1 && options[0] && !options[0].from ? options[0] : null;
};
/** The largest drive any option allows. */
export const largestDrive = (drive: DriveRule) => Math.max(...driveOptions(drive).map((o) => o.maxGB));
/** The file systems a drive can have that the model does not read (NTFS never), nor reads on every firmware. */
export const unreadFormats = (drive: DriveRule) =>
  ["exFAT", "NTFS"].filter((f) => !drive.formats.includes(f) && drive.from?.format !== f);
/** The one format step 1 warns of: exFAT where the model reads FAT32 alone, NTFS where it reads exFAT too. */
export const unreadFormat = (drive: DriveRule) => unreadFormats(drive)[0] ?? "NTFS";
/** The write error's code: one form (E21) in every language and on every model's pages, which every display can show. */
export const WRITE_ERROR_CODE = "E21";
export const errorCodeOf = (how: UpdateHow) => how.errorCode ?? WRITE_ERROR_CODE;

/**
 * Where the reader finds the download's published checksum (SHA-256, of the ZIP): on the firmware
 * page they read ("this page"), or, reading the archive's HOW-TO-UPDATE file, on the firmware page.
 */
export type ChecksumWhere = "page" | "archive";

/**
 * The steps name the model; `gender` is its grammatical gender, for the languages whose articles and
 * pronouns agree with it (German: "Schalten Sie die MR101S aus … ihren Anschluss").
 */
export type FirmwareText = {
  /** From a USB flash drive, where the instrument has a USB TO DEVICE port. */
  fromDrive: (title: string, gender: Gender, how: UpdateHow) => UpdateStepTexts;
  /**
   * From a computer, over the USB TO HOST port. Step 1 names the archive's instructions: "these"
   * read in the archive itself, "the" on the firmware page (`where`).
   */
  fromComputer: (title: string, gender: Gender, how: UpdateHow, where?: ChecksumWhere) => UpdateStepTexts;
  /**
   * What to do when an update fails, by the model's own route (`how.from`: a drive model's never
   * names a computer, a computer model's never a USB flash drive) and with what shows the error
   * (its display, or its buttons' lights).
   */
  troubleshooting: (how: UpdateHow, where?: ChecksumWhere) => readonly [TroubleText, TroubleText, TroubleText];
  /** A release that needs a stepping stone: the installed firmware must be `minimum` or later first. */
  steppingStone: (minimum: string) => string;
  /** The heading over the troubleshooting, on the firmware page and in the archive's instructions alike. */
  troubleHeading: string;
};

const enter = (how: UpdateHow) => (how.pads ? "Hold pads 1 and 16" : "Hold the lowest and the highest key");
const version = (how: UpdateHow) =>
  how.version === "function"
    ? "Check the version: hold FUNCTION and press the key marked VERSION."
    : how.version === "shift"
      ? "Check the version: hold SHIFT and press START/STOP: the display shows it."
      : // no display: it has already restarted by itself (step 5); the instrument checker reads its version
        `Check the version: ${how.from === "computer" ? "leave the instrument connected" : "connect its USB TO HOST port to a computer"} and open Check my instrument on the Noteva website (/support/check): it shows the installed firmware.`;

/** A write error, where the model shows it: on its display, or by its buttons' lights. */
const writeError = (how: UpdateHow) =>
  how.display
    ? `The display shows a write error (${errorCodeOf(how)})`
    : "The buttons' lights flash and the update stops (write error)";

/** "exFAT (up to 512 GB) if the instrument already runs firmware 1.2.0 or later". */
const optionEn = (o: DriveOption, size: (n: number) => string) =>
  `${o.format} ${size(o.maxGB)}${o.from ? ` if the instrument already runs firmware ${o.from} or later` : ""}`;

/** Step 1: the plain sentence for one format, else each format with its own largest size. */
const formatDriveEn = (drive: DriveRule) => {
  const one = singleOption(drive);
  if (one)
    return `Format a USB flash drive (up to ${one.maxGB} GB) as ${one.format} on your computer. Larger or ${unreadFormat(drive)} drives are not seen by the updater.`;
  return `Format a USB flash drive on your computer as ${driveOptions(drive)
    .map((o) => optionEn(o, (n) => `(up to ${n} GB)`))
    .join(
      ", or as ",
    )}. Drives larger than ${largestDrive(drive)} GB or formatted ${unreadFormats(drive).join(" or ")} are not seen by the updater.`;
};

/** The troubleshooting's drive: "formatted FAT32 (not exFAT or NTFS), of 32 GB or less", or each format with its size. */
const usableDriveEn = (drive: DriveRule) => {
  const one = singleOption(drive);
  if (one) return `formatted ${one.format} (not ${unreadFormats(drive).join(" or ")}), of ${one.maxGB} GB or less`;
  return `formatted ${driveOptions(drive)
    .map((o) => optionEn(o, (n) => `of ${n} GB or less`))
    .join(", or ")} (not ${unreadFormats(drive).join(" or ")})`;
};

/**
 * What to do after an interrupted update. The archive's instructions end with contacting support;
 * the firmware page says it once, below the troubleshooting with its link (support-firmware.tsx `stillStuck`).
 */
const recovered = (where: ChecksumWhere) =>
  `The previous firmware is kept in a safe area. Start the update again from step 3: the instrument recovers and installs the new firmware.${where === "page" ? "" : " If it does not start at all, contact support with the serial number."}`;

export const firmwareTextEn: FirmwareText = {
  fromDrive: (title, _gender, how) => [
    formatDriveEn(driveOf(how)),
    "Unzip the download and copy the .BIN file to the top folder of the drive, not into a subfolder.",
    `Turn the ${title} off. Insert the drive into the USB TO DEVICE port.`,
    `${enter(how)} together and turn the power on. The ${how.display ? "display" : "buttons' lights"} show${how.display ? "s" : ""} the update's progress.`,
    `Wait until the instrument restarts by itself, about ${updateMinutesIn("en")} minutes. Do not turn the power off while it updates.`,
    version(how),
  ],
  fromComputer: (title, _gender, how, where = "page") => [
    `Unzip the download on your computer (Windows, macOS or Linux): you get the .BIN file, ${where === "page" ? "the" : "these"} instructions (HOW-TO-UPDATE.txt) and the release notes (RELEASE-NOTES.txt).`,
    `Turn the ${title} off and connect its USB TO HOST port to the computer with a USB cable that carries data.`,
    `${enter(how)} and turn the ${title} on: it appears on the computer as a drive named NOTEVA-UPD.`,
    "Copy the .BIN file onto the NOTEVA-UPD drive. When the copy ends, the instrument installs the update by itself.",
    `Wait until the instrument restarts by itself, about ${updateMinutesIn("en")} minutes. Do not disconnect it or turn the power off while it updates.`,
    version(how),
  ],
  troubleshooting: (how, where = "page") =>
    how.from === "drive"
      ? [
          [
            "The instrument does not see the USB drive",
            `Use a drive ${usableDriveEn(driveOf(how))}, inserted directly into the USB TO DEVICE port (no hub or extension cable); some drives with security software are not seen.`,
          ],
          [
            writeError(how),
            `Copy the .BIN file to the drive again. If the downloaded ZIP file's checksum (SHA-256) differs from the one ${where === "page" ? "on this page" : "on the firmware page"}, download it again first. If it still fails, try another drive.`,
          ],
          ["The update was interrupted (power cut, drive removed)", recovered(where)],
        ]
      : [
          [
            "The computer does not show NOTEVA-UPD",
            "Use a cable that carries data (many charging cables do not) and a port on the computer itself, not a hub, and check that the instrument is ready for the update (step 3).",
          ],
          [
            writeError(how),
            `Copy the .BIN file to NOTEVA-UPD again. If the downloaded ZIP file's checksum (SHA-256) differs from the one ${where === "page" ? "on this page" : "on the firmware page"}, download it again first. If it still fails, try another USB cable or port.`,
          ],
          ["The update was interrupted (power cut, cable pulled)", recovered(where)],
        ],
  steppingStone: (minimum) => `Requires firmware ${minimum} or later: update to ${minimum} first.`,
  troubleHeading: "If the update does not work",
};
