/**
 * Firmware archives for the releases in the seed data: a .zip with the firmware image (a
 * deterministic body behind the signed header that the MIDI implementation describes),
 * release notes and update instructions. Written to public/downloads/firmware/.
 */
import { createHash, type KeyObject } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { zipSync } from "fflate";
import { categorySeeds } from "../app/.server/db/seed/catalogue.ts";
import { firmwareSeeds } from "../app/.server/db/seed/firmware.ts";
import { firmwareHref } from "../app/.server/db/seed/firmware-files.ts";
import { productSeeds } from "../app/.server/db/seed/products.ts";
import { updateHowOf, updateSteps, updateTroubleshootingFor } from "../app/lib/support/firmware-steps.ts";
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

/**
 * HOW-TO-UPDATE.txt of a model's archives: its own steps and what to do when they fail, both by
 * its own route (from a USB flash drive at USB TO DEVICE, or from a computer), in English.
 */
export function howToUpdate(productId: string): string {
  const product = productSeeds.find((p) => p.id === productId);
  const title = product?.title ?? productId;
  const how = updateHowOf(product?.params ?? [], product?.kit);
  return [
    `How to update the ${title}`,
    "",
    ...updateSteps(title, how).map((s, i) => `${i + 1}. ${s}`),
    "",
    "If something goes wrong:",
    ...updateTroubleshootingFor("en", how).map(([q, a]) => `- ${q}: ${a}`),
    "",
  ].join("\r\n");
}

/** The archive of a release: the image (NOTEVA_MK61_V200.BIN), its release notes and how to update. */
export function firmwareArchive(
  productId: string,
  version: string,
  date: string,
  changes: string[],
  minimumVersion?: string,
): Uint8Array {
  const title = productSeeds.find((p) => p.id === productId)?.title ?? productId;
  const notes = [
    `Noteva ${title} firmware ${version} (${date})`,
    ...(minimumVersion ? ["", `Requires firmware ${minimumVersion} or later: update to ${minimumVersion} first.`] : []),
    "",
    "Changes:",
    ...changes.map((c) => `- ${c}`),
    "",
  ].join("\r\n");
  const howTo = howToUpdate(productId);
  return zipSync(
    {
      [`NOTEVA_${productId.toUpperCase()}_V${version.replace(/\./g, "")}.BIN`]: [
        firmwareImage(productId, version, minimumVersion),
        { mtime: STAMP },
      ],
      "RELEASE-NOTES.txt": [Buffer.from(notes), { mtime: STAMP }],
      "HOW-TO-UPDATE.txt": [Buffer.from(howTo), { mtime: STAMP }],
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
