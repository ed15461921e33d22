/**
 * Noteva MIDI protocol v1: identity (MIDI Universal Device Inquiry) and firmware update over System
 * Exclusive. Pure: bytes in, bytes out, no DOM. The byte tables of the data lists and of
 * /support/check/midi are rendered from the constants here, so documentation and code agree.
 *
 * Every data byte is 7-bit (00–7F). Numbers wider than 7 bits travel as 7-bit groups, least
 * significant group first. Versions are text ("1.2.0") in this API and 4 bytes on the wire.
 * Relative imports with their extensions: Node runs it as it is when it writes the data lists.
 */
import { MANUFACTURER_ID } from "./manufacturer.ts";
import { checksum, int7, pack7, readInt7, versionBytes, versionText } from "./protocol-bytes.ts";

export {
  checksum,
  compareVersions,
  int7,
  pack7,
  packedLength,
  unpack7,
  versionBytes,
  versionText,
} from "./protocol-bytes.ts";

export { MANUFACTURER_ID };
/** "NV": every Noteva message carries it after the ID, because anyone may use 7D. */
export const SIGNATURE: readonly number[] = [0x4e, 0x56];
/** The device ID meaning "all devices": the host sends it. */
export const ALL_DEVICES = 0x7f;
/** The device ID instruments answer with (factory setting). */
export const INSTRUMENT_DEVICE_ID = 0x10;
/** Raw image bytes per DATA message (the last one may be shorter). */
export const CHUNK_SIZE = 256;
/** DATA messages the host may send before it waits for an ACK. */
export const WINDOW = 8;
/** The image header's length; the body follows it. */
export const IMAGE_HEADER_SIZE = 64;
export const IMAGE_MAGIC = "NVFW";

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
} as const;

export const STATE = { idle: 0x00, receiving: 0x01, verifying: 0x02, switching: 0x03 } as const;
export type State = keyof typeof STATE;
export const LINK = { usb: 0x00, bluetooth: 0x01 } as const;
export type Link = keyof typeof LINK;

// ── encoders (host → instrument) ──────────────────────────────────────────────────────────────

/** Identity Request: F0 7E <dev> 06 01 F7. */
export function identityRequest(device = ALL_DEVICES): Uint8Array {
  return new Uint8Array([0xf0, 0x7e, device, 0x06, 0x01, 0xf7]);
}

/** F0 <manufacturer> 4E 56 <dev> <cmd> <data…> F7. */
export function noteva(command: number, data: readonly number[] = [], device = ALL_DEVICES): Uint8Array {
  return new Uint8Array([0xf0, ...MANUFACTURER_ID, ...SIGNATURE, device, command, ...data, 0xf7]);
}

export function statusRequest(device = ALL_DEVICES): Uint8Array {
  return noteva(COMMAND.statusRequest, [], device);
}

export type UpdateBegin = {
  family: number;
  member: number;
  /** The image's version. */
  version: string;
  /** The oldest installed version the image may be installed over; null: any. */
  minimumVersion: string | null;
  /** The whole image (header and body). */
  imageBytes: number;
  /** SHA-256 of the whole image, 32 bytes. */
  sha256: Uint8Array;
  chunkSize?: number;
};

export function chunkCount(imageBytes: number, chunkSize = CHUNK_SIZE): number {
  return Math.ceil(imageBytes / chunkSize);
}

export function updateBegin(begin: UpdateBegin, device = ALL_DEVICES): Uint8Array {
  if (begin.sha256.length !== 32) throw new RangeError("sha256 must be 32 bytes");
  const size = begin.chunkSize ?? CHUNK_SIZE;
  return noteva(
    COMMAND.updateBegin,
    [
      ...int7(begin.family, 2),
      ...int7(begin.member, 2),
      ...versionBytes(begin.version),
      ...(begin.minimumVersion ? versionBytes(begin.minimumVersion) : [0, 0, 0, 0]),
      ...int7(begin.imageBytes, 5),
      ...int7(size, 2),
      ...int7(chunkCount(begin.imageBytes, size), 3),
      ...pack7(begin.sha256),
    ],
    device,
  );
}

/** DATA: sequence(3) raw length(2) packed data checksum(1). */
export function dataChunk(sequence: number, raw: Uint8Array, device = ALL_DEVICES): Uint8Array {
  const body = [...int7(sequence, 3), ...int7(raw.length, 2), ...pack7(raw)];
  return noteva(COMMAND.data, [...body, checksum(body)], device);
}

/** The raw bytes of chunk `sequence` of an image. */
export function chunkOf(image: Uint8Array, sequence: number, chunkSize = CHUNK_SIZE): Uint8Array {
  return image.subarray(sequence * chunkSize, Math.min(image.length, (sequence + 1) * chunkSize));
}

export function commit(device = ALL_DEVICES): Uint8Array {
  return noteva(COMMAND.commit, [], device);
}

export function abort(device = ALL_DEVICES): Uint8Array {
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
};
export type Refusal = {
  kind: "refused";
  device: number;
  command: number;
  reason: number;
  detail: number[];
  /** Decoded detail: the instrument's model (01), the minimum version (02), a sequence (04, 05). */
  family?: number;
  member?: number;
  minimumVersion?: string;
  sequence?: number;
};
export type Message =
  | Identity
  | Status
  | { kind: "accepted"; device: number; nextChunk: number; window: number }
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
      if (d.length !== 20 || !state || !link) return null;
      const pending = d.slice(10, 14).some((x) => x) ? v(10) : null;
      const [family, member, version] = [n(0, 2), n(2, 2), v(4)];
      return {
        kind: "status",
        device,
        family,
        member,
        version,
        state,
        link,
        pendingVersion: pending,
        nextChunk: n(14, 3),
        totalChunks: n(17, 3),
      };
    }
    case COMMAND.beginAccepted:
      return d.length === 4 ? { kind: "accepted", device, nextChunk: n(0, 3), window: d[3] as number } : null;
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
  } else if ((reason === REASON.badChunk || reason === REASON.outOfSequence) && detail.length === 3) {
    refusal.sequence = readInt7(detail, 0, 3);
  }
  return refusal;
}

function keyOf<K extends string>(table: Record<K, number>, value: number | undefined): K | undefined {
  return (Object.keys(table) as K[]).find((k) => table[k] === value);
}

function sameBytes(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

// ── the firmware image header ─────────────────────────────────────────────────────────────────

export type ImageHeader = {
  format: number;
  family: number;
  member: number;
  version: string;
  /** null: installs over any version. */
  minimumVersion: string | null;
  bodyLength: number;
  productId: string;
};

/** The 64-byte header: NVFW, format 01, family, member, version, minimum, body length (LE), product id. */
export function imageHeader(h: Omit<ImageHeader, "format">): Uint8Array {
  const out = new Uint8Array(IMAGE_HEADER_SIZE);
  out.set(new TextEncoder().encode(IMAGE_MAGIC), 0);
  out[4] = 1;
  out.set(int7(h.family, 2), 5);
  out.set(int7(h.member, 2), 7);
  out.set(versionBytes(h.version), 9);
  out.set(h.minimumVersion ? versionBytes(h.minimumVersion) : [0, 0, 0, 0], 13);
  new DataView(out.buffer).setUint32(17, h.bodyLength, true);
  const id = new TextEncoder().encode(h.productId);
  if (id.length > 16) throw new RangeError("product id longer than 16 bytes");
  out.set(id, 21);
  return out;
}

/** The header of a firmware image (at least its first 64 bytes); null when it is not one. */
export function parseImageHeader(bytes: Uint8Array): ImageHeader | null {
  if (bytes.length < IMAGE_HEADER_SIZE) return null;
  if (new TextDecoder().decode(bytes.subarray(0, 4)) !== IMAGE_MAGIC || bytes[4] !== 1) return null;
  const family = readInt7(bytes, 5, 2);
  const member = readInt7(bytes, 7, 2);
  if (family === undefined || member === undefined || bytes.subarray(9, 17).some((x) => x > 0x7f)) return null;
  const minimum = bytes.subarray(13, 17);
  const id = bytes.subarray(21, 37);
  const end = id.indexOf(0);
  return {
    format: 1,
    family,
    member,
    version: versionText(bytes.subarray(9, 13)),
    minimumVersion: minimum.some((x) => x) ? versionText(minimum) : null,
    bodyLength: new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(17, true),
    productId: new TextDecoder().decode(end < 0 ? id : id.subarray(0, end)),
  };
}
