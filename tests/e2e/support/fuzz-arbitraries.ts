/** fast-check generators for the fuzz suite: text of every kind, broken escapes, URL parts and form values. */
import fc from "fast-check";

/** Text of every kind: printable graphemes of all scripts, any code point, and Latin-1 with controls. */
export const anyText = (maxLength: number) =>
  fc.oneof(
    fc.string({ unit: "grapheme", maxLength }),
    fc.string({ unit: "binary", maxLength }),
    fc.string({ unit: "binary-ascii", maxLength }),
  );

export const hex = (byte: number) => `%${byte.toString(16).toUpperCase().padStart(2, "0")}`;
/** Random bytes, percent-encoded: mostly not UTF-8 at all. */
export const percentBytes = fc.uint8Array({ minLength: 1, maxLength: 48 }).map((bytes) => [...bytes].map(hex).join(""));
/** Escapes that do not decode: not UTF-8, overlong, surrogates, cut short, or not hex. */
export const brokenEscapes = [
  "%FF",
  "%C0%AF",
  "%00",
  "%E0%A4%A",
  "%",
  "%zz",
  "%ED%A0%80",
  "%F4%90%80%80",
  "%C3",
  "%%",
  "%u0041",
];
/** 1,000 to 10,000 characters. */
export const longText = fc
  .tuple(fc.string({ unit: "grapheme", minLength: 1, maxLength: 8 }), fc.integer({ min: 1000, max: 10_000 }))
  .map(([s, n]) => s.repeat(Math.max(1, Math.floor(n / s.length))));

/** A query value or path segment, as it goes into the URL (already encoded, or deliberately not). */
export const urlPart = fc.oneof(
  { weight: 4, arbitrary: anyText(80).map(encodeURIComponent) },
  { weight: 2, arbitrary: percentBytes },
  { weight: 1, arbitrary: fc.constantFrom(...brokenEscapes) },
  { weight: 1, arbitrary: longText.map(encodeURIComponent) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      "",
      "0",
      "-1",
      "1.5",
      "1e309",
      "NaN",
      "99999999999999999999",
      "52.52,13.40",
      "91,181",
      "-90.000001,180",
      "u",
      "DE",
      "de",
      "distributor",
      "Keyboards",
      "MK61",
      "mk61,CP203,AKX10S,MK37,MK49",
      "%2e%2e%2f%2e%2e%2f",
      "%3Cscript%3Ealert(1)%3C%2Fscript%3E",
      "'%20OR%201=1--",
    ),
  },
);

/** A query string: known parameter names (repeated at will) and a few unknown ones. */
export const queryString = (names: readonly string[]) =>
  fc
    .array(
      fc.tuple(
        fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...names) }, { weight: 1, arbitrary: urlPart }),
        urlPart,
      ),
      { maxLength: 6 },
    )
    .map((pairs) => pairs.map(([k, v]) => `${k}=${v}`).join("&"));

/** Bytes that are never UTF-8: random bytes with 0xFF somewhere. */
export const notUtf8 = fc.tuple(fc.uint8Array({ maxLength: 12 }), fc.nat()).map(([bytes, at]) => {
  const i = at % (bytes.length + 1);
  return Uint8Array.from([...bytes.slice(0, i), 0xff, ...bytes.slice(i)]);
});

/** A value for a form field: text of any kind, very long text, controls, or bytes that are not UTF-8. */
export const fieldValue: fc.Arbitrary<string | Uint8Array> = fc.oneof(
  { weight: 4, arbitrary: anyText(60) },
  { weight: 1, arbitrary: longText },
  { weight: 1, arbitrary: notUtf8 },
  { weight: 1, arbitrary: fc.constantFrom("", " ", "\u0000", "\u0007bell", "\uFFFD", "on", "1", "-1", "0x10", "—") },
);
