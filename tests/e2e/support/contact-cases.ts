/**
 * The contact form's rules as the fuzz suite's oracle knows them, and the generator of submissions:
 * every field valid or malformed in one of its ways, each case saying whether the form must take it.
 */
import fc from "fast-check";
import { modelCode } from "~/lib/model-code";
import type { Encoding, Part } from "./forms";
import { anyText, fieldValue, notUtf8 } from "./fuzz-arbitraries";

/** What the contact page offers, read from it once: its form token (and when it was read) and its choices. */
export type ContactForm = { token: string; tokenAt: number; countries: string[]; topics: string[]; products: string[] };

/** The form's rules as the visitor is told them (the "unreadable" characters: controls and U+FFFD). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds
export const UNREADABLE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\uFFFD]/;
const SERIAL = /^[A-Z]{2}\d{8}$/;
const normalizeSerial = (v: string) => v.replace(/[\s-]/g, "").toUpperCase();
/** Lengths are counted in characters (code points), as the form counts them: "𐀀" is one. */
const chars = (s: string) => [...s].length;
/** Lengths count what is left once the ends are trimmed; an unreadable character anywhere is refused, ends too. */
const readable = (min: number, max: number) => (s: string) => {
  const t = s.trim();
  return chars(t) >= min && chars(t) <= max && !UNREADABLE.test(s);
};

/** Stands for a new idempotency key, made when the request is sent (each submission needs its own). */
export const FRESH_KEY = "(fresh key)";

type FieldCase = { parts: Part[]; ok: boolean; why: string };
export type ContactCase = {
  encoding: Encoding;
  rawBytes: boolean;
  envelope: "form" | "garbled" | "wrong-type";
  parts: Part[];
  ok: boolean;
  why: string[];
};

/** The case for one field: a valid value, or one of the ways it can be malformed. */
function contactField(
  name: string,
  valid: fc.Arbitrary<string>,
  invalid: fc.Arbitrary<string>,
  encoding: Encoding,
  { optional = false, schema = true } = {},
): { valid: fc.Arbitrary<FieldCase>; broken: fc.Arbitrary<FieldCase> } {
  const one = (value: string | Uint8Array, why: string, ok: boolean, file = false): FieldCase => ({
    parts: [{ name, value, file }],
    ok,
    why: `${name}: ${why}`,
  });
  const nonEmpty = valid.filter((v) => v !== "");
  const validCases = [valid.map((v) => one(v, "valid", true))];
  if (optional) validCases.push(fc.constant<FieldCase>({ parts: [], ok: true, why: `${name}: left out` }));
  const broken: fc.Arbitrary<FieldCase>[] = [
    invalid.map((v) => one(v, "invalid value", false)),
    notUtf8.map((b) => one(b, "bytes that are not UTF-8", false)),
  ];
  if (!optional) broken.push(fc.constant<FieldCase>({ parts: [], ok: false, why: `${name}: missing` }));
  if (schema) {
    // a schema field sent twice is a list, and under another name's path an object: neither is text
    broken.push(
      fc.tuple(nonEmpty, nonEmpty).map(([a, b]) => ({
        parts: [
          { name, value: a },
          { name, value: b },
        ],
        ok: false,
        why: `${name}: sent twice`,
      })),
      fc.tuple(fc.constantFrom(".x", "[0]", "[1].y", "[999]"), nonEmpty).map(([suffix, v]) => ({
        parts: [{ name: name + suffix, value: v }],
        ok: false,
        why: `${name}${suffix}: a nested name`,
      })),
    );
    if (encoding === "multipart") broken.push(nonEmpty.map((v) => one(v, "a file instead of text", false, true)));
  }
  return { valid: fc.oneof(...validCases), broken: fc.oneof(...broken) };
}

/** A whole submission: each field valid or broken, sent in a well-formed or a garbled envelope, with the verdict. */
export function contactCase(contact: ContactForm): fc.Arbitrary<ContactCase> {
  const emailValid = fc
    .tuple(
      fc.stringMatching(/^[a-z0-9]([a-z0-9_+'-]{0,14}[a-z0-9])?$/),
      fc.array(fc.stringMatching(/^[a-z0-9]{1,12}$/), { minLength: 1, maxLength: 3 }),
      fc.stringMatching(/^[a-z]{2,6}$/),
      fc.boolean(),
      fc.constantFrom("", " ", "\t", "\n "),
    )
    .map(([local, labels, tld, upper, pad]) => {
      const address = `${local}@${labels.join(".")}.${tld}`;
      return `${pad}${upper ? address.toUpperCase() : address}${pad}`;
    });
  const emailInvalid = fc.oneof(
    anyText(40).map((s) => s.replaceAll("@", "")),
    fc.constantFrom(
      "   ",
      "a@b",
      "a@@example.com",
      "@example.com",
      "a@example.",
      "a b@example.com",
      "a\u0001@example.com",
    ),
    fc.integer({ min: 243, max: 600 }).map((n) => `${"a".repeat(n)}@example.com`),
  );
  const unreadable = fc.constantFrom("\u0000", "\u0001", "\u0008", "\u000B", "\u001B", "\u007F", "\uFFFD");
  const withUnreadable = (valid: fc.Arbitrary<string>) =>
    fc.tuple(valid, unreadable, fc.nat()).map(([s, c, at]) => {
      const list = [...s];
      list.splice(at % (list.length + 1), 0, c);
      return list.join("");
    });
  const nameValid = fc
    .oneof(anyText(40), fc.string({ unit: "grapheme", minLength: 90, maxLength: 100 }))
    .filter(readable(1, 100));
  const messageValid = fc
    .oneof(
      fc.string({ unit: "grapheme", minLength: 20, maxLength: 200 }),
      fc.string({ unit: "binary", minLength: 20, maxLength: 200 }),
      fc
        .tuple(fc.string({ unit: "grapheme", minLength: 1, maxLength: 10 }), fc.integer({ min: 20, max: 5000 }))
        .map(([s, n]) => s.repeat(Math.max(1, Math.floor(n / s.length)))),
    )
    .filter(readable(20, 5000));
  const notIn = (list: () => readonly string[]) => anyText(12).filter((s) => s !== "" && !list().includes(s));
  /** Any of the form's own choices is valid; anything else, or a choice slightly changed, is not. */
  const notAChoice = (list: readonly string[], changed: (choice: string) => string) =>
    fc.oneof(
      notIn(() => list),
      fc.constantFrom(...list).map(changed),
    );
  const serialValid = fc
    .tuple(fc.stringMatching(/^[A-Z]{2}$/), fc.stringMatching(/^\d{8}$/), fc.boolean(), fc.constantFrom("", "-", " "))
    .map(([letters, digits, lower, sep]) => {
      const s = `${letters}${sep}${digits.slice(0, 2)}${sep}${digits.slice(2)}`;
      return lower ? s.toLowerCase() : s;
    });

  return fc
    .tuple(
      fc.constantFrom<Encoding>("urlencoded", "multipart"),
      fc.oneof(
        { weight: 5, arbitrary: fc.constant<ContactCase["envelope"]>("form") },
        { weight: 1, arbitrary: fc.constantFrom<ContactCase["envelope"]>("garbled", "wrong-type") },
      ),
      fc.boolean(),
    )
    .chain(([encoding, envelope, rawBytes]) => {
      const fields = {
        name: contactField(
          "name",
          nameValid,
          fc.oneof(
            fc.constantFrom("", " \t\n "),
            withUnreadable(nameValid),
            fc.string({ unit: "grapheme-ascii", minLength: 101, maxLength: 400 }).filter((s) => s.trim().length > 100),
          ),
          encoding,
        ),
        email: contactField("email", emailValid, emailInvalid, encoding),
        country: contactField(
          "country",
          fc.constantFrom(...contact.countries),
          notAChoice(contact.countries, (c) => c.toLowerCase()),
          encoding,
        ),
        topic: contactField(
          "topic",
          fc.constantFrom(...contact.topics),
          notAChoice(contact.topics, (t) => t.toUpperCase()),
          encoding,
        ),
        product: contactField(
          "product",
          // a model in any spelling, or none
          fc.constantFrom("", ...contact.products, ...contact.products.map((p) => ` ${p.toLowerCase()} `)),
          anyText(12).filter((s) => s.trim() !== "" && !contact.products.some((p) => modelCode(p) === modelCode(s))),
          encoding,
          { optional: true },
        ),
        serial: contactField(
          "serial",
          fc.oneof(fc.constant(""), serialValid),
          anyText(14).filter((s) => s !== "" && !SERIAL.test(normalizeSerial(s))),
          encoding,
          { optional: true },
        ),
        message: contactField(
          "message",
          messageValid,
          fc.oneof(
            fc.string({ unit: "grapheme", maxLength: 19 }).filter((s) => chars(s.trim()) < 20),
            withUnreadable(messageValid),
            fc
              .string({ unit: "grapheme-ascii", minLength: 5001, maxLength: 9000 })
              .filter((s) => s.trim().length > 5000),
          ),
          encoding,
        ),
        consent: contactField(
          "consent",
          fc.constant("on"),
          anyText(8).filter((s) => s !== "on"),
          encoding,
        ),
        dealer: contactField(
          "dealer",
          fc.oneof(fc.constant(""), fc.stringMatching(/^[a-z0-9-]{1,80}$/)),
          anyText(20).filter((s) => s !== "" && !/^[a-z0-9-]{1,80}$/.test(s)),
          encoding,
          { optional: true },
        ),
        website: contactField(
          "website",
          fc.constant(""),
          anyText(20).filter((s) => s !== ""),
          encoding,
          { optional: true, schema: false },
        ),
        key: contactField(
          "key",
          fc.constant(FRESH_KEY),
          fc.oneof(
            anyText(40),
            fc
              .uuid()
              .map((u) => u.toUpperCase())
              .filter((u) => /[A-F]/.test(u)),
            fc.uuid().map((u) => `${u}0`),
          ),
          encoding,
          { schema: false },
        ),
        token: contactField(
          "token",
          fc.constant(contact.token),
          fc.oneof(
            anyText(60),
            fc
              .nat({ max: 9 })
              .map((d) => contact.token.replace(/^(\d{12})\d/, `$1${d}`))
              .filter((t) => t !== contact.token),
            fc.stringMatching(/^[A-Za-z0-9_-]{43}$/).map((sig) => `${Date.now() - 60_000}.${sig}`),
          ),
          encoding,
          { schema: false },
        ),
      };
      const names = Object.keys(fields) as (keyof typeof fields)[];
      const extras = fc.array(
        fc.tuple(fc.stringMatching(/^x_[a-z0-9]{1,10}$/), fieldValue).map(([name, value]): Part => ({ name, value })),
        { maxLength: 3 },
      );
      return fc
        .oneof(
          { weight: 2, arbitrary: fc.constant<(keyof typeof fields)[]>([]) },
          { weight: 3, arbitrary: fc.subarray(names, { minLength: 1, maxLength: 3 }) },
        )
        .chain((broken) =>
          fc.tuple(fc.tuple(...names.map((n) => (broken.includes(n) ? fields[n].broken : fields[n].valid))), extras),
        )
        .map(([cases, extra]): ContactCase => {
          const ok = envelope === "form" && cases.every((c) => c.ok);
          return {
            encoding,
            rawBytes,
            envelope,
            parts: [...cases.flatMap((c) => c.parts), ...extra],
            ok,
            why: [envelope, ...cases.filter((c) => !c.ok).map((c) => c.why)],
          };
        });
    });
}
