import type { InstrumentKit, Param, ParamValue } from "~/lib/content-model";
import type { Locale } from "~/lib/i18n/locales";
import { englishLabelOf, playsPatterns, playsRhythms, recordsTracks, shownLabelOf } from "~/lib/params";

export const COMPARE_MIN = 2;
export const COMPARE_MAX = 4;

/** The product ids a compare URL asks for (`?p=A&p=B` or `?p=A,B`), known ones only, in order, once each. */
export function parseCompareIds(search: URLSearchParams, known: readonly string[]) {
  const byLower = new Map(known.map((id) => [id.toLowerCase(), id]));
  const asked = search
    .getAll("p")
    .flatMap((v) => v.split(","))
    .map((v) => v.trim())
    .filter(Boolean);
  const ids: string[] = [];
  const unknown: string[] = [];
  for (const raw of asked) {
    const id = byLower.get(raw.toLowerCase());
    if (!id) unknown.push(raw.slice(0, 40));
    else if (!ids.includes(id)) ids.push(id);
  }
  const tooMany = ids.length > COMPARE_MAX;
  return { ids: ids.slice(0, COMPARE_MAX), unknown, tooMany, enough: ids.length >= COMPARE_MIN };
}

/** The most instruments offered to pick from (a page's worth with a large catalogue). */
export const MAX_OPTIONS = 120;

/**
 * The models to pick from, line by line in the menu's order: every line's current models, then the
 * ones no longer made (which compare as well), whatever is chosen already, so that a keyboard can be
 * added to two pianos. With a large catalogue each line offers its share of MAX_OPTIONS; the chosen
 * models are always offered.
 */
export function offeredModels(
  products: readonly { id: string; title: string; categoryId: string; discontinuedOn?: string | null }[],
  lines: readonly { id: string; name: string }[],
  picked: readonly string[],
) {
  const share = Math.max(1, Math.floor(MAX_OPTIONS / Math.max(1, lines.length)));
  return lines
    .map((line) => {
      const own = products.filter((p) => p.categoryId === line.id);
      const ordered = [...own.filter((p) => !p.discontinuedOn), ...own.filter((p) => p.discontinuedOn)];
      const offered = ordered.filter((p, i) => i < share || picked.includes(p.id));
      return {
        id: line.id,
        name: line.name,
        models: offered.map(({ id, title, discontinuedOn }) => ({ id, title, discontinued: Boolean(discontinuedOn) })),
      };
    })
    .filter((line) => line.models.length > 0);
}

const normalise = (value: ParamValue | undefined) =>
  value === undefined || value === null || value === "" ? "" : Array.isArray(value) ? value.join("\n") : value;

/**
 * One row's values side by side, under its label in the page's language. `stated` is false where
 * the model's specification has no such row (a rhythm machine has no polyphony): the page says „not
 * stated“ there, never the dash that means the model does not have it. `key` is the row's English
 * label as the models' own tables show it.
 */
export type CompareRow = {
  key: string;
  label: string;
  values: (ParamValue | undefined)[];
  stated: boolean[];
  differs: boolean;
};

/**
 * A specification row: `key` is its English label in the data where `label` is the page's
 * language's; `shown` the English label the model's own table shows it under (`shownLabelOf`: the
 * MK37's "style" row is its "rhythm" row).
 */
type SpecRow = Param & { key?: string; shown?: string };
const keyOf = (p: SpecRow) => p.key ?? p.label;
/** The row a model's table shows it as: compare lines rows up by this, never by the data's key. */
const rowOf = (p: SpecRow) => p.shown ?? keyOf(p);

const isNone = (value: ParamValue | undefined) => normalise(value) === "";

/**
 * Rows that are one function under the name each kind of model gives it (a keyboard's styles, a
 * rhythm model's rhythms; its style control, their rhythm control; a sequencer, a recorder, a drum
 * machine's record function): compare shows them as ONE row, its label naming each name the chosen
 * models use, in this fixed order whatever the order of the columns. A model has at most one row of
 * a function. Demo songs and a drum machine's songs (pattern chains) are different functions.
 */
export const SAME_FUNCTION: readonly (readonly string[])[] = [
  ["style", "rhythm", "pattern"],
  ["style control", "rhythm control"],
  ["sequencer", "recorder", "record"],
];
const functionOf = (shown: string) => SAME_FUNCTION.find((names) => names.includes(shown));

/**
 * One label of several names of one function, as the language writes it: "style/rhythm",
 * „Styles/Rhythmen“, 「伴奏スタイル／リズム」; names that end in one word share it
 * („Style-/Rhythmus-Steuerung“, 「スタイル／リズムコントロール」).
 */
export function joinedLabel(locale: Locale, labels: readonly string[]): string {
  if (labels.length < 2) return labels[0] ?? "";
  if (locale === "ja") {
    // names that end in one word share it (スタイル／リズムコントロール)
    let tail = 0;
    while (labels.every((l) => l.length > tail + 1 && l.at(-1 - tail) === labels[0]?.at(-1 - tail))) tail += 1;
    return tail >= 3
      ? `${labels.map((l) => l.slice(0, -tail)).join("／")}${labels[0]?.slice(-tail)}`
      : labels.join("／");
  }
  if (locale === "de") {
    const tail = /-([^-\s/]+)$/.exec(labels[0] ?? "")?.[1];
    if (tail && labels.every((l) => l.endsWith(`-${tail}`)))
      return `${labels.map((l) => l.slice(0, -tail.length)).join("/")}${tail}`;
  }
  return labels.join("/");
}

/**
 * One row per function the models' own tables show (matched by its shown English label, whatever
 * the language shows; the names of one function, SAME_FUNCTION, are one row), in the first
 * product's order, each other model's own rows placed after the row before it in its own table;
 * its label names what each model having the row calls it (`joinedLabel`), never only a kind a
 * model under it lacks. `differs` when the models' answers are not all the same: a value „not
 * stated“ differs from a dash („does not have it“). A row every model has and none holds anything
 * in (all „—“) is left out: it says nothing about these models.
 */
export function compareRows(products: { params: SpecRow[] }[], locale: Locale = "en"): CompareRow[] {
  const idOf = (shown: string) => functionOf(shown)?.join("/") ?? shown;
  const order: string[] = [];
  /** Each row's names: its English shown label → the page's label. */
  const names = new Map<string, Map<string, string>>();
  for (const product of products) {
    const own = product.params.map((p) => idOf(rowOf(p)));
    for (const [i, id] of own.entries()) {
      const param = product.params[i];
      if (param) {
        const known = names.get(id) ?? new Map<string, string>();
        if (!known.has(rowOf(param))) known.set(rowOf(param), param.label);
        names.set(id, known);
      }
      if (order.includes(id)) continue;
      const before = own.slice(0, i).findLast((earlier) => order.includes(earlier));
      const next = own.slice(i + 1).find((later) => order.includes(later));
      const at =
        before !== undefined ? order.indexOf(before) + 1 : next !== undefined ? order.indexOf(next) : order.length;
      order.splice(at, 0, id);
    }
  }
  const labelOf = (id: string) => {
    const known = names.get(id) ?? new Map<string, string>();
    const fixed = functionOf([...known.keys()][0] ?? "") ?? [...known.keys()];
    const labels = [...new Set(fixed.filter((n) => known.has(n)).map((n) => known.get(n) ?? n))];
    return joinedLabel(locale, labels);
  };
  return order
    .map((key) => {
      const rows = products.map((product) => product.params.find((p) => idOf(rowOf(p)) === key));
      const values = rows.map((row) => row?.value);
      const stated = rows.map((row) => row !== undefined);
      const distinct = new Set(rows.map((row) => (row === undefined ? "\u0000unstated" : normalise(row.value))));
      return { key, label: labelOf(key), values, stated, differs: distinct.size > 1 };
    })
    .filter((row) => !(row.stated.every(Boolean) && row.values.every(isNone)));
}

/** Every value of a specification, item by item. */
const itemsOf = (params: readonly Param[]) =>
  params.flatMap((p) => (Array.isArray(p.value) ? p.value : p.value ? [p.value] : []));

/** A tempo range a panel control gives, as the language writes it ("Tempo dial (5–320 BPM)", TEMPOつまみ（5～320BPM）). */
const BPM_RANGE = /(\d+\s*[–～-]\s*\d+)\s*BPM/;
/** A display a panel control names ("OLED display", „OLED-Display“, 有機ELディスプレイ). */
const DISPLAY = /display|ディスプレイ/i;
/** A socket a pedal plugs into. */
const PEDAL_JACK = /SUSTAIN|FOOT|PEDAL|EXPRESSION/i;
/** A sound row's drum kits, as the language writes them ("46 drum kits", „46 Drum-Kits“, ドラムキット46種類). */
const DRUM_KITS = /drum[ -]?kits?|ドラムキット/i;

/**
 * A model's specification for the compare page: its rows, each with the label its own table shows
 * (`shown`: a model that plays rhythms shows its "style" row as "rhythm", as on its product page),
 * and the rows it has no label for answered from the rest of its data, so that a model whose labels
 * are another kind's (a rhythm machine's: seed-spec section 3) reads as what it is, not „not
 * stated“. Its tempo is the range its tempo control gives; its display the one its panel holds (its
 * kit says it has one), or none; its drum kits the ones its sound row counts (the AKX10S's "46 drum
 * kits"); a model that plays rhythms has no styles and no style control; a model played on pads has
 * no keyboard, one played on keys no pads (what it plays is its data); a model whose kit lists its
 * sockets and whose rows name no speakers has no speakers and no amplifier, and no pedal unless a
 * socket takes one. A row it has stays as it is, and what the data does not answer stays unstated
 * (a rhythm machine's polyphony, the registration memory of a sequencer that names none). `params` may be in any language
 * (each with its English `key`), `english` is the model's English rows (its data: what it plays); a
 * row it adds is named and written by `localize` (the page's label and value formatter), and its
 * display and drum kits by the model's own words.
 */
export function compareSpecification<R extends SpecRow>(
  params: readonly R[],
  kit: InstrumentKit | null | undefined,
  localize: { label: (key: string) => string; value: (key: string, value: ParamValue) => ParamValue } = {
    label: (key) => key,
    value: (_key, value) => value,
  },
  english: readonly Param[] = params,
): SpecRow[] {
  const rhythms = playsRhythms(english);
  const recorder = recordsTracks(english);
  const patterns = playsPatterns(english);
  const rows: SpecRow[] = params.map((p) => {
    const shown = shownLabelOf(keyOf(p), rhythms, recorder, patterns);
    // a row in English without a key is labelled by the data: it shows as its table shows it
    return p.key === undefined ? { ...p, label: englishLabelOf(shown), shown } : { ...p, shown };
  });
  /** Whether the data has a row of this key (whatever its table calls it). */
  const has = (key: string) => params.some((p) => keyOf(p) === key);
  /** Whether the model's table shows a row of this label. */
  const shows = (label: string) => rows.some((p) => rowOf(p) === label);
  const items = itemsOf(params);
  const add = (key: string, value: ParamValue, after?: string) => {
    if (shows(key)) return;
    const row = { key, shown: key, label: localize.label(key), value: localize.value(key, value) };
    const at = after === undefined ? -1 : rows.findIndex((p) => rowOf(p) === after);
    if (at < 0) rows.push(row);
    else rows.splice(at + 1, 0, row);
  };
  const tempo = items.map((item) => BPM_RANGE.exec(item)).find((m) => m !== null);
  if (tempo?.[1]) add("tempo", tempo[1]);
  if (kit?.display === true) {
    const display = items.find((item) => DISPLAY.test(item));
    if (display) add("display", display);
  } else if (kit?.display === false) add("display", null);
  const drumKits = itemsOf(params.filter((p) => keyOf(p) === "sound/voice")).find((item) => DRUM_KITS.test(item));
  if (drumKits) add("drum kit", drumKits, "sound/voice");
  // a rhythm model's rhythms are its row of the styles' function (SAME_FUNCTION): no „no styles“ row beside them
  if (has("drum pad")) add("keyboard", null);
  else if (has("keyboard")) add("drum pad", null);
  // a sequencer's list that names no registration memory says nothing of one: not stated, never „has none“
  const sockets = kit?.connectors ?? [];
  if (sockets.length > 0 && !has("speaker") && !has("amplifier")) {
    add("amplifier", null);
    add("speaker", null);
  }
  if (sockets.length > 0 && !sockets.some((s) => PEDAL_JACK.test(s))) add("pedal", null);
  return rows;
}
