/**
 * The MIDI implementation's byte tables, made from the protocol module's constants: the data list
 * PDFs (media/midi-implementation.ts) and /support/check/midi (app/features/midi) both set these
 * rows, so the documentation says what the code does. English, as the byte tables of instrument
 * manuals are; the pages around them are translated.
 */
import {
  ALL_DEVICES,
  CHUNK_SIZE,
  COMMAND,
  checksum,
  dataChunk,
  IMAGE_HEADER_SIZE,
  IMAGE_MAGIC,
  INSTRUMENT_DEVICE_ID,
  int7,
  LINK,
  MANUFACTURER_ID,
  pack7,
  packedLength,
  REASON,
  SIGNATURE,
  STATE,
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

/** A model's codes, to write its Identity Reply as it is. */
export type ModelCodes = { family: number; member: number; familyName?: string; modelName?: string };

export const hex = (n: number) => n.toString(16).toUpperCase().padStart(2, "0");
export const hexBytes = (bytes: Iterable<number>) => Array.from(bytes, hex).join(" ");
/** A 14-bit code as the four hex digits people quote ("0102") and its two wire bytes ("02 02"). */
export const codeHex = (code: number) => code.toString(16).toUpperCase().padStart(4, "0");

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
      summary: "MIDI Universal Device Inquiry: asks every device to identify itself.",
      rows: [
        ["F0", "Exclusive status"],
        ["7E", "Universal non-real-time"],
        [hex(ALL_DEVICES), "Device ID: 7F = all devices (the instrument also answers its own ID)"],
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
        [hex(INSTRUMENT_DEVICE_ID), "Device ID of the instrument (factory setting 10)"],
        ["06", "General information"],
        ["02", "Identity Reply"],
        [ID, idNote],
        [family, `Family code${familyName}: the product line, 14-bit, low 7 bits first`],
        [member, `Member code${memberName}: the model, 14-bit, low 7 bits first`],
        ["v1 v2 v3 v4", "Installed firmware: major, minor, patch, build (1.2.0 = 01 02 00 00)"],
        ["F7", "End of exclusive"],
      ],
    },
  ];
}

const version4 = (what: string): ByteRow => ["v1 v2 v3 v4", `${what}: major, minor, patch, build`];
const codes: ByteRow[] = [
  ["f1 f2", "Family code of the product line (14-bit)"],
  ["m1 m2", "Member code of the model (14-bit)"],
];

/** The Noteva messages' data, between the command byte and F7. */
const noteva: readonly (Omit<MessageTable, "rows"> & { data: ByteRow[] })[] = [
  {
    id: "status-request",
    name: "STATUS REQUEST",
    command: COMMAND.statusRequest,
    from: "host",
    summary: "Asks for the instrument's state. Answered by STATUS.",
    data: [],
  },
  {
    id: "status",
    name: "STATUS",
    command: COMMAND.status,
    from: "instrument",
    summary: "The instrument's model, firmware, update state, connection and pending transfer.",
    data: [
      ...codes,
      version4("Installed firmware"),
      ["ss", "State (table: states)"],
      ["ll", "Connection: 00 USB, 01 Bluetooth"],
      ["p1 p2 p3 p4", "Version of the pending image (00 00 00 00: none)"],
      ["n1 n2 n3", "Next chunk expected (21-bit; 0 when idle)"],
      ["t1 t2 t3", "Chunks of the pending image (21-bit; 0 when idle)"],
    ],
  },
  {
    id: "update-begin",
    name: "UPDATE BEGIN",
    command: COMMAND.updateBegin,
    from: "host",
    summary:
      "Announces an image. Answered by BEGIN ACCEPTED, or REFUSED 01 (another model), 02 (install a stepping stone first), 03 (not over USB).",
    data: [
      ...codes.map(([b, m]): ByteRow => [b, `${m}: must be the instrument's`]),
      version4("Version of the image"),
      ["w1 w2 w3 w4", "Minimum installed version to update from (00 00 00 00: any)"],
      ["b1 … b5", "Image length in bytes, header included (35-bit)"],
      ["c1 c2", `Chunk size in raw bytes (14-bit; ${CHUNK_SIZE} = 00 02; at most ${CHUNK_SIZE})`],
      ["k1 k2 k3", "Number of chunks (21-bit)"],
      ["h1 … h37", "SHA-256 of the whole image, 32 bytes, 7-bit packed into 37"],
    ],
  },
  {
    id: "begin-accepted",
    name: "BEGIN ACCEPTED",
    command: COMMAND.beginAccepted,
    from: "instrument",
    summary:
      "The instrument takes the image. The next chunk is 0 for a new transfer; for the image already pending (same SHA-256) it is the first chunk not yet acknowledged: the transfer resumes there.",
    data: [
      ["n1 n2 n3", "Next chunk to send (21-bit)"],
      ["ww", `Window: DATA messages the host may send before it waits for an ACK (${hex(WINDOW)})`],
    ],
  },
  {
    id: "data",
    name: "DATA",
    command: COMMAND.data,
    from: "host",
    summary: "One chunk of the image. Answered by ACK, or REFUSED 04 (damaged) or 05 (out of sequence).",
    data: [
      ["s1 s2 s3", "Chunk sequence number, from 0 (21-bit)"],
      ["r1 r2", `Raw length of the chunk (14-bit; ${CHUNK_SIZE}, the last chunk may be shorter)`],
      ["d1 … dn", `The chunk, 7-bit packed (${CHUNK_SIZE} raw bytes = ${packedLength(CHUNK_SIZE)} bytes)`],
      ["cs", "Checksum: the sum of all bytes from s1 to dn, low 7 bits"],
    ],
  },
  {
    id: "ack",
    name: "ACK",
    command: COMMAND.ack,
    from: "instrument",
    summary: "The chunk and every chunk before it are stored.",
    data: [["s1 s2 s3", "Sequence number of the last chunk stored (21-bit)"]],
  },
  {
    id: "commit",
    name: "COMMIT",
    command: COMMAND.commit,
    from: "host",
    summary:
      "Every chunk is sent: verify the whole image's SHA-256, then switch to it. Answered by COMMITTED, or REFUSED 06 (hash mismatch), 07 (chunks missing), 01 (the image's header names another model).",
    data: [],
  },
  {
    id: "committed",
    name: "COMMITTED",
    command: COMMAND.committed,
    from: "instrument",
    summary: "The new image is verified and running; Identity Reply and STATUS report it from now on.",
    data: [version4("New installed firmware")],
  },
  {
    id: "abort",
    name: "ABORT",
    command: COMMAND.abort,
    from: "host",
    summary: "Discards the pending image; the installed one stays. Answered by STATUS.",
    data: [],
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
  },
];

/** Every Noteva message's byte table. */
export function updateTables(): MessageTable[] {
  return noteva.map(({ data, ...message }) => ({
    ...message,
    rows: [
      ["F0", "Exclusive status"],
      [ID, idNote],
      [hexBytes(SIGNATURE), 'Signature "NV": a Noteva message'],
      ["dd", `Device ID: ${hex(ALL_DEVICES)} from the host; the instrument's own (10) in its answers`],
      [hex(message.command ?? 0), `Command: ${message.name}`],
      ...data,
      ["F7", "End of exclusive"],
    ],
  }));
}

const stateNames: Record<keyof typeof STATE, string> = {
  idle: "Idle: no transfer under way",
  receiving: "Receiving chunks, or waiting to resume a transfer that was cut off (pending image kept)",
  verifying: "Verifying the image's SHA-256",
  switching: "Switching to the new image",
};
export const stateRows: readonly ByteRow[] = (Object.keys(STATE) as (keyof typeof STATE)[]).map((k) => [
  hex(STATE[k]),
  stateNames[k],
]);
export const linkRows: readonly ByteRow[] = [
  [hex(LINK.usb), "USB (updates run over USB only)"],
  [hex(LINK.bluetooth), "Bluetooth MIDI"],
];

export const reasonRows: readonly ByteRow[] = [
  [hex(REASON.wrongModel), "Another model's image. Detail: the instrument's family and member codes (4 bytes)"],
  [
    hex(REASON.needsNewerVersion),
    "The installed firmware is older than the image's minimum: install the stepping stone first. Detail: the minimum version (4 bytes)",
  ],
  [hex(REASON.notUsb), "Not over USB: connect the instrument by USB cable"],
  [
    hex(REASON.badChunk),
    "Chunk damaged (checksum or length). Detail: its sequence number (3 bytes); send again from it",
  ],
  [hex(REASON.outOfSequence), "Chunk out of sequence. Detail: the sequence expected (3 bytes); send again from it"],
  [hex(REASON.hashMismatch), "The image's SHA-256 differs: it is discarded, the installed firmware stays"],
  [hex(REASON.notReady), "Not ready: no transfer under way, chunks missing, or busy verifying"],
  [hex(REASON.malformed), "Malformed message"],
];

/** The firmware image's 64-byte header, then the body. */
export const imageHeaderRows: readonly (readonly [offset: string, bytes: string, meaning: string])[] = [
  ["0", "4", `ASCII "${IMAGE_MAGIC}"`],
  ["4", "1", "Header format: 01"],
  ["5", "2", "Family code (14-bit, low 7 bits first)"],
  ["7", "2", "Member code"],
  ["9", "4", "Version: major, minor, patch, build"],
  ["13", "4", "Minimum installed version to update from (00 00 00 00: any)"],
  ["17", "4", `Body length, unsigned 32-bit little-endian (image = ${IMAGE_HEADER_SIZE} + body)`],
  ["21", "16", "Product ID, ASCII, padded with 00"],
  ["37", "27", "00"],
];

const exampleRaw = Uint8Array.from([0x80, 0x01, 0xff, 0x7f, 0x00, 0x81, 0x02]);
const exampleChunk = dataChunk(1, Uint8Array.from([0xff, 0x00]));
const exampleSummed = exampleChunk.subarray(6 + MANUFACTURER_ID.length - 1, -2);
/** Worked examples: 7 raw bytes packed, and a DATA message with its checksum. */
export const examples = {
  raw: hexBytes(exampleRaw),
  packed: hexBytes(pack7(exampleRaw)),
  dataMessage: hexBytes(exampleChunk),
  summed: hexBytes(exampleSummed),
  checksum: hex(checksum(exampleSummed)),
};
