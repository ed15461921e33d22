/**
 * An admin edit form as a browser would send it: the fields of the server-rendered form that
 * carries the edit's `version`, as they were loaded, with the first submit button's intent.
 */

/** An attribute of a tag: its value, "" when it has none, null when the tag has not got it. */
function attribute(tag: string, name: string): string | null {
  const found = new RegExp(`\\s${name}(?:="([^"]*)")?(?=[\\s/>])`).exec(tag);
  return found ? decode(found[1] ?? "") : null;
}

const decode = (text: string) =>
  text
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&quot;", '"')
    .replaceAll("&#x27;", "'")
    .replaceAll("&#39;", "'")
    .replace(/&#(\d+);/g, (_, n) => String.fromCodePoint(Number(n)))
    .replace(/&#x([0-9a-f]+);/gi, (_, n) => String.fromCodePoint(Number.parseInt(n, 16)))
    .replaceAll("&amp;", "&");

/** The form's fields, name → values in order; throws when the page has no edit form. */
export function formFields(html: string): Map<string, string[]> {
  const at = html.indexOf('name="version"');
  const start = html.lastIndexOf("<form", at);
  const end = html.indexOf("</form>", at);
  if (at === -1 || start === -1 || end === -1) throw new Error("no edit form with a version on the page");
  const form = html.slice(start, end);
  const fields = new Map<string, string[]>();
  const add = (name: string | null, value: string) => {
    if (name) fields.set(name, [...(fields.get(name) ?? []), value]);
  };
  let intent = false;
  for (const [tag] of form.matchAll(/<(input|button)\b[^>]*>/g)) {
    const type = attribute(tag, "type") ?? (tag.startsWith("<button") ? "submit" : "text");
    const name = attribute(tag, "name");
    if (type === "submit") {
      if (!intent && name) add(name, attribute(tag, "value") ?? "");
      intent ||= Boolean(name);
    } else if (type === "checkbox" || type === "radio") {
      if (attribute(tag, "checked") !== null) add(name, attribute(tag, "value") ?? "on");
    } else if (type !== "button" && type !== "file" && type !== "reset") {
      add(name, attribute(tag, "value") ?? "");
    }
  }
  for (const [, tag, text] of form.matchAll(/<textarea\b([^>]*)>([\s\S]*?)<\/textarea>/g)) {
    add(attribute(` ${tag} `, "name"), decode(text ?? "").replace(/^\n/, ""));
  }
  for (const [, tag, options] of form.matchAll(/<select\b([^>]*)>([\s\S]*?)<\/select>/g)) {
    const all = [...(options ?? "").matchAll(/<option\b[^>]*>/g)].map(([o]) => o);
    const chosen = all.find((o) => attribute(o, "selected") !== null) ?? all[0];
    if (chosen) add(attribute(` ${tag} `, "name"), attribute(chosen, "value") ?? "");
  }
  return fields;
}
