/**
 * The protocol's numbers: 7-bit groups, versions as 4 bytes, 7-bit packing of 8-bit data and the
 * DATA's CRC-32. Part of ./protocol.ts, which re-exports it.
 */

/**
 * The largest MIDI family or member code: 14 bits, two 7-bit groups in the Identity Reply (0–16383).
 * The one definition: the product line and product forms, the database's checks and restoring a
 * version read it from here.
 */
export const MIDI_CODE_MAX = 128 ** 2 - 1;

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

/** The inverse of pack7; null when a byte is not 7-bit or a group is cut short or claims absent bytes. */
export function unpack7(packed: ArrayLike<number>): Uint8Array | null {
  const groups = Math.ceil(packed.length / 8);
  const rawLength = packed.length - groups;
  if (packed.length % 8 === 1) return null;
  const out = new Uint8Array(rawLength);
  let o = 0;
  for (let i = 0; i < packed.length; i += 8) {
    const high = packed[i] as number;
    const n = Math.min(7, packed.length - i - 1);
    if (high > 0x7f || high >> n) return null;
    for (let j = 0; j < n; j++) {
      const low = packed[i + 1 + j] as number;
      if (low > 0x7f) return null;
      out[o++] = low | (((high >> j) & 1) << 7);
    }
  }
  return out;
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
