/**
 * A Noteva instrument on the other end of a Web MIDI connection, written from the protocol's
 * document (version 2: signed images, CRC-32 per chunk, an end of update in states, battery,
 * pairing by tagged STATUS REQUEST) and not from the site's own protocol module, so that each
 * checks the other. Plain ES module, no imports: it runs in Node's tests, in the browser tests
 * (injected into the page) and in `npm run dev` (app/lib/midi/dev-simulator.ts).
 *
 *   const control = installMidiSimulator(globalThis, { instruments: [{ family: 0x101, member: 3, version: "1.0.0", keys }] });
 *   // navigator.requestMIDIAccess({ sysex: true }) now finds it; control.unplug(), control.state() …
 *
 * The instrument trusts only the signed header it verified at UPDATE BEGIN (Ed25519, with the keys
 * it was built with), keeps acknowledged chunks across a pulled cable and a power loss, checks the
 * body's SHA-256 while verifying, installs into its inactive bank, restarts (its ports go away and
 * come back) and reports each phase in STATUS. Types and options: simulator.d.ts.
 */

const NOTEVA_ID = [0x7d];
const NV = [0x4e, 0x56];
const ALL = 0x7f;
const WINDOW = 8;
const MAX_CHUNK = 256;
const HEADER = 160;
const SIGNED = 96;
const MIN_BATTERY = 30;

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
const R = {
  wrongModel: 0x01,
  tooOld: 0x02,
  notUsb: 0x03,
  badChunk: 0x04,
  outOfSequence: 0x05,
  hashMismatch: 0x06,
  notReady: 0x07,
  malformed: 0x08,
  badSignature: 0x09,
  downgrade: 0x0a,
  batteryLow: 0x0b,
  unknownKey: 0x0c,
  startFailed: 0x0d,
};
const STATES = { idle: 0, receiving: 1, verifying: 2, installing: 3, restarting: 4, recovery: 5 };
const RESULTS = { none: 0, installed: 1, failed: 2 };
/** The states in which the instrument finishes an update by itself: no BEGIN, no ABORT. */
const BUSY = ["verifying", "installing", "restarting"];

/** @typedef {import("./simulator.d.ts").Faults} Faults */
/** @typedef {import("./simulator.d.ts").InstrumentOptions} InstrumentOptions */
/** @typedef {import("./simulator.d.ts").SimulatorOptions} SimulatorOptions */
/** @typedef {import("./simulator.d.ts").InstrumentState} InstrumentState */
/** @typedef {"idle" | "receiving" | "verifying" | "installing" | "restarting" | "recovery"} StateName */
/**
 * @typedef {object} Pending an image being received: its verified header and what the staging area holds
 * @property {Uint8Array} header the 160 bytes accepted at UPDATE BEGIN
 * @property {number[]} version
 * @property {Uint8Array} sha the body's SHA-256 the header signs
 * @property {number} chunkSize
 * @property {Uint8Array} image the staging area (header and body)
 * @property {number} total chunks of the image
 * @property {number} next the next chunk expected (every chunk before it is stored)
 */

/** @param {ArrayLike<number>} bytes @param {number} at @param {number} groups */
function read7(bytes, at, groups) {
  let value = 0;
  for (let i = groups - 1; i >= 0; i--) value = value * 128 + (bytes[at + i] ?? 0);
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

/** @param {ArrayLike<number>} a @param {ArrayLike<number>} b */
function olderThan(a, b) {
  for (let i = 0; i < 4; i++) if (a[i] !== b[i]) return a[i] < b[i];
  return false;
}

/** @param {ArrayLike<number>} a @param {ArrayLike<number>} b */
function same(a, b) {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** @param {ArrayLike<number>} bytes */
function toHex(bytes) {
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** @param {string} hex */
function fromHex(hex) {
  return Uint8Array.from(hex.match(/../g) ?? [], (b) => Number.parseInt(b, 16));
}

/**
 * Undoes the 7-bit packing: per group of up to 8 bytes, one byte of high bits (bit i for raw byte
 * i), then up to 7 low parts. Null when a group is cut to its high-bit byte or names absent bytes.
 * @param {ArrayLike<number>} packed
 */
function unpack(packed) {
  if (packed.length % 8 === 1) return null;
  const out = [];
  for (let i = 0; i < packed.length; i += 8) {
    const high = packed[i];
    const n = Math.min(7, packed.length - i - 1);
    if (high >> n) return null;
    for (let j = 0; j < n; j++) out.push(packed[i + 1 + j] | (((high >> j) & 1) << 7));
  }
  return Uint8Array.from(out);
}

/** @type {number[]} */
const CRC_TABLE = [];
for (let n = 0; n < 256; n++) {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  CRC_TABLE.push(c >>> 0);
}

/** CRC-32 (IEEE 802.3, as zlib and PNG): "123456789" → CBF43926. @param {ArrayLike<number>} bytes */
function crc32(bytes) {
  let crc = 0xffffffff;
  for (let i = 0; i < bytes.length; i++) crc = CRC_TABLE[(crc ^ bytes[i]) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** @param {string} publicKeyHex @param {Uint8Array} signature @param {Uint8Array} data */
async function verifyEd25519(publicKeyHex, signature, data) {
  try {
    const key = await crypto.subtle.importKey("raw", fromHex(publicKeyHex), { name: "Ed25519" }, false, ["verify"]);
    return await crypto.subtle.verify("Ed25519", key, signature, data);
  } catch {
    return false;
  }
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
   * @param {Instrument} instrument the one instrument this output reaches
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
    this.noteva = same(this.manufacturerId, NOTEVA_ID);
    this.keys = options.keys ?? [];
    this.battery = options.battery;
    this.recovery = Boolean(options.recovery);
    this.announce = announce;
    const name = options.portName ?? (this.noteva ? `Noteva ${options.productId ?? "instrument"}` : "USB MIDI Device");
    const maker = this.noteva ? "Noteva" : "";
    this.input = new SimInput(`sim-in-${index}`, name, maker);
    this.output = new SimOutput(`sim-out-${index}`, options.outputName ?? name, maker, this, sysexAllowed);
    /** @type {StateName} */
    this.state = this.rest();
    /** @type {Pending | null} */
    this.pending = null;
    /** A gap is open: chunks above the expected one are ignored until it arrives. */
    this.gap = false;
    /** When the current phase started (progress). */
    this.phaseStart = 0;
    /** @type {"none" | "installed" | "failed"} */
    this.result = "none";
    this.resultReason = 0;
    /** Physically: the cable is in, the power is on, the USB port is up (not restarting). */
    this.cable = true;
    this.powered = true;
    this.restarting = false;
    /** @type {string | null} the phase the power went in, until it returns */
    this.lostIn = null;
    /** One-shot faults already spent. */
    this.spent = { corrupt: false, disconnect: false, cable: false, power: false, startFail: false };
    this.identities = 0;
    /** @type {number[]} */
    this.refusalReasons = [];
    this.commits = 0;
    this.chunksAccepted = 0;
    /** @type {Record<string, number>} */
    this.received = {};
    /** Replies in flight belong to an epoch; a pull loses them. */
    this.epoch = 0;
    /** The phases' timers belong to a run; a power loss ends it. */
    this.run = 0;
    /** @type {ReturnType<typeof setTimeout> | undefined} */
    this.timer = undefined;
    /** @type {Promise<void>} */
    this.queue = Promise.resolve();
  }

  /** The state with nothing pending: the boot loader's when it runs, else idle. @returns {StateName} */
  rest() {
    return this.recovery ? "recovery" : "idle";
  }

  get plugged() {
    return this.input.state === "connected";
  }

  get batteryLow() {
    return this.battery !== undefined && this.battery < MIN_BATTERY;
  }

  /** @param {number[]} message */
  receive(message) {
    // what is on its way when the cable is pulled is lost
    const epoch = this.epoch;
    this.queue = this.queue.then(() => (epoch === this.epoch ? this.handle(message) : undefined)).catch(() => {});
  }

  /** @param {number[]} bytes @param {number} [delay] */
  reply(bytes, delay = this.faults.slow ?? 0) {
    const data = Uint8Array.from(bytes);
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

  /** @param {string} key */
  count(key) {
    this.received[key] = (this.received[key] ?? 0) + 1;
  }

  /** @param {number[]} m */
  async handle(m) {
    if (!this.plugged) return;
    const device = m[2];
    if (m[1] === 0x7e && m[3] === 0x06 && m[4] === 0x01 && m.length === 6) {
      if (device !== ALL && device !== this.deviceId) return;
      this.count("identity");
      if (this.options.silent) return;
      const reply = [0xf0, 0x7e, this.deviceId, 0x06, 0x02, ...this.manufacturerId];
      reply.push(...write7(this.family, 2), ...write7(this.member, 2), ...this.installed, 0xf7);
      const slowly = this.faults.slowIdentityMs !== undefined && this.identities < (this.faults.slowIdentityCount ?? 1);
      this.identities++;
      return this.reply(reply, slowly ? this.faults.slowIdentityMs : undefined);
    }
    // another maker's device answers identity only
    const head = [0xf0, ...NOTEVA_ID, ...NV];
    if (!this.noteva || m.length < head.length + 3 || !same(head, m.slice(0, head.length))) return;
    const dev = m[head.length];
    if (dev !== ALL && dev !== this.deviceId) return;
    const cmd = m[head.length + 1];
    const data = m.slice(head.length + 2, -1);
    if (cmd === CMD.commit && this.lostCommit()) return;
    this.count(cmd.toString(16).padStart(2, "0"));
    if (this.options.silent) return;
    switch (cmd) {
      case CMD.statusRequest:
        if (data.length !== 0 && data.length !== 2) return this.refuse(cmd, R.malformed);
        return this.sendStatus(data.length ? read7(data, 0, 2) : 0);
      case CMD.begin:
        return this.begin(data);
      case CMD.data:
        return this.data(data);
      case CMD.commit:
        return this.commit(data);
      case CMD.abort:
        return this.abort(data);
      default:
        return this.refuse(cmd, R.malformed);
    }
  }

  progress() {
    const ms = { verifying: this.options.verifyMs ?? 300, installing: this.options.installMs ?? 1500 }[this.state];
    if (ms === undefined) return 0;
    return Math.min(100, Math.floor(((Date.now() - this.phaseStart) / Math.max(1, ms)) * 100));
  }

  /** @param {number} tag */
  sendStatus(tag) {
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
      this.battery === undefined ? 0 : 1,
      this.battery === undefined ? 0x7f : this.battery,
      this.progress(),
      RESULTS[this.result],
      this.resultReason,
      ...write7(tag, 2),
    ]);
  }

  /** UPDATE BEGIN, checked in the document's order; nothing in the header counts before its signature. @param {number[]} d */
  async begin(d) {
    const C = CMD.begin;
    const chunkSize = read7(d, 0, 2);
    const header = d.length === 185 ? unpack(d.slice(2)) : null;
    if (!header || header.length !== HEADER || chunkSize < 1 || chunkSize > MAX_CHUNK)
      return this.refuse(C, R.malformed);
    if (BUSY.includes(this.state)) return this.refuse(C, R.notReady, [STATES[this.state]]);
    if (this.link !== "usb") return this.refuse(C, R.notUsb);
    if (this.batteryLow) return this.refuse(C, R.batteryLow, [this.battery ?? 0, MIN_BATTERY]);
    if (!same(header.subarray(0, 4), [0x4e, 0x56, 0x46, 0x57]) || header[4] !== 2) {
      return this.refuse(C, R.badSignature);
    }
    const keyId = toHex(header.subarray(37, 45));
    const key = this.keys.find((k) => k.id.toLowerCase() === keyId);
    if (!key) return this.refuse(C, R.unknownKey);
    const run = this.run;
    const valid = await verifyEd25519(key.publicKey, header.slice(SIGNED, HEADER), header.slice(0, SIGNED));
    if (run !== this.run) return; // the power went while it checked
    if (!valid) return this.refuse(C, R.badSignature);
    if (read7(header, 5, 2) !== this.family || read7(header, 7, 2) !== this.member) {
      return this.refuse(C, R.wrongModel, [...write7(this.family, 2), ...write7(this.member, 2)]);
    }
    const version = Array.from(header.subarray(9, 13));
    const minimum = Array.from(header.subarray(13, 17));
    if (olderThan(version, this.installed)) return this.refuse(C, R.downgrade, this.installed);
    if (olderThan(this.installed, minimum)) return this.refuse(C, R.tooOld, minimum);
    const p = this.pending;
    if (!p || !same(p.header, header) || p.chunkSize !== chunkSize) {
      const bodyLength = new DataView(header.buffer, header.byteOffset).getUint32(17, true);
      const image = new Uint8Array(HEADER + bodyLength);
      const total = Math.ceil(image.length / chunkSize);
      this.pending = { header, version, sha: header.slice(45, 77), chunkSize, image, total, next: 0 };
      this.result = "none";
      this.resultReason = 0;
    }
    this.state = "receiving";
    this.gap = false;
    const limits = [...write7(this.options.installLimitS ?? 10, 2), this.options.restartLimitS ?? 10];
    this.answer(CMD.accepted, [...write7(this.pending?.next ?? 0, 3), WINDOW, ...limits]);
  }

  /** @param {number[]} d */
  data(d) {
    const C = CMD.data;
    if (d.length < 10) return this.refuse(C, R.malformed);
    const p = this.pending;
    if (!p || this.state !== "receiving") return this.refuse(C, R.notReady, [STATES[this.state]]);
    const sequence = read7(d, 0, 3);
    if (sequence < p.next) return this.answer(CMD.ack, write7(p.next - 1, 3));
    if (sequence > p.next) {
      if (this.gap) return;
      this.gap = true;
      return this.refuse(C, R.outOfSequence, write7(p.next, 3));
    }
    const length = read7(d, 3, 2);
    const packed = d.slice(5, -5);
    const raw = unpack(packed);
    const expected = Math.max(0, Math.min(p.chunkSize, p.image.length - sequence * p.chunkSize));
    const corrupt = this.faults.corruptChunk === sequence && !this.spent.corrupt;
    if (corrupt) this.spent.corrupt = true;
    if (corrupt || !raw || length !== expected || raw.length !== expected || crc32(raw) !== read7(d, d.length - 5, 5)) {
      this.gap = true;
      return this.refuse(C, R.badChunk, write7(sequence, 3));
    }
    p.image.set(raw, sequence * p.chunkSize);
    p.next = sequence + 1;
    this.chunksAccepted++;
    this.gap = false;
    const at = this.faults.disconnectAt ?? (this.faults.powerAt === "receiving" ? 0.5 : undefined);
    if (at !== undefined && !this.spent.disconnect && p.next >= Math.max(1, Math.ceil(p.total * at))) {
      // the chunk is stored, but the cable (or the power) goes before its ACK leaves
      this.spent.disconnect = true;
      if (this.faults.powerAt === "receiving" && !this.spent.power) {
        this.spent.power = true;
        return this.powerLoss("receiving");
      }
      return this.pullCable();
    }
    this.answer(CMD.ack, write7(sequence, 3));
  }

  /** @param {number[]} d */
  commit(d) {
    const C = CMD.commit;
    if (d.length) return this.refuse(C, R.malformed);
    if (BUSY.includes(this.state)) return this.sendStatus(0);
    const p = this.pending;
    if (!p || this.state !== "receiving" || p.next < p.total) return this.refuse(C, R.notReady, [STATES[this.state]]);
    if (this.batteryLow) return this.refuse(C, R.batteryLow, [this.battery ?? 0, MIN_BATTERY]);
    this.state = "verifying";
    this.phaseStart = Date.now();
    this.sendStatus(0);
    this.enter("verifying");
  }

  /** The cable (or the power) goes as a COMMIT goes out, once: the instrument never hears it. */
  lostCommit() {
    if (this.faults.powerAt === "commit" && !this.spent.power) {
      this.spent.power = true;
      this.powerLoss("receiving");
      return true;
    }
    if (this.faults.cableAt === "commit" && !this.spent.cable) {
      this.spent.cable = true;
      this.pullCable();
      return true;
    }
    return false;
  }

  /** @param {number[]} d */
  abort(d) {
    if (d.length) return this.refuse(CMD.abort, R.malformed);
    if (BUSY.includes(this.state)) return this.refuse(CMD.abort, R.notReady, [STATES[this.state]]);
    this.pending = null;
    this.state = this.rest();
    this.gap = false;
    this.sendStatus(0);
  }

  /**
   * Enters a phase of the end of an update; its faults strike once what was said on entering it
   * (the STATUS answering COMMIT) has left.
   * @param {"verifying" | "installing" | "restarting"} phase
   */
  enter(phase) {
    this.state = phase;
    this.phaseStart = Date.now();
    const run = this.run;
    const after = (/** @type {number} */ ms, /** @type {() => void} */ next) => {
      this.timer = setTimeout(() => run === this.run && next(), ms);
    };
    after(this.faults.slow ?? 0, () => {
      if (this.faults.powerAt === phase && !this.spent.power) {
        this.spent.power = true;
        return this.powerLoss(phase);
      }
      if (this.faults.cableAt === phase && !this.spent.cable) {
        this.spent.cable = true;
        this.pullCable();
      }
      if (phase === "verifying") after(this.options.verifyMs ?? 300, () => this.verified(run));
      else if (phase === "installing") after(this.options.installMs ?? 1500, () => this.enter("restarting"));
      else {
        // the boot record points at the new bank: the instrument restarts, its USB port goes away
        this.restarting = true;
        this.updatePorts();
        after(this.options.restartMs ?? 1000, () => this.start());
      }
    });
  }

  /** The end of verifying: the body's SHA-256 and chunk 0 against the signed header. @param {number} run */
  async verified(run) {
    const p = this.pending;
    if (!p) return;
    const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", p.image.subarray(HEADER)));
    if (run !== this.run) return;
    if (same(digest, p.sha) && same(p.image.subarray(0, HEADER), p.header)) return this.enter("installing");
    this.pending = null;
    this.state = this.rest();
    this.result = "failed";
    this.resultReason = R.hashMismatch;
  }

  /** The first start after the switch: the new firmware, or the old one when the new one fails. */
  start() {
    const p = this.pending;
    this.pending = null;
    this.restarting = false;
    const fails = this.faults.startFails && !this.spent.startFail;
    if (fails) {
      this.spent.startFail = true;
      this.result = "failed";
      this.resultReason = R.startFailed;
    } else if (p) {
      this.installed = p.version;
      this.commits++;
      this.result = "installed";
      this.resultReason = 0;
      this.recovery = false;
    }
    this.state = this.rest();
    this.updatePorts();
    // the new firmware says so once, unsolicited; missed when nobody is connected
    if (!fails && p && this.plugged) this.answer(CMD.committed, this.installed);
  }

  /** The ports follow the cable, the power and the restart; a change is announced on both. */
  updatePorts() {
    const up = this.cable && this.powered && !this.restarting;
    if (up === this.plugged) return;
    if (!up) this.epoch++;
    for (const port of [this.input, this.output]) {
      port.state = up ? "connected" : "disconnected";
      if (up && port.connection === "pending") port.connection = "open";
      if (!up && port.connection === "open") port.connection = "pending";
      this.announce(port);
    }
  }

  /** A fault pulls the cable; it comes back by itself after reconnectAfterMs, else at plug(). */
  pullCable() {
    this.unplug();
    const after = this.faults.reconnectAfterMs;
    if (after !== undefined) setTimeout(() => this.plug(), after);
  }

  /** The cable goes and the power with it; what survives follows the power-loss table. @param {string} phase */
  powerLoss(phase) {
    this.run++;
    clearTimeout(this.timer);
    this.lostIn = phase;
    this.powered = false;
    this.cable = false;
    this.restarting = false;
    this.updatePorts();
    const after = this.faults.reconnectAfterMs;
    if (after !== undefined) setTimeout(() => this.plug(), after);
  }

  powerOn() {
    const lost = this.lostIn;
    this.lostIn = null;
    this.powered = true;
    this.gap = false;
    if (lost === "restarting") {
      // the switch was done: the new firmware starts (start() plugs the ports back)
      this.cable = true;
      return this.start();
    }
    // receiving, verifying, installing: the old firmware, every stored chunk kept
    if (this.pending && lost !== null && lost !== "idle") this.state = "receiving";
    else if (!this.pending) this.state = this.rest();
  }

  unplug() {
    this.cable = false;
    this.updatePorts();
  }

  plug() {
    this.cable = true;
    if (!this.powered) this.powerOn();
    this.updatePorts();
  }

  /** @returns {InstrumentState} */
  snapshot() {
    const p = this.pending;
    return {
      plugged: this.plugged,
      powered: this.powered,
      version: bytesToVersion(this.installed),
      state: this.state,
      link: this.link,
      pending: p ? bytesToVersion(p.version) : null,
      chunksReceived: p ? p.next : 0,
      totalChunks: p ? p.total : 0,
      chunksAccepted: this.chunksAccepted,
      refusals: this.refusalReasons.length,
      refusalReasons: [...this.refusalReasons],
      commits: this.commits,
      result: this.result,
      resultReason: this.resultReason,
      progress: this.progress(),
      received: { ...this.received },
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
    /** Cable in, and power back on after a power loss. @param {number | string} [which] */
    plug: (which) => find(which).plug(),
    /** Cable out: the instrument goes on by itself, unheard. @param {number | string} [which] */
    unplug: (which) => find(which).unplug(),
    /** @param {number | string} [which] @returns {InstrumentState} */
    state: (which) => find(which).snapshot(),
    /** Resolves when every instrument has handled what it was sent. */
    settled: () => Promise.all(instruments.map((x) => x.queue)).then(() => undefined),
    /** The battery runs down (or is charged): percent, or undefined for external power. @param {number | undefined} percent @param {number | string} [which] */
    setBattery: (percent, which) => {
      find(which).battery = percent;
    },
  };

  /** @param {{ sysex?: boolean }} [request] */
  function requestMIDIAccess(request = {}) {
    if (options.refuse) return Promise.reject(new DOMException("Permission denied.", "NotAllowedError"));
    if (options.failStart) return Promise.reject(new DOMException("MIDI did not start.", options.failStart));
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
 * @internal for tests: knip's production mode does not ask for another user
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
