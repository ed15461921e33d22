/**
 * The second host's bytes, written from the protocol's document (version 2) alone: 7-bit groups,
 * 7-bit packing, CRC-32, the messages a host sends, the messages an instrument sends, and the signed
 * image header. It imports nothing of the site's, so that it checks the site and the simulator.
 */

export const ALL = 0x7f;
const NOTEVA = [0x7d, 0x4e, 0x56];
export const CMD = {
  statusRequest: 0x01,
  status: 0x02,
  begin: 0x10,
  accepted: 0x11,
  data: 0x12,
  ack: 0x13,
  commit: 0x14,
  committed: 0x15,
  abort: 0x16,
  refused: 0x7f,
};
export const STATES = ["idle", "receiving", "verifying", "installing", "restarting", "recovery"] as const;
export type StateName = (typeof STATES)[number];

/** Least significant group first. */
export function groups(value: number, count: number): number[] {
  const out: number[] = [];
  for (let i = 0, rest = value; i < count; i++, rest = Math.floor(rest / 128)) out.push(rest % 128);
  return out;
}

export function ungroup(bytes: ArrayLike<number>, at: number, count: number): number {
  let value = 0;
  for (let i = count - 1; i >= 0; i--) value = value * 128 + (bytes[at + i] ?? 0);
  return value;
}

/** Per 7 raw bytes: a byte of their high bits (bit i = raw byte i), then their low 7 bits. */
export function pack(raw: Uint8Array): number[] {
  const out: number[] = [];
  for (let i = 0; i < raw.length; i += 7) {
    const group = Array.from(raw.subarray(i, i + 7));
    out.push(
      group.reduce((high, b, j) => high | ((b >> 7) << j), 0),
      ...group.map((b) => b & 0x7f),
    );
  }
  return out;
}

const TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

/** CRC-32, reflected EDB88320, initial FFFFFFFF, final XOR FFFFFFFF. */
export function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const b of bytes) crc = (TABLE[(crc ^ b) & 0xff] as number) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

export const versionText = (b: ArrayLike<number>) => `${b[0]}.${b[1]}.${b[2]}${b[3] ? `.${b[3]}` : ""}`;
export function compareVersions(a: ArrayLike<number>, b: ArrayLike<number>): number {
  for (let i = 0; i < 4; i++) if (a[i] !== b[i]) return (a[i] ?? 0) - (b[i] ?? 0);
  return 0;
}

// ── what the host sends ─────────────────────────────────────────────────────────────────────

export const identityRequest = (device = ALL) => [0xf0, 0x7e, device, 0x06, 0x01, 0xf7];
const message = (device: number, command: number, data: number[] = []) => [
  0xf0,
  ...NOTEVA,
  device,
  command,
  ...data,
  0xf7,
];
export const statusRequest = (device: number, tag?: number) =>
  message(device, CMD.statusRequest, tag ? groups(tag, 2) : []);
export const updateBegin = (device: number, chunkSize: number, header: Uint8Array) =>
  message(device, CMD.begin, [...groups(chunkSize, 2), ...pack(header)]);
export const dataMessage = (device: number, sequence: number, raw: Uint8Array) =>
  message(device, CMD.data, [...groups(sequence, 3), ...groups(raw.length, 2), ...pack(raw), ...groups(crc32(raw), 5)]);
export const commitMessage = (device: number) => message(device, CMD.commit);

// ── what the instrument sends ───────────────────────────────────────────────────────────────

export type Heard =
  | { kind: "identity"; device: number; noteva: boolean; family: number; member: number; version: number[] }
  | {
      kind: "status";
      device: number;
      version: number[];
      state: StateName;
      pending: number[];
      next: number;
      total: number;
      progress: number;
      result: "none" | "installed" | "failed";
      reason: number;
      tag: number;
    }
  | { kind: "accepted"; device: number; next: number; window: number; installS: number; restartS: number }
  | { kind: "ack"; device: number; sequence: number }
  | { kind: "committed"; device: number; version: number[] }
  | { kind: "refused"; device: number; command: number; reason: number; detail: number[] };

export function hear(bytes: ArrayLike<number>): Heard | null {
  const b = Array.from(bytes);
  if (b[0] !== 0xf0 || b.at(-1) !== 0xf7) return null;
  if (b[1] === 0x7e && b[3] === 0x06 && b[4] === 0x02) {
    const id = b[5] === 0 ? 3 : 1;
    const at = 5 + id;
    if (b.length !== at + 9) return null;
    const version = b.slice(at + 4, at + 8);
    const noteva = id === 1 && b[5] === 0x7d;
    return {
      kind: "identity",
      device: b[2] ?? 0,
      noteva,
      family: ungroup(b, at, 2),
      member: ungroup(b, at + 2, 2),
      version,
    };
  }
  if (b[1] !== NOTEVA[0] || b[2] !== NOTEVA[1] || b[3] !== NOTEVA[2]) return null;
  const device = b[4] ?? 0;
  const d = b.slice(6, -1);
  switch (b[5]) {
    case CMD.status:
      if (d.length !== 27) return null;
      return {
        kind: "status",
        device,
        version: d.slice(4, 8),
        state: STATES[d[8] ?? 0] ?? "idle",
        pending: d.slice(10, 14),
        next: ungroup(d, 14, 3),
        total: ungroup(d, 17, 3),
        progress: d[22] ?? 0,
        result: (["none", "installed", "failed"] as const)[d[23] ?? 0] ?? "none",
        reason: d[24] ?? 0,
        tag: ungroup(d, 25, 2),
      };
    case CMD.accepted:
      if (d.length !== 7) return null;
      return {
        kind: "accepted",
        device,
        next: ungroup(d, 0, 3),
        window: d[3] ?? 0,
        installS: ungroup(d, 4, 2),
        restartS: d[6] ?? 0,
      };
    case CMD.ack:
      return d.length === 3 ? { kind: "ack", device, sequence: ungroup(d, 0, 3) } : null;
    case CMD.committed:
      return d.length === 4 ? { kind: "committed", device, version: d } : null;
    case CMD.refused:
      return d.length >= 2
        ? { kind: "refused", device, command: d[0] ?? 0, reason: d[1] ?? 0, detail: d.slice(2) }
        : null;
    default:
      return null;
  }
}

// ── the signed image header ─────────────────────────────────────────────────────────────────

export const HEADER = 160;

export type Header = {
  family: number;
  member: number;
  version: number[];
  minimum: number[];
  bodyLength: number;
  keyId: string;
  bodySha256: Uint8Array;
};

/** The header's fields; null when the image does not start with "NVFW" and format 02 (not signed). */
export function readHeader(image: Uint8Array): Header | null {
  if (image.length < HEADER || String.fromCharCode(...image.subarray(0, 4)) !== "NVFW" || image[4] !== 2) return null;
  return {
    family: ungroup(image, 5, 2),
    member: ungroup(image, 7, 2),
    version: Array.from(image.subarray(9, 13)),
    minimum: Array.from(image.subarray(13, 17)),
    bodyLength: new DataView(image.buffer, image.byteOffset).getUint32(17, true),
    keyId: Buffer.from(image.subarray(37, 45)).toString("hex"),
    bodySha256: image.slice(45, 77),
  };
}

export type Key = { id: string; publicKey: string };

/** What the instrument will check, checked before anything is sent: the key, the signature, the body. */
export async function checkImage(image: Uint8Array, keys: readonly Key[]): Promise<Header> {
  const header = readHeader(image);
  if (!header) throw new Error("not a signed image");
  const key = keys.find((k) => k.id === header.keyId);
  if (!key) throw new Error(`signed with an unknown key ${header.keyId}`);
  const publicKey = await crypto.subtle.importKey("raw", Buffer.from(key.publicKey, "hex"), "Ed25519", false, [
    "verify",
  ]);
  if (!(await crypto.subtle.verify("Ed25519", publicKey, image.slice(96, HEADER), image.slice(0, 96)))) {
    throw new Error("the signature is not valid");
  }
  const body = image.slice(HEADER);
  const sha = new Uint8Array(await crypto.subtle.digest("SHA-256", body));
  if (body.length !== header.bodyLength || sha.some((b, i) => b !== header.bodySha256[i])) {
    throw new Error("the body is not the one signed");
  }
  return header;
}
