import { generateKeyPairSync, type KeyObject } from "node:crypto";
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { FIRMWARE_KEYS } from "~/lib/midi/firmware-keys";
import {
  ALL_DEVICES,
  abort,
  CHUNK_SIZE,
  chunkCount,
  chunkOf,
  commit,
  dataChunk,
  identityRequest,
  type Message,
  parseMessage,
  REASON,
  statusRequest,
  updateBegin,
} from "~/lib/midi/protocol";
import { signImage, signingKey } from "../firmware-signing/sign.ts";
import { simulatorInitScript } from "../tests/e2e/support/simulator-script";
import {
  createMidiAccess,
  type InstrumentOptions,
  installMidiSimulator,
  type SimulatorControl,
  type SimulatorOptions,
} from "./simulator.js";

/** The simulator driven through the site's protocol module: a small host, as the page is one. */
const KEYS = FIRMWARE_KEYS.map(({ id, publicKey }) => ({ id, publicKey }));
const FAST = { verifyMs: 20, installMs: 40, restartMs: 30 };
const MK61: InstrumentOptions = { productId: "MK61", family: 0x0101, member: 3, version: "1.0.0", keys: KEYS, ...FAST };
const DEV = 0x10;
const DEVELOPMENT_KEY = signingKey();
const FOREIGN_KEY = generateKeyPairSync("ed25519").privateKey;

type ImageOptions = {
  minimum?: string | null;
  model?: InstrumentOptions;
  key?: KeyObject;
  length?: number;
  seed?: number;
};
/** A signed image: the header (160 bytes) and a body of a few KB. */
function image(
  version: string,
  { minimum = null, model = MK61, key = DEVELOPMENT_KEY, length = 3000, seed = 1 }: ImageOptions = {},
) {
  const body = Uint8Array.from({ length }, (_, i) => (i * 131 + seed * 17) & 0xff);
  const fields = { family: model.family, member: model.member, version, minimumVersion: minimum, productId: "MK61" };
  return new Uint8Array(signImage(fields, body, key));
}
const headerOf = (img: Uint8Array) => img.slice(0, 160);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(condition: () => boolean, ms = 3000) {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error("timed out waiting");
    await sleep(5);
  }
}

async function simulator(options: SimulatorOptions) {
  const access = await createMidiAccess(options);
  const hosts = options.instruments.map((_, i) => host(access, i));
  return { access, control: access.control, hosts, h: hosts[0] as Host };
}

/** One host on the ports of instrument `index`: every message kept in `log`, `next` takes them in turn. */
function host(access: MIDIAccess, index: number) {
  const input = access.inputs.get(`sim-in-${index}`) as MIDIInput;
  const output = access.outputs.get(`sim-out-${index}`) as MIDIOutput;
  const inbox: Message[] = [];
  const log: Message[] = [];
  const waiters: (() => void)[] = [];
  const wake = () => {
    for (const w of waiters.splice(0)) w();
  };
  input.onmidimessage = (e) => {
    const m = parseMessage((e as MIDIMessageEvent).data as Uint8Array);
    if (m) inbox.push(m);
    if (m) log.push(m);
    wake();
  };
  access.addEventListener("statechange", wake);
  /** The next message (waiting up to `waitMs`, or until the ports go), or null. */
  const next = async (waitMs = 1000): Promise<Message | null> => {
    const deadline = Date.now() + waitMs;
    while (!inbox.length && Date.now() < deadline && output.state === "connected") {
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 20);
      });
    }
    return inbox.shift() ?? null;
  };
  const ask = (bytes: Uint8Array, waitMs?: number) => {
    output.send(bytes);
    return next(waitMs);
  };
  return { input, output, inbox, log, next, ask };
}
type Host = ReturnType<typeof host>;

/** UPDATE BEGIN, then DATA go-back-N from the instrument's resume point, until every chunk is acknowledged. */
async function transfer(h: Host, img: Uint8Array, header = headerOf(img), chunkSize = CHUNK_SIZE) {
  const accepted = await h.ask(updateBegin(header, DEV, chunkSize));
  if (accepted?.kind !== "accepted") return { outcome: accepted, from: -1 };
  const total = chunkCount(img.length, chunkSize);
  const from = accepted.nextChunk;
  let next = from;
  let acked = next - 1;
  while (acked < total - 1) {
    try {
      while (next < total && next - acked - 1 < accepted.window) {
        h.output.send(dataChunk(next, chunkOf(img, next, chunkSize), DEV));
        next++;
      }
    } catch {
      return { outcome: "unplugged", from };
    }
    const m = await h.next();
    if (!m) return { outcome: h.output.state === "disconnected" ? "unplugged" : "silent", from };
    if (m.kind === "ack") acked = Math.max(acked, m.sequence);
    else if (m.kind === "refused" && m.sequence !== undefined) next = m.sequence;
    else return { outcome: m, from };
  }
  return { outcome: "sent", from, accepted };
}

/** COMMIT (answered at once by STATUS verifying), then the instrument goes on by itself: waits until it is back, idle. */
async function commitAndWait(h: Host, control: SimulatorControl, index = 0) {
  const answer = await h.ask(commit(DEV));
  await until(() => control.state(index).plugged && ["idle", "recovery"].includes(control.state(index).state));
  await sleep(20); // COMMITTED, when it comes, is in the log
  h.inbox.length = 0;
  return answer;
}

describe("identity and STATUS", () => {
  it("answers the Identity Request with its family, member and installed version", async () => {
    const { h } = await simulator({ instruments: [MK61] });
    expect(h.input.name).toBe("Noteva MK61");
    expect(await h.ask(identityRequest())).toEqual({
      kind: "identity",
      device: DEV,
      manufacturer: [0x7d],
      noteva: true,
      family: 0x0101,
      member: 3,
      version: "1.0.0",
    });
    expect(await h.ask(identityRequest(DEV))).toMatchObject({ version: "1.0.0" });
    expect(await h.ask(identityRequest(0x11), 100)).toBeNull();
  });

  it("another maker's device answers identity only; a mute one answers nothing", async () => {
    const { hosts } = await simulator({
      instruments: [
        { family: 0x19, member: 2, version: "2.1.0", manufacturerId: [0x41] },
        { ...MK61, silent: true },
      ],
    });
    const [other, mute] = hosts as [Host, Host];
    expect(await other.ask(identityRequest())).toMatchObject({ noteva: false, manufacturer: [0x41], version: "2.1.0" });
    expect(await other.ask(statusRequest(ALL_DEVICES), 100)).toBeNull();
    expect(await mute.ask(identityRequest(), 100)).toBeNull();
    expect(await mute.ask(statusRequest(ALL_DEVICES), 100)).toBeNull();
  });

  it("echoes a STATUS REQUEST's tag (00 00 without one) and reports power, battery and the last result", async () => {
    const { h } = await simulator({ instruments: [MK61] });
    expect(await h.ask(statusRequest(ALL_DEVICES, 12345))).toEqual({
      kind: "status",
      device: DEV,
      family: 0x0101,
      member: 3,
      version: "1.0.0",
      state: "idle",
      link: "usb",
      pendingVersion: null,
      nextChunk: 0,
      totalChunks: 0,
      power: "external",
      battery: null,
      progress: 0,
      result: "none",
      resultReason: 0,
      tag: 12345,
    });
    expect(await h.ask(statusRequest(DEV))).toMatchObject({ tag: 0 });
    expect(await h.ask(statusRequest(0x11, 5), 100)).toBeNull();
    // one data byte is neither no tag nor a tag: malformed
    const oneByte = statusRequest(DEV, 5).filter((_, i, a) => i !== a.length - 2);
    expect(await h.ask(oneByte)).toMatchObject({ kind: "refused", command: 0x01, reason: REASON.malformed });
    const { h: bt } = await simulator({ instruments: [{ ...MK61, link: "bluetooth", battery: 64 }] });
    expect(await bt.ask(statusRequest(ALL_DEVICES))).toMatchObject({
      link: "bluetooth",
      power: "battery",
      battery: 64,
    });
  });

  it("names its ports as told, the output apart from the input", async () => {
    const { h } = await simulator({
      instruments: [{ ...MK61, portName: "MK61 MIDI In", outputName: "MK61 MIDI Out" }],
    });
    expect([h.input.name, h.output.name]).toEqual(["MK61 MIDI In", "MK61 MIDI Out"]);
  });

  it("answers the first Identity Requests late when asked to, then at once", async () => {
    const { h } = await simulator({ instruments: [{ ...MK61, faults: { slowIdentityMs: 150 } }] });
    let started = Date.now();
    expect(await h.ask(identityRequest(), 1000)).toMatchObject({ kind: "identity" });
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    started = Date.now();
    expect(await h.ask(identityRequest(), 1000)).toMatchObject({ kind: "identity" });
    expect(Date.now() - started).toBeLessThan(100);
  });
});

describe("UPDATE BEGIN refuses, before it accepts a chunk", () => {
  it("an image signed by a key it was not built with (0C), a tampered signed part (09), an unsigned header (09)", async () => {
    const { h, control } = await simulator({ instruments: [MK61] });
    const foreign = image("1.2.0", { key: FOREIGN_KEY });
    expect(await h.ask(updateBegin(headerOf(foreign), DEV))).toMatchObject({
      command: 0x10,
      reason: REASON.unknownKey,
    });
    const tampered = headerOf(image("1.2.0"));
    tampered[13] = 0; // the minimum, after signing
    tampered[9] = 3; // and the version
    expect(await h.ask(updateBegin(tampered, DEV))).toMatchObject({ reason: REASON.badSignature });
    const formatOne = headerOf(image("1.2.0"));
    formatOne[4] = 0x01;
    expect(await h.ask(updateBegin(formatOne, DEV))).toMatchObject({ reason: REASON.badSignature });
    const noMagic = new Uint8Array(160);
    expect(await h.ask(updateBegin(noMagic, DEV))).toMatchObject({ reason: REASON.badSignature });
    expect(control.state()).toMatchObject({ state: "idle", pending: null, chunksAccepted: 0 });

    const { h: untrusting } = await simulator({ instruments: [{ ...MK61, keys: undefined }] });
    expect(await untrusting.ask(updateBegin(headerOf(image("1.2.0")), DEV))).toMatchObject({
      reason: REASON.unknownKey,
    });
  });

  it("another model's image (01, naming its own model)", async () => {
    const { h, control } = await simulator({ instruments: [MK61] });
    const other = image("1.2.0", { model: { ...MK61, member: 4 } });
    expect(await h.ask(updateBegin(headerOf(other), DEV))).toMatchObject({
      reason: REASON.wrongModel,
      family: 0x0101,
      member: 3,
    });
    expect(control.state()).toMatchObject({ pending: null, chunksAccepted: 0 });
  });

  it("a skipped stepping stone (02), whatever the host does with the header, then takes the path in order", async () => {
    const { h, control } = await simulator({ instruments: [MK61] });
    const latest = image("2.0.0", { minimum: "1.2.0" });
    expect(await h.ask(updateBegin(headerOf(latest), DEV))).toMatchObject({
      reason: REASON.needsNewerVersion,
      minimumVersion: "1.2.0",
    });
    // a host that lies about the minimum breaks the signature
    const lie = headerOf(latest);
    lie.fill(0, 13, 17);
    expect(await h.ask(updateBegin(lie, DEV))).toMatchObject({ reason: REASON.badSignature });
    // nor can it send the body of the stepping stone under the header of the latest
    expect(control.state()).toMatchObject({ pending: null, chunksAccepted: 0, refusalReasons: [0x02, 0x09] });

    expect((await transfer(h, image("1.2.0"))).outcome).toBe("sent");
    await commitAndWait(h, control);
    expect(control.state().version).toBe("1.2.0");
    expect((await transfer(h, latest)).outcome).toBe("sent");
    await commitAndWait(h, control);
    expect(control.state()).toMatchObject({ version: "2.0.0", commits: 2, result: "installed" });
  });

  it("a downgrade (0A, naming the installed version), but installs the same version again", async () => {
    const { h, control } = await simulator({ instruments: [{ ...MK61, version: "1.2.0" }] });
    expect(await h.ask(updateBegin(headerOf(image("1.0.0")), DEV))).toMatchObject({
      reason: REASON.downgrade,
      installedVersion: "1.2.0",
    });
    expect(await h.ask(updateBegin(headerOf(image("1.2.0")), DEV))).toMatchObject({ kind: "accepted", nextChunk: 0 });
    expect(control.state()).toMatchObject({ state: "receiving", pending: "1.2.0" });
  });

  it("an update over Bluetooth (03), on a battery below 30 % (0B), and a malformed BEGIN (08)", async () => {
    const header = headerOf(image("1.2.0"));
    const { h: bt } = await simulator({ instruments: [{ ...MK61, link: "bluetooth" }] });
    expect(await bt.ask(updateBegin(header, DEV))).toMatchObject({ reason: REASON.notUsb });
    const { h, control } = await simulator({ instruments: [{ ...MK61, battery: 29 }] });
    expect(await h.ask(updateBegin(header, DEV))).toMatchObject({ reason: REASON.batteryLow, detail: [29, 30] });
    const short = updateBegin(header, DEV).filter((_, i) => i !== 9);
    expect(await h.ask(short)).toMatchObject({ reason: REASON.malformed });
    control.setBattery(30);
    expect(await h.ask(updateBegin(header, DEV, 0))).toMatchObject({ reason: REASON.malformed });
    expect(await h.ask(updateBegin(header, DEV, 257))).toMatchObject({ reason: REASON.malformed });
    expect(await h.ask(updateBegin(header, DEV))).toMatchObject({
      kind: "accepted",
      window: 8,
      installS: 10,
      restartS: 10,
    });
  });
});

describe("the transfer", () => {
  it("refuses a damaged chunk (04) even when two errors cancel out in a 7-bit sum; ignores the gap after it; ACKs duplicates", async () => {
    const { h, control } = await simulator({ instruments: [MK61] });
    const img = image("1.2.0");
    expect(await h.ask(updateBegin(headerOf(img), DEV))).toMatchObject({ kind: "accepted", nextChunk: 0 });
    const good = dataChunk(0, chunkOf(img, 0), DEV);
    const cancelling = good.slice();
    const at = good.findIndex((b, i) => i > 20 && b > 0 && b < 0x7f && (good[i + 1] as number) > 0);
    cancelling[at] = (good[at] as number) + 1;
    cancelling[at + 1] = (good[at + 1] as number) - 1;
    // +1 and −1 leave a 7-bit sum of the data as it was: only the CRC-32 sees it
    expect(await h.ask(cancelling)).toMatchObject({ kind: "refused", reason: REASON.badChunk, sequence: 0 });
    expect(await h.ask(dataChunk(1, chunkOf(img, 1), DEV), 100)).toBeNull(); // the gap after it: silence
    const badLength = dataChunk(0, chunkOf(img, 0).subarray(0, 255), DEV);
    expect(await h.ask(badLength)).toMatchObject({ reason: REASON.badChunk, sequence: 0 });
    expect(await h.ask(good)).toEqual({ kind: "ack", device: DEV, sequence: 0 });
    expect(await h.ask(good)).toEqual({ kind: "ack", device: DEV, sequence: 0 });
    expect(await h.ask(dataChunk(1, chunkOf(img, 1), DEV))).toMatchObject({ kind: "ack", sequence: 1 });
    expect(await h.ask(good)).toMatchObject({ kind: "ack", sequence: 1 });
    expect(control.state()).toMatchObject({ chunksAccepted: 2, chunksReceived: 2, refusalReasons: [0x04, 0x04] });
  });

  it("answers one REFUSED 05 per gap and nothing else until the expected chunk comes", async () => {
    const { h, control } = await simulator({ instruments: [MK61] });
    const img = image("1.2.0");
    await h.ask(updateBegin(headerOf(img), DEV));
    expect(await h.ask(dataChunk(0, chunkOf(img, 0), DEV))).toMatchObject({ kind: "ack", sequence: 0 });
    for (const s of [2, 3, 4]) h.output.send(dataChunk(s, chunkOf(img, s), DEV));
    expect(await h.next()).toMatchObject({ reason: REASON.outOfSequence, sequence: 1 });
    expect(await h.next(150)).toBeNull();
    expect(await h.ask(dataChunk(1, chunkOf(img, 1), DEV))).toMatchObject({ kind: "ack", sequence: 1 });
    expect(await h.ask(dataChunk(5, chunkOf(img, 5), DEV))).toMatchObject({
      reason: REASON.outOfSequence,
      sequence: 2,
    });
    expect(control.state()).toMatchObject({ chunksAccepted: 2, refusalReasons: [0x05, 0x05] });
    expect(await h.ask(commit(DEV))).toMatchObject({ reason: REASON.notReady, state: "receiving" });
  });

  it("refuses DATA and COMMIT with nothing pending (07, state idle)", async () => {
    const { h } = await simulator({ instruments: [MK61] });
    const img = image("1.2.0");
    expect(await h.ask(dataChunk(0, chunkOf(img, 0), DEV))).toMatchObject({ reason: REASON.notReady, state: "idle" });
    expect(await h.ask(commit(DEV))).toMatchObject({ command: 0x14, reason: REASON.notReady, state: "idle" });
  });

  it("goes back after a corrupt chunk fault and completes", async () => {
    const { h, control } = await simulator({ instruments: [{ ...MK61, faults: { corruptChunk: 3 } }] });
    expect((await transfer(h, image("1.2.0"))).outcome).toBe("sent");
    expect(control.state()).toMatchObject({ refusalReasons: [0x04], chunksReceived: 13, totalChunks: 13 });
  });

  it("resumes by the same header after a pulled cable, from the first chunk it did not acknowledge", async () => {
    const { access, h, control } = await simulator({ instruments: [{ ...MK61, faults: { disconnectAt: 0.5 } }] });
    const img = image("1.2.0");
    const states: string[] = [];
    access.onstatechange = (e) => {
      const port = (e as MIDIConnectionEvent).port;
      states.push(`${port?.type} ${port?.state}`);
    };
    expect((await transfer(h, img)).outcome).toBe("unplugged");
    expect(states).toEqual(["input disconnected", "output disconnected"]);
    const held = control.state();
    expect(held).toMatchObject({
      plugged: false,
      powered: true,
      state: "receiving",
      pending: "1.2.0",
      chunksReceived: 7,
    });
    expect(() => h.output.send(statusRequest(ALL_DEVICES))).toThrow(/disconnected/);
    control.plug();
    h.inbox.length = 0;
    expect(await h.ask(statusRequest(DEV))).toMatchObject({ state: "receiving", nextChunk: 7, totalChunks: 13 });
    const resumed = await transfer(h, img);
    expect(resumed).toMatchObject({ outcome: "sent", from: 7 });
    expect(control.state().chunksAccepted).toBe(13);
    // another image starts anew
    expect(await h.ask(updateBegin(headerOf(image("1.3.0")), DEV))).toMatchObject({ nextChunk: 0 });
  });

  it("plugs itself back in after reconnectAfterMs", async () => {
    const { h, control } = await simulator({
      instruments: [{ ...MK61, faults: { disconnectAt: 0.2, reconnectAfterMs: 30 } }],
    });
    expect((await transfer(h, image("1.2.0"))).outcome).toBe("unplugged");
    await until(() => control.state().plugged, 500);
  });

  it("answers slowly when asked to", async () => {
    const { h } = await simulator({ instruments: [{ ...MK61, faults: { slow: 40 } }] });
    const started = Date.now();
    expect(await h.ask(identityRequest())).toMatchObject({ kind: "identity" });
    expect(Date.now() - started).toBeGreaterThanOrEqual(35);
  });
});

describe("the end of an update", () => {
  it("verifies, installs (its progress rising), restarts (its ports go and come back), then runs the new version and says so once", async () => {
    const timing = { verifyMs: 60, installMs: 200, restartMs: 80 };
    const { access, h, control } = await simulator({ instruments: [{ ...MK61, ...timing }] });
    const img = image("1.2.0");
    expect((await transfer(h, img)).outcome).toBe("sent");
    const ports: string[] = [];
    access.addEventListener("statechange", (e) =>
      ports.push(`${(e as MIDIConnectionEvent).port?.type} ${(e as MIDIConnectionEvent).port?.state}`),
    );
    expect(await h.ask(commit(DEV))).toMatchObject({
      kind: "status",
      state: "verifying",
      pendingVersion: "1.2.0",
      nextChunk: 13,
      totalChunks: 13,
      result: "none",
    });
    expect(await h.ask(commit(DEV))).toMatchObject({ kind: "status", state: "verifying" }); // idempotent
    expect(await h.ask(abort(DEV))).toMatchObject({ reason: REASON.notReady, state: "verifying" });
    expect(await h.ask(updateBegin(headerOf(img), DEV))).toMatchObject({ reason: REASON.notReady, state: "verifying" });
    const seen: { state: string; progress: number; version: string }[] = [];
    while (h.output.state === "connected") {
      try {
        const m = await h.ask(statusRequest(DEV, 7), 100);
        if (m?.kind === "status") seen.push({ state: m.state, progress: m.progress, version: m.version });
      } catch {}
      await sleep(10);
    }
    expect(control.state()).toMatchObject({ state: "restarting", plugged: false, powered: true, version: "1.0.0" });
    const states = [...new Set(seen.map((s) => s.state))];
    expect(states).toEqual(["verifying", "installing"]);
    const installing = seen.filter((s) => s.state === "installing").map((s) => s.progress);
    expect(installing).toEqual([...installing].sort((a, b) => a - b));
    expect(Math.max(...installing)).toBeGreaterThan(30);
    expect(Math.max(...installing)).toBeLessThanOrEqual(100);
    expect(seen.every((s) => s.version === "1.0.0")).toBe(true);

    await until(() => control.state().plugged);
    expect(ports).toEqual(["input disconnected", "output disconnected", "input connected", "output connected"]);
    expect(await h.next()).toEqual({ kind: "committed", device: DEV, version: "1.2.0" });
    expect(await h.ask(statusRequest(DEV, 8))).toMatchObject({
      state: "idle",
      version: "1.2.0",
      pendingVersion: null,
      result: "installed",
      resultReason: 0,
      tag: 8,
    });
    expect(await h.ask(identityRequest())).toMatchObject({ version: "1.2.0" });
    await sleep(100);
    expect(h.log.filter((m) => m.kind === "committed")).toHaveLength(1);
    expect(control.state()).toMatchObject({ commits: 1, result: "installed", state: "idle", pending: null });
    expect(control.state().received).toMatchObject({ "10": 2, "12": 13, "14": 2, "16": 1, identity: 1 });
  });

  it("discards an image whose body or chunk 0 differs from the signed header (failed, 06), keeping the old firmware", async () => {
    const { h, control } = await simulator({ instruments: [MK61] });
    const img = image("1.2.0");
    const otherBody = image("1.2.0", { seed: 2 });
    otherBody.set(headerOf(img)); // the accepted header, another body
    expect((await transfer(h, otherBody)).outcome).toBe("sent");
    expect(await commitAndWait(h, control)).toMatchObject({ state: "verifying" });
    expect(await h.ask(statusRequest(DEV))).toMatchObject({
      state: "idle",
      result: "failed",
      resultReason: 0x06,
      version: "1.0.0",
    });
    expect(control.state()).toMatchObject({ pending: null, commits: 0 });

    const otherChunk0 = img.slice();
    otherChunk0[100] = (otherChunk0[100] as number) ^ 1; // in the signature: chunk 0 is not the header accepted, the body is right
    expect((await transfer(h, otherChunk0, headerOf(img))).outcome).toBe("sent");
    await commitAndWait(h, control);
    expect(control.state()).toMatchObject({ result: "failed", resultReason: 0x06, version: "1.0.0" });
  });

  it("refuses COMMIT on a battery below 30 % (0B), then commits once it is charged", async () => {
    const { h, control } = await simulator({ instruments: [{ ...MK61, battery: 40 }] });
    expect((await transfer(h, image("1.2.0"))).outcome).toBe("sent");
    control.setBattery(25);
    expect(await h.ask(commit(DEV))).toMatchObject({
      command: 0x14,
      reason: REASON.batteryLow,
      battery: 25,
      detail: [25, 30],
    });
    control.setBattery(80);
    expect(await commitAndWait(h, control)).toMatchObject({ state: "verifying", power: "battery", battery: 80 });
    expect(control.state()).toMatchObject({ version: "1.2.0", result: "installed" });
  });

  it.each([
    ["verifying", "receiving", "1.0.0"],
    ["installing", "receiving", "1.0.0"],
    ["restarting", "idle", "1.2.0"],
  ] as const)("survives a power loss while %s: after it, %s with firmware %s", async (phase, after, version) => {
    const { h, control } = await simulator({ instruments: [{ ...MK61, faults: { powerAt: phase } }] });
    expect((await transfer(h, image("1.2.0"))).outcome).toBe("sent");
    h.output.send(commit(DEV));
    await until(() => !control.state().powered);
    expect(control.state()).toMatchObject({ plugged: false, state: phase, version: "1.0.0" });
    await sleep(150); // nothing goes on without power
    expect(control.state()).toMatchObject({ state: phase, version: "1.0.0" });
    control.plug();
    expect(control.state()).toMatchObject({ plugged: true, powered: true, state: after, version });
    h.inbox.length = 0;
    if (after === "receiving") {
      expect(await h.ask(statusRequest(DEV))).toMatchObject({
        state: "receiving",
        nextChunk: 13,
        totalChunks: 13,
        pendingVersion: "1.2.0",
      });
      expect(await commitAndWait(h, control)).toMatchObject({ state: "verifying" });
    }
    await until(() => h.log.some((m) => m.kind === "committed"));
    h.inbox.length = 0;
    expect(control.state()).toMatchObject({ version: "1.2.0", result: "installed", state: "idle", commits: 1 });
    expect(await h.ask(statusRequest(DEV))).toMatchObject({ result: "installed", version: "1.2.0" });
  });

  it("survives a power loss while receiving: the acknowledged chunks are kept and the same header resumes", async () => {
    const { h, control } = await simulator({
      instruments: [{ ...MK61, faults: { powerAt: "receiving", disconnectAt: 0.4, reconnectAfterMs: 20 } }],
    });
    const img = image("1.2.0");
    expect((await transfer(h, img)).outcome).toBe("unplugged");
    expect(control.state()).toMatchObject({ powered: false, plugged: false, chunksReceived: 6 });
    await until(() => control.state().plugged);
    expect(control.state()).toMatchObject({ powered: true, state: "receiving", version: "1.0.0", chunksReceived: 6 });
    expect(await transfer(h, img)).toMatchObject({ outcome: "sent", from: 6 });
  });

  it("loses a COMMIT with a cable pulled as it goes out; COMMIT again works", async () => {
    const { h, control } = await simulator({ instruments: [{ ...MK61, faults: { cableAt: "commit" } }] });
    expect((await transfer(h, image("1.2.0"))).outcome).toBe("sent");
    expect(await h.ask(commit(DEV))).toBeNull();
    expect(control.state()).toMatchObject({ plugged: false, powered: true, state: "receiving", chunksReceived: 13 });
    expect(control.state().received["14"]).toBeUndefined();
    control.plug();
    expect(await commitAndWait(h, control)).toMatchObject({ state: "verifying" });
    expect(control.state()).toMatchObject({ version: "1.2.0", result: "installed" });
  });

  it("goes on unheard with the cable pulled while installing, and is found installed when plugged back", async () => {
    const { h, control } = await simulator({ instruments: [{ ...MK61, faults: { cableAt: "installing" } }] });
    expect((await transfer(h, image("1.2.0"))).outcome).toBe("sent");
    expect(await h.ask(commit(DEV))).toMatchObject({ state: "verifying" });
    await until(() => control.state().version === "1.2.0");
    expect(control.state()).toMatchObject({ plugged: false, state: "idle", result: "installed" });
    control.plug();
    expect(await h.ask(statusRequest(DEV))).toMatchObject({ state: "idle", version: "1.2.0", result: "installed" });
    expect(h.log.some((m) => m.kind === "committed")).toBe(false); // it said so to nobody
  });

  it("falls back to the old firmware when the new one does not start (failed, 0D)", async () => {
    const { h, control } = await simulator({ instruments: [{ ...MK61, faults: { startFails: true } }] });
    expect((await transfer(h, image("1.2.0"))).outcome).toBe("sent");
    await commitAndWait(h, control);
    expect(await h.ask(statusRequest(DEV))).toMatchObject({
      state: "idle",
      version: "1.0.0",
      result: "failed",
      resultReason: 0x0d,
      pendingVersion: null,
    });
    expect(await h.ask(identityRequest())).toMatchObject({ version: "1.0.0" });
    expect(control.state()).toMatchObject({ commits: 0 });
    expect(h.log.some((m) => m.kind === "committed")).toBe(false);
  });

  it("ABORT before COMMIT discards the pending image and keeps the installed firmware", async () => {
    const { h, control } = await simulator({ instruments: [MK61] });
    const img = image("1.2.0");
    await h.ask(updateBegin(headerOf(img), DEV));
    await h.ask(dataChunk(0, chunkOf(img, 0), DEV));
    expect(await h.ask(abort(DEV))).toMatchObject({
      kind: "status",
      state: "idle",
      pendingVersion: null,
      version: "1.0.0",
    });
    expect(control.state()).toMatchObject({ state: "idle", pending: null, version: "1.0.0" });
    expect(await h.ask(dataChunk(1, chunkOf(img, 1), DEV))).toMatchObject({ reason: REASON.notReady });
    expect(await h.ask(updateBegin(headerOf(img), DEV))).toMatchObject({ nextChunk: 0 });
  });
});

describe("instruments", () => {
  it("two identical instruments: each hears only its own output and answers on its own input", async () => {
    const { hosts, control } = await simulator({ instruments: [MK61, MK61] });
    const [a, b] = hosts as [Host, Host];
    expect(a.input.name).toBe(b.input.name);
    a.output.send(statusRequest(ALL_DEVICES, 1));
    b.output.send(statusRequest(ALL_DEVICES, 2));
    await sleep(50);
    expect(a.log.map((m) => m.kind === "status" && m.tag)).toEqual([1]);
    expect(b.log.map((m) => m.kind === "status" && m.tag)).toEqual([2]);
    b.inbox.length = 0;
    expect((await transfer(b, image("1.2.0"))).outcome).toBe("sent");
    await commitAndWait(b, control, 1);
    expect(control.state(1)).toMatchObject({ version: "1.2.0", commits: 1 });
    expect(control.state(0)).toMatchObject({ version: "1.0.0", commits: 0, received: { "01": 1 } });
    expect(a.log).toHaveLength(1);
  });

  it("in recovery (its boot loader, no runnable firmware) reports state 05 and version 0.0.0, and takes an update like idle", async () => {
    const { h, control } = await simulator({ instruments: [{ ...MK61, version: "0.0.0", recovery: true }] });
    expect(await h.ask(identityRequest())).toMatchObject({ version: "0.0.0" });
    expect(await h.ask(statusRequest(DEV))).toMatchObject({ state: "recovery" });
    const img = image("1.2.0");
    await h.ask(updateBegin(headerOf(img), DEV));
    expect(await h.ask(abort(DEV))).toMatchObject({ state: "recovery" });
    expect((await transfer(h, img)).outcome).toBe("sent");
    await commitAndWait(h, control);
    expect(await h.ask(statusRequest(DEV))).toMatchObject({ state: "idle", version: "1.2.0", result: "installed" });
  });
});

describe("navigator.requestMIDIAccess", () => {
  it("is replaced; SysEx needs { sysex: true }; a refusal is a NotAllowedError; a failed start has its own name", async () => {
    const target = { navigator: {} } as unknown as typeof globalThis;
    const control = installMidiSimulator(target, { instruments: [MK61] });
    const access = await target.navigator.requestMIDIAccess();
    const output = [...access.outputs.values()][0] as MIDIOutput;
    expect(() => output.send(identityRequest())).toThrow(expect.objectContaining({ name: "InvalidAccessError" }));
    output.send([0x90, 60, 100]);
    await target.navigator.requestMIDIAccess({ sysex: true });
    expect(() => output.send(identityRequest())).not.toThrow();
    expect((target as unknown as { notevaMidiSimulator: unknown }).notevaMidiSimulator).toBe(control);

    const refused = { navigator: {} } as unknown as typeof globalThis;
    installMidiSimulator(refused, { instruments: [MK61], refuse: true });
    await expect(refused.navigator.requestMIDIAccess({ sysex: true })).rejects.toMatchObject({
      name: "NotAllowedError",
    });
    const failed = { navigator: {} } as unknown as typeof globalThis;
    installMidiSimulator(failed, { instruments: [MK61], failStart: "AbortError" });
    await expect(failed.navigator.requestMIDIAccess({ sysex: true })).rejects.toMatchObject({ name: "AbortError" });
  });
});

describe("the browser tests' init script", () => {
  it("installs the simulator as a classic script, its instruments built with the site's firmware keys", async () => {
    const window = { navigator: {}, EventTarget, Event, DOMException, setTimeout, crypto, performance } as Record<
      string,
      unknown
    >;
    window.globalThis = window;
    const { keys: _, ...withoutKeys } = MK61;
    runInNewContext(simulatorInitScript({ instruments: [{ ...withoutKeys, version: "1.1.0" }] }), window);
    const access = await (window.navigator as Navigator).requestMIDIAccess({ sysex: true });
    const input = [...access.inputs.values()][0] as MIDIInput;
    const output = [...access.outputs.values()][0] as MIDIOutput;
    const replies: Message[] = [];
    input.onmidimessage = (e) => {
      const m = parseMessage((e as MIDIMessageEvent).data as Uint8Array);
      if (m) replies.push(m);
    };
    output.send(identityRequest());
    output.send(updateBegin(headerOf(image("1.2.0")), DEV));
    await until(() => replies.length === 2);
    expect(replies[0]).toMatchObject({ family: MK61.family, member: MK61.member, version: "1.1.0" });
    expect(replies[1]).toMatchObject({ kind: "accepted", nextChunk: 0 });
    expect((window.notevaMidiSimulator as SimulatorControl).state()).toMatchObject({
      version: "1.1.0",
      pending: "1.2.0",
    });
  });
});
