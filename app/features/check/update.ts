/**
 * A firmware update in the browser, loaded only when a visitor starts one: the published zips are
 * fetched, unzipped and checked (the published SHA-256, the signed header's model, key and
 * signature, the body's SHA-256) before anything is sent; then UPDATE BEGIN with the signed header,
 * the chunks in a window (go-back-N on a refused chunk or silence), resume after a reconnect, and
 * the end of the update as the instrument reports it (./finish.ts). The protocol:
 * app/lib/midi/protocol.ts and /support/check/midi.
 */
import { unzipSync } from "fflate";
import { FIRMWARE_KEYS, type FirmwareKey } from "~/lib/midi/firmware-keys";
import {
  abort,
  chunkCount,
  chunkOf,
  dataChunk,
  IMAGE_HEADER_SIZE,
  type ImageHeader,
  REASON,
  statusRequest,
  TIMING,
  updateBegin,
} from "~/lib/midi/protocol";
import { verifyImage } from "~/lib/midi/signature";
import { refusal, UpdateFailure } from "./failure";
import { type Ending, finish, type Limits } from "./finish";
import type { Link, Next } from "./midi";
import type { CheckRelease } from "./model";

export type Prepared = { release: CheckRelease; image: Uint8Array; header: ImageHeader };

const hex = (bytes: ArrayBuffer) => [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, "0")).join("");

/**
 * The release's image, checked before anything is sent, most telling first: a file for another
 * model says so; an image the firmware team did not sign (or whose signed header was changed) is
 * refused as the instrument would refuse it; any other difference from what was published, or from
 * its own signed header, is a damaged download.
 */
export async function prepare(
  release: CheckRelease,
  instrument: { family: number; member: number },
  keys: readonly FirmwareKey[] = FIRMWARE_KEYS,
): Promise<Prepared> {
  let zip: ArrayBuffer;
  try {
    const response = await fetch(release.href);
    if (!response.ok) throw new Error(String(response.status));
    zip = await response.arrayBuffer();
  } catch {
    throw new UpdateFailure({ kind: "download" });
  }
  const published = hex(await crypto.subtle.digest("SHA-256", zip)) === release.sha256.toLowerCase();
  let image: Uint8Array | undefined;
  try {
    const files = unzipSync(new Uint8Array(zip), { filter: (file) => /\.bin$/i.test(file.name) });
    image = Object.values(files)[0];
  } catch {
    image = undefined;
  }
  const checked = image ? await verifyImage(image, keys) : null;
  const header = checked?.header;
  if (header && (header.family !== instrument.family || header.member !== instrument.member)) {
    throw new UpdateFailure({ kind: "wrongModel", family: header.family, member: header.member });
  }
  if (!image || !checked) throw new UpdateFailure({ kind: "damaged" });
  const { verdict } = checked;
  if (!header || verdict === "unsigned" || verdict === "unknownKey" || verdict === "badSignature") {
    throw new UpdateFailure({ kind: "unsigned" });
  }
  if (!published || verdict !== "valid" || header.version !== release.version) {
    throw new UpdateFailure({ kind: "damaged" });
  }
  return { release, image, header };
}

export type Progress = { sent: number; total: number };

export type TransferEvents = Ending & {
  progress(p: Progress): void;
  /** The instrument took the image; it installs within `installS` and restarts within `restartS`. */
  accepted(limits: Limits): void;
  /** The cable was pulled at `p`; the transfer waits for `reconnect`. */
  lost(p: Progress): void;
  resumed(p: Progress): void;
};

/**
 * Sends a prepared image and installs it; resolves with the link to use afterwards (a new one
 * after a reconnect) once the instrument runs the new version. `signal` cancels before COMMIT
 * (ABORT: the instrument keeps its firmware); after COMMIT the instrument finishes by itself.
 */
export async function transfer(
  prepared: Prepared,
  start: Link,
  reconnect: (deadlineMs?: number) => Promise<Link | null>,
  events: TransferEvents,
  signal?: AbortSignal,
): Promise<Link> {
  const { image, header } = prepared;
  const total = chunkCount(image.length);
  let link = start;
  let sent = 0;
  let limits: Limits = { installS: TIMING.installMaxS, restartS: TIMING.restartMaxS };
  const at = (): Progress => ({ sent, total });
  const cancelled = async () => {
    link.channel.drain();
    link.channel.send(abort(link.device));
    await expect(TIMING.silenceMs, (m) => typeof m === "object" && m.kind === "status");
    throw new UpdateFailure({ kind: "cancelled" });
  };
  const onLost = async () => {
    events.lost(at());
    link.channel.close();
    const back = await reconnect();
    if (!back) throw new UpdateFailure({ kind: "cancelled" });
    link = back;
    events.resumed(at());
  };
  const expect = async (timeoutMs: number, accept: (m: Next) => boolean): Promise<Next> => {
    for (;;) {
      const m = await link.channel.next(timeoutMs);
      if (m === "lost" || m === "timeout" || accept(m)) return m;
    }
  };

  // BEGIN (again after each reconnect): the instrument answers where to go on from
  begin: for (;;) {
    if (signal?.aborted) await cancelled();
    link.channel.drain();
    link.channel.send(statusRequest(link.device));
    const status = await expect(TIMING.silenceMs, (m) => typeof m === "object" && m.kind === "status");
    if (status === "lost") {
      await onLost();
      continue;
    }
    link.channel.send(updateBegin(image.subarray(0, IMAGE_HEADER_SIZE), link.device));
    const accepted = await expect(
      TIMING.silenceMs,
      (m) => typeof m === "object" && (m.kind === "accepted" || m.kind === "refused"),
    );
    if (accepted === "lost") {
      await onLost();
      continue;
    }
    if (typeof accepted !== "object" || accepted.kind !== "accepted") throw refusal(accepted, header);
    limits = { installS: accepted.installS, restartS: accepted.restartS };
    events.accepted(limits);
    const window = accepted.window;
    let base = accepted.nextChunk;
    let next = base;
    let retries = 0;
    /** The sequence last gone back to, until an ACK moves on: its late "out of sequence" refusals are old news. */
    let wentBackTo = -1;
    sent = base;
    events.progress(at());
    while (base < total) {
      if (signal?.aborted) await cancelled();
      while (next < total && next < base + window) {
        link.channel.send(dataChunk(next, chunkOf(image, next), link.device));
        next++;
      }
      const m = await link.channel.next(TIMING.silenceMs);
      if (m === "lost") {
        await onLost();
        continue begin;
      }
      if (m === "timeout") {
        if (++retries > TIMING.retries) throw new UpdateFailure({ kind: "timeout" });
        next = base;
        continue;
      }
      if (m.kind === "ack") {
        if (m.sequence + 1 > base) {
          base = m.sequence + 1;
          next = Math.max(next, base);
          retries = 0;
          wentBackTo = -1;
          sent = base;
          events.progress(at());
        }
      } else if (m.kind === "refused" && (m.reason === REASON.badChunk || m.reason === REASON.outOfSequence)) {
        const from = m.sequence ?? base;
        if (m.reason === REASON.outOfSequence && from === wentBackTo) continue;
        wentBackTo = from;
        base = Math.max(base, from);
        next = from;
      } else if (m.kind === "refused") {
        throw refusal(m, header);
      }
    }
    break;
  }
  return finish(link, header, limits, reconnect, events);
}

// the page loads this module lazily, when an update starts: what it catches comes in the same chunk
export { UpdateFailure } from "./failure";
