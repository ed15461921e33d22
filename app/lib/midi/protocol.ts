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
import { crc32, int7, pack7, readInt7, versionText } from "./protocol-bytes.ts";
import { IMAGE_HEADER_SIZE } from "./protocol-image.ts";

export {
  compareVersions,
  crc32,
  int7,
  pack7,
  packedLength,
  unpack7,
  versionBytes,
  versionText,
} from "./protocol-bytes.ts";
export {
  IMAGE_FORMAT,
  IMAGE_HEADER_SIZE,
  IMAGE_MAGIC,
  type ImageHeader,
  parseImageHeader,
  SIGNED_PART,
  signedPart,
} from "./protocol-image.ts";
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
