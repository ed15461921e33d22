import { Fragment } from "react";
import { runsOf } from "~/lib/line-breaks";

/**
 * A line in which the runs `pattern` matches never break (`lib/line-breaks.ts`: a house number,
 * a name printed on the panel): each is a `white-space: nowrap` span, the rest breaks as usual.
 */
export function Unbroken({ text, pattern }: { text: string; pattern: RegExp }) {
  const runs = runsOf(text, pattern);
  if (!runs.some((run) => run.whole)) return text;
  return runs.map((run, i) => (
    // the runs of one string never change order: the index is their identity
    // biome-ignore lint/suspicious/noArrayIndexKey: see above
    <Fragment key={i}>{run.whole ? <span className="whitespace-nowrap">{run.text}</span> : run.text}</Fragment>
  ));
}
