/**
 * The checker's MIDI side against the simulator (an independent implementation of the documented
 * protocol): identify, send with go-back-N, resume after a pulled cable, read the version back;
 * and the checks on the downloaded file before anything is sent.
 */
import { createHash } from "node:crypto";
import { zipSync } from "fflate";
import { afterEach, describe, expect, it, vi } from "vitest";
import { imageHeader } from "~/lib/midi/protocol";
import { createMidiAccess, type InstrumentOptions } from "../../../midi-simulator/simulator.js";
import { identify, openChannel, reconnect } from "./midi";
import type { CheckRelease } from "./model";
import { type Failure, type Prepared, prepare, transfer, UpdateFailure } from "./update";

const MK = { family: 0x101, member: 3 };

function image(version: string, model = MK, bodyLength = 20_000): Uint8Array {
  const body = new Uint8Array(bodyLength).map((_, i) => (i * 131 + 7) & 0xff);
  const header = imageHeader({ ...model, version, minimumVersion: null, bodyLength, productId: "MK61" });
  const out = new Uint8Array(header.length + body.length);
  out.set(header);
  out.set(body, header.length);
  return out;
}

const prepared = async (version: string): Promise<Prepared> => {
  const img = image(version);
  const sha = new Uint8Array(await crypto.subtle.digest("SHA-256", img as Uint8Array<ArrayBuffer>));
  const release = { version } as CheckRelease;
  return {
    release,
    image: img,
    header: { format: 1, ...MK, version, minimumVersion: null, bodyLength: 20_000, productId: "MK61" },
    imageSha: sha,
  };
};

async function connected(instrument: Partial<InstrumentOptions> = {}) {
  const access = await createMidiAccess({
    instruments: [{ productId: "MK61", ...MK, version: "1.0.0", ...instrument }],
  });
  const [answer] = await identify(access as unknown as MIDIAccess, 300);
  if (!answer?.output) throw new Error("no answer");
  const midi = access as unknown as MIDIAccess;
  const link = { channel: openChannel(midi, answer.input, answer.output), device: answer.identity.device };
  const again = async () => {
    const back = await reconnect(midi, MK.family, MK.member);
    return { channel: back.channel, device: back.answer.identity.device };
  };
  return { access, answer, link, again };
}

const quiet = { progress() {}, lost() {}, resumed() {}, installing() {}, verifying() {} };

describe("identify and update against the simulator", () => {
  it("names the model and version from the Identity Reply on the paired ports", async () => {
    const { answer } = await connected();
    expect(answer.identity).toMatchObject({ noteva: true, ...MK, version: "1.0.0" });
    expect(answer.output?.name).toBe(answer.input.name);
  });

  it("sends every chunk, commits, and reads the new version back", async () => {
    const { access, link, again } = await connected();
    const seen: number[] = [];
    await transfer(await prepared("1.2.0"), link, again, { ...quiet, progress: (p) => seen.push(p.sent) });
    expect(access.control.state().version).toBe("1.2.0");
    expect(seen.at(-1)).toBe(Math.ceil((64 + 20_000) / 256));
  });

  it("resends from a chunk the instrument refused as damaged (go-back-N)", async () => {
    const { access, link, again } = await connected({ faults: { corruptChunk: 7 } });
    await transfer(await prepared("1.2.0"), link, again, quiet);
    expect(access.control.state()).toMatchObject({ version: "1.2.0" });
    expect(access.control.state().refusalReasons).toContain(0x04);
  });

  it("resumes where it stopped after the cable is pulled at half way", async () => {
    const { access, link, again } = await connected({ faults: { disconnectAt: 0.5, reconnectAfterMs: 200 } });
    const events: string[] = [];
    let lostAt = 0;
    let resumedAt = 0;
    await transfer(await prepared("1.2.0"), link, again, {
      ...quiet,
      lost: (p) => {
        events.push("lost");
        lostAt = p.sent / p.total;
      },
      resumed: () => events.push("resumed"),
      progress: (p) => {
        if (events.at(-1) === "resumed" && !resumedAt) resumedAt = p.sent / p.total;
      },
    });
    expect(events).toEqual(["lost", "resumed"]);
    expect(lostAt).toBeGreaterThan(0.4);
    expect(resumedAt).toBeGreaterThan(0.4);
    expect(access.control.state().version).toBe("1.2.0");
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
  const failureOf = (promise: Promise<unknown>) =>
    promise.then(
      () => null,
      (e: unknown) => (e instanceof UpdateFailure ? e.failure : e) as Failure,
    );

  it("passes the published file for this model", async () => {
    const zip = zipOf(image("1.2.0"));
    serve(zip);
    expect((await prepare(release(zip), MK)).header).toMatchObject({ ...MK, version: "1.2.0" });
  });

  it("names another model's image as such, even when its checksum differs too", async () => {
    const published = zipOf(image("1.2.0"));
    serve(zipOf(image("1.2.0", { family: 0x101, member: 9 })));
    expect(await failureOf(prepare(release(published), MK))).toEqual({ kind: "wrongModel", family: 0x101, member: 9 });
  });

  it("calls a file that differs from its published checksum damaged", async () => {
    const zip = zipOf(image("1.2.0"));
    const damaged = zipOf(image("1.2.0", MK, 20_001));
    serve(damaged);
    expect(await failureOf(prepare(release(zip), MK))).toEqual({ kind: "damaged" });
    serve(new Uint8Array([1, 2, 3]));
    expect(await failureOf(prepare(release(zip), MK))).toEqual({ kind: "damaged" });
  });
});
