import { updateMinutesIn } from "~/lib/support/firmware-text";
import { keyActionLab } from "../../../lib/figures";
import type { ArticleBlock, ArticleKind } from "../schema";
import { firmwareSeeds } from "./firmware";
import { productSeeds } from "./products";

export type ArticleSeed = {
  id: string;
  kind: ArticleKind;
  title: string;
  summary: string;
  pic: string;
  date: string;
  productIds: string[];
  body: ArticleBlock[];
};

const p = (text: string): ArticleBlock => ({ type: "p", text });
const h2 = (text: string): ArticleBlock => ({ type: "h2", text });
const ul = (...items: string[]): ArticleBlock => ({ type: "ul", items });
const img = (pic: string, caption: string): ArticleBlock => ({ type: "img", pic, caption });

/** The update article of a firmware release ("mk61-firmware-2-0-0"). */
export const firmwareArticleId = (productId: string, version: string) =>
  `${productId.toLowerCase()}-firmware-${version.replace(/\./g, "-")}`;

/** Whether a seed model updates from a USB flash drive (a USB TO DEVICE port) rather than from a computer. */
export const updatesFromDrive = (productId: string) =>
  /USB to Device/i.test(JSON.stringify(productSeeds.find((p) => p.id === productId)?.params ?? []));

/** Whether a release note names the minimum version (`1.2.0`, `Ver.1.2.0`): it explains the stepping stone. */
const namesVersion = (note: string, minimum: string) =>
  new RegExp(`(?<!\\d\\.?)${minimum.replaceAll(".", "\\.")}(?!\\.?\\d)`).test(note);

/**
 * A release's notes, split for its update article: what must be installed first (the notes that
 * name the minimum version, said before anything else) and the changes the list shows. A release
 * without a minimum version has no stepping stone.
 */
export function updateNotes(changes: readonly string[], minimum: string | undefined) {
  if (!minimum) return { prerequisite: [], listed: [...changes] };
  return {
    prerequisite: changes.filter((c) => namesVersion(c, minimum)),
    listed: changes.filter((c) => !namesVersion(c, minimum)),
  };
}

/** The first paragraph of a release's article that needs a stepping stone, in English. */
export const steppingStoneParagraph = (name: string, version: string, minimum: string, notes: readonly string[]) =>
  [
    `Firmware ${version} for the ${name} needs firmware ${minimum} or later on the instrument: update to ${minimum} first.`,
    ...notes,
  ].join(" ");

export const articleSeeds: ArticleSeed[] = [
  // News
  {
    id: "akx10s-launch",
    kind: "news",
    title: "Noteva AKX10S: our flagship arranger is here",
    summary:
      "300 styles, 1133 sounds, a 7-inch touch screen and 768MB of expansion memory: the AKX10S reaches dealers this week.",
    pic: "banner/akx10s-1",
    date: "2025-01-20",
    productIds: ["AKX10S"],
    body: [
      p(
        "The AKX10S is the arranger our stage players asked for. It follows your left hand through 300 styles, each with four variations, and keeps 1000 of your own styles in memory.",
      ),
      h2("Sounds for every set"),
      p(
        "1133 sounds play on a 256-note engine, so long pads and sustained pianos never cut off. 768MB of expansion memory takes new sound packs and your own samples.",
      ),
      img("product/akx10s-angle", "The AKX10S with its 7-inch touch screen"),
      h2("Built for the stage"),
      ul("Song book with 2000 entries", "Mic/line input with vocal harmony", "External drives up to 512GB"),
      p(
        "Read the full [AKX10S specifications](/product/detail/AKX10S) or [find a dealer](/dealer/distributor) to play one.",
      ),
    ],
  },
  {
    id: "mr101s-launch",
    kind: "news",
    title: "MR101S rhythm machine: grooves you play with your hands",
    summary: "Sixteen velocity-sensitive pads, 48 kits and 100 preset rhythms in a box that fits a backpack.",
    pic: "banner/mr101s-1",
    date: "2025-02-03",
    productIds: ["MR101S"],
    body: [
      p(
        "The MR101S is a rhythm machine for players, not programmers: tap a beat on 16 pressure-sensitive pads and it loops while you build the next part.",
      ),
      img("product/mr101s-angle", "The MR101S"),
      h2("What is inside"),
      ul(
        "48 kits, from acoustic to electronic",
        "100 preset rhythms and 100 user rhythms",
        "MIDI clock in and out, USB-MIDI",
      ),
      p("See the [MR101S page](/product/MR101S) for the details."),
    ],
  },
  {
    id: "superbooth-2025",
    kind: "news",
    title: "Meet Noteva at SUPERBOOTH25 in Berlin",
    summary:
      "Play the whole range on our stand A14 at the FEZ-Berlin, 8 to 10 May, with hourly sessions by our sound designers.",
    pic: "cover/category-keyboards",
    date: "2025-03-28",
    productIds: [],
    body: [
      p(
        "From 8 to 10 May 2025 we are at SUPERBOOTH25, the trade fair for electronic musical instruments at the FEZ-Berlin in the Wuhlheide. You find us in Hall A, stand A14, where every instrument comes together: the portable and compact pianos, the AKX10S arranger and the MK family, and the MR101S.",
      ),
      p("Every hour our sound designers show how a piano sound is recorded and voiced, and answer your questions."),
    ],
  },
  {
    id: "sp201plus-stage",
    kind: "news",
    title: "SP201Plus goes on tour",
    summary: "Three touring keyboard players chose the SP201Plus for its action and its line outputs.",
    pic: "banner/sp201plus-1",
    date: "2025-05-14",
    productIds: ["SP201Plus"],
    body: [
      p(
        "Touring keyboard players need an instrument that sounds right through any PA and survives the van. Three of them took the SP201Plus on the road this spring.",
      ),
      p(
        "Their verdict: the hammer action is consistent night after night, and the line outputs go straight into the desk. Read the [SP201Plus specifications](/product/detail/SP201Plus).",
      ),
    ],
  },
  {
    id: "school-programme",
    kind: "news",
    title: "Keyboards for 120 school music rooms",
    summary: "Our school programme equips music rooms with MK61 keyboards and teacher training.",
    pic: "product/mk61-angle",
    date: "2025-07-01",
    productIds: ["MK61"],
    body: [
      p(
        "Music lessons start with an instrument in every pupil's hands. This year our school programme supplies MK61 keyboards to 120 school music rooms, with headphones and a day of teacher training.",
      ),
      ul("Full-size, touch-sensitive keys", "Lesson function with scores", "Bluetooth MIDI for classroom apps"),
    ],
  },
  {
    id: "cp203-design-award",
    kind: "news",
    title: "CP203 wins a design award for small living rooms",
    summary: "The jury praised its 35 cm deep cabinet and the sliding key cover.",
    pic: "product/cp203-front",
    date: "2025-09-09",
    productIds: ["CP203"],
    body: [
      p(
        "The CP203 has received a furniture design award in the home instruments category. The jury singled out the 35 cm deep cabinet, which fits where an upright would not, and the sliding key cover.",
      ),
      p("See the [CP203](/product/CP203) in satin black, white and rosewood."),
    ],
  },
  {
    id: "notevapark-opens",
    kind: "news",
    title: "Noteva Park opens its doors",
    summary: "Our new campus brings design, voicing and testing under one roof, with a hall for visitors.",
    pic: "cover/category-digitalpianos",
    date: "2025-11-03",
    productIds: [],
    body: [
      p(
        `Noteva Park is our new home: listening rooms where pianos are voiced, a lab where ${keyActionLab.en}, and a hall where teachers and owners can play instruments before they ship.`,
      ),
      p("Read more on the [Noteva Park page](/aboutus/notevapark)."),
    ],
  },
  {
    id: "mk-family-2026",
    kind: "news",
    title: "The MK family: a keyboard for every first lesson",
    summary:
      "The MK49 and MK61 now share one lesson system; the MK37 starts the youngest with ten demo songs and a melody recorder.",
    pic: "banner/mk61-1",
    date: "2026-01-15",
    productIds: ["MK37", "MK49", "MK61"],
    body: [
      p(
        "Children start small and grow fast. The MK37 has ten demo songs to listen to and a melody recorder that plays back what they played. The MK49 and MK61 now use the same lesson steps and scoring, so a pupil who moves up from the MK49 to the MK61 finds the lessons they know.",
      ),
      ul("MK37: 37 mini keys for the youngest", "MK49: 49 full-size keys", "MK61: 61 full-size, touch-sensitive keys"),
    ],
  },
  {
    id: "dealer-network-2026",
    kind: "news",
    title: "More places to play a Noteva",
    summary: "Our dealer network now covers 14 countries, with demonstration corners in flagship stores.",
    pic: "cover/category-drums",
    date: "2026-03-10",
    productIds: [],
    body: [
      p(
        "You should be able to play an instrument before you buy it. Our dealer network now reaches 14 countries, and flagship stores have a Noteva corner with every model set up.",
      ),
      p("[Find a store](/dealer/distributor) near you."),
    ],
  },
  {
    id: "sound-design-interview",
    kind: "news",
    title: "How we record a concert grand",
    summary:
      "Three weeks, one concert grand, every key at four dynamic levels, and why we model the resonance instead of sampling it.",
    pic: "banner/spc121-2",
    date: "2026-05-26",
    productIds: ["SPC121", "CP203"],
    body: [
      p(
        "A digital piano is only as good as the recording inside it. We spent three weeks in a hall with one concert grand, recording every key at four dynamic levels.",
      ),
      h2("Resonance you can hear"),
      p(
        "String and damper resonance are modelled, not sampled, so holding the pedal lets notes ring into each other as they do on an acoustic piano.",
      ),
    ],
  },
  {
    id: "summer-academy-2026",
    kind: "news",
    title: "Summer academy for young pianists",
    summary: "A week of lessons, concerts and recording at Noteva Park for 40 young pianists.",
    pic: "product/sp201plus-angle",
    date: "2026-08-04",
    productIds: [],
    body: [
      p(
        "Forty young pianists spent a week at Noteva Park: lessons with visiting teachers, an evening concert, and a day in the studio recording their own pieces.",
      ),
    ],
  },
  {
    id: "akx10s-artist-series",
    kind: "news",
    title: "AKX10S artist series: styles by working bands",
    summary: "A free pack of 40 styles recorded with working wedding and function bands.",
    pic: "banner/akx10s-2",
    date: "2026-10-20",
    productIds: ["AKX10S"],
    body: [
      p(
        "Function bands know what gets a room dancing. We recorded 40 new styles with five of them; the pack is free for every AKX10S owner and installs into the user style memory.",
      ),
      p("All about the AKX10S: [its product page](/product/AKX10S)."),
    ],
  },
  // Updates
  ...firmwareSeeds
    .filter(([, version]) => version !== "1.0.0")
    .map(([productId, version, date, changes, minimum]): ArticleSeed => {
      const name = productId === "SPC121" ? "SP-C121" : productId;
      // a release that needs a stepping stone says so first, with the notes that explain it
      const { prerequisite, listed } = updateNotes(changes, minimum);
      return {
        id: firmwareArticleId(productId, version),
        kind: "update",
        title: `${name} firmware ${version}`,
        summary: listed[0] ?? `Firmware ${version}`,
        pic: `detail/${productId.toLowerCase()}-panel`,
        date,
        productIds: [productId],
        body: [
          ...(minimum ? [p(steppingStoneParagraph(name, version, minimum, prerequisite))] : []),
          p(
            `Firmware ${version} for the ${productId === "SPC121" ? "SP-C121" : productId} is available now. Updating takes about ${updateMinutesIn("en")} minutes ${updatesFromDrive(productId) ? "with a USB flash drive" : "from a computer over USB"}.`,
          ),
          h2("What's new"),
          ul(...listed),
          p(
            `Download the firmware and follow the illustrated steps on the [${productId === "SPC121" ? "SP-C121" : productId} firmware page](/support/firmware/${productId}).`,
          ),
        ],
      };
    }),
  {
    id: "cp203-manual-rev-b",
    kind: "update",
    title: "CP203 owner's manual revision B",
    summary: "Revision B adds the half-damper sensitivity setting and a clearer description of the pedal connection.",
    pic: "detail/cp203-rear",
    date: "2026-03-01",
    productIds: ["CP203"],
    body: [
      p(
        "Revision B of the CP203 owner's manual adds the half-damper sensitivity setting and a clearer description of the pedal connection.",
      ),
      p("Download it from the [CP203 downloads](/product/detail/CP203) or read it [online](/support/manuals/CP203)."),
    ],
  },
];
