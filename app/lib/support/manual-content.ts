import type { InstrumentKit, Param, ProductWords } from "../content-model.ts";
import type { Locale } from "../i18n/locales.ts";
import { joinSentences } from "../i18n/sentences.ts";
import { paramListOf } from "../params.ts";
import { formatSpecValue, isNoValue, NO_VALUE } from "../spec-values.ts";
import { pedalPolarityFrom } from "./firmware-facts.ts";
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
export type ManualProduct = ProductWords & { id?: string; title: string; kit?: InstrumentKit };

const manualTexts: Record<Locale, ManualText> = { en: manualTextEn, de: manualTextDe, ja: manualTextJa };

/** What can come in a box, as each language names it (the manual's list, the specification's "accessories" row). */
export const accessoryNamesIn = (locale: Locale) => manualTexts[locale].accessories;

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
  const cautions = [...(phonesJack(f) ? [s.hearing] : []), s.heat, f.cabinet ? s.floor : s.stable, s.cleaning];
  return [
    { type: "p", text: s.intro },
    { type: "signal", level: "warning", ...s.warning, items: warnings },
    { type: "signal", level: "caution", ...s.caution, items: cautions },
  ];
}

/** The outputs a volume control sets besides the speakers and headphones. */
const OUTPUTS = ["line-out", "aux-out", "output"] as const;

/**
 * Every control the model's data gives it, each once: the panel's controls (the volume control
 * with what it sets, the keys FUNCTION reaches after FUNCTION), the display, the accompaniment's
 * controls and a home piano's pedals.
 */
function panel(t: ManualText, f: InstrumentFacts): string[] {
  const items = f.controls.flatMap((c) => {
    if (c === volumeControl(f))
      return [
        t.volume(c, {
          speakers: f.speakers,
          outputs: f.connectors.some((x) => (OUTPUTS as readonly string[]).includes(x.kind)),
          headphones: phonesJack(f) !== null,
        }),
      ];
    if (c === "FUNCTION") return [t.controls[c] ?? c, ...f.markedKeys.map((k) => t.markedKeys[k])];
    return [t.controls[c] ?? c];
  });
  if (f.displayKind)
    items.splice(
      Math.min(items.length, 2),
      0,
      t.display({ kind: f.displayKind, plays: f.plays, accompaniment: f.accompaniment }),
    );
  const accompaniment = f.accompaniment ?? "styles";
  return [
    ...items,
    ...f.styleControls.map((c) => t.styleControl(c, accompaniment)),
    ...(f.pedals.length ? [t.pedals(f.pedals)] : []),
  ];
}

function gettingStarted(t: ManualText, f: InstrumentFacts): string[] {
  const g = t.gettingStarted;
  const volume = volumeControl(f);
  const phones = phonesJack(f);
  const pedalInBox = f.accessories.includes("sustain-pedal");
  return [
    f.cabinet ? g.placeCabinet : g.place,
    ...(f.builtInPedals ? [g.pedalCable] : []),
    ...(f.adaptor ? [g.power] : []),
    ...(f.batteries ? [g.batteries(f.batteries)] : []),
    ...(connectorOf(f, "sustain") ? [pedalInBox ? g.pedal : g.optionalPedal] : []),
    ...(volume && hasControl(f, "POWER") ? [g.volume(volume)] : []),
    ...(phones ? [g.headphones(phones, f.speakers)] : []),
  ];
}

/** A count from the data in the language's digits, or "" where the data gives none. */
const counted = (t: ManualText, n: number) => (n > 0 ? t.number(n) : "");

function playing(t: ManualText, f: InstrumentFacts, tempo: string): ManualBlock[] {
  const w = t.playing;
  const blocks: ManualBlock[] = [];
  const part = (title: string, ...rest: ManualBlock[]) => blocks.push({ type: "subhead", text: title }, ...rest);
  const touch = f.displayKind === "touch";
  if (f.plays === "pads") {
    const steps = [
      ...(hasControl(f, "KIT") ? [w.pads.kit(counted(t, f.kits))] : []),
      w.pads.play,
      ...(hasControl(f, "PATTERN") && hasControl(f, "START/STOP") ? [w.pads.pattern] : []),
      ...(hasControl(f, "TEMPO") && !hasControl(f, "METRONOME") ? [w.tempo.dial(tempo)] : []),
      ...(hasControl(f, "RECORD") && hasControl(f, "START/STOP") ? [w.pads.record] : []),
      ...(hasControl(f, "SWING") ? [w.pads.swing] : []),
      ...(hasControl(f, "FILTER") ? [w.pads.filter] : []),
    ];
    part(w.pads.title, { type: "steps", items: steps });
  }
  if (hasControl(f, "SOUND")) {
    const sounds = counted(t, f.sounds);
    part(w.sound.title, {
      type: "p",
      text: joinSentences([
        touch ? w.sound.touch(sounds) : w.sound.choose(sounds),
        ...(hasControl(f, "FUNCTION") && !touch ? [w.sound.back] : []),
      ]),
    });
  }
  const styleButton = ["STYLE", "RHYTHM"].find((b) => hasControl(f, b));
  if (styleButton && f.accompaniment && f.styleControls.includes("START/STOP")) {
    const a = w.accompaniment[f.accompaniment];
    const control = (kind: string) => f.styleControls.find((c) => c.startsWith(kind));
    const intro = control("INTRO");
    const ending = control("ENDING") ?? (intro === "INTRO/ENDING" ? intro : undefined);
    part(
      a.title,
      ...(f.accompaniments
        ? [
            {
              type: "p" as const,
              text: a.has(t.number(f.accompaniments), f.userAccompaniments ? t.number(f.userAccompaniments) : null),
            },
          ]
        : []),
      {
        type: "steps",
        items: [
          touch ? a.touch(styleButton) : a.choose(styleButton),
          a.start,
          ...(f.styleControls.includes("SYNC START") ? [a.syncStart] : []),
          ...(intro ? [a.intro(t.printed(intro))] : []),
          ...(ending ? [a.ending(t.printed(ending))] : []),
        ],
      },
    );
  }
  const tempoStep = hasControl(f, "TEMPO")
    ? w.tempo.dial(tempo)
    : f.markedKeys.includes("tempo")
      ? w.tempo.keys(tempo)
      : null;
  if (hasControl(f, "METRONOME"))
    part(w.tempo.title, { type: "steps", items: [w.tempo.metronome, ...(tempoStep ? [tempoStep] : [])] });
  if (hasControl(f, "RECORD / PLAY")) {
    part(w.record.title, { type: "steps", items: [...w.record.steps] });
    if (f.oneTouchRecorder && f.accompaniment === "styles") blocks.push({ type: "p", text: w.oneTouchRecorder });
  }
  // what its music library and memory offer, from its data, each reached with a key FUNCTION marks
  if (f.markedKeys.includes("lesson"))
    part(w.lessons.title, { type: "p", text: w.lessons.text }, { type: "steps", items: [...w.lessons.steps] });
  if (f.markedKeys.includes("chord")) part(w.chordDictionary.title, { type: "p", text: w.chordDictionary.text });
  if (f.markedKeys.includes("memory"))
    part(w.registration.title, { type: "p", text: w.registration.text(f.registrations) });
  if (f.chordSequencer && touch && hasControl(f, "STYLE"))
    part(w.chordSequencer.title, { type: "p", text: w.chordSequencer.text });
  if (hasControl(f, "LAYER / SPLIT")) part(w.layerSplit.title, { type: "p", text: w.layerSplit.text });
  if (hasControl(f, "DUO")) part(w.duo.title, { type: "p", text: w.duo.text });
  if (f.pedals.length) {
    const p = w.pedals;
    part(p.title, {
      type: "list",
      items: f.pedals.map((pedal) =>
        pedal === "damper" ? joinSentences([p.damper, ...(f.halfDamper ? [p.halfDamper] : [])]) : p[pedal],
      ),
    });
    if (f.halfDamper && hasControl(f, "FUNCTION")) blocks.push({ type: "p", text: p.halfDamperSetting });
  }
  return blocks;
}

/**
 * A specification's label as this model's documents name it, by English key: the language's
 * (`paramLabels`), and a small keyboard's "style" row under its rhythms' name (the MK37's
 * "50 rhythms": Rhythmen, リズム, never Styles or 伴奏スタイル).
 */
export function specificationLabel(
  english: string,
  facts: InstrumentFacts,
  t: ManualText,
  paramLabels?: Readonly<Record<string, string>>,
): string {
  const named = (key: string) => (paramLabels && Object.hasOwn(paramLabels, key) ? (paramLabels[key] ?? key) : key);
  if (facts.accompaniment === "rhythms" && english === "style") return named("rhythm");
  if (facts.accompaniment === "rhythms" && english === "style control") return t.rhythmControls;
  return named(english);
}

/** `specificationLabel` in a language. */
export const specificationLabelIn = (
  locale: Locale,
  english: string,
  facts: InstrumentFacts,
  paramLabels?: Readonly<Record<string, string>>,
) => specificationLabel(english, facts, manualTexts[locale], paramLabels);

/** The manual with one language's fixed text and the model's facts. */
export function manualSectionsWith(
  p: ManualProduct,
  t: ManualText,
  facts: InstrumentFacts,
  paramLabels?: Readonly<Record<string, string>>,
): ManualSection[] {
  const label = (english: string): string => specificationLabel(english, facts, t, paramLabels);
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
          c.kind === "usb-host" && facts.usbAudio ? t.usbHostAudio : t.connectors[c.kind],
        ]),
      },
    ]),
    section("troubleshooting", [
      {
        type: "table",
        rows: [
          // headphones silence speakers: a model without them (a rhythm machine) has no such cause
          t.troubleshooting.noSound(volume, facts.speakers > 0 ? phones : null),
          ...(connectorOf(facts, "sustain")
            ? [t.troubleshooting.pedalReversed((p.id && pedalPolarityFrom[p.id]) || null)]
            : []),
          ...(facts.builtInPedals ? [t.troubleshooting.pedalCable] : []),
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
          isNoValue(x.value) ? NO_VALUE : Array.isArray(x.value) ? x.value.join("\n") : (x.value ?? NO_VALUE),
        ]),
      },
      { type: "p", text: t.specificationsNote },
    ]),
  ];
}
