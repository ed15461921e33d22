/**
 * The data lists' MIDI implementation, as instrument manuals print it: the channel messages, then
 * System Exclusive identity (the model's own Identity Reply, byte by byte) and firmware update
 * (every message, the states, the reasons, packing, checksum and the image header). The byte
 * tables come from app/lib/midi/protocol-tables.ts, which /support/check/midi sets too.
 * Models without a MIDI port (no "MIDI" specification) get no MIDI implementation.
 */
import { type CategorySeed, categorySeeds, type ProductSeed } from "../app/.server/db/seed/catalogue.ts";
import { productSeeds } from "../app/.server/db/seed/products.ts";
import { CHUNK_SIZE, packedLength, WINDOW } from "../app/lib/midi/protocol.ts";
import {
  codeHex,
  examples,
  identityTables,
  imageHeaderRows,
  linkRows,
  type MessageTable,
  type ModelCodes,
  reasonRows,
  stateRows,
  updateTables,
} from "../app/lib/midi/protocol-tables.ts";
import { type Doc, heading, INK, para, table } from "./pdf-layout.ts";

/**
 * The seed's codes (product lines 1 digital pianos, 2 keyboards, 3 rhythm machines; a model's
 * member code is its model number), for a seed that does not carry them yet: the seed's
 * `midiFamily` and `midiMember` win where they exist.
 */
const fallbackFamilies: Record<string, number> = { DigitalPianos: 1, Keyboards: 2, Drums: 3 };
const fallbackMembers: Record<string, number> = {
  SPC121: 121,
  CP203: 203,
  SP201Plus: 201,
  AKX10S: 10,
  MK200: 200,
  MK61: 61,
  MK49: 49,
  MR101S: 101,
};

type WithCodes = { midiMember?: number | null };
type LineWithCodes = { midiFamily?: number | null };

/** A model's family and member codes, from the seed (midiFamily on its line, midiMember on it); null: no MIDI port. */
export function midiCodesOf(productId: string): (ModelCodes & { familyName: string; modelName: string }) | null {
  const product = productSeeds.find((p) => p.id === productId);
  if (!product) return null;
  const line = categorySeeds.find((c) => c.id === product.categoryId) as (CategorySeed & LineWithCodes) | undefined;
  const seeded = product as ProductSeed & WithCodes;
  const family = "midiFamily" in (line ?? {}) ? line?.midiFamily : fallbackFamilies[product.categoryId];
  const member = "midiMember" in seeded ? seeded.midiMember : fallbackMembers[product.id];
  if (family == null || member == null || !hasMidiPort(product)) return null;
  return { family, member, familyName: line?.name ?? product.categoryId, modelName: product.title };
}

/** Every model has MIDI (USB-MIDI, MIDI ports) unless its "MIDI" specification says none (the MK37). */
function hasMidiPort(product: ProductSeed): boolean {
  const midi = product.params.find((p) => p.label === "MIDI");
  if (!midi) return true;
  return Array.isArray(midi.value) ? midi.value.length > 0 : Boolean(midi.value);
}

/** Whether the model sends MIDI clock (its specification or its description says so). */
const sendsClock = (product: ProductSeed) =>
  [product.desc, ...product.stickyList.map((s) => s.desc)].some((t) => /MIDI clock/i.test(t));

function byteTable(doc: Doc, message: MessageTable) {
  const direction = message.from === "host" ? "Host to instrument" : "Instrument to host";
  doc
    .font(doc.style.bold)
    .fontSize(11)
    .fillColor(INK)
    .text(doc.style.text(`${message.name} (${direction})`));
  doc.moveDown(0.2);
  para(doc, message.summary);
  table(doc, message.rows as [string, string][], [110, 365]);
}

/** The section, for a model with a MIDI port; nothing for one without. */
export function midiImplementation(doc: Doc, product: ProductSeed, clock: boolean) {
  const codes = midiCodesOf(product.id);
  if (!codes) return;
  heading(doc, "MIDI implementation");
  table(doc, [
    ["Note on/off", "Transmitted and recognised, channels 1-16"],
    ["Program change", "Transmitted and recognised"],
    ["Control change", "0, 1, 7, 10, 11, 64, 66, 67, 91, 93"],
    ["Pitch bend", "Recognised"],
    ["System exclusive", "GM System On, master volume, Identity Request, firmware update (below)"],
    ["Clock", clock || sendsClock(product) ? "Transmitted and recognised" : "Recognised"],
  ]);

  heading(doc, "System exclusive: Identity", 14);
  para(
    doc,
    `The ${product.title} answers the MIDI Universal Device Inquiry. Its family code is ${codeHex(codes.family)} (${codes.familyName}) and its member code ${codeHex(codes.member)}; the reply carries the installed firmware version. Numbers are hexadecimal; every data byte is 7-bit (00-7F).`,
  );
  para(
    doc,
    'Noteva has no registered MIDI manufacturer ID, so its instruments use 7D, the ID the MIDI standard reserves for non-commercial use. Because anyone may use 7D, every Noteva message below carries the signature 4E 56 ("NV") after it.',
  );
  for (const message of identityTables(codes)) byteTable(doc, message);

  heading(doc, "System exclusive: firmware update", 14);
  para(
    doc,
    `Firmware is sent over USB in chunks of ${CHUNK_SIZE} bytes, each with a sequence number and a checksum. The instrument keeps its installed firmware until it has received the whole image and verified its SHA-256; only then does it switch. A transfer cut off by a pulled cable stays pending: after reconnecting, the host sends UPDATE BEGIN with the same image again and continues from the chunk the instrument names.`,
  );
  para(
    doc,
    `Sequence: STATUS REQUEST; UPDATE BEGIN; BEGIN ACCEPTED (next chunk, window ${WINDOW}); DATA from the next chunk, at most ${WINDOW} ahead of the last ACK; on REFUSED 04 or 05, DATA again from the sequence number in the detail; COMMIT after the last ACK; COMMITTED with the new version. ABORT discards a pending image.`,
  );
  para(
    doc,
    "Numbers wider than 7 bits are sent as 7-bit groups, least significant group first: 14-bit = 2 bytes, 21-bit = 3, 35-bit = 5. Versions are 4 bytes: major, minor, patch, build.",
  );
  for (const message of updateTables()) byteTable(doc, message);

  heading(doc, "States (STATUS ss)", 12);
  table(doc, stateRows as [string, string][], [110, 365]);
  heading(doc, "Connections (STATUS ll)", 12);
  table(doc, linkRows as [string, string][], [110, 365]);
  heading(doc, "Reasons (REFUSED rr)", 12);
  table(doc, reasonRows as [string, string][], [110, 365]);

  heading(doc, "7-bit packing", 12);
  para(
    doc,
    `Image bytes are 8-bit, SysEx data bytes 7-bit. Each group of up to 7 raw bytes is sent as one byte holding their high bits (bit 0 for the first byte, bit 6 for the seventh), followed by the 7 low bits of each byte: 7 bytes become 8, a shorter last group n + 1. ${CHUNK_SIZE} raw bytes become ${packedLength(CHUNK_SIZE)}. Example: ${examples.raw} is sent as ${examples.packed}.`,
  );
  heading(doc, "Checksum", 12);
  para(
    doc,
    `The DATA checksum is the sum of every byte from the sequence number to the end of the packed data, low 7 bits. Example: DATA for chunk 1 holding FF 00 is ${examples.dataMessage}; the sum of ${examples.summed} is ${examples.checksum}.`,
  );
  heading(doc, "Firmware image", 12);
  para(
    doc,
    "The firmware file (.BIN, inside the published zip) is a 64-byte header followed by the body. The SHA-256 in UPDATE BEGIN covers the whole image, header included. The instrument also checks the header's family and member codes before it switches.",
  );
  table(
    doc,
    imageHeaderRows.map(([offset, bytes, meaning]): [string, string] => [`${offset} (${bytes})`, meaning]),
    [110, 365],
  );
}
