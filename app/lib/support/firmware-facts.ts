/**
 * What a model's firmware brought that its documents describe: the release from which it does it,
 * by product id, as that release's notes say (seed/firmware.ts; media/firmware-versions.test.ts ties
 * the two both ways: every function a release added is described in its model's manual, in every
 * language, with its version, and every sentence that names one names its version). A model not
 * listed for a function has done it since its first release, or does not do it.
 */

/**
 * Where the owner's manual (manual-content.ts) describes a function a release added, in words of its
 * own (manual-text.ts `added`): beside choosing a sound, the metronome, recording, the lessons, the
 * registration memory, the pads, or below the connections table.
 */
export type FunctionPart = "sound" | "tempo" | "record" | "lessons" | "registration" | "pads" | "connections";

/** A function a release added that the manual describes in a sentence of its own, in its `part`. */
export type AddedFunction =
  | "brightVoicing"
  | "localControl"
  | "midiFilePedal"
  | "slowPractice"
  | "closeRoomSound"
  | "tinePiano"
  | "dryLineOut"
  | "registrationDrive"
  | "accompanimentOverUsb"
  | "rhythmScored"
  | "lessonSystem"
  | "scoresKept"
  | "phraseRepeat"
  | "accentedMetronome"
  | "swingRange"
  | "clockWhileStopped"
  | "chainExport";

/**
 * A function a release added that the manual describes where its own data leads it (the words that
 * describe it take the version): the damper pedal's half-damper sensitivity, the chord dictionary, the
 * chord sequencer's MIDI files, the sustain pedal's polarity; and those its
 * specification dates itself (the drive's exFAT, the kits of a kit page: instrument-facts.ts).
 */
export type DescribedFunction =
  | "halfDamperSetting"
  | "chordDictionary"
  | "chordSequencerExport"
  | "pedalPolarity"
  | "exfat"
  | "addedKits";

export type FirmwareFunction =
  | { model: string; version: string; id: AddedFunction; part: FunctionPart }
  | { model: string; version: string; id: DescribedFunction; part?: undefined };

/** Every function a firmware release added that the model's documents describe, by model and release. */
export const firmwareFunctions: readonly FirmwareFunction[] = [
  { model: "SPC121", version: "1.1.0", id: "brightVoicing", part: "sound" },
  { model: "SPC121", version: "1.2.0", id: "localControl", part: "connections" },
  { model: "SPC121", version: "1.2.0", id: "midiFilePedal", part: "record" },
  { model: "CP203", version: "1.1.0", id: "slowPractice", part: "tempo" },
  { model: "CP203", version: "1.2.0", id: "halfDamperSetting" },
  { model: "CP203", version: "1.2.0", id: "closeRoomSound", part: "sound" },
  { model: "SP201Plus", version: "1.1.0", id: "tinePiano", part: "sound" },
  { model: "SP201Plus", version: "1.1.0", id: "dryLineOut", part: "connections" },
  { model: "SP201Plus", version: "1.3.0", id: "registrationDrive", part: "registration" },
  { model: "AKX10S", version: "1.2.0", id: "exfat" },
  { model: "AKX10S", version: "1.3.0", id: "chordSequencerExport" },
  { model: "MK200", version: "1.1.0", id: "rhythmScored", part: "lessons" },
  { model: "MK200", version: "1.1.0", id: "accompanimentOverUsb", part: "connections" },
  { model: "MK61", version: "1.0.2", id: "pedalPolarity" },
  { model: "MK61", version: "1.1.0", id: "scoresKept", part: "lessons" },
  { model: "MK61", version: "2.0.0", id: "phraseRepeat", part: "lessons" },
  { model: "MK61", version: "2.0.0", id: "chordDictionary" },
  { model: "MK49", version: "1.1.0", id: "lessonSystem", part: "lessons" },
  { model: "MK49", version: "1.1.0", id: "accentedMetronome", part: "tempo" },
  { model: "MR101S", version: "1.1.0", id: "swingRange", part: "pads" },
  { model: "MR101S", version: "1.1.0", id: "clockWhileStopped", part: "connections" },
  { model: "MR101S", version: "1.2.0", id: "chainExport", part: "connections" },
  { model: "MR101S", version: "1.2.0", id: "addedKits" },
];

/** The release from which the model does what `id` names, or null (it always has, or never does). */
export const functionFrom = (model: string | undefined, id: FirmwareFunction["id"]): string | null =>
  firmwareFunctions.find((f) => f.model === model && f.id === id)?.version ?? null;

/** The functions of one model the manual describes in a part of its own, in the order listed. */
export const addedFunctionsOf = (model: string | undefined, part: FunctionPart) =>
  firmwareFunctions.flatMap((f) =>
    f.model === model && f.part === part ? [{ id: f.id as AddedFunction, version: f.version }] : [],
  );

/**
 * The release from which the model reads its sustain pedal's polarity as it is switched on, so a
 * pedal of either polarity works (the MK61: its 1.0.2 notes). The owner's manual's "the pedal works
 * the wrong way round" row names it, since the remedy fails on earlier firmware.
 */
export const pedalPolarityFrom: Readonly<Record<string, string>> = Object.fromEntries(
  firmwareFunctions.filter((f) => f.id === "pedalPolarity").map((f) => [f.model, f.version]),
);
