/**
 * Verifies a firmware image's signed header against the keys instruments are built with, as the
 * instrument itself does at UPDATE BEGIN: the key the header names must be in the list, and its
 * Ed25519 signature must cover the header's signed part. WebCrypto verifies where the browser has
 * Ed25519 (Chrome and Edge 137, Firefox 129, Safari 17, Node); older browsers load a small library.
 */
import type { FirmwareKey } from "./firmware-keys";
import { IMAGE_HEADER_SIZE, type ImageHeader, parseImageHeader } from "./protocol";

export type Verdict = "valid" | "unknownKey" | "badSignature";

const fromHex = (hex: string) => Uint8Array.from(hex.match(/../g) ?? [], (b) => Number.parseInt(b, 16));

async function webCryptoVerify(publicKey: Uint8Array, signature: Uint8Array, data: Uint8Array): Promise<boolean> {
  const key = await crypto.subtle.importKey("raw", publicKey as Uint8Array<ArrayBuffer>, { name: "Ed25519" }, false, [
    "verify",
  ]);
  return crypto.subtle.verify("Ed25519", key, signature as Uint8Array<ArrayBuffer>, data as Uint8Array<ArrayBuffer>);
}

export async function verifyHeader(
  header: Pick<ImageHeader, "keyId" | "signed" | "signature">,
  keys: readonly FirmwareKey[],
): Promise<Verdict> {
  const key = keys.find((k) => k.id === header.keyId);
  if (!key) return "unknownKey";
  const publicKey = fromHex(key.publicKey);
  let valid: boolean;
  try {
    valid = await webCryptoVerify(publicKey, header.signature, header.signed);
  } catch (error) {
    if (!(error instanceof DOMException) || error.name !== "NotSupportedError") return "badSignature";
    const { verifyAsync } = await import("@noble/ed25519");
    valid = await verifyAsync(header.signature, header.signed, publicKey).catch(() => false);
  }
  return valid ? "valid" : "badSignature";
}

/** What is wrong with a firmware image, first found first, as an instrument would find it; "valid": nothing. */
export type ImageVerdict = "unsigned" | Verdict | "bodyLength" | "bodyChanged";

/**
 * A whole image checked, as an instrument checks it before it installs: a signed header (format
 * 02) naming a known key whose signature verifies, then a body of the length and SHA-256 it signs.
 * The page (before it sends) and the admin (before it publishes) both ask this; the header comes
 * back whenever it parses, for the caller's own questions (the model, the version).
 */
export async function verifyImage(
  image: Uint8Array,
  keys: readonly FirmwareKey[],
): Promise<{ verdict: ImageVerdict; header: ImageHeader | null }> {
  const header = parseImageHeader(image);
  if (!header) return { verdict: "unsigned", header };
  const signature = await verifyHeader(header, keys);
  if (signature !== "valid") return { verdict: signature, header };
  const body = image.subarray(IMAGE_HEADER_SIZE);
  if (body.length !== header.bodyLength) return { verdict: "bodyLength", header };
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", body as Uint8Array<ArrayBuffer>));
  const same = digest.every((b, i) => b === header.bodySha256[i]);
  return { verdict: same ? "valid" : "bodyChanged", header };
}
