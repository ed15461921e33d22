/**
 * The admin's catalogues: every language gives every key of the English (TypeScript checks that;
 * this checks the values at run time too), no string is left empty, and the German and Japanese are
 * translations, not copies of the English (apart from words the languages share).
 */
import { describe, expect, it } from "vitest";
import { productHistoryLabels } from "~/features/catalogue/admin-text/history";
import { linesText } from "~/features/catalogue/admin-text/lines";
import { productText } from "~/features/catalogue/admin-text/product";
import { messageText } from "~/features/contact/admin-text";
import { dealerText } from "~/features/dealers/admin-text";
import { articleText } from "~/features/news/admin-text";
import { accountText } from "~/features/staff/text/account";
import { securityText } from "~/features/staff/text/security";
import { signInText } from "~/features/staff/text/sign-in";
import { usersText } from "~/features/staff/text/users";
import { uploadText } from "~/features/support/admin-text";
import { changeLine } from "~/lib/admin/change-line";
import { changesText } from "~/lib/admin/text/changes";
import { dashboardText } from "~/lib/admin/text/dashboard";
import { adminFrames } from "~/lib/admin/text/frame";
import { listsText } from "~/lib/admin/text/lists";
import { mailAdminText } from "~/lib/admin/text/mail";
import { refusalText } from "~/lib/forms/refusal-text";
import { slotText } from "~/lib/translations/slot-text";
import { translationsText } from "~/lib/translations/text";

/** Each leaf of a catalogue by its dotted path. */
function leaves(value: unknown, path = ""): Map<string, string> {
  const found = new Map<string, string>();
  if (typeof value === "string") found.set(path, value);
  else if (value && typeof value === "object")
    for (const [key, inner] of Object.entries(value))
      for (const [p, v] of leaves(inner, path ? `${path}.${key}` : key)) found.set(p, v);
  return found;
}

const catalogues = {
  frame: adminFrames,
  lists: listsText,
  account: accountText,
  signIn: signInText,
  security: securityText,
  users: usersText,
  product: productText,
  dashboard: dashboardText,
  translations: translationsText,
  dealer: { en: dealerText("en"), de: dealerText("de"), ja: dealerText("ja") },
  lines: linesText,
  article: articleText,
  upload: uploadText,
  message: messageText,
  refusals: refusalText,
  changes: changesText,
  slots: slotText,
  productHistory: productHistoryLabels,
  mail: mailAdminText,
};

/** Words that are the same in English and German (a brand, a loan word). */
const sameInGerman = new Set([
  "Name",
  "Highlights",
  "Banner {n}",
  "Status",
  "Highlight {n}",
  "News",
  "Updates",
  "Passkey",
  "Passkey, {device}",
  "Keyboards",
  "Firmware {version}:",
  "Name",
  "{name} ({kind}): {fields}",
  ", ",
  "{kind} ({language})",
  "Video",
  "{name} ({code})",
  "{city}, {country}",
]);

describe.each(Object.entries(catalogues))("the admin catalogue %s", (_, catalogue) => {
  const english = leaves(catalogue.en);

  it.each(["de", "ja"] as const)("%s has every key of the English, and nothing else, none empty", (locale) => {
    const other = leaves(catalogue[locale]);
    expect([...other.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [path, value] of other) expect(value.trim(), path).not.toBe("");
  });

  it.each(["de", "ja"] as const)("%s keeps every {placeholder} of the English", (locale) => {
    const other = leaves(catalogue[locale]);
    const names = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const [path, value] of english) expect(names(other.get(path) ?? ""), path).toEqual(names(value));
  });

  it("German and Japanese are translated, not copied", () => {
    const german = leaves(catalogue.de);
    const japanese = leaves(catalogue.ja);
    for (const [path, value] of english) {
      if (!sameInGerman.has(value)) expect(german.get(path), path).not.toBe(value);
      expect(japanese.get(path), path).not.toBe(value);
    }
  });

  it("Japanese uses full-width punctuation after Japanese text", () => {
    for (const [path, value] of leaves(catalogue.ja)) {
      expect(value, path).not.toMatch(/[\u3040-\u30ff\u4e00-\u9fff][.,()!?:]/);
      expect(value, path).not.toMatch(/~/);
    }
  });
});

describe("a logged change in the editor's language", () => {
  it("keeps the log's own words in English and writes German and Japanese as their admins read a log", () => {
    const change = { action: "update", entity: "product", id: "SPC121" };
    expect(changeLine(changesText.en, change)).toBe("update product SPC121");
    expect(changeLine(changesText.de, change)).toBe("Produkt SPC121: gespeichert");
    expect(changeLine(changesText.ja, change)).toBe("製品「SPC121」：保存");
  });

  it("keeps a kind or action the catalogue does not know as the log names it", () => {
    expect(changeLine(changesText.de, { action: "merge", entity: "playlist", id: "p1" })).toBe("playlist p1: merge");
  });
});
