/**
 * The numbers the prose of /support/check/midi and of the data lists names ({answerMs}, {window}
 * …), from the protocol's constants and the tables' worked examples, written as a language writes
 * numbers (1.5, 1,5). The sentences themselves: app/features/midi/text.*.ts.
 */
import {
  ALL_DEVICES,
  IMAGE_HEADER_SIZE,
  INSTRUMENT_DEVICE_ID,
  MANUFACTURER_ID,
  MIN_BATTERY,
  PROTOCOL_VERSION,
  SIGNATURE,
  SIGNED_PART,
  TIMING,
  WINDOW,
} from "./protocol.ts";
import { dataLengths, hex, hexBytes, MAX_TAG } from "./protocol-tables.ts";
import { examples } from "./protocol-tables-image.ts";

export function protocolValues(locale: string): Record<string, string | number> {
  const n = new Intl.NumberFormat(locale).format;
  return {
    version: PROTOCOL_VERSION,
    device: hex(INSTRUMENT_DEVICE_ID),
    all: hex(ALL_DEVICES),
    head: hexBytes([0xf0, ...MANUFACTURER_ID, ...SIGNATURE]),
    answerMs: n(TIMING.answerMs),
    identityS: n(TIMING.identityMs / 1000),
    rounds: n(TIMING.identifyRounds),
    waitS: n(TIMING.identifyWaitMs / 1000),
    silenceS: n(TIMING.silenceMs / 1000),
    retries: n(TIMING.retries),
    pollS: n(TIMING.pollMs / 1000),
    graceS: n(TIMING.graceS),
    window: n(WINDOW),
    maxTag: n(MAX_TAG),
    headerSize: n(IMAGE_HEADER_SIZE),
    signedEnd: n(SIGNED_PART - 1),
    minBattery: n(MIN_BATTERY),
    statusLength: dataLengths.STATUS ?? "",
    sequence: examples.dataSequence,
    chunk: examples.dataChunk,
    raw: examples.raw,
    packed: examples.packed,
    crc: examples.checkCrc,
    groups: examples.checkGroups,
  };
}
