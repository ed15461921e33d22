/**
 * The browser's side of Web MIDI for the checker: access with System Exclusive, the Identity
 * Request on every output (asked again before "no instrument"), pairing each Noteva input with the
 * output that reaches it by a round trip (a tagged STATUS REQUEST, never port names), and a channel
 * to one instrument whose messages queue up for the update to read one after another.
 */
import {
  ALL_DEVICES,
  type Identity,
  identityRequest,
  type Message,
  parseMessage,
  type Status,
  statusRequest,
  TIMING,
} from "~/lib/midi/protocol";

/** "unsupported": no Web MIDI; "refused": the visitor or a policy said no; "failed": MIDI did not start. */
type Access = "unsupported" | "refused" | { failed: string } | MIDIAccess;

/** Asks for Web MIDI with System Exclusive (the browser's permission prompt). */
export async function requestAccess(): Promise<Access> {
  if (typeof navigator === "undefined" || typeof navigator.requestMIDIAccess !== "function") return "unsupported";
  try {
    return await navigator.requestMIDIAccess({ sysex: true });
  } catch (error) {
    const name = error instanceof Error ? error.name : "";
    if (name === "NotAllowedError" || name === "SecurityError") return "refused";
    return { failed: name || String(error) };
  }
}

type Listener = (data: Uint8Array) => void;
const listeners = new WeakMap<MIDIInput, Set<Listener>>();

/** Listens on an input beside any other listener; returns the way to stop. */
function listen(input: MIDIInput, listener: Listener): () => void {
  let set = listeners.get(input);
  if (!set) {
    const own = new Set<Listener>();
    set = own;
    listeners.set(input, own);
    input.onmidimessage = (event: MIDIMessageEvent) => {
      if (event.data) for (const l of [...own]) l(event.data);
    };
  }
  set.add(listener);
  return () => set.delete(listener);
}

type StateListener = (port: MIDIPort | null) => void;
const stateListeners = new WeakMap<MIDIAccess, Set<StateListener>>();

/** Hears the ports come and go, beside any other listener (one `onstatechange` per access). */
function onPortState(access: MIDIAccess, listener: StateListener): () => void {
  let set = stateListeners.get(access);
  if (!set) {
    const own = new Set<StateListener>();
    set = own;
    stateListeners.set(access, own);
    access.onstatechange = (event: MIDIConnectionEvent) => {
      for (const l of [...own]) l(event.port);
    };
  }
  set.add(listener);
  return () => set.delete(listener);
}

const connected = <T extends MIDIPort>(ports: Iterable<T>) => [...ports].filter((p) => p.state !== "disconnected");
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * An instrument's answer: its Identity Reply on `input`, and for a Noteva instrument the output a
 * round trip proved reaches it (null when none did) with the STATUS it answered there.
 */
export type Answer = { identity: Identity; input: MIDIInput; output: MIDIOutput | null; status: Status | null };

/** Collects what arrives on every connected input while `run` goes on. */
async function hear<T>(access: MIDIAccess, heard: (m: Message, input: MIDIInput) => void, run: () => Promise<T>) {
  const stops = connected(access.inputs.values()).map((input) =>
    listen(input, (data) => {
      const m = parseMessage(data);
      if (m) heard(m, input);
    }),
  );
  try {
    return await run();
  } finally {
    for (const stop of stops) stop();
  }
}

const sendTo = (output: MIDIOutput, bytes: Uint8Array) => {
  try {
    output.send(bytes);
  } catch {
    // a port that went away between listing and sending answers nothing
  }
};

/**
 * Who is there: the Identity Request on every output, asked up to `rounds` times `waitMs` apart
 * while fewer inputs answered than there are outputs (a late answer to an earlier round counts),
 * then the Noteva instruments paired with their outputs.
 */
export async function identify(
  access: MIDIAccess,
  waitMs: number = TIMING.identifyWaitMs,
  rounds: number = TIMING.identifyRounds,
): Promise<Answer[]> {
  const outputs = connected(access.outputs.values());
  const found: { identity: Identity; input: MIDIInput }[] = [];
  if (outputs.length === 0) return [];
  await hear(
    access,
    (m, input) => {
      if (m.kind !== "identity" || found.some((f) => f.input === input && sameIdentity(f.identity, m))) return;
      found.push({ identity: m, input });
    },
    async () => {
      for (let round = 0; round < rounds; round++) {
        for (const output of outputs) sendTo(output, identityRequest());
        const until = performance.now() + waitMs;
        while (performance.now() < until && new Set(found.map((f) => f.input)).size < outputs.length) await sleep(50);
        if (found.length) {
          // the others of this round have a moment more
          await sleep(100);
          if (new Set(found.map((f) => f.input)).size >= outputs.length || round === rounds - 1) break;
        }
      }
    },
  );
  const pairs = await pair(
    access,
    outputs,
    found.filter((f) => f.identity.noteva).map((f) => f.input),
  );
  return found.map(({ identity, input }) => {
    const paired = pairs.get(input);
    return { identity, input, output: paired?.output ?? null, status: paired?.status ?? null };
  });
}

let lastTag = 0;
const nextTag = () => {
  lastTag = (lastTag % 16383) + 1;
  return lastTag;
};

/**
 * The round trip: each output gets a STATUS REQUEST to every device with its own tag, all at once;
 * the input on which a tag comes back belongs to that output. Waits until every input is paired or
 * `waitMs` passed.
 */
async function pair(access: MIDIAccess, outputs: MIDIOutput[], inputs: MIDIInput[], waitMs = TIMING.identifyWaitMs) {
  const pairs = new Map<MIDIInput, { output: MIDIOutput; status: Status }>();
  if (!inputs.length) return pairs;
  const tags = new Map(outputs.map((output) => [nextTag(), output]));
  await hear(
    access,
    (m, input) => {
      const output = m.kind === "status" ? tags.get(m.tag) : undefined;
      if (output && m.kind === "status" && inputs.includes(input) && !pairs.has(input)) {
        pairs.set(input, { output, status: m });
      }
    },
    async () => {
      for (const [tag, output] of tags) sendTo(output, statusRequest(ALL_DEVICES, tag));
      const until = performance.now() + waitMs;
      while (performance.now() < until && pairs.size < inputs.length) await sleep(25);
    },
  );
  return pairs;
}

const sameIdentity = (a: Identity, b: Identity) =>
  a.family === b.family &&
  a.member === b.member &&
  a.device === b.device &&
  a.manufacturer.join() === b.manufacturer.join();

export type Next = Message | "lost" | "timeout";

/** A channel and the device ID the instrument answered with (the host addresses it by that ID). */
export type Link = { channel: Channel; device: number };

/** One instrument's ports: send, and read its Noteva messages in order. */
export type Channel = {
  input: MIDIInput;
  output: MIDIOutput;
  send(bytes: Uint8Array): void;
  /** The next message, "lost" once a port disconnected, "timeout" after `timeoutMs` of silence. */
  next(timeoutMs: number): Promise<Next>;
  /** Drops what arrived so far (before a new request). */
  drain(): void;
  close(): void;
};

export function openChannel(access: MIDIAccess, input: MIDIInput, output: MIDIOutput): Channel {
  const queue: Message[] = [];
  let lost = false;
  let wake: (() => void) | null = null;
  const poke = () => {
    const w = wake;
    wake = null;
    w?.();
  };
  const stop = listen(input, (data) => {
    const message = parseMessage(data);
    if (!message) return;
    queue.push(message);
    poke();
  });
  const stopState = onPortState(access, (port) => {
    if (port && (port.id === input.id || port.id === output.id) && port.state === "disconnected") {
      lost = true;
      poke();
    }
  });
  return {
    input,
    output,
    send(bytes) {
      if (lost) return;
      try {
        output.send(bytes);
      } catch {
        lost = true;
        poke();
      }
    },
    async next(timeoutMs) {
      for (;;) {
        const first = queue.shift();
        if (first) return first;
        if (lost) return "lost";
        const woken = await new Promise<boolean>((resolve) => {
          const timer = setTimeout(() => resolve(false), timeoutMs);
          wake = () => {
            clearTimeout(timer);
            resolve(true);
          };
        });
        if (!woken) return queue.shift() ?? (lost ? "lost" : "timeout");
      }
    },
    drain() {
      queue.length = 0;
    },
    close() {
      stop();
      stopState();
      poke();
    },
  };
}

/** The ports of the updates under way on this page: another card's instrument is never taken for this one. */
const claimed = new Set<string>();
export function claim(channel: Pick<Channel, "input" | "output">): () => void {
  const ids = [channel.input.id, channel.output.id];
  for (const id of ids) claimed.add(id);
  return () => {
    for (const id of ids) claimed.delete(id);
  };
}

/** Whether a unit's STATUS shows the update to `version` under way or done: it is the one being updated. */
const holds = (status: Status | null, version: string) =>
  status !== null &&
  (status.pendingVersion === version ||
    (status.version === version && status.result === "installed") ||
    status.state === "verifying" ||
    status.state === "installing");

/**
 * Waits until the instrument `family`/`member` answers again after its cable was pulled or it
 * restarted (each time a port connects, and every 3 s, every output is asked and paired), and opens
 * a channel to it: its own ports again, and only when the browser no longer lists them (they came
 * back under new ids) a unit of its model that no other update on this page holds and whose STATUS
 * shows this update to `version`: a twin is never taken while the instrument's own ports are away. Null when `signal` aborts or
 * `deadlineMs` passes.
 */
export function reconnect(
  access: MIDIAccess,
  was: { family: number; member: number; input: MIDIInput; output: MIDIOutput; version: string },
  signal?: AbortSignal,
  deadlineMs = Number.POSITIVE_INFINITY,
): Promise<{ channel: Channel; answer: Answer } | null> {
  return new Promise((resolve) => {
    let busy = false;
    let again = false;
    let done = false;
    const finish = (value: { channel: Channel; answer: Answer } | null) => {
      done = true;
      stop();
      clearInterval(tick);
      clearTimeout(timer);
      signal?.removeEventListener("abort", aborted);
      resolve(value);
    };
    const attempt = async () => {
      if (busy || done) {
        again = true;
        return;
      }
      busy = true;
      again = false;
      const answers = (await identify(access, 1000, 1)).filter(
        (a) => a.identity.noteva && a.identity.family === was.family && a.identity.member === was.member && a.output,
      );
      busy = false;
      const answer =
        answers.find((a) => a.input.id === was.input.id && a.output?.id === was.output.id) ??
        (renamed()
          ? answers.find(
              (a) => !claimed.has(a.input.id) && !claimed.has(a.output?.id ?? "") && holds(a.status, was.version),
            )
          : undefined);
      if (answer?.output && !done) finish({ channel: openChannel(access, answer.input, answer.output), answer });
      else if (again && !done) void attempt();
    };
    // its ports stay listed while it is away (disconnected); only ports the browser dropped came back under new ids
    const renamed = () => !access.inputs.has(was.input.id) || !access.outputs.has(was.output.id);
    const aborted = () => finish(null);
    signal?.addEventListener("abort", aborted);
    const stop = onPortState(access, (port) => {
      if (port?.state === "connected") void attempt();
    });
    // the port may have come back before anyone listened, or the instrument may answer only after its start
    const tick = setInterval(() => {
      if (!busy) void attempt();
    }, 3000);
    const timer = Number.isFinite(deadlineMs) ? setTimeout(() => finish(null), deadlineMs) : undefined;
    void attempt();
  });
}
