import type { ParamValue } from "./content-model";

/** A parameter's value as one text: a list joined by `separator` (a comma, or a line per value in a form), none empty. */
export function paramText(value: ParamValue, separator = ", "): string {
  return Array.isArray(value) ? value.join(separator) : (value ?? "");
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
