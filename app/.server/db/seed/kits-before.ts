/**
 * Each model's kit as the seed wrote it before the box named the warranty card (generated from the
 * seed at model-specs@1). The seed set `model-specs` at version 2 (./index.ts) gives a data set
 * whose kit is still exactly this the seed's new one: the box's contents with the warranty card
 * (保証書, Garantiekarte). A kit an editor changed is not this, and is kept.
 */
import type { InstrumentKit } from "~/lib/content-model";

export const kitsBefore: { id: string; kit: InstrumentKit | null }[] = [
  {
    id: "SPC121",
    kit: {
      controls: ["POWER", "MASTER VOLUME", "FUNCTION", "SOUND", "METRONOME", "RECORD / PLAY", "LAYER / SPLIT", "DUO"],
      accessories: ["ac-adaptor", "sustain-pedal", "music-rest"],
    },
  },
  {
    id: "CP203",
    kit: {
      controls: ["POWER", "MASTER VOLUME", "FUNCTION", "SOUND", "METRONOME", "RECORD / PLAY", "LAYER / SPLIT", "DUO"],
      accessories: ["ac-adaptor", "music-rest"],
    },
  },
  {
    id: "SP201Plus",
    kit: {
      controls: [
        "POWER",
        "MASTER VOLUME",
        "FUNCTION",
        "SOUND",
        "STYLE",
        "METRONOME",
        "RECORD / PLAY",
        "LAYER / SPLIT",
        "DUO",
      ],
      accessories: ["ac-adaptor", "sustain-pedal", "music-rest", "carrying-case"],
    },
  },
  {
    id: "AKX10S",
    kit: {
      controls: ["POWER", "MASTER VOLUME", "FUNCTION", "SOUND", "STYLE", "METRONOME", "RECORD / PLAY", "LAYER / SPLIT"],
      accessories: ["ac-adaptor", "sustain-pedal", "music-rest"],
    },
  },
  {
    id: "MK200",
    kit: {
      controls: ["POWER", "MASTER VOLUME", "FUNCTION", "SOUND", "STYLE", "METRONOME", "RECORD / PLAY", "LAYER / SPLIT"],
      accessories: ["ac-adaptor", "music-rest"],
    },
  },
  {
    id: "MK61",
    kit: {
      controls: ["POWER", "MASTER VOLUME", "FUNCTION", "SOUND", "STYLE", "METRONOME", "RECORD / PLAY", "LAYER / SPLIT"],
      accessories: ["ac-adaptor", "music-rest"],
    },
  },
  {
    id: "MK37",
    kit: {
      controls: ["POWER", "VOLUME", "SOUND", "RHYTHM", "METRONOME", "RECORD / PLAY"],
      accessories: ["ac-adaptor"],
    },
  },
  {
    id: "MK49",
    kit: {
      controls: ["POWER", "MASTER VOLUME", "FUNCTION", "SOUND", "STYLE", "METRONOME", "RECORD / PLAY"],
      accessories: ["ac-adaptor", "music-rest"],
    },
  },
  {
    id: "MR101S",
    kit: {
      controls: ["POWER", "VOLUME", "TEMPO", "FILTER", "SWING", "KIT", "PATTERN", "START/STOP", "RECORD", "SHIFT"],
      accessories: ["ac-adaptor", "usb-cable"],
      connectors: [
        "Phones",
        "Output (L/MONO, R)",
        "DC IN 12 V",
        "USB to Host",
        "MIDI IN (notes, clock)",
        "MIDI OUT (notes, clock)",
      ],
      display: true,
    },
  },
];
