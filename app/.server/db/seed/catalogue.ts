import type { Banner, InstrumentKit, Param, SellingPoint, StickyItem } from "~/lib/content-model";
import type { Gender } from "~/lib/i18n/gender";

/** Typed catalogue content: the three categories, five sub-groups and nine products of the spec. */

export type CategorySeed = {
  id: string;
  name: string;
  title: string;
  pic: string;
  position: number;
  /** The line's MIDI family code (Identity Reply); drizzle/0022 gives existing databases the same. */
  midiFamily: number | null;
};
export type SubGroupSeed = {
  id: string;
  categoryId: string;
  label: string;
  desc: string;
  pic: string;
  pic2: string;
  position: number;
  items: string[];
};
export type ProductSeed = {
  id: string;
  categoryId: string;
  title: string;
  /** German grammatical gender: n for pianos and keyboards (das Digitalpiano, das Keyboard), m for drum machines (der Drumcomputer). */
  gender: Gender;
  aliases: string[];
  pic: string;
  pic2: string;
  pic3?: string;
  video?: string;
  videoCover?: string;
  desc: string;
  sp1: SellingPoint;
  sp2: SellingPoint;
  sp3: SellingPoint;
  sp4?: string;
  stickyList: StickyItem[];
  banners: Banner[];
  detailPicList?: string[];
  params: Param[];
  /** Its panel, its box and (a rhythm machine's) connectors: what its documents may name. */
  kit: InstrumentKit;
  unCompile?: boolean;
  menuPosition: number | null;
  /**
   * The day a model left the range (the MK200, made from 2024 until the end of 2025, which no group
   * of the spec lists): its line page lists it among the discontinued models, with its manuals and firmware.
   */
  discontinuedOn?: string;
  /**
   * The model's MIDI member code within its line's family (its model number: MK61 → 61); absent for
   * a model without a MIDI port (the MK37). drizzle/0022 gives existing databases the same.
   */
  midiMember?: number;
};

export const categorySeeds: CategorySeed[] = [
  {
    id: "DigitalPianos",
    name: "Digital Pianos",
    title: "Pianos that answer every touch",
    pic: "cover/category-digitalpianos",
    position: 1,
    midiFamily: 1,
  },
  {
    id: "Keyboards",
    name: "Keyboards",
    title: "Keyboards for stage, studio and first lessons",
    pic: "cover/category-keyboards",
    position: 2,
    midiFamily: 2,
  },
  {
    id: "Drums",
    name: "Rhythm Machines",
    title: "Grooves you can play with your hands",
    pic: "cover/category-drums",
    position: 3,
    midiFamily: 3,
  },
];

export const subGroupSeeds: SubGroupSeed[] = [
  {
    id: "PortablePIANOS",
    categoryId: "DigitalPianos",
    label: "Portable Pianos",
    desc: "Full 88-key hammer action in a slim body you can carry to a rehearsal, with speakers built in.",
    pic: "product/sp201plus-front",
    pic2: "product/spc121-front",
    position: 1,
    items: ["SP201Plus", "SPC121"],
  },
  {
    id: "COMPACTPIANOS",
    categoryId: "DigitalPianos",
    label: "Compact Pianos",
    desc: "A furniture cabinet, three pedals and a lid: the home piano, sized for a real living room.",
    pic: "product/cp203-front",
    pic2: "product/cp203-angle",
    position: 2,
    items: ["CP203"],
  },
  {
    id: "ARRANGERKEYBOARDS",
    categoryId: "Keyboards",
    label: "Arranger Keyboards",
    desc: "A whole band under your fingers: styles that follow your chords, for stage and studio work.",
    pic: "product/akx10s-front",
    pic2: "product/akx10s-angle",
    position: 1,
    items: ["AKX10S"],
  },
  {
    id: "PORTABLEKEYBOARDS",
    categoryId: "Keyboards",
    label: "Portable Keyboards",
    desc: "Light, battery-powered keyboards, most with lessons built in: the first instrument in many homes.",
    pic: "product/mk200-front",
    pic2: "product/mk61-front",
    position: 2,
    items: ["MK61", "MK37", "MK49"],
  },
  {
    id: "RHYTHMMACHINE",
    categoryId: "Drums",
    label: "Rhythm Machine",
    desc: "Velocity-sensitive pads, real acoustic and electronic kits, and a sequencer that keeps time.",
    pic: "product/mr101s-front",
    pic2: "product/mr101s-angle",
    position: 1,
    items: ["MR101S"],
  },
];
