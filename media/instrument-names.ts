/**
 * The names a model's display shows for its sounds, styles, kits and preset rhythms, as a maker's
 * data list prints them: grouped by category in the order such lists use (Piano, E.Piano, Organ …
 * Chromatic Percussion, World; styles by genre; kits acoustic, electronic, percussion), every name
 * distinct within its list, none a numbered variant of another. Each list fits its model's class:
 * a home piano's few sounds are pianos, electric pianos, harpsichord, organs, strings, choir, pads
 * and mallets; a portable keyboard's and an arranger's range over every family. The names are the
 * panel's (English, the same in every language) and general: no other maker's trademarks.
 *
 * A sound a firmware release added (the SP201Plus's tine electric piano of 1.1.0, its release note's
 * "second electric piano") is listed in its category, marked with that release by the data list.
 */

/** A category's names as the table writes them, comma-separated (no panel name holds a comma). */
export const list = (...parts: string[]): readonly string[] => parts.flatMap((p) => p.split(", "));

/** A category (or genre) as the list heads it, with its names in the order a small list takes them. */
export type Pool = { category: string; names: readonly string[]; variants?: readonly string[] };

/** A category's names for one model: its heading and its names, the last `added` of them with the release that added them. */
export type NamedGroup = {
  category: string;
  names: readonly string[];
  added?: { names: readonly string[]; version: string };
};

/** The lists of a model the data list prints. */
export type ModelClass = "home-piano" | "portable-piano" | "arranger" | "portable-keyboard" | "rhythm-machine";

/** Every name of a pool a list may take: its names, then each varied (a larger set's "Mellow Nylon Guitar"), kept to its base's order. */
export function poolNames(pool: Pool, count: number): string[] {
  // each instrument varied with a word of its own first (Soft Concert Grand, Wide Studio Grand, Dry Upright …), never one word down the list
  const variants = pool.variants ?? [];
  const levels = [
    pool.names,
    ...variants.map((_, level) => pool.names.map((n, i) => `${variants[(i + level) % variants.length]} ${n}`)),
  ];
  const taken: { name: string; base: number; level: number }[] = [];
  for (const [level, names] of levels.entries())
    for (const [base, name] of names.entries()) {
      if (taken.length >= count) break;
      // the most played instruments have the most variations, the last few none (as a maker's set grows)
      if (base >= Math.ceil((names.length * (levels.length - level)) / levels.length)) continue;
      // a variant that doubles its word ("Soft Soft Tenor") or a base's own adjective reads as generated
      const words = name.split(" ");
      if (new Set(words).size !== words.length) continue;
      if (level > 0 && /^(Soft|Mellow|Bright|Warm|Dark|Wide|Vintage|Fat|Deep)\b/.test(pool.names[base] ?? "")) continue;
      if (taken.some((t) => t.name === name)) continue;
      taken.push({ name, base, level });
    }
  if (taken.length < count) throw new Error(`${pool.category}: ${count} names asked, ${taken.length} to give`);
  // as a maker lists them: each instrument followed by its variations
  return taken.sort((a, b) => a.base - b.base || a.level - b.level).map((t) => t.name);
}

/** How many of each category a set of `total` holds, from its weights (largest remainder, every weighted category at least one). */
export function shares(weights: readonly (readonly [string, number])[], total: number): Map<string, number> {
  const sum = weights.reduce((s, [, w]) => s + w, 0);
  const exact = weights.map(([c, w]) => [c, (w / sum) * total] as const);
  const counts = new Map(exact.map(([c, x]) => [c, Math.max(1, Math.floor(x))]));
  let left = total - [...counts.values()].reduce((s, n) => s + n, 0);
  const order = [...exact].sort((a, b) => (b[1] % 1) - (a[1] % 1));
  for (let i = 0; left !== 0; i = (i + 1) % order.length) {
    const c = order[i]?.[0] ?? "";
    const n = counts.get(c) ?? 0;
    if (left < 0 && n <= 1) continue;
    counts.set(c, n + Math.sign(left));
    left -= Math.sign(left);
  }
  return counts;
}

// ---------------------------------------------------------------------------------------------
// Styles and rhythms

const STYLE_POOLS: readonly Pool[] = [
  {
    category: "Pop & Rock",
    names: list(
      "8 Beat Pop, 16 Beat Pop, Pop Rock, Pop Shuffle, Soft Rock, Hard Rock, Rock Shuffle, Brit Pop",
      "Power Pop, Unplugged, Folk Rock, Sixties Beat, Surf Rock, Rock & Roll, Twist, Boogie Rock, Indie Pop",
      "Stadium Rock, Southern Rock, Garage Rock, Piano Pop, Acoustic Pop, Rock Ballad, Pop Waltz, Glam Rock",
      "Punk Pop, Synth Pop, Schlager Pop",
    ),
    variants: ["Modern", "Classic", "Live", "Easy"],
  },
  {
    category: "Ballad",
    names: list(
      "Piano Ballad, Pop Ballad, Slow Ballad, 6/8 Ballad, Love Song, Guitar Ballad, Soul Ballad",
      "Orchestral Ballad, Folk Ballad, Film Ballad, Jazz Ballad, Gospel Ballad, Country Ballad",
      "Power Ballad, Lullaby, Evergreen Ballad",
    ),
    variants: ["Modern", "Classic", "Soft", "Easy"],
  },
  {
    category: "Dance",
    names: list(
      "Disco, House, Euro Dance, Techno, Trance, Electro Pop, Club Dance, Hip-Hop, Reggaeton, Deep House",
      "Funky House, Synth Wave, Future Bass, Drum & Bass, Big Beat, Trap, Garage, Nu Disco, Electro Swing",
      "Chill Out, Lo-Fi, Dance Pop",
    ),
    variants: ["Modern", "Classic", "Club", "Easy"],
  },
  {
    category: "Swing & Jazz",
    names: list(
      "Big Band Swing, Jazz Waltz, Medium Swing, Fast Swing, Dixieland, Jazz Ballad Brush, Cool Jazz, Bebop",
      "Jazz Club, Swing Shuffle, Organ Trio, Jazz Rock, Smooth Jazz, Jazz Samba, Ragtime, Stride Piano",
      "Manouche Swing, Acid Jazz",
    ),
    variants: ["Modern", "Classic", "Soft", "Easy"],
  },
  {
    category: "R&B",
    names: list(
      "Soul, Funk, Sixties Soul, Gospel, Blues, Blues Shuffle, R&B Ballad, Neo Soul, Funk Shuffle",
      "New Jack Swing, Boogie Woogie, Chicago Blues, Slow Blues, Gospel Shuffle, Philly Soul, Urban R&B",
    ),
    variants: ["Modern", "Classic", "Soft", "Easy"],
  },
  {
    category: "Country",
    names: list(
      "Country Pop, Country Shuffle, Bluegrass, Country Waltz, Country Two-Step, Country Rock, Train Beat",
      "Cajun, Western Swing, Folk, Country Folk, Hoedown",
    ),
    variants: ["Modern", "Classic", "Easy"],
  },
  {
    category: "Latin",
    names: list(
      "Bossa Nova, Samba, Salsa, Cha Cha, Mambo, Merengue, Cumbia, Bolero, Beguine, Reggae, Ska, Calypso",
      "Latin Pop, Bachata, Son Montuno, Baião, Tango Argentino, Rumba Flamenca, Zouk, Lambada, Guajira",
      "Latin Jazz",
    ),
    variants: ["Modern", "Classic", "Soft", "Easy"],
  },
  {
    category: "Ballroom",
    names: list(
      "Slow Waltz, Viennese Waltz, Slow Foxtrot, Quickstep, Tango, Rumba, Jive, Paso Doble, Samba Ballroom",
      "Cha Cha Ballroom, Discofox, Foxtrot, Boogie, Tango Habanera",
    ),
    variants: ["Modern", "Classic", "Easy"],
  },
  {
    category: "World",
    names: list(
      "Polka, Oberkrainer, Irish Reel, Flamenco, Sirtaki, Tarantella, Bollywood, Arabic Pop, Turkish Pop",
      "Afrobeat, Highlife, Klezmer, Musette, Fado, Scottish Jig, Japanese Pop, Enka, Hawaiian",
    ),
    variants: ["Modern", "Classic", "Easy"],
  },
  {
    category: "Entertainment",
    names: list(
      "March, 6/8 March, Party Pop, Showtune, Musical, Children's Song, Christmas Swing, Birthday Waltz",
      "Oompah, Cabaret, Circus, Movie Theme, Pianist Ballad, Pianist Swing, Pianist Stride, Classical Waltz",
      "Minuet, Baroque, Hymn, Can-Can",
    ),
    variants: ["Modern", "Classic", "Easy"],
  },
];

/** Each class's share of each style genre (a keyboard for children weighs pop and entertainment). */
const STYLE_WEIGHTS: readonly (readonly [string, number])[] = [
  ["Pop & Rock", 18],
  ["Ballad", 9],
  ["Dance", 13],
  ["Swing & Jazz", 10],
  ["R&B", 9],
  ["Country", 6],
  ["Latin", 12],
  ["Ballroom", 8],
  ["World", 8],
  ["Entertainment", 8],
];

/** The styles (or a small keyboard's rhythms) a model's data list prints, by genre. */
export function styleGroups(total: number): NamedGroup[] {
  if (total === 0) return [];
  return [...shares(STYLE_WEIGHTS, total)].map(([category, n]) => {
    const pool = STYLE_POOLS.find((p) => p.category === category);
    if (!pool) throw new Error(`no style genre ${category}`);
    return { category, names: poolNames(pool, n) };
  });
}

// ---------------------------------------------------------------------------------------------
// Kits and a rhythm machine's preset rhythms

const KIT_POOLS: readonly Pool[] = [
  {
    category: "Acoustic",
    names: list(
      "Standard Kit, Studio Kit, Room Kit, Rock Kit, Power Kit, Jazz Kit, Brush Kit, Funk Kit, Vintage Kit",
      "Dry Kit, Stadium Kit, Fusion Kit, Soul Kit, Pop Kit, Metal Kit, Ambient Kit, Orchestra Kit, Live Kit",
    ),
  },
  {
    category: "Electronic",
    names: list(
      "Electronic Kit, Analog Kit, Vintage Machine Kit, House Kit, Techno Kit, Hip-Hop Kit, Trap Kit",
      "Lo-Fi Kit, Electro Kit, Breakbeat Kit, Drum & Bass Kit, Dance Kit, Synthwave Kit, Industrial Kit",
      "Minimal Kit, Garage Kit, Dubstep Kit, Chip Kit, Glitch Kit, Vinyl Kit",
    ),
  },
  {
    category: "Percussion",
    names: list(
      "Latin Percussion, Conga & Bongo, Brazilian Percussion, Cuban Percussion, African Percussion",
      "Indian Percussion, Arabic Percussion, Asian Percussion, Orchestral Percussion, Taiko, Cajon Kit",
      "Hand Percussion, Frame Drums, Steel Pan Percussion",
    ),
  },
  { category: "SFX", names: list("SFX Kit, Noise Kit, Scratch Kit, Voice Kit, Nature Kit, Foley Kit") },
];

/** The electronic kits firmware 1.2.0 put on the MR101S's fourth kit page. */
const ADDED_ELECTRONIC_KITS: readonly string[] = list("Afro House Kit, Amapiano Kit, Phonk Kit, Hyperpop Kit");

/** A rhythm machine's 48 kits come on three pages of 16: acoustic, electronic, percussion; an arranger's 46 add effect kits. */
const KIT_WEIGHTS: Record<"arranger" | "rhythm-machine", readonly (readonly [string, number])[]> = {
  arranger: [
    ["Acoustic", 16],
    ["Electronic", 16],
    ["Percussion", 10],
    ["SFX", 4],
  ],
  "rhythm-machine": [
    ["Acoustic", 16],
    ["Electronic", 16],
    ["Percussion", 14],
    ["SFX", 2],
  ],
};

/**
 * The drum kits a model's data list prints, by kind; the kits a firmware release added after them,
 * as their own group (a page of their own) marked with it.
 */
export function kitGroups(
  kind: ModelClass,
  total: number,
  added: { count: number; version: string } | null,
): NamedGroup[] {
  if (total === 0) return [];
  const weights = KIT_WEIGHTS[kind === "rhythm-machine" ? "rhythm-machine" : "arranger"];
  const groups: NamedGroup[] = [...shares(weights, total)].map(([category, n]) => {
    const pool = KIT_POOLS.find((p) => p.category === category);
    if (!pool || pool.names.length < n) throw new Error(`${category}: ${n} kits asked`);
    return { category, names: pool.names.slice(0, n) };
  });
  if (added) {
    const names = ADDED_ELECTRONIC_KITS.slice(0, added.count);
    if (names.length < added.count) throw new Error(`${added.count} added kits asked`);
    groups.push({ category: "Electronic", names, added: { names, version: added.version } });
  }
  return groups;
}

/** A rhythm machine's preset rhythms, by genre: the names a drum machine's display shows. */
const PATTERN_POOLS: readonly Pool[] = [
  {
    category: "Rock",
    names: list(
      "Straight Rock, Half-Time Rock, Rock Shuffle, Hard Rock, Punk, Indie Rock, Rock Ballad, Garage, Surf",
      "Metal",
    ),
  },
  {
    category: "Pop",
    names: list(
      "Pop Straight, Pop Sixteens, Pop Shuffle, Pop Ballad, Synth Pop, Dance Pop, Disco, Sixties Soul",
      "6/8 Pop, Electro Pop",
    ),
  },
  {
    category: "Funk & Soul",
    names: list(
      "Funk Sixteens, Funk Shuffle, Go-Go, Soul, Neo Soul, Gospel Shuffle, Boogaloo, Second Line, New Jack",
      "Jazz Funk",
    ),
  },
  {
    category: "Hip-Hop",
    names: list(
      "Boom Bap, Lo-Fi Beat, Trap, Drill, West Coast, Old School, Jazzy Hip-Hop, Crunk, Phonk",
      "Half-Time Hip-Hop",
    ),
  },
  {
    category: "House",
    names: list(
      "Classic House, Deep House, Tech House, Garage House, Disco House, Afro House, Acid House",
      "Progressive House, Soulful House, Jackin' House",
    ),
  },
  {
    category: "Techno",
    names: list(
      "Techno Drive, Minimal Techno, Detroit Techno, Dub Techno, Industrial, Hard Techno, Acid Techno",
      "Electro, EBM, Trance",
    ),
  },
  {
    category: "Breakbeat",
    names: list(
      "Breakbeat, Big Beat, Jungle, Drum & Bass, Liquid, Two-Step, UK Garage, Dubstep, Footwork",
      "Broken Beat",
    ),
  },
  {
    category: "Reggae & Latin",
    names: list("One Drop, Steppers, Dancehall, Reggaeton, Bossa Nova, Samba, Salsa, Cumbia, Baião, Afrobeat"),
  },
  {
    category: "Jazz & Blues",
    names: list(
      "Jazz Swing, Brush Swing, Jazz Waltz, Bebop, Blues Shuffle, Slow Blues, 12/8 Blues, Latin Jazz",
      "Fusion, Boogie",
    ),
  },
  {
    category: "Fills & Breaks",
    names: list(
      "Tom Fill, Snare Roll, Build-Up, Breakdown, Stop Time, Crash Ending, Half-Time Fill, Reverse Fill",
      "Riser, Count-In",
    ),
  },
];

/** A rhythm machine's preset rhythms, by genre. */
export function patternGroups(total: number): NamedGroup[] {
  const per = Math.ceil(total / PATTERN_POOLS.length);
  const groups: NamedGroup[] = [];
  let left = total;
  for (const pool of PATTERN_POOLS) {
    const n = Math.min(per, left, pool.names.length);
    if (n > 0) groups.push({ category: pool.category, names: pool.names.slice(0, n) });
    left -= n;
  }
  if (left > 0) throw new Error(`${total} preset rhythms asked, ${total - left} to give`);
  return groups;
}
