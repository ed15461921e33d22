/**
 * A translated field whose English changed since it was translated: the English it was translated
 * from beside the English now, the changes marked word by word (as removed and inserted text, named
 * for screen readers), and the "Still correct" button that confirms the translation as it stands.
 */
import type { ReactNode } from "react";
import { fill } from "~/lib/i18n/frame";
import type { OutdatedText } from "~/lib/translations/text";
import { wordDiff } from "~/lib/translations/word-diff";

/** The English now with what changed marked: removed and inserted text, named for screen readers. */
function marked(T: OutdatedText, before: string, now: string) {
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
  text: T,
}: {
  /** The note's id, for the field's aria-describedby. */
  id: string;
  before: string;
  now: string;
  /** The field's name, with its language ("Description in German"). */
  label: string;
  /** The value of the "Still correct" submit button ("de:desc"). */
  confirm: string;
  /** The note's words in the editor's language. */
  text: OutdatedText;
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
          {marked(T, before, now)}
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
        aria-label={fill(T.stillCorrectOf, { label })}
        className="mt-2 rounded-full border border-line bg-white px-3 py-1 text-xs font-semibold hover:bg-mist"
      >
        {T.stillCorrect}
      </button>
    </div>
  );
}
