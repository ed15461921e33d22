/**
 * The MIDI implementation's sections in order, each with the tables it sets: /support/check/midi
 * (app/features/midi/implementation.tsx) and the data lists (media/midi-implementation.ts) follow
 * this one list, so both say everything, in the same order. A section's heading and text are the
 * words of ./implementation-text.ts under its key.
 */
import type { ImplementationText } from "./implementation-text.ts";
import { deviceIdGrid, type Grid, messagesGrid, pairingGrid } from "./protocol-tables.ts";
import {
  crcExamplesGrid,
  crcParametersGrid,
  dataExampleGrid,
  imageHeaderGrid,
  keyRotationGrid,
  keysGrid,
} from "./protocol-tables-image.ts";
import {
  beginChecksGrid,
  commandsByStateGrid,
  endGrid,
  powerLossGrid,
  reasonsGrid,
  rulesGrid,
  statesGrid,
  statusValuesGrid,
  timingGrid,
  transferGrid,
  transitionsGrid,
} from "./protocol-tables-update.ts";

/** The keys of the words that are a section: a heading and a text. */
export type SectionKey = {
  [K in keyof ImplementationText]: ImplementationText[K] extends { heading: string; text: string } ? K : never;
}[keyof ImplementationText];

export type Section = {
  key: SectionKey;
  /** The page's anchor. */
  id: string;
  /** Its tables, after its text (the identity's and the messages' byte tables are set by the pages). */
  grids: readonly Grid[];
};

export const sections: readonly Section[] = [
  { key: "manufacturer", id: "manufacturer-id", grids: [] },
  { key: "deviceId", id: "device-id-rule", grids: [deviceIdGrid] },
  { key: "identity", id: "identity", grids: [] },
  { key: "pairing", id: "pairing", grids: [pairingGrid] },
  { key: "update", id: "firmware-update", grids: [] },
  { key: "messages", id: "messages", grids: [messagesGrid] },
  { key: "values", id: "values", grids: [statusValuesGrid, reasonsGrid] },
  { key: "states", id: "states", grids: [statesGrid, transitionsGrid, commandsByStateGrid] },
  { key: "checks", id: "begin-checks", grids: [beginChecksGrid] },
  { key: "transfer", id: "transfer", grids: [transferGrid] },
  { key: "timing", id: "timing", grids: [timingGrid] },
  { key: "end", id: "end-of-update", grids: [endGrid] },
  { key: "power", id: "power-loss", grids: [powerLossGrid] },
  { key: "rules", id: "rules", grids: [rulesGrid] },
  { key: "image", id: "image-header", grids: [imageHeaderGrid] },
  { key: "keys", id: "keys", grids: [keysGrid, keyRotationGrid] },
  { key: "packing", id: "packing", grids: [] },
  { key: "crc", id: "crc-32", grids: [crcParametersGrid, crcExamplesGrid, dataExampleGrid] },
];
