/** The fixture's archive: ten years of news and update notes about the scaled catalogue. */
import type { ArticleBlock } from "~/lib/content-model";
import type { ArticleSeed } from "../articles";
import type { ScaledProduct } from "./catalogue";
import { countries } from "./places";
import { seededRandom, slug } from "./random";

const shows = ["NAMM Show", "Music China", "Superbooth", "Music Japan Expo", "London Music Show", "Musicora"];
const lineWords: Record<string, string> = {
  DigitalPianos: "digital piano",
  Keyboards: "keyboard",
  Drums: "rhythm machine",
};

const p = (text: string): ArticleBlock => ({ type: "p", text });
const h2 = (text: string): ArticleBlock => ({ type: "h2", text });
const ul = (...items: string[]): ArticleBlock => ({ type: "ul", items });
const img = (pic: string, caption: string): ArticleBlock => ({ type: "img", pic, caption });

/**
 * Articles per series step: the seed's article count when the fixture was sized (before the
 * firmware history added update articles), so the fixture stays the size the benches measured.
 */
export const ARTICLES_PER_STEP = 20;

const START = Date.UTC(2016, 10, 24);
const SPAN_DAYS = 3640;

/** `count` articles, dated evenly over ten years up to mid-November 2026, alternately news and updates. */
export function scaledArticles(
  count: number,
  range: readonly ScaledProduct[],
  taken: ReadonlySet<string>,
): ArticleSeed[] {
  const r = seededRandom(2_000_003);
  const ids = new Set(taken);
  const out: ArticleSeed[] = [];
  for (let i = 0; i < count; i++) {
    const date = new Date(START + Math.floor((i / count) * SPAN_DAYS) * 86_400_000);
    const iso = date.toISOString().slice(0, 10);
    const year = date.getUTCFullYear();
    // a model on sale at the time, else any
    const onSale = range.filter((m) => m.launchedOn <= iso && (!m.discontinuedOn || m.discontinuedOn > iso));
    const model = r.pick(onSale.length ? onSale : range);
    const word = lineWords[model.categoryId] ?? "instrument";
    const pics = { banner: `banner/${model.template.toLowerCase()}-1`, angle: model.pic2, front: model.pic };
    const kind = i % 5 < 3 ? "news" : "update";
    const variant = r.int(0, 3);
    let article: Omit<ArticleSeed, "id" | "date">;
    if (kind === "news" && variant <= 1) {
      article = {
        kind,
        title: `Noteva ${model.title}: a new ${word} for ${year}`,
        summary: `The ${model.title} joins the range this month, with the sound and build of its series and a price for every player.`,
        pic: pics.banner,
        productIds: [model.id],
        body: [
          p(`The ${model.title} is the newest ${word} in its series. ${model.desc}`),
          h2("What is new"),
          ul(model.sp1.text, model.sp2.text, model.sp3.text),
          img(pics.angle, `The ${model.title}`),
          p(
            `Read the full [${model.title} specifications](/product/detail/${model.id}) or [find a dealer](/dealer/distributor) to play one.`,
          ),
        ],
      };
    } else if (kind === "news" && variant === 2) {
      const show = r.pick(shows);
      article = {
        kind,
        title: `Meet Noteva at ${show} ${year}`,
        summary: `Play the ${model.title} and the rest of the range on our stand, with daily sessions by our product specialists.`,
        pic: pics.banner,
        productIds: [model.id],
        body: [
          p(
            `We are at ${show} ${year} with every current model. Our specialists show the ${model.title} in short sessions through the day.`,
          ),
          h2("On the stand"),
          ul(
            `The ${model.title} ${word}`,
            "Headphone stations for quiet practice",
            "Firmware updates done while you wait",
          ),
          img(pics.front, `The ${model.title} on the stand`),
        ],
      };
    } else if (kind === "news") {
      const country = r.pick(countries);
      const name = new Intl.DisplayNames(["en"], { type: "region" }).of(country.code) ?? country.code;
      article = {
        kind,
        title: `More places to play Noteva in ${name}`,
        summary: `New dealers in ${country.cities
          .map((c) => c[0])
          .slice(0, 2)
          .join(" and ")} carry the range, the ${model.title} included.`,
        pic: pics.banner,
        productIds: [model.id],
        body: [
          p(
            `Our dealer network in ${name} grows this season. Every new store has the ${model.title} on display and staff trained on the whole range.`,
          ),
          p("Use [Find a Store](/dealer/distributor) to see the store nearest to you, with its opening hours."),
        ],
      };
    } else if (variant <= 2) {
      const version = `${r.int(1, 3)}.${r.int(0, 9)}.${r.int(0, 4)}`;
      article = {
        kind,
        title: `${model.title} firmware ${version}`,
        summary: `Version ${version} for the ${model.title} improves stability and adds small refinements asked for by players.`,
        pic: pics.front,
        productIds: [model.id],
        body: [
          p(
            `Firmware ${version} for the ${model.title} is available from its [firmware page](/support/firmware/${model.id}).`,
          ),
          h2("Changes"),
          ul(
            "Improves the response of the supplied pedal.",
            "Fixes a rare lock-up after long standby.",
            "Updates the USB-MIDI descriptor for newer computers.",
          ),
          p("Installation takes about three minutes from a USB flash drive; your settings are kept."),
        ],
      };
    } else {
      article = {
        kind,
        title: `${model.title} owner's manual: revised edition`,
        summary: `A revised owner's manual for the ${model.title} covers the latest firmware and corrects the MIDI implementation chart.`,
        pic: pics.front,
        productIds: [model.id],
        body: [
          p(`The revised owner's manual for the ${model.title} is in the [download centre](/support).`),
          ul("New chapter on recording over USB", "Corrected MIDI implementation chart", "Clearer safety notes"),
        ],
      };
    }
    let id = slug(`${article.title}-${iso}`).slice(0, 80).replace(/-$/, "");
    const base = id;
    for (let n = 2; ids.has(id); n++) id = `${base}-${n}`;
    ids.add(id);
    out.push({ ...article, id, date: iso });
  }
  return out;
}
