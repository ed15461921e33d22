/**
 * "A second host, written from the document alone" (decision 020): tests/protocol/second-host.ts
 * and wire.ts know nothing of the site's protocol module; they update the simulator (written from
 * the document too) from end to end. Images come from the firmware team's signer.
 */
import { generateKeyPairSync } from "node:crypto";
import { describe, expect, it } from "vitest";
import { publicKeyOf, signImage, signingKey } from "../../firmware-signing/sign.ts";
import { createMidiAccess, type InstrumentOptions } from "../../midi-simulator/simulator.js";
import { DOCUMENT_TIMING, SecondHost } from "./second-host.ts";
import { crc32, groups, pack, readHeader } from "./wire.ts";

const developmentKey = publicKeyOf(signingKey());
const KEYS = [{ id: developmentKey.id.toString("hex"), publicKey: developmentKey.raw.toString("hex") }];
const MK61: InstrumentOptions = {
  productId: "MK61",
  family: 0x0101,
  member: 3,
  version: "1.0.0",
  keys: KEYS,
  verifyMs: 20,
  installMs: 60,
  restartMs: 40,
};
/** The document's timing, shortened where the simulator is quick: waits, not deadlines. */
const QUICK = { ...DOCUMENT_TIMING, identifyWaitMs: 50, silenceMs: 500, pollMs: 15, graceMs: 3000 };

function image(version: string, minimum: string | null = null, key = signingKey()) {
  const body = Uint8Array.from({ length: 3000 }, (_, i) => (i * 37 + version.length) & 0xff);
  const fields = { family: MK61.family, member: MK61.member, version, minimumVersion: minimum, productId: "MK61" };
  return new Uint8Array(signImage(fields, body, key));
}

async function start(...instruments: InstrumentOptions[]) {
  const access = await createMidiAccess({ instruments });
  const host = new SecondHost(access as unknown as MIDIAccess, QUICK);
  return { host, control: access.control, found: await host.find() };
}

describe("a second host, written from the document alone", () => {
  it("packs and checks bytes as the document's worked examples do", () => {
    expect(crc32(new TextEncoder().encode("123456789"))).toBe(0xcbf43926);
    expect(groups(0xcbf43926, 5)).toEqual([0x26, 0x72, 0x50, 0x5f, 0x0c]);
    expect(pack(Uint8Array.from([0x80, 0x01, 0xff, 0x7f, 0x00, 0x81, 0x02]))).toEqual([
      0x25, 0x00, 0x01, 0x7f, 0x7f, 0x00, 0x01, 0x02,
    ]);
  });

  it("finds the instrument, checks the image's signature itself, and updates it to the end", async () => {
    const { host, control, found } = await start(MK61, {
      family: 0x19,
      member: 2,
      version: "3.0.0",
      manufacturerId: [0x41],
    });
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ device: 0x10, family: 0x0101, member: 3, version: "1.0.0" });
    const instrument = found[0] as (typeof found)[number];
    expect([instrument.input.id, instrument.output.id]).toEqual(["sim-in-0", "sim-out-0"]);

    const forged = image("1.2.0", null, generateKeyPairSync("ed25519").privateKey);
    await expect(host.update(instrument, [forged], KEYS)).rejects.toThrow(/unknown key/);
    const tampered = image("1.2.0");
    tampered[100] = (tampered[100] as number) ^ 1;
    await expect(host.update(instrument, [tampered], KEYS)).rejects.toThrow(/signature/);
    expect(control.state().received["10"]).toBeUndefined();

    const outcome = await host.update(instrument, [image("1.2.0")], KEYS);
    expect(outcome).toMatchObject({ kind: "done", version: "1.2.0" });
    // COMMITTED comes once, unsolicited, whenever the new firmware is up: the host does not rely on it
    expect(host.events.filter((e) => e.startsWith("committed"))).toEqual(["committed 1.2.0"]);
    expect(host.events.filter((e) => !e.startsWith("committed"))).toEqual([
      "step 1.2.0",
      "begin from 0",
      "commit",
      "verifying",
      "installing",
      "gone",
      "back",
      "idle",
      "installed 1.2.0",
    ]);
    expect(control.state()).toMatchObject({ version: "1.2.0", result: "installed", commits: 1, chunksAccepted: 13 });
  });

  it("takes the stepping stone first: 1.0.0 → 1.2.0 → 2.0.0, where 2.0.0 needs 1.2.0", async () => {
    const latest = image("2.0.0", "1.2.0");
    const { host, control, found } = await start(MK61);
    const instrument = found[0] as (typeof found)[number];
    const header = readHeader(latest);
    if (!header) throw new Error("no header");
    expect(await host.install(instrument, latest, header)).toEqual({
      kind: "refused",
      command: 0x10,
      reason: 0x02,
      detail: [1, 2, 0, 0],
    });
    expect(control.state().chunksAccepted).toBe(0);
    expect(await host.update(instrument, [latest, image("1.2.0")], KEYS)).toMatchObject({
      kind: "done",
      version: "2.0.0",
    });
    expect(host.events.filter((e) => e.startsWith("step") || e.startsWith("installed"))).toEqual([
      "step 1.2.0",
      "installed 1.2.0",
      "step 2.0.0",
      "installed 2.0.0",
    ]);
    expect(control.state()).toMatchObject({ version: "2.0.0", commits: 2 });
  });

  it("goes back for a corrupt chunk and resumes after a cable pulled midway", async () => {
    const faults = { corruptChunk: 2, disconnectAt: 0.5, reconnectAfterMs: 50 };
    const { host, control, found } = await start({ ...MK61, faults });
    expect(await host.update(found[0] as (typeof found)[number], [image("1.2.0")], KEYS)).toMatchObject({
      kind: "done",
      version: "1.2.0",
    });
    expect(host.events.slice(0, 6)).toEqual([
      "step 1.2.0",
      "begin from 0",
      "back to 2 (04)",
      "gone",
      "back",
      "begin from 7",
    ]);
    expect(control.state()).toMatchObject({ version: "1.2.0", chunksAccepted: 13, refusalReasons: [0x04] });
  });

  it("sends COMMIT again when the power was lost while installing", async () => {
    const { host, control, found } = await start({ ...MK61, faults: { powerAt: "installing", reconnectAfterMs: 50 } });
    expect(await host.update(found[0] as (typeof found)[number], [image("1.2.0")], KEYS)).toMatchObject({
      kind: "done",
      version: "1.2.0",
    });
    // the power goes as installing begins: the host sees the ports go, then the chunks held
    expect(host.events.filter((e) => !e.startsWith("committed"))).toEqual([
      "step 1.2.0",
      "begin from 0",
      "commit",
      "verifying",
      "gone",
      "back",
      "receiving",
      "commit again",
      "verifying",
      "installing",
      "gone",
      "back",
      "idle",
      "installed 1.2.0",
    ]);
    expect(control.state()).toMatchObject({ version: "1.2.0", commits: 1, received: { "14": 2 } });
  });

  it("reports a new firmware that did not start as failed, the old one kept (0D)", async () => {
    const { host, control, found } = await start({ ...MK61, faults: { startFails: true } });
    expect(await host.update(found[0] as (typeof found)[number], [image("1.2.0")], KEYS)).toEqual({
      kind: "failed",
      reason: 0x0d,
    });
    expect(control.state()).toMatchObject({ version: "1.0.0", result: "failed" });
  });

  it("pairs two identical instruments by round trip and updates each on its own", async () => {
    const { host, control, found } = await start(MK61, MK61);
    expect(found.map((f) => [f.input.id, f.output.id])).toEqual([
      ["sim-in-0", "sim-out-0"],
      ["sim-in-1", "sim-out-1"],
    ]);
    const [first, second] = found as [(typeof found)[number], (typeof found)[number]];
    expect(await host.update(second, [image("1.2.0")], KEYS)).toMatchObject({ kind: "done", version: "1.2.0" });
    expect(control.state(0)).toMatchObject({ version: "1.0.0", commits: 0, chunksAccepted: 0 });
    expect(control.state(1)).toMatchObject({ version: "1.2.0", commits: 1 });
    expect(await host.update(first, [image("1.2.0")], KEYS)).toMatchObject({ kind: "done", version: "1.2.0" });
    expect([control.state(0).received["10"], control.state(1).received["10"]]).toEqual([1, 1]);
    expect([control.state(0).chunksAccepted, control.state(1).chunksAccepted]).toEqual([13, 13]);
  });
});
