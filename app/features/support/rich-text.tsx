/**
 * Templates from the support pages' texts that hold more than words: a link in the sentence, or a
 * part only screen readers hear. Each language places them where its grammar wants them.
 */
import { fill } from "~/lib/i18n/frame";

type Values = Record<string, string | number>;

/**
 * A template with `[…]` marking what only screen readers hear ("Read online[: {manual}]",
 * "[{manual}を]オンラインで読む"); the values are filled in after the split, so a `[` in a title
 * stays a `[`.
 */
export function SrText({ template, values }: { template: string; values: Values }) {
  const [before = "", hidden = "", after = ""] = template.split(/\[|\]/);
  return (
    <>
      {before ? fill(before, values) : null}
      {hidden ? <span className="sr-only">{fill(hidden, values)}</span> : null}
      {after ? fill(after, values) : null}
    </>
  );
}
