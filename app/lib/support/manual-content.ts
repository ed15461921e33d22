import type { InstrumentKit, Param, ProductWords } from "../content-model.ts";
import type { Locale } from "../i18n/locales.ts";
import { joinSentences } from "../i18n/sentences.ts";
import { paramListOf } from "../params.ts";
import { formatSpecValue } from "../spec-values.ts";
import {
  connectorOf,
  hasControl,
  type InstrumentFacts,
  instrumentFacts,
  phonesJack,
  volumeControl,
} from "./instrument-facts.ts";
import { manualTextDe } from "./manual-text.de.ts";
import { manualTextJa } from "./manual-text.ja.ts";
import { type ManualSectionId, type ManualText, manualTextEn } from "./manual-text.ts";

/**
 * The owner's manual's content, from the product's own data: one source for the PDF (media/) and
 * the HTML manual (/support/manuals/{id}), in each of the site's languages.
 *
 * The product's data comes in already in the reader's language (description, selling points,
 * specification values) except its specification labels, which stay the English keys this module
 * looks values up by. What the model has (its controls, connectors, accessories: `instrumentFacts`)
 * is read from its English specification, and no sentence names a part the model lacks. The fixed text is one table per language (`manual-text.ts` with the English,
 * `.de.ts`, `.ja.ts`), pure constants: this module imports all three for the loaders and the media
 * scripts, and a browser bundle that never calls `manualSections` drops them when it tree-shakes
 * (or can pass the one table it needs to `manualSectionsWith`).
 */
export type ManualBlock =
  | { type: "p"; text: string }
  | { type: "subhead"; text: string }
  | { type: "list"; items: string[] }
  | { type: "steps"; items: string[] }
  | { type: "table"; rows: [string, string][] }
  /** A safety class under its signal word (ISO 3864-2): "WARNING", „WARNUNG“, 「警告」. */
  | { type: "signal"; level: "warning" | "caution"; word: string; meaning: string; items: string[] };
export type ManualSection = { id: string; title: string; blocks: ManualBlock[] };

/** The product in the reader's language, with its kit (the same in every language). */
export type ManualProduct = ProductWords & { title: string; kit?: InstrumentKit };

const manualTexts: Record<Locale, ManualText> = { en: manualTextEn, de: manualTextDe, ja: manualTextJa };

/**
 * The manual in one language. `paramLabels` names the specifications in that language, by English
 * label (a label without one is shown as it is); `english` is the model's English specification,
 * which says what it has (the product's own when it is not given).
 */
export function manualSections(
  p: ManualProduct,
  locale: Locale = "en",
  paramLabels?: Readonly<Record<string, string>>,
  english?: readonly Param[],
): ManualSection[] {
  // its values in the reader's conventions, in the specifications table and in the text alike
  const params = p.params.map((x) => ({ ...x, value: formatSpecValue(locale, x.label, x.value) }));
  const facts = instrumentFacts(english ?? p.params, p.kit);
  return manualSectionsWith({ ...p, params }, manualTexts[locale], facts, paramLabels);
}

function safety(t: ManualText, f: InstrumentFacts): ManualBlock[] {
  const s = t.safety;
  const warnings = [...(f.adaptor ? [s.adaptor] : []), s.water, ...(f.adaptor ? [s.lightning] : []), s.open];
  if (f.batteries) warnings.push(s.batteries);
  const cautions = [...(phonesJack(f) ? [s.hearing] : []), s.heat, s.stable, s.cleaning];
  return [
    { type: "p", text: s.intro },
    { type: "signal", level: "warning", ...s.warning, items: warnings },
    { type: "signal", level: "caution", ...s.caution, items: cautions },
  ];
}

function panel(t: ManualText, f: InstrumentFacts): string[] {
  const items = f.controls.map((c) => t.controls[c] ?? c);
  if (f.display) items.splice(Math.min(items.length, 2), 0, t.display[f.plays]);
  return [...items, ...f.styleControls.map((c) => t.styleControl(c))];
}

function gettingStarted(t: ManualText, f: InstrumentFacts): string[] {
  const g = t.gettingStarted;
  const volume = volumeControl(f);
  const phones = phonesJack(f);
  return [
    g.place,
    ...(f.adaptor ? [g.power] : []),
    ...(f.batteries ? [g.batteries(f.batteries)] : []),
    ...(connectorOf(f, "sustain") ? [g.pedal] : []),
    ...(volume && hasControl(f, "POWER") ? [g.volume(volume)] : []),
    ...(phones ? [g.headphones(phones, f.speakers)] : []),
  ];
}

function playing(t: ManualText, f: InstrumentFacts, tempo: string): ManualBlock[] {
  const w = t.playing;
  const blocks: ManualBlock[] = [];
  const part = (title: string, ...rest: ManualBlock[]) => blocks.push({ type: "subhead", text: title }, ...rest);
  if (f.plays === "pads") {
    const steps = [
      ...(hasControl(f, "KIT") ? [w.pads.kit] : []),
      w.pads.play,
      ...(hasControl(f, "PATTERN") && hasControl(f, "START/STOP") ? [w.pads.pattern] : []),
      ...(hasControl(f, "TEMPO") && !hasControl(f, "METRONOME") ? [w.tempo.dial(tempo)] : []),
      ...(hasControl(f, "RECORD") && hasControl(f, "START/STOP") ? [w.pads.record] : []),
      ...(hasControl(f, "SWING") ? [w.pads.swing] : []),
      ...(hasControl(f, "FILTER") ? [w.pads.filter] : []),
    ];
    part(w.pads.title, { type: "steps", items: steps });
  }
  if (hasControl(f, "SOUND"))
    part(w.sound.title, {
      type: "p",
      text: joinSentences([w.sound.choose, ...(hasControl(f, "FUNCTION") ? [w.sound.back] : [])]),
    });
  const styleButton = ["STYLE", "RHYTHM"].find((b) => hasControl(f, b));
  if (styleButton && f.styleControls.includes("START/STOP"))
    part(w.style.title, {
      type: "steps",
      items: [
        w.style.choose(styleButton),
        w.style.start,
        ...(f.styleControls.includes("SYNC START") ? [w.style.syncStart] : []),
      ],
    });
  const tempoStep = hasControl(f, "TEMPO")
    ? w.tempo.dial(tempo)
    : f.plays === "keys" && hasControl(f, "FUNCTION")
      ? w.tempo.keys(tempo)
      : null;
  if (hasControl(f, "METRONOME"))
    part(w.tempo.title, { type: "steps", items: [w.tempo.metronome, ...(tempoStep ? [tempoStep] : [])] });
  if (hasControl(f, "RECORD / PLAY")) part(w.record.title, { type: "steps", items: [...w.record.steps] });
  if (hasControl(f, "LAYER / SPLIT")) part(w.layerSplit.title, { type: "p", text: w.layerSplit.text });
  if (hasControl(f, "DUO")) part(w.duo.title, { type: "p", text: w.duo.text });
  return blocks;
}

/** The manual with one language's fixed text and the model's facts. */
export function manualSectionsWith(
  p: ManualProduct,
  t: ManualText,
  facts: InstrumentFacts,
  paramLabels?: Readonly<Record<string, string>>,
): ManualSection[] {
  const label = (english: string): string =>
    paramLabels && Object.hasOwn(paramLabels, english) ? (paramLabels[english] ?? english) : english;
  const section = (id: ManualSectionId, blocks: ManualBlock[]): ManualSection => ({ id, title: t.titles[id], blocks });
  const volume = volumeControl(facts);
  const phones = phonesJack(facts);
  const tempo = paramListOf(p.params, "tempo")[0] ?? "";
  return [
    section("safety", safety(t, facts)),
    section("in-the-box", [
      { type: "list", items: [t.instrument(p.title), ...facts.accessories.map((a) => t.accessories[a]), t.manuals] },
    ]),
    section("panel", [{ type: "list", items: panel(t, facts) }]),
    section("getting-started", [{ type: "steps", items: gettingStarted(t, facts) }]),
    section("playing", playing(t, facts, tempo)),
    section("connections", [
      {
        type: "table",
        rows: facts.connectors.map((c): [string, string] => [
          c.count > 1 ? t.count(c.printed, c.count) : c.printed,
          t.connectors[c.kind],
        ]),
      },
    ]),
    section("troubleshooting", [
      {
        type: "table",
        rows: [
          t.troubleshooting.noSound(volume, phones),
          ...(connectorOf(facts, "sustain") ? [t.troubleshooting.pedalReversed] : []),
          ...(connectorOf(facts, "usb-host") ? [t.troubleshooting.computer] : []),
          ...(hasControl(facts, "FUNCTION") ? [t.troubleshooting.autoOff] : []),
          t.troubleshooting.noise(facts.adaptor, facts.speakers),
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
