/**
 * The fixture's catalogue: each seed model's series continued over the years, most of it
 * discontinued, with its manuals and firmware. Pictures and files are the seed model's (one
 * drawing per series), so every image and download works.
 */
import type { ProductSeed } from "../catalogue";
import { documentsFor } from "../documents";
import type { FirmwareSeed } from "../firmware";
import { productSeeds } from "../products";
import { seededRandom } from "./random";

/** How each seed model's series is numbered: ranges that never meet another series' codes. */
const series: Record<string, { title: (n: number) => string; first: number }> = {
  SPC121: { title: (n) => `SP-C${n}`, first: 200 },
  CP203: { title: (n) => `CP${n}`, first: 300 },
  SP201Plus: { title: (n) => `SP${n}Plus`, first: 300 },
  AKX10S: { title: (n) => `AKX${n}S`, first: 20 },
  MK200: { title: (n) => `MK${n}`, first: 500 },
  MK61: { title: (n) => `MK${n}`, first: 700 },
  MK37: { title: (n) => `MK${n}`, first: 900 },
  MK49: { title: (n) => `MK${n}`, first: 1100 },
  MR101S: { title: (n) => `MR${n}S`, first: 110 },
};

export type ScaledProduct = Omit<ProductSeed, "discontinuedOn"> & {
  template: string;
  launchedOn: string;
  discontinuedOn: string | null;
};

const day = (d: Date) => d.toISOString().slice(0, 10);

/** `perSeries` more models of every seed model, oldest first; about two in three discontinued. */
export function scaledProducts(perSeries: number): ScaledProduct[] {
  const r = seededRandom(900_001);
  const out: ScaledProduct[] = [];
  for (const template of productSeeds) {
    const s = series[template.id];
    if (!s) continue;
    for (let i = 0; i < perSeries; i++) {
      const n = s.first + i;
      const title = s.title(n);
      const id = title.replace(/[^A-Za-z0-9]/g, "");
      // launched over ten years, oldest numbers first; a model stays in the range three to six years
      const launched = new Date(Date.UTC(2016, 0, 15) + Math.floor((i / perSeries) * 3650 * 86_400_000));
      const ends = new Date(launched.getTime() + r.int(3 * 365, 6 * 365) * 86_400_000);
      const discontinuedOn = ends < new Date(Date.UTC(2026, 9, 1)) ? day(ends) : null;
      const rename = (text: string) => text.split(template.title).join(title);
      out.push({
        ...template,
        id,
        title,
        aliases: title.includes("-") ? [title, title.replace("-", " ")] : [title],
        desc: rename(template.desc),
        sp1: { ...template.sp1, text: rename(template.sp1.text) },
        sp2: { ...template.sp2, text: rename(template.sp2.text) },
        sp3: { ...template.sp3, text: rename(template.sp3.text) },
        stickyList: template.stickyList.map((item) => ({ ...item, desc: rename(item.desc) })),
        video: undefined,
        videoCover: undefined,
        // current models follow the seed models in the products panel; discontinued ones are not in it
        menuPosition: discontinuedOn ? null : 100 + i,
        // a MIDI model's own member code: from 1000 up, so it meets neither a seed model's nor another's
        midiMember: template.midiMember === undefined ? undefined : 1000 + out.length,
        template: template.id,
        launchedOn: day(launched),
        discontinuedOn,
      });
    }
  }
  return out;
}

/** A scaled model's documents: its series' files, listed under its own name. */
export function scaledDocuments(product: ScaledProduct) {
  const template = productSeeds.find((p) => p.id === product.template);
  return template ? documentsFor(template) : [];
}

/** Firmware for a scaled model of a series that has some: the series' releases, dated in its life. */
export function scaledFirmware(
  product: ScaledProduct,
  releases: readonly FirmwareSeed[],
): { version: string; releasedAt: Date; changes: string[]; template: string }[] {
  const own = releases.filter(([id]) => id === product.template);
  const launched = new Date(`${product.launchedOn}T09:00:00Z`).getTime();
  return own.map(([, version, , changes], i) => ({
    version,
    releasedAt: new Date(launched + (i * 200 + 30) * 86_400_000),
    changes,
    template: product.template,
  }));
}
