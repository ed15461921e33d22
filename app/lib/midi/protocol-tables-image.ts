/**
 * The image's normative tables: the signed header (format 02), the keys instruments are built with
 * and how a new key is introduced, and the worked examples (7-bit packing, CRC-32, a DATA message
 * byte by byte). Made from the protocol module's constants and functions, so every example is
 * what the code sends; English, as the data lists print them.
 */
import { FIRMWARE_KEYS } from "./firmware-keys.ts";
import {
  crc32,
  dataChunk,
  IMAGE_FORMAT,
  IMAGE_HEADER_SIZE,
  IMAGE_MAGIC,
  INSTRUMENT_DEVICE_ID,
  int7,
  MANUFACTURER_ID,
  pack7,
  SIGNATURE,
  SIGNED_PART,
} from "./protocol.ts";
import { grid, hex, hexBytes } from "./protocol-tables.ts";

/** The header's fields in order, with their sizes: the offsets add up, and the test checks the sum. */
const fields: readonly (readonly [bytes: number, content: string])[] = [
  [4, `ASCII "${IMAGE_MAGIC}"`],
  [1, `Header format ${hex(IMAGE_FORMAT)}`],
  [2, "Family code (14-bit, low 7 bits first)"],
  [2, "Member code (14-bit, low 7 bits first)"],
  [4, "Version: major, minor, patch, build"],
  [4, "Minimum installed version (00 00 00 00: any)"],
  [4, `Body length, unsigned 32-bit little-endian (image = ${IMAGE_HEADER_SIZE} + body)`],
  [16, "Product id, ASCII, padded with 00"],
  [8, "Key id: the first 8 bytes of SHA-256 of the signing key's 32-byte Ed25519 public key"],
  [32, "SHA-256 of the body"],
  [19, "00"],
  [64, `Ed25519 signature (RFC 8032) over bytes 0–${SIGNED_PART - 1}`],
];
export const imageHeaderGrid = grid(
  "image-header",
  ["Offset", "Bytes", "Content"],
  fields.map(([bytes, content], i) => [
    String(fields.slice(0, i).reduce((sum, [n]) => sum + n, 0)),
    String(bytes),
    content,
  ]),
);

export const keysGrid = grid(
  "keys",
  ["Key id", "Key", "Signs", "Public key (32 bytes, hex)"],
  FIRMWARE_KEYS.map((k) => [
    k.id,
    // the owner-facing name: the firmware team's label ("development key") is theirs, not an owner's
    k.name,
    "Noteva firmware updates",
    k.publicKey,
  ]),
);

export const keyRotationGrid = grid(
  "key-rotation",
  ["Step", "What happens"],
  [
    ["1", "A firmware signed with a key instruments already trust carries a built-in key list holding the new key."],
    ["2", "Once that firmware is installed widely, releases are signed with the new key."],
    ["3", "A later firmware drops the old key from its list."],
    ["Always", "The key id in the header selects the key: an unknown id is refused 0C, a wrong signature 09."],
  ],
);

const groups = (crc: number) => hexBytes(int7(crc, 5));
const crcHex = (crc: number) => crc.toString(16).toUpperCase().padStart(8, "0");
const check = crc32(new TextEncoder().encode("123456789"));

export const crcParametersGrid = grid(
  "crc-parameters",
  ["Parameter", "Value"],
  [
    ["Width", "32 bits"],
    ["Polynomial", "04C11DB7, processed reflected (EDB88320), least significant bit first"],
    ["Initial value", "FFFFFFFF"],
    ["Final XOR", "FFFFFFFF"],
    ["Check", `CRC-32 of ASCII "123456789" = ${crcHex(check)}`],
    ["On the wire", "Five 7-bit groups, least significant first (k1 = bits 0–6 … k5 = bits 28–31)"],
  ],
);

const exampleSequence = 1;
const exampleRaw = Uint8Array.from([0xff, 0x00]);
const exampleData = dataChunk(exampleSequence, exampleRaw, INSTRUMENT_DEVICE_ID);
const exampleCrc = crc32(exampleRaw);

export const crcExamplesGrid = grid(
  "crc-examples",
  ["Raw bytes", "CRC-32", "k1 k2 k3 k4 k5"],
  [
    ['ASCII "123456789": 31 32 33 34 35 36 37 38 39', crcHex(check), groups(check)],
    [hexBytes(exampleRaw), crcHex(exampleCrc), groups(exampleCrc)],
  ],
);

/** The DATA example cut into its fields, from the message the code builds (the test joins them back). */
function dataFields(): string[][] {
  const at = 2 + MANUFACTURER_ID.length + SIGNATURE.length;
  const b = Array.from(exampleData);
  const take = (from: number, n: number) => hexBytes(b.slice(from, from + n));
  const packed = pack7(exampleRaw).length;
  return [
    ["F0", "Exclusive status"],
    [hexBytes(MANUFACTURER_ID), "Manufacturer ID"],
    [hexBytes(SIGNATURE), 'Signature "NV"'],
    [take(at - 1, 1), "Device ID: the instrument's own"],
    [take(at, 1), "Command: DATA"],
    [take(at + 1, 3), `Sequence ${exampleSequence} (21-bit)`],
    [take(at + 4, 2), `Raw length ${exampleRaw.length} (14-bit)`],
    [
      take(at + 6, packed),
      `${hexBytes(exampleRaw)} packed: the high bits (only FF's: 01), then the low 7 bits of each byte`,
    ],
    [
      take(at + 6 + packed, 5),
      `CRC-32 of ${hexBytes(exampleRaw)} = ${crcHex(exampleCrc)}, five 7-bit groups, low first`,
    ],
    ["F7", "End of exclusive"],
  ];
}

export const dataExampleGrid = grid("data-example", ["Bytes", "Meaning"], dataFields());

const packingRaw = Uint8Array.from([0x80, 0x01, 0xff, 0x7f, 0x00, 0x81, 0x02]);
/** Worked examples in running text: 7 raw bytes packed, CRC-32 of "123456789", the DATA above (its chunk). */
export const examples = {
  raw: hexBytes(packingRaw),
  packed: hexBytes(pack7(packingRaw)),
  checkCrc: crcHex(check),
  checkGroups: groups(check),
  dataSequence: exampleSequence,
  dataChunk: hexBytes(exampleRaw),
  dataMessage: hexBytes(exampleData),
};
