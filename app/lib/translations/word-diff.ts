/**
 * What changed between two versions of an English text, word by word: the common words kept, the
 * removed and the added ones marked, for the translator to see at a glance. Long texts that differ
 * throughout are compared whole (removed, then added), so the comparison stays cheap.
 */
export type DiffPart = { kind: "same" | "removed" | "added"; text: string };

/** The most word pairs compared (the table's cells); beyond it the texts are shown whole. */
const MAX_CELLS = 250_000;

/** Words with the spaces after them (a leading space alone). */
const words = (text: string) => text.match(/^\s+|\S+\s*/g) ?? [];

export function wordDiff(before: string, now: string): DiffPart[] {
  const a = words(before);
  const b = words(now);
  if ((a.length + 1) * (b.length + 1) > MAX_CELLS) return merge([...whole("removed", a), ...whole("added", b)]);
  // longest common subsequence, lengths from the end
  const width = b.length + 1;
  const lcs = new Uint32Array((a.length + 1) * width);
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      lcs[i * width + j] =
        a[i] === b[j]
          ? (lcs[(i + 1) * width + j + 1] ?? 0) + 1
          : Math.max(lcs[(i + 1) * width + j] ?? 0, lcs[i * width + j + 1] ?? 0);
  const parts: DiffPart[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      parts.push({ kind: "same", text: a[i++] ?? "" });
      j++;
    } else if ((lcs[(i + 1) * width + j] ?? 0) >= (lcs[i * width + j + 1] ?? 0))
      parts.push({ kind: "removed", text: a[i++] ?? "" });
    else parts.push({ kind: "added", text: b[j++] ?? "" });
  }
  return merge([...parts, ...whole("removed", a.slice(i)), ...whole("added", b.slice(j))]);
}

const whole = (kind: DiffPart["kind"], list: string[]): DiffPart[] =>
  list.length ? [{ kind, text: list.join("") }] : [];

/** Adjacent parts of a kind as one. */
function merge(parts: DiffPart[]): DiffPart[] {
  const out: DiffPart[] = [];
  for (const part of parts) {
    const last = out[out.length - 1];
    if (last && last.kind === part.kind) last.text += part.text;
    else out.push({ ...part });
  }
  return out;
}
