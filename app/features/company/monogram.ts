import * as en from "./content";

/**
 * A team member's monogram: the initials of the name in the Latin alphabet, as the data writes it
 * ("IM" for Ilse Marquardt, "AT" for Aiko Tanabe). A Japanese page writes the names in katakana and
 * kanji, and one character of them (イ, ト, 田) reads as a glitch, so every language takes the
 * initials from the English team, which holds the names in the Latin alphabet, given name first.
 */
export function monogram(index: number): string {
  return initials(en.team[index]?.name ?? "");
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part[0]?.toUpperCase() ?? "")
    .join("");

/**
 * A name the page writes in kanji, family name first (「田辺 愛子」): a Japanese person's name on the
 * Japanese page. A Western name there is in katakana, given name first (「イルゼ・マルクヴァルト」).
 */
const familyNameFirst = (name: string) => /\p{Script=Han}/u.test(name) && !name.includes("・");

/**
 * A language's team with each member's monogram, in the order the page writes the name: a
 * Japanese person on the Japanese page family name first (「田辺 愛子」: TA), everyone else as the
 * English team writes them (AT on the English and German pages, IM for イルゼ・マルクヴァルト).
 */
export const withMonograms = <T extends { name: string }>(team: readonly T[]) =>
  team.map((person, index) => {
    const given = monogram(index);
    return { ...person, monogram: familyNameFirst(person.name) ? [...given].reverse().join("") : given };
  });
