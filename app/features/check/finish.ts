/**
 * The end of an update, driven by what the instrument reports (decision 020): COMMIT, then STATUS
 * about once a second through verifying, installing and restarting, each within the deadline the
 * document and the instrument's BEGIN ACCEPTED give; a restart or a pulled cable waited out; COMMIT
 * sent again when the instrument comes back holding every chunk; and one truthful outcome: done, not
 * yet (still installing), or failed with the old firmware kept.
 */
import { COMMAND, commit, type ImageHeader, REASON, type Status, statusRequest, TIMING } from "~/lib/midi/protocol";
import { refusal, UpdateFailure } from "./failure";
import type { Link, Next } from "./midi";

/** What the page shows after the last chunk: the instrument's phase and its progress (0–100). */
export type EndPhase = "committing" | "verifying" | "installing" | "restarting" | "away";
export type Ending = { phase(phase: EndPhase, progress: number): void };
export type Limits = { installS: number; restartS: number };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function finish(
  start: Link,
  header: ImageHeader,
  limits: Limits,
  reconnect: (deadlineMs?: number) => Promise<Link | null>,
  events: Ending,
): Promise<Link> {
  let link = start;
  const target = header.version;
  const deadlines: Partial<Record<Status["state"], number>> = {
    verifying: TIMING.verifyMaxS,
    installing: Math.min(limits.installS, TIMING.installMaxS),
    restarting: Math.min(limits.restartS, TIMING.restartMaxS),
  };
  let state: Status["state"] | null = null;
  let since = performance.now();
  let heard = false;
  let silent = 0;
  const notYet = () => new UpdateFailure({ kind: "notYet", version: target });
  const ask = () => link.channel.send(heard ? statusRequest(link.device) : commit(link.device));

  events.phase("committing", 0);
  link.channel.drain();
  link.channel.send(commit(link.device));
  for (;;) {
    const m: Next = await link.channel.next(TIMING.silenceMs);
    if (m === "lost") {
      // a restart, or a cable pulled: the instrument goes on by itself and is waited for;
      // gone while installing or restarting: the restart that ends an install (its USB port goes away)
      events.phase(state === "installing" || state === "restarting" ? "restarting" : "away", 0);
      link.channel.close();
      const back = await reconnect((limits.installS + limits.restartS + TIMING.graceS) * 1000);
      if (!back) throw notYet();
      link = back;
      heard = true;
      state = null;
      link.channel.send(statusRequest(link.device));
      continue;
    }
    if (m === "timeout") {
      if (++silent > TIMING.retries) throw notYet();
      ask();
      continue;
    }
    silent = 0;
    if (m.kind === "refused" && m.command === COMMAND.commit) throw refusal(m, header);
    if (m.kind === "committed") {
      link.channel.send(statusRequest(link.device));
      continue;
    }
    if (m.kind !== "status") continue;
    heard = true;
    if (m.state === "receiving") {
      // power went while it verified or installed, or COMMIT was never heard: it holds every chunk
      if (m.totalChunks > 0 && m.nextChunk >= m.totalChunks) {
        link.channel.send(commit(link.device));
        continue;
      }
      throw new UpdateFailure({ kind: "refused", reason: REASON.notReady });
    }
    if (m.state === "idle" || m.state === "recovery") return outcome(m, target, link);
    if (m.state !== state) {
      state = m.state;
      since = performance.now();
    }
    events.phase(m.state, m.progress);
    const limit = deadlines[m.state];
    if (limit !== undefined && performance.now() - since > (limit + TIMING.graceS) * 1000) throw notYet();
    await sleep(TIMING.pollMs);
    link.channel.send(statusRequest(link.device));
  }
}

/** Idle again: installed and running the new version, or failed with the old one kept. */
function outcome(m: Status, target: string, link: Link): Link {
  if (m.result === "failed") {
    if (m.resultReason === REASON.startFailed) throw new UpdateFailure({ kind: "startFailed", version: m.version });
    if (m.resultReason === REASON.hashMismatch) throw new UpdateFailure({ kind: "hash" });
    throw new UpdateFailure({ kind: "refused", reason: m.resultReason });
  }
  if (m.version !== target) throw new UpdateFailure({ kind: "mismatch", installed: m.version, version: target });
  return link;
}
