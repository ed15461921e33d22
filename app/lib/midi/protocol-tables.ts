/**
 * The MIDI implementation's normative tables, made from the protocol module's constants: the data
 * list PDFs (media/midi-implementation.ts) and /support/check/midi (app/features/midi) both set
 * these rows, so the documentation says what the code does. English, as the byte tables of
 * instrument manuals are; the pages around them are translated. The text avoids characters the
 * PDFs' WinAnsi fonts lack (≤, →): it says "at most" and "to".
 *
 * This file: conventions, identity, the device-ID rule, pairing and every message byte by byte.
 * ./protocol-tables-update.ts: states, transitions, checks, transfer, timing, the end of an
 * update, power loss, rules and reasons. ./protocol-tables-image.ts: the signed header, keys and
 * the worked examples (packing, CRC-32, DATA).
 */
import {
  ALL_DEVICES,
  CHUNK_SIZE,
  COMMAND,
  IMAGE_HEADER_SIZE,
  INSTRUMENT_DEVICE_ID,
  int7,
  MANUFACTURER_ID,
  MIN_BATTERY,
  NO_BATTERY,
  packedLength,
  SIGNATURE,
  statusRequest,
  TIMING,
  WINDOW,
} from "./protocol.ts";

/** One row of a byte table: the bytes (hex; lower-case letters stand for values) and what they mean. */
export type ByteRow = readonly [bytes: string, meaning: string];
export type MessageTable = {
  /** An id for the page's anchors: "identity-request", "update-begin". */
  id: string;
  name: string;
  /** The command byte, for Noteva messages. */
  command?: number;
  from: "host" | "instrument";
  summary: string;
  rows: readonly ByteRow[];
};
/**
 * Any other normative table: an id (its caption and translated column heads are the page's words,
 * app/features/midi/text.*.ts, by this id), the English column heads, and rows whose first cell
 * names the row.
 */
export type Grid = {
  id: string;
  head: readonly string[];
  rows: readonly (readonly string[])[];
};

/** A grid whose every row has a cell per column (checked when the module loads). */
export function grid(id: string, head: readonly string[], rows: readonly (readonly string[])[]): Grid {
  for (const row of rows) {
    if (row.length !== head.length) throw new Error(`${id}: "${row[0]}" has ${row.length} cells, not ${head.length}`);
  }
  return { id, head, rows };
}

/** A model's codes, to write its Identity Reply as it is. */
export type ModelCodes = { family: number; member: number; familyName?: string; modelName?: string };

export const hex = (n: number) => n.toString(16).toUpperCase().padStart(2, "0");
export const hexBytes = (bytes: Iterable<number>) => Array.from(bytes, hex).join(" ");
/** A 14-bit code as the four hex digits people quote ("0102") and its two wire bytes ("02 02"). */
export const codeHex = (code: number) => code.toString(16).toUpperCase().padStart(4, "0");
/** Milliseconds as the tables write them: "250 ms", "1.5 s". */
export const duration = (ms: number) => (ms < 1000 ? `${ms} ms` : `${ms / 1000} s`);

/** The largest STATUS REQUEST tag (14-bit; 0 means none). */
export const MAX_TAG = 128 ** 2 - 1;
const device = hex(INSTRUMENT_DEVICE_ID);
const all = hex(ALL_DEVICES);
const ID = hexBytes(MANUFACTURER_ID);
const idNote =
  MANUFACTURER_ID.length === 1 && MANUFACTURER_ID[0] === 0x7d
    ? "Manufacturer ID 7D: the ID the MIDI standard reserves for non-commercial use (Noteva has no registered ID)"
    : "Manufacturer ID";

export function identityTables(codes?: ModelCodes): MessageTable[] {
  const family = codes ? hexBytes(int7(codes.family, 2)) : "f1 f2";
  const member = codes ? hexBytes(int7(codes.member, 2)) : "m1 m2";
  const familyName = codes ? ` ${codeHex(codes.family)}${codes.familyName ? ` (${codes.familyName})` : ""}` : "";
  const memberName = codes ? ` ${codeHex(codes.member)}${codes.modelName ? ` (${codes.modelName})` : ""}` : "";
  return [
    {
      id: "identity-request",
      name: "Identity Request",
      from: "host",
      summary: `MIDI Universal Device Inquiry: asks every device to identify itself. Answered by the Identity Reply within ${duration(TIMING.answerMs)}, within ${duration(TIMING.identityMs)} right after power-up.`,
      rows: [
        ["F0", "Exclusive status"],
        ["7E", "Universal non-real-time"],
        [all, `Device ID: ${all} = all devices (or the instrument's own ID)`],
        ["06", "General information"],
        ["01", "Identity Request"],
        ["F7", "End of exclusive"],
      ],
    },
    {
      id: "identity-reply",
      name: "Identity Reply",
      from: "instrument",
      summary: "The instrument's answer: who made it, which product line and model it is, and its installed firmware.",
      rows: [
        ["F0", "Exclusive status"],
        ["7E", "Universal non-real-time"],
        [device, `Device ID of the instrument (factory setting ${device})`],
        ["06", "General information"],
        ["02", "Identity Reply"],
        [ID, idNote],
        [family, `Family code${familyName}: the product line, 14-bit, low 7 bits first`],
        [member, `Member code${memberName}: the model, 14-bit, low 7 bits first`],
        [
          "v1 v2 v3 v4",
          "Installed firmware: major, minor, patch, build (1.2.0 = 01 02 00 00); 00 00 00 00 in recovery with no runnable firmware",
        ],
        ["F7", "End of exclusive"],
      ],
    },
  ];
}

export const deviceIdGrid = grid(
  "device-id",
  ["Message", "Device ID"],
  [
    ["Identity Request (host)", `${all} (all devices), or the instrument's own ID`],
    ["STATUS REQUEST with a tag, to pair ports (host)", `${all}, on every output at once`],
    [
      "Every other host message, on a paired port",
      `The instrument's own ID, as its Identity Reply gave it (${device} at the factory)`,
    ],
    ["Every instrument message", `The instrument's own ID (${device} at the factory)`],
    ["A message to any other ID", "Ignored by the instrument: no answer"],
  ],
);

export const pairingGrid = grid(
  "pairing",
  ["Step", "What happens"],
  [
    [
      "1",
      `The host sends, on each output at once, STATUS REQUEST to ${all} with a tag unique to that output (14-bit, 1–${MAX_TAG}). Tag 1: ${hexBytes(statusRequest(ALL_DEVICES, 1))}.`,
    ],
    ["2", "Each instrument answers on its own input: STATUS with its own device ID, echoing the tag (g1 g2)."],
    [
      "3",
      "A STATUS carrying tag t on input i proves that output t reaches the instrument heard on input i: they are a pair. Two identical instruments answer on different inputs, each with the tag of its own output.",
    ],
    ["4", "On a paired port, the host addresses the instrument's own device ID."],
    ["Note", "Port names are never used to pair: identical instruments have identical names."],
  ],
);

const version4 = (what: string): ByteRow => ["v1 v2 v3 v4", `${what}: major, minor, patch, build`];
const codes = (suffix = ""): ByteRow[] => [
  ["f1 f2", `Family code of the product line (14-bit)${suffix}`],
  ["m1 m2", `Member code of the model (14-bit)${suffix}`],
];
const packedHeader = packedLength(IMAGE_HEADER_SIZE);

type Noteva = Omit<MessageTable, "rows"> & {
  command: number;
  data: ByteRow[];
  /** Data bytes between cc and F7, when the rows do not count them alone. */
  length?: string;
  /** What answers a host message. */
  answers: string;
};

/** The Noteva messages' data, between the command byte and F7. */
const noteva: readonly Noteva[] = [
  {
    id: "status-request",
    name: "STATUS REQUEST",
    command: COMMAND.statusRequest,
    from: "host",
    summary: "Asks for the instrument's state. Answered by STATUS, which echoes the tag.",
    data: [["g1 g2", `Optional: a tag (14-bit, 1–${MAX_TAG}) to be echoed in STATUS. Without it: no tag.`]],
    length: "0 (no tag) or 2 (with a tag)",
    answers: "STATUS; REFUSED 08",
  },
  {
    id: "status",
    name: "STATUS",
    command: COMMAND.status,
    from: "instrument",
    summary:
      "The instrument's model, firmware, state, link, pending image, power, progress and last result; it echoes the request's tag.",
    data: [
      ...codes(),
      version4("Installed firmware"),
      ["ss", "State (table: states)"],
      ["ll", "Link: 00 USB, 01 Bluetooth"],
      ["p1 p2 p3 p4", "Version of the pending image (00 00 00 00: none)"],
      ["n1 n2 n3", "Next chunk expected (21-bit; 0 when idle)"],
      ["t1 t2 t3", "Chunks of the pending image (21-bit)"],
      ["pw", "Power: 00 external, 01 battery"],
      ["bb", `Battery percent, 0–100 (${hex(NO_BATTERY)}: no battery)`],
      ["pp", "Progress of the current phase, 0–100 (verifying, installing; else 0)"],
      ["rs", "Last result: 00 none, 01 installed, 02 failed (old firmware kept)"],
      ["rd", "The failure's reason (table: reasons; 00 when none)"],
      ["g1 g2", "The request's tag (00 00 when none)"],
    ],
    answers: "—",
  },
  {
    id: "update-begin",
    name: "UPDATE BEGIN",
    command: COMMAND.updateBegin,
    from: "host",
    summary:
      "Announces an image by its signed header. Answered by BEGIN ACCEPTED, or REFUSED after the checks in order (table: UPDATE BEGIN checks).",
    data: [
      ["c1 c2", `Chunk size in raw bytes (14-bit, 1–${CHUNK_SIZE}; ${CHUNK_SIZE} = ${hexBytes(int7(CHUNK_SIZE, 2))})`],
      [
        `h1 … h${packedHeader}`,
        `The image's ${IMAGE_HEADER_SIZE}-byte signed header (table: signed image header), 7-bit packed into ${packedHeader} bytes`,
      ],
    ],
    answers: "BEGIN ACCEPTED; REFUSED 01, 02, 03, 07, 08, 09, 0A, 0B, 0C",
  },
  {
    id: "begin-accepted",
    name: "BEGIN ACCEPTED",
    command: COMMAND.beginAccepted,
    from: "instrument",
    summary: `The instrument takes the image. The next chunk is 0 for a new image; when the same signed header (all ${IMAGE_HEADER_SIZE} bytes) is pending, it is that image's next chunk: the transfer resumes there.`,
    data: [
      ["n1 n2 n3", "Next chunk to send (21-bit)"],
      ["ww", `Window: DATA the host may send beyond the last acknowledged chunk (${hex(WINDOW)})`],
      ["i1 i2", `Longest install of this model in seconds (14-bit, at most ${TIMING.installMaxS})`],
      ["rr", `Longest restart of this model in seconds (at most ${TIMING.restartMaxS})`],
    ],
    answers: "—",
  },
  {
    id: "data",
    name: "DATA",
    command: COMMAND.data,
    from: "host",
    summary:
      "One chunk of the image; chunk 0 starts with the signed header. Answered by ACK, REFUSED 04 (damaged) or 05 (out of sequence), or nothing (a later chunk of a gap).",
    data: [
      ["s1 s2 s3", "Sequence (21-bit, from 0)"],
      ["r1 r2", "Raw length (14-bit): the chunk size; the last chunk may be shorter"],
      ["d1 … dn", `The chunk, 7-bit packed (${CHUNK_SIZE} raw bytes = ${packedLength(CHUNK_SIZE)} bytes)`],
      ["k1 … k5", "CRC-32 of the raw (unpacked) chunk, as five 7-bit groups, low first (section: CRC-32)"],
    ],
    length: `10 + the packed chunk (${10 + packedLength(CHUNK_SIZE)} for ${CHUNK_SIZE} raw bytes)`,
    answers: "ACK; REFUSED 04, 05, 07, 08; nothing within a gap",
  },
  {
    id: "ack",
    name: "ACK",
    command: COMMAND.ack,
    from: "instrument",
    summary: "Cumulative: sent only once the chunk is written to the staging area, where it survives power loss.",
    data: [["s1 s2 s3", "The last chunk stored (21-bit): it and every chunk before it are in the staging area"]],
    answers: "—",
  },
  {
    id: "commit",
    name: "COMMIT",
    command: COMMAND.commit,
    from: "host",
    summary: `Every chunk is held: verify and install. Answered by STATUS (state verifying), or REFUSED 07 (chunks missing, or nothing pending) or 0B (battery below ${MIN_BATTERY} %). In verifying, installing or restarting it is answered by STATUS again: COMMIT is idempotent.`,
    data: [],
    answers: "STATUS; REFUSED 07, 08, 0B",
  },
  {
    id: "committed",
    name: "COMMITTED",
    command: COMMAND.committed,
    from: "instrument",
    summary:
      "Sent once, unsolicited, by the new firmware after its restart. It can be missed: a host relies on STATUS.",
    data: [version4("The new installed firmware")],
    answers: "—",
  },
  {
    id: "abort",
    name: "ABORT",
    command: COMMAND.abort,
    from: "host",
    summary:
      "Discards the pending image; the installed firmware stays. Answered by STATUS (idle). Refused 07 in verifying, installing and restarting: too late to cancel.",
    data: [],
    answers: "STATUS; REFUSED 07, 08",
  },
  {
    id: "refused",
    name: "REFUSED",
    command: COMMAND.refused,
    from: "instrument",
    summary: "The instrument refuses a message; the reason says why, the detail what to do.",
    data: [
      ["cc", "The command refused"],
      ["rr", "Reason (table: reasons)"],
      ["…", "Detail, by reason (table: reasons)"],
    ],
    length: "2 + the detail",
    answers: "—",
  },
];

/** The data bytes a message's rows count: "v1 v2 v3 v4" 4, "h1 … h183" 183; null when a row varies ("d1 … dn"). */
export function countBytes(rows: readonly ByteRow[]): number | null {
  let count = 0;
  for (const [bytes] of rows) {
    const range = /^[a-z]1 … [a-z](\d+)$/.exec(bytes);
    if (range) count += Number(range[1]);
    else if (/^[a-z]{1,2}\d? … |^…$/.test(bytes)) return null;
    else count += bytes.split(" ").length;
  }
  return count;
}

const deviceRow = (message: Noteva): ByteRow => {
  if (message.from === "instrument") return ["dd", `Device ID: the instrument's own (${device} at the factory)`];
  if (message.command === COMMAND.statusRequest) {
    return ["dd", `Device ID: ${all} (all devices) to pair ports, with a tag; else the instrument's own`];
  }
  return ["dd", `Device ID: the instrument's own (${device} at the factory), as its Identity Reply gave it`];
};

/** Every Noteva message's byte table. */
export function updateTables(): MessageTable[] {
  return noteva.map(({ data, length: _length, answers: _answers, ...message }) => ({
    ...message,
    rows: [
      ["F0", "Exclusive status"],
      [ID, idNote],
      [hexBytes(SIGNATURE), 'Signature "NV": a Noteva message'],
      deviceRow({ ...message, data, answers: "" }),
      [hex(message.command), `Command: ${message.name}`],
      ...data,
      ["F7", "End of exclusive"],
    ],
  }));
}

/** Each Noteva message's data length, as the overview states it. */
export const dataLengths: Readonly<Record<string, string>> = Object.fromEntries(
  noteva.map((m) => [m.name, m.length ?? String(countBytes(m.data))]),
);

export const messagesGrid = grid(
  "messages",
  ["cc", "Message", "From", "Data bytes", "Answered by"],
  noteva.map((m) => [hex(m.command), m.name, m.from, dataLengths[m.name] ?? "", m.answers]),
);
