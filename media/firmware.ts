/**
 * Firmware archives for the releases in the seed data: a .zip with the firmware image (a
 * deterministic body behind the signed header that the MIDI implementation describes),
 * release notes and update instructions in English, German and Japanese. Written to
 * public/downloads/firmware/.
 */
import { createHash, type KeyObject } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { zipSync } from "fflate";
import { categorySeeds } from "../app/.server/db/seed/catalogue.ts";
import { firmwareSeeds } from "../app/.server/db/seed/firmware.ts";
import { firmwareHref } from "../app/.server/db/seed/firmware-files.ts";
import { productSeeds } from "../app/.server/db/seed/products.ts";
import { firmware as firmwareDe } from "../app/.server/db/seed/translations/de/firmware.ts";
import { firmware as firmwareJa } from "../app/.server/db/seed/translations/ja/firmware.ts";
import { COMPOSED, formatsFor } from "../app/lib/format.ts";
import type { Locale } from "../app/lib/i18n/locales.ts";
import { FIRMWARE_ARCHIVE_LOCALES } from "../app/lib/support/firmware-archive.ts";
import {
  steppingStoneFor,
  updateHowOf,
  updateSteps,
  updateTroubleHeading,
  updateTroubleshootingFor,
} from "../app/lib/support/firmware-steps.ts";
import { signImage, signingKey } from "../firmware-signing/sign.ts";

const STAMP = new Date("2026-01-01T00:00:00Z");

/** A model's MIDI family (its line's) and member codes, as the seed gives them. */
export function midiCodesOf(productId: string): { family: number; member: number } {
  const product = productSeeds.find((p) => p.id === productId);
  const family = categorySeeds.find((c) => c.id === product?.categoryId)?.midiFamily;
  if (product?.midiMember === undefined || family === null || family === undefined) {
    throw new Error(`${productId} has firmware but no MIDI family and member code in the seed`);
  }
  return { family, member: product.midiMember };
}

/** A release's body: a model-specific size made from a hash chain. */
function firmwareBody(productId: string, version: string): Buffer {
  const size = 192 * 1024 + (createHash("sha256").update(productId).digest()[0] ?? 0) * 1024 - 64;
  const out = Buffer.alloc(size);
  let block = createHash("sha256").update(`${productId}@${version}`).digest();
  for (let offset = 0; offset < size; offset += block.length) {
    block.copy(out, offset);
    block = createHash("sha256").update(block).digest();
  }
  return out;
}

/**
 * A release's image, signed by the firmware team's signer (firmware-signing/sign.ts) with its
 * development key, or FIRMWARE_SIGNING_KEY's: the signed header (decision 020), then the body.
 */
export function firmwareImage(productId: string, version: string, minimumVersion?: string): Buffer {
  return signImage(
    { ...midiCodesOf(productId), version, minimumVersion: minimumVersion ?? null, productId },
    firmwareBody(productId, version),
    key(),
  );
}

let signing: KeyObject | undefined;
const key = () => {
  signing ??= signingKey();
  return signing;
};

/** The archive's languages: English under the plain names, each other language's files named with it (HOW-TO-UPDATE.ja.txt). */
const archiveLocales = FIRMWARE_ARCHIVE_LOCALES;
const named = (name: string, locale: Locale) => (locale === "en" ? `${name}.txt` : `${name}.${locale}.txt`);

/** The troubleshooting's heading as the firmware page words it, with the language's label mark: „Wenn das Update nicht funktioniert:“. */
const troubleHeading = (locale: Locale) => `${updateTroubleHeading(locale)}${COMPOSED[locale].label.trimEnd()}`;

/** The words the text files put around the steps and the notes, in each language. */
const archiveWords: Record<
  Locale,
  { howTo: (title: string) => string; trouble: string; notes: string; changes: string }
> = {
  en: {
    howTo: (title) => `How to update the ${title}`,
    trouble: troubleHeading("en"),
    notes: "firmware",
    changes: "Changes:",
  },
  de: {
    howTo: (title) => `Firmware-Update: ${title}`,
    trouble: troubleHeading("de"),
    notes: "Firmware",
    changes: "Änderungen:",
  },
  ja: {
    howTo: (title) => `${title}のアップデート手順`,
    trouble: troubleHeading("ja"),
    notes: "ファームウェア",
    changes: "変更内容：",
  },
};

/**
 * A text file for Windows Notepad as much as for any other editor: UTF-8 with a byte order mark
 * (so that an editor on a Japanese Windows never reads it as Shift_JIS) and CRLF line ends.
 */
const textFile = (lines: readonly string[]) => Buffer.from(`\ufeff${lines.join("\r\n")}`, "utf8");

/**
 * HOW-TO-UPDATE.txt of a model's archives: its own steps and what to do when they fail, both by
 * its own route (from a USB flash drive at USB TO DEVICE, or from a computer), in each language.
 * The firmware already installed reads the update: a drive format it reads only from a later
 * version is offered by `version`'s archive only where that firmware may have it (firmware-text.ts `driveOf`).
 */
export function howToUpdate(productId: string, locale: Locale = "en", version?: string): string {
  const product = productSeeds.find((p) => p.id === productId);
  const title = product?.title ?? productId;
  const how = { ...updateHowOf(product?.params ?? [], product?.kit), ...(version ? { release: version } : {}) };
  const words = archiveWords[locale];
  return [
    words.howTo(title),
    "",
    ...updateSteps(title, how, locale, product?.gender, "archive").map((s, i) => `${i + 1}. ${s}`),
    "",
    words.trouble,
    ...updateTroubleshootingFor(locale, how, "archive").map(([q, a]) => `- ${formatsFor(locale).labelled(q, a)}`),
    "",
  ].join("\r\n");
}

/** A release's notes in a language: its translation line for line, or the English where it has none. */
function releaseNotes(
  locale: Locale,
  release: { productId: string; title: string; version: string; date: string; changes: string[] },
  minimumVersion?: string,
): string[] {
  const { productId, title, version, date, changes } = release;
  const f = formatsFor(locale);
  const words = archiveWords[locale];
  const translated = locale === "en" ? undefined : releaseNoteTranslations[locale][`${productId}@${version}`];
  const lines = translated?.length === changes.length ? translated : changes;
  return [
    // 「Noteva MK61ファームウェアVer.2.0.0（2025年3月1日）」: no space before Japanese (JTF 3.1.1)
    f.aside(`Noteva ${title}${locale === "ja" ? "" : " "}${f.versioned(words.notes, version)}`, f.date(date)),
    ...(minimumVersion ? ["", steppingStoneFor(minimumVersion, locale)] : []),
    "",
    words.changes,
    ...lines.map((c) => `- ${c}`),
    "",
  ];
}

const releaseNoteTranslations: Record<"de" | "ja", Record<string, string[]>> = { de: firmwareDe, ja: firmwareJa };

/**
 * The archive of a release: the image (NOTEVA_MK61_V200.BIN), and its release notes and how to
 * update in each language of the site (RELEASE-NOTES.txt in English, RELEASE-NOTES.de.txt,
 * RELEASE-NOTES.ja.txt; HOW-TO-UPDATE likewise), as the firmware page of each language says.
 */
export function firmwareArchive(
  productId: string,
  version: string,
  date: string,
  changes: string[],
  minimumVersion?: string,
): Uint8Array {
  const title = productSeeds.find((p) => p.id === productId)?.title ?? productId;
  const texts: Record<string, [Uint8Array, { mtime: Date }]> = Object.fromEntries(
    archiveLocales.flatMap((locale) => [
      [
        named("RELEASE-NOTES", locale),
        [
          textFile(releaseNotes(locale, { productId, title, version, date, changes }, minimumVersion)),
          { mtime: STAMP },
        ],
      ],
      [named("HOW-TO-UPDATE", locale), [textFile([howToUpdate(productId, locale, version)]), { mtime: STAMP }]],
    ]),
  );
  return zipSync(
    {
      [`NOTEVA_${productId.toUpperCase()}_V${version.replace(/\./g, "")}.BIN`]: [
        firmwareImage(productId, version, minimumVersion),
        { mtime: STAMP },
      ],
      ...texts,
    },
    { level: 6 },
  );
}

export function generateFirmware(): number {
  let made = 0;
  for (const [productId, version, date, changes, minimumVersion] of firmwareSeeds) {
    const file = path.resolve("public", `.${firmwareHref(productId, version)}`);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, firmwareArchive(productId, version, date, changes, minimumVersion));
    made++;
  }
  return made;
}

if (import.meta.main) console.log(`firmware: ${generateFirmware()} archives written`);
