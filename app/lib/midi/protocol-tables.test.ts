import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { updateSteps } from "../support/firmware-steps";
import { FIRMWARE_KEYS } from "./firmware-keys";
import { sections } from "./implementation-sections";
import {
  abort,
  COMMAND,
  commit,
  crc32,
  dataChunk,
  IMAGE_HEADER_SIZE,
  INSTRUMENT_DEVICE_ID,
  int7,
  parseMessage,
  REASON,
  SIGNED_PART,
  STATE,
  signedPart,
  statusRequest,
  TIMING,
  updateBegin,
} from "./protocol";
import { countBytes, dataLengths, hexBytes, identityTables, updateTables } from "./protocol-tables";
import { crcExamplesGrid, dataExampleGrid, examples, imageHeaderGrid, keysGrid } from "./protocol-tables-image";
import { reasonsGrid, statesGrid, timingGrid, transitionsGrid } from "./protocol-tables-update";

const messages = updateTables();
const message = (name: string) => {
  const found = messages.find((m) => m.name === name);
  if (!found) throw new Error(name);
  return found;
};
/** A message's data rows: between the command byte and F7. */
const dataRows = (name: string) => message(name).rows.slice(5, -1);
/** The data length of a message the code builds (F0, 7D, 4E 56, dd, cc … F7). */
const dataOf = (bytes: Uint8Array) => bytes.length - 7;

describe("the protocol tables say what the code does", () => {
  it("count each message's data as the code writes and reads it", () => {
    expect(countBytes(dataRows("STATUS"))).toBe(27);
    const status = new Uint8Array([0xf0, 0x7d, 0x4e, 0x56, 0x10, COMMAND.status, ...new Array(27).fill(0), 0xf7]);
    status[6 + 21] = 0x7f;
    expect(parseMessage(status)?.kind).toBe("status");
    expect(dataLengths["UPDATE BEGIN"]).toBe(String(dataOf(updateBegin(new Uint8Array(IMAGE_HEADER_SIZE), 0x10))));
    expect(dataLengths["UPDATE BEGIN"]).toBe("185");
    expect(countBytes(dataRows("BEGIN ACCEPTED"))).toBe(7);
    expect(
      parseMessage(Uint8Array.from([0xf0, 0x7d, 0x4e, 0x56, 0x10, 0x11, 0, 0, 0, 8, 0x70, 1, 60, 0xf7])),
    ).toMatchObject({ kind: "accepted", installS: TIMING.installMaxS, restartS: TIMING.restartMaxS });
    expect(countBytes(dataRows("ACK"))).toBe(3);
    expect(countBytes(dataRows("COMMITTED"))).toBe(4);
    expect(dataLengths.COMMIT).toBe(String(dataOf(commit(0x10))));
    expect(dataLengths.ABORT).toBe(String(dataOf(abort(0x10))));
    expect(countBytes(dataRows("DATA"))).toBeNull();
    expect(dataLengths.DATA).toBe(
      `10 + the packed chunk (${dataOf(dataChunk(0, new Uint8Array(256), 0x10))} for 256 raw bytes)`,
    );
  });

  it("give every message the command byte and device ID the code sends", () => {
    for (const m of messages) expect(m.rows[4], m.name).toEqual([hexBytes([m.command ?? 0]), `Command: ${m.name}`]);
    for (const m of messages.filter((x) => x.from === "host" && x.command !== COMMAND.statusRequest)) {
      expect(m.rows[3]?.[1], m.name).toContain("the instrument's own (10 at the factory)");
      expect(m.rows[3]?.[1], m.name).not.toContain("7F");
    }
    expect(message("STATUS REQUEST").rows[3]?.[1]).toContain("7F (all devices) to pair ports");
    expect(identityTables()[1]?.rows[2]?.[0]).toBe(hexBytes([INSTRUMENT_DEVICE_ID]));
    expect(hexBytes(statusRequest(0x7f, 1))).toBe("F0 7D 4E 56 7F 01 01 00 F7");
  });

  it("set the header's offsets where signedPart writes each field", () => {
    const offsets = Object.fromEntries(
      imageHeaderGrid.rows.map(([offset, bytes, content]) => [content, [Number(offset), Number(bytes)]]),
    );
    const last = imageHeaderGrid.rows.at(-1) ?? [];
    expect(Number(last[0]) + Number(last[1])).toBe(IMAGE_HEADER_SIZE);
    expect(Number(last[0])).toBe(SIGNED_PART);
    const part = signedPart({
      family: 0x1234,
      member: 0x0567,
      version: "1.2.3.4",
      minimumVersion: "1.0.0",
      bodyLength: 0x01020304,
      productId: "ABCDEFGHIJKLMNOP",
      keyId: Uint8Array.from({ length: 8 }, (_, i) => 0xa0 + i),
      bodySha256: Uint8Array.from({ length: 32 }, (_, i) => 0xc0 + i),
    });
    const at = (content: string) => {
      const [offset = 0, bytes = 0] = offsets[content] ?? [];
      return hexBytes(part.subarray(offset, offset + bytes));
    };
    expect(at('ASCII "NVFW"')).toBe("4E 56 46 57");
    expect(at("Header format 02")).toBe("02");
    expect(at("Family code (14-bit, low 7 bits first)")).toBe(hexBytes(int7(0x1234, 2)));
    expect(at("Member code (14-bit, low 7 bits first)")).toBe(hexBytes(int7(0x0567, 2)));
    expect(at("Version: major, minor, patch, build")).toBe("01 02 03 04");
    expect(at("Minimum installed version (00 00 00 00: any)")).toBe("01 00 00 00");
    expect(at("Body length, unsigned 32-bit little-endian (image = 160 + body)")).toBe("04 03 02 01");
    expect(at("Product id, ASCII, padded with 00")).toBe(hexBytes(new TextEncoder().encode("ABCDEFGHIJKLMNOP")));
    expect(at("Key id: the first 8 bytes of SHA-256 of the signing key's 32-byte Ed25519 public key")).toBe(
      "A0 A1 A2 A3 A4 A5 A6 A7",
    );
    expect(at("SHA-256 of the body").split(" ")).toHaveLength(32);
    expect(at("00")).toBe(new Array(19).fill("00").join(" "));
  });

  it("list the keys instruments are built with, each id the first 8 bytes of SHA-256 of its public key", () => {
    expect(keysGrid.rows.map((r) => r[0])).toEqual(FIRMWARE_KEYS.map((k) => k.id));
    for (const key of FIRMWARE_KEYS) {
      const id = createHash("sha256").update(Buffer.from(key.publicKey, "hex")).digest().subarray(0, 8).toString("hex");
      expect(key.id).toBe(id);
    }
  });

  it("work the examples with the code: CRC-32 and the DATA message byte by byte", () => {
    expect(examples.checkCrc).toBe("CBF43926");
    expect(examples.checkGroups).toBe("26 72 50 5F 0C");
    expect(crcExamplesGrid.rows[1]).toEqual(["FF 00", "D2FDEF8D", hexBytes(int7(crc32([0xff, 0x00]), 5))]);
    const sent = hexBytes(dataChunk(1, Uint8Array.from([0xff, 0x00]), INSTRUMENT_DEVICE_ID));
    expect(dataExampleGrid.rows.map((r) => r[0]).join(" ")).toBe(sent);
    expect(examples.dataMessage).toBe(sent);
  });

  it("name every state, every reason and every timing figure", () => {
    expect(statesGrid.rows.map((r) => r[1])).toEqual(Object.keys(STATE));
    expect(reasonsGrid.rows.map((r) => Number.parseInt(r[0] ?? "", 16))).toEqual(Object.values(REASON));
    const timing = timingGrid.rows.flat().join(" ");
    for (const figure of [
      `${TIMING.answerMs} ms`,
      `${TIMING.identityMs / 1000} s`,
      `${TIMING.identifyRounds} times, ${TIMING.identifyWaitMs / 1000} s apart`,
      `${TIMING.silenceMs / 1000} s`,
      `at most ${TIMING.retries} times`,
      `Every ${TIMING.pollMs / 1000} s`,
      `At most ${TIMING.verifyMaxS} s`,
      `at most ${TIMING.installMaxS} s`,
      `at most ${TIMING.restartMaxS} s`,
      `${TIMING.graceS} s grace`,
    ]) {
      expect(timing).toContain(figure);
    }
  });

  it("keep to what the data lists' fonts can set (WinAnsi: no ≤ or →)", () => {
    const strings = [
      ...messages.flatMap((m) => [m.summary, ...m.rows.flat()]),
      ...identityTables().flatMap((m) => [m.summary, ...m.rows.flat()]),
      ...sections.flatMap((s) => s.grids.flatMap((g) => [...g.head, ...g.rows.flat()])),
    ];
    for (const s of strings) expect(s).toMatch(/^[\n\x20-\x7E\xA0-\xFF\u2013\u2014\u2018-\u201D\u2022\u2026]*$/);
  });
});

describe("recovery, as an owner starts it", () => {
  it("names the keys or pads every model's update steps say to hold, never a part no model has", () => {
    const recovery = JSON.stringify([statesGrid, transitionsGrid]);
    expect(recovery).not.toMatch(/update button|update key\b/i);
    const computer = { from: "computer", display: false, version: null } as const;
    const keys = updateSteps("MK61", { ...computer, pads: false }).join(" ");
    const pads = updateSteps("MR101S", { ...computer, pads: true }).join(" ");
    expect(keys).toMatch(/lowest and the highest key/);
    expect(pads).toMatch(/pads 1 and 16/);
    expect(recovery).toMatch(/lowest and highest keys/);
    expect(recovery).toMatch(/pads 1 and 16/);
  });
});

/**
 * A message's data length that is one of two counts names what each counts for, in every language
 * (the data list's message table once read „0, mit Kennung 2“): a figure, its case in brackets.
 */
describe("the message table's data lengths", () => {
  it.each(["en", "de", "ja"] as const)("give each of two counts its case in brackets (%s)", async (locale) => {
    const { cellIn } = await import("./cells");
    const alternatives = Object.values(dataLengths).filter((l) => /\bor\b/.test(l));
    expect(alternatives.length).toBeGreaterThan(0);
    for (const english of alternatives) {
      const said = locale === "en" ? english : cellIn(english, locale);
      expect(said, english).toBeTruthy();
      const figures = [...(said ?? "").matchAll(/\d+\s*[（(][^)）]+[)）]/g)];
      expect(figures.length, `${locale}: ${said}`).toBe((english.match(/\d+/g) ?? []).length);
    }
  });
});
