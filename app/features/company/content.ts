import { keyActionLab, keyActionTest } from "~/lib/figures";
/**
 * Company pages' copy, written for the brand. Pictures reuse the generated product media. A fact
 * the data holds is named, not written: `{countries}` (the countries Find a Store lists a store
 * in) is filled in by the page (app/compose/company-facts.server.ts).
 */
export const timeline: { year: string; title: string; text: string }[] = [
  {
    year: "2009",
    title: "A workshop and a tuning fork",
    text: "A piano technician and two sound engineers start Noteva in a rented workshop, repairing stage pianos and recording the instruments that pass through.",
  },
  {
    year: "2012",
    title: "The first Noteva piano",
    text: "Our first portable piano pairs a licensed hammer action with a grand recorded at three dynamic levels. Teachers start recommending it to pupils.",
  },
  {
    year: "2015",
    title: "The MK family",
    text: "The MK keyboards bring lessons with scores and a finger guide to first-time players, and run on batteries in the classroom.",
  },
  {
    year: "2018",
    title: "Our own key action",
    text: `We design a graded hammer action of our own, ${keyActionTest.en}, and fit it to every 88-key piano we make.`,
  },
  {
    year: "2021",
    title: "Four dynamic levels",
    text: "A new recording of a concert grand at four dynamic levels, with modelled string resonance, becomes the sound of every Noteva piano; today's SP-C121 and CP203 add damper resonance.",
  },
  {
    year: "2025",
    title: "AKX10S and MR101S",
    text: "Our flagship arranger and our first rhythm machine launch in the same season, and Noteva Park opens its doors.",
  },
  {
    year: "2026",
    title: "{countriesFigure} countries",
    text: "Distributors and dealers in {countries} countries carry the range, with demonstration corners in flagship stores.",
  },
];

export const values = [
  {
    title: "Sound first",
    text: "Every piano sound is voiced by ear by people who play, in a room built for listening.",
  },
  {
    title: "Made to last",
    text: `Key actions are ${keyActionTest.en}; firmware updates keep instruments current for years.`,
  },
  {
    title: "Help that answers",
    text: "Manuals, firmware and specialists who answer by name: support is part of the instrument.",
  },
];

export const team: { name: string; role: string; text: string }[] = [
  {
    name: "Ilse Marquardt",
    role: "Co-founder, head of sound",
    text: "A piano technician for twenty years before Noteva, Ilse voices every piano sound we ship and still tunes the studio grand herself.",
  },
  {
    name: "Tomás Ferreira",
    role: "Co-founder, engineering",
    text: "A sound engineer before Noteva, Tomás now leads the engineers who design our key actions and sound engines, and keeps the action test lab running day and night.",
  },
  {
    name: "Jonas Albers",
    role: "Co-founder, recording",
    text: "A sound engineer in Hamburg's recording studios before Noteva, Jonas recorded the concert grand behind every Noteva piano at four dynamic levels and still runs each sampling session.",
  },
  {
    name: "Aiko Tanabe",
    role: "Product design",
    text: "Aiko shapes how our instruments look and feel, from the 35 cm deep CP203 cabinet to the pads of the MR101S.",
  },
  {
    name: "Daniel Okafor",
    role: "Arranger styles",
    text: "A working keyboard player, Daniel records the AKX10S styles with function and wedding bands.",
  },
  {
    name: "Lena Virtanen",
    role: "Customer support",
    text: "Lena's team answers owners' questions and writes the firmware update guides, from the owners' point of view.",
  },
  {
    name: "Marco Bellini",
    role: "Dealer network",
    text: "Marco works with distributors and dealers in {countries} countries, so you can play a Noteva before you buy one.",
  },
];

export const technologies: { title: string; text: string; pic: string; points: string[] }[] = [
  {
    title: "Graded hammer action",
    text: `Heavier in the bass and lighter in the treble, like the hammers of an acoustic grand. Our action is ${keyActionTest.en}.`,
    pic: "feature/spc121-sp1",
    points: ["88 full-size keys", "Four touch response levels", "Escapement on the CP203"],
  },
  {
    title: "Four-level grand piano",
    text: "One concert grand recorded key by key at four dynamic levels, so a soft passage has a different colour from a loud one, not just a lower volume.",
    pic: "feature/cp203-sp2",
    points: ["String resonance", "Damper resonance on the SP-C121 and CP203", "Key-off samples on the CP203"],
  },
  {
    title: "Speakers tuned in the cabinet",
    text: "Each speaker system is tuned in the body it plays from: aimed at the player on portables, at player and room on the CP203.",
    pic: "feature/akx10s-sp3",
    points: ["Up to 30 W × 2", "Tweeters on the AKX10S", "Room sound in headphones on the CP203"],
  },
  {
    title: "Pads that feel the hand",
    text: "The MR101S pads sense velocity and pressure, so a roll played with the fingertips sounds different from a hit with the palm.",
    pic: "feature/mr101s-sp1",
    points: ["16 pads, velocity and pressure", "48 kits, 52 with firmware 1.2.0", "MIDI clock in and out"],
  },
];

export const park = {
  intro: `Noteva Park is our campus: the listening rooms where pianos are voiced, the lab where ${keyActionLab.en}, and a hall where teachers and owners can play instruments before they ship.`,
  spaces: [
    {
      title: "The listening rooms",
      text: "Three rooms with the acoustics of a living room, a studio and a small hall. Every sound is checked in all three before release.",
      pic: "banner/cp203-1",
    },
    {
      title: "The action lab",
      text: `Here ${keyActionLab.en}, while we measure the weight and the return of every key.`,
      pic: "detail/spc121-keys",
    },
    {
      title: "The hall",
      text: "A hall for 120 people with every Noteva instrument set up.",
      pic: "banner/akx10s-2",
    },
  ],
  visit: [
    "Open to visitors on Saturdays, 10:00 to 17:00; free entry.",
    "Guided tours of the listening rooms on the first Saturday of each month.",
  ],
  /** How to get to the park, below its address (the head office's, from the brand's details). */
  directions: [
    "By underground: U4 to Überseequartier, two stops from Hamburg Hauptbahnhof, or U3 to Baumwall; either is about ten minutes on foot.",
    "By car: there is no visitor parking at the park. Use one of the public car parks in HafenCity, a few minutes' walk away, or come by public transport.",
  ],
};
