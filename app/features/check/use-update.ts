/**
 * One instrument's update as the page runs it: every step of the path (stepping stones first),
 * each prepared, sent and read back, with the screen kept awake, a warning before the page is
 * left, and the progress for the bar, its words and the screen reader's tenths.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import type { Locale } from "~/lib/i18n/locales";
import { type Channel, openChannel, reconnect } from "./midi";
import type { CheckRelease } from "./model";
import { announcedTenth, percentText, timeLeft } from "./progress";
// biome-ignore lint/style/noRestrictedImports: a type only, erased from the browser's code; the words come as props
import type { CheckText } from "./text.server";
import type { Failure } from "./update";

export type Run =
  | { kind: "idle" }
  | { kind: "preparing"; step: number; steps: number; version: string }
  | { kind: "sending"; step: number; steps: number; version: string; fraction: number; words: string }
  | { kind: "lost"; step: number; steps: number; version: string; fraction: number }
  | { kind: "installing"; step: number; steps: number; version: string }
  | { kind: "verifying"; step: number; steps: number; version: string }
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

export function useUpdate(target: Target | null, text: CheckText, locale: Locale) {
  const [run, setRun] = useState<Run>({ kind: "idle" });
  const [announced, setAnnounced] = useState("");
  const [installed, setInstalled] = useState<string | null>(null);
  const running = busy(run);

  // a page left mid-update asks first
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

  // the screen stays on while it runs (where the browser can)
  useEffect(() => {
    if (!running) return;
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
  }, [running]);

  const tenth = useRef(-1);
  const start = useCallback(
    async (path: readonly CheckRelease[]) => {
      if (!target || path.length === 0) return;
      const { prepare, transfer, UpdateFailure } = await import("./update");
      const { access, family, member } = target;
      let link = { channel: openChannel(access, target.input, target.output) as Channel, device: target.device };
      const again = async () => {
        const back = await reconnect(access, family, member);
        return { channel: back.channel, device: back.answer.identity.device };
      };
      try {
        for (const [index, release] of path.entries()) {
          const at = { step: index + 1, steps: path.length, version: release.version };
          setRun({ kind: "preparing", ...at });
          const prepared = await prepare(release, { family, member });
          // the rate since sending (re)started: the first progress after each BEGIN
          let since: { time: number; sent: number } | null = null;
          tenth.current = -1;
          link = await transfer(prepared, link, again, {
            progress: ({ sent, total }) => {
              since ??= { time: performance.now(), sent };
              const fraction = sent / total;
              const left = timeLeft(text, sent, total, sent - since.sent, performance.now() - since.time);
              const words = `${percentText(fraction, locale)} · ${left}`;
              setRun({ kind: "sending", ...at, fraction, words });
              const t = announcedTenth(fraction);
              if (t !== tenth.current) {
                tenth.current = t;
                if (t > 0)
                  setAnnounced(
                    `${at.steps > 1 ? `${at.version}: ` : ""}${text.announce.replace("{percent}", percentText(t / 10, locale))}`,
                  );
              }
            },
            lost: ({ sent, total }) => {
              setRun({ kind: "lost", ...at, fraction: sent / total });
              setAnnounced(text.lost.replace("{percent}", percentText(sent / total, locale)));
            },
            resumed: ({ sent, total }) => {
              since = null;
              setAnnounced(text.resumed.replace("{percent}", percentText(sent / total, locale)));
            },
            installing: () => setRun({ kind: "installing", ...at }),
            verifying: () => setRun({ kind: "verifying", ...at }),
          });
          setInstalled(release.version);
        }
        const last = path[path.length - 1]?.version ?? "";
        setRun({ kind: "done", version: last });
      } catch (error) {
        setRun({ kind: "failed", failure: error instanceof UpdateFailure ? error.failure : { kind: "timeout" } });
      } finally {
        link.channel.close();
      }
    },
    [target, text, locale],
  );

  return { run, announced, installed, start, running };
}
