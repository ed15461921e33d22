import { spawnSync } from "node:child_process";
import { generateKeyPairSync } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { FIRMWARE_KEYS, type FirmwareKey } from "../app/lib/midi/firmware-keys.ts";
import { IMAGE_HEADER_SIZE, parseImageHeader } from "../app/lib/midi/protocol.ts";
import { verifyHeader } from "../app/lib/midi/signature.ts";
import { DEVELOPMENT_KEY_FILE, publicKeyOf, signImage, signingKey } from "./sign.ts";

const SIGNER = fileURLToPath(new URL("./sign.ts", import.meta.url));
const fields = { productId: "MK61", family: 2, member: 61, version: "2.1.0", minimumVersion: "1.2.0" };
const body = Buffer.alloc(1000, "body");
const folder = mkdtempSync(path.join(tmpdir(), "firmware-signing-"));

/** A key written as a PKCS#8 PEM file, as a maker's release pipeline keeps it. */
function keyFile(name: string, type: "ed25519" | "rsa"): string {
  const { privateKey } =
    type === "rsa" ? generateKeyPairSync("rsa", { modulusLength: 2048 }) : generateKeyPairSync("ed25519");
  const file = path.join(folder, name);
  writeFileSync(file, privateKey.export({ format: "pem", type: "pkcs8" }));
  return file;
}

/** The key list an instrument signed for `file`'s key would carry. */
const trusting = (file: string): FirmwareKey[] => {
  const { raw, id } = publicKeyOf(signingKey(file));
  return [
    { id: id.toString("hex"), publicKey: raw.toString("hex"), label: "test", name: "Test key", development: true },
  ];
};

afterEach(() => vi.unstubAllEnvs());
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe("the firmware team's signer", () => {
  it("puts a signed header in front of the body that verifies with the development key instruments trust", async () => {
    vi.stubEnv("FIRMWARE_SIGNING_KEY", "");
    const image = signImage(fields, body);
    expect(image.subarray(IMAGE_HEADER_SIZE).equals(body)).toBe(true);
    const header = parseImageHeader(image);
    if (!header) throw new Error("no signed header");
    expect(header).toMatchObject({ ...fields, format: 2, bodyLength: body.length, keyId: "21d38292d0dddc24" });
    expect(FIRMWARE_KEYS.find((k) => k.id === header.keyId)?.development).toBe(true);
    expect(await verifyHeader(header, FIRMWARE_KEYS)).toBe("valid");
  });

  it("signs with FIRMWARE_SIGNING_KEY's key when it is set: instruments refuse it until its public half is in their list", async () => {
    const file = keyFile("release-key.pem", "ed25519");
    vi.stubEnv("FIRMWARE_SIGNING_KEY", file);
    const header = parseImageHeader(signImage(fields, body));
    if (!header) throw new Error("no signed header");
    expect(header.keyId).toBe(publicKeyOf(signingKey(file)).id.toString("hex"));
    expect(header.keyId).not.toBe(publicKeyOf(signingKey(DEVELOPMENT_KEY_FILE)).id.toString("hex"));
    expect(await verifyHeader(header, FIRMWARE_KEYS)).toBe("unknownKey");
    expect(await verifyHeader(header, trusting(file))).toBe("valid");
  });

  it("refuses a key that is not an Ed25519 private key, saying which file and what it needs", () => {
    const rsa = keyFile("rsa-key.pem", "rsa");
    expect(() => signingKey(rsa)).toThrow(
      `${rsa}: an rsa key; firmware is signed with an Ed25519 private key (PKCS#8 PEM, as \`openssl genpkey -algorithm ed25519\` writes it)`,
    );
    const notAKey = path.join(folder, "not-a-key.pem");
    writeFileSync(notAKey, "-----BEGIN PRIVATE KEY-----\nnonsense\n-----END PRIVATE KEY-----\n");
    expect(() => signingKey(notAKey)).toThrow(`${notAKey}: not a private key in PEM; firmware is signed with`);
  });

  it("on the command line, prints its usage and exits 2 without arguments, and signs a body into an image", async () => {
    const bare = spawnSync(process.execPath, [SIGNER], {
      encoding: "utf8",
      env: { ...process.env, FIRMWARE_SIGNING_KEY: "" },
    });
    expect(bare.status).toBe(2);
    expect(bare.stderr).toMatch(/^Usage: node firmware-signing\/sign\.ts --product ID --family N --member N --version/);
    const bodyFile = path.join(folder, "body.bin");
    const out = path.join(folder, "NOTEVA_MK61_V210.BIN");
    writeFileSync(bodyFile, body);
    const args = ["--product", "MK61", "--family", "2", "--member", "61", "--version", "2.1.0", "--minimum", "1.2.0"];
    const signed = spawnSync(process.execPath, [SIGNER, ...args, bodyFile, out], {
      encoding: "utf8",
      env: { ...process.env, FIRMWARE_SIGNING_KEY: "" },
    });
    expect(signed.stderr).toBe("");
    expect(signed.stdout).toBe(`${out}: ${IMAGE_HEADER_SIZE + body.length} bytes, signed with key 21d38292d0dddc24\n`);
    const image = await readFile(out);
    expect(image.equals(signImage(fields, body, signingKey(DEVELOPMENT_KEY_FILE)))).toBe(true);
  });
});
