/**
 * A Noteva instrument on the other end of a Web MIDI connection, written from the documentation
 * (/support/check/midi, the data lists' MIDI implementation) and not from the site's own protocol
 * module, so that each checks the other. Plain ES module, no imports: it runs in Node's tests, in
 * the browser tests (injected into the page) and in `npm run dev` (app/lib/midi/dev-simulator.ts).
 *
 *   const control = installMidiSimulator(globalThis, { instruments: [{ family: 0x101, member: 3, version: "1.0.0" }] });
 *   // navigator.requestMIDIAccess({ sysex: true }) now finds it; control.unplug(), control.state() …
 *
 * The instrument keeps its installed image until COMMIT has verified the new one's SHA-256, keeps a
 * pending transfer across a pulled cable, and answers every message the documentation lists.
 */

const NOTEVA_ID = [0x7d];
const NV = [0x4e, 0x56];
const ALL = 0x7f;
const WINDOW = 8;
const MAX_CHUNK = 256;

const CMD = {
  statusRequest: 0x01,
  status: 0x02,
  begin: 0x10,
  accepted: 0x11,
  data: 0x12,
  ack: 0x13,
  commit: 0x14,
  committed: 0x15,
  abort: 0x16,
  refused: 0x7f,
};
const WRONG_MODEL = 0x01;
const TOO_OLD = 0x02;
const NOT_USB = 0x03;
const BAD_CHUNK = 0x04;
const OUT_OF_SEQUENCE = 0x05;
const HASH_MISMATCH = 0x06;
const NOT_READY = 0x07;
const MALFORMED = 0x08;
const STATES = { idle: 0, receiving: 1, verifying: 2, switching: 3 };

/**
 * @typedef {object} Faults
 * @property {number} [disconnectAt] fraction of the chunks (0–1) after which the cable is pulled, once
 * @property {number} [reconnectAfterMs] plug back in by itself this long after that pull
 * @property {number} [corruptChunk] this chunk's first arrival counts as damaged (REFUSED 04, once)
 * @property {number} [slow] milliseconds before each answer
 *
 * @typedef {object} InstrumentOptions
 * @property {string} [productId] used in the port's default name
 * @property {number} family the product line's family code
 * @property {number} member the model's member code
 * @property {string} version installed firmware, "1.2.0"
 * @property {"usb" | "bluetooth"} [link] how it is connected (updates run over USB only)
 * @property {string} [portName]
 * @property {number} [deviceId] default 10 hex
 * @property {number[]} [manufacturerId] default 7D (Noteva); another ID makes a device of another maker
 * @property {boolean} [silent] a device that answers nothing
 * @property {Faults} [faults] overrides the simulator's faults for this instrument
 *
 * @typedef {object} SimulatorOptions
 * @property {InstrumentOptions[]} instruments
 * @property {boolean} [refuse] requestMIDIAccess is refused (the visitor said no)
 * @property {Faults} [faults]
 *
 * @typedef {object} InstrumentState
 * @property {boolean} plugged
 * @property {string} version installed firmware
 * @property {"idle" | "receiving" | "verifying" | "switching"} state
 * @property {"usb" | "bluetooth"} link
 * @property {string | null} pending the pending image's version
 * @property {number} chunksReceived
 * @property {number} totalChunks
 * @property {number} refusals how many REFUSED messages it sent
 * @property {number[]} refusalReasons their reasons, in order
 * @property {number} commits
 */

/** @param {ArrayLike<number>} bytes @param {number} at @param {number} groups */
function read7(bytes, at, groups) {
  let value = 0;
  for (let i = groups - 1; i >= 0; i--) value = value * 128 + bytes[at + i];
  return value;
}

/** @param {number} value @param {number} groups */
function write7(value, groups) {
  const out = [];
  let rest = value;
  for (let i = 0; i < groups; i++) {
    out.push(rest % 128);
    rest = Math.floor(rest / 128);
  }
  return out;
}

/** @param {string} text */
function versionToBytes(text) {
  const parts = text.split(".").map(Number);
  return [parts[0] || 0, parts[1] || 0, parts[2] || 0, parts[3] || 0];
}

/** @param {ArrayLike<number>} b */
function bytesToVersion(b) {
  return b[3] ? `${b[0]}.${b[1]}.${b[2]}.${b[3]}` : `${b[0]}.${b[1]}.${b[2]}`;
}

/** @param {number[]} a @param {number[]} b */
function olderThan(a, b) {
  for (let i = 0; i < 4; i++) if (a[i] !== b[i]) return a[i] < b[i];
  return false;
}

/**
 * Undoes the 7-bit packing: per group, one byte of high bits (bit i for byte i), then up to 7 bytes.
 * @param {number[]} packed
 */
function unpack(packed) {
  const out = [];
  for (let i = 0; i < packed.length; i += 8) {
    const high = packed[i];
    for (let j = 1; j < 8 && i + j < packed.length; j++) out.push(packed[i + j] | (((high >> (j - 1)) & 1) << 7));
  }
  return Uint8Array.from(out);
}

/** @param {number[]} a @param {ArrayLike<number>} b */
function same(a, b) {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

/** @param {string} name @param {Record<string, unknown>} props */
function makeEvent(name, props) {
  const event = new Event(name);
  for (const [key, value] of Object.entries(props)) Object.defineProperty(event, key, { value, enumerable: true });
  return event;
}

class SimPort extends EventTarget {
  /**
   * @param {"input" | "output"} type
   * @param {string} id
   * @param {string} name
   * @param {string} manufacturer
   */
  constructor(type, id, name, manufacturer) {
    super();
    this.type = type;
    this.id = id;
    this.name = name;
    this.manufacturer = manufacturer;
    this.version = "1.0";
    /** @type {"connected" | "disconnected"} */
    this.state = "connected";
    /** @type {"open" | "closed" | "pending"} */
    this.connection = "closed";
    /** @type {((event: Event) => void) | null} */
    this.onstatechange = null;
  }

  open() {
    if (this.connection !== "open") this.connection = this.state === "connected" ? "open" : "pending";
    return Promise.resolve(this);
  }

  close() {
    this.connection = "closed";
    return Promise.resolve(this);
  }

  /** @param {string} type @param {Record<string, unknown>} props */
  emit(type, props) {
    const event = makeEvent(type, props);
    const handler = /** @type {Record<string, unknown>} */ (/** @type {unknown} */ (this))[`on${type}`];
    if (typeof handler === "function") handler.call(this, event);
    this.dispatchEvent(event);
  }
}

class SimInput extends SimPort {
  /** @param {string} id @param {string} name @param {string} manufacturer */
  constructor(id, name, manufacturer) {
    super("input", id, name, manufacturer);
    /** @type {((event: Event & { data: Uint8Array }) => void) | null} */
    this._onmidimessage = null;
  }

  get onmidimessage() {
    return this._onmidimessage;
  }

  /** Setting a handler opens the port, as in browsers. */
  set onmidimessage(handler) {
    this._onmidimessage = handler;
    if (handler) this.open();
  }

  /** @param {string} type @param {EventListenerOrEventListenerObject | null} listener @param {boolean | AddEventListenerOptions} [options] */
  addEventListener(type, listener, options) {
    super.addEventListener(type, listener, options);
    if (type === "midimessage") this.open();
  }

  /** @param {Uint8Array} data */
  deliver(data) {
    if (this.state !== "connected" || this.connection !== "open") return;
    this.emit("midimessage", { data, timeStamp: performance.now() });
  }
}

class SimOutput extends SimPort {
  /**
   * @param {string} id @param {string} name @param {string} manufacturer
   * @param {Instrument} instrument
   * @param {() => boolean} sysexAllowed
   */
  constructor(id, name, manufacturer, instrument, sysexAllowed) {
    super("output", id, name, manufacturer);
    this.instrument = instrument;
    this.sysexAllowed = sysexAllowed;
  }

  /** @param {ArrayLike<number>} data @param {number} [_timestamp] */
  send(data, _timestamp) {
    const bytes = Array.from(data);
    if (bytes.some((b) => !Number.isInteger(b) || b < 0 || b > 0xff)) throw new TypeError("MIDI data bytes are 0–255");
    if (bytes.includes(0xf0) && !this.sysexAllowed()) {
      throw new DOMException("System exclusive message is not allowed.", "InvalidAccessError");
    }
    if (this.state === "disconnected") throw new DOMException("The port is disconnected.", "InvalidStateError");
    this.open();
    for (let i = 0; i < bytes.length; i++) {
      if (bytes[i] !== 0xf0) continue;
      const end = bytes.indexOf(0xf7, i);
      if (end < 0) throw new TypeError("System exclusive message without F7");
      const message = bytes.slice(i, end + 1);
      if (message.slice(1, -1).some((b) => b > 0x7f)) throw new TypeError("System exclusive data bytes are 7-bit");
      this.instrument.receive(message);
      i = end;
    }
  }

  clear() {}
}

class Instrument {
  /**
   * @param {InstrumentOptions} options
   * @param {Faults} faults
   * @param {number} index
   * @param {() => boolean} sysexAllowed
   * @param {(port: SimPort) => void} announce
   */
  constructor(options, faults, index, sysexAllowed, announce) {
    this.options = options;
    this.faults = { ...faults, ...options.faults };
    this.family = options.family;
    this.member = options.member;
    this.installed = versionToBytes(options.version);
    this.link = options.link ?? "usb";
    this.deviceId = options.deviceId ?? 0x10;
    this.manufacturerId = options.manufacturerId ?? NOTEVA_ID;
    this.announce = announce;
    const noteva = same(this.manufacturerId, NOTEVA_ID);
    const name = options.portName ?? (noteva ? `Noteva ${options.productId ?? "instrument"}` : "USB MIDI Device");
    const maker = noteva ? "Noteva" : "";
    this.input = new SimInput(`sim-in-${index}`, name, maker);
    this.output = new SimOutput(`sim-out-${index}`, name, maker, this, sysexAllowed);
    /** @type {"idle" | "receiving" | "verifying" | "switching"} */
    this.state = "idle";
    /** @type {{ version: number[], minimum: number[], image: Uint8Array, chunkSize: number, total: number, sha: number[], next: number } | null} */
    this.pending = null;
    this.gap = false;
    this.corruptDone = false;
    this.disconnectDone = false;
    /** @type {number[]} */
    this.refusalReasons = [];
    this.commits = 0;
    this.epoch = 0;
    /** @type {Promise<void>} */
    this.queue = Promise.resolve();
  }

  get plugged() {
    return this.input.state === "connected";
  }

  /** @param {number[]} message */
  receive(message) {
    this.queue = this.queue.then(() => this.handle(message)).catch(() => {});
  }

  /** @param {number[]} bytes */
  reply(bytes) {
    const data = Uint8Array.from(bytes);
    const delay = this.faults.slow ?? 0;
    const epoch = this.epoch;
    // what is on its way when the cable is pulled is lost
    setTimeout(() => epoch === this.epoch && this.input.deliver(data), delay);
  }

  /** @param {number} cmd @param {number[]} data */
  answer(cmd, data) {
    this.reply([0xf0, ...this.manufacturerId, ...NV, this.deviceId, cmd, ...data, 0xf7]);
  }

  /** @param {number} cmd @param {number} reason @param {number[]} [detail] */
  refuse(cmd, reason, detail = []) {
    this.refusalReasons.push(reason);
    this.answer(CMD.refused, [cmd, reason, ...detail]);
  }

  /** @param {number[]} m */
  async handle(m) {
    if (!this.plugged || this.options.silent) return;
    const device = m[2];
    if (m[1] === 0x7e && m[3] === 0x06 && m[4] === 0x01 && m.length === 6) {
      if (device === ALL || device === this.deviceId) {
        const reply = [0xf0, 0x7e, this.deviceId, 0x06, 0x02, ...this.manufacturerId];
        reply.push(...write7(this.family, 2), ...write7(this.member, 2), ...this.installed, 0xf7);
        this.reply(reply);
      }
      return;
    }
    const head = [0xf0, ...this.manufacturerId, ...NV];
    if (!same(head, m.slice(0, head.length)) || m.length < head.length + 3) return;
    const dev = m[head.length];
    if (dev !== ALL && dev !== this.deviceId) return;
    const cmd = m[head.length + 1];
    const data = m.slice(head.length + 2, -1);
    switch (cmd) {
      case CMD.statusRequest:
        return data.length ? this.refuse(cmd, MALFORMED) : this.sendStatus();
      case CMD.begin:
        return this.begin(data);
      case CMD.data:
        return this.data(data);
      case CMD.commit:
        return data.length ? this.refuse(cmd, MALFORMED) : this.commit();
      case CMD.abort:
        if (data.length) return this.refuse(cmd, MALFORMED);
        this.pending = null;
        this.state = "idle";
        return this.sendStatus();
      default:
        return this.refuse(cmd, MALFORMED);
    }
  }

  sendStatus() {
    const p = this.pending;
    this.answer(CMD.status, [
      ...write7(this.family, 2),
      ...write7(this.member, 2),
      ...this.installed,
      STATES[this.state],
      this.link === "usb" ? 0 : 1,
      ...(p ? p.version : [0, 0, 0, 0]),
      ...write7(p ? p.next : 0, 3),
      ...write7(p ? p.total : 0, 3),
    ]);
  }

  /** @param {number[]} d */
  begin(d) {
    if (d.length !== 59) return this.refuse(CMD.begin, MALFORMED);
    if (this.state === "verifying" || this.state === "switching") return this.refuse(CMD.begin, NOT_READY);
    if (this.link !== "usb") return this.refuse(CMD.begin, NOT_USB);
    if (read7(d, 0, 2) !== this.family || read7(d, 2, 2) !== this.member) {
      return this.refuse(CMD.begin, WRONG_MODEL, [...write7(this.family, 2), ...write7(this.member, 2)]);
    }
    const version = d.slice(4, 8);
    const minimum = d.slice(8, 12);
    if (olderThan(this.installed, minimum)) return this.refuse(CMD.begin, TOO_OLD, minimum);
    const size = read7(d, 12, 5);
    const chunkSize = read7(d, 17, 2);
    const total = read7(d, 19, 3);
    const sha = Array.from(unpack(d.slice(22)));
    if (sha.length !== 32 || chunkSize < 1 || chunkSize > MAX_CHUNK || total !== Math.ceil(size / chunkSize)) {
      return this.refuse(CMD.begin, MALFORMED);
    }
    const p = this.pending;
    const resume = p && same(p.sha, sha) && p.image.length === size && p.chunkSize === chunkSize;
    if (!resume) {
      this.pending = { version, minimum, image: new Uint8Array(size), chunkSize, total, sha, next: 0 };
    }
    this.state = "receiving";
    this.gap = false;
    this.answer(CMD.accepted, [...write7(this.pending ? this.pending.next : 0, 3), WINDOW]);
  }

  /** @param {number[]} d */
  data(d) {
    const p = this.pending;
    if (!p || this.state !== "receiving") return this.refuse(CMD.data, NOT_READY);
    if (d.length < 6) return this.refuse(CMD.data, MALFORMED);
    const sequence = read7(d, 0, 3);
    if (sequence < p.next) return this.answer(CMD.ack, write7(p.next - 1, 3));
    if (sequence > p.next) {
      if (this.gap) return;
      this.gap = true;
      return this.refuse(CMD.data, OUT_OF_SEQUENCE, write7(p.next, 3));
    }
    const length = read7(d, 3, 2);
    const body = d.slice(0, -1);
    const sum = body.reduce((a, b) => a + b, 0) & 0x7f;
    const raw = unpack(d.slice(5, -1));
    const expected = Math.min(p.chunkSize, p.image.length - sequence * p.chunkSize);
    const corrupt = this.faults.corruptChunk === sequence && !this.corruptDone;
    if (corrupt) this.corruptDone = true;
    if (corrupt || sum !== d[d.length - 1] || length !== expected || raw.length !== expected) {
      this.gap = true;
      return this.refuse(CMD.data, BAD_CHUNK, write7(sequence, 3));
    }
    p.image.set(raw, sequence * p.chunkSize);
    p.next = sequence + 1;
    this.gap = false;
    const at = this.faults.disconnectAt;
    if (at !== undefined && !this.disconnectDone && p.next >= Math.max(1, Math.ceil(p.total * at))) {
      // the cable is pulled before the ACK leaves: the host learns the resume point from STATUS
      this.disconnectDone = true;
      this.unplug();
      const after = this.faults.reconnectAfterMs;
      if (after !== undefined) setTimeout(() => this.plug(), after);
      return;
    }
    this.answer(CMD.ack, write7(sequence, 3));
  }

  async commit() {
    const p = this.pending;
    if (!p || this.state !== "receiving" || p.next < p.total) return this.refuse(CMD.commit, NOT_READY);
    this.state = "verifying";
    const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", p.image));
    const header = p.image;
    const magic = header[0] === 0x4e && header[1] === 0x56 && header[2] === 0x46 && header[3] === 0x57;
    if (!same(p.sha, digest)) {
      this.pending = null;
      this.state = "idle";
      return this.refuse(CMD.commit, HASH_MISMATCH);
    }
    if (!magic || header[4] !== 1 || read7(header, 5, 2) !== this.family || read7(header, 7, 2) !== this.member) {
      this.pending = null;
      this.state = "idle";
      return this.refuse(CMD.commit, WRONG_MODEL, [...write7(this.family, 2), ...write7(this.member, 2)]);
    }
    this.state = "switching";
    this.installed = p.version;
    this.pending = null;
    this.state = "idle";
    this.commits++;
    this.answer(CMD.committed, this.installed);
  }

  unplug() {
    if (!this.plugged) return;
    this.epoch++;
    for (const port of [this.input, this.output]) {
      port.state = "disconnected";
      if (port.connection === "open") port.connection = "pending";
      this.announce(port);
    }
  }

  plug() {
    if (this.plugged) return;
    for (const port of [this.input, this.output]) {
      port.state = "connected";
      if (port.connection === "pending") port.connection = "open";
      this.announce(port);
    }
  }

  /** @returns {InstrumentState} */
  snapshot() {
    const p = this.pending;
    return {
      plugged: this.plugged,
      version: bytesToVersion(this.installed),
      state: this.state,
      link: this.link,
      pending: p ? bytesToVersion(p.version) : null,
      chunksReceived: p ? p.next : 0,
      totalChunks: p ? p.total : 0,
      refusals: this.refusalReasons.length,
      refusalReasons: [...this.refusalReasons],
      commits: this.commits,
    };
  }
}

/**
 * The simulator: its instruments, a requestMIDIAccess stand-in and the test controls.
 * @param {SimulatorOptions} options
 */
export function createMidiSimulator(options) {
  let sysex = false;
  /** @type {Set<EventTarget & { onstatechange: ((event: Event) => void) | null }>} */
  const accesses = new Set();
  /** @param {SimPort} port */
  const announce = (port) => {
    port.emit("statechange", { port });
    for (const access of accesses) {
      const event = makeEvent("statechange", { port });
      if (typeof access.onstatechange === "function") access.onstatechange(event);
      access.dispatchEvent(event);
    }
  };
  const instruments = options.instruments.map(
    (o, i) => new Instrument(o, options.faults ?? {}, i, () => sysex, announce),
  );

  /** @param {number | string} [which] index or product id; the first instrument when absent */
  const find = (which) => {
    const found =
      typeof which === "string" ? instruments.find((x) => x.options.productId === which) : instruments[which ?? 0];
    if (!found) throw new Error(`no simulated instrument ${which}`);
    return found;
  };

  const control = {
    /** @param {number | string} [which] */
    plug: (which) => find(which).plug(),
    /** @param {number | string} [which] */
    unplug: (which) => find(which).unplug(),
    /** @param {number | string} [which] @returns {InstrumentState} */
    state: (which) => find(which).snapshot(),
    /** Resolves when every instrument has handled what it was sent. */
    settled: () => Promise.all(instruments.map((x) => x.queue)).then(() => undefined),
  };

  /** @param {{ sysex?: boolean }} [request] */
  function requestMIDIAccess(request = {}) {
    if (options.refuse) return Promise.reject(new DOMException("Permission denied.", "NotAllowedError"));
    if (request.sysex) sysex = true;
    const access = Object.assign(new EventTarget(), {
      inputs: new Map(instruments.map((x) => [x.input.id, x.input])),
      outputs: new Map(instruments.map((x) => [x.output.id, x.output])),
      sysexEnabled: Boolean(request.sysex),
      /** @type {((event: Event) => void) | null} */
      onstatechange: null,
    });
    accesses.add(access);
    return Promise.resolve(access);
  }

  return { control, requestMIDIAccess };
}

/**
 * A MIDIAccess stand-in with SysEx allowed, for tests that need no navigator.
 * @param {SimulatorOptions} options
 */
export async function createMidiAccess(options) {
  const simulator = createMidiSimulator(options);
  const access = await simulator.requestMIDIAccess({ sysex: true });
  return Object.assign(access, { control: simulator.control });
}

/**
 * Replaces `navigator.requestMIDIAccess` on `target` (globalThis or a window) and leaves the
 * controls at `target.notevaMidiSimulator` for browser tests.
 * @param {typeof globalThis} target
 * @param {SimulatorOptions} options
 */
export function installMidiSimulator(target, options) {
  const simulator = createMidiSimulator(options);
  Object.defineProperty(target.navigator, "requestMIDIAccess", {
    value: simulator.requestMIDIAccess,
    configurable: true,
    writable: true,
  });
  Object.defineProperty(target, "notevaMidiSimulator", { value: simulator.control, configurable: true });
  return simulator.control;
}
