/**
 * Firmware archives for the releases in the seed data: a .zip with the firmware image (a
 * deterministic binary behind the 64-byte Noteva header that docs' MIDI implementation describes),
 * release notes and update instructions. Written to public/downloads/firmware/.
 */
import { createHash } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { zipSync } from "fflate";
import { categorySeeds } from "../app/.server/db/seed/catalogue.ts";
import { firmwareSeeds } from "../app/.server/db/seed/firmware.ts";
import { firmwareHref } from "../app/.server/db/seed/firmware-files.ts";
import { productSeeds } from "../app/.server/db/seed/products.ts";
import { updateSteps, updateTroubleshooting } from "../app/lib/support/firmware-steps.ts";

const STAMP = new Date("2026-01-01T00:00:00Z");

/** The image header's length: the body follows it. */
export const HEADER_BYTES = 64;

/** "1.2.0" as the four version bytes v1..v4 (major, minor, patch, build 0); none: 00 00 00 00. */
function versionBytes(version: string | undefined): number[] {
  if (!version) return [0, 0, 0, 0];
  const parts = version.split(".").map(Number);
  if (parts.length !== 3 || parts.some((n) => !Number.isInteger(n) || n < 0 || n > 0x7f)) {
    throw new Error(`firmware version ${version}: three numbers of 0–127 expected`);
  }
  return [...parts, 0];
}

/** A 14-bit code as two 7-bit groups, least significant first. */
function code14(code: number, what: string): number[] {
  if (!Number.isInteger(code) || code < 0 || code > 0x3fff) throw new Error(`${what} ${code}: 0–16383 expected`);
  return [code & 0x7f, code >> 7];
}

/** A model's MIDI family (its line's) and member codes, as the seed gives them. */
export function midiCodesOf(productId: string): { family: number; member: number } {
  const product = productSeeds.find((p) => p.id === productId);
  const family = categorySeeds.find((c) => c.id === product?.categoryId)?.midiFamily;
  if (product?.midiMember === undefined || family === null || family === undefined) {
    throw new Error(`${productId} has firmware but no MIDI family and member code in the seed`);
  }
  return { family, member: product.midiMember };
}

/**
 * The 64-byte header: "NVFW", format 01, family (2), member (2), version (4), minimum installed
 * version (4, zero: any), body length (uint32 little-endian), product id (16, ASCII, zero-padded), zeros.
 */
export function imageHeader(productId: string, version: string, minimumVersion: string | undefined, body: number) {
  const { family, member } = midiCodesOf(productId);
  const out = Buffer.alloc(HEADER_BYTES);
  out.write("NVFW", 0, "ascii");
  out[4] = 0x01;
  out.set(code14(family, "family"), 5);
  out.set(code14(member, "member"), 7);
  out.set(versionBytes(version), 9);
  out.set(versionBytes(minimumVersion), 13);
  out.writeUInt32LE(body, 17);
  if (productId.length > 16) throw new Error(`${productId}: a product id of at most 16 characters expected`);
  out.write(productId, 21, "ascii");
  return out;
}

/** A release's image: its header, then a body of a model-specific size made from a hash chain. */
export function firmwareImage(productId: string, version: string, minimumVersion?: string): Buffer {
  const size = 192 * 1024 + (createHash("sha256").update(productId).digest()[0] ?? 0) * 1024;
  const out = Buffer.alloc(size);
  imageHeader(productId, version, minimumVersion, size - HEADER_BYTES).copy(out, 0);
  let block = createHash("sha256").update(`${productId}@${version}`).digest();
  for (let offset = HEADER_BYTES; offset < size; offset += block.length) {
    block.copy(out, offset);
    block = createHash("sha256").update(block).digest();
  }
  return out;
}

/** The archive of a release: the image (NOTEVA_MK61_V200.BIN), its release notes and how to update. */
export function firmwareArchive(
  productId: string,
  version: string,
  date: string,
  changes: string[],
  minimumVersion?: string,
): Uint8Array {
  const title = productId === "SPC121" ? "SP-C121" : productId;
  const notes = [
    `Noteva ${title} firmware ${version} (${date})`,
    ...(minimumVersion ? ["", `Requires firmware ${minimumVersion} or later: update to ${minimumVersion} first.`] : []),
    "",
    "Changes:",
    ...changes.map((c) => `- ${c}`),
    "",
  ].join("\r\n");
  const product = productSeeds.find((p) => p.id === productId);
  const devicePort = JSON.stringify(product?.params ?? []).includes("USB to Device");
  const howTo = [
    `How to update the ${title}`,
    "",
    ...updateSteps(title, devicePort).map((s, i) => `${i + 1}. ${s}`),
    "",
    "If something goes wrong:",
    ...updateTroubleshooting.map(([q, a]) => `- ${q}: ${a}`),
    "",
  ].join("\r\n");
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
