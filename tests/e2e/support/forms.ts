/**
 * Forms as the fuzz suite sends and reads them: parts (text or raw bytes) sent url-encoded or as
 * multipart, and the values a browser would send for a server-rendered form.
 */
import { expect } from "vitest";
import { hex } from "./fuzz-arbitraries";

export type Part = { name: string; value: string | Uint8Array; file?: boolean };
export type Bytes = Uint8Array<ArrayBuffer>;
export type Encoding = "urlencoded" | "multipart";

/** Url-encoded; bytes are percent-encoded, or (rawBytes) the non-ASCII ones sent as they are. */
export function urlencoded(parts: readonly Part[], rawBytes = false): Bytes {
  const chunks: Buffer[] = [];
  parts.forEach((part, i) => {
    if (i) chunks.push(Buffer.from("&"));
    chunks.push(Buffer.from(`${encodeURIComponent(part.name)}=`));
    if (typeof part.value === "string") chunks.push(Buffer.from(encodeURIComponent(part.value)));
    else for (const b of part.value) chunks.push(rawBytes && b >= 0x80 ? Buffer.from([b]) : Buffer.from(hex(b)));
  });
  return new Uint8Array(Buffer.concat(chunks));
}

function multipart(parts: readonly Part[]): { body: Bytes; type: string } {
  const boundary = `----fuzz${crypto.randomUUID().replaceAll("-", "")}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const file = part.file ? `; filename="part.txt"\r\nContent-Type: text/plain` : "";
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${file}\r\n\r\n`));
    chunks.push(typeof part.value === "string" ? Buffer.from(part.value, "utf8") : Buffer.from(part.value));
    chunks.push(Buffer.from("\r\n"));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: new Uint8Array(Buffer.concat(chunks)), type: `multipart/form-data; boundary=${boundary}` };
}

/** The body and Content-Type for the parts, in the encoding asked for. */
export function formBody(parts: readonly Part[], encoding: Encoding, rawBytes = false): { body: Bytes; type: string } {
  return encoding === "multipart"
    ? multipart(parts)
    : { body: urlencoded(parts, rawBytes), type: "application/x-www-form-urlencoded" };
}

// Server-rendered forms: the values a browser would send

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };
const decode = (s: string) =>
  s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, e: string) =>
    e.startsWith("#x") || e.startsWith("#X")
      ? String.fromCodePoint(Number.parseInt(e.slice(2), 16))
      : e.startsWith("#")
        ? String.fromCodePoint(Number(e.slice(1)))
        : (entities[e.toLowerCase()] ?? whole),
  );
const attr = (tag: string, name: string) => {
  const m = new RegExp(`\\s${name}="([^"]*)"`).exec(tag);
  return m ? decode(m[1] ?? "") : null;
};

/** What a browser would send for the form with this id, read from the server-rendered page. */
export function formValues(html: string, formId: string): Part[] {
  const start = html.indexOf(`<form id="${formId}"`);
  expect(start, `form #${formId} on the page`).toBeGreaterThan(-1);
  const end = html.indexOf("</form>", start);
  const parts: Part[] = [];
  for (const match of html.matchAll(
    /<input\b[^>]*>|<textarea\b[^>]*>[\s\S]*?<\/textarea>|<select\b[^>]*>[\s\S]*?<\/select>/g,
  )) {
    const element = match[0];
    const tag = /^<[^>]*>/.exec(element)?.[0] ?? "";
    // the form's own fields, and those elsewhere that name it (form="…")
    const owner = attr(tag, "form");
    const inside = match.index > start && match.index < end;
    if (owner ? owner !== formId : !inside) continue;
    const name = attr(tag, "name");
    if (!name) continue;
    if (element.startsWith("<input")) {
      const type = attr(tag, "type") ?? "text";
      if (["submit", "button", "file", "image", "reset"].includes(type)) continue;
      const check = type === "checkbox" || type === "radio";
      if (check && !/\schecked=""/.test(tag)) continue;
      parts.push({ name, value: attr(tag, "value") ?? (check ? "on" : "") });
    } else if (element.startsWith("<textarea")) {
      // an HTML parser drops one newline right after <textarea>
      parts.push({ name, value: decode(element.slice(tag.length, -"</textarea>".length)).replace(/^\n/, "") });
    } else {
      const options = [...element.matchAll(/<option\b([^>]*)>([\s\S]*?)<\/option>/g)];
      const chosen = options.find((o) => /\sselected=""/.test(o[1] ?? "")) ?? options[0];
      if (chosen) parts.push({ name, value: attr(chosen[0], "value") ?? decode(chosen[2] ?? "") });
    }
  }
  return parts;
}
