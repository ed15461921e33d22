/**
 * One instrument's update as the page runs it: every step of the path (stepping stones first)
 * downloaded and checked before the first is sent, then each sent and installed, with one bar and
 * one time left for the whole path, the screen kept awake, Cancel (ABORT until COMMIT), and the
 * transfer cancelled when the card goes (the page's blocker asks first).
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { fill } from "~/lib/i18n/frame";
import type { Locale } from "~/lib/i18n/locales";
import { chunkCount } from "~/lib/midi/protocol";
import type { Failure } from "./failure";
import type { EndPhase } from "./finish";
import { claim, type Link, openChannel, reconnect } from "./midi";
import type { CheckRelease } from "./model";
import { announcedTenth, percentText, timeLeft } from "./progress";
import type { CheckText } from "./text.server";

type Step = { step: number; steps: number; version: string };
export type Run =
  | { kind: "idle" }
  | { kind: "preparing"; versions: string }
  | ({ kind: "sending"; fraction: number; words: string } & Step)
  | ({ kind: "lost"; fraction: number } & Step)
  | ({ kind: "ending"; fraction: number; phase: EndPhase; progress: number } & Step)
  | { kind: "done"; version: string }
  | { kind: "failed"; failure: Failure };

export type Target = {
  access: MIDIAccess;
  input: MIDIInput;
  output: MIDIOutput;
  device: number;
  family: number;
  member: number;
};

const busy = (run: Run) => !["idle", "done", "failed"].includes(run.kind);

/** The screen stays on while `on` (where the browser can). */
function useWakeLock(on: boolean) {
  useEffect(() => {
    if (!on) return;
    let lock: WakeLockSentinel | null = null;
    let released = false;
    navigator.wakeLock
      ?.request("screen")
      .then((l) => {
        if (released) void l.release();
        else lock = l;
      })
      .catch(() => undefined);
    return () => {
      released = true;
      void lock?.release().catch(() => undefined);
    };
  }, [on]);
}

export function useUpdate(target: Target | null, text: CheckText, locale: Locale, product: string) {
  const [run, setRun] = useState<Run>({ kind: "idle" });
  const [announced, setAnnounced] = useState("");
  const [installed, setInstalled] = useState<string | null>(null);
  const running = busy(run);
  const controller = useRef<AbortController | null>(null);

  // a page left mid-update asks first (in-site navigation: the checker's blocker)
  useEffect(() => {
    if (!running) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = text.leaveWarning;
      return text.leaveWarning;
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [running, text.leaveWarning]);
  useWakeLock(running);
  // the card going (the visitor left the page) cancels what has not been committed
  useEffect(() => () => controller.current?.abort(), []);

  const tenth = useRef(-1);
  const start = useCallback(
    async (path: readonly CheckRelease[]) => {
      if (!target || path.length === 0) return;
      const abort = new AbortController();
      controller.current = abort;
      const { prepare, transfer, UpdateFailure } = await import("./update");
      const { access, family, member } = target;
      let link: Link = { channel: openChannel(access, target.input, target.output), device: target.device };
      let release = claim(link.channel);
      let version = path[0]?.version ?? "";
      const again = async (deadlineMs?: number) => {
        const was = { family, member, input: link.channel.input, output: link.channel.output, version };
        const back = await reconnect(access, was, abort.signal, deadlineMs);
        if (!back) return null;
        release();
        release = claim(back.channel);
        return { channel: back.channel, device: back.answer.identity.device };
      };
      try {
        setRun({ kind: "preparing", versions: path.map((r) => r.version).join(text.stepsJoin) });
        const prepared = [];
        for (const r of path) prepared.push(await prepare(r, { family, member }));
        if (abort.signal.aborted) throw new UpdateFailure({ kind: "cancelled" });
        // one bar and one time left for the whole path: its chunks, and an install after each step
        const chunks = prepared.map((p) => chunkCount(p.image.length));
        const all = chunks.reduce((a, b) => a + b, 0);
        let installS = 0;
        let before = 0;
        tenth.current = -1;
        for (const [index, step] of prepared.entries()) {
          const at: Step = { step: index + 1, steps: path.length, version: step.header.version };
          version = at.version;
          let since: { time: number; sent: number } | null = null;
          let fraction = before / all;
          link = await transfer(
            step,
            link,
            again,
            {
              accepted: (limits) => {
                installS = limits.installS;
              },
              progress: ({ sent }) => {
                since ??= { time: performance.now(), sent };
                fraction = (before + sent) / all;
                const installs = (path.length - index) * installS * 1000;
                const left = timeLeft(
                  text,
                  before + sent,
                  all,
                  sent - since.sent,
                  performance.now() - since.time,
                  installs,
                );
                const words = fill(text.progress, { percent: percentText(fraction, locale), left });
                setRun({ kind: "sending", ...at, fraction, words });
                const t = announcedTenth(fraction);
                if (t !== tenth.current) {
                  tenth.current = t;
                  if (t > 0) setAnnounced(fill(text.announce, { percent: percentText(t / 10, locale) }));
                }
              },
              lost: () => {
                setRun({ kind: "lost", ...at, fraction });
                setAnnounced(fill(text.lost, { percent: percentText(fraction, locale) }));
              },
              resumed: () => {
                since = null;
                setAnnounced(fill(text.resumed, { percent: percentText(fraction, locale) }));
              },
              phase: (phase, progress) => {
                setRun((now) => {
                  if (now.kind !== "ending" || now.phase !== phase)
                    setAnnounced(phaseWords(text, phase, at.version, product));
                  return { kind: "ending", ...at, fraction, phase, progress };
                });
              },
            },
            abort.signal,
          );
          before += chunks[index] ?? 0;
          setInstalled(step.header.version);
        }
        setAnnounced("");
        setRun({ kind: "done", version: path[path.length - 1]?.version ?? "" });
      } catch (error) {
        setAnnounced("");
        setRun({ kind: "failed", failure: error instanceof UpdateFailure ? error.failure : { kind: "timeout" } });
      } finally {
        release();
        link.channel.close();
        if (controller.current === abort) controller.current = null;
      }
    },
    [target, text, locale, product],
  );

  /** Cancel: until COMMIT the instrument discards the image (ABORT); afterwards it is too late. */
  const cancel = useCallback(() => controller.current?.abort(), []);
  const cancellable = running && run.kind !== "ending";
  return { run, announced, installed, start, running, cancel, cancellable };
}

/** What the phase after the last chunk is called, for the bar's words and the screen reader. */
export function phaseWords(text: CheckText, phase: EndPhase, version: string, product: string): string {
  return fill(text.phases[phase], { version, product });
}
