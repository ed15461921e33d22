/**
 * The browser's side of Web MIDI for the checker: access with System Exclusive, Identity Request
 * on every output while listening on every input, and a channel to one instrument whose messages
 * queue up for the update to read one after another (or learn that the cable was pulled).
 */
import { type Identity, identityRequest, type Message, parseMessage } from "~/lib/midi/protocol";

/** How long the instruments have to answer an Identity Request. */
const IDENTIFY_TIMEOUT_MS = 1500;

type Access = "unsupported" | "refused" | MIDIAccess;

/** Asks for Web MIDI with System Exclusive (the browser's permission prompt). */
export async function requestAccess(): Promise<Access> {
  if (typeof navigator === "undefined" || typeof navigator.requestMIDIAccess !== "function") return "unsupported";
  try {
    return await navigator.requestMIDIAccess({ sysex: true });
  } catch {
    return "refused";
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

/** An instrument's answer to the Identity Request, with the ports it answered on. */
export type Answer = { identity: Identity; input: MIDIInput; output: MIDIOutput | null; port: string };

/**
 * Sends an Identity Request to every output and collects the replies on every input for up to
 * `timeoutMs` (sooner once each output's namesake input answered). A reply is paired with the
 * output of its input's name (or the only output).
 */
export async function identify(access: MIDIAccess, timeoutMs = IDENTIFY_TIMEOUT_MS): Promise<Answer[]> {
  const inputs = connected(access.inputs.values());
  const outputs = connected(access.outputs.values());
  const answers: Answer[] = [];
  if (outputs.length === 0) return answers;
  const pairOf = (input: MIDIInput) =>
    outputs.find((o) => o.name === input.name) ?? (outputs.length === 1 ? (outputs[0] ?? null) : null);
  await new Promise<void>((resolve) => {
    const stops: (() => void)[] = [];
    let timer: ReturnType<typeof setTimeout> | undefined;
    const finish = () => {
      clearTimeout(timer);
      for (const stop of stops) stop();
      resolve();
    };
    for (const input of inputs) {
      stops.push(
        listen(input, (data) => {
          const message = parseMessage(data);
          if (message?.kind !== "identity") return;
          if (answers.some((a) => a.input === input && sameIdentity(a.identity, message))) return;
          answers.push({ identity: message, input, output: pairOf(input), port: input.name ?? output0Name(outputs) });
          const everyOutput = outputs.every((o) => answers.some((a) => a.output === o));
          if (everyOutput) {
            clearTimeout(timer);
            timer = setTimeout(finish, 100);
          }
        }),
      );
    }
    timer = setTimeout(finish, timeoutMs);
    for (const output of outputs) {
      try {
        output.send(identityRequest());
      } catch {
        // a port that went away between listing and sending answers nothing
      }
    }
  });
  return answers;
}

const output0Name = (outputs: MIDIOutput[]) => outputs[0]?.name ?? "MIDI";
const sameIdentity = (a: Identity, b: Identity) =>
  a.family === b.family && a.member === b.member && a.manufacturer.join() === b.manufacturer.join();

export type Next = Message | "lost" | "timeout";

/** One instrument's ports: send, and read its Noteva messages in order. */
export type Channel = {
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

/**
 * Waits until the instrument `family`/`member` answers again after its cable was pulled (each
 * time a port connects, every output is asked), and opens a channel to it.
 */
export function reconnect(
  access: MIDIAccess,
  family: number,
  member: number,
): Promise<{ channel: Channel; answer: Answer }> {
  return new Promise((resolve) => {
    let busy = false;
    let again = false;
    let done = false;
    const attempt = async () => {
      if (busy || done) {
        again = true;
        return;
      }
      busy = true;
      again = false;
      const answer = (await identify(access)).find(
        (a) => a.identity.noteva && a.identity.family === family && a.identity.member === member && a.output,
      );
      busy = false;
      if (answer?.output && !done) {
        done = true;
        stop();
        clearInterval(tick);
        resolve({ channel: openChannel(access, answer.input, answer.output), answer });
      } else if (again) void attempt();
    };
    const stop = onPortState(access, (port) => {
      if (port?.state === "connected") void attempt();
    });
    // the port may have come back before anyone listened, or the instrument may answer only after its start
    const tick = setInterval(() => {
      if (!busy) void attempt();
    }, 3000);
    void attempt();
  });
}
