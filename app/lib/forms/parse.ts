import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";

/** The largest list index a form field name may carry ("params[40].label"): our lists are short. */
const MAX_INDEX = 200;
const MAX_NAME = 200;
// Characters no one types: control characters (but tab and line breaks) and the replacement
// character that stands for bytes that were not valid UTF-8.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
export const UNREADABLE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\uFFFD]/;
export const unreadableMessage = "This field contains characters that could not be read. Please type it again.";
export const malformedMessage =
  "This field was sent in a form this page does not use. Please reload the page and try again.";

/**
 * The fields that hold a code, not prose, by their name (a list's field by its last part): serial
 * and model numbers, e-mail addresses, phone numbers, postcodes, one-time codes. A Japanese
 * keyboard types them in full width (ＮＶ２４０１２３４５, ｉｎｆｏ＠ｅｘａｍｐｌｅ．ｊｐ): they are read as
 * NFKC and trimmed, before any rule checks them and as they are stored.
 */
export const codeFields: ReadonlySet<string> = new Set([
  "serial",
  "product",
  "model",
  "email",
  "phone",
  "postcode",
  "code",
]);

/** A code field's value as its rules read it: "　ＮＶ２４０１２３４５ " → "NV24012345". */
export const normalizeCode = (value: string) => value.normalize("NFKC").trim();

/** "params[3].label" as a path: ["params", 3, "label"]. */
export function fieldPath(name: string): (string | number)[] {
  return name
    .split(/[.[\]]+/)
    .filter(Boolean)
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

/**
 * Conform's parse, for every form on the site, in the browser and the server, with two guards
 * first: a field whose name asks for a huge list index ("name[3000000]") is never parsed, so no
 * one can make the server build and echo a giant list (a field the form has gets a message, as
 * any other malformed value would), and a field holding characters no one types (NUL, other
 * control characters, bytes that were not UTF-8) gets a message instead of being stored. A code
 * field (`codeFields`) is read in NFKC and trimmed first, so full-width letters and digits pass
 * its rules and are kept in half width.
 */
// biome-ignore lint/suspicious/noExplicitAny: any object schema
export function parseForm<Schema extends z.ZodType<any, any>>(
  formData: FormData | URLSearchParams,
  schema: Schema,
  /** The guards' messages in the page's language (the public forms); English by default. */
  messages: { unreadable: string; malformed: string } = { unreadable: unreadableMessage, malformed: malformedMessage },
) {
  const safe = new FormData();
  const issues: { path: (string | number)[]; message: string }[] = [];
  // fields the form does not have are ignored, whatever they hold
  const shape = (schema as unknown as { shape?: Record<string, unknown> }).shape;
  for (const [name, value] of formData) {
    const path = fieldPath(name);
    // a name an object already answers to ("valueOf", "__proto__", "constructor") is no field of
    // ours: parsed into an object it would replace what the object does (a 500 on /login, found
    // by fuzzing); a form's own fields are its schema's own keys, never its prototype's
    if (path.some((part) => typeof part === "string" && part in Object.prototype)) continue;
    const known = !shape || Object.hasOwn(shape, String(path[0]));
    if (name.length > MAX_NAME || [...name.matchAll(/\[(\d+)\]/g)].some((m) => Number(m[1]) > MAX_INDEX)) {
      if (known && shape) issues.push({ path: path.slice(0, 1), message: messages.malformed });
      continue;
    }
    const last = path.findLast((part) => typeof part === "string");
    const read = typeof value === "string" && codeFields.has(String(last)) ? normalizeCode(value) : value;
    if (known && typeof read === "string" && UNREADABLE.test(read)) issues.push({ path, message: messages.unreadable });
    safe.append(name, read);
  }
  const checked = issues.length
    ? (schema.superRefine((_value, ctx) => {
        for (const { path, message } of issues) ctx.addIssue({ code: "custom", path, message });
      }) as unknown as Schema)
    : schema;
  return parseWithZod(safe, { schema: checked });
}
