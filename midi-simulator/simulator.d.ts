/** Types of simulator.js (plain JavaScript, so that it runs in a page as it is). */

export type Faults = {
  /** Fraction of the chunks (0–1) after which the cable is pulled, once. */
  disconnectAt?: number;
  /** Plug back in by itself this long after that pull (otherwise: control.plug()). */
  reconnectAfterMs?: number;
  /** This chunk's first arrival counts as damaged: REFUSED 04, once. */
  corruptChunk?: number;
  /** Milliseconds before each answer. */
  slow?: number;
};

export type InstrumentOptions = {
  productId?: string;
  family: number;
  member: number;
  /** Installed firmware, "1.2.0". */
  version: string;
  link?: "usb" | "bluetooth";
  portName?: string;
  /** Default 10 hex. */
  deviceId?: number;
  /** Default [0x7d] (Noteva); another ID makes another maker's device (it answers identity only). */
  manufacturerId?: number[];
  /** A device that answers nothing. */
  silent?: boolean;
  faults?: Faults;
};

export type SimulatorOptions = {
  instruments: InstrumentOptions[];
  /** requestMIDIAccess is refused with a NotAllowedError. */
  refuse?: boolean;
  faults?: Faults;
};

export type InstrumentState = {
  plugged: boolean;
  version: string;
  state: "idle" | "receiving" | "verifying" | "switching";
  link: "usb" | "bluetooth";
  pending: string | null;
  chunksReceived: number;
  totalChunks: number;
  refusals: number;
  refusalReasons: number[];
  commits: number;
};

export type SimulatorControl = {
  plug(which?: number | string): void;
  unplug(which?: number | string): void;
  state(which?: number | string): InstrumentState;
  settled(): Promise<void>;
};

export function createMidiSimulator(options: SimulatorOptions): {
  control: SimulatorControl;
  requestMIDIAccess(request?: MIDIOptions): Promise<MIDIAccess>;
};

export function createMidiAccess(options: SimulatorOptions): Promise<MIDIAccess & { control: SimulatorControl }>;

export function installMidiSimulator(target: typeof globalThis, options: SimulatorOptions): SimulatorControl;
