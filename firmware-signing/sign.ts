/**
 * The firmware team's signer: puts the signed header (format 02, decision 020) in front of a body.
 * The build's firmware generator (media/firmware.ts) signs with the development key beside this
 * file; a maker's release pipeline points FIRMWARE_SIGNING_KEY at its own Ed25519 key (PKCS#8 PEM)
 * and adds the public half to app/lib/midi/firmware-keys.ts. The site never signs: it verifies.
 *
 *   node firmware-signing/sign.ts --product MK61 --family 2 --member 61 --version 2.1.0 \
 *     [--minimum 1.2.0] BODY.bin NOTEVA_MK61_V210.BIN
 */
import { createHash, createPrivateKey, createPublicKey, type KeyObject, sign } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { IMAGE_HEADER_SIZE, signedPart } from "../app/lib/midi/protocol.ts";

export const DEVELOPMENT_KEY_FILE = new URL("./development-key.pem", import.meta.url);

/** The signing key: FIRMWARE_SIGNING_KEY's file, else the development key. */
export function signingKey(file: string | URL = process.env.FIRMWARE_SIGNING_KEY || DEVELOPMENT_KEY_FILE): KeyObject {
  const pem = readFileSync(file, "utf8");
  const expected =
    "firmware is signed with an Ed25519 private key (PKCS#8 PEM, as `openssl genpkey -algorithm ed25519` writes it)";
  let key: KeyObject;
  try {
    key = createPrivateKey(pem.slice(Math.max(0, pem.indexOf("-----BEGIN"))));
  } catch {
    throw new Error(`${file}: not a private key in PEM; ${expected}`);
  }
  if (key.asymmetricKeyType !== "ed25519") throw new Error(`${file}: an ${key.asymmetricKeyType} key; ${expected}`);
  return key;
}

/** A key's raw 32-byte public key and its id (the first 8 bytes of its SHA-256). */
export function publicKeyOf(key: KeyObject): { raw: Buffer; id: Buffer } {
  const raw = createPublicKey(key).export({ format: "der", type: "spki" }).subarray(-32);
  return { raw, id: createHash("sha256").update(raw).digest().subarray(0, 8) };
}

export type ImageFields = {
  family: number;
  member: number;
  version: string;
  minimumVersion: string | null;
  productId: string;
};

/** The image: the signed header, then the body. */
export function signImage(fields: ImageFields, body: Uint8Array, key: KeyObject = signingKey()): Buffer {
  const part = signedPart({
    ...fields,
    bodyLength: body.length,
    keyId: publicKeyOf(key).id,
    bodySha256: createHash("sha256").update(body).digest(),
  });
  const signature = sign(null, part, key);
  const image = Buffer.alloc(IMAGE_HEADER_SIZE + body.length);
  image.set(part, 0);
  image.set(signature, part.length);
  image.set(body, IMAGE_HEADER_SIZE);
  return image;
}

if (import.meta.main) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      product: { type: "string" },
      family: { type: "string" },
      member: { type: "string" },
      version: { type: "string" },
      minimum: { type: "string" },
    },
  });
  const [bodyFile, out] = positionals;
  if (!values.product || !values.family || !values.member || !values.version || !bodyFile || !out) {
    console.error(
      "Usage: node firmware-signing/sign.ts --product ID --family N --member N --version X.Y.Z [--minimum X.Y.Z] BODY OUT",
    );
    process.exit(2);
  }
  const image = signImage(
    {
      productId: values.product,
      family: Number(values.family),
      member: Number(values.member),
      version: values.version,
      minimumVersion: values.minimum ?? null,
    },
    readFileSync(bodyFile),
  );
  writeFileSync(out, image);
  console.log(`${out}: ${image.length} bytes, signed with key ${publicKeyOf(signingKey()).id.toString("hex")}`);
}
