/**
 * A translated field whose English changed since it was translated: the English it was translated
 * from beside the English now, the changes marked word by word (as removed and inserted text, named
 * for screen readers), and the "Still correct" button that confirms the translation as it stands.
 */
import type { ReactNode } from "react";
import { wordDiff } from "./word-diff";

/** The words of this module, together for a message catalogue. */
export const OUTDATED_TEXT = {
  title: "Outdated: the English changed since this was translated.",
  changes: "What changed in the English:",
  removed: "removed:",
  added: "added:",
  endRemoved: "end of removed text",
  endAdded: "end of added text",
  compare: "The English before and now",
  before: "Translated from",
  now: "English now",
  stillCorrect: "Still correct",
  stillCorrectOf: (label: string) => `Still correct: ${label}`,
  hint: "Update the translation and save, or confirm it is still correct.",
};

const T = OUTDATED_TEXT;

/** The English now with what changed marked: removed and inserted text, named for screen readers. */
function marked(before: string, now: string) {
  const out: ReactNode[] = [];
  let at = 0;
  for (const part of wordDiff(before, now)) {
    const key = `${part.kind}${at}`;
    at += part.text.length;
    if (part.kind === "same") out.push(<span key={key}>{part.text}</span>);
    else if (part.kind === "removed")
      out.push(
        <del key={key} className="bg-red-100 text-red-900 line-through">
          <span className="sr-only">[{T.removed} </span>
          {part.text}
          <span className="sr-only"> {T.endRemoved}]</span>
        </del>,
      );
    else
      out.push(
        <ins key={key} className="bg-green-100 text-green-900 no-underline">
          <span className="sr-only">[{T.added} </span>
          {part.text}
          <span className="sr-only"> {T.endAdded}]</span>
        </ins>,
      );
  }
  return out;
}

export function OutdatedField({
  id,
  before,
  now,
  label,
  confirm,
}: {
  /** The note's id, for the field's aria-describedby. */
  id: string;
  before: string;
  now: string;
  /** The field's name, with its language ("Description in German"). */
  label: string;
  /** The value of the "Still correct" submit button ("de:desc"). */
  confirm: string;
}) {
  return (
    <div
      className="mb-2 rounded-lg border border-amber-700/40 bg-amber-50 p-3 text-xs text-ink"
      data-outdated={confirm}
    >
      <div id={id}>
        <p className="font-semibold text-amber-900">{T.title}</p>
        <p className="mt-1">{T.changes}</p>
        <p lang="en" className="mt-1 whitespace-pre-wrap break-words">
          {marked(before, now)}
        </p>
      </div>
      <details className="mt-2">
        <summary className="cursor-pointer font-semibold">{T.compare}</summary>
        <dl className="mt-1 grid gap-1">
          <dt className="font-semibold">{T.before}</dt>
          <dd lang="en" className="whitespace-pre-wrap break-words">
            {before}
          </dd>
          <dt className="font-semibold">{T.now}</dt>
          <dd lang="en" className="whitespace-pre-wrap break-words">
            {now}
          </dd>
        </dl>
      </details>
      <p className="mt-2 text-ink-soft">{T.hint}</p>
      <button
        type="submit"
        name="confirm"
        value={confirm}
        aria-label={T.stillCorrectOf(label)}
        className="mt-2 rounded-full border border-line bg-white px-3 py-1 text-xs font-semibold hover:bg-mist"
      >
        {T.stillCorrect}
      </button>
    </div>
  );
}
