/** Types of simulator.js (plain JavaScript, so that it runs in a page as it is). */

/** An end-of-update phase at which the cable or the power goes. */
export type Phase = "commit" | "verifying" | "installing" | "restarting";

export type Faults = {
  /** Fraction of the chunks (0–1) after which the cable is pulled, once (the ACK of that chunk is lost). */
  disconnectAt?: number;
  /** Plug back in (or power back on) by itself this long after a pull (otherwise: control.plug()). */
  reconnectAfterMs?: number;
  /** This chunk's first arrival counts as damaged: REFUSED 04, once. */
  corruptChunk?: number;
  /** Milliseconds before each answer. */
  slow?: number;
  /** Milliseconds before the answers to the first `slowIdentityCount` (default 1) Identity Requests. */
  slowIdentityMs?: number;
  slowIdentityCount?: number;
  /**
   * The cable is pulled once at this phase: "commit" as the COMMIT goes out (the instrument never
   * hears it), else on entering the phase (the instrument goes on by itself, unheard).
   */
  cableAt?: Phase;
  /**
   * The power goes once on entering this phase ("commit": as the COMMIT goes out, unheard; "receiving":
   * at `disconnectAt`, 0.5 when absent, before that chunk's ACK); what survives follows the document's
   * power-loss table when it comes back (control.plug() or reconnectAfterMs).
   */
  powerAt?: Phase | "receiving";
  /** The new firmware fails its first start: the boot loader switches back (result failed, 0D). */
  startFails?: boolean;
};

export type InstrumentOptions = {
  productId?: string;
  family: number;
  member: number;
  /** Installed firmware, "1.2.0". */
  version: string;
  link?: "usb" | "bluetooth";
  /** The input port's name (default "Noteva <productId>"). */
  portName?: string;
  /** The output port's name (default: the input's). */
  outputName?: string;
  /** Default 10 hex. */
  deviceId?: number;
  /** Default [0x7d] (Noteva); another ID makes another maker's device (it answers identity only). */
  manufacturerId?: number[];
  /** A device that answers nothing. */
  silent?: boolean;
  /** The public keys the instrument was built with (default: none, so every image is refused 0C). */
  keys?: { id: string; publicKey: string }[];
  /** On battery at this level (percent); absent: external power, no battery. */
  battery?: number;
  /** Runs its boot loader (state 05 recovery). */
  recovery?: boolean;
  /** How long verifying, installing and restarting take (defaults 300, 1500, 1000 ms). */
  verifyMs?: number;
  installMs?: number;
  restartMs?: number;
  /** What BEGIN ACCEPTED announces as the longest install and restart, in seconds (defaults 10, 10). */
  installLimitS?: number;
  restartLimitS?: number;
  faults?: Faults;
};

export type SimulatorOptions = {
  instruments: InstrumentOptions[];
  /** requestMIDIAccess is refused with a NotAllowedError. */
  refuse?: boolean;
  /** requestMIDIAccess fails with this DOMException name ("AbortError", "InvalidStateError" …): MIDI did not start. */
  failStart?: string;
  faults?: Faults;
};

export type InstrumentState = {
  plugged: boolean;
  /** Powered on (a power loss switches it off until plug()); while off, `state` is the one the power went in. */
  powered: boolean;
  version: string;
  state: "idle" | "receiving" | "verifying" | "installing" | "restarting" | "recovery";
  link: "usb" | "bluetooth";
  pending: string | null;
  chunksReceived: number;
  totalChunks: number;
  /** How many DATA messages it stored, over its life (0: no chunk was ever accepted). */
  chunksAccepted: number;
  refusals: number;
  refusalReasons: number[];
  /** Installs that switched to a new image. */
  commits: number;
  /** The last update's outcome, as STATUS reports it. */
  result: "none" | "installed" | "failed";
  resultReason: number;
  /** Percent of the current phase (verifying, installing; else 0), as STATUS reports it. */
  progress: number;
  /**
   * Messages it heard addressed to it (7F or its ID), by command byte (hex "01", "10", "12", "14", "16" …;
   * "identity" for Identity Requests); what a pulled cable lost is not counted.
   */
  received: Record<string, number>;
};

export type SimulatorControl = {
  plug(which?: number | string): void;
  unplug(which?: number | string): void;
  state(which?: number | string): InstrumentState;
  settled(): Promise<void>;
  /** Sets the battery's level (percent), or external power with no battery (undefined). */
  setBattery(percent: number | undefined, which?: number | string): void;
};

export function createMidiSimulator(options: SimulatorOptions): {
  control: SimulatorControl;
  requestMIDIAccess(request?: MIDIOptions): Promise<MIDIAccess>;
};

export function createMidiAccess(options: SimulatorOptions): Promise<MIDIAccess & { control: SimulatorControl }>;

export function installMidiSimulator(target: typeof globalThis, options: SimulatorOptions): SimulatorControl;
