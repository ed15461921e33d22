import { describe, expect, it } from "vitest";
import {
  abort,
  checksum,
  chunkCount,
  commit,
  compareVersions,
  dataChunk,
  identityRequest,
  imageHeader,
  int7,
  MANUFACTURER_ID,
  pack7,
  packedLength,
  parseIdentityReply,
  parseImageHeader,
  parseMessage,
  statusRequest,
  unpack7,
  updateBegin,
  versionBytes,
  versionText,
} from "./protocol";

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

  it("rejects 8-bit bytes, a lone group byte, and high bits for bytes that are not there", () => {
    expect(unpack7(hex("00 80"))).toBeNull();
    expect(unpack7(hex("80 00"))).toBeNull();
    expect(unpack7(hex("00 01 02 03 04 05 06 07 00"))).toBeNull();
    expect(unpack7(hex("02 7F"))).toBeNull();
    expect(unpack7(hex("01 7F"))).toEqual(hex("FF"));
  });

  it("sums bytes into a 7-bit checksum", () => {
    expect(checksum([])).toBe(0);
    expect(checksum([0x7f, 0x01])).toBe(0);
    expect(checksum([0x40, 0x40, 0x05])).toBe(0x05);
  });
});

describe("host messages", () => {
  it("are byte-exact", () => {
    expect(MANUFACTURER_ID).toEqual([0x7d]);
    expect(show(statusRequest())).toBe("F0 7D 4E 56 7F 01 F7");
    expect(show(commit())).toBe("F0 7D 4E 56 7F 14 F7");
    expect(show(abort(0x10))).toBe("F0 7D 4E 56 10 16 F7");
    expect(show(dataChunk(129, hex("FF 00")))).toBe("F0 7D 4E 56 7F 12 01 01 00 02 00 01 7F 00 04 F7");
  });

  it("begin an update with the image's model, versions, size, chunks and packed hash", () => {
    const sha256 = Uint8Array.from({ length: 32 }, (_, i) => 0xe0 + (i % 32));
    const msg = updateBegin({
      family: 130,
      member: 5,
      version: "1.3.0",
      minimumVersion: "1.1.0",
      imageBytes: 1000,
      sha256,
    });
    expect(msg.length).toBe(6 + 59 + 1);
    expect(show(msg.subarray(0, 30))).toBe(
      "F0 7D 4E 56 7F 10 02 01 05 00 01 03 00 00 01 01 00 00 68 07 00 00 00 00 02 04 00 00 7F 60",
    );
    expect(unpack7(msg.subarray(28, 65))).toEqual(sha256);
    expect(msg.every((b, i) => i === 0 || i === msg.length - 1 || b <= 0x7f)).toBe(true);
    expect(chunkCount(1000)).toBe(4);
    const any = updateBegin({ family: 1, member: 1, version: "1.0.0", minimumVersion: null, imageBytes: 64, sha256 });
    expect(show(any.subarray(14, 18))).toBe("00 00 00 00");
    expect(() =>
      updateBegin({
        family: 1,
        member: 1,
        version: "1.0.0",
        minimumVersion: null,
        imageBytes: 64,
        sha256: sha256.subarray(1),
      }),
    ).toThrow();
  });
});

describe("instrument messages", () => {
  it("decode STATUS, BEGIN ACCEPTED, ACK, COMMITTED", () => {
    expect(
      parseMessage(hex("F0 7D 4E 56 10 02 01 01 03 00 01 02 00 00 01 01 01 03 00 00 05 00 00 10 00 00 F7")),
    ).toEqual({
      kind: "status",
      device: 0x10,
      family: 129,
      member: 3,
      version: "1.2.0",
      state: "receiving",
      link: "bluetooth",
      pendingVersion: "1.3.0",
      nextChunk: 5,
      totalChunks: 16,
    });
    expect(
      parseMessage(hex("F0 7D 4E 56 10 02 01 00 01 00 01 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 F7")),
    ).toMatchObject({
      state: "idle",
      link: "usb",
      pendingVersion: null,
    });
    expect(parseMessage(hex("F0 7D 4E 56 10 11 05 01 00 08 F7"))).toEqual({
      kind: "accepted",
      device: 0x10,
      nextChunk: 133,
      window: 8,
    });
    expect(parseMessage(hex("F0 7D 4E 56 10 13 7F 7F 7F F7"))).toEqual({
      kind: "ack",
      device: 0x10,
      sequence: 2 ** 21 - 1,
    });
    expect(parseMessage(hex("F0 7D 4E 56 10 15 01 03 00 00 F7"))).toEqual({
      kind: "committed",
      device: 0x10,
      version: "1.3.0",
    });
  });

  it("decode each refusal's detail", () => {
    expect(parseMessage(hex("F0 7D 4E 56 10 7F 10 01 01 01 02 00 F7"))).toMatchObject({
      kind: "refused",
      command: 0x10,
      reason: 1,
      family: 129,
      member: 2,
    });
    expect(parseMessage(hex("F0 7D 4E 56 10 7F 10 02 01 01 00 00 F7"))).toMatchObject({
      reason: 2,
      minimumVersion: "1.1.0",
    });
    expect(parseMessage(hex("F0 7D 4E 56 10 7F 10 03 F7"))).toMatchObject({ reason: 3, detail: [] });
    expect(parseMessage(hex("F0 7D 4E 56 10 7F 12 04 07 00 00 F7"))).toMatchObject({ reason: 4, sequence: 7 });
    expect(parseMessage(hex("F0 7D 4E 56 10 7F 12 05 00 01 00 F7"))).toMatchObject({ reason: 5, sequence: 128 });
    expect(parseMessage(hex("F0 7D 4E 56 10 7F 14 06 F7"))).toMatchObject({ command: 0x14, reason: 6 });
  });

  it("reject malformed messages, another signature, another ID, wrong lengths", () => {
    for (const s of [
      "F0 7D 4E 57 10 13 01 00 00 F7", // not "NV"
      "F0 7C 4E 56 10 13 01 00 00 F7", // another manufacturer
      "F0 7D 4E 56 10 13 01 00 F7", // ACK one byte short
      "F0 7D 4E 56 10 13 01 00 80 F7", // 8-bit data
      "F0 7D 4E 56 10 15 01 03 00 00", // no F7
      "F0 7D 4E 56 10 02 01 01 03 00 01 02 00 00 09 01 01 03 00 00 05 00 00 10 00 00 F7", // state 09
      "F0 7D 4E 56 10 7F F7", // refusal without reason
      "F0 7D 4E 56 10 20 F7", // unknown command
    ]) {
      expect(parseMessage(hex(s)), s).toBeNull();
    }
  });
});

describe("the image header", () => {
  it("writes and reads the 64 bytes", () => {
    const bytes = imageHeader({
      family: 130,
      member: 3,
      version: "1.3.0",
      minimumVersion: "1.1.0",
      bodyLength: 70000,
      productId: "mk61",
    });
    expect(bytes.length).toBe(64);
    expect(show(bytes.subarray(0, 25))).toBe(
      "4E 56 46 57 01 02 01 03 00 01 03 00 00 01 01 00 00 70 11 01 00 6D 6B 36 31",
    );
    expect(bytes.subarray(25).every((b) => b === 0)).toBe(true);
    expect(parseImageHeader(bytes)).toEqual({
      format: 1,
      family: 130,
      member: 3,
      version: "1.3.0",
      minimumVersion: "1.1.0",
      bodyLength: 70000,
      productId: "mk61",
    });
    const any = imageHeader({
      family: 1,
      member: 1,
      version: "1.0.0",
      minimumVersion: null,
      bodyLength: 0,
      productId: "x".repeat(16),
    });
    expect(parseImageHeader(any)).toMatchObject({ minimumVersion: null, productId: "x".repeat(16) });
  });

  it("rejects short input, another magic and another format", () => {
    const good = imageHeader({
      family: 1,
      member: 1,
      version: "1.0.0",
      minimumVersion: null,
      bodyLength: 0,
      productId: "mk61",
    });
    expect(parseImageHeader(good.subarray(0, 63))).toBeNull();
    const magic = good.slice();
    magic[0] = 0x50;
    expect(parseImageHeader(magic)).toBeNull();
    const format = good.slice();
    format[4] = 2;
    expect(parseImageHeader(format)).toBeNull();
  });
});
