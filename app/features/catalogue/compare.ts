import type { Param, ParamValue } from "~/lib/content-model";

export const COMPARE_MIN = 2;
export const COMPARE_MAX = 4;

/** The product ids a compare URL asks for (`?p=A&p=B` or `?p=A,B`), known ones only, in order, once each. */
export function parseCompareIds(search: URLSearchParams, known: readonly string[]) {
  const byLower = new Map(known.map((id) => [id.toLowerCase(), id]));
  const asked = search
    .getAll("p")
    .flatMap((v) => v.split(","))
    .map((v) => v.trim())
    .filter(Boolean);
  const ids: string[] = [];
  const unknown: string[] = [];
  for (const raw of asked) {
    const id = byLower.get(raw.toLowerCase());
    if (!id) unknown.push(raw.slice(0, 40));
    else if (!ids.includes(id)) ids.push(id);
  }
  const tooMany = ids.length > COMPARE_MAX;
  return { ids: ids.slice(0, COMPARE_MAX), unknown, tooMany, enough: ids.length >= COMPARE_MIN };
}

const normalise = (value: ParamValue | undefined) =>
  value === undefined || value === null || value === "" ? "" : Array.isArray(value) ? value.join("\n") : value;

/**
 * One label's values side by side. `stated` is false where the model's specification has no such
 * row (a rhythm machine has no polyphony): the page says „not stated“ there, never the dash that
 * means the model does not have it.
 */
export type CompareRow = { label: string; values: (ParamValue | undefined)[]; stated: boolean[]; differs: boolean };

/** One row per parameter label (first product's order, then any others); `differs` when values are not all equal. */
export function compareRows(products: { params: Param[] }[]): CompareRow[] {
  const labels: string[] = [];
  for (const product of products) for (const p of product.params) if (!labels.includes(p.label)) labels.push(p.label);
  return labels.map((label) => {
    const values = products.map((product) => product.params.find((p) => p.label === label)?.value);
    const distinct = new Set(values.map(normalise));
    const stated = products.map((product) => product.params.some((p) => p.label === label));
    return { label, values, stated, differs: distinct.size > 1 };
  });
}
