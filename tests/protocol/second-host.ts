/**
 * A second host, written from the protocol's document (version 2) alone: it finds instruments
 * (identity three times, then pairing each output to its input by a tagged STATUS REQUEST), checks
 * an image's signature against its key list before it sends anything, takes the path of stepping
 * stones, sends go-back-N, commits, and follows the instrument's STATUS through verifying,
 * installing and restarting (waiting for its ports to come back and pairing again) until it can
 * read the new version back. Timing is the document's unless a test shortens it.
 */
import {
  ALL,
  CMD,
  checkImage,
  commitMessage,
  compareVersions,
  dataMessage,
  HEADER,
  type Header,
  type Heard,
  hear,
  identityRequest,
  type Key,
  type StateName,
  statusRequest,
  ungroup,
  updateBegin,
  versionText,
} from "./wire.ts";

export type Timing = {
  /** An instrument answers a request within this. */
  answerMs: number;
  /** Identity is asked `identifyRounds` times, this far apart. */
  identifyWaitMs: number;
  identifyRounds: number;
  /** Silence this long: send again, `retries` times. */
  silenceMs: number;
  retries: number;
  /** STATUS REQUEST this often after COMMIT. */
  pollMs: number;
  verifyMaxMs: number;
  /** Added to each deadline. */
  graceMs: number;
  /** One of the seconds BEGIN ACCEPTED announces. */
  secondMs: number;
};

export const DOCUMENT_TIMING: Timing = {
  answerMs: 250,
  identifyWaitMs: 1500,
  identifyRounds: 3,
  silenceMs: 5000,
  retries: 4,
  pollMs: 1000,
  verifyMaxMs: 15_000,
  graceMs: 15_000,
  secondMs: 1000,
};

const CHUNK = 256;

/** An instrument found: its paired ports, its device ID and what its Identity Reply said. */
export type Found = {
  input: MIDIInput;
  output: MIDIOutput;
  device: number;
  family: number;
  member: number;
  version: string;
};

export type Outcome =
  | { kind: "done"; version: string; instrument: Found }
  | { kind: "failed"; reason: number }
  | { kind: "refused"; command: number; reason: number; detail: number[] }
  | { kind: "not yet" }
  | { kind: "timeout" };

type Limits = { installS: number; restartS: number };
type Sent = { kind: "sent"; limits: Limits } | { kind: "gone" } | Extract<Outcome, { kind: "refused" | "timeout" }>;

const versionBytes = (v: string) => v.split(".").map(Number).concat(0, 0, 0, 0).slice(0, 4);
const refused = (m: Extract<Heard, { kind: "refused" }>) =>
  ({ kind: "refused", command: m.command, reason: m.reason, detail: m.detail }) as const;

export class SecondHost {
  /** What happened, in order: "begin from 0", "back to 3 (04)", "gone", "verifying", "commit again" … */
  readonly events: string[] = [];
  private readonly inboxes = new Map<string, Heard[]>();
  private waiters: (() => void)[] = [];
  private tag = 0;

  constructor(
    private readonly access: MIDIAccess,
    private readonly timing: Timing = DOCUMENT_TIMING,
  ) {
    for (const input of access.inputs.values()) {
      const inbox: Heard[] = [];
      this.inboxes.set(input.id, inbox);
      input.addEventListener("midimessage", (event) => {
        const m = hear((event as MIDIMessageEvent).data ?? []);
        if (m?.kind === "committed") this.events.push(`committed ${versionText(m.version)}`);
        if (m) inbox.push(m);
        this.wake();
      });
    }
    access.addEventListener("statechange", () => this.wake());
  }

  private wake() {
    for (const w of this.waiters.splice(0)) w();
  }

  /** Until a message or a port's change, or `ms`. */
  private wait(ms: number) {
    return new Promise<void>((resolve) => {
      this.waiters.push(resolve);
      setTimeout(resolve, Math.max(0, ms));
    });
  }

  private inbox(input: MIDIInput): Heard[] {
    const inbox = this.inboxes.get(input.id);
    if (!inbox) throw new Error(`input ${input.id} appeared after the host started`);
    return inbox;
  }

  private send(output: MIDIOutput, bytes: number[]): boolean {
    try {
      output.send(bytes);
      return true;
    } catch {
      return false;
    }
  }

  /** The next message on the link's input that `wanted` accepts (others are passed over), or null on silence or when the ports go. */
  private async next(link: Found, ms: number, wanted: (m: Heard) => boolean): Promise<Heard | null> {
    const inbox = this.inbox(link.input);
    const deadline = Date.now() + ms;
    for (;;) {
      for (let m = inbox.shift(); m; m = inbox.shift()) if (wanted(m)) return m;
      if (Date.now() >= deadline || link.output.state !== "connected") return null;
      await this.wait(deadline - Date.now());
    }
  }

  private nextTag() {
    this.tag = (this.tag % 16383) + 1;
    return this.tag;
  }

  /** Identity on every port (three times, listening throughout), then each output paired to its input by round trip. */
  async find(): Promise<Found[]> {
    const outputs = [...this.access.outputs.values()].filter((o) => o.state === "connected");
    const inputs = [...this.access.inputs.values()].filter((i) => i.state === "connected");
    for (const input of inputs) this.inbox(input).length = 0;
    const identities = new Map<MIDIInput, Extract<Heard, { kind: "identity" }>>();
    const listen = () => {
      for (const input of inputs) {
        for (const m of this.inbox(input).splice(0)) if (m.kind === "identity" && m.noteva) identities.set(input, m);
      }
    };
    for (let round = 0; round < this.timing.identifyRounds && !identities.size; round++) {
      for (const output of outputs) this.send(output, identityRequest());
      const until = Date.now() + this.timing.identifyWaitMs;
      while (Date.now() < until) {
        await this.wait(until - Date.now());
        listen();
      }
    }
    // pairing: every output at once, each with its own tag, to all devices
    const tags = new Map(outputs.map((output) => [this.nextTag(), output]));
    for (const [tag, output] of tags) this.send(output, statusRequest(ALL, tag));
    const paired = new Map<MIDIInput, MIDIOutput>();
    const until = Date.now() + this.timing.answerMs;
    while (paired.size < identities.size && Date.now() < until) {
      await this.wait(until - Date.now());
      for (const input of identities.keys()) {
        for (const m of this.inbox(input).splice(0)) {
          const output = m.kind === "status" ? tags.get(m.tag) : undefined;
          if (output) paired.set(input, output);
        }
      }
    }
    return [...identities].flatMap(([input, id]) => {
      const output = paired.get(input);
      const version = versionText(id.version);
      return output ? [{ input, output, device: id.device, family: id.family, member: id.member, version }] : [];
    });
  }

  /** The instrument back after its ports went: on the same input (or, if that port is no more, the same model). */
  private async back(link: Found, deadline: number): Promise<Found | null> {
    this.events.push("gone");
    while (Date.now() < deadline) {
      const found = await this.find();
      const same = found.find((f) => f.input.id === link.input.id);
      const model = this.access.inputs.has(link.input.id)
        ? undefined
        : found.find((f) => f.family === link.family && f.member === link.member);
      if (same ?? model) {
        this.events.push("back");
        return same ?? model ?? null;
      }
      await this.wait(this.timing.pollMs);
    }
    return null;
  }

  /** Updates along the path the images allow: each time the newest one the installed version may take. */
  async update(instrument: Found, images: readonly Uint8Array[], keys: readonly Key[]): Promise<Outcome> {
    const checked = await Promise.all(images.map(async (image) => ({ image, header: await checkImage(image, keys) })));
    let current = instrument;
    for (;;) {
      const installed = versionBytes(current.version);
      const step = checked
        .filter(({ header: h }) => h.family === current.family && h.member === current.member)
        .filter(
          ({ header: h }) => compareVersions(h.version, installed) > 0 && compareVersions(installed, h.minimum) >= 0,
        )
        .sort((a, b) => compareVersions(b.header.version, a.header.version))[0];
      if (!step) return { kind: "done", version: current.version, instrument: current };
      this.events.push(`step ${versionText(step.header.version)}`);
      const outcome = await this.install(current, step.image, step.header);
      if (outcome.kind !== "done") return outcome;
      current = outcome.instrument;
    }
  }

  /** One image: sent (resumed after the ports go), committed, followed to its end. */
  async install(instrument: Found, image: Uint8Array, header: Header): Promise<Outcome> {
    const total = Math.ceil(image.length / CHUNK);
    let link = instrument;
    let limits: Limits = { installS: 240, restartS: 60 };
    for (;;) {
      const sent = await this.transfer(link, image, total);
      if (sent.kind === "gone") {
        const back = await this.back(link, Date.now() + limits.restartS * this.timing.secondMs + this.timing.graceMs);
        if (!back) return { kind: "not yet" };
        link = back;
        continue;
      }
      if (sent.kind !== "sent") return sent;
      limits = sent.limits;
      const end = await this.finish(link, header, total, limits);
      if (end.kind !== "resend") return end;
      link = end.link;
    }
  }

  private async transfer(link: Found, image: Uint8Array, total: number): Promise<Sent> {
    let accepted: Extract<Heard, { kind: "accepted" }> | null = null;
    for (let i = 0; i <= this.timing.retries && !accepted; i++) {
      if (!this.send(link.output, updateBegin(link.device, CHUNK, image.subarray(0, HEADER)))) return { kind: "gone" };
      const m = await this.next(link, this.timing.silenceMs, (m) => m.kind === "accepted" || m.kind === "refused");
      if (m?.kind === "refused") return refused(m);
      if (m?.kind === "accepted") accepted = m;
      else if (link.output.state !== "connected") return { kind: "gone" };
    }
    if (!accepted) return { kind: "timeout" };
    this.events.push(`begin from ${accepted.next}`);
    let base = accepted.next;
    let next = base;
    let silences = 0;
    while (base < total) {
      for (; next < total && next < base + accepted.window; next++) {
        const raw = image.subarray(next * CHUNK, (next + 1) * CHUNK);
        if (!this.send(link.output, dataMessage(link.device, next, raw))) return { kind: "gone" };
      }
      const m = await this.next(link, this.timing.silenceMs, (m) => m.kind === "ack" || m.kind === "refused");
      if (!m) {
        if (link.output.state !== "connected") return { kind: "gone" };
        if (++silences > this.timing.retries) return { kind: "timeout" };
        next = base; // the window again from the first chunk not acknowledged
        continue;
      }
      silences = 0;
      if (m.kind === "ack") base = Math.max(base, m.sequence + 1);
      else if (m.kind === "refused" && m.command === CMD.data && (m.reason === 0x04 || m.reason === 0x05)) {
        next = ungroup(m.detail, 0, 3);
        this.events.push(`back to ${next} (0${m.reason})`);
      } else if (m.kind === "refused") return refused(m);
    }
    return { kind: "sent", limits: { installS: accepted.installS, restartS: accepted.restartS } };
  }

  /** COMMIT; its answer within the silence, else again (4 times). Null: silence, or the ports went. */
  private async commit(link: Found): Promise<Heard | null> {
    for (let i = 0; i <= this.timing.retries; i++) {
      if (!this.send(link.output, commitMessage(link.device))) return null;
      const answer = await this.next(
        link,
        this.timing.silenceMs,
        (m) => m.kind === "status" || (m.kind === "refused" && m.command === CMD.commit),
      );
      if (answer || link.output.state !== "connected") return answer;
    }
    return null;
  }

  private async status(link: Found) {
    const tag = this.nextTag();
    if (!this.send(link.output, statusRequest(link.device, tag))) return null;
    const m = await this.next(link, this.timing.answerMs, (m) => m.kind === "status" && m.tag === tag);
    return m?.kind === "status" ? m : null;
  }

  private async finish(
    start: Found,
    header: Header,
    total: number,
    limits: Limits,
  ): Promise<Outcome | { kind: "resend"; link: Found }> {
    let link = start;
    const answer = await this.commit(link);
    if (answer?.kind === "refused" && answer.reason !== 0x07) return refused(answer);
    if (!answer && link.output.state === "connected") return { kind: "timeout" };
    this.events.push("commit");
    let phase: StateName | "" = "";
    let deadline = Date.now() + this.timing.verifyMaxMs + this.timing.graceMs;
    let silences = 0;
    for (; ; await new Promise((resolve) => setTimeout(resolve, this.timing.pollMs))) {
      if (link.output.state !== "connected") {
        const back = await this.back(link, Date.now() + limits.restartS * this.timing.secondMs + this.timing.graceMs);
        if (!back) return { kind: "not yet" };
        link = back;
      }
      const s = await this.status(link);
      if (!s) {
        if (link.output.state === "connected" && ++silences > this.timing.retries) return { kind: "not yet" };
        continue;
      }
      silences = 0;
      if (s.state !== phase) {
        this.events.push(s.state);
        phase = s.state;
        const phaseMs = s.state === "installing" ? limits.installS * this.timing.secondMs : this.timing.verifyMaxMs;
        deadline = Date.now() + phaseMs + this.timing.graceMs;
      }
      if (s.state === "verifying" || s.state === "installing" || s.state === "restarting") {
        if (Date.now() > deadline) return { kind: "not yet" };
      } else if (s.state === "receiving") {
        // power was lost, or the COMMIT was not heard: again, unless chunks are missing
        if (s.next < s.total || s.total !== total) return { kind: "resend", link };
        this.events.push("commit again");
        const again = await this.commit(link);
        if (again?.kind === "refused") return refused(again);
        phase = "";
      } else if (s.result === "failed") {
        return { kind: "failed", reason: s.reason };
      } else if (s.result === "installed" && compareVersions(s.version, header.version) === 0) {
        return this.confirm(link, header);
      } else {
        return { kind: "failed", reason: s.reason };
      }
    }
  }

  /** Done when the Identity Reply names the new version. */
  private async confirm(link: Found, header: Header): Promise<Outcome> {
    for (let round = 0; round < this.timing.identifyRounds; round++) {
      this.send(link.output, identityRequest(link.device));
      const id = await this.next(link, this.timing.identifyWaitMs, (m) => m.kind === "identity");
      if (id?.kind === "identity" && compareVersions(id.version, header.version) === 0) {
        const version = versionText(id.version);
        this.events.push(`installed ${version}`);
        return { kind: "done", version, instrument: { ...link, version } };
      }
    }
    return { kind: "not yet" };
  }
}
