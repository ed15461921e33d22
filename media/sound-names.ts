/**
 * The sound lists of the data lists (instrument-names.ts says how they are made): the categories in
 * a maker's order, each with its names, most played first; a home piano's lists written out, a
 * larger set's shares of each category by the model's class; the SP201Plus's own E.Piano group.
 */
import { list, type ModelClass, type NamedGroup, type Pool, poolNames, shares } from "./instrument-names.ts";

/**
 * The sound categories in the order a maker's list runs, each with its names (most played first)
 * and the words a larger set varies them with ("Mellow", "Bright" …: "Mellow Nylon Guitar").
 */
const SOUND_POOLS: readonly Pool[] = [
  {
    category: "Piano",
    names: list(
      "Concert Grand, Bright Grand, Mellow Grand, Studio Grand, Upright Piano, Ballad Grand, Rock Piano",
      "Chamber Grand, Honky-Tonk, Pop Grand, Warm Grand, Mellow Upright, Jazz Piano, Stage Grand",
      "Piano & Strings, Piano & Pad, Piano & Choir, Piano & Vibes, Dance Piano, Bar Piano, Octave Piano",
      "Classic Upright, Felt Piano, Toy Piano, Rock Grand, Cinematic Piano, Lounge Piano, Ragtime Piano",
      "Gospel Piano, Pop Upright, Vintage Upright, Grand & Pad Layer, New Age Piano, Practice Piano",
      "Warm Upright, Hall Grand",
    ),
    variants: ["Soft", "Wide", "Dry", "Ambient", "Dark"],
  },
  {
    category: "E.Piano",
    names: list(
      "Stage E.Piano, Vintage E.Piano, FM E.Piano, Harpsichord, Clavi, Tine E.Piano, Reed E.Piano",
      "Suitcase E.Piano, Harpsichord Octave, Wah Clavi, Chorus E.Piano, Phaser E.Piano, Tremolo E.Piano",
      "Crystal E.Piano, Funky Clavi, Lute Harpsichord, Pop E.Piano, Hybrid E.Piano, Dyno E.Piano",
      "Soul E.Piano, Ballad E.Piano, Lo-Fi E.Piano, Stereo Tine, Velvet E.Piano, Baroque Harpsichord",
      "Harpsichord & Strings, Clavi Funk Stack, E.Piano & Pad, E.Piano & Strings, Vintage Reed",
    ),
    variants: ["Soft", "Bright", "Warm", "Stereo"],
  },
  {
    category: "Organ",
    names: list(
      "Jazz Organ, Rotary Organ, Pipe Organ, Rock Organ, Full Drawbars, Gospel Organ, Chapel Organ",
      "Theatre Organ, Percussive Organ, Soul Organ, Reed Organ, Baroque Organ, Mellow Drawbars",
      "Principal Organ, Cathedral Organ, Combo Organ, Musette Organ, Flute Organ, Overdrive Organ",
      "Blues Organ, Click Organ, Stage Organ, Cinema Organ, Sixties Organ, Church Plenum, Positive Organ",
      "Jazz Percussion, Gospel Swell, Organ Bass, Tibia Organ, Draw Organ, Pop Organ",
    ),
    variants: ["Soft", "Bright", "Full", "Vintage"],
  },
  {
    category: "Accordion",
    names: list(
      "Accordion, Musette Accordion, Tango Accordion, Harmonica, Bandoneon, Folk Accordion, Steirische",
      "Blues Harmonica, Chromatic Harmonica, Bayan, Cajun Accordion, Polka Accordion, Melodica",
      "Accordion Bass, Concertina, Harmonium, Organetto, Jazz Harmonica, Trikitixa",
    ),
    variants: ["Soft", "Bright", "Dry", "Vibrato"],
  },
  {
    category: "Guitar",
    names: list(
      "Nylon Guitar, Steel Guitar, Jazz Guitar, Clean Guitar, Muted Guitar, Overdrive Guitar",
      "Distortion Guitar, Twelve-String Guitar, Funk Guitar, Pedal Steel, Mandolin, Banjo, Ukulele",
      "Flamenco Guitar, Chorus Guitar, Rock Lead Guitar, Slide Guitar, Folk Guitar, Jazz Octave Guitar",
      "Power Chords, Tremolo Guitar, Strummed Guitar, Spanish Guitar, Hawaiian Guitar, Blues Guitar",
      "Country Guitar, Arpeggio Guitar, Harmonics Guitar, Wah Guitar, Crunch Guitar, Lead Guitar",
      "Heavy Riff, Acoustic Strum, Manouche Guitar, Lap Steel, Baritone Guitar, Sitar Guitar",
      "Feedback Guitar, Resonator Guitar",
    ),
    variants: ["Mellow", "Bright", "Soft", "Stereo", "Warm", "Vintage", "Wide"],
  },
  {
    category: "Bass",
    names: list(
      "Acoustic Bass, Finger Bass, Pick Bass, Fretless Bass, Slap Bass, Synth Bass, Analog Bass, Jazz Bass",
      "Rock Bass, Funk Bass, Muted Bass, Warm Synth Bass, Sub Bass, Acoustic & Ride, Bass & Cymbal",
      "Resonant Bass, Hip-Hop Bass, Acid Bass, Wobble Bass, Pulse Bass, Rubber Bass, Dub Bass, Upright Slap",
      "Picked Fretless, Modern Slap, Octave Bass, Growl Bass, Reese Bass, Funky Synth Bass, Finger Slap",
    ),
    variants: ["Mellow", "Bright", "Deep", "Vintage", "Punch", "Fat"],
  },
  {
    category: "Strings",
    names: list(
      "Strings, Slow Strings, Chamber Strings, Pizzicato Strings, Orchestra, Violin, Cello, Viola",
      "Contrabass, Harp, Tremolo Strings, Marcato Strings, Synth Strings, Octave Strings, Film Strings",
      "Fiddle, Solo Violin, Legato Strings, Orchestra Hit, Spiccato Strings, Warm Strings, Bright Strings",
      "Analog Strings, Quartet, Strings & Horns, Strings & Flute, Timpani, Pop Strings, Soft Ensemble",
      "Violin Section, Cello Section, Viola Section, Double Bass Section, Harp Glissando, Strings Staccato",
      "Orchestral Tutti, Celtic Harp, Slow Violin, Hollywood Strings, Bowed Bass",
    ),
    variants: ["Soft", "Wide", "Dark", "Epic", "Stereo", "Lush"],
  },
  {
    category: "Choir",
    names: list(
      "Choir, Vocal Ooh, Chamber Choir, Pop Voices, Gospel Choir, Synth Voice, Female Aahs, Male Aahs",
      "Air Choir, Vocal Pad, Humming, Scat Voices, Boys Choir, Cathedral Choir, Jazz Voices, Doo Wop",
      "Vox Humana, Breath Voice, Solo Soprano, Choir Swell, Voice Oohs, Dark Choir Pad, Children's Choir",
      "Vocal Chop, Mixed Choir, Men's Chorus",
    ),
    variants: ["Soft", "Wide", "Dark", "Bright"],
  },
  {
    category: "Brass",
    names: list(
      "Brass Section, Trumpet, Trombone, French Horn, Tuba, Flugelhorn, Muted Trumpet, Synth Brass",
      "Big Band Brass, Horn Section, Analog Brass, Brass Fall, Pop Brass, Mariachi Trumpet, Jazz Trumpet",
      "Orchestral Brass, Sforzando Brass, Trumpet & Trombone, Euphonium, Cornet, Bass Trombone, Wah Trumpet",
      "Funk Horns, Soft Horns, Fanfare, Brass Swell, Trumpet Shake, Jazz Trombone, Alpine Horn Section",
      "Wagner Tuba, Brass Stabs, Soul Brass, Ska Horns, Latin Brass, Flugel Section, Piccolo Trumpet",
    ),
    variants: ["Mellow", "Bright", "Warm", "Punch", "Vintage", "Wide"],
  },
  {
    category: "Reed",
    names: list(
      "Alto Sax, Tenor Sax, Soprano Sax, Baritone Sax, Clarinet, Oboe, Bassoon, English Horn, Sax Section",
      "Breathy Tenor, Jazz Alto, Growl Sax, Soft Tenor, Bass Clarinet, Woodwinds, Funk Sax, Subtone Sax",
      "Folk Clarinet, Sax & Trumpet, Rock Sax, Saxophone Section, Ballad Tenor, Sweet Alto",
      "Clarinet Section, Klezmer Clarinet, Oboe d'Amore, Contrabassoon, Musette Clarinet, Big Band Reeds",
      "Smooth Alto",
    ),
    variants: ["Mellow", "Bright", "Vintage", "Warm", "Smooth"],
  },
  {
    category: "Pipe",
    names: list(
      "Flute, Piccolo, Pan Flute, Recorder, Ocarina, Whistle, Shakuhachi, Bottle Blow, Irish Whistle",
      "Alto Flute, Jazz Flute, Flute Ensemble, Breathy Flute, Andean Flute, Bamboo Flute, Native Flute",
      "Tin Whistle, Tremolo Flute, Quena, Fife, Bass Flute, Kawala, Flute & Oboe, Pan Pipes",
    ),
    variants: ["Soft", "Bright", "Ambient", "Vintage"],
  },
  {
    category: "Synth Lead",
    names: list(
      "Square Lead, Saw Lead, Sine Lead, Analog Lead, Chiff Lead, Charang Lead, Fifth Lead, Bass & Lead",
      "Voice Lead, Portamento Lead, Sync Lead, Hyper Saw, Unison Lead, Whistle Lead, Mono Lead, Trance Lead",
      "Funk Lead, Wire Lead, Chip Lead, Pulse Lead, Detuned Lead, Acid Lead, Glide Lead, Big Lead",
      "Soft Lead, Trumpet Lead, Flute Lead, Solo Synth, Screamer, Resonance Lead, Square Wave, Saw Wave",
      "Ring Lead, Fizz Lead, Silky Lead, Classic Lead",
    ),
    variants: ["Soft", "Fat", "Bright", "Vintage", "Wide", "Dark"],
  },
  {
    category: "Synth Pad",
    names: list(
      "Warm Pad, Glass Pad, New Age Pad, Polysynth, Space Pad, Bowed Pad, Metal Pad, Halo Pad, Sweep Pad",
      "Analog Pad, Dream Pad, Air Pad, Evolving Pad, Soundtrack, Crystal Pad, Atmosphere, Brightness",
      "Goblins, Echoes, Sci-Fi, Rain Pad, Ice Pad, Choir Pad, Motion Pad, Arpeggio Pad, Stack Pad",
      "Choir Pad Swell, Hollow Pad, Vintage Pad, Fantasy Pad, Noise Pad, Sine Pad, String Pad, Pulse Pad",
      "Dust Pad, Shimmer Pad, Cloud Pad, Sunrise Pad",
    ),
    variants: ["Soft", "Wide", "Dark", "Bright", "Slow", "Vintage"],
  },
  {
    category: "Chromatic Percussion",
    names: list(
      "Vibraphone, Celesta, Marimba, Music Box, Glockenspiel, Xylophone, Tubular Bells, Steel Drums",
      "Dulcimer, Kalimba, Crotales, Handbells, Jazz Vibes, Bell Tree, Bell Pad, Tinkle Bell, Carillon",
      "Church Bells, Soft Marimba, Santur, Orchestral Bells, Vibes Tremolo, Mallet Ensemble, Bell Choir",
      "Wood Marimba",
    ),
    variants: ["Mellow", "Bright", "Wide", "Ambient"],
  },
  {
    category: "World",
    names: list(
      "Sitar, Koto, Shamisen, Erhu, Bagpipe, Oud, Bouzouki, Balalaika, Tabla, Gayageum, Kanun, Pipa",
      "Yangqin, Saz, Kora, Duduk, Ney, Tanpura, Shanai, Hulusi, Dizi, Guzheng, Charango, Cavaquinho",
      "Hang Drum, Didgeridoo, Fiddle Reel, Zither, Hackbrett, Alphorn, Tin Flute, Gamelan, Angklung, Mbira",
      "Bansuri, Qanun, Tar, Lyra, Hurdy-Gurdy, Nyckelharpa, Psaltery, Kantele, Cimbalom, Tambura",
      "Morin Khuur, Bawu",
    ),
    variants: ["Soft", "Bright", "Ambient", "Stereo"],
  },
  {
    category: "Percussion",
    names: list(
      "Timpani Roll, Taiko Drum, Melodic Tom, Synth Drum, Reverse Cymbal, Woodblock, Agogo, Castanets",
      "Concert Bass Drum, Gong, Finger Cymbals, Triangle Roll, Cajon, Djembe, Udu, Frame Drum, Log Drum",
      "Slit Drum",
    ),
    variants: ["Dry", "Ambient", "Stereo"],
  },
  {
    category: "Synth FX",
    names: list(
      "Rain, Crystal, Ice Rain, Star Theme, Sweep FX, Noise Sweep, Laser, Riser, Downlifter, Space Voice",
      "Glitch FX, Sci-Fi Bells, Wind Chimes, Dark Drone, Arp Motion, Pulse Sequence, Bubble FX, Zap",
    ),
    variants: ["Wide", "Dark", "Slow"],
  },
  {
    category: "Sound FX",
    names: list(
      "Seashore, Bird Tweet, Applause, Thunder, Wind, Stream, Telephone, Helicopter, Train, Jet Plane",
      "Car Pass, Door Creak, Footsteps, Heartbeat, Laughing, Dog Bark, Horse Gallop, Breath Noise",
      "Fret Noise, Guitar Cutting Noise, String Slap, Key Click, Scratch, Crowd, Clock Tick, Siren",
    ),
  },
];

/** A portable keyboard's drum kits, at the end of its sound list (real lists put them there). */
const KEYBOARD_KITS: readonly string[] = list(
  "Standard Kit, Room Kit, Rock Kit, Electronic Kit, Analog Kit, Dance Kit, Jazz Kit, Brush Kit",
  "Power Kit, Hip-Hop Kit, Orchestra Kit, Latin Kit, SFX Kit, Indian Kit, Arabic Kit, Asian Kit",
);

/**
 * A home piano's sounds, as its panel lists them: pianos, electric pianos and harpsichord, organs,
 * strings, choir, pads and mallets; nothing a home piano's buyer would not play on it.
 */
const HOME_PIANO_SOUNDS: Record<number, NamedGroup[]> = {
  20: [
    {
      category: "Piano",
      names: list("Concert Grand, Bright Grand, Mellow Grand, Studio Grand, Upright Piano, Ballad Grand"),
    },
    { category: "E.Piano", names: list("Stage E.Piano, Vintage E.Piano, FM E.Piano, Harpsichord") },
    { category: "Organ", names: ["Jazz Organ", "Pipe Organ"] },
    { category: "Strings", names: ["Strings", "Slow Strings", "Chamber Strings"] },
    { category: "Choir", names: ["Choir", "Vocal Ooh"] },
    { category: "Synth Pad", names: ["Warm Pad"] },
    { category: "Chromatic Percussion", names: ["Vibraphone", "Celesta"] },
  ],
  30: [
    {
      category: "Piano",
      names: list(
        "Concert Grand, Bright Grand, Mellow Grand, Studio Grand, Chamber Grand, Ballad Grand, Upright Piano",
        "Mellow Upright, Honky-Tonk, Piano & Strings",
      ),
    },
    {
      category: "E.Piano",
      names: list("Stage E.Piano, Vintage E.Piano, FM E.Piano, Harpsichord, Harpsichord Octave"),
    },
    { category: "Organ", names: ["Jazz Organ", "Pipe Organ", "Chapel Organ"] },
    { category: "Strings", names: list("Strings, Slow Strings, Chamber Strings, Pizzicato Strings") },
    { category: "Choir", names: ["Choir", "Vocal Ooh", "Chamber Choir"] },
    { category: "Synth Pad", names: ["Warm Pad", "Glass Pad"] },
    { category: "Chromatic Percussion", names: ["Vibraphone", "Celesta", "Music Box"] },
  ],
};

/** Each class's share of each sound category (a stage piano weighs pianos, an arranger spreads over all). */
const SOUND_WEIGHTS: Record<
  Exclude<ModelClass, "home-piano" | "rhythm-machine">,
  readonly (readonly [string, number])[]
> = {
  "portable-piano": [
    ["Piano", 14],
    ["E.Piano", 3],
    ["Organ", 8],
    ["Accordion", 3],
    ["Guitar", 7],
    ["Bass", 6],
    ["Strings", 10],
    ["Choir", 5],
    ["Brass", 6],
    ["Reed", 5],
    ["Pipe", 4],
    ["Synth Lead", 5],
    ["Synth Pad", 7],
    ["Chromatic Percussion", 6],
    ["World", 4],
  ],
  arranger: [
    ["Piano", 8],
    ["E.Piano", 6],
    ["Organ", 7],
    ["Accordion", 4],
    ["Guitar", 10],
    ["Bass", 7],
    ["Strings", 9],
    ["Choir", 5],
    ["Brass", 8],
    ["Reed", 7],
    ["Pipe", 5],
    ["Synth Lead", 7],
    ["Synth Pad", 7],
    ["Chromatic Percussion", 5],
    ["World", 8],
    ["Percussion", 3],
    ["Synth FX", 3],
    ["Sound FX", 2],
  ],
  "portable-keyboard": [
    ["Piano", 8],
    ["E.Piano", 6],
    ["Organ", 7],
    ["Accordion", 4],
    ["Guitar", 9],
    ["Bass", 7],
    ["Strings", 8],
    ["Choir", 4],
    ["Brass", 7],
    ["Reed", 6],
    ["Pipe", 5],
    ["Synth Lead", 7],
    ["Synth Pad", 6],
    ["Chromatic Percussion", 6],
    ["World", 5],
    ["Percussion", 2],
    ["Synth FX", 2],
    ["Sound FX", 2],
    ["Drum Kit", 3],
  ],
};

/**
 * The SP201Plus's electric pianos: two, the second (a brighter tine tone) added by firmware 1.1.0,
 * as its copy and release notes say; beside them the harpsichords and clavis of its E.Piano group.
 */
const STAGE_PIANO_KEYS: NamedGroup = {
  category: "E.Piano",
  names: list(
    "Stage E.Piano, Harpsichord, Harpsichord Octave, Clavi, Wah Clavi, Lute Harpsichord",
    "Bright Tine E.Piano",
  ),
  added: { names: ["Bright Tine E.Piano"], version: "1.1.0" },
};

/** The sounds a model's data list prints, by category. */
export function soundGroups(kind: ModelClass, total: number): NamedGroup[] {
  if (kind === "rhythm-machine" || total === 0) return [];
  if (kind === "home-piano") {
    const fixed = HOME_PIANO_SOUNDS[total];
    if (!fixed) throw new Error(`no home piano list of ${total} sounds`);
    return fixed.map((g) => ({ ...g, names: [...g.names] }));
  }
  const counts = shares(SOUND_WEIGHTS[kind], total);
  if (kind === "portable-piano") {
    // its E.Piano group is its own (two electric pianos); the pianos take what it does not
    const keys = STAGE_PIANO_KEYS.names.length;
    counts.set("Piano", (counts.get("Piano") ?? 0) + (counts.get("E.Piano") ?? 0) - keys);
    counts.set("E.Piano", keys);
  }
  return [...counts].map(([category, n]) => {
    if (kind === "portable-piano" && category === "E.Piano")
      return { ...STAGE_PIANO_KEYS, names: [...STAGE_PIANO_KEYS.names] };
    if (category === "Drum Kit") return { category, names: KEYBOARD_KITS.slice(0, n) };
    const pool = SOUND_POOLS.find((p) => p.category === category);
    if (!pool) throw new Error(`no sound category ${category}`);
    return { category, names: poolNames(pool, n) };
  });
}
