/**
 * The signed firmware image header (format 02, decision 020): what the firmware team's signer
 * writes and what the instrument, the page and the admin read. Part of ./protocol.ts, which
 * re-exports it.
 */
import { int7, readInt7, versionBytes, versionText } from "./protocol-bytes.ts";

/** The signed image header's length (format 02); the body follows it. */
export const IMAGE_HEADER_SIZE = 160;
/** The header's bytes the signature covers (0–95); the Ed25519 signature (64 bytes) follows. */
export const SIGNED_PART = 96;
export const IMAGE_MAGIC = "NVFW";
export const IMAGE_FORMAT = 2;

// ── the signed firmware image header ──────────────────────────────────────────────────────────

/** What a firmware team writes into an image's header (the signer adds key id and body hash). */
type Fields = {
  family: number;
  member: number;
  version: string;
  /** null: installs over any version. */
  minimumVersion: string | null;
  bodyLength: number;
  productId: string;
};

export type ImageHeader = Fields & {
  format: number;
  /** The signing key's id: the first 8 bytes of SHA-256 of its public key, 16 hex digits. */
  keyId: string;
  /** SHA-256 of the body, 32 bytes. */
  bodySha256: Uint8Array;
  /** Bytes 0–95, which the signature covers, and the Ed25519 signature (64 bytes). */
  signed: Uint8Array;
  signature: Uint8Array;
};

const toHex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");

/**
 * The header's signed part (96 bytes): NVFW, format 02, family, member, version, minimum, body
 * length (uint32 LE), product id (16, ASCII), key id (8), SHA-256 of the body (32), zeros. The
 * signer appends the Ed25519 signature over it (`firmware-signing/`).
 */
export function signedPart(h: Fields & { keyId: Uint8Array; bodySha256: Uint8Array }): Uint8Array {
  const out = new Uint8Array(SIGNED_PART);
  out.set(new TextEncoder().encode(IMAGE_MAGIC), 0);
  out[4] = IMAGE_FORMAT;
  out.set(int7(h.family, 2), 5);
  out.set(int7(h.member, 2), 7);
  out.set(versionBytes(h.version), 9);
  out.set(h.minimumVersion ? versionBytes(h.minimumVersion) : [0, 0, 0, 0], 13);
  new DataView(out.buffer).setUint32(17, h.bodyLength, true);
  const id = new TextEncoder().encode(h.productId);
  if (id.length > 16) throw new RangeError("product id longer than 16 bytes");
  out.set(id, 21);
  if (h.keyId.length !== 8 || h.bodySha256.length !== 32) throw new RangeError("key id 8 bytes, SHA-256 32 bytes");
  out.set(h.keyId, 37);
  out.set(h.bodySha256, 45);
  return out;
}

/** The signed header of a firmware image (at least its first 160 bytes); null when it is not one of format 02. */
export function parseImageHeader(bytes: Uint8Array): ImageHeader | null {
  if (bytes.length < IMAGE_HEADER_SIZE) return null;
  if (new TextDecoder().decode(bytes.subarray(0, 4)) !== IMAGE_MAGIC || bytes[4] !== IMAGE_FORMAT) return null;
  const family = readInt7(bytes, 5, 2);
  const member = readInt7(bytes, 7, 2);
  if (family === undefined || member === undefined || bytes.subarray(9, 17).some((x) => x > 0x7f)) return null;
  const minimum = bytes.subarray(13, 17);
  const id = bytes.subarray(21, 37);
  const end = id.indexOf(0);
  return {
    format: IMAGE_FORMAT,
    family,
    member,
    version: versionText(bytes.subarray(9, 13)),
    minimumVersion: minimum.some((x) => x) ? versionText(minimum) : null,
    bodyLength: new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(17, true),
    productId: new TextDecoder().decode(end < 0 ? id : id.subarray(0, end)),
    keyId: toHex(bytes.subarray(37, 45)),
    bodySha256: bytes.slice(45, 77),
    signed: bytes.slice(0, SIGNED_PART),
    signature: bytes.slice(SIGNED_PART, IMAGE_HEADER_SIZE),
  };
}
