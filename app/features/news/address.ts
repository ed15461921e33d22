/**
 * Article addresses (the last part of an article's URL): the rule an editor's typed address must
 * follow, and the address made from a title when the editor leaves it blank. Pure; shared by the
 * editor's form and the news service.
 */

export const ADDRESS_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const ADDRESS_MIN = 3;
export const ADDRESS_MAX = 80;

/** Letters that Unicode does not decompose into an ASCII letter and a mark. */
const FOLDS: Record<string, string> = {
  ß: "ss",
  æ: "ae",
  œ: "oe",
  ø: "o",
  đ: "d",
  ð: "d",
  ħ: "h",
  ı: "i",
  ł: "l",
  þ: "th",
};

/**
 * An address made from a title: lower-case ASCII, diacritics folded (Überraschung → uberraschung),
 * words joined by single hyphens, at most `max` characters cut at a word's end. A title with too
 * little to make one from (no Latin letters or digits, or just "Q1") gets an `article` prefix.
 */
export function addressFromTitle(title: string, max = ADDRESS_MAX): string {
  const words = title
    .toLowerCase()
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/[ßæœøđðħıłþ]/g, (c) => FOLDS[c] ?? c)
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let address = "";
  for (const word of words) {
    const next = address ? `${address}-${word}` : word;
    if (next.length > max) {
      address ||= word.slice(0, max);
      break;
    }
    address = next;
  }
  return address.length >= ADDRESS_MIN ? address : ["article", address].filter(Boolean).join("-");
}

/** The `n`th candidate for a made address: the address itself, then `-2`, `-3`, ..., within `max`. */
export function numberedAddress(address: string, n: number, max = ADDRESS_MAX): string {
  if (n <= 1) return address;
  const suffix = `-${n}`;
  return `${address.slice(0, max - suffix.length).replace(/-+$/, "")}${suffix}`;
}
