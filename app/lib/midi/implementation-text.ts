/**
 * The English words of the MIDI implementation: /support/check/midi shows them
 * (app/features/midi/text.server.ts, whose German and Japanese give the same keys), and the data
 * lists (media/midi-implementation.ts) set the same sentences, filled with the same numbers
 * (./protocol-values.ts). The captions and column heads of the tables are here too, by table id.
 */
export const implementationEn = {
  support: "Support",
  check: "Check my instrument",
  title: "MIDI implementation: identity and firmware update",
  description:
    "How Noteva instruments identify themselves over MIDI and take signed firmware updates over System Exclusive: every message, state, timeout and rule, byte by byte.",
  intro:
    "Every Noteva model with USB-MIDI or a MIDI port answers the MIDI Universal Device Inquiry and takes firmware updates over System Exclusive (protocol version {version}). This page specifies both completely: every message byte by byte, every state and its transitions, every timeout and retry, and the rules for signatures, keys, power loss, battery and downgrades. A host written from this page alone can update an instrument.",
  conventions:
    "Numbers are hexadecimal unless they carry a unit. Every data byte is 7-bit (00–7F). Numbers wider than 7 bits are sent as 7-bit groups, least significant group first: 14-bit is 2 bytes, 21-bit 3, 35-bit 5. Versions are 4 bytes: major, minor, patch, build (1.2.0 is 01 02 00 00). In the tables, lower-case letters stand for values.",
  contents: "Contents",
  manufacturer: {
    heading: "Manufacturer ID",
    text: "Every Noteva System Exclusive message begins F0 7D 4E 56. 7D is the manufacturer ID the MIDI standard reserves for non-commercial use; Noteva instruments use it in place of a registered ID. As other devices may send 7D as well, the signature 4E 56 (“NV”) that follows it marks a message as Noteva's. Should Noteva register an ID of its own, that ID takes the place of 7D in every message; the signature and the rest of each message stay as they are.",
  },
  deviceId: {
    heading: "Device ID",
    text: "Every message carries a device ID (dd). An instrument's device ID is {device} (the factory setting). It answers messages addressed to {all} (all devices) and to its own ID, ignores every other ID, and its answers carry its own ID. A host sends {all} only in the Identity Request and in the STATUS REQUEST that pairs ports; on a paired port it addresses the instrument's own ID, as its Identity Reply gave it.",
  },
  identity: {
    heading: "Identity",
    text: "The Identity Request asks every device on the connection who it is. A Noteva instrument answers with its family code (the product line), its member code (the model) and its installed firmware; in recovery with no runnable firmware the version is 00 00 00 00. It answers within {answerMs} ms, and within {identityS} s right after power-up. A host asks {rounds} times, {waitS} s apart, listening throughout (a late answer to an earlier request counts), before it concludes that no instrument is there.",
    codesHeading: "Family and member codes",
    codesCaption: "Each model's codes and the start of its Identity Reply",
    codesNone: "Each model's data list gives its family and member codes.",
    columns: { model: "Model", family: "Family", member: "Member", reply: "Identity Reply bytes" },
  },
  pairing: {
    heading: "Pairing inputs and outputs",
    text: "A host never pairs a MIDI input with an output by their names: two identical instruments have identical port names. It pairs them by round trip. It sends STATUS REQUEST to {all} on every output at once, each with a tag of its own (1–{maxTag}); the input on which a tag comes back belongs to that output.",
  },
  update: {
    heading: "Firmware update",
    text: "A firmware image is a signed header of {headerSize} bytes followed by the body. The instrument checks the signed header before it accepts a chunk, keeps every acknowledged chunk where it survives power loss, checks the body's SHA-256 against the header, writes the image into its inactive bank and switches with a single write. Until then the installed firmware stays, and an update that fails leaves it in place. Updates run over USB only.",
    stepsHeading: "An update, step by step",
    steps: [
      "Find the instrument: Identity Request to {all} on every output, {rounds} times, {waitS} s apart. Then pair inputs and outputs by round trip (STATUS REQUEST with a tag per output).",
      "STATUS REQUEST to the instrument's own ID: STATUS names its model, firmware, state, link, power and battery, any pending image and the last update's result.",
      "UPDATE BEGIN with the chunk size and the image's signed header. The instrument checks the header, its signature and key, the model, the version and the minimum, then answers BEGIN ACCEPTED (the next chunk, the window, its longest install and restart) or REFUSED with a reason.",
      "DATA from the next chunk, each with its CRC-32, at most {window} beyond the last ACK. On REFUSED 04 or 05, send again from the sequence in the detail; after {silenceS} s of silence, send the window again ({retries} times at most).",
      "COMMIT after the last ACK: the instrument answers STATUS (verifying), then verifies, installs and restarts by itself.",
      "STATUS REQUEST every {pollS} s until the instrument is idle again; after its restart, find it again and read its version. The update is done, failed with the old firmware kept, or not finished yet.",
      "After a pulled cable or a power loss: UPDATE BEGIN with the same image resumes at the chunk BEGIN ACCEPTED names; with every chunk held, send COMMIT again.",
    ],
  },
  messages: {
    heading: "Messages",
    text: "A Noteva message is {head}, the device ID (dd), the command (cc), the data and F7. The overview gives each message's data length between cc and F7; a message of any other length is refused with 08 (malformed). Each message's bytes follow.",
  },
  values: {
    heading: "Values of STATUS and REFUSED",
    text: "STATUS describes the instrument in {statusLength} bytes. REFUSED names the command it refuses, a reason and a detail that depends on the reason; the same reasons give STATUS the cause of a failed update (rd).",
  },
  states: {
    heading: "States and transitions",
    text: "STATUS names the instrument's state (ss). COMMIT is answered at once by STATUS (verifying); from then on the instrument verifies, installs and restarts by itself, and the host follows it with STATUS REQUEST. The last table says what each host command gets in each state.",
  },
  checks: {
    heading: "UPDATE BEGIN checks",
    text: "The instrument trusts nothing in the header before its signature verifies. It checks UPDATE BEGIN in this order and answers with the first refusal that applies. The model, version, minimum and length come from the signed header only.",
  },
  transfer: {
    heading: "Transfer: window, duplicates and gaps",
    text: "The transfer is go-back-N with a window of {window}: the host sends up to {window} DATA beyond the last acknowledged chunk, then waits for an ACK. The instrument answers every DATA within {answerMs} ms. An ACK is cumulative and sent only once the chunk is written to the staging area. The image is sent whole: chunk 0 starts with the signed header.",
  },
  timing: {
    heading: "Timing, timeouts and retries",
    text: "The longest install and restart come from the instrument (BEGIN ACCEPTED), bounded by this table. A host adds {graceS} s of grace to each deadline before it says “not yet”.",
  },
  end: {
    heading: "The end of an update",
    text: "After the last ACK the host sends COMMIT and expects STATUS within {answerMs} ms; after {silenceS} s of silence it sends COMMIT again, {retries} times at most. It then asks for STATUS every {pollS} s and acts on what the instrument says. ABORT cancels an update until COMMIT; afterwards the instrument finishes by itself.",
  },
  power: {
    heading: "Atomic switch and power loss",
    text: "The instrument has two banks: the running one and the inactive one. The install writes the inactive bank; the switch is a single write of the boot record. The staging area keeps every acknowledged chunk. Whenever the power goes, a firmware that starts remains.",
  },
  rules: {
    heading: "Battery, downgrades and other rules",
    /** The heading of a model without batteries (its data list: the battery sentences are left out). */
    headingMains: "Downgrades and other rules",
    text: "STATUS reports the power source and the battery level; on battery, UPDATE BEGIN and COMMIT are refused below {minBattery} %. An image older than the installed firmware is never installed, so an old signed release cannot be put back; the same version installs again, as a repair.",
  },
  image: {
    heading: "The signed image header",
    text: "The firmware file (the .BIN inside the published zip) is a signed header of {headerSize} bytes (format 02) followed by the body. Its Ed25519 signature covers bytes 0–{signedEnd}. The image is sent whole, header and body, in chunks.",
  },
  keys: {
    heading: "Signature and keys",
    text: "Instruments carry a list of Ed25519 public keys built into their firmware. The header's key id, the first 8 bytes of SHA-256 of the 32-byte public key, selects the key: an unknown key id is refused with 0C, a signature that does not verify with 09. Noteva instruments are built with the keys below. A new key is introduced by a firmware that instruments already trust, so no instrument ever accepts an image signed with a key it does not hold.",
  },
  packing: {
    heading: "7-bit packing",
    text: "Image bytes are 8-bit, System Exclusive data bytes 7-bit. Each group of up to 7 raw bytes is sent as one byte holding their high bits (bit 0 for the first byte, bit 6 for the seventh), followed by the 7 low bits of each byte: 7 bytes become 8, and n bytes become n + n/7 rounded up.",
    example: "Example: {raw} is sent as {packed}.",
  },
  crc: {
    heading: "CRC-32",
    text: "Each DATA carries the CRC-32 of its raw chunk (before packing), sent as five 7-bit groups, least significant first. It is the CRC-32 of IEEE 802.3, zlib and PNG.",
    example:
      "Example: the CRC-32 of ASCII “123456789” is {crc}, sent as {groups}. A whole DATA message follows byte by byte.",
  },
  table: {
    bytes: "Bytes",
    meaning: "Meaning",
    fromHost: "host to instrument",
    fromInstrument: "instrument to host",
  },
  /** The captions and column heads of the normative tables, by table id. */
  tables: {
    "device-id": { caption: "Device ID (dd) in each message", head: ["Message", "Device ID"] },
    pairing: { caption: "Pairing inputs and outputs by round trip", head: ["Step", "What happens"] },
    messages: {
      caption: "Noteva messages: data length and answers",
      head: ["cc", "Message", "From", "Data bytes", "Answered by"],
    },
    "status-values": {
      caption: "STATUS values: link, power, battery, progress and result",
      head: ["Field", "Value", "Meaning"],
    },
    reasons: { caption: "Reasons (REFUSED rr, and STATUS rd)", head: ["rr", "Meaning", "Detail"] },
    states: { caption: "States (STATUS ss)", head: ["ss", "State", "Meaning", "Longest"] },
    transitions: { caption: "State transitions", head: ["From", "Event", "To"] },
    "commands-by-state": {
      caption: "What each host command gets in each state",
      head: ["Command", "idle, recovery", "receiving", "verifying, installing, restarting"],
    },
    "begin-checks": {
      caption: "UPDATE BEGIN checks, in this order",
      head: ["Check", "Refused when", "REFUSED"],
    },
    transfer: { caption: "Transfer: DATA and what answers it", head: ["Case", "The instrument", "The host"] },
    timing: { caption: "Timing, timeouts and retries", head: ["What", "Time", "Then"] },
    "end-of-update": {
      caption: "The end of an update: what the host does after COMMIT",
      head: ["The instrument", "The host"],
    },
    "power-loss": { caption: "Power loss in each phase", head: ["Power lost in", "After power returns"] },
    rules: { caption: "The rules of an update", head: ["Rule", "What the instrument does"] },
    "image-header": {
      caption: "The signed image header ({headerSize} bytes; the body follows)",
      head: ["Offset", "Bytes", "Content"],
    },
    keys: {
      caption: "The Ed25519 public keys instruments are built with",
      head: ["Key id", "Key", "Signs", "Public key (32 bytes, hex)"],
    },
    "key-rotation": { caption: "Introducing a new key (rotation)", head: ["Step", "What happens"] },
    "crc-parameters": { caption: "CRC-32 parameters", head: ["Parameter", "Value"] },
    "crc-examples": { caption: "CRC-32, worked examples", head: ["Raw bytes", "CRC-32", "k1 k2 k3 k4 k5"] },
    "data-example": {
      caption: "DATA for chunk {sequence} holding {chunk}, to device ID {device}, byte by byte",
      head: ["Bytes", "Meaning"],
    },
  },
};

export type ImplementationText = typeof implementationEn;
