/**
 * Verifies a firmware image's signed header against the keys instruments are built with, as the
 * instrument itself does at UPDATE BEGIN: the key the header names must be in the list, and its
 * Ed25519 signature must cover the header's signed part. WebCrypto verifies where the browser has
 * Ed25519 (Chrome and Edge 137, Firefox 129, Safari 17, Node); older browsers load a small library.
 */
import type { FirmwareKey } from "./firmware-keys";
import type { ImageHeader } from "./protocol";

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
