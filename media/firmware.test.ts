import { createHash, createPublicKey, verify } from "node:crypto";
import { unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { categorySeeds } from "../app/.server/db/seed/catalogue.ts";
import { firmwareSeeds } from "../app/.server/db/seed/firmware.ts";
import { productSeeds } from "../app/.server/db/seed/products.ts";
import { FIRMWARE_KEYS } from "../app/lib/midi/firmware-keys.ts";
import { IMAGE_HEADER_SIZE, parseImageHeader } from "../app/lib/midi/protocol.ts";
import { verifyHeader } from "../app/lib/midi/signature.ts";
import { updateSteps } from "../app/lib/support/firmware-steps.ts";
import { DEVELOPMENT_KEY_FILE, publicKeyOf, signingKey } from "../firmware-signing/sign.ts";
import { firmwareArchive, firmwareImage, midiCodesOf } from "./firmware.ts";

const development = FIRMWARE_KEYS.find((k) => k.development) ?? FIRMWARE_KEYS[0];
if (!development) throw new Error("no development key in FIRMWARE_KEYS");
const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest();

const release = (productId: string, version: string) => {
  const found = firmwareSeeds.find(([id, v]) => id === productId && v === version);
  if (!found) throw new Error(`${productId} ${version} is not in the seed`);
  return found;
};

/** The one .BIN entry of a release's archive. */
const imageIn = (zip: Uint8Array) => {
  const entries = Object.entries(unzipSync(zip)).filter(([name]) => name.endsWith(".BIN"));
  expect(entries.length).toBe(1);
  return Buffer.from(entries[0]?.[1] ?? []);
};

describe("a firmware image's signed header", () => {
  it("says NVFW, format 2, the MK61's codes, version 2.0.0, minimum 1.2.0, body length, product id, key id and body SHA-256", () => {
    const [id, version, date, changes, minimum] = release("MK61", "2.0.0");
    const image = imageIn(firmwareArchive(id, version, date, changes, minimum));
    const header = image.subarray(0, IMAGE_HEADER_SIZE);
    const body = image.subarray(IMAGE_HEADER_SIZE);
    expect(header.subarray(0, 4).toString("ascii")).toBe("NVFW");
    expect(header[4]).toBe(0x02);
    // Keyboards is family 2, the MK61 member 61: each as two 7-bit groups, least significant first
    expect([...header.subarray(5, 9)]).toEqual([0x02, 0x00, 61, 0x00]);
    expect([...header.subarray(9, 13)]).toEqual([2, 0, 0, 0]);
    expect([...header.subarray(13, 17)]).toEqual([1, 2, 0, 0]);
    expect(header.readUInt32LE(17)).toBe(body.length);
    expect(header.subarray(21, 37).toString("ascii")).toBe(`MK61${"\0".repeat(12)}`);
    expect(header.subarray(37, 45).toString("hex")).toBe(development.id);
    expect(header.subarray(45, 77).equals(sha256(body))).toBe(true);
    expect([...header.subarray(77, 96)]).toEqual(new Array(19).fill(0));
    expect(parseImageHeader(image)).toMatchObject({
      format: 2,
      family: 2,
      member: 61,
      version: "2.0.0",
      minimumVersion: "1.2.0",
      bodyLength: body.length,
      productId: "MK61",
      keyId: development.id,
    });
  });

  it("is signed with the development key, whose public half is in the key list instruments trust", async () => {
    const image = firmwareImage("MK49", "1.1.1");
    const header = parseImageHeader(image);
    if (!header) throw new Error("no signed header");
    expect(await verifyHeader(header, FIRMWARE_KEYS)).toBe("valid");
    // the Ed25519 signature (bytes 96–159) covers bytes 0–95, checked here without the site's code
    const publicKey = createPublicKey({
      key: Buffer.concat([Buffer.from("302a300506032b6570032100", "hex"), Buffer.from(development.publicKey, "hex")]),
      format: "der",
      type: "spki",
    });
    expect(verify(null, image.subarray(0, 96), publicKey, image.subarray(96, IMAGE_HEADER_SIZE))).toBe(true);
    expect(publicKeyOf(signingKey(DEVELOPMENT_KEY_FILE)).raw.toString("hex")).toBe(development.publicKey);
    // one byte of the signed part changed, and it no longer verifies
    const changed = Buffer.from(image);
    changed[9] = 9;
    expect(await verifyHeader(parseImageHeader(changed) ?? header, FIRMWARE_KEYS)).toBe("badSignature");
  });

  it("splits a member code above 127 into two 7-bit bytes and gives no minimum as zeros", () => {
    // the CP203 is member 203 = 0x4B + 0x01 × 128 of the digital pianos (family 1)
    const image = firmwareImage("CP203", "1.1.1");
    expect([...image.subarray(5, 9)]).toEqual([0x01, 0x00, 0x4b, 0x01]);
    expect([...image.subarray(9, 17)]).toEqual([1, 1, 1, 0, 0, 0, 0, 0]);
    expect(image.subarray(21, 37).toString("ascii").replace(/\0+$/, "")).toBe("CP203");
  });

  it("carries every seed release's own codes, 7-bit, a body of the signed length and SHA-256, and a valid signature", async () => {
    for (const [id, version, , , minimum] of firmwareSeeds) {
      const image = firmwareImage(id, version, minimum);
      const product = productSeeds.find((p) => p.id === id);
      const family = categorySeeds.find((c) => c.id === product?.categoryId)?.midiFamily ?? -1;
      const member = product?.midiMember ?? -1;
      const header = parseImageHeader(image);
      expect(header, `${id} ${version}`).toMatchObject({ family, member, version, minimumVersion: minimum ?? null });
      expect(
        [...image.subarray(5, 17)].every((b) => b <= 0x7f),
        `${id} ${version}`,
      ).toBe(true);
      expect(midiCodesOf(id)).toEqual({ family, member });
      const body = image.subarray(IMAGE_HEADER_SIZE);
      expect(header?.bodyLength, `${id} ${version}`).toBe(body.length);
      expect(sha256(body).equals(Buffer.from(header?.bodySha256 ?? [])), `${id} ${version}`).toBe(true);
      expect(header && (await verifyHeader(header, FIRMWARE_KEYS)), `${id} ${version}`).toBe("valid");
    }
  });

  it("is the same bytes every build, so the published SHA-256 stays true", () => {
    const [id, version, date, changes, minimum] = release("MR101S", "1.2.0");
    const hash = (zip: Uint8Array) => createHash("sha256").update(zip).digest("hex");
    expect(hash(firmwareArchive(id, version, date, changes, minimum))).toBe(
      hash(firmwareArchive(id, version, date, changes, minimum)),
    );
    // Ed25519 signatures are deterministic: the image too is the same bytes every time
    expect(firmwareImage("MR101S", "1.2.0").equals(firmwareImage("MR101S", "1.2.0"))).toBe(true);
    // two releases of one model differ in their header and body
    expect(firmwareImage("MR101S", "1.1.0").equals(firmwareImage("MR101S", "1.2.0"))).toBe(false);
  });

  it("holds the image, and the release notes and update steps in every language the firmware page names", () => {
    const [id, version, date, changes, minimum] = release("MK61", "2.0.0");
    const files = unzipSync(firmwareArchive(id, version, date, changes, minimum));
    expect(Object.keys(files).sort()).toEqual([
      "HOW-TO-UPDATE.de.txt",
      "HOW-TO-UPDATE.ja.txt",
      "HOW-TO-UPDATE.txt",
      "NOTEVA_MK61_V200.BIN",
      "RELEASE-NOTES.de.txt",
      "RELEASE-NOTES.ja.txt",
      "RELEASE-NOTES.txt",
    ]);
    // UTF-8 with a byte order mark and CRLF: Notepad on a Japanese Windows reads it as UTF-8, not Shift_JIS
    const ja = files["RELEASE-NOTES.ja.txt"] ?? new Uint8Array();
    expect([...ja.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = (name: string) => new TextDecoder().decode(files[name]);
    expect(text("RELEASE-NOTES.ja.txt")).toMatch(
      /^Noteva MK61ファームウェアVer\.2\.0\.0（\d{4}年\d{1,2}月\d{1,2}日）\r\n/,
    );
    expect(text("RELEASE-NOTES.ja.txt")).toContain("コード辞典を追加しました。");
    expect(text("RELEASE-NOTES.de.txt")).toContain("Neu: ein Akkordlexikon.");
    expect(text("HOW-TO-UPDATE.ja.txt")).toContain("HOW-TO-UPDATE.ja.txt");
    expect(text("HOW-TO-UPDATE.ja.txt")).toContain("ファームウェアのページに記載の値");
    expect(text("HOW-TO-UPDATE.ja.txt")).not.toContain("このページ");
    // inside the archive its instructions are "these"; the firmware page names them without この
    expect(text("HOW-TO-UPDATE.ja.txt")).toContain("この手順書（HOW-TO-UPDATE.ja.txt）");
    // the troubleshooting's heading in the firmware page's words, one wording on the page and in the archive
    expect(text("HOW-TO-UPDATE.de.txt")).toContain("\r\nWenn das Update nicht funktioniert:\r\n");
    expect(text("HOW-TO-UPDATE.txt")).toContain("\r\nIf the update does not work:\r\n");
    expect(text("HOW-TO-UPDATE.ja.txt")).toContain("\r\nアップデートがうまくいかない場合：\r\n");
    // what the page says is in the archive, in its language, is there
    for (const locale of ["en", "de", "ja"] as const) {
      const how = { from: "computer", pads: false, display: true, version: "function" } as const;
      const step = updateSteps("MK61", how, locale).join(" ");
      for (const name of step.match(/[A-Z-]+(?:\.[a-z]{2})?\.txt/g) ?? [])
        expect(Object.keys(files), name).toContain(name);
    }
  });

  it("asks for a drive the installed firmware reads: FAT32 alone for an AKX10S release up to 1.2.0", () => {
    const howTo = (version: string, locale: string) => {
      const [id, v, date, changes, minimum] = release("AKX10S", version);
      const files = unzipSync(firmwareArchive(id, v, date, changes, minimum));
      return new TextDecoder().decode(files[locale === "en" ? "HOW-TO-UPDATE.txt" : `HOW-TO-UPDATE.${locale}.txt`]);
    };
    for (const locale of ["en", "de", "ja"]) {
      for (const version of ["1.0.0", "1.1.0", "1.2.0"]) {
        const text = howTo(version, locale);
        expect(text, `${version} ${locale}`).toMatch(/FAT32/);
        expect(text, `${version} ${locale}`).not.toMatch(
          /FAT32 (?:or|oder) exFAT|FAT32またはexFAT|exFAT (?:only|nur)|exFATも/,
        );
      }
      // a later release may be read by 1.2.0 or later: exFAT with that condition
      expect(howTo("1.3.0", locale), locale).toMatch(/1\.2\.0/);
    }
  });

  it("refuses a model without MIDI codes (the MK37 has no MIDI port)", () => {
    expect(() => firmwareImage("MK37", "1.0.0")).toThrow(/no MIDI family and member/);
  });
});

describe("the seed's firmware history", () => {
  it("gives every model with a MIDI port three to five releases, and the MK61's 2.0.0 a stepping stone the seed has", () => {
    const midiModels = productSeeds.filter((p) => p.midiMember !== undefined).map((p) => p.id);
    expect(midiModels.length).toBe(8);
    for (const id of midiModels) {
      const count = firmwareSeeds.filter(([p]) => p === id).length;
      expect(count, id).toBeGreaterThanOrEqual(3);
      expect(count, id).toBeLessThanOrEqual(5);
    }
    const stones = firmwareSeeds.filter(([, , , , minimum]) => minimum);
    expect(stones.map(([id, v, , , m]) => `${id} ${v} needs ${m}`)).toEqual(["MK61 2.0.0 needs 1.2.0"]);
    for (const [id, , , , minimum] of stones) {
      expect(firmwareSeeds.some(([p, v]) => p === id && v === minimum)).toBe(true);
    }
    const [id, version, date, changes, minimum] = release("MK61", "2.0.0");
    const releaseNotes = new TextDecoder().decode(
      unzipSync(firmwareArchive(id, version, date, changes, minimum))["RELEASE-NOTES.txt"],
    );
    expect(releaseNotes).toContain("Requires firmware 1.2.0 or later: update to 1.2.0 first.");
  });
});
