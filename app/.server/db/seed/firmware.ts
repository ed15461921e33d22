/**
 * The firmware history of every model with a MIDI port (all but the MK37): the releases on each
 * model's firmware page, in the download centre, the update articles (./articles.ts), the feeds and
 * search; their archives are made by media/firmware.ts. Translations: ./translations/{de,ja}/firmware.ts.
 */

/**
 * [product, version, date, release notes, minimum installed version]: the last, where given, is
 * the stepping stone an instrument must have installed before it may take this release.
 */
export type FirmwareSeed = readonly [
  productId: string,
  version: string,
  date: string,
  changes: string[],
  minimumVersion?: string,
];

/** The releases the first seed set had: a data set seeded before the history gets only the others. */
export const firstFirmwareSet: ReadonlySet<string> = new Set([
  "SPC121@1.0.0",
  "SPC121@1.1.0",
  "AKX10S@1.0.0",
  "AKX10S@1.2.0",
  "AKX10S@1.3.0",
  "MR101S@1.0.0",
  "MR101S@1.1.0",
  "MR101S@1.2.0",
  "SP201Plus@1.3.0",
  "MK61@1.1.0",
]);

export const firmwareSeeds: FirmwareSeed[] = [
  ["SPC121", "1.0.0", "2024-11-04", ["First release."]],
  [
    "SPC121",
    "1.1.0",
    "2025-03-18",
    [
      "Adds a brighter piano voicing option (FUNCTION + key C7).",
      "Improves how the damper resonance fades when the sustain pedal is released.",
      "Fixes a click heard when switching sounds while keys are held.",
    ],
  ],
  [
    "SPC121",
    "1.2.0",
    "2025-10-14",
    [
      "Adds Local Control on/off (FUNCTION + key A6), so notes recorded into a computer are not played twice.",
      "Recordings exported over USB as MIDI files keep the sustain pedal (controller 64).",
      "Fixes the metronome volume returning to its default after power-off.",
    ],
  ],
  [
    "SPC121",
    "1.2.1",
    "2026-06-23",
    [
      "Fixes notes that kept sounding when the USB cable was plugged in while keys were held.",
      "Fixes the recorder's second track starting one beat late at tempos above 200 BPM.",
    ],
  ],
  ["CP203", "1.0.0", "2024-09-16", ["First release."]],
  [
    "CP203",
    "1.1.0",
    "2025-04-07",
    [
      "The 60 pieces of the music library play back at 50% to 100% of their tempo, for slow practice.",
      "Improves the string resonance of the lowest octave.",
      "Fixes the volume jumping for a moment when headphones are unplugged.",
    ],
  ],
  ["CP203", "1.1.1", "2025-12-02", ["Fixes recordings saved to a USB flash drive stopping after 30 minutes."]],
  [
    "CP203",
    "1.2.0",
    "2026-02-23",
    [
      "Adds the half-damper sensitivity setting (FUNCTION + key D1, five steps), described in revision B of the owner's manual.",
      "Adds a second room sound for headphones that sounds as if you sat close to the piano.",
      "Fixes the sostenuto pedal also holding notes played after it was pressed.",
    ],
  ],
  ["SP201Plus", "1.0.0", "2024-06-03", ["First release."]],
  [
    "SP201Plus",
    "1.1.0",
    "2024-10-21",
    [
      "Adds a second electric piano with a brighter tine tone.",
      "The line outputs can carry the piano without its reverb, for the PA's own effects.",
      "Fixes expression pedals of some makes not reaching full volume.",
    ],
  ],
  [
    "SP201Plus",
    "1.2.0",
    "2025-05-26",
    [
      "The transpose setting is kept when the piano is switched off.",
      "USB audio from a computer starts as soon as the cable is plugged in, with no setting to change.",
      "Fixes a rare crackle on the line outputs when more than 200 notes sound at once.",
    ],
  ],
  [
    "SP201Plus",
    "1.3.0",
    "2026-01-27",
    [
      "The piano keeps the USB audio playback volume when it is switched off.",
      "Registration memories can be saved to a USB flash drive.",
      "Fixes the rotary speaker effect speed switch.",
    ],
  ],
  ["AKX10S", "1.0.0", "2025-01-20", ["First release."]],
  [
    "AKX10S",
    "1.1.0",
    "2025-03-24",
    [
      "Each song book entry keeps its own style variation and tempo.",
      "The touch screen scrolls long sound lists without stuttering.",
      "Fixes Vocal Harmony staying in the old key after a transpose.",
    ],
  ],
  [
    "AKX10S",
    "1.2.0",
    "2025-06-10",
    [
      "The style browser shows the user style memory as a list of its own, apart from the preset styles.",
      "External drives up to 512GB formatted exFAT are recognised.",
      "Fixes the song book search ignoring accented letters.",
    ],
  ],
  [
    "AKX10S",
    "1.3.0",
    "2026-05-12",
    [
      "Adds chord sequencer export to standard MIDI files.",
      "Loads expansion sound packs 40% faster.",
      "Fixes a rare freeze when a USB drive is removed while the song book is open.",
    ],
  ],
  ["MK200", "1.0.0", "2024-08-19", ["First release."]],
  [
    "MK200",
    "1.0.1",
    "2024-12-09",
    [
      "Fixes the battery indicator showing low with freshly charged rechargeable batteries.",
      "Fixes the SYNC START light staying on after a style has stopped.",
    ],
  ],
  [
    "MK200",
    "1.1.0",
    "2025-08-18",
    [
      "Lesson mode scores the rhythm step as well as the notes.",
      "USB-MIDI can send the accompaniment on channels 3 to 10, for recording into a computer.",
      "Fixes the one-touch recorder cutting off the last note of a song.",
    ],
  ],
  ["MK61", "1.0.0", "2024-07-08", ["First release."]],
  [
    "MK61",
    "1.0.2",
    "2025-01-27",
    [
      "Sustain pedals of either polarity are recognised at power-on.",
      "Fixes fill-ins starting half a beat early at tempos below 60 BPM.",
    ],
  ],
  [
    "MK61",
    "1.1.0",
    "2026-02-16",
    ["Fixes Bluetooth MIDI dropping notes with some tablets.", "Lesson scores are kept after power-off."],
  ],
  [
    "MK61",
    "1.2.0",
    "2026-06-01",
    [
      "Installs the new boot loader that firmware 2.0.0 needs.",
      "Bluetooth MIDI pairs with more tablets and phones.",
      "Fixes the recorder losing the last bar when it is stopped during a fill-in.",
    ],
  ],
  [
    "MK61",
    "2.0.0",
    "2026-11-10",
    [
      "Lesson mode can repeat one phrase of a song until it is played in time.",
      "Adds a chord dictionary: hold FUNCTION, press a root key and the key marked with a chord type, and the display shows its keys.",
      "Halves the latency of Bluetooth MIDI.",
      "Version 2.0.0 uses a new flash layout that only the boot loader installed by 1.2.0 can write.",
    ],
    "1.2.0",
  ],
  ["MK49", "1.0.0", "2025-02-17", ["First release."]],
  [
    "MK49",
    "1.1.0",
    "2026-01-15",
    [
      "Adds the MK61's lesson system: the same lesson steps and scoring, so a pupil moving up to the MK61 finds the lessons they know.",
      "Adds a metronome with an accented first beat.",
    ],
  ],
  [
    "MK49",
    "1.1.1",
    "2026-04-20",
    [
      "Fixes the lesson score not being saved when the batteries run low.",
      "Fixes some tablets not recognising USB-MIDI when connected through a USB adaptor.",
    ],
  ],
  ["MR101S", "1.0.0", "2025-02-03", ["First release."]],
  [
    "MR101S",
    "1.1.0",
    "2025-09-22",
    [
      "Adds swing values up to 75%.",
      "MIDI clock output can now be sent while stopped.",
      "Fixes pad 16 using the wrong velocity curve.",
    ],
  ],
  [
    "MR101S",
    "1.1.1",
    "2026-02-09",
    [
      "Fixes the tempo drifting when following MIDI clock above 180 BPM.",
      "Fixes user patterns 91 to 100 being lost when the power is switched off during playback.",
    ],
  ],
  [
    "MR101S",
    "1.2.0",
    "2026-10-06",
    [
      "Adds pattern chain export over USB.",
      "Adds four electronic kits on a fourth kit page (pads 1 to 4): 52 kits in all.",
      "Improves pad sensitivity at low velocities.",
    ],
  ],
];
