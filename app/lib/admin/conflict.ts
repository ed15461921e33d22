/**
 * What an editor sees when their save was refused because someone else saved the record since
 * they loaded it: who and when, and each field where the two versions differ, side by side.
 */

/** The form's field names and the labels the editor knows them by, in the form's order. */
export type FieldLabels = Record<string, string>;

export type ConflictField = { name: string; label: string; theirs: string; yours: string };

export type Conflict = {
  /** Who saved the record since (their name, or the e-mail the log keeps), and when (ISO). */
  by: string;
  at: string | null;
  fields: ConflictField[];
};

/**
 * A form value as one readable text: lists one item per line, empty rows left out; a row of several
 * fields (a specification's name and value) on one line, its parts joined by dashes (in `order`,
 * then any others) and a part's own lines by commas; line breaks as the browser sends them (CR LF)
 * the same as the stored ones.
 */
export function shownValue(value: unknown, order: readonly string[] = []): string {
  if (value === undefined || value === null) return "";
  if (Array.isArray(value)) {
    return value
      .map((item) => shownValue(item, order))
      .filter((line) => line !== "")
      .join("\n");
  }
  if (typeof value === "object") {
    const rank = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length);
    const parts = Object.entries(value as Record<string, unknown>)
      .sort(([a], [b]) => rank(a) - rank(b))
      .map(([, part]) => shownValue(part))
      .filter((part) => part !== "")
      .map((part) => part.split("\n").join(", "));
    return parts.join(" — ");
  }
  const text = String(value).replace(/\r\n?/g, "\n").trim();
  return text === "on" ? "Yes" : text;
}

/** The keys of a form value's rows in the order the form sent them (a saved row may keep another). */
function rowKeys(value: unknown): string[] {
  const row = Array.isArray(value) ? value.find((item) => item && typeof item === "object") : value;
  return row && typeof row === "object" ? Object.keys(row) : [];
}

/** The fields, in the form's order, where their saved values differ from what the editor sent. */
export function differingFields(theirs: Record<string, unknown>, yours: Record<string, unknown>, labels: FieldLabels) {
  const fields: ConflictField[] = [];
  for (const [name, label] of Object.entries(labels)) {
    const order = rowKeys(yours[name]);
    const a = shownValue(theirs[name], order);
    const b = shownValue(yours[name], order);
    if (a !== b) fields.push({ name, label, theirs: a, yours: b });
  }
  return fields;
}

/** The version a form was loaded from, as its hidden field carries it; null when absent or not a version. */
export function sentVersion(formData: FormData): number | null {
  const raw = formData.get("version");
  if (typeof raw !== "string" || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  return Number(raw);
}
