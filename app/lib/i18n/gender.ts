/**
 * A product's grammatical gender, for the languages whose sentences agree with it (German: "das
 * SP-C121 … seinen Anschluss", "die MR101S … ihren Anschluss"). It is data on the product, chosen
 * in the product editor; a message chooses its words with an ICU-like select:
 * `{gender, select, n {das} f {die} m {der}} {product}`. English and Japanese need none.
 */
export const genders = ["n", "f", "m"] as const;
export type Gender = (typeof genders)[number];

/** Every gender's words: for code that builds a sentence rather than filling a template. */
export type ByGender = Readonly<Record<Gender, string>>;

/** The words for a gender ("n" when a product has none). */
export const byGender = (words: ByGender, gender: Gender | null | undefined): string => words[gender ?? "n"];

const OPEN = "{gender, select,";

/** The case's text that follows `at` in a select ("n {das} f {die}"): its key, its text and where it ends. */
function nextCase(template: string, at: number): { key: string; text: string; end: number } | null {
  const head = /\s*(\w+)\s*\{/y;
  head.lastIndex = at;
  const match = head.exec(template);
  if (!match?.[1]) return null;
  let depth = 1;
  let i = head.lastIndex;
  for (; i < template.length && depth > 0; i++) {
    if (template[i] === "{") depth++;
    else if (template[i] === "}") depth--;
  }
  if (depth > 0) return null;
  return { key: match[1], text: template.slice(head.lastIndex, i - 1), end: i };
}

/**
 * A template with each `{gender, select, n {…} f {…} m {…}}` replaced by the gender's case (or
 * `other`, else `n`). Anything that is not a whole select is left as it is.
 */
export function selectGender(template: string, gender: Gender | null | undefined): string {
  let out = "";
  let from = 0;
  for (let start = template.indexOf(OPEN); start >= 0; start = template.indexOf(OPEN, from)) {
    const cases = new Map<string, string>();
    let at = start + OPEN.length;
    for (let found = nextCase(template, at); found; found = nextCase(template, at)) {
      cases.set(found.key, found.text);
      at = found.end;
    }
    const close = /\s*\}/y;
    close.lastIndex = at;
    if (!cases.size || !close.exec(template)) {
      out += template.slice(from, start + OPEN.length);
      from = start + OPEN.length;
      continue;
    }
    out += template.slice(from, start) + (cases.get(gender ?? "n") ?? cases.get("other") ?? cases.get("n") ?? "");
    from = close.lastIndex;
  }
  return out + template.slice(from);
}

/** Every string of a page's words with its selects resolved for one product (a loader sends the result). */
export function wordsForGender<T>(words: T, gender: Gender | null | undefined): T {
  if (typeof words === "string") return selectGender(words, gender) as T;
  if (Array.isArray(words)) return words.map((w) => wordsForGender(w, gender)) as T;
  if (words && typeof words === "object") {
    return Object.fromEntries(Object.entries(words).map(([k, v]) => [k, wordsForGender(v, gender)])) as T;
  }
  return words;
}
