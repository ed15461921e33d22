import type { ProductWords } from "../content-model.ts";
import type { Locale } from "../i18n/locales.ts";
import { formatSpecValue } from "../spec-values.ts";
import { manualTextDe } from "./manual-text.de.ts";
import { manualTextJa } from "./manual-text.ja.ts";
import { type ManualSectionId, type ManualText, manualTextEn } from "./manual-text.ts";

/**
 * The owner's manual's content, from the product's own data: one source for the PDF (media/) and
 * the HTML manual (/support/manuals/{id}), in each of the site's languages.
 *
 * The product's data comes in already in the reader's language (description, selling points,
 * specification values) except its specification labels, which stay the English keys this module
 * looks values up by. The fixed text is one table per language (`manual-text.ts` with the English,
 * `.de.ts`, `.ja.ts`), pure constants: this module imports all three for the loaders and the media
 * scripts, and a browser bundle that never calls `manualSections` drops them when it tree-shakes
 * (or can pass the one table it needs to `manualSectionsWith`).
 */
export type ManualBlock =
  | { type: "p"; text: string }
  | { type: "subhead"; text: string }
  | { type: "list"; items: string[] }
  | { type: "steps"; items: string[] }
  | { type: "table"; rows: [string, string][] };
export type ManualSection = { id: string; title: string; blocks: ManualBlock[] };

export type ManualProduct = ProductWords & { title: string };

const manualTexts: Record<Locale, ManualText> = { en: manualTextEn, de: manualTextDe, ja: manualTextJa };

const text = (p: ManualProduct, label: string, separator: string): string => {
  const v = p.params.find((x) => x.label === label)?.value;
  return Array.isArray(v) ? v.join(separator) : (v ?? "");
};
const list = (p: ManualProduct, label: string): string[] => {
  const v = p.params.find((x) => x.label === label)?.value;
  return Array.isArray(v) ? v : v ? [v] : [];
};

function panelControls(p: ManualProduct, t: ManualText): string[] {
  const value = (label: string) => text(p, label, t.listSeparator);
  const controls = [t.panel.power, t.panel.masterVolume];
  if (value("display")) controls.push(t.panel.display(value("display")));
  if (value("style")) controls.push(t.panel.style);
  for (const c of list(p, "style control"))
    controls.push(t.panel.styleControl(c.toUpperCase(), t.panel.startsStyle(c)));
  for (const c of list(p, "panel control")) controls.push(t.panel.panelControl(c));
  if (value("layer/split")) controls.push(t.panel.layerSplit);
  if (value("duo")) controls.push(t.panel.duo);
  if (value("sequencer")) controls.push(t.panel.sequencer(value("sequencer")));
  controls.push(t.panel.metronome);
  return controls;
}

/**
 * The manual in one language. `paramLabels` names the specifications in that language, by English
 * label (a label without one is shown as it is).
 */
export function manualSections(
  p: ManualProduct,
  locale: Locale = "en",
  paramLabels?: Readonly<Record<string, string>>,
): ManualSection[] {
  // its values in the reader's conventions, in the specifications table and in the text alike
  const params = p.params.map((x) => ({ ...x, value: formatSpecValue(locale, x.label, x.value) }));
  return manualSectionsWith({ ...p, params }, manualTexts[locale], paramLabels);
}

/** The manual with one language's fixed text. */
export function manualSectionsWith(
  p: ManualProduct,
  t: ManualText,
  paramLabels?: Readonly<Record<string, string>>,
): ManualSection[] {
  const pedal = text(p, "pedal", t.listSeparator);
  const label = (english: string): string =>
    paramLabels && Object.hasOwn(paramLabels, english) ? (paramLabels[english] ?? english) : english;
  const section = (id: ManualSectionId, blocks: ManualBlock[]): ManualSection => ({ id, title: t.titles[id], blocks });
  return [
    section("safety", [{ type: "list", items: [...t.safety] }]),
    section("in-the-box", [
      {
        type: "list",
        items: [
          `Noteva ${p.title}`,
          t.inTheBox.adaptor(list(p, "power")[0]),
          ...(t.pedalIncluded(pedal) ? [t.inTheBox.sustainPedal] : []),
          t.inTheBox.musicRest,
          t.inTheBox.manuals,
        ],
      },
    ]),
    section("panel", [{ type: "steps", items: panelControls(p, t) }]),
    section("getting-started", [
      {
        type: "steps",
        items: [
          t.gettingStarted.place,
          t.gettingStarted.power,
          ...(pedal ? [t.gettingStarted.pedal] : []),
          t.gettingStarted.volume,
          t.gettingStarted.headphones,
        ],
      },
    ]),
    section("playing", [
      { type: "p", text: p.desc },
      ...[p.sp1, p.sp2, p.sp3].map((sp): ManualBlock => ({ type: "p", text: sp.text })),
      ...(p.sp4 ? [{ type: "p", text: p.sp4 } as ManualBlock] : []),
      ...p.stickyList.flatMap((item): ManualBlock[] => [
        { type: "subhead", text: item.title },
        { type: "p", text: item.desc },
      ]),
    ]),
    section("connections", [
      {
        type: "table",
        rows: [
          ...list(p, "jacks").map((j): [string, string] => [j, t.connections.rearPanel]),
          // "USB" and "MIDI" read the same in every language.
          ["USB", text(p, "USB", t.listSeparator) || "-"],
          ["MIDI", text(p, "MIDI", t.listSeparator) || "-"],
        ],
      },
    ]),
    section("troubleshooting", [
      {
        type: "table",
        rows: [
          t.troubleshooting.noSound,
          ...(pedal ? [t.troubleshooting.pedalReversed] : []),
          t.troubleshooting.computer,
          t.troubleshooting.autoOff,
          t.troubleshooting.noise,
        ].map(([problem, remedy]): [string, string] => [problem, remedy]),
      },
    ]),
    section("specifications", [
      {
        type: "table",
        rows: p.params.map((x): [string, string] => [
          label(x.label),
          x.value === null ? "-" : Array.isArray(x.value) ? x.value.join("\n") : x.value,
        ]),
      },
      { type: "p", text: t.specificationsNote },
    ]),
  ];
}
