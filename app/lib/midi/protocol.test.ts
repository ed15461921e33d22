import { crc32 as zlibCrc32 } from "node:zlib";
import { describe, expect, it } from "vitest";
import {
  ALL_DEVICES,
  abort,
  CHUNK_SIZE,
  COMMAND,
  chunkCount,
  chunkOf,
  commit,
  compareVersions,
  crc32,
  dataChunk,
  IMAGE_HEADER_SIZE,
  INSTRUMENT_DEVICE_ID,
  identityRequest,
  int7,
  MANUFACTURER_ID,
  MIN_BATTERY,
  pack7,
  packedLength,
  parseIdentityReply,
  parseImageHeader,
  parseMessage,
  REASON,
  SIGNED_PART,
  signedPart,
  statusRequest,
  updateBegin,
  versionBytes,
  versionText,
} from "./protocol";

/** The instrument's side of pack7 (the site never unpacks): each group's high bits, then its bytes. */
function unpack7(packed: ArrayLike<number>): Uint8Array {
  const out: number[] = [];
  for (let i = 0; i < packed.length; i += 8) {
    const high = packed[i] as number;
    for (let j = 0; j < 7 && i + 1 + j < packed.length; j++)
      out.push((packed[i + 1 + j] as number) | (((high >> j) & 1) << 7));
  }
  return Uint8Array.from(out);
}

const hex = (s: string) =>
  new Uint8Array(
    s
      .trim()
      .split(/\s+/)
      .map((x) => Number.parseInt(x, 16)),
  );
const show = (b: ArrayLike<number>) => Array.from(b, (x) => x.toString(16).toUpperCase().padStart(2, "0")).join(" ");

describe("identity", () => {
  it("asks every device: F0 7E 7F 06 01 F7", () => {
    expect(show(identityRequest())).toBe("F0 7E 7F 06 01 F7");
  });

  it("reads a Noteva Identity Reply byte by byte (family 0x0101, member 0x0203, version 1.2.0)", () => {
    const reply = hex("F0 7E 10 06 02 7D 01 02 03 04 01 02 00 00 F7");
    expect(parseIdentityReply(reply)).toEqual({
      kind: "identity",
      device: 0x10,
      manufacturer: [0x7d],
      noteva: true,
      family: 0x01 + 0x02 * 128,
      member: 0x03 + 0x04 * 128,
      version: "1.2.0",
    });
    expect(parseMessage(reply)?.kind).toBe("identity");
  });

  it("reads another maker's reply, with a 1- or 3-byte ID, as not Noteva's", () => {
    expect(parseIdentityReply(hex("F0 7E 10 06 02 41 19 03 00 00 00 01 00 00 F7"))).toMatchObject({
      manufacturer: [0x41],
      noteva: false,
      family: 0x19 + 3 * 128,
    });
    expect(parseIdentityReply(hex("F0 7E 00 06 02 00 20 29 01 00 02 00 01 00 00 00 F7"))).toMatchObject({
      manufacturer: [0x00, 0x20, 0x29],
      noteva: false,
      family: 1,
      member: 2,
      version: "1.0.0",
    });
  });

  it("rejects what is not an Identity Reply", () => {
    for (const s of [
      "F0 7E 7F 06 01 F7", // a request
      "F0 7E 10 06 02 7D 01 02 03 04 01 02 00 F7", // one byte short
      "F0 7E 10 06 02 7D 01 02 03 04 01 02 00 00 00 F7", // one byte long
      "F0 7E 10 06 02 7D 01 02 03 84 01 02 00 00 F7", // an 8-bit data byte
      "F0 7E 10 06 02 7D 01 02 03 04 01 02 00 00 00", // no F7
      "90 3C 64",
    ]) {
      expect(parseIdentityReply(hex(s)), s).toBeNull();
      expect(parseMessage(hex(s)), s).toBeNull();
    }
  });
});

describe("numbers and versions", () => {
  it("writes 7-bit groups least significant first and refuses what does not fit", () => {
    expect(int7(0x3fff, 2)).toEqual([0x7f, 0x7f]);
    expect(int7(300, 3)).toEqual([44, 2, 0]);
    expect(int7(2 ** 35 - 1, 5)).toEqual([0x7f, 0x7f, 0x7f, 0x7f, 0x7f]);
    expect(() => int7(0x4000, 2)).toThrow(RangeError);
    expect(() => int7(-1, 2)).toThrow(RangeError);
    expect(() => int7(1.5, 2)).toThrow(RangeError);
  });

  it("turns versions into bytes and back, and orders them", () => {
    expect(versionBytes("1.2.0")).toEqual([1, 2, 0, 0]);
    expect(versionBytes("2.10.3.4")).toEqual([2, 10, 3, 4]);
    expect(versionText([1, 2, 0, 0])).toBe("1.2.0");
    expect(versionText([1, 2, 0, 5])).toBe("1.2.0.5");
    expect(() => versionBytes("1.2")).toThrow(RangeError);
    expect(() => versionBytes("1.128.0")).toThrow(RangeError);
    expect(() => versionBytes("v1.2.0")).toThrow(RangeError);
    expect(compareVersions("1.10.0", "1.9.0")).toBeGreaterThan(0);
    expect(compareVersions("1.2.0", "1.2.0.0")).toBe(0);
    expect(compareVersions("1.2.0", "2.0.0")).toBeLessThan(0);
  });
});

describe("7-bit packing", () => {
  it("packs 7 bytes into 8, high bits first, bit i for byte i", () => {
    expect(show(pack7(hex("80 01 FF 7F 00 81 02")))).toBe("25 00 01 7F 7F 00 01 02");
    expect(show(pack7(hex("FF")))).toBe("01 7F");
    expect(pack7(new Uint8Array(0)).length).toBe(0);
  });

  it("round-trips every length from 0 to 300 and every byte value", () => {
    for (let n = 0; n <= 300; n++) {
      const raw = Uint8Array.from({ length: n }, (_, i) => (i * 37 + n) & 0xff);
      const packed = pack7(raw);
      expect(packed.length).toBe(packedLength(n));
      expect(packed.every((b) => b <= 0x7f)).toBe(true);
      expect(unpack7(packed)).toEqual(raw);
    }
    expect(packedLength(256)).toBe(293);
    expect(packedLength(32)).toBe(37);
  });
});

describe("CRC-32", () => {
  it("is the CRC-32 of zlib and PNG: 123456789 gives CBF43926, sent as 26 72 50 5F 0C", () => {
    const check = crc32(new TextEncoder().encode("123456789"));
    expect(check).toBe(0xcbf43926);
    expect(show(int7(check, 5))).toBe("26 72 50 5F 0C");
    expect(crc32([])).toBe(0);
    expect(crc32([0xff, 0x00])).toBe(0xd2fdef8d);
  });

  it("agrees with Node's zlib on every length up to a chunk", () => {
    for (let n = 0; n <= CHUNK_SIZE; n += 17) {
      const bytes = Uint8Array.from({ length: n }, (_, i) => (i * 151 + n * 7) & 0xff);
      expect(crc32(bytes), String(n)).toBe(zlibCrc32(bytes));
    }
  });
});

/** A signed header as the signer makes it: the signed part, then 64 signature bytes (high bits set, to see them packed). */
const keyId = Uint8Array.from([0x21, 0xd3, 0x82, 0x92, 0xd0, 0xdd, 0xdc, 0x24]);
const bodySha256 = Uint8Array.from({ length: 32 }, (_, i) => 0xe0 + i);
const fields = {
  family: 2,
  member: 61,
  version: "2.1.0",
  minimumVersion: "1.2.0",
  bodyLength: 70000,
  productId: "MK61",
  keyId,
  bodySha256,
};
const signature = Uint8Array.from({ length: 64 }, (_, i) => 0x80 | i);
function signedHeader(part = signedPart(fields)): Uint8Array {
  const header = new Uint8Array(IMAGE_HEADER_SIZE);
  header.set(part, 0);
  header.set(signature, SIGNED_PART);
  return header;
}

describe("host messages", () => {
  it("address the instrument's own ID, and 7F only for identity and pairing", () => {
    expect(MANUFACTURER_ID).toEqual([0x7d]);
    expect(show(identityRequest())).toBe("F0 7E 7F 06 01 F7");
    expect(show(identityRequest(0x10))).toBe("F0 7E 10 06 01 F7");
    expect(show(statusRequest(ALL_DEVICES, 1))).toBe("F0 7D 4E 56 7F 01 01 00 F7");
    expect(show(statusRequest(ALL_DEVICES, 16383))).toBe("F0 7D 4E 56 7F 01 7F 7F F7");
    expect(() => statusRequest(ALL_DEVICES, 16384)).toThrow(RangeError);
    expect(show(statusRequest(INSTRUMENT_DEVICE_ID))).toBe("F0 7D 4E 56 10 01 F7");
    expect(show(commit(INSTRUMENT_DEVICE_ID))).toBe("F0 7D 4E 56 10 14 F7");
    expect(show(abort(INSTRUMENT_DEVICE_ID))).toBe("F0 7D 4E 56 10 16 F7");
  });

  it("send a chunk as DATA: sequence, raw length, the packed chunk and its CRC-32", () => {
    expect(show(dataChunk(1, hex("FF 00"), 0x10))).toBe("F0 7D 4E 56 10 12 01 00 00 02 00 01 7F 00 0D 5F 77 17 0D F7");
    expect(show(dataChunk(129, new TextEncoder().encode("123456789"), 0x10))).toBe(
      "F0 7D 4E 56 10 12 01 01 00 09 00 00 31 32 33 34 35 36 37 00 38 39 26 72 50 5F 0C F7",
    );
    const full = dataChunk(
      2,
      Uint8Array.from({ length: CHUNK_SIZE }, (_, i) => 255 - i),
      0x10,
    );
    expect(full.length).toBe(6 + 3 + 2 + packedLength(CHUNK_SIZE) + 5 + 1);
    expect(show(full.subarray(6, 11))).toBe("02 00 00 00 02");
    expect(full.every((b, i) => i === 0 || i === full.length - 1 || b <= 0x7f)).toBe(true);
  });

  it("begin an update with the chunk size and the signed header, packed: 185 data bytes", () => {
    const header = signedHeader();
    const msg = updateBegin(header, 0x10);
    expect(msg.length).toBe(6 + 185 + 1);
    // chunk size 256 = 00 02, then the first packed group: no high bits, "NVFW", format 02, family 2 (02 00)
    expect(show(msg.subarray(0, 16))).toBe("F0 7D 4E 56 10 10 00 02 00 4E 56 46 57 02 02 00");
    expect(unpack7(msg.subarray(8, -1))).toEqual(header);
    expect(msg.every((b, i) => i === 0 || i === msg.length - 1 || b <= 0x7f)).toBe(true);
    expect(show(updateBegin(header, 0x10, 100).subarray(6, 8))).toBe("64 00");
    expect(() => updateBegin(header.subarray(0, SIGNED_PART), 0x10)).toThrow(RangeError);
    expect(chunkCount(IMAGE_HEADER_SIZE + 1000)).toBe(5);
    const image = Uint8Array.from({ length: 600 }, (_, i) => i & 0xff);
    expect(chunkOf(image, 2).length).toBe(600 - 2 * CHUNK_SIZE);
    expect(chunkOf(image, 0)).toEqual(image.subarray(0, CHUNK_SIZE));
  });
});

describe("instrument messages", () => {
  it("decode STATUS: 27 bytes with power, battery, progress, result and the request's tag", () => {
    const status =
      "F0 7D 4E 56 10 02 02 00 3D 00 01 02 00 00 01 00 02 01 00 00 05 00 00 10 00 00 01 2A 00 02 06 01 00 F7";
    expect(hex(status).length).toBe(6 + 27 + 1);
    expect(parseMessage(hex(status))).toEqual({
      kind: "status",
      device: 0x10,
      family: 2,
      member: 61,
      version: "1.2.0",
      state: "receiving",
      link: "usb",
      pendingVersion: "2.1.0",
      nextChunk: 5,
      totalChunks: 16,
      power: "battery",
      battery: 42,
      progress: 0,
      result: "failed",
      resultReason: REASON.hashMismatch,
      tag: 1,
    });
    expect(
      parseMessage(
        hex("F0 7D 4E 56 10 02 02 00 3D 00 02 01 00 00 03 01 00 00 00 00 00 00 00 00 00 00 00 7F 32 01 00 7F 7F F7"),
      ),
    ).toMatchObject({
      state: "installing",
      link: "bluetooth",
      pendingVersion: null,
      power: "external",
      battery: null,
      progress: 50,
      result: "installed",
      resultReason: 0,
      tag: 16383,
    });
  });

  it("decode BEGIN ACCEPTED (7 bytes: next chunk, window, longest install and restart), ACK, COMMITTED", () => {
    expect(parseMessage(hex("F0 7D 4E 56 10 11 05 01 00 08 70 01 3C F7"))).toEqual({
      kind: "accepted",
      device: 0x10,
      nextChunk: 133,
      window: 8,
      installS: 240,
      restartS: 60,
    });
    expect(parseMessage(hex("F0 7D 4E 56 10 13 7F 7F 7F F7"))).toEqual({
      kind: "ack",
      device: 0x10,
      sequence: 2 ** 21 - 1,
    });
    expect(parseMessage(hex("F0 7D 4E 56 10 15 02 01 00 00 F7"))).toEqual({
      kind: "committed",
      device: 0x10,
      version: "2.1.0",
    });
  });

  it("decode each refusal's detail", () => {
    expect(parseMessage(hex("F0 7D 4E 56 10 7F 10 01 02 01 3D 00 F7"))).toMatchObject({
      kind: "refused",
      command: 0x10,
      reason: REASON.wrongModel,
      family: 130,
      member: 61,
    });
    expect(parseMessage(hex("F0 7D 4E 56 10 7F 10 02 01 02 00 00 F7"))).toMatchObject({
      reason: REASON.needsNewerVersion,
      minimumVersion: "1.2.0",
    });
    expect(parseMessage(hex("F0 7D 4E 56 10 7F 10 03 F7"))).toMatchObject({ reason: REASON.notUsb, detail: [] });
    expect(parseMessage(hex("F0 7D 4E 56 10 7F 12 04 07 00 00 F7"))).toMatchObject({
      reason: REASON.badChunk,
      sequence: 7,
    });
    expect(parseMessage(hex("F0 7D 4E 56 10 7F 12 05 00 01 00 F7"))).toMatchObject({
      reason: REASON.outOfSequence,
      sequence: 128,
    });
    expect(parseMessage(hex("F0 7D 4E 56 10 7F 14 06 F7"))).toMatchObject({
      command: 0x14,
      reason: REASON.hashMismatch,
    });
    expect(parseMessage(hex("F0 7D 4E 56 10 7F 14 07 01 F7"))).toMatchObject({
      command: COMMAND.commit,
      reason: REASON.notReady,
      state: "receiving",
    });
    expect(parseMessage(hex("F0 7D 4E 56 10 7F 16 07 03 F7"))).toMatchObject({
      command: COMMAND.abort,
      state: "installing",
    });
    expect(parseMessage(hex("F0 7D 4E 56 10 7F 10 08 F7"))).toMatchObject({ reason: REASON.malformed });
    expect(parseMessage(hex("F0 7D 4E 56 10 7F 10 09 F7"))).toMatchObject({ reason: REASON.badSignature, detail: [] });
    expect(parseMessage(hex("F0 7D 4E 56 10 7F 10 0A 02 01 00 00 F7"))).toMatchObject({
      reason: REASON.downgrade,
      installedVersion: "2.1.0",
    });
    expect(parseMessage(hex("F0 7D 4E 56 10 7F 14 0B 14 1E F7"))).toMatchObject({
      command: COMMAND.commit,
      reason: REASON.batteryLow,
      battery: 20,
      detail: [20, MIN_BATTERY],
    });
    expect(parseMessage(hex("F0 7D 4E 56 10 7F 10 0C F7"))).toMatchObject({ reason: REASON.unknownKey, detail: [] });
  });

  it("reject malformed messages, another signature, another ID, wrong lengths", () => {
    const status = "02 00 3D 00 01 02 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 7F 00 00 00 00 00";
    for (const s of [
      "F0 7D 4E 57 10 13 01 00 00 F7", // not "NV"
      "F0 7C 4E 56 10 13 01 00 00 F7", // another manufacturer
      "F0 7D 4E 56 10 13 01 00 F7", // ACK one byte short
      "F0 7D 4E 56 10 13 01 00 80 F7", // 8-bit data
      "F0 7D 4E 56 10 15 01 03 00 00", // no F7
      "F0 7D 4E 56 10 11 05 01 00 08 70 01 F7", // BEGIN ACCEPTED of version 1's length
      `F0 7D 4E 56 10 02 ${status} 00 F7`, // STATUS one byte long
      `F0 7D 4E 56 10 02 ${status.slice(0, -3)} F7`, // STATUS one byte short
      `F0 7D 4E 56 10 02 ${status.replace(/^((?:\S+ ){8})00/, "$109")} F7`, // state 09
      `F0 7D 4E 56 10 02 ${status.replace(/^((?:\S+ ){20})00/, "$102")} F7`, // power 02
      `F0 7D 4E 56 10 02 ${status.replace(/^((?:\S+ ){23})00/, "$103")} F7`, // result 03
      "F0 7D 4E 56 10 7F F7", // refusal without reason
      "F0 7D 4E 56 10 20 F7", // unknown command
    ]) {
      expect(parseMessage(hex(s)), s).toBeNull();
    }
    expect(parseMessage(hex(`F0 7D 4E 56 10 02 ${status} F7`))).toMatchObject({ kind: "status", state: "idle" });
  });
});

describe("the signed image header", () => {
  it("writes the signed part byte by byte (96 bytes) and reads the 160-byte header back", () => {
    const part = signedPart(fields);
    expect(part.length).toBe(SIGNED_PART);
    // "NVFW", format 02, family 2, member 61, version 2.1.0, minimum 1.2.0, body 70000 LE, "MK61"
    expect(show(part.subarray(0, 25))).toBe(
      "4E 56 46 57 02 02 00 3D 00 02 01 00 00 01 02 00 00 70 11 01 00 4D 4B 36 31",
    );
    expect(part.subarray(25, 37).every((b) => b === 0)).toBe(true);
    expect(part.subarray(37, 45)).toEqual(keyId);
    expect(part.subarray(45, 77)).toEqual(bodySha256);
    expect(part.subarray(77).every((b) => b === 0)).toBe(true);
    expect(parseImageHeader(signedHeader(part))).toEqual({
      format: 2,
      family: 2,
      member: 61,
      version: "2.1.0",
      minimumVersion: "1.2.0",
      bodyLength: 70000,
      productId: "MK61",
      keyId: "21d38292d0dddc24",
      bodySha256,
      signed: part,
      signature,
    });
    const any = signedPart({ ...fields, minimumVersion: null, productId: "x".repeat(16) });
    expect(parseImageHeader(signedHeader(any))).toMatchObject({ minimumVersion: null, productId: "x".repeat(16) });
  });

  it("reads a header at the start of a whole image", () => {
    const image = new Uint8Array(IMAGE_HEADER_SIZE + 10);
    image.set(signedHeader(), 0);
    expect(parseImageHeader(image)).toMatchObject({ version: "2.1.0", bodyLength: 70000 });
  });

  it("rejects a short header, another magic and an unsigned header (format 01)", () => {
    const good = signedHeader();
    expect(parseImageHeader(good.subarray(0, IMAGE_HEADER_SIZE - 1))).toBeNull();
    const magic = good.slice();
    magic[0] = 0x50;
    expect(parseImageHeader(magic)).toBeNull();
    const format = good.slice();
    format[4] = 1;
    expect(parseImageHeader(format)).toBeNull();
  });

  it("refuses to write what the header cannot hold", () => {
    expect(() => signedPart({ ...fields, productId: "x".repeat(17) })).toThrow(RangeError);
    expect(() => signedPart({ ...fields, keyId: keyId.subarray(1) })).toThrow(RangeError);
    expect(() => signedPart({ ...fields, bodySha256: bodySha256.subarray(1) })).toThrow(RangeError);
  });
});
