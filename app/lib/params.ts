import type { Accessory, InstrumentKit, Param, ParamValue } from "./content-model";
import type { Locale } from "./i18n/locales";

/** A parameter's value as one text: a list joined by `separator` (a comma, or a line per value in a form), none empty. */
export function paramText(value: ParamValue, separator = ", "): string {
  return Array.isArray(value) ? value.join(separator) : (value ?? "");
}

/** The values of the parameter labelled `label` as a list: none, one or several. */
export function paramListOf(params: readonly Param[], label: string): string[] {
  const v = params.find((x) => x.label === label)?.value;
  return Array.isArray(v) ? v : v ? [v] : [];
}

/** A parameter's value as an editor types it: one line is one value, several lines a list, empty or "—" none. */
export function paramValue(text: string | undefined): ParamValue {
  const lines = (text ?? "")
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
  if (!lines.length || (lines.length === 1 && lines[0] === "—")) return null;
  return lines.length === 1 ? (lines[0] as string) : lines;
}

/** Units and other codes a specification value keeps in every language. */
const UNITS =
  /\b(?:mm|cm|m|kg|g|mW|W|kW|mV|V|mA|A|kB|MB|GB|TB|Hz|kHz|MHz|dB|MIDI|USB|TFT|LCD|LED|DC|AC|AA|AAA|IN|OUT|L|R)\b/g;
/** A model code or a code with digits: "SP-C121", "XLR-3", "5-280", "2x". */
const CODES = /\b(?=[A-Za-z0-9-]*\d)[A-Za-z0-9]+(?:[-/][A-Za-z0-9]+)*\b/g;

/**
 * Whether a specification value has words to translate ("USB to Device (flash drive)", "Black").
 * One of numbers, units and model codes only ("11.8 kg", "128", "1020 × 380 × 145 mm", "LCD",
 * "SP-C121") is the same in every language: it is never translated, so it cannot go stale.
 */
export function paramHasWords(value: ParamValue): boolean {
  return value !== null && /\p{L}{2}/u.test(paramText(value, "\n").replace(CODES, " ").replace(UNITS, " "));
}

/** A connector as its panel prints it: its name in capitals, what follows in brackets as it is ("Output (L/MONO, R)" → "OUTPUT (L/MONO, R)"). */
const asPrinted = (connector: string) => connector.replace(/^[^(]+/, (name) => name.toUpperCase());

/** A list row: none when empty, one text for one value. */
const listValue = (values: readonly string[]): Param["value"] =>
  values.length === 0 ? null : values.length === 1 ? (values[0] as string) : [...values];

/**
 * A model's specification as a visitor reads it: its rows, and what its kit holds that no row
 * says. Where no row names its connectors (a rhythm machine's labels have no jacks, USB or MIDI:
 * seed-spec section 3), the connectors its kit lists, as printed: its USB sockets under "USB", its
 * MIDI sockets under "MIDI", the others under "jacks" (so the compare page reads a drum machine
 * with MIDI IN and OUT as one with MIDI); where no row says how it is powered, its adaptor at its
 * DC IN under "power" ("AC adaptor 12 V", as the other models' rows); and what comes in its box (`accessoryNames`: each accessory as the page's
 * language names it) under "accessories". So the table holds what the copy and the documents say.
 */
export function specificationOf(
  params: readonly Param[],
  kit: Pick<InstrumentKit, "connectors" | "accessories"> | null | undefined,
  accessoryNames?: Readonly<Record<Accessory, string>>,
) {
  const connectors = (kit?.connectors ?? []).map(asPrinted);
  const has = (label: string) => params.some((p) => p.label === label);
  const rows: Param[] = [...params];
  if (!["jacks", "USB", "MIDI"].some(has) && connectors.length > 0) {
    const usb = connectors.filter((c) => c.startsWith("USB"));
    const midi = connectors.filter((c) => c.startsWith("MIDI"));
    const jacks = connectors.filter((c) => !usb.includes(c) && !midi.includes(c));
    const derived: Param[] = [
      { label: "USB", value: listValue(usb) },
      { label: "MIDI", value: listValue(midi) },
      { label: "jacks", value: listValue(jacks) },
    ];
    rows.push(...derived.filter((p) => p.value !== null));
  }
  if (!has("power") && kit?.accessories?.includes("ac-adaptor")) {
    const dcIn = connectors.find((c) => /^DC IN/i.test(c));
    // as every model's row reads: "AC adaptor 12 V" from its DC IN 12 V
    const volts = dcIn?.replace(/^DC IN\s*/i, "");
    rows.push({ label: "power", value: volts ? `AC adaptor ${volts}` : "AC adaptor" });
  }
  if (accessoryNames && kit?.accessories?.length)
    rows.push({ label: "accessories", value: kit.accessories.map((a) => accessoryNames[a]) });
  return rows;
}

/** Whether a model's accompaniment is rhythms alone (a small keyboard's "50 rhythms", the MK37), not styles. */
export const playsRhythms = (params: readonly Param[]): boolean =>
  paramListOf(params, "style").some((v) => /rhythm/i.test(v));

/**
 * The row of a rhythm model's accompaniment controls, named in each language: the same words on
 * the site's specification table and in the manuals (HTML and PDF), kept in code so that a data set
 * seeded before it needs no label of its own.
 */
export const RHYTHM_CONTROL: Readonly<Record<Locale, string>> = {
  en: "rhythm control",
  de: "Rhythmus-Steuerung",
  ja: "リズムコントロール",
};

/**
 * A model whose "sequencer" row records tracks and names no sequencer ("2 tracks", "Melody record,
 * 1 track", "One-touch recorder: …") has a recorder, as its copy, manual and release notes call it
 * (the MK61's „Zwei-Spur-Recorder“): its row shows as "recorder", so the table and the copy give the
 * function one name. The AKX10S's row names its sequencers and keeps the label.
 */
export const recordsTracks = (params: readonly Param[]): boolean => {
  const values = paramListOf(params, "sequencer");
  return values.length > 0 && !values.some((v) => /sequencer/i.test(v));
};

/** The recorder's row, named in each language (kept in code: a data set seeded before needs no label of its own). */
export const RECORDER: Readonly<Record<Locale, string>> = { en: "recorder", de: "Recorder", ja: "レコーダー" };

/**
 * The registration memory (a panel memory of set-ups, not a recorder): the data keeps it in the
 * "sequencer" row ("Registration memory, 8 set-ups"); the table shows it as a row of its own beside
 * the panel's functions (after layer/split and duo), named in each language.
 */
export const REGISTRATION_MEMORY: Readonly<Record<Locale, string>> = {
  en: "registration memory",
  de: "Registrierungsspeicher",
  ja: "レジストレーションメモリー",
};
export const isRegistrationMemory = (value: string) => /^registration memory\b/i.test(value);

/**
 * A specification's rows with the registration memory in a row of its own (key "registration
 * memory"), beside the panel's functions (after duo, or layer/split), taken out of the "sequencer"
 * row the data keeps it in: its value without its name ("8 set-ups", „8 Setups“, 「8メモリー」).
 * `rows` may be in any language; `english` (the model's English rows) finds the item. The site's
 * table and the manuals (HTML and PDF) read it so.
 */
export function withRegistrationMemory<R extends { label: string; value: Param["value"] }>(
  rows: readonly R[],
  english: readonly Param[],
  keyOf: (row: R) => string = (row) => row.label,
  memoryRow: (value: string) => R = (value) => ({ label: "registration memory", value }) as R,
): R[] {
  const at = paramListOf(english, "sequencer").findIndex(isRegistrationMemory);
  const row = rows.find((r) => keyOf(r) === "sequencer");
  if (at < 0 || !row) return [...rows];
  const shown = Array.isArray(row.value) ? row.value : row.value === null ? [] : [row.value];
  if (shown.length !== paramListOf(english, "sequencer").length) return [...rows];
  const rest = shown.filter((_, i) => i !== at);
  const memory = memoryRow((shown[at] ?? "").replace(/^[^,、:：（(]+(?:[,、:：]\s*|[（(])(.*?)[）)]?$/u, "$1"));
  const out = rows.map((r) => (r === row ? { ...r, value: rest.length === 1 ? (rest[0] as string) : rest } : r));
  const panel = ["duo", "layer/split"].map((key) => out.findIndex((r) => keyOf(r) === key)).find((i) => i >= 0);
  const after = panel ?? out.findIndex((r) => keyOf(r) === "sequencer");
  return [...out.slice(0, after + 1), memory, ...out.slice(after + 1)];
}

/**
 * A drum machine's (played on pads) rows of rhythms and songs are its patterns and pattern chains,
 * as all its other German and Japanese text calls them: shown as "pattern" and "pattern chain",
 * named in each language (English keeps the data's "rhythm" and "song"). Kept in code, so a data
 * set seeded before needs no label of its own.
 */
export const playsPatterns = (params: readonly Param[]): boolean => paramListOf(params, "drum pad").length > 0;
export const PATTERNS: Readonly<Record<Locale, string>> = { en: "rhythm", de: "Patterns", ja: "リズム" };
export const PATTERN_CHAINS: Readonly<Record<Locale, string>> = {
  en: "song",
  de: "Pattern-Ketten (Songs)",
  ja: "パターンチェーン（ソング）",
};

/** The rows the site names itself (their shown label → each language's name), not from the shared label list. */
export const OWN_LABELS: Readonly<Record<string, Readonly<Record<Locale, string>>>> = {
  "rhythm control": RHYTHM_CONTROL,
  recorder: RECORDER,
  "registration memory": REGISTRATION_MEMORY,
  pattern: PATTERNS,
  "pattern chain": PATTERN_CHAINS,
};
/** A shown label in English: the data's label, or the name the site gives its own rows ("pattern" is "rhythm"). */
export const englishLabelOf = (shown: string): string => OWN_LABELS[shown]?.en ?? shown;

/**
 * The label a specification row shows, by its data: a model with rhythms (no styles) shows its
 * "style" row as "rhythm" and its "style control" row as "rhythm control", in every language;
 * every other row its own label. The row's key stays, so compare lines it up with the others'.
 */
export const shownLabelOf = (label: string, rhythms: boolean, recorder = false, patterns = false): string =>
  patterns && label === "rhythm"
    ? "pattern"
    : patterns && label === "song"
      ? "pattern chain"
      : rhythms && label === "style"
        ? "rhythm"
        : rhythms && label === "style control"
          ? "rhythm control"
          : recorder && label === "sequencer"
            ? "recorder"
            : label;
