/**
 * A firmware update in the browser, loaded only when a visitor starts one: the published zip is
 * fetched, unzipped and checked (the image's model against the instrument's, the zip's SHA-256
 * against the published one) before anything is sent; then UPDATE BEGIN, the chunks in a window
 * (go-back-N on a refused chunk or silence), resume after a reconnect, COMMIT, and the version
 * read back. The protocol: app/lib/midi/protocol.ts and /support/check/midi.
 */
import { unzipSync } from "fflate";
import {
  chunkCount,
  chunkOf,
  commit,
  dataChunk,
  IMAGE_HEADER_SIZE,
  type ImageHeader,
  identityRequest,
  parseImageHeader,
  REASON,
  statusRequest,
  updateBegin,
  WINDOW,
} from "~/lib/midi/protocol";
import type { Channel, Next } from "./midi";
import type { CheckRelease } from "./model";

/** Why an update stopped, for the page to say precisely. */
export type Failure =
  | { kind: "download" }
  | { kind: "damaged" }
  | { kind: "wrongModel"; family: number; member: number }
  | { kind: "timeout" }
  | { kind: "hash" }
  | { kind: "needsNewer"; minimum: string }
  | { kind: "refused"; reason: number }
  | { kind: "mismatch"; installed: string; version: string };

export class UpdateFailure extends Error {
  constructor(readonly failure: Failure) {
    super(failure.kind);
  }
}

export type Prepared = { release: CheckRelease; image: Uint8Array; header: ImageHeader; imageSha: Uint8Array };

const hex = (bytes: ArrayBuffer) => [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, "0")).join("");

/**
 * The release's image, checked before anything is sent. A file for another model says so (the
 * most useful thing to know), whatever else is wrong with it; any other difference from what was
 * published (checksum, an unreadable zip or image) is a damaged download.
 */
export async function prepare(
  release: CheckRelease,
  instrument: { family: number; member: number },
): Promise<Prepared> {
  let zip: ArrayBuffer;
  try {
    const response = await fetch(release.href);
    if (!response.ok) throw new Error(String(response.status));
    zip = await response.arrayBuffer();
  } catch {
    throw new UpdateFailure({ kind: "download" });
  }
  const sha = hex(await crypto.subtle.digest("SHA-256", zip));
  let image: Uint8Array | undefined;
  try {
    const files = unzipSync(new Uint8Array(zip), { filter: (file) => /\.bin$/i.test(file.name) });
    image = Object.values(files)[0];
  } catch {
    image = undefined;
  }
  const header = image ? parseImageHeader(image) : null;
  if (header && (header.family !== instrument.family || header.member !== instrument.member)) {
    throw new UpdateFailure({ kind: "wrongModel", family: header.family, member: header.member });
  }
  const whole = image && header && image.length === IMAGE_HEADER_SIZE + header.bodyLength;
  if (sha !== release.sha256.toLowerCase() || !image || !header || !whole || header.version !== release.version) {
    throw new UpdateFailure({ kind: "damaged" });
  }
  const imageSha = new Uint8Array(await crypto.subtle.digest("SHA-256", image as Uint8Array<ArrayBuffer>));
  return { release, image, header, imageSha };
}

type Progress = { sent: number; total: number };

type TransferEvents = {
  progress(p: Progress): void;
  /** The cable was pulled at `p`; the transfer waits for `reconnect`. */
  lost(p: Progress): void;
  resumed(p: Progress): void;
  installing(): void;
  verifying(): void;
};

/** Seconds without an answer before the window is sent again, and how many times. */
const SILENCE_MS = 5000;
const RETRIES = 4;
/** The instrument checks the whole image before it answers COMMIT. */
const COMMIT_MS = 30_000;

type Link = { channel: Channel; device: number };

/**
 * Sends a prepared image and installs it; resolves with the link to use afterwards (a new one
 * after a reconnect) once the instrument reports the new version.
 */
export async function transfer(
  prepared: Prepared,
  start: Link,
  reconnect: () => Promise<Link>,
  events: TransferEvents,
): Promise<Link> {
  const { image, header, imageSha } = prepared;
  const total = chunkCount(image.length);
  let link = start;
  let sent = 0;
  const at = (): Progress => ({ sent, total });
  const onLost = async () => {
    events.lost(at());
    link.channel.close();
    link = await reconnect();
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
    link.channel.drain();
    link.channel.send(statusRequest(link.device));
    const status = await expect(SILENCE_MS, (m) => typeof m === "object" && m.kind === "status");
    if (status === "lost") {
      await onLost();
      continue;
    }
    link.channel.send(
      updateBegin(
        {
          family: header.family,
          member: header.member,
          version: header.version,
          minimumVersion: header.minimumVersion,
          imageBytes: image.length,
          sha256: imageSha,
        },
        link.device,
      ),
    );
    const accepted = await expect(
      SILENCE_MS,
      (m) => typeof m === "object" && (m.kind === "accepted" || m.kind === "refused"),
    );
    if (accepted === "lost") {
      await onLost();
      continue;
    }
    if (accepted === "timeout") throw new UpdateFailure({ kind: "timeout" });
    if (typeof accepted !== "object" || accepted.kind !== "accepted") throw refusal(accepted, header);
    const window = accepted.window || WINDOW;
    let base = accepted.nextChunk;
    let next = base;
    let retries = 0;
    /** The sequence last gone back to, until an ACK moves on: its late "out of sequence" refusals are old news. */
    let wentBackTo = -1;
    sent = base;
    events.progress(at());
    while (base < total) {
      while (next < total && next < base + window) {
        link.channel.send(dataChunk(next, chunkOf(image, next), link.device));
        next++;
      }
      const m = await link.channel.next(SILENCE_MS);
      if (m === "lost") {
        await onLost();
        continue begin;
      }
      if (m === "timeout") {
        if (++retries > RETRIES) throw new UpdateFailure({ kind: "timeout" });
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

  // COMMIT: the instrument verifies the whole image, then switches to it
  events.installing();
  for (;;) {
    link.channel.send(commit(link.device));
    const done = await expect(
      COMMIT_MS,
      (m) => typeof m === "object" && (m.kind === "committed" || m.kind === "refused"),
    );
    if (done === "lost") {
      // it may restart after switching: whatever it says next decides
      await onLost();
      break;
    }
    if (done === "timeout") throw new UpdateFailure({ kind: "timeout" });
    if (typeof done === "object" && done.kind === "committed") break;
    throw refusal(done, header);
  }

  // the version read back, as any host would ask it
  events.verifying();
  for (let attempt = 0; ; attempt++) {
    link.channel.drain();
    link.channel.send(identityRequest());
    const reply = await expect(SILENCE_MS, (m) => typeof m === "object" && m.kind === "identity");
    if (reply === "lost") {
      link.channel.close();
      link = await reconnect();
      continue;
    }
    if (typeof reply === "object" && reply.kind === "identity") {
      if (reply.version !== header.version)
        throw new UpdateFailure({ kind: "mismatch", installed: reply.version, version: header.version });
      return link;
    }
    if (attempt >= RETRIES) throw new UpdateFailure({ kind: "timeout" });
  }
}

/** A refusal as the page names it; "wrong model" names the image's model (the instrument's is known). */
function refusal(m: Next, image: ImageHeader): UpdateFailure {
  if (typeof m !== "object" || m.kind !== "refused") return new UpdateFailure({ kind: "timeout" });
  if (m.reason === REASON.hashMismatch) return new UpdateFailure({ kind: "hash" });
  if (m.reason === REASON.needsNewerVersion && m.minimumVersion) {
    return new UpdateFailure({ kind: "needsNewer", minimum: m.minimumVersion });
  }
  if (m.reason === REASON.wrongModel) {
    return new UpdateFailure({ kind: "wrongModel", family: image.family, member: image.member });
  }
  return new UpdateFailure({ kind: "refused", reason: m.reason });
}
