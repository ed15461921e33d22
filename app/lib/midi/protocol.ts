/**
 * Noteva MIDI protocol v1: identity (MIDI Universal Device Inquiry) and firmware update over System
 * Exclusive. Pure: bytes in, bytes out, no DOM. The byte tables of the data lists and of
 * /support/check/midi are rendered from the constants here, so documentation and code agree.
 *
 * Every data byte is 7-bit (00–7F). Numbers wider than 7 bits travel as 7-bit groups, least
 * significant group first. Versions are text ("1.2.0") in this API and 4 bytes on the wire.
 * In order: the constants, the numbers (7-bit groups, versions, packing, CRC-32), the signed
 * firmware image header, the encoders and the decoder. Relative imports with their extensions:
 * Node runs it as it is when it writes the data lists.
 */
import { MANUFACTURER_ID } from "./manufacturer.ts";

export { MANUFACTURER_ID };
/** The protocol's version: 2 since images are signed (decision 020). */
export const PROTOCOL_VERSION = 2;
/** "NV": every Noteva message carries it after the ID, because anyone may use 7D. */
export const SIGNATURE: readonly number[] = [0x4e, 0x56];
/** The device ID meaning "all devices": the Identity Request and the pairing STATUS REQUEST use it. */
export const ALL_DEVICES = 0x7f;
/** The device ID instruments answer with (factory setting). */
export const INSTRUMENT_DEVICE_ID = 0x10;
/** Raw image bytes per DATA message (the last one may be shorter). */
export const CHUNK_SIZE = 256;
/** DATA messages the host may send before it waits for an ACK. */
export const WINDOW = 8;
/** Updates on battery power are refused below this level (percent). */
export const MIN_BATTERY = 30;

/**
 * The timing every host and instrument keeps (the data lists and /support/check/midi print them).
 * An instrument answers each request within `answerMs`; a host that hears nothing for `silenceMs`
 * sends again, at most `retries` times. Installs and restarts take what BEGIN ACCEPTED announces,
 * never more than `installMaxS` and `restartMaxS`.
 */
export const TIMING = {
  answerMs: 250,
  /** The Identity Reply right after power-up may take this long. */
  identityMs: 3000,
  /** The host asks for identity `identifyRounds` times, `identifyWaitMs` apart, before "no instrument". */
  identifyWaitMs: 1500,
  identifyRounds: 3,
  silenceMs: 5000,
  retries: 4,
  /** The host asks STATUS this often while the instrument verifies, installs and restarts. */
  pollMs: 1000,
  verifyMaxS: 15,
  installMaxS: 240,
  restartMaxS: 60,
  /** What the host adds to an announced deadline before it says "not yet". */
  graceS: 15,
} as const;

export const COMMAND = {
  statusRequest: 0x01,
  status: 0x02,
  updateBegin: 0x10,
  beginAccepted: 0x11,
  data: 0x12,
  ack: 0x13,
  commit: 0x14,
  committed: 0x15,
  abort: 0x16,
  refused: 0x7f,
} as const;

export const REASON = {
  wrongModel: 0x01,
  needsNewerVersion: 0x02,
  notUsb: 0x03,
  badChunk: 0x04,
  outOfSequence: 0x05,
  hashMismatch: 0x06,
  notReady: 0x07,
  malformed: 0x08,
  badSignature: 0x09,
  downgrade: 0x0a,
  batteryLow: 0x0b,
  unknownKey: 0x0c,
  /** A result, not a refusal: the new firmware did not start, the boot loader went back to the old one. */
  startFailed: 0x0d,
} as const;

export const STATE = {
  idle: 0x00,
  receiving: 0x01,
  verifying: 0x02,
  installing: 0x03,
  restarting: 0x04,
  recovery: 0x05,
} as const;
export type State = keyof typeof STATE;
export const LINK = { usb: 0x00, bluetooth: 0x01 } as const;
export type Link = keyof typeof LINK;
export const POWER = { external: 0x00, battery: 0x01 } as const;
export type Power = keyof typeof POWER;
/** The last update's outcome, as STATUS reports it until the next UPDATE BEGIN. */
export const RESULT = { none: 0x00, installed: 0x01, failed: 0x02 } as const;
export type Result = keyof typeof RESULT;
/** STATUS's battery level when the instrument has no battery. */
export const NO_BATTERY = 0x7f;

// ── numbers: 7-bit groups, versions, 7-bit packing, CRC-32 ────────────────────────────────────

/** `value` as `groups` 7-bit groups, least significant first (14-bit = 2 groups, 35-bit = 5). */
export function int7(value: number, groups: number): number[] {
  if (!Number.isSafeInteger(value) || value < 0 || value >= 128 ** groups) {
    throw new RangeError(`${value} does not fit in ${7 * groups} bits`);
  }
  const out: number[] = [];
  let rest = value;
  for (let i = 0; i < groups; i++) {
    out.push(rest % 128);
    rest = Math.floor(rest / 128);
  }
  return out;
}

/** Reads `groups` 7-bit groups at `offset` (undefined when out of range or not 7-bit). */
export function readInt7(bytes: ArrayLike<number>, offset: number, groups: number): number | undefined {
  let value = 0;
  for (let i = groups - 1; i >= 0; i--) {
    const b = bytes[offset + i];
    if (b === undefined || b > 0x7f) return undefined;
    value = value * 128 + b;
  }
  return value;
}

const VERSION = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})(?:\.(\d{1,3}))?$/;

/** "1.2.0" → [1, 2, 0, 0] (major, minor, patch, build); each part 0–127. */
export function versionBytes(version: string): number[] {
  const m = VERSION.exec(version.trim());
  if (!m) throw new RangeError(`not a version: "${version}"`);
  const parts = [m[1], m[2], m[3], m[4] ?? "0"].map(Number);
  if (parts.some((p) => p > 0x7f)) throw new RangeError(`version parts must be 0–127: "${version}"`);
  return parts;
}

/** [1, 2, 0, 0] → "1.2.0"; a non-zero build is kept: [1, 2, 0, 5] → "1.2.0.5". */
export function versionText(bytes: ArrayLike<number>): string {
  const [a = 0, b = 0, c = 0, d = 0] = Array.from(bytes);
  return d ? `${a}.${b}.${c}.${d}` : `${a}.${b}.${c}`;
}

/** Negative when a is older than b, 0 when equal, positive when newer. */
export function compareVersions(a: string, b: string): number {
  const x = versionBytes(a);
  const y = versionBytes(b);
  for (let i = 0; i < 4; i++) {
    const d = (x[i] ?? 0) - (y[i] ?? 0);
    if (d) return d;
  }
  return 0;
}

/**
 * 8-bit bytes → 7-bit bytes. Each group of up to 7 raw bytes becomes one byte holding their high
 * bits (bit i = high bit of raw byte i), then the 7 low bits of each byte: 7 bytes → 8, n → n + 1.
 */
export function pack7(raw: Uint8Array): Uint8Array {
  const out = new Uint8Array(packedLength(raw.length));
  let o = 0;
  for (let i = 0; i < raw.length; i += 7) {
    const n = Math.min(7, raw.length - i);
    let high = 0;
    for (let j = 0; j < n; j++) high |= ((raw[i + j] as number) >> 7) << j;
    out[o++] = high;
    for (let j = 0; j < n; j++) out[o++] = (raw[i + j] as number) & 0x7f;
  }
  return out;
}

/** The packed length of `rawLength` bytes. */
export function packedLength(rawLength: number): number {
  return rawLength + Math.ceil(rawLength / 7);
}

let crcTable: Uint32Array | undefined;

/**
 * CRC-32 as IEEE 802.3, zlib and PNG compute it (reflected polynomial EDB88320, initial and final
 * value FFFFFFFF): CRC-32 of ASCII "123456789" is CBF43926. DATA carries it of the raw chunk.
 */
export function crc32(bytes: ArrayLike<number>): number {
  if (!crcTable) {
    crcTable = new Uint32Array(256);
    for (let n = 0; n < 256; n++) {
      let c = n;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      crcTable[n] = c >>> 0;
    }
  }
  let crc = 0xffffffff;
  for (let i = 0; i < bytes.length; i++) crc = (crcTable[(crc ^ (bytes[i] as number)) & 0xff] as number) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

// ── the signed firmware image header (format 02, decision 020) ────────────────────────────────

/** The signed image header's length (format 02); the body follows it. */
export const IMAGE_HEADER_SIZE = 160;
/** The header's bytes the signature covers (0–95); the Ed25519 signature (64 bytes) follows. */
export const SIGNED_PART = 96;
export const IMAGE_MAGIC = "NVFW";
export const IMAGE_FORMAT = 2;

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

// ── encoders (host → instrument) ──────────────────────────────────────────────────────────────

/** Identity Request: F0 7E <dev> 06 01 F7. */
export function identityRequest(device = ALL_DEVICES): Uint8Array {
  return new Uint8Array([0xf0, 0x7e, device, 0x06, 0x01, 0xf7]);
}

/** F0 <manufacturer> 4E 56 <dev> <cmd> <data…> F7. */
export function noteva(command: number, data: readonly number[] = [], device = ALL_DEVICES): Uint8Array {
  return new Uint8Array([0xf0, ...MANUFACTURER_ID, ...SIGNATURE, device, command, ...data, 0xf7]);
}

/** STATUS REQUEST; a tag (1–16383) comes back in the STATUS that answers it (pairing ports). */
export function statusRequest(device: number, tag?: number): Uint8Array {
  return noteva(COMMAND.statusRequest, tag === undefined ? [] : int7(tag, 2), device);
}

export function chunkCount(imageBytes: number, chunkSize = CHUNK_SIZE): number {
  return Math.ceil(imageBytes / chunkSize);
}

/** UPDATE BEGIN: the chunk size, then the image's signed header, 7-bit packed. */
export function updateBegin(signedHeader: Uint8Array, device: number, chunkSize = CHUNK_SIZE): Uint8Array {
  if (signedHeader.length !== IMAGE_HEADER_SIZE) throw new RangeError(`the header is ${IMAGE_HEADER_SIZE} bytes`);
  return noteva(COMMAND.updateBegin, [...int7(chunkSize, 2), ...pack7(signedHeader)], device);
}

/** DATA: sequence(3) raw length(2) packed data, CRC-32 of the raw chunk (5 groups). */
export function dataChunk(sequence: number, raw: Uint8Array, device: number): Uint8Array {
  return noteva(
    COMMAND.data,
    [...int7(sequence, 3), ...int7(raw.length, 2), ...pack7(raw), ...int7(crc32(raw), 5)],
    device,
  );
}

/** The raw bytes of chunk `sequence` of an image. */
export function chunkOf(image: Uint8Array, sequence: number, chunkSize = CHUNK_SIZE): Uint8Array {
  return image.subarray(sequence * chunkSize, Math.min(image.length, (sequence + 1) * chunkSize));
}

export function commit(device: number): Uint8Array {
  return noteva(COMMAND.commit, [], device);
}

export function abort(device: number): Uint8Array {
  return noteva(COMMAND.abort, [], device);
}

// ── decoder (instrument → host) ───────────────────────────────────────────────────────────────

export type Identity = {
  kind: "identity";
  device: number;
  /** 1 byte, or 3 bytes starting 00. */
  manufacturer: number[];
  /** True when the manufacturer is Noteva's. */
  noteva: boolean;
  family: number;
  member: number;
  version: string;
};
export type Status = {
  kind: "status";
  device: number;
  family: number;
  member: number;
  version: string;
  state: State;
  link: Link;
  /** null when no image is pending. */
  pendingVersion: string | null;
  nextChunk: number;
  totalChunks: number;
  power: Power;
  /** Percent; null without a battery. */
  battery: number | null;
  /** Percent of the current phase (verifying, installing). */
  progress: number;
  /** The last update's outcome, and its reason when it failed. */
  result: Result;
  resultReason: number;
  /** The STATUS REQUEST's tag (0: none). */
  tag: number;
};
export type Refusal = {
  kind: "refused";
  device: number;
  command: number;
  reason: number;
  detail: number[];
  /** Decoded detail: the instrument's model (01), a version (02 minimum, 0A installed), a sequence (04, 05), the state (07), the battery (0B). */
  family?: number;
  member?: number;
  minimumVersion?: string;
  installedVersion?: string;
  sequence?: number;
  state?: State;
  battery?: number;
};
export type Accepted = {
  kind: "accepted";
  device: number;
  nextChunk: number;
  window: number;
  /** The longest this model's install and restart take, in seconds. */
  installS: number;
  restartS: number;
};
export type Message =
  | Identity
  | Status
  | Accepted
  | { kind: "ack"; device: number; sequence: number }
  | { kind: "committed"; device: number; version: string }
  | Refusal;

/** An Identity Reply, whatever its manufacturer; null for anything else. */
export function parseIdentityReply(bytes: ArrayLike<number>): Identity | null {
  const b = Array.from(bytes);
  if (b.length < 15 || b[0] !== 0xf0 || b[1] !== 0x7e || b[3] !== 0x06 || b[4] !== 0x02) return null;
  if (b[b.length - 1] !== 0xf7 || b.slice(1, -1).some((x) => x > 0x7f)) return null;
  const idLength = b[5] === 0 ? 3 : 1;
  if (b.length !== 5 + idLength + 8 + 1) return null;
  const manufacturer = b.slice(5, 5 + idLength);
  const at = 5 + idLength;
  return {
    kind: "identity",
    device: b[2] as number,
    manufacturer,
    noteva: sameBytes(manufacturer, MANUFACTURER_ID),
    family: readInt7(b, at, 2) as number,
    member: readInt7(b, at + 2, 2) as number,
    version: versionText(b.slice(at + 4, at + 8)),
  };
}

/** Any message an instrument sends the host; null for anything else or anything malformed. */
export function parseMessage(bytes: ArrayLike<number>): Message | null {
  const identity = parseIdentityReply(bytes);
  if (identity) return identity;
  const b = Array.from(bytes);
  const head = [0xf0, ...MANUFACTURER_ID, ...SIGNATURE];
  if (b.length < head.length + 3 || !sameBytes(b.slice(0, head.length), head) || b[b.length - 1] !== 0xf7) {
    return null;
  }
  const rest = b.slice(head.length, -1);
  if (rest.some((x) => x > 0x7f)) return null;
  const [device = 0, command, ...d] = rest;
  const n = (offset: number, groups: number) => readInt7(d, offset, groups) as number;
  const v = (offset: number) => versionText(d.slice(offset, offset + 4));
  switch (command) {
    case COMMAND.status: {
      const state = keyOf(STATE, d[8]);
      const link = keyOf(LINK, d[9]);
      const power = keyOf(POWER, d[20]);
      const result = keyOf(RESULT, d[23]);
      if (d.length !== 27 || !state || !link || !power || !result) return null;
      const pending = d.slice(10, 14).some((x) => x) ? v(10) : null;
      const battery = d[21] as number;
      return {
        kind: "status",
        device,
        family: n(0, 2),
        member: n(2, 2),
        version: v(4),
        state,
        link,
        pendingVersion: pending,
        nextChunk: n(14, 3),
        totalChunks: n(17, 3),
        power,
        battery: battery === NO_BATTERY ? null : battery,
        progress: d[22] as number,
        result,
        resultReason: d[24] as number,
        tag: n(25, 2),
      };
    }
    case COMMAND.beginAccepted:
      return d.length === 7
        ? {
            kind: "accepted",
            device,
            nextChunk: n(0, 3),
            window: d[3] as number,
            installS: n(4, 2),
            restartS: d[6] as number,
          }
        : null;
    case COMMAND.ack:
      return d.length === 3 ? { kind: "ack", device, sequence: n(0, 3) } : null;
    case COMMAND.committed:
      return d.length === 4 ? { kind: "committed", device, version: v(0) } : null;
    case COMMAND.refused:
      return parseRefusal(device, d);
    default:
      return null;
  }
}

function parseRefusal(device: number, d: number[]): Refusal | null {
  const [command, reason, ...detail] = d;
  if (command === undefined || reason === undefined) return null;
  const refusal: Refusal = { kind: "refused", device, command, reason, detail };
  if (reason === REASON.wrongModel && detail.length === 4) {
    refusal.family = readInt7(detail, 0, 2);
    refusal.member = readInt7(detail, 2, 2);
  } else if (reason === REASON.needsNewerVersion && detail.length === 4) {
    refusal.minimumVersion = versionText(detail);
  } else if (reason === REASON.downgrade && detail.length === 4) {
    refusal.installedVersion = versionText(detail);
  } else if ((reason === REASON.badChunk || reason === REASON.outOfSequence) && detail.length === 3) {
    refusal.sequence = readInt7(detail, 0, 3);
  } else if (reason === REASON.notReady && detail.length === 1) {
    refusal.state = keyOf(STATE, detail[0]);
  } else if (reason === REASON.batteryLow && detail.length === 2) {
    refusal.battery = detail[0];
  }
  return refusal;
}

function keyOf<K extends string>(table: Record<K, number>, value: number | undefined): K | undefined {
  return (Object.keys(table) as K[]).find((k) => table[k] === value);
}

function sameBytes(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}
