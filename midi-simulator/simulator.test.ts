import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import {
  abort,
  CHUNK_SIZE,
  chunkCount,
  chunkOf,
  commit,
  dataChunk,
  identityRequest,
  imageHeader,
  type Message,
  parseMessage,
  REASON,
  statusRequest,
  updateBegin,
} from "~/lib/midi/protocol";
import { simulatorInitScript } from "./init-script";
import { createMidiAccess, installMidiSimulator, type SimulatorControl, type SimulatorOptions } from "./simulator.js";

/** The simulator driven through the site's protocol module: a small host, as the page is one. */
const MK61 = { productId: "mk61", family: 0x0101, member: 0x0003, version: "1.0.0" };

async function firmware(version: string, minimumVersion: string | null, model = MK61, bodyLength = 5000) {
  const header = imageHeader({
    family: model.family,
    member: model.member,
    version,
    minimumVersion,
    bodyLength,
    productId: model.productId,
  });
  const image = new Uint8Array(64 + bodyLength);
  image.set(header);
  for (let i = 64; i < image.length; i++) image[i] = (i * 131 + 7) & 0xff;
  const sha256 = new Uint8Array(await crypto.subtle.digest("SHA-256", image));
  return { image, sha256, version, minimumVersion };
}
type Image = Awaited<ReturnType<typeof firmware>>;

async function open(options: SimulatorOptions, index = 0) {
  const access = await createMidiAccess(options);
  const input = access.inputs.get(`sim-in-${index}`) as MIDIInput;
  const output = access.outputs.get(`sim-out-${index}`) as MIDIOutput;
  const inbox: Message[] = [];
  const waiters: (() => void)[] = [];
  input.onmidimessage = (e) => {
    const m = parseMessage((e as MIDIMessageEvent).data as Uint8Array);
    if (m) inbox.push(m);
    for (const w of waiters.splice(0)) w();
  };
  access.addEventListener("statechange", () => {
    for (const w of waiters.splice(0)) w();
  });
  /** The next message (waiting up to 2 s, or until the cable is pulled), or null. */
  const next = async (waitMs = 2000): Promise<Message | null> => {
    const deadline = Date.now() + waitMs;
    while (!inbox.length && Date.now() < deadline && output.state === "connected") {
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 50);
      });
    }
    return inbox.shift() ?? null;
  };
  const ask = async (bytes: Uint8Array, waitMs?: number) => {
    output.send(bytes);
    return next(waitMs);
  };
  return { access, control: access.control, output, input, inbox, next, ask };
}
type Host = Awaited<ReturnType<typeof open>>;

/** Sends the image go-back-N from the instrument's resume point; stops at a refusal it cannot mend or a lost cable. */
async function send(host: Host, fw: Image, model = MK61) {
  const begin = { family: model.family, member: model.member, imageBytes: fw.image.length, ...fw };
  const accepted = await host.ask(updateBegin(begin));
  if (accepted?.kind !== "accepted") return { outcome: accepted, resumedFrom: -1 };
  const total = chunkCount(fw.image.length);
  let next = accepted.nextChunk;
  let acked = next - 1;
  while (acked < total - 1) {
    try {
      while (next < total && next - acked - 1 < accepted.window) {
        host.output.send(dataChunk(next, chunkOf(fw.image, next)));
        next++;
      }
    } catch {
      return { outcome: "unplugged" as const, resumedFrom: accepted.nextChunk };
    }
    const m = await host.next();
    if (!m && host.output.state === "disconnected")
      return { outcome: "unplugged" as const, resumedFrom: accepted.nextChunk };
    if (!m) return { outcome: "silent" as const, resumedFrom: accepted.nextChunk };
    if (m.kind === "ack") acked = Math.max(acked, m.sequence);
    else if (m.kind === "refused" && m.sequence !== undefined) next = m.sequence;
    else return { outcome: m, resumedFrom: accepted.nextChunk };
  }
  return { outcome: await host.ask(commit()), resumedFrom: accepted.nextChunk };
}

describe("identity", () => {
  it("answers the Identity Request with its family, member and installed version", async () => {
    const host = await open({ instruments: [MK61] });
    expect(host.input.name).toBe("Noteva mk61");
    expect(await host.ask(identityRequest())).toEqual({
      kind: "identity",
      device: 0x10,
      manufacturer: [0x7d],
      noteva: true,
      family: 0x0101,
      member: 3,
      version: "1.0.0",
    });
  });

  it("another maker's device answers with its own ID and ignores Noteva messages; a mute one answers nothing", async () => {
    const host = await open({
      instruments: [
        { family: 0x19, member: 2, version: "2.1.0", manufacturerId: [0x41] },
        { ...MK61, silent: true },
      ],
    });
    expect(await host.ask(identityRequest())).toMatchObject({ noteva: false, manufacturer: [0x41], version: "2.1.0" });
    expect(await host.ask(statusRequest(), 200)).toBeNull();
    const mute = await open({ instruments: [{ ...MK61, silent: true }] });
    expect(await mute.ask(identityRequest(), 200)).toBeNull();
  });

  it("reports its state: idle over USB, or over Bluetooth", async () => {
    const host = await open({ instruments: [MK61] });
    expect(await host.ask(statusRequest())).toMatchObject({
      kind: "status",
      state: "idle",
      link: "usb",
      pendingVersion: null,
      version: "1.0.0",
    });
    const bt = await open({ instruments: [{ ...MK61, link: "bluetooth" }] });
    expect(await bt.ask(statusRequest())).toMatchObject({ link: "bluetooth" });
  });
});

describe("a firmware update", () => {
  it("sends every chunk, verifies the hash, switches, and answers identity with the new version", async () => {
    const host = await open({ instruments: [MK61] });
    const fw = await firmware("1.2.0", null, MK61, 3 * CHUNK_SIZE * 8);
    const { outcome } = await send(host, fw);
    expect(outcome).toEqual({ kind: "committed", device: 0x10, version: "1.2.0" });
    expect(await host.ask(identityRequest())).toMatchObject({ version: "1.2.0" });
    expect(host.control.state()).toMatchObject({ version: "1.2.0", pending: null, refusals: 0, commits: 1 });
  });

  it("resumes after the cable is pulled at 50%, from the first chunk it did not acknowledge", async () => {
    const host = await open({ instruments: [MK61], faults: { disconnectAt: 0.5 } });
    const fw = await firmware("1.2.0", null);
    const total = chunkCount(fw.image.length);
    const states: string[] = [];
    host.access.onstatechange = (e) =>
      states.push(`${(e as MIDIConnectionEvent).port?.type} ${(e as MIDIConnectionEvent).port?.state}`);
    expect((await send(host, fw)).outcome).toBe("unplugged");
    expect(states).toEqual(["input disconnected", "output disconnected"]);
    const held = host.control.state();
    expect(held).toMatchObject({
      plugged: false,
      version: "1.0.0",
      pending: "1.2.0",
      state: "receiving",
      chunksReceived: Math.ceil(total / 2),
    });
    expect(() => host.output.send(statusRequest())).toThrow(/disconnected/);

    host.control.plug();
    expect(host.output.state).toBe("connected");
    host.inbox.length = 0;
    expect(await host.ask(statusRequest())).toMatchObject({
      state: "receiving",
      pendingVersion: "1.2.0",
      nextChunk: held.chunksReceived,
      totalChunks: total,
    });
    const resumed = await send(host, fw);
    expect(resumed.resumedFrom).toBe(held.chunksReceived);
    expect(resumed.outcome).toMatchObject({ kind: "committed", version: "1.2.0" });
  });

  it("plugs itself back in after reconnectAfterMs", async () => {
    const host = await open({ instruments: [MK61], faults: { disconnectAt: 0.2, reconnectAfterMs: 30 } });
    expect((await send(host, await firmware("1.2.0", null))).outcome).toBe("unplugged");
    await new Promise((r) => setTimeout(r, 60));
    expect(host.control.state().plugged).toBe(true);
  });

  it("refuses a damaged chunk once (04), and the host goes back to it", async () => {
    const host = await open({ instruments: [MK61], faults: { corruptChunk: 3 } });
    const { outcome } = await send(host, await firmware("1.2.0", null));
    expect(outcome).toMatchObject({ kind: "committed" });
    expect(host.control.state().refusalReasons).toEqual([REASON.badChunk]);
  });

  it("refuses a chunk whose checksum is wrong and one out of sequence", async () => {
    const host = await open({ instruments: [MK61] });
    const fw = await firmware("1.2.0", null);
    await host.ask(updateBegin({ family: MK61.family, member: MK61.member, imageBytes: fw.image.length, ...fw }));
    const bad = dataChunk(0, chunkOf(fw.image, 0));
    bad[bad.length - 2] = ((bad[bad.length - 2] as number) + 1) & 0x7f;
    expect(await host.ask(bad)).toMatchObject({ kind: "refused", reason: REASON.badChunk, sequence: 0 });
    expect(await host.ask(dataChunk(0, chunkOf(fw.image, 0)))).toMatchObject({ kind: "ack", sequence: 0 });
    expect(await host.ask(dataChunk(2, chunkOf(fw.image, 2)))).toMatchObject({
      reason: REASON.outOfSequence,
      sequence: 1,
    });
    expect(await host.ask(commit())).toMatchObject({ command: 0x14, reason: REASON.notReady });
    expect(await host.ask(abort())).toMatchObject({ kind: "status", state: "idle", pendingVersion: null });
  });

  it("refuses an image for another model (01) and names its own", async () => {
    const host = await open({ instruments: [MK61] });
    const other = { ...MK61, member: 4 };
    const { outcome } = await send(host, await firmware("1.2.0", null, other), other);
    expect(outcome).toMatchObject({
      kind: "refused",
      command: 0x10,
      reason: REASON.wrongModel,
      family: 0x0101,
      member: 3,
    });
    expect(host.control.state()).toMatchObject({ version: "1.0.0", pending: null });
  });

  it("refuses a release that needs a newer installed version first (02), and takes the stepping stone", async () => {
    const host = await open({ instruments: [MK61] });
    const latest = await firmware("2.0.0", "1.5.0");
    expect((await send(host, latest)).outcome).toMatchObject({
      reason: REASON.needsNewerVersion,
      minimumVersion: "1.5.0",
    });
    expect((await send(host, await firmware("1.5.0", null))).outcome).toMatchObject({
      kind: "committed",
      version: "1.5.0",
    });
    expect((await send(host, latest)).outcome).toMatchObject({ kind: "committed", version: "2.0.0" });
  });

  it("refuses an update over Bluetooth (03)", async () => {
    const host = await open({ instruments: [{ ...MK61, link: "bluetooth" }] });
    expect((await send(host, await firmware("1.2.0", null))).outcome).toMatchObject({ reason: REASON.notUsb });
  });

  it("keeps the old image when the hash does not match (06)", async () => {
    const host = await open({ instruments: [MK61] });
    const fw = await firmware("1.2.0", null);
    const wrong = { ...fw, sha256: fw.sha256.map((b, i) => (i ? b : b ^ 1)) };
    expect((await send(host, wrong)).outcome).toMatchObject({ command: 0x14, reason: REASON.hashMismatch });
    expect(host.control.state()).toMatchObject({ version: "1.0.0", pending: null, state: "idle" });
    expect(await host.ask(identityRequest())).toMatchObject({ version: "1.0.0" });
  });

  it("answers slowly when asked to", async () => {
    const host = await open({ instruments: [MK61], faults: { slow: 40 } });
    const started = Date.now();
    expect(await host.ask(identityRequest())).toMatchObject({ kind: "identity" });
    expect(Date.now() - started).toBeGreaterThanOrEqual(35);
  });
});

describe("navigator.requestMIDIAccess", () => {
  it("is replaced; SysEx needs { sysex: true }; a refusal is a NotAllowedError", async () => {
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
  });
});

describe("the browser tests' init script", () => {
  it("installs the simulator as a classic script, before any module, with its controls on the window", async () => {
    const window = { navigator: {}, EventTarget, Event, DOMException, setTimeout, crypto, performance } as Record<
      string,
      unknown
    >;
    window.globalThis = window;
    runInNewContext(simulatorInitScript({ instruments: [{ ...MK61, version: "1.1.0" }] }), window);
    const access = await (window.navigator as Navigator).requestMIDIAccess({ sysex: true });
    const input = [...access.inputs.values()][0] as MIDIInput;
    const reply = new Promise((resolve) => {
      input.onmidimessage = (e) => resolve(parseMessage((e as MIDIMessageEvent).data as Uint8Array));
    });
    ([...access.outputs.values()][0] as MIDIOutput).send(identityRequest());
    expect(await reply).toMatchObject({ family: MK61.family, member: MK61.member, version: "1.1.0" });
    expect((window.notevaMidiSimulator as SimulatorControl).state().version).toBe("1.1.0");
  });
});
