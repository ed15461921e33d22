/**
 * The firmware update's normative tables beside the message bytes (./protocol-tables.ts): STATUS
 * values and reasons, states and their transitions, what each command gets in each state, the
 * checks of UPDATE BEGIN, the transfer, timing, the end of an update, power loss and the rules.
 * Made from the protocol module's constants; English, as the data lists print them.
 */

import {
  CHUNK_SIZE,
  IMAGE_FORMAT,
  IMAGE_HEADER_SIZE,
  IMAGE_MAGIC,
  LINK,
  MIN_BATTERY,
  NO_BATTERY,
  POWER,
  packedLength,
  REASON,
  RESULT,
  SIGNED_PART,
  STATE,
  type State,
  TIMING,
  WINDOW,
} from "./protocol.ts";
import { duration, grid, hex, MAX_TAG } from "./protocol-tables.ts";

const r = (reason: keyof typeof REASON) => hex(REASON[reason]);
const s = (state: State) => `${state} (${hex(STATE[state])})`;
const t = TIMING;
const grace = `${t.graceS} s`;

export const statusValuesGrid = grid(
  "status-values",
  ["Field", "Value", "Meaning"],
  [
    ["ll", hex(LINK.usb), "USB (updates run over USB only)"],
    ["ll", hex(LINK.bluetooth), "Bluetooth MIDI"],
    ["pw", hex(POWER.external), "External power"],
    ["pw", hex(POWER.battery), "Battery"],
    ["bb", "00–64", "Battery level, 0–100 %"],
    ["bb", hex(NO_BATTERY), "No battery"],
    ["pp", "00–64", "Progress of verifying or installing, 0–100 %; 0 in other states"],
    ["rs", hex(RESULT.none), "None: no update since the last accepted UPDATE BEGIN of a new image"],
    ["rs", hex(RESULT.installed), "Installed: the new firmware runs"],
    ["rs", hex(RESULT.failed), "Failed: the old firmware is kept; rd gives the reason"],
    ["rd", "00", "No failure"],
    ["rd", `${r("hashMismatch")}, ${r("startFailed")}`, "The failure's reason (table: reasons)"],
    ["g1 g2", `0001–${MAX_TAG.toString(16).toUpperCase()} hex`, "The tag of the STATUS REQUEST answered; 00 00: none"],
  ],
);

const reasons: Record<keyof typeof REASON, [meaning: string, detail: string]> = {
  wrongModel: ["Another model's image", "The instrument's f1 f2 m1 m2 (4 bytes)"],
  needsNewerVersion: [
    "Installed firmware older than the image's minimum: install the stepping stone first",
    "The minimum v1 v2 v3 v4 (4 bytes)",
  ],
  notUsb: ["Not over USB: updates run over USB only", "None"],
  badChunk: ["Chunk damaged (CRC-32 or length)", "Its sequence (3 bytes): send again from it"],
  outOfSequence: ["Chunk out of sequence", "The sequence expected (3 bytes): send again from it"],
  hashMismatch: [
    "The body's SHA-256 differs from the signed header's (at COMMIT): the image is discarded, the installed firmware stays",
    "None",
  ],
  notReady: ["Not ready: no transfer, chunks missing, or busy", "The state ss (1 byte)"],
  malformed: ["Malformed message (a length other than the message's)", "None"],
  badSignature: [`Signature not valid, or the image is not signed (header format not ${hex(IMAGE_FORMAT)})`, "None"],
  downgrade: ["Downgrade: the image is older than the installed firmware", "The installed v1 v2 v3 v4 (4 bytes)"],
  batteryLow: [
    `Battery below ${MIN_BATTERY} %`,
    `The level, then the minimum (${MIN_BATTERY} % = ${hex(MIN_BATTERY)}): 2 bytes`,
  ],
  unknownKey: ["The key the header names is not one the instrument was built with", "None"],
  startFailed: ["STATUS rd only: the new firmware did not start; the boot loader switched back to the old one", "—"],
};
export const reasonsGrid = grid(
  "reasons",
  ["rr", "Meaning", "Detail"],
  (Object.keys(REASON) as (keyof typeof REASON)[]).map((k) => [r(k), ...reasons[k]]),
);

const states: Record<State, [meaning: string, limit: string]> = {
  idle: ["No image pending", "—"],
  receiving: [
    'An image is pending: receiving, or waiting for the rest, or for COMMIT when next = total ("every chunk held")',
    "None: it waits",
  ],
  verifying: ["Checking the body's SHA-256 against the signed header", `${t.verifyMaxS} s`],
  installing: [
    "Writing the new image into the inactive bank and reading it back",
    `The install time BEGIN ACCEPTED announced (at most ${t.installMaxS} s)`,
  ],
  restarting: [
    "The boot record points at the new bank; the instrument restarts and its USB port goes away",
    `The restart time BEGIN ACCEPTED announced (at most ${t.restartMaxS} s)`,
  ],
  recovery: [
    "The boot loader runs (switched on with the lowest and highest keys held, pads 1 and 16 on a pad instrument, or no bank starts); it accepts an update like idle",
    "—",
  ],
};
export const statesGrid = grid(
  "states",
  ["ss", "State", "Meaning", "Longest"],
  (Object.keys(STATE) as State[]).map((k) => [hex(STATE[k]), k, ...states[k]]),
);

export const transitionsGrid = grid(
  "transitions",
  ["From", "Event", "To"],
  [
    [
      `${s("idle")} or ${s("recovery")}`,
      "UPDATE BEGIN accepted",
      `${s("receiving")}: a new pending image, next chunk 0, result cleared to none`,
    ],
    [
      s("receiving"),
      `UPDATE BEGIN accepted, the same signed header (all ${IMAGE_HEADER_SIZE} bytes) pending`,
      `${s("receiving")}: resumes at the pending image's next chunk`,
    ],
    [
      s("receiving"),
      "UPDATE BEGIN accepted, another header",
      `${s("receiving")}: a new pending image replaces the old one, next chunk 0, result none`,
    ],
    [s("receiving"), "DATA for the next chunk, intact", `${s("receiving")}: the chunk is stored, ACK, next chunk + 1`],
    [s("receiving"), "ABORT", `${s("idle")}: the pending image is discarded, the installed firmware stays`],
    [s("receiving"), "COMMIT with every chunk held (next = total)", `${s("verifying")}, answered by STATUS`],
    [
      s("verifying"),
      "The body's SHA-256 differs from the signed header's, or chunk 0 is not the header accepted",
      `${s("idle")}: the image is discarded; result failed, rd ${r("hashMismatch")}`,
    ],
    [s("verifying"), "The SHA-256 matches", s("installing")],
    [
      s("installing"),
      "The image is written into the inactive bank and read back",
      `${s("restarting")}: the boot record points at the new bank`,
    ],
    [
      s("restarting"),
      "The new firmware starts",
      `${s("idle")} on the new firmware: result installed, the new version installed; COMMITTED sent once`,
    ],
    [
      s("restarting"),
      "The new firmware fails its first start",
      `${s("idle")} on the old firmware (the boot loader switched back): result failed, rd ${r("startFailed")}`,
    ],
    [
      `${s("receiving")}, ${s("verifying")}, ${s("installing")}`,
      "Power lost",
      `After power returns: ${s("receiving")} on the old firmware, every acknowledged chunk kept (table: power loss)`,
    ],
    [
      "Any",
      "Power-up with the lowest and highest keys held (pads 1 and 16 on a pad instrument), or no bank starts",
      s("recovery"),
    ],
  ],
);

const checks = "the checks (table: UPDATE BEGIN checks)";
export const commandsByStateGrid = grid(
  "commands-by-state",
  ["Command", "idle, recovery", "receiving", "verifying, installing, restarting"],
  [
    ["STATUS REQUEST", "STATUS", "STATUS", "STATUS (while its port is there)"],
    [
      "UPDATE BEGIN",
      `After ${checks}: BEGIN ACCEPTED, next chunk 0`,
      `After ${checks}: BEGIN ACCEPTED; the same header resumes, another starts again from chunk 0`,
      `REFUSED ${r("notReady")}`,
    ],
    [
      "DATA",
      `REFUSED ${r("notReady")} (no transfer)`,
      "ACK, REFUSED 04 or 05, or nothing (table: transfer)",
      `REFUSED ${r("notReady")} (busy)`,
    ],
    [
      "COMMIT",
      `REFUSED ${r("notReady")} (nothing pending)`,
      `Every chunk held: STATUS (verifying), or REFUSED ${r("batteryLow")} on battery below ${MIN_BATTERY} %. Chunks missing: REFUSED ${r("notReady")}`,
      "STATUS (COMMIT is idempotent)",
    ],
    [
      "ABORT",
      "STATUS (idle)",
      "The pending image is discarded: STATUS (idle)",
      `REFUSED ${r("notReady")}: too late to cancel`,
    ],
  ],
);

export const beginChecksGrid = grid(
  "begin-checks",
  ["Check", "Refused when", "REFUSED"],
  [
    [
      "1",
      `The data is not ${2 + packedLength(IMAGE_HEADER_SIZE)} bytes, the chunk size not 1–${CHUNK_SIZE}, or the header does not unpack to ${IMAGE_HEADER_SIZE} bytes`,
      r("malformed"),
    ],
    ["2", "The state is verifying, installing or restarting", r("notReady")],
    ["3", "The link is Bluetooth", r("notUsb")],
    ["4", `On battery below ${MIN_BATTERY} %`, r("batteryLow")],
    ["5", `The magic is not "${IMAGE_MAGIC}" or the format not ${hex(IMAGE_FORMAT)} (not signed)`, r("badSignature")],
    ["6", "The key id is not in the instrument's built-in key list", r("unknownKey")],
    ["7", `The Ed25519 signature over bytes 0–${SIGNED_PART - 1}, with that key, is not valid`, r("badSignature")],
    ["8", "The family or member code is not the instrument's", r("wrongModel")],
    ["9", "The image's version is older than the installed firmware", r("downgrade")],
    ["10", "The installed firmware is older than the image's minimum", r("needsNewerVersion")],
    [
      "Accepted",
      `The same signed header (all ${IMAGE_HEADER_SIZE} bytes) pending: resume at its next chunk. Otherwise: a new pending image, next chunk 0, result cleared to none. State receiving.`,
      "BEGIN ACCEPTED",
    ],
  ],
);

export const transferGrid = grid(
  "transfer",
  ["Case", "The instrument", "The host"],
  [
    [
      "DATA for the next chunk expected, intact",
      `Writes it to the staging area, then ACK (cumulative), within ${duration(t.answerMs)}`,
      `Sends on, at most ${WINDOW} DATA beyond the last acknowledged chunk`,
    ],
    [
      "DATA below the next expected (a duplicate)",
      "ACK of the last stored chunk; nothing is written again",
      "Goes on from that ACK",
    ],
    [
      "DATA above the next expected (a gap)",
      `One REFUSED ${r("outOfSequence")} per gap, with the sequence expected; further chunks of the same gap are ignored silently until the expected one arrives`,
      "Goes back to the sequence in the detail",
    ],
    [
      "DATA for the expected sequence, damaged: CRC-32 wrong, or the raw length not the chunk size (the last chunk: the rest of the image) or not what the data unpacks to",
      `REFUSED ${r("badChunk")} with its sequence; the chunks after it are then a gap, ignored silently`,
      "Goes back to the sequence in the detail",
    ],
    [
      `No answer for ${duration(t.silenceMs)}`,
      "—",
      `Sends the window again from the first unacknowledged chunk; after ${t.retries} silent resends it stops and reports a timeout`,
    ],
    [
      "Chunk 0 is not exactly the header accepted at UPDATE BEGIN",
      `Found while verifying after COMMIT: result failed, rd ${r("hashMismatch")}, the image is discarded`,
      "—",
    ],
    ["DATA while not receiving", `REFUSED ${r("notReady")} with the state`, "—"],
  ],
);

export const timingGrid = grid(
  "timing",
  ["What", "Time", "Then"],
  [
    ["Every answer of the instrument to a request", `Within ${duration(t.answerMs)}`, "—"],
    ["The Identity Reply right after power-up", `Within ${duration(t.identityMs)}`, "—"],
    [
      "Identity Request",
      `${t.identifyRounds} times, ${duration(t.identifyWaitMs)} apart`,
      "The host listens throughout (a late answer to an earlier request counts), then concludes no instrument is there",
    ],
    [
      "Silence after DATA",
      duration(t.silenceMs),
      `The window again from the first unacknowledged chunk; after ${t.retries} silent resends: stop, timeout`,
    ],
    [
      "Silence after COMMIT (or any other request)",
      duration(t.silenceMs),
      `The same message again, at most ${t.retries} times; then: stop, timeout`,
    ],
    ["STATUS REQUEST while verifying, installing, restarting", `Every ${duration(t.pollMs)}`, "—"],
    ["verifying", `At most ${t.verifyMaxS} s`, `The host waits ${t.verifyMaxS} s + ${grace} grace`],
    [
      "installing",
      `The install time in BEGIN ACCEPTED, at most ${t.installMaxS} s`,
      `The host waits it + ${grace} grace, then says "not yet"`,
    ],
    [
      "restarting, or the ports gone after COMMIT",
      `The restart time in BEGIN ACCEPTED, at most ${t.restartMaxS} s`,
      `The host waits it + ${grace} grace for the instrument to answer again, then says "not yet"`,
    ],
  ],
);

export const endGrid = grid(
  "end-of-update",
  ["The instrument", "The host"],
  [
    [
      "STATUS verifying or installing, with progress pp",
      `Asks STATUS every ${duration(t.pollMs)}: verifying for at most ${t.verifyMaxS} s, installing for at most the announced install time, each + ${grace}`,
    ],
    [
      "STATUS restarting, or its ports gone while verifying, installing or restarting",
      `Waits for it to answer again (Identity Request on every port, pairing by round trip) for at most the announced restart time + ${grace}`,
    ],
    ["STATUS idle, result installed, and the Identity Reply's version is the new one", "Done"],
    ["STATUS idle, result failed", "Failed, the old firmware kept: the reason is rd"],
    ["STATUS receiving with every chunk held (next = total)", "Power was lost, or COMMIT was not heard: COMMIT again"],
    [
      "A deadline passed while installing, or the instrument not back",
      '"Not yet": still installing. Leave it connected and switched on, and search again',
    ],
    ["COMMITTED (once, unsolicited, from the new firmware)", "May be missed: the host relies on STATUS"],
  ],
);

const lost: Record<Exclude<State, "recovery">, string> = {
  idle: "Nothing changed",
  receiving: "Old firmware; receiving with every acknowledged chunk kept: UPDATE BEGIN with the same header resumes",
  verifying: "Old firmware; receiving with every chunk held: the host sends COMMIT again",
  installing:
    "Old firmware (the boot record still points at it); receiving with every chunk held: the host sends COMMIT again",
  restarting: "The switch is done: the new firmware starts; idle, result installed",
};
export const powerLossGrid = grid(
  "power-loss",
  ["Power lost in", "After power returns"],
  [
    ...(Object.keys(lost) as (keyof typeof lost)[]).map((k) => [k, lost[k]]),
    [
      "A cable pulled (power kept), any phase",
      "Nothing changes on the instrument: it goes on through its phases unheard",
    ],
  ],
);

export const rulesGrid = grid(
  "rules",
  ["Rule", "What the instrument does"],
  [
    ["USB only", `UPDATE BEGIN over Bluetooth: REFUSED ${r("notUsb")}`],
    [
      "Battery",
      `STATUS reports pw and bb. On battery below ${MIN_BATTERY} %, UPDATE BEGIN and COMMIT are refused ${r("batteryLow")}`,
    ],
    [
      "Downgrades",
      `An image older than the installed firmware is refused ${r("downgrade")}: an old signed release cannot be put back. The same version installs again (a repair)`,
    ],
    [
      "Stepping stones",
      `Installed firmware older than the image's minimum: REFUSED ${r("needsNewerVersion")} with the minimum`,
    ],
    ["Another model", `REFUSED ${r("wrongModel")} with the instrument's family and member codes`],
    [
      "Signature",
      `Not signed (no "${IMAGE_MAGIC}" format ${hex(IMAGE_FORMAT)}) or a wrong signature: ${r("badSignature")}; a key id not built in: ${r("unknownKey")}`,
    ],
    ["Cancel", "ABORT until COMMIT; afterwards the instrument finishes by itself"],
    ["Power loss", "Handled in every phase (table: power loss)"],
  ],
);
