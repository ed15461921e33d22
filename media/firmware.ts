/**
 * Firmware archives for the releases in the seed data: a .zip with the firmware image (a
 * deterministic binary with a Noteva header), release notes and update instructions.
 * Written to public/downloads/firmware/.
 */
import { createHash } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { zipSync } from "fflate";
import { firmwareSeeds } from "../app/.server/db/seed/articles.ts";
import { firmwareHref } from "../app/.server/db/seed/firmware-files.ts";
import { productSeeds } from "../app/.server/db/seed/products.ts";
import { updateSteps, updateTroubleshooting } from "../app/lib/support/firmware-steps.ts";

const STAMP = new Date("2026-01-01T00:00:00Z");

function image(productId: string, version: string): Uint8Array {
  const size = 192 * 1024 + (createHash("sha256").update(productId).digest()[0] ?? 0) * 1024;
  const out = Buffer.alloc(size);
  out.write(`NOTEVA FW\0${productId}\0${version}\0`, 0, "latin1");
  let block = createHash("sha256").update(`${productId}@${version}`).digest();
  for (let offset = 64; offset < size; offset += block.length) {
    block.copy(out, offset);
    block = createHash("sha256").update(block).digest();
  }
  return out;
}

export function generateFirmware(): number {
  let made = 0;
  for (const [productId, version, date, changes] of firmwareSeeds) {
    const title = productId === "SPC121" ? "SP-C121" : productId;
    const notes = [
      `Noteva ${title} firmware ${version} (${date})`,
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
    const zip = zipSync(
      {
        [`NOTEVA_${productId.toUpperCase()}_V${version.replace(/\./g, "")}.BIN`]: [
          image(productId, version),
          { mtime: STAMP },
        ],
        "RELEASE-NOTES.txt": [Buffer.from(notes), { mtime: STAMP }],
        "HOW-TO-UPDATE.txt": [Buffer.from(howTo), { mtime: STAMP }],
      },
      { level: 6 },
    );
    const file = path.resolve("public", `.${firmwareHref(productId, version)}`);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, zip);
    made++;
  }
  return made;
}

if (import.meta.main) console.log(`firmware: ${generateFirmware()} archives written`);
