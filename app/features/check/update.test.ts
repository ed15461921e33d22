/**
 * The checker's MIDI side against the simulator (an independent implementation of the documented
 * protocol): identify and pair by a round trip, send with go-back-N, resume after a pulled cable,
 * follow the end of the update through its phases; and the checks on the downloaded file before
 * anything is sent (published checksum, model, signature, body).
 */
import { createHash, generateKeyPairSync } from "node:crypto";
import { zipSync } from "fflate";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FIRMWARE_KEYS } from "~/lib/midi/firmware-keys";
import { parseImageHeader } from "~/lib/midi/protocol";
import { signImage, signingKey } from "../../../firmware-signing/sign";
import { createMidiAccess, type InstrumentOptions } from "../../../midi-simulator/simulator.js";
import { type Failure, UpdateFailure } from "./failure";
import type { EndPhase } from "./finish";
import { identify, openChannel, reconnect } from "./midi";
import type { CheckRelease } from "./model";
import { type Prepared, prepare, type TransferEvents, transfer } from "./update";

const MK = { family: 0x101, member: 3 };
const keys = FIRMWARE_KEYS.map(({ id, publicKey }) => ({ id, publicKey }));
const fast = { verifyMs: 30, installMs: 120, restartMs: 150 };

function image(version: string, model = MK, bodyLength = 20_000, key = signingKey()): Uint8Array {
  const body = new Uint8Array(bodyLength).map((_, i) => (i * 131 + 7) & 0xff);
  return signImage({ ...model, version, minimumVersion: null, productId: "MK61" }, body, key);
}

const prepared = (version: string, img = image(version)): Prepared => {
  const header = parseImageHeader(img);
  if (!header) throw new Error("no header");
  return { release: { version } as CheckRelease, image: img, header };
};

async function connected(instrument: Partial<InstrumentOptions> = {}) {
  const access = await createMidiAccess({
    instruments: [{ productId: "MK61", ...MK, version: "1.0.0", keys, ...fast, ...instrument }],
  });
  const midi = access as unknown as MIDIAccess;
  const [answer] = await identify(midi, 300);
  if (!answer?.output) throw new Error("no answer");
  const link = { channel: openChannel(midi, answer.input, answer.output), device: answer.identity.device };
  const was = { ...MK, input: answer.input, output: answer.output, version: "1.2.0" };
  const again = async (deadlineMs?: number) => {
    const back = await reconnect(midi, was, undefined, deadlineMs);
    return back && { channel: back.channel, device: back.answer.identity.device };
  };
  return { access, answer, link, again };
}

const quiet: TransferEvents = { progress() {}, accepted() {}, lost() {}, resumed() {}, phase() {} };
const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (e: unknown) => (e instanceof UpdateFailure ? e.failure : e) as Failure,
  );

describe("identify and update against the simulator", () => {
  it("pairs input and output by a round trip, whatever the ports are called", async () => {
    const { answer } = await connected({ portName: "Noteva MK61 MIDI 1", outputName: "MIDIOUT2 (Noteva MK61)" });
    expect(answer.identity).toMatchObject({ noteva: true, ...MK, version: "1.0.0" });
    expect(answer.output?.name).toBe("MIDIOUT2 (Noteva MK61)");
    expect(answer.status).toMatchObject({ state: "idle", link: "usb" });
  });

  it("sends every chunk, follows verifying, installing and the restart, and reads the new version back", async () => {
    const { access, link, again } = await connected({ installMs: 2500 });
    const seen: number[] = [];
    const phases: EndPhase[] = [];
    await transfer(prepared("1.2.0"), link, again, {
      ...quiet,
      progress: (p) => seen.push(p.sent),
      phase: (phase) => phases.at(-1) !== phase && phases.push(phase),
    });
    expect(access.control.state()).toMatchObject({ version: "1.2.0", result: "installed", commits: 1 });
    expect(seen.at(-1)).toBe(Math.ceil((160 + 20_000) / 256));
    expect(phases[0]).toBe("committing");
    expect(phases).toContain("installing");
    expect(phases.some((p) => p === "restarting" || p === "away")).toBe(true);
  });

  it("resends from a chunk the instrument refused as damaged (go-back-N)", async () => {
    const { access, link, again } = await connected({ faults: { corruptChunk: 7 } });
    await transfer(prepared("1.2.0"), link, again, quiet);
    expect(access.control.state()).toMatchObject({ version: "1.2.0" });
    expect(access.control.state().refusalReasons).toContain(0x04);
  });

  it("resumes where it stopped after the cable is pulled at half way", async () => {
    const { access, link, again } = await connected({ faults: { disconnectAt: 0.5, reconnectAfterMs: 200 } });
    const events: string[] = [];
    let lostAt = 0;
    await transfer(prepared("1.2.0"), link, again, {
      ...quiet,
      lost: (p) => {
        events.push("lost");
        lostAt = p.sent / p.total;
      },
      resumed: () => events.push("resumed"),
    });
    expect(events).toEqual(["lost", "resumed"]);
    expect(lostAt).toBeGreaterThan(0.4);
    expect(access.control.state().version).toBe("1.2.0");
  });

  it("sends COMMIT again when the instrument comes back holding every chunk after a power loss while installing", async () => {
    const { access, link, again } = await connected({ faults: { powerAt: "installing", reconnectAfterMs: 200 } });
    await transfer(prepared("1.2.0"), link, again, quiet);
    expect(access.control.state()).toMatchObject({ version: "1.2.0", result: "installed" });
    expect(access.control.state().received["14"]).toBeGreaterThanOrEqual(2);
  });

  it("says the old firmware was kept when the new one does not start", async () => {
    const { access, link, again } = await connected({ faults: { startFails: true } });
    expect(await failureOf(transfer(prepared("1.2.0"), link, again, quiet))).toEqual({
      kind: "startFailed",
      version: "1.0.0",
    });
    expect(access.control.state()).toMatchObject({ version: "1.0.0", result: "failed" });
  });

  it("says not yet when the install outlasts what the instrument announced", async () => {
    // the page's clock (performance.now) runs 50 times faster: 16 s of waiting take a third of a second
    vi.useFakeTimers({ toFake: ["performance"] });
    const fastForward = setInterval(() => vi.advanceTimersByTime(5000), 100);
    try {
      const { access, link, again } = await connected({ installMs: 60_000, installLimitS: 1 });
      expect(await failureOf(transfer(prepared("1.2.0"), link, again, quiet))).toEqual({
        kind: "notYet",
        version: "1.2.0",
      });
      expect(access.control.state()).toMatchObject({ state: "installing", version: "1.0.0" });
    } finally {
      clearInterval(fastForward);
      vi.useRealTimers();
    }
  });

  it("cancels before COMMIT with ABORT: the instrument keeps its firmware and no image is pending", async () => {
    const { access, link, again } = await connected({ faults: { slow: 5 } });
    const cancel = new AbortController();
    const run = failureOf(
      transfer(
        prepared("1.2.0"),
        link,
        again,
        { ...quiet, progress: (p) => p.sent > 10 && cancel.abort() },
        cancel.signal,
      ),
    );
    expect(await run).toEqual({ kind: "cancelled" });
    expect(access.control.state()).toMatchObject({ version: "1.0.0", pending: null, state: "idle" });
  });
});

describe("the downloaded file, checked before anything is sent", () => {
  afterEach(() => vi.unstubAllGlobals());
  const zipOf = (img: Uint8Array) => zipSync({ "NOTEVA_MK61_V120.BIN": img, "RELEASE-NOTES.txt": new Uint8Array(3) });
  const serve = (zip: Uint8Array) =>
    vi.stubGlobal("fetch", async () => new Response(zip.slice().buffer as ArrayBuffer, { status: 200 }));
  const release = (zip: Uint8Array): CheckRelease => ({
    version: "1.2.0",
    releasedAt: "2026-01-01",
    minimumVersion: null,
    href: "/x.zip",
    bytes: zip.length,
    sha256: createHash("sha256").update(zip).digest("hex"),
    changes: [],
  });
  const published = (img: Uint8Array) => {
    const zip = zipOf(img);
    serve(zip);
    return prepare(release(zip), MK);
  };

  it("passes the published, signed file for this model", async () => {
    expect((await published(image("1.2.0"))).header).toMatchObject({ ...MK, version: "1.2.0" });
  });

  it("names another model's image as such, even when its checksum differs too", async () => {
    const zip = zipOf(image("1.2.0"));
    serve(zipOf(image("1.2.0", { family: 0x101, member: 9 })));
    expect(await failureOf(prepare(release(zip), MK))).toEqual({ kind: "wrongModel", family: 0x101, member: 9 });
  });

  it("calls a file that differs from its published checksum damaged", async () => {
    const zip = zipOf(image("1.2.0"));
    serve(zipOf(image("1.2.0", MK, 20_001)));
    expect(await failureOf(prepare(release(zip), MK))).toEqual({ kind: "damaged" });
    serve(new Uint8Array([1, 2, 3]));
    expect(await failureOf(prepare(release(zip), MK))).toEqual({ kind: "damaged" });
  });

  it("refuses an image signed by a key instruments do not know, or whose signed header was changed", async () => {
    const foreign = generateKeyPairSync("ed25519").privateKey;
    expect(await failureOf(published(image("1.2.0", MK, 20_000, foreign)))).toEqual({ kind: "unsigned" });
    const forged = image("1.2.0");
    forged[13] = 0; // the minimum version, under the signature
    forged[14] = 0;
    forged[15] = 0;
    forged[16] = 1;
    expect(await failureOf(published(forged))).toEqual({ kind: "unsigned" });
    const unsigned = image("1.2.0");
    unsigned[4] = 1;
    expect(await failureOf(published(unsigned))).toEqual({ kind: "unsigned" });
  });

  it("refuses a body that differs from the signed header's SHA-256, though it was published so", async () => {
    const img = image("1.2.0");
    img[img.length - 1] = (img[img.length - 1] as number) ^ 0xff;
    expect(await failureOf(published(img))).toEqual({ kind: "damaged" });
  });
});
