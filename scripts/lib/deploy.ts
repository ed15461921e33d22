/**
 * Replacing the instances behind nginx one at a time, so that no visitor notices:
 *  1. the instance is marked `down` in nginx's upstream file and nginx reloads (a reload drops no
 *     connection: old workers finish what they hold; Debian's nginx has no active health checks);
 *  2. after a moment for those workers, the instance is stopped: SIGTERM turns its /readyz
 *     unready and lets its requests in flight finish (server/main.ts), then it exits;
 *  3. it starts again on the release being deployed, and only once its /readyz answers 200 is it
 *     put back in the upstream file, by the same reload that takes the next instance out.
 * How an instance is stopped and started (systemd, or the scale test's processes) and how nginx
 * reloads are given by the caller: scripts/deploy.ts, scripts/lib/scale/deploy.ts.
 */
import { renameSync, writeFileSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";
import { upstreamLines } from "./nginx-conf.ts";

export type Rollout = {
  ports: readonly number[];
  /** nginx's upstream file (deploy/nginx.conf's UPSTREAMS) and how to make nginx read it again. */
  upstreamsFile: string;
  reloadNginx: () => void;
  /** Stops the instance on `port` and starts it on the release being deployed. */
  restart: (port: number) => Promise<void>;
  /** How long nginx's old workers get after a reload before the instance stops (ms). */
  settleMs?: number;
  /** How long a new instance may take to answer ready (ms). */
  readyWithinMs?: number;
  say?: (line: string) => void;
};

export async function rollOut({
  ports,
  upstreamsFile,
  reloadNginx,
  restart,
  settleMs = 1_500,
  readyWithinMs = 120_000,
  say = console.log,
}: Rollout): Promise<{ port: number; outMs: number; readyMs: number }[]> {
  const done: { port: number; outMs: number; readyMs: number }[] = [];
  // a single instance has no other to take its visitors: nginx keeps answering from its cache
  const alone = ports.length === 1;
  /** The instance replaced last, ready and waiting to go back into the upstream. */
  let waiting: { port: number; started: number; readyMs: number } | null = null;
  const back = () => {
    if (!waiting) return;
    if (!alone) say(`instance ${waiting.port}: back in nginx's upstream`);
    done.push({ port: waiting.port, outMs: Date.now() - waiting.started, readyMs: waiting.readyMs });
    waiting = null;
  };
  for (const port of ports) {
    const started = Date.now();
    if (!alone) {
      // one reload puts the instance before back and takes this one out: each reload makes nginx's
      // old workers close their idle keep-alive connections, which a visitor's request may cross
      // (the browser sends it again), so the fewer reloads the better
      writeUpstreams(upstreamsFile, upstreamLines(ports, [port]));
      reloadNginx();
      back();
      say(`instance ${port}: out of nginx's upstream`);
      await sleep(settleMs);
    }
    await restart(port);
    const readyMs = await ready(`http://127.0.0.1:${port}/readyz`, readyWithinMs);
    say(`instance ${port}: ready on the new release after ${((Date.now() - started) / 1000).toFixed(1)} s`);
    waiting = { port, started, readyMs };
  }
  if (!alone) {
    writeUpstreams(upstreamsFile, upstreamLines(ports));
    reloadNginx();
  }
  back();
  return done;
}

/**
 * Replaces the upstream file whole. `nginx -s reload` only signals the master, which reads the
 * file after the command returns: written in place, the next instance's rewrite truncated it while
 * the master read it ("no servers are inside upstream"), that reload was refused and nginx went on
 * sending visitors to an instance being stopped.
 */
function writeUpstreams(file: string, lines: string) {
  writeFileSync(`${file}.next`, lines);
  renameSync(`${file}.next`, file);
}

/** Polls `url` until it answers 200; the milliseconds it took. Throws with what to do after `withinMs`. */
async function ready(url: string, withinMs: number): Promise<number> {
  const started = Date.now();
  for (;;) {
    const status = await fetch(url, { signal: AbortSignal.timeout(2_000) })
      .then((r) => r.status)
      .catch(() => 0);
    if (status === 200) return Date.now() - started;
    if (Date.now() - started > withinMs) {
      throw new Error(
        `${url} was not ready within ${withinMs / 1000} s (last answer: ${status || "none"}): read the instance's log, then roll back with npm run deploy -- --rollback`,
      );
    }
    await sleep(250);
  }
}
